"""A Fury of Dracula game being set up on the new-game screen: every choice either left to
the seeded randomiser or entered as the table decided it, until it becomes a validated
:class:`~sheets.fury_of_dracula.setup.Setup`."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any, Literal

from sheets.fury_of_dracula.content import HUNTERS, HunterId
from sheets.fury_of_dracula.setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    AppStrength,
    EncounterSource,
    Setup,
    randomise_setup,
    setup_from_json,
    setup_to_json,
)

Decided = Literal["random", "chosen"]
StartsMode = Literal["rulebook", "random", "chosen"]


@dataclass
class GameDraft:
    """Everything the new-game screen has chosen so far. ``dracula_seat``,
    ``hunter_seats`` and ``starts`` count only when their mode is ``"chosen"``.
    ``app_dracula``: the app plays Dracula at this strength, in a seat of its own named
    ``app_seat_name``, and ``names`` are the hunters' players."""

    names: list[str]
    seed: int = field(default_factory=lambda: secrets.randbelow(2**31))
    ticket_seed: int = field(default_factory=lambda: secrets.randbelow(2**31))
    dracula_mode: Decided = "random"
    dracula_seat: int = 0
    hunters_mode: Decided = "random"
    hunter_seats: dict[HunterId, int] = field(default_factory=dict)
    starts_mode: StartsMode = "rulebook"
    starts: dict[HunterId, str] = field(default_factory=dict)
    advanced: bool = False
    encounter_cards: EncounterSource = "app"
    house_rules: dict[str, Any] = field(default_factory=dict)
    app_dracula: AppStrength | None = None
    app_seat_name: str = "Dracula"

    @property
    def player_range(self) -> tuple[int, int]:
        """The fewest and most players: one seat fewer when the app plays Dracula."""
        fewer = 0 if self.app_dracula is None else 1
        return MIN_PLAYERS - fewer, MAX_PLAYERS - fewer

    def set_app_dracula(self, strength: AppStrength | None, default_name: str) -> None:
        self.app_dracula = strength
        self.set_player_count(len(self.names), default_name)

    def set_player_count(self, count: int, default_name: str) -> None:
        fewest, most = self.player_range
        count = max(fewest, min(most, count))
        while len(self.names) < count:
            self.names.append(default_name.format(number=len(self.names) + 1))
        del self.names[count:]
        self.dracula_seat = min(self.dracula_seat, count - 1)
        self.keep_choices_valid()

    def reshuffle(self) -> None:
        self.seed = secrets.randbelow(2**31)
        self.ticket_seed = secrets.randbelow(2**31)

    def drawn(self) -> Setup:
        """What the randomiser draws with this seed, before the table's own choices. It
        depends on the number of players, not their names, which may still be blank."""
        return randomise_setup(
            [f"{number}" for number in range(len(self.names))],
            self.seed,
            dracula_seat=self.dracula_seat if self.dracula_mode == "chosen" else None,
            advanced=self.advanced,
            random_start_cities=self.starts_mode == "random",
            encounter_cards=self.encounter_cards,
            house_rule_overrides=self.house_rules,
            ticket_seed=self.ticket_seed,
            app_dracula=self.app_dracula,
            app_seat_name=self.app_seat_name,
        )

    def keep_choices_valid(self) -> None:
        """Fill the hand-entered fields from the current draw where they are missing or no
        longer fit (a player fewer, a new Dracula), so that switching a part to "chosen"
        starts from what the randomiser showed."""
        drawn = self.drawn()
        hunter_players = set(range(len(drawn.players))) - {drawn.dracula_seat}
        if set(self.hunter_seats) != set(HUNTERS) or not set(self.hunter_seats.values()) <= (
            hunter_players
        ):
            self.hunter_seats = dict(drawn.hunter_seats)
        if set(self.starts) != set(HUNTERS):
            self.starts = dict(drawn.starts)

    def to_setup(self) -> Setup:
        """The setup these choices make. :raises InvalidSetup: saying what does not fit."""
        drawn = self.drawn()
        data = setup_to_json(drawn)
        data["players"] = [{"name": name} for name in self.names]
        if self.app_dracula is not None:
            data["players"].append({"name": self.app_seat_name})
        if self.hunters_mode == "chosen":
            data["hunter_seats"] = dict(self.hunter_seats)
        if self.starts_mode == "chosen":
            data["starts"] = dict(self.starts)
        return setup_from_json(data)

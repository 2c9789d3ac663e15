"""A Big Book of Madness game being set up on the new-game screen, until it becomes a
:class:`~sheets.big_book_of_madness.setup.Setup` (drawn and validated by the rules).

What the players leave to chance (a magician, the first player, the grimoire pages and
the library spells) is drawn with the draft's seed, so the preview and the game agree; a
table that shuffled its own cards enters what came out instead.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from sheets.big_book_of_madness.content import ELEMENTS, Element, MagicianId, load_content
from sheets.big_book_of_madness.house_rules import Difficulty, HouseRules, house_rules
from sheets.big_book_of_madness.setup import (
    Mode,
    Setup,
    draw_setup,
    setup_from_json,
    setup_to_json,
)

MIN_PLAYERS = load_content().players["min"]
MAX_PLAYERS = load_content().players["max"]
MODES: dict[Mode, tuple[bool, bool]] = {
    "classic": (False, False),
    "horror": (True, False),
    "nightmare": (False, True),
    "horror_nightmare": (True, True),
}


@dataclass
class PlayerDraft:
    name: str
    magician: MagicianId | None = None


@dataclass
class TableDraws:
    """The grimoire pages and library spells as the table drew them with its cards."""

    first_page: str
    inner_pages: list[str]
    library: dict[Element, list[str]]


@dataclass
class MadnessDraft:
    """Everything the new-game screen has chosen so far. A ``None`` magician or first
    player is drawn; ``table_draws`` replaces the drawn grimoire and library."""

    players: list[PlayerDraft]
    seed: int = field(default_factory=lambda: secrets.randbelow(2**31))
    first_player: int | None = None
    difficulty: Difficulty = "I"
    mode: Mode = "classic"
    five_player_variant: bool = False
    table_draws: TableDraws | None = None
    house_rules: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def fresh(cls, names: list[str], overrides: dict[str, Any] | None = None) -> MadnessDraft:
        return cls(players=[PlayerDraft(name) for name in names], house_rules=dict(overrides or {}))

    @property
    def rules(self) -> HouseRules:
        return house_rules(self.house_rules)

    def modes(self) -> tuple[Mode, ...]:
        """The modes on offer: both at once only as a house rule."""
        combined: tuple[Mode, ...] = ("horror_nightmare",) if self.rules.combine_modes else ()
        return ("classic", "horror", "nightmare", *combined)

    def set_player_count(self, count: int, default_name: str) -> None:
        """``default_name`` may hold ``{number}``, the new player's place at the table."""
        count = max(MIN_PLAYERS, min(MAX_PLAYERS, count))
        while len(self.players) < count:
            self.players.append(PlayerDraft(default_name.format(number=len(self.players) + 1)))
        del self.players[count:]
        if self.first_player is not None and self.first_player >= count:
            self.first_player = None
        if count != MAX_PLAYERS:
            self.five_player_variant = False

    def reshuffle(self) -> None:
        self.seed = secrets.randbelow(2**31)

    def drawn(self) -> Setup:
        """The setup with everything left to chance drawn from the seed.

        :raises InvalidSetup: saying what does not fit.
        """
        horror, nightmare = MODES[self.mode]
        return draw_setup(
            [player.name for player in self.players],
            self.seed,
            magicians=[player.magician for player in self.players],
            first_player=self.first_player,
            difficulty=self.difficulty,
            horror=horror,
            nightmare=nightmare,
            five_player_variant=self.five_player_variant,
            overrides=self.house_rules,
        )

    def enter_table_draws(self) -> None:
        """Start entering the table's own draws from what the seed drew."""
        setup = self.drawn()
        self.table_draws = TableDraws(
            first_page=setup.grimoire.first_page,
            inner_pages=list(setup.grimoire.inner_pages),
            library={element: list(setup.library[element]) for element in ELEMENTS},
        )

    def to_setup(self) -> Setup:
        """The setup of the game. :raises InvalidSetup: saying what does not fit."""
        setup = self.drawn()
        draws = self.table_draws
        if draws is None:
            return setup
        return setup_from_json(
            {
                **setup_to_json(setup),
                "grimoire": {"first_page": draws.first_page, "inner_pages": draws.inner_pages},
                "library": draws.library,
            }
        )

    def repeated_draws(self) -> bool:
        """Whether the table's entries name one inner page twice."""
        if self.table_draws is None:
            return False
        pages = self.table_draws.inner_pages
        return len(set(pages)) != len(pages)

"""A Paper Dungeons game being set up on the new-game screen, with sensible defaults, until
it becomes a :class:`~sheets.paper_dungeons.setup.Setup` (validated by the rules)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any, Literal

from sheets.paper_dungeons.content import HEROES, Colour, Hero, load_content
from sheets.paper_dungeons.setup import (
    CampaignRef,
    Deal,
    DungeonCard,
    SeatSetup,
    Setup,
    VillainCard,
    deal,
    known_dungeon_card,
    manual_villains,
    setup_from_json,
)

MissionsMode = Literal["random", "chosen", "none"]
MISSIONS_MODES: tuple[MissionsMode, ...] = ("random", "chosen", "none")
CardsMode = Literal["dealt", "table"]
CARDS_MODES: tuple[CardsMode, ...] = ("dealt", "table")
MAX_SEATS = 8


@dataclass
class SeatDraft:
    name: str
    power: str | None = None
    objective: str | None = None
    training: list[Colour] = field(default_factory=lambda: ["white", "black", "white", "black"])
    veteran_heroes: list[Hero] = field(default_factory=list)


@dataclass
class GameDraft:
    """Everything the new-game screen has chosen so far."""

    seats: list[SeatDraft]
    seed: int = field(default_factory=lambda: secrets.randbelow(2**31))
    vanishing_gems: bool = False
    campaign: CampaignRef | None = None
    dungeon: DungeonCard | None = field(default_factory=lambda: known_dungeon_card("A"))
    villains: list[VillainCard] = field(default_factory=lambda: list(manual_villains()))
    missions_mode: MissionsMode = "random"
    chosen_missions: list[str] = field(default_factory=list)
    cards_mode: CardsMode = "dealt"
    house_rules: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def fresh(cls, names: list[str], house_rules: dict[str, Any] | None = None) -> GameDraft:
        draft = cls(seats=[SeatDraft(name) for name in names], house_rules=house_rules or {})
        draft.keep_first_dealt()
        return draft

    @property
    def dealt(self) -> Deal:
        return deal(self.seed, len(self.seats))

    @property
    def missions(self) -> tuple[str, ...]:
        if self.missions_mode == "none":
            return ()
        if self.missions_mode == "chosen":
            return tuple(self.chosen_missions)
        return self.dealt.missions

    def set_seat_count(self, count: int, default_name: str) -> None:
        count = max(1, min(MAX_SEATS, count))
        while len(self.seats) < count:
            self.seats.append(SeatDraft(default_name.format(number=len(self.seats) + 1)))
        del self.seats[count:]
        self.keep_first_dealt()

    def reshuffle(self) -> None:
        self.seed = secrets.randbelow(2**31)
        self.keep_first_dealt()

    def keep_first_dealt(self) -> None:
        """With dealt cards, each seat keeps the first of its two until the player picks."""
        if self.cards_mode != "dealt":
            return
        dealt = self.dealt
        for index, seat in enumerate(self.seats):
            if seat.power not in dealt.powers[index]:
                self.keep(index, power=dealt.powers[index][0])
            if seat.objective not in dealt.objectives[index]:
                self.keep(index, objective=dealt.objectives[index][0])

    def keep(self, index: int, *, power: str | None = None, objective: str | None = None) -> None:
        seat = self.seats[index]
        if power is not None:
            seat.power = power
            if power == "veteran" and len(seat.veteran_heroes) != 2:
                seat.veteran_heroes = list(HEROES[:2])
        if objective is not None:
            seat.objective = objective
            seat.training = list(load_content().objective(objective).training_colours())

    def flip_training(self, index: int, hero: Hero) -> None:
        training = self.seats[index].training
        position = HEROES.index(hero)
        training[position] = "black" if training[position] == "white" else "white"

    def to_setup(self) -> Setup:
        """The setup these choices make. :raises InvalidSetup: saying what does not fit."""
        dealt = self.dealt if self.cards_mode == "dealt" else None
        seats = []
        for index, seat in enumerate(self.seats):
            training = seat.training
            seats.append(
                SeatSetup.model_construct(
                    name=seat.name,
                    training=(training[0], training[1], training[2], training[3]),
                    power=seat.power,
                    objective=seat.objective,
                    veteran_heroes=tuple(seat.veteran_heroes) if seat.power == "veteran" else (),
                    dealt_powers=dealt.powers[index] if dealt else (),
                    dealt_objectives=dealt.objectives[index] if dealt else (),
                ).model_dump(mode="json")
            )
        data = {
            "seats": seats,
            "seed": self.seed,
            "dungeon": self.dungeon.model_dump(mode="json") if self.dungeon else None,
            "villains": [villain.model_dump(mode="json") for villain in self.villains],
            "missions": list(self.missions),
            "vanishing_gems": self.vanishing_gems,
            "campaign": self.campaign.model_dump(mode="json") if self.campaign else None,
            "house_rules": self.house_rules,
        }
        return setup_from_json(data)

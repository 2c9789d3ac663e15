"""What a Paper Dungeons game starts from: seats, dungeon card, villains, cards, house rules.

Everything is entered as data (a dungeon card drawn once can be reused by its letter), and
:func:`deal` draws missions and Power/Objective cards with the game's seed for groups that
let the app shuffle.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from sheets.core.dice import SeededDraws
from sheets.core.errors import InvalidSetup
from sheets.core.validation import PlayerName, read_setup, write_setup
from sheets.paper_dungeons.content import (
    CONTENT_VERSION,
    GEM_LETTERS,
    HEROES,
    Colour,
    Hero,
    load_content,
    orthogonal_neighbours,
    room_names,
)
from sheets.paper_dungeons.house_rules import HouseRules, house_rules

MAX_SEATS = 8
RewardKind = Literal["none", "glory", "potions", "gem", "level_up_any", "half_artifact_any"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class VillainRange(_Frozen):
    """One of the three strength ranges printed on a villain card."""

    min_strength: int = Field(ge=0)
    glory: int
    wounds: int = Field(ge=0)


class VillainReward(_Frozen):
    """What the strongest fighter gets. ``text`` is the card's wording, shown as a reminder."""

    kind: RewardKind = "none"
    amount: int = Field(default=0, ge=0)
    text: str = ""


class VillainCard(_Frozen):
    """A villain as printed on its card, or only its name when the table types the results.

    Without ``ranges`` the villain is *manual*: after its round every seat records the
    glory and wounds of its fight itself.
    """

    name: str = Field(min_length=1, max_length=60)
    weakness: Hero | None = None
    ranges: tuple[VillainRange, VillainRange, VillainRange] | None = None
    max_strength: int | None = None
    flee_glory: int = Field(default=0, le=0)
    reward: VillainReward = VillainReward()
    gem_letters: tuple[str, ...] = ()

    @property
    def manual(self) -> bool:
        return self.ranges is None

    @model_validator(mode="after")
    def _consistent(self) -> VillainCard:
        if self.ranges is not None:
            if self.weakness is None:
                raise ValueError(
                    f"villain {self.name}: a villain with ranges needs a weakness hero"
                )
            minimums = [band.min_strength for band in self.ranges]
            if minimums != sorted(set(minimums)):
                raise ValueError(f"villain {self.name}: range minimums must rise, got {minimums}")
            if self.max_strength is not None and self.max_strength < minimums[-1]:
                raise ValueError(f"villain {self.name}: max strength is below the top range")
        if not set(self.gem_letters) <= set(GEM_LETTERS):
            raise ValueError(f"villain {self.name}: gem letters must be among A-H")
        return self


class DungeonCard(_Frozen):
    """The extra walls and villain circles a dungeon card adds to every sheet."""

    letter: str = Field(min_length=1, max_length=3)
    extra_walls: tuple[tuple[str, str], ...] = ()
    villain_circles: dict[int, str]

    @field_validator("extra_walls")
    @classmethod
    def _walls_join_neighbours(
        cls, walls: tuple[tuple[str, str], ...]
    ) -> tuple[tuple[str, str], ...]:
        rooms = set(room_names())
        for a, b in walls:
            if a not in rooms or b not in rooms or b not in orthogonal_neighbours(a):
                raise ValueError(f"wall {a}-{b} does not join two neighbouring rooms")
        return walls

    @field_validator("villain_circles")
    @classmethod
    def _three_circles(cls, circles: dict[int, str]) -> dict[int, str]:
        if set(circles) != {1, 2, 3}:
            raise ValueError("the dungeon card needs villain circles 1, 2 and 3")
        if not set(circles.values()) <= set(room_names()):
            raise ValueError(
                f"villain circles must be rooms A1..F7, got {sorted(circles.values())}"
            )
        if len(set(circles.values())) != 3:
            raise ValueError("the three villain circles must be in three different rooms")
        return circles


class SeatSetup(_Frozen):
    """One player's party: name, kept Power and Objective, training colours."""

    name: PlayerName
    training: tuple[Colour, Colour, Colour, Colour]
    power: str | None = None
    objective: str | None = None
    veteran_heroes: tuple[Hero, ...] = ()
    dealt_powers: tuple[str, ...] = ()
    dealt_objectives: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _cards_known(self) -> SeatSetup:
        content = load_content()
        for power in (self.power, *self.dealt_powers):
            if power is not None:
                content.power(power)
        for objective in (self.objective, *self.dealt_objectives):
            if objective is not None:
                content.objective(objective)
        if self.dealt_powers and self.power not in self.dealt_powers:
            raise ValueError(f"{self.name} keeps a power that was not dealt to them")
        if self.dealt_objectives and self.objective not in self.dealt_objectives:
            raise ValueError(f"{self.name} keeps an objective that was not dealt to them")
        if self.power == "veteran":
            if len(set(self.veteran_heroes)) != 2 or len(self.veteran_heroes) != 2:
                raise ValueError(
                    f"{self.name} has the Veteran power: name the two heroes it raises"
                )
        elif self.veteran_heroes:
            raise ValueError(f"{self.name} names Veteran heroes without the Veteran power")
        return self


class CampaignRef(_Frozen):
    campaign: str
    game_number: int = Field(ge=1)

    @model_validator(mode="after")
    def _within(self) -> CampaignRef:
        cards = load_content().campaign(self.campaign).dungeon_cards
        if self.game_number > len(cards):
            raise ValueError(f"campaign {self.campaign} has only {len(cards)} games")
        return self


class TableSetup(_Frozen):
    """What every device at the table may know of a game's setup: all of it but the seed,
    from which the rolls of the dice follow."""

    seats: tuple[SeatSetup, ...] = Field(min_length=1, max_length=MAX_SEATS)
    dungeon: DungeonCard
    villains: tuple[VillainCard, VillainCard, VillainCard]
    missions: tuple[str, ...] = Field(default=(), max_length=3)
    vanishing_gems: bool = False
    campaign: CampaignRef | None = None
    house_rules: dict[str, Any] = Field(default_factory=dict)
    content_version: str = CONTENT_VERSION

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    @property
    def vanishing_gems_in_play(self) -> bool:
        """Solo games always play with Vanishing Gems."""
        return self.vanishing_gems or self.solo

    def rules(self) -> HouseRules:
        return house_rules(self.house_rules)

    @model_validator(mode="after")
    def _consistent(self) -> TableSetup:
        names = [seat.name.casefold() for seat in self.seats]
        if len(set(names)) != len(names):
            raise ValueError("every player needs a different name")
        if len(set(self.missions)) != len(self.missions):
            raise ValueError("the same mission is on the table twice")
        for mission in self.missions:
            load_content().mission(mission)
        if self.content_version != CONTENT_VERSION:
            raise ValueError(
                f"this game was made for content {self.content_version!r}; "
                f"this app has {CONTENT_VERSION!r}"
            )
        rules = self.rules()
        if not self.solo and rules.mission_glory_multiplayer == "per_card_fixed":
            missing = [m for m in self.missions if m not in rules.mission_glory_per_card]
            if missing:
                raise ValueError(f"house rules give no glory for missions {missing}")
        if self.campaign is not None:
            expected = load_content().campaign(self.campaign.campaign).dungeon_cards
            if expected[self.campaign.game_number - 1] != self.dungeon.letter:
                raise ValueError(
                    f"game {self.campaign.game_number} of campaign {self.campaign.campaign} "
                    f"is played on dungeon card {expected[self.campaign.game_number - 1]}"
                )
        return self


class Setup(TableSetup):
    """Everything a Paper Dungeons game starts from. JSON-serialisable."""

    seed: int = Field(ge=0)

    def for_the_table(self) -> TableSetup:
        """This setup without its seed, as every device may have it."""
        fields = {name: getattr(self, name) for name in TableSetup.model_fields}
        return TableSetup.model_construct(**fields)


def setup_from_json(data: Mapping[str, Any]) -> Setup:
    """:raises InvalidSetup: naming every field that does not fit."""
    return read_setup(Setup, data, game="Paper Dungeons")


def setup_to_json(setup: Setup) -> dict[str, Any]:
    return write_setup(setup)


def known_dungeon_card(letter: str) -> DungeonCard | None:
    """A dungeon card whose walls and circles the game data knows (only card A, partly)."""
    card = load_content().dungeon_card(letter)
    if card.extra_walls is None or card.villain_circles is None:
        return None
    return DungeonCard(
        letter=card.id, extra_walls=card.extra_walls, villain_circles=card.villain_circles
    )


@dataclass(frozen=True, slots=True)
class Deal:
    """Cards drawn with a seed: three shared missions, and two Powers and two Objectives
    per seat, of which each player keeps one of each."""

    missions: tuple[str, ...]
    powers: tuple[tuple[str, str], ...]
    objectives: tuple[tuple[str, str], ...]


def deal(seed: int, seat_count: int) -> Deal:
    """Draw missions and deal Power and Objective cards, as shuffled by ``seed``.

    With more than eight seats there would not be cards enough; :raises InvalidSetup:.
    """
    if not 1 <= seat_count <= MAX_SEATS:
        raise InvalidSetup(f"Paper Dungeons is for 1 to {MAX_SEATS} players, not {seat_count}")
    content = load_content()
    missions = SeededDraws(seed, "missions").sample([m.id for m in content.cards.missions], 3)
    powers = SeededDraws(seed, "powers").shuffled([p.id for p in content.cards.powers])
    objectives = SeededDraws(seed, "objectives").shuffled([o.id for o in content.cards.objectives])
    return Deal(
        missions=tuple(missions),
        powers=tuple((powers[2 * i], powers[2 * i + 1]) for i in range(seat_count)),
        objectives=tuple((objectives[2 * i], objectives[2 * i + 1]) for i in range(seat_count)),
    )


def seat_from_deal(
    name: str,
    dealt_powers: tuple[str, str],
    dealt_objectives: tuple[str, str],
    *,
    power: str | None = None,
    objective: str | None = None,
    veteran_heroes: Sequence[Hero] = (),
) -> SeatSetup:
    """A seat keeping ``power`` and ``objective`` (the first dealt card when not given),
    trained as the kept Objective's card shows."""
    kept_power = power or dealt_powers[0]
    kept_objective = objective or dealt_objectives[0]
    return SeatSetup(
        name=name,
        training=load_content().objective(kept_objective).training_colours(),
        power=kept_power,
        objective=kept_objective,
        veteran_heroes=tuple(veteran_heroes) or (HEROES[:2] if kept_power == "veteran" else ()),
        dealt_powers=dealt_powers,
        dealt_objectives=dealt_objectives,
    )


def manual_villains() -> tuple[VillainCard, VillainCard, VillainCard]:
    """Three villains whose fights the table will type in, for cards not entered yet."""
    return (
        VillainCard(name="Villain 1"),
        VillainCard(name="Villain 2"),
        VillainCard(name="Villain 3"),
    )


def quick_setup(names: Sequence[str], seed: int, *, vanishing_gems: bool = False) -> Setup:
    """A ready game: dealt cards (first of each kept), dungeon card A, villains typed later."""
    dealt = deal(seed, len(names))
    card = known_dungeon_card("A")
    assert card is not None, "card A is in the game data"
    return Setup(
        seats=tuple(
            seat_from_deal(name, dealt.powers[i], dealt.objectives[i])
            for i, name in enumerate(names)
        ),
        seed=seed,
        dungeon=card,
        villains=manual_villains(),
        missions=dealt.missions,
        vanishing_gems=vanishing_gems,
    )

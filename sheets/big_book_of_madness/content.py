"""The components and fixed numbers of The Big Book of Madness, validated on load.

``data/game.json`` is the source. Values the sources are unsure of are its ``settings``,
each with a status; :mod:`~sheets.big_book_of_madness.house_rules` types them and lets a
table correct them per game.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sheets.core.house_rules import Setting as HouseRuleSetting

CONTENT_VERSION = "big-book-of-madness/1"

Element = Literal["water", "fire", "earth", "air"]
ELEMENTS: tuple[Element, ...] = ("water", "fire", "earth", "air")
CurseKind = Literal["water", "fire", "earth", "air", "multi"]
Place = Literal["A", "B", "C", "D", "E"]
PLACES: tuple[Place, ...] = ("A", "B", "C", "D", "E")
AbilityId = Literal[
    "support_five",
    "discard_madness_draw",
    "air_as_any",
    "refresh_any_spell",
    "draw_banish_madness",
    "swap_hand_support",
    "draw_on_break",
    "six_spells",
]
MagicianId = Literal["rosana", "viktor", "harold", "sandra", "larry", "violetta", "alice", "patrik"]
BasicSpellId = Literal["flare", "ice", "growth", "telepathy"]
BASIC_SPELLS: tuple[BasicSpellId, ...] = ("flare", "ice", "growth", "telepathy")
SupplyValue = Literal[2, 3]
SUPPLY_VALUES: tuple[SupplyValue, ...] = (2, 3)


class ContentError(ValueError):
    """The game data is inconsistent; the message names the problem."""


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Costs(_Model):
    learn: int = Field(ge=1)
    banish: int = Field(ge=1)
    element_curse: int = Field(ge=1)
    multi_curse_each_element: int = Field(ge=1)
    acquire_value_2: int = Field(ge=1)
    acquire_value_3: int = Field(ge=1)

    def acquire(self, value: int) -> int:
        """What an element card of ``value`` costs from the supply, in its element."""
        return self.acquire_value_2 if value == 2 else self.acquire_value_3


class Supply(_Model):
    """The element supply: per element, a face-up pile of value-2 and of value-3 cards."""

    value_2: int = Field(ge=0)
    value_3: int = Field(ge=0)
    status: str


class CursePlace(_Model):
    id: Place
    space: int = Field(ge=2, le=5)


class GrimoireSize(_Model):
    first_pages: int = Field(ge=1)
    inner_pages: int = Field(ge=1)
    inner_pages_drawn: int = Field(ge=1)
    status: str


class Ability(_Model):
    id: AbilityId
    timing: Literal["always", "once_per_turn", "each_break"]
    support_limit: int | None = None
    spell_limit: int | None = None


class BasicSpell(_Model):
    id: BasicSpellId
    effect: Literal["destroy_from_hand", "hand_to_support", "draw", "other_player_acts"]
    status: str


class Setting(HouseRuleSetting):
    VERIFIED_STATUSES = frozenset({"rulebook", "faq"})
    UNVERIFIED_STATUSES = frozenset({"rulebook-unclear", "inferred", "default", "unknown"})


class Content(_Model):
    """Everything the rules read from the game data."""

    version: str
    elements: tuple[Element, ...]
    players: dict[Literal["min", "max"], int]
    rounds: int = Field(ge=1)
    turns_per_round: int = Field(ge=1)
    hand_size: int = Field(ge=1)
    madness_cards: int = Field(ge=1)
    madness_in_hand_to_be_scared_to_death: int = Field(ge=1)
    max_multiple: int = Field(ge=1)
    support_limit: int = Field(ge=1)
    spell_limit: int = Field(ge=1)
    supply: Supply
    costs: Costs
    curse_places: tuple[CursePlace, ...]
    grimoire: GrimoireSize
    abilities: tuple[Ability, ...]
    magicians: tuple[MagicianId, ...]
    basic_spells: tuple[BasicSpell, ...]
    settings: dict[str, Setting]

    def ability(self, ability_id: str) -> Ability:
        for ability in self.abilities:
            if ability.id == ability_id:
                return ability
        raise KeyError(f"unknown ability {ability_id!r}")

    def basic_spell(self, spell_id: str) -> BasicSpell | None:
        for spell in self.basic_spells:
            if spell.id == spell_id:
                return spell
        return None

    def space_of(self, place: Place) -> int:
        return next(p.space for p in self.curse_places if p.id == place)

    @property
    def first_page_ids(self) -> tuple[str, ...]:
        return tuple(f"F{n}" for n in range(1, self.grimoire.first_pages + 1))

    @property
    def inner_page_ids(self) -> tuple[str, ...]:
        return tuple(f"I{n}" for n in range(1, self.grimoire.inner_pages + 1))


def _read() -> Any:
    text = files("sheets.big_book_of_madness").joinpath("data", "game.json").read_text("utf-8")
    return json.loads(text)


@cache
def load_content() -> Content:
    """The validated content. :raises ContentError: naming the problem."""
    raw = {key: value for key, value in _read().items() if not key.startswith("_")}
    try:
        content = Content(version=CONTENT_VERSION, **raw)
    except ValidationError as error:
        raise ContentError(f"The Big Book of Madness data does not validate: {error}") from None
    check_consistency(content)
    return content


def check_consistency(content: Content) -> None:
    """Cross-checks that a schema cannot express. :raises ContentError:"""
    problems = []
    if content.elements != ELEMENTS:
        problems.append(f"the elements must be {', '.join(ELEMENTS)} in that order")
    if tuple(place.id for place in content.curse_places) != PLACES:
        problems.append("the curse places must be A to E in order")
    if [place.space for place in content.curse_places] != sorted(
        place.space for place in content.curse_places
    ):
        problems.append("curse places must follow the turn track")
    if content.turns_per_round != 5 or {p.space for p in content.curse_places} != {2, 3, 4, 5}:
        problems.append("the turn track has spaces 1-5 and curse places under spaces 2-5")
    if {ability.id for ability in content.abilities} != set(get_args(AbilityId)):
        problems.append("every magician ability needs exactly one entry")
    if sorted(content.magicians) != sorted(get_args(MagicianId)):
        problems.append("every magician needs exactly one entry")
    if tuple(spell.id for spell in content.basic_spells) != BASIC_SPELLS:
        problems.append(f"the basic spells must be {', '.join(BASIC_SPELLS)}")
    if content.grimoire.inner_pages_drawn != content.rounds - 1:
        problems.append("one inner page is drawn for each monster after the first")
    if content.grimoire.inner_pages_drawn > content.grimoire.inner_pages:
        problems.append("more inner pages are drawn than there are")
    if not content.players["min"] <= content.players["max"]:
        problems.append("the player range is empty")
    for name, setting in content.settings.items():
        if setting.options is not None and setting.default not in setting.options:
            problems.append(f"setting {name}: default {setting.default!r} is not among its options")
    if problems:
        raise ContentError("The Big Book of Madness data is inconsistent: " + "; ".join(problems))


__all__ = [
    "BASIC_SPELLS",
    "CONTENT_VERSION",
    "ELEMENTS",
    "PLACES",
    "SUPPLY_VALUES",
    "AbilityId",
    "BasicSpellId",
    "Content",
    "ContentError",
    "CurseKind",
    "Element",
    "MagicianId",
    "Place",
    "Setting",
    "SupplyValue",
    "check_consistency",
    "load_content",
]

"""House rules: every value the sources are unsure of, typed, with a per-game override.

The defaults, statuses and notes are the ``settings`` of ``data/game.json``. A game's
setup stores only the overrides, so that a table's correction ("as on our board") travels
with the game. The table's own catalogue of its cards (grimoire pages, library spell
names, starting decks) is kept the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from sheets.big_book_of_madness.content import (
    BASIC_SPELLS,
    ELEMENTS,
    PLACES,
    AbilityId,
    BasicSpellId,
    ContentError,
    Element,
    MagicianId,
    Place,
    Setting,
    load_content,
)
from sheets.core.house_rules import HouseRuleBook

Difficulty = Literal["I", "II", "III"]
DIFFICULTIES: tuple[Difficulty, ...] = ("I", "II", "III")
LEVELS = (1, 2, 3)
STARTING_VALUE_1_CARDS = 11
MAX_MULTI_CURSES = 2


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class StartingDeck(_Frozen):
    """A magician sheet's starting deck: value-1 cards per element and the value-2 card."""

    value_1: dict[Element, int]
    value_2: Element

    @field_validator("value_1")
    @classmethod
    def _eleven_cards(cls, counts: dict[Element, int]) -> dict[Element, int]:
        if any(count < 0 for count in counts.values()):
            raise ValueError("a starting deck cannot hold a negative number of cards")
        if sum(counts.values()) != STARTING_VALUE_1_CARDS:
            raise ValueError(
                f"a starting deck holds {STARTING_VALUE_1_CARDS} value-1 cards, "
                f"these add up to {sum(counts.values())}"
            )
        return {element: counts.get(element, 0) for element in ELEMENTS}


class GrimoirePage(_Frozen):
    """What the table knows of one grimoire card: the monster's name and curse elements."""

    name: str | None = Field(default=None, min_length=1, max_length=60)
    elements: tuple[Element, Element, Element] | None = None


class HouseRules(_Frozen):
    """The unsure values of the rules, resolved for one game."""

    madness_deck_by_players: dict[int, int]
    multi_curses_by_round: dict[Difficulty, tuple[int, int, int, int, int, int]]
    magician_abilities: dict[MagicianId, AbilityId]
    starting_decks: dict[MagicianId, StartingDeck]
    library_cards_per_level: dict[int, int]
    basic_spell_elements: dict[BasicSpellId, Element]
    basic_spell_level: int = Field(ge=1, le=3)
    curse_place_order: tuple[Place, Place, Place, Place, Place]
    curse_flip_back: Literal["after_next_grimoire", "end_of_next_turn"]
    scared_to_death_check: Literal["active_player", "every_player"]
    scared_madness_to: Literal["box", "madness_deck"]
    madness_deck_shortfall: Literal["clamp", "lose"]
    combine_modes: bool
    five_player_variant_needs_five_players: bool
    win_when_last_curse_broken: bool
    grimoire_pages: dict[str, GrimoirePage]
    starting_value_2_from_supply: bool
    granting_spells: tuple[str, ...]
    spell_names: dict[str, str]

    @field_validator("madness_deck_by_players")
    @classmethod
    def _every_player_count(cls, sizes: dict[int, int]) -> dict[int, int]:
        players = load_content().players
        expected = set(range(players["min"], players["max"] + 1))
        if set(sizes) != expected:
            raise ValueError(f"give the madness deck size for {sorted(expected)} players")
        cards = load_content().madness_cards
        if any(not 1 <= size <= cards for size in sizes.values()):
            raise ValueError(f"a madness deck holds 1 to {cards} cards")
        return sizes

    @field_validator("multi_curses_by_round")
    @classmethod
    def _whole_tracker(
        cls, table: dict[Difficulty, tuple[int, ...]]
    ) -> dict[Difficulty, tuple[int, ...]]:
        if set(table) != set(DIFFICULTIES):
            raise ValueError("give the round tracker column of difficulties I, II and III")
        for difficulty, column in table.items():
            if not all(0 <= cell <= MAX_MULTI_CURSES for cell in column):
                raise ValueError(
                    f"difficulty {difficulty}: a round adds 0 to {MAX_MULTI_CURSES} "
                    "multi-element curses"
                )
        return table

    @field_validator("magician_abilities")
    @classmethod
    def _each_ability_once(cls, abilities: dict[str, str]) -> dict[str, str]:
        if set(abilities) != set(get_args(MagicianId)):
            raise ValueError("give the ability of each of the eight magicians")
        if len(set(abilities.values())) != len(abilities):
            raise ValueError("each ability is printed on exactly one magician sheet")
        return abilities

    @field_validator("basic_spell_elements")
    @classmethod
    def _every_basic_spell(cls, elements: dict[str, str]) -> dict[str, str]:
        if set(elements) != set(BASIC_SPELLS):
            raise ValueError(f"give the element of each basic spell: {', '.join(BASIC_SPELLS)}")
        return elements

    @field_validator("library_cards_per_level")
    @classmethod
    def _three_levels(cls, counts: dict[int, int]) -> dict[int, int]:
        if set(counts) != set(LEVELS):
            raise ValueError("give the number of library spells of levels 1, 2 and 3")
        if not all(1 <= count <= 26 for count in counts.values()):
            raise ValueError("each element has 1 to 26 library spells of a level")
        return counts

    @field_validator("curse_place_order")
    @classmethod
    def _every_place_once(cls, order: tuple[Place, ...]) -> tuple[Place, ...]:
        if sorted(order) != list(PLACES):
            raise ValueError("the curse place order names each of A, B, C, D and E once")
        return order

    @model_validator(mode="after")
    def _catalogue_names_known_cards(self) -> HouseRules:
        content = load_content()
        pages = set(content.first_page_ids) | set(content.inner_page_ids)
        unknown_pages = sorted(set(self.grimoire_pages) - pages)
        if unknown_pages:
            raise ValueError(f"unknown grimoire pages {unknown_pages} (F1-F4, I1-I12)")
        spells = set(self.library_ids())
        unknown_spells = sorted(set(self.spell_names) - spells)
        if unknown_spells:
            raise ValueError(f"unknown library spells {unknown_spells} (e.g. water-1a)")
        if any(not name.strip() or len(name) > 60 for name in self.spell_names.values()):
            raise ValueError("a spell name has 1 to 60 characters")
        unknown_granting = sorted(set(self.granting_spells) - spells)
        if unknown_granting:
            raise ValueError(f"unknown library spells {unknown_granting} (e.g. air-2a)")
        return self

    def grants_actions(self, spell: str) -> bool:
        """Whether ``spell`` lets one other player take an action for each multiple paid
        (Telepathy, and the library spells the table named as doing the same)."""
        basic = load_content().basic_spell(spell)
        if basic is not None:
            return basic.effect == "other_player_acts"
        return spell in self.granting_spells

    def library_ids(
        self, element: Element | None = None, level: int | None = None
    ) -> tuple[str, ...]:
        """The library spells (``water-2b``: the second water spell of level 2)."""
        return tuple(
            f"{each}-{lvl}{chr(ord('a') + index)}"
            for each in ELEMENTS
            if element in (None, each)
            for lvl in LEVELS
            if level in (None, lvl)
            for index in range(self.library_cards_per_level[lvl])
        )

    def spell_element(self, spell: str) -> Element:
        if spell in self.basic_spell_elements:
            return self.basic_spell_elements[spell]
        element = spell.partition("-")[0]
        assert element in ELEMENTS, f"{spell!r} is not a spell id"
        return element

    def spell_level(self, spell: str) -> int:
        """The level, which is also the casting cost at ×1."""
        if spell in BASIC_SPELLS:
            return self.basic_spell_level
        return int(spell.partition("-")[2][0])

    def page_name(self, page: str) -> str | None:
        entry = self.grimoire_pages.get(page)
        return entry.name if entry else None

    def monster_elements(self, page: str) -> tuple[Element, Element, Element] | None:
        entry = self.grimoire_pages.get(page)
        return entry.elements if entry else None

    def ability_of(self, magician: MagicianId) -> AbilityId:
        return self.magician_abilities[magician]


def setting_specs() -> Mapping[str, Setting]:
    """Each setting's default, options, status and note, as the data gives them."""
    return load_content().settings


_BOOK = HouseRuleBook(
    HouseRules,
    setting_specs,
    data_file="game.json",
    content_error=ContentError,
)
default_house_rules = _BOOK.defaults
house_rules = _BOOK.resolve


def unverified_in_use(
    rules: HouseRules, overrides: Mapping[str, Any] | None = None
) -> tuple[str, ...]:
    """The settings whose value is an unconfirmed default. A value the table entered (one
    of ``overrides``) is theirs, even where it is the same as the default."""
    entered = overrides or {}
    return tuple(name for name in _BOOK.unverified_in_use(rules) if name not in entered)


__all__ = [
    "DIFFICULTIES",
    "Difficulty",
    "GrimoirePage",
    "HouseRules",
    "StartingDeck",
    "default_house_rules",
    "house_rules",
    "setting_specs",
    "unverified_in_use",
]

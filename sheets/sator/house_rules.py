"""House rules: every value the sources are unsure of, with its default and a per-game override.

The defaults, statuses and notes live in ``data/rules.json`` (``settings``); this module
gives them types. A game's setup stores only the overrides, so that a value corrected
"as printed on your cards" travels with the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from sheets.core.house_rules import HouseRuleBook
from sheets.sator.content import ContentError, Setting, load_content

ApLevels = tuple[int, ...]


class IncertusSplit(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    rotas_per_shape: int = Field(ge=0)
    moves_per_material: int = Field(ge=0)


class HouseRules(BaseModel):
    """The unsure values of the rules, resolved for one game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    incertus_movet_cards: int = Field(ge=30, le=200)
    incertus_split: IncertusSplit
    positioning_cards_per_colour: int = Field(ge=1, le=52)
    rotas_ap_per_rotation: int = Field(ge=1, le=6)
    rotas_max_rotations: int = Field(ge=1, le=2)
    moves_ap_per_square: int = Field(ge=1, le=6)
    moves_max_squares: int = Field(ge=1, le=6)
    monk_surcharge_ap: int = Field(ge=0, le=6)
    prayer_1_ap: ApLevels
    prayer_2_ap: ApLevels
    prayer_3_ap: ApLevels
    prayer_4_ap: ApLevels
    prayer_5_ap: ApLevels
    prayer_6_ap: ApLevels
    prayer_7_ap: ApLevels
    prayer_8_ap: ApLevels
    gargoyle_removal_ap: int = Field(ge=0, le=6)
    golden_rule_scope: Literal["consecutive_cards", "per_piece"]
    opponents_collect_books: bool
    round_one_prayer_discard: bool
    colour_names: dict[str, str]
    material_names: dict[str, str]
    board_grid: tuple[int, int]

    @field_validator(
        "prayer_1_ap",
        "prayer_2_ap",
        "prayer_3_ap",
        "prayer_4_ap",
        "prayer_5_ap",
        "prayer_6_ap",
        "prayer_7_ap",
        "prayer_8_ap",
    )
    @classmethod
    def _printed_levels(cls, levels: ApLevels) -> ApLevels:
        if not levels:
            raise ValueError("a prayer needs at least one AP level")
        if any(not 1 <= level <= 6 for level in levels):
            raise ValueError("a prayer costs 1 to 6 AP")
        return tuple(sorted(set(levels)))

    @field_validator("colour_names")
    @classmethod
    def _known_colours(cls, names: dict[str, str]) -> dict[str, str]:
        return _names(names, load_content().colours, "colour")

    @field_validator("material_names")
    @classmethod
    def _known_materials(cls, names: dict[str, str]) -> dict[str, str]:
        return _names(names, load_content().materials, "material")

    @field_validator("board_grid")
    @classmethod
    def _grid(cls, grid: tuple[int, int]) -> tuple[int, int]:
        if any(not 4 <= side <= 40 for side in grid):
            raise ValueError("a board side has 4 to 40 squares")
        return grid

    @model_validator(mode="after")
    def _split_makes_the_deck(self) -> HouseRules:
        content = load_content()
        split = self.incertus_split
        total = split.rotas_per_shape * len(content.shapes) + split.moves_per_material * len(
            content.materials
        )
        if total != self.incertus_movet_cards:
            raise ValueError(
                f"{split.rotas_per_shape} ROTAS cards per shape and {split.moves_per_material} "
                f"MOVES cards per material make {total} cards, not {self.incertus_movet_cards}"
            )
        return self

    def prayer_ap(self, prayer: int) -> ApLevels:
        """The AP levels printed on a prayer, as this game knows them."""
        levels: ApLevels = getattr(self, f"prayer_{prayer}_ap")
        return levels

    def colour_name(self, colour: str) -> str | None:
        """The table's own name for a colour, if it gave one."""
        return self.colour_names.get(colour)

    def material_name(self, material: str) -> str | None:
        return self.material_names.get(material)


def _names(names: dict[str, str], known: tuple[str, ...], what: str) -> dict[str, str]:
    cleaned = {}
    for key, name in names.items():
        if key not in known:
            raise ValueError(f"{key!r} is not a {what} ({', '.join(known)})")
        if not name.strip() or len(name) > 30:
            raise ValueError(f"the name of {what} {key} must be 1 to 30 characters")
        cleaned[key] = name.strip()
    return cleaned


def setting_specs() -> Mapping[str, Setting]:
    """Each setting's default, options, status and note, as the data gives them."""
    return load_content().rules.settings


def _every_prayer_has_its_setting(specs: Mapping[str, object]) -> None:
    prayer_settings = {f"prayer_{number}_ap" for number in load_content().prayer_numbers}
    if not prayer_settings <= set(specs):
        raise ContentError(f"every prayer needs its AP setting: {sorted(prayer_settings)}")


_BOOK = HouseRuleBook(
    HouseRules,
    setting_specs,
    data_file="rules.json",
    content_error=ContentError,
    check_specs=_every_prayer_has_its_setting,
)
default_house_rules = _BOOK.defaults
house_rules = _BOOK.resolve
unverified_in_use = _BOOK.unverified_in_use


__all__ = [
    "HouseRules",
    "IncertusSplit",
    "default_house_rules",
    "house_rules",
    "setting_specs",
    "unverified_in_use",
]

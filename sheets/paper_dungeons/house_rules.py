"""House rules: every value the sources are unsure of, with its default and a per-game override.

The defaults, statuses and notes live in ``data/rules.json`` (``settings``); this module
gives them types. A game's setup stores only the overrides, so that a correction made
"as printed on your sheet" travels with the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from sheets.core.house_rules import HouseRuleBook
from sheets.paper_dungeons.content import (
    COLUMNS,
    HEROES,
    ContentError,
    Hero,
    Setting,
    load_content,
    orthogonal_neighbours,
)

PotionBonus = Literal["level_up_any", "half_artifact_any", "gem", "potion", "none"]
MISSION_IDS = tuple(f"M{number:02d}" for number in range(1, 17))


class SheetCorrections(BaseModel):
    """The printed sheet as it is on the players' copy, where it differs from our data."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    edges: dict[str, Literal["open", "wall", "water"]] = Field(default_factory=dict)
    minion_levels: dict[str, int] = Field(default_factory=dict)

    @field_validator("edges")
    @classmethod
    def _edges_join_neighbours(cls, edges: dict[str, str]) -> dict[str, str]:
        for key in edges:
            a, _, b = key.partition("-")
            if not _is_room(a) or not _is_room(b) or b not in orthogonal_neighbours(a):
                raise ValueError(
                    f"edge {key!r} does not join two neighbouring rooms (e.g. 'A1-A2')"
                )
        return edges

    @field_validator("minion_levels")
    @classmethod
    def _levels_in_range(cls, levels: dict[str, int]) -> dict[str, int]:
        for room, level in levels.items():
            if not _is_room(room):
                raise ValueError(f"{room!r} is not a room (A1..F7)")
            if not 1 <= level <= 6:
                raise ValueError(f"minion level {level} in {room} is not between 1 and 6")
        return levels


def _is_room(name: str) -> bool:
    return len(name) == 2 and name[0] in COLUMNS and name[1] in "1234567"


class HouseRules(BaseModel):
    """The unsure values of the rules, resolved for one game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    ghost_level_5_room: Literal["A5", "E4", "none"]
    edge_B5_B6: Literal["open", "wall"]
    edge_B6_B7: Literal["open", "wall"]
    gem_glory_each: int
    gem_glory_table: tuple[int, ...] | None
    artifact_half_glory_each: int
    artifact_completion_glory: dict[str, int]
    artifact_halves_same_symbol: bool
    artifact_hero_for_1_to_4: dict[str, Hero]
    intangibility_cloak_crosses: Literal["wall", "water"]
    khar_medallion_crosses: Literal["wall", "water"]
    artifact_crossing_uses: Literal["unlimited", "once"]
    flaming_sword_villain_bonus: int
    wound_glory_each: int
    wound_glory_table: tuple[int, ...] | None
    wound_track_overflow: Literal["keep_counting", "cap"]
    level6_bonus_each: int
    potion_bonus_after_4: PotionBonus
    potion_bonus_after_8: PotionBonus
    potion_bonus_after_12: PotionBonus
    potion_bonus_from_treasure_counts: bool
    warrior_l4_villain_bonus: int
    rogue_l4_ability: Literal["gain_gem_once", "claim_crossed_gem", "none"]
    berserker_villain_bonus: int
    fortune_teller_scope: Literal["per_round", "per_skull"]
    minion_fight_wounds: Literal["difference", "one"]
    resurrection_trigger: Literal[">", ">="]
    resurrection_clears_wounds: bool
    resurrection_max: int = Field(ge=0)
    entrance_step_costs_movement: bool
    teleport_step_cost: int = Field(ge=0, le=2)
    mission_glory_multiplayer: Literal["round_scale", "per_card_fixed"]
    mission_glory_per_card: dict[str, int]
    mission_ties_same_round: Literal["all_score"]
    objective_scoring: Literal["highest_threshold_only", "cumulative"]
    traps_triggered_count: Literal["every_entry", "distinct_rooms"]
    scout_traps_count_as_triggered: bool
    objective_villain_glory_counts: Literal["positive_fight_glory", "net_monster_lines"]
    bonus_gems_count: bool
    villain_top_range_open_ended: bool
    flee_wounds: int = Field(ge=0)
    vanishing_gems_timing: Literal["after_each_villain_fight"]
    same_round_gem_claims: Literal["all_keep"]
    treasure_half_artifact_ignores_symbol: bool
    potion_overflow: Literal["lost"]
    sheet_corrections: SheetCorrections

    @field_validator("gem_glory_table", "wound_glory_table")
    @classmethod
    def _table_not_empty(cls, table: tuple[int, ...] | None) -> tuple[int, ...] | None:
        if table is not None and not table:
            raise ValueError("a glory table needs at least one value (for a count of 0)")
        return table

    @field_validator("artifact_hero_for_1_to_4")
    @classmethod
    def _artifacts_1_to_4(cls, heroes: dict[str, Hero]) -> dict[str, Hero]:
        if set(heroes) != {"1", "2", "3", "4"}:
            raise ValueError("name the hero symbol of each of artifacts 1, 2, 3 and 4")
        return heroes

    @field_validator("artifact_completion_glory")
    @classmethod
    def _all_eight(cls, glory: dict[str, int]) -> dict[str, int]:
        if set(glory) != {str(number) for number in range(1, 9)}:
            raise ValueError("give the glory of each of artifacts 1 to 8")
        return glory

    @field_validator("mission_glory_per_card")
    @classmethod
    def _known_missions(cls, glory: dict[str, int]) -> dict[str, int]:
        unknown = sorted(set(glory) - set(MISSION_IDS))
        if unknown:
            raise ValueError(f"unknown mission ids {unknown}")
        return glory

    def artifact_hero(self, artifact: int) -> Hero | None:
        """The hero symbol artifacts 1-4 need; ``None`` for 5-8, which take any die."""
        return self.artifact_hero_for_1_to_4.get(str(artifact))

    def potion_bonus(self, box: int) -> PotionBonus:
        bonus: PotionBonus = getattr(self, f"potion_bonus_after_{box}")
        return bonus


def setting_specs() -> Mapping[str, Setting]:
    """Each setting's default, options, status and note, as the data gives them."""
    return load_content().rules.settings


_BOOK = HouseRuleBook(
    HouseRules,
    setting_specs,
    data_file="rules.json",
    content_error=ContentError,
)
default_house_rules = _BOOK.defaults
house_rules = _BOOK.resolve
unverified_in_use = _BOOK.unverified_in_use


__all__ = [
    "HEROES",
    "HouseRules",
    "SheetCorrections",
    "default_house_rules",
    "house_rules",
    "setting_specs",
    "unverified_in_use",
]

"""What missions and objectives count on a sheet: rooms explored, minions defeated, ...

One function per condition type of ``cards.json``; the mission race at the end of each
round and the objective line of the final score both read them.
"""

from __future__ import annotations

from collections.abc import Callable

from sheets.paper_dungeons.board import Board
from sheets.paper_dungeons.content import COLUMNS, ROWS, Condition
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.state import Sheet


class Measure:
    """The countable facts of one sheet in one game."""

    def __init__(self, sheet: Sheet, board: Board, rules: HouseRules, power: str | None) -> None:
        self.sheet = sheet
        self.board = board
        self.rules = rules
        self.power = power

    def value(self, condition: Condition) -> int:
        """The number the condition compares with its count or thresholds."""
        measure: Callable[[Condition], int] = getattr(self, condition.type)
        return measure(condition)

    def heroes_at_level(self, condition: Condition) -> int:
        assert condition.level is not None
        return sum(level >= condition.level for level in self.sheet.levels)

    def minions_defeated(self, condition: Condition) -> int:
        return len(self.sheet.minions)

    def minions_defeated_at_level(self, condition: Condition) -> int:
        return sum(level == condition.level for level in self._minion_levels())

    def minions_distinct_levels(self, condition: Condition) -> int:
        return len(set(self._minion_levels()))

    def _minion_levels(self) -> list[int]:
        levels = []
        for room in self.sheet.minions:
            minion = self.board.rooms[room].minion
            assert minion is not None
            levels.append(minion.level)
        return levels

    def complete_rows(self, condition: Condition) -> int:
        explored = self.sheet.explored
        return sum(all(f"{col}{row}" in explored for col in COLUMNS) for row in ROWS)

    def complete_columns(self, condition: Condition) -> int:
        explored = self.sheet.explored
        return sum(all(f"{col}{row}" in explored for row in ROWS) for col in COLUMNS)

    def columns_with_min_rooms_explored(self, condition: Condition) -> int:
        assert condition.min_rooms is not None
        explored = self.sheet.explored
        per_column = [sum(f"{col}{row}" in explored for row in ROWS) for col in COLUMNS]
        return sum(count >= condition.min_rooms for count in per_column)

    def rooms_explored(self, condition: Condition) -> int:
        return len(self.sheet.explored)

    def edge_rooms_explored(self, condition: Condition) -> int:
        return sum(self.board.rooms[room].edge_room for room in self.sheet.explored)

    def corner_rooms_explored(self, condition: Condition) -> int:
        return sum(self.board.rooms[room].corner_room for room in self.sheet.explored)

    def villain_rooms_visited(self, condition: Condition) -> int:
        return sum(room in self.sheet.explored for room in self.board.villain_circles.values())

    def potions_brewed(self, condition: Condition) -> int:
        return self.sheet.potions

    def gems_claimed(self, condition: Condition) -> int:
        bonus = self.sheet.bonus_gems if self.rules.bonus_gems_count else 0
        return len(self.sheet.gems) + bonus

    def traps_triggered(self, condition: Condition) -> int:
        if self.power == "scout" and not self.rules.scout_traps_count_as_triggered:
            return 0
        entries = [room for room in self.sheet.path if self.board.rooms[room].trap]
        if self.rules.traps_triggered_count == "distinct_rooms":
            return len(set(entries))
        return len(entries)

    def crossings(self, condition: Condition) -> int:
        return (
            self.traps_triggered(condition) + self.sheet.wall_crossings + self.sheet.water_crossings
        )

    def artifacts_completed(self, condition: Condition) -> int:
        return sum(halves == 2 for halves in self.sheet.artifacts)

    def health_at_least(self, condition: Condition) -> int:
        return self.sheet.health

    def villain_fight_glory(self, condition: Condition) -> int:
        if self.rules.objective_villain_glory_counts == "net_monster_lines":
            return sum(fight.glory + fight.reward_glory for fight in self.sheet.fights)
        return sum(
            max(0, fight.glory) + fight.reward_glory
            for fight in self.sheet.fights
            if not fight.fled
        )


def mission_met(measure: Measure, condition: Condition) -> bool:
    assert condition.count is not None
    return measure.value(condition) >= condition.count

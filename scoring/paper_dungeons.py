"""The twelve score lines of a Paper Dungeons sheet, every value from the game data and the
game's house rules."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scoring.outcome import GameOutcome, SeatResult
from sheets.paper_dungeons.content import load_content
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.measures import Measure
from sheets.paper_dungeons.state import Sheet, TableState

LINES = (
    "monster_1",
    "monster_2",
    "monster_3",
    "heroes",
    "artifacts",
    "gems",
    "minions",
    "damage",
    "resurrect",
    "cards",
    "missions",
)


@dataclass(frozen=True, slots=True)
class ObjectiveResult:
    objective: str
    value: int
    tier: int
    glory: int


@dataclass(frozen=True, slots=True)
class Breakdown:
    """One seat's score: glory per line (``LINES`` order) and the total."""

    seat: int
    name: str
    lines: Mapping[str, int]
    objective: ObjectiveResult | None

    @property
    def total(self) -> int:
        return sum(self.lines.values())


def breakdown(state: TableState, seat: int) -> Breakdown:
    sheet = state.sheets[seat]
    rules = state.rules
    seat_setup = state.setup.seats[seat]
    objective = _objective(state, seat)
    lines = {
        "monster_1": _monster(sheet, 1),
        "monster_2": _monster(sheet, 2),
        "monster_3": _monster(sheet, 3),
        "heroes": _heroes(sheet, rules),
        "artifacts": _artifacts(sheet, rules),
        "gems": _gems(sheet, rules),
        "minions": load_content().rules.scoring.minions_by_count[len(sheet.minions)],
        "damage": _from_table(sheet.wounds, rules.wound_glory_each, rules.wound_glory_table),
        "resurrect": load_content().rules.scoring.resurrect_glory * sheet.resurrections,
        "cards": (objective.glory if objective else 0) + sheet.power_glory,
        "missions": sum(
            _mission_glory(state, score.mission, score.round) for score in sheet.missions
        ),
    }
    for line, amount in sheet.manual_glory:
        lines[line] += amount
    return Breakdown(seat=seat, name=seat_setup.name, lines=lines, objective=objective)


def _monster(sheet: Sheet, villain: int) -> int:
    return sum(f.glory + f.reward_glory for f in sheet.fights if f.villain == villain)


def _heroes(sheet: Sheet, rules: HouseRules) -> int:
    lowest = load_content().rules.scoring.heroes_lowest_level[min(sheet.levels)]
    return lowest + rules.level6_bonus_each * sum(level == 6 for level in sheet.levels)


def _artifacts(sheet: Sheet, rules: HouseRules) -> int:
    halves = sum(sheet.artifacts) * rules.artifact_half_glory_each
    finished = sum(
        glory
        for number, glory in rules.artifact_completion_glory.items()
        if sheet.artifact_done(int(number))
    )
    return halves + finished


def _gems(sheet: Sheet, rules: HouseRules) -> int:
    count = len(sheet.gems) + (sheet.bonus_gems if rules.bonus_gems_count else 0)
    return _from_table(count, rules.gem_glory_each, rules.gem_glory_table)


def _from_table(count: int, each: int, table: Sequence[int] | None) -> int:
    """``table[count]`` (its last value beyond its end), or ``count * each`` without a table."""
    if table is None:
        return count * each
    return table[min(count, len(table) - 1)]


def _objective(state: TableState, seat: int) -> ObjectiveResult | None:
    objective_id = state.setup.seats[seat].objective
    if objective_id is None:
        return None
    objective = load_content().objective(objective_id)
    measure = Measure(state.sheets[seat], state.board, state.rules, state.setup.seats[seat].power)
    value = measure.value(objective.condition)
    thresholds = objective.condition.thresholds
    assert thresholds is not None
    reached = [
        glory for limit, glory in zip(thresholds, objective.glory, strict=True) if value >= limit
    ]
    if state.rules.objective_scoring == "cumulative":
        glory = sum(reached)
    else:
        glory = reached[-1] if reached else 0
    return ObjectiveResult(objective=objective_id, value=value, tier=len(reached), glory=glory)


def _mission_glory(state: TableState, mission: str, round_number: int) -> int:
    rules = state.rules
    if not state.setup.solo and rules.mission_glory_multiplayer == "per_card_fixed":
        return rules.mission_glory_per_card[mission]
    return load_content().rules.scoring.solo_mission_glory_by_round[round_number]


def breakdowns(state: TableState) -> tuple[Breakdown, ...]:
    return tuple(breakdown(state, seat) for seat in range(len(state.sheets)))


def ranking(state: TableState) -> list[tuple[int, Breakdown]]:
    """Seats from the highest total down, each with its place; equal totals share a place."""
    ordered = sorted(breakdowns(state), key=lambda b: (-b.total, b.seat))
    places: list[tuple[int, Breakdown]] = []
    for index, result in enumerate(ordered):
        tied = index > 0 and ordered[index - 1].total == result.total
        places.append((places[-1][0] if tied else index + 1, result))
    return places


def outcome(state: TableState) -> GameOutcome:
    """The result for history: every seat's total and place; the first place wins."""
    return GameOutcome(
        kind="paper_dungeons",
        seats=tuple(
            SeatResult(
                seat=result.seat,
                name=result.name,
                score=result.total,
                winner=place == 1,
                place=place,
                lines=result.lines,
            )
            for place, result in ranking(state)
        ),
        summary="outcome.highest_glory",
    )


def campaign_totals(games: Sequence[Mapping[str, int]]) -> list[tuple[str, int]]:
    """Each player's glory summed over the games of a campaign, highest first."""
    totals: dict[str, int] = {}
    for game in games:
        for name, total in game.items():
            totals[name] = totals.get(name, 0) + total
    return sorted(totals.items(), key=lambda item: (-item[1], item[0]))

"""How a Paper Dungeons playthrough is written: after each round, every sheet and score."""

from __future__ import annotations

from scoring.paper_dungeons import breakdown
from sheets.core.actions import Action
from sheets.core.events import Event
from sheets.paper_dungeons.actions import EndRound, RecordFight
from sheets.paper_dungeons.state import TableState


def seat_name(state: TableState, seat: int) -> str:
    return state.setup.seats[seat].name


def complete(text: str) -> bool:
    return "= after round 8" in text and "game_over" in text


def summary(state: TableState, action: Action, events: tuple[Event, ...]) -> list[str]:
    if not isinstance(action, EndRound | RecordFight) or state.phase not in ("roll", "finished"):
        return []
    lines = [f"= after round {state.round - 1 if state.phase == 'roll' else state.round}"]
    for seat, sheet in enumerate(state.sheets):
        name = state.setup.seats[seat].name
        numbers = " ".join("".join(str(n) for n in r) for r in state.written_numbers(seat))
        lines.append(
            f"  {name} | levels {'/'.join(map(str, sheet.levels))} health {sheet.health}"
            f" | wounds {sheet.wounds} potions {sheet.potions} soaked {sheet.soaked}"
            f" | gems {''.join(sheet.gems) or '-'}+{sheet.bonus_gems}"
            f" crossed {''.join(sorted(sheet.crossed_gems)) or '-'}"
            f" | minions {len(sheet.minions)} | artifacts {''.join(map(str, sheet.artifacts))}"
            f" | at {sheet.position or '-'} explored {len(sheet.explored)}"
            f" | resurrected {sheet.resurrections} | dice {numbers}"
        )
        result = breakdown(state, seat)
        scored = " ".join(f"{line}={glory}" for line, glory in result.lines.items() if glory)
        lines.append(f"  {name} score {result.total}: {scored or 'nothing yet'}")
    return lines

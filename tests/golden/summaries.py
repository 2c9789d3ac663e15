"""What a golden transcript shows of the state, per game kind, after the actions that
close a stretch of play (a Paper Dungeons round, a SATOR turn)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scoring.paper_dungeons import breakdown
from sheets.core.actions import Action
from sheets.paper_dungeons.actions import EndRound, RecordFight
from sheets.paper_dungeons.state import TableState as DungeonTable
from sheets.sator.actions import EndTurn
from sheets.sator.state import TableState as SatorTable

Summary = Callable[[Any, Action], list[str]]


def paper_dungeons(state: DungeonTable, action: Action) -> list[str]:
    """Every sheet and its score after each round."""
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


def sator(state: SatorTable, action: Action) -> list[str]:
    """The table after each turn and at the end: the piles, then every player's hand,
    prayers, books and gargoyle."""
    if not isinstance(action, EndTurn) and state.phase != "finished":
        return []
    lines = [
        f"= round {state.round} turn {state.turn_number}"
        f" | pile {state.incertus_pile} discard {state.incertus_discard}"
        f" | removed {','.join(sorted(state.removed)) or '-'}"
    ]
    for seat, player in enumerate(state.players):
        gargoyle = player.gargoyle.piece or player.gargoyle.where
        lines.append(
            f"  {state.name(seat)} | incertus {player.incertus}"
            f" prayers {''.join(map(str, sorted(player.prayers))) or '-'}"
            f" used {''.join(map(str, player.used)) or '-'} | books {player.books}"
            f" | gargoyle {gargoyle}"
        )
    return lines


SUMMARIES: dict[str, Summary] = {"paper_dungeons": paper_dungeons, "sator": sator}

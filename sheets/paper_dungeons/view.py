"""What one seat's device shows. In Paper Dungeons every sheet is public at the table, so a
seat's view is its own sheet in full plus a summary of the others, and the table's public
facts: its setup (without the seed), its house rules and how many villains have been fought."""

from __future__ import annotations

from dataclasses import dataclass

from sheets.paper_dungeons.board import Board
from sheets.paper_dungeons.dice import Die
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.setup import TableSetup
from sheets.paper_dungeons.state import Phase, Sheet, TableState


@dataclass(frozen=True, slots=True)
class OtherSeat:
    seat: int
    name: str
    actions_done: int
    waiting_for_choice: bool


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    round: int
    phase: Phase
    dice: tuple[Die, ...] | None
    sheet: Sheet
    written_numbers: tuple[tuple[int | None, ...], ...]
    board: Board
    open_missions: tuple[str, ...]
    others: tuple[OtherSeat, ...]
    setup: TableSetup
    rules: HouseRules
    villains_fought: int


def view(state: TableState, seat: int) -> SeatView:
    return SeatView(
        seat=seat,
        name=state.setup.seats[seat].name,
        round=state.round,
        phase=state.phase,
        dice=state.dice,
        sheet=state.sheets[seat],
        written_numbers=state.written_numbers(seat),
        board=state.board,
        open_missions=state.open_missions,
        others=tuple(
            OtherSeat(
                seat=other,
                name=state.setup.seats[other].name,
                actions_done=len(sheet.used_dice) if state.phase == "actions" else 0,
                waiting_for_choice=bool(sheet.pending),
            )
            for other, sheet in enumerate(state.sheets)
            if other != seat
        ),
        setup=state.setup.for_the_table(),
        rules=state.rules,
        villains_fought=state.villains_fought,
    )

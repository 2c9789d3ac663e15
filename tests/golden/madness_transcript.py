"""How a Big Book of Madness playthrough is written: where the turn is after each action,
and the whole table whenever a turn begins or a round ends."""

from __future__ import annotations

from sheets.big_book_of_madness.content import ELEMENTS
from sheets.big_book_of_madness.state import TableState
from sheets.core.actions import Action
from sheets.core.events import Event


def seat_name(state: TableState, seat: int) -> str:
    return state.setup.players[seat].name


def summary(state: TableState, action: Action, events: tuple[Event, ...]) -> list[str]:
    lines = [
        f"  = turn {state.turn} {state.phase} | round {state.round} marker {state.marker}"
        f" | active {seat_name(state, state.active)} | madness deck {state.madness_deck}"
    ]
    ended = [event.params["round"] for event in events if event.code == "bbm_round_ended"]
    if ended:
        lines.append(f"= after round {ended[0]}")
    if ended or any(event.code == "bbm_turn_started" for event in events):
        lines += _table(state)
    return lines


def _table(state: TableState) -> list[str]:
    curses = " ".join(
        f"{slot.place}:{slot.kind}/{slot.status}"
        + (f"+{slot.madness_under}" if slot.madness_under else "")
        for slot in state.curses
        if slot.kind is not None
    )
    supply = " ".join(
        f"{element} {state.pile(element, 2)}/{state.pile(element, 3)}" for element in ELEMENTS
    )
    lines = [
        f"  curses {curses or '-'} | library "
        + " ".join(f"{stack[0] if stack else '-'}" for stack in state.library),
        f"  supply (value 2/value 3) {supply}",
    ]
    for seat, player in enumerate(state.players):
        spells = " ".join(
            spell.id + ("*" if spell.used else "") + ("~" if spell.neutralised else "")
            for spell in player.spells
        )
        lines.append(
            f"  {seat_name(state, seat)} | madness hand {player.madness_hand}"
            f" support {player.madness_support} piles {player.madness_piles}"
            f" | support {player.support}/{state.support_limit(seat)}"
            f" | spells {spells or '-'}" + (" | scared to death" if player.eliminated else "")
        )
    return lines

"""How a SATOR golden game is written down: the table after each turn and at the end."""

from __future__ import annotations

from sheets.core import Action
from sheets.core.events import Event
from sheets.sator.actions import EndTurn
from sheets.sator.state import TableState


def seat_name(state: TableState, seat: int) -> str:
    return state.name(seat)


def summary(state: TableState, action: Action, events: tuple[Event, ...]) -> list[str]:
    """The piles, then every player's hand, prayers, books and gargoyle."""
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

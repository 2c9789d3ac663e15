"""``/game/<id>`` for Fury of Dracula: Dracula's private screen on the device that holds
his seat, the table's screen everywhere else."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.fury_of_dracula.dracula_screen import DraculaScreen
from ui.fury_of_dracula.table_screen import TableScreen

if TYPE_CHECKING:
    from ui.screen import Screen
    from ui.session import AppSession


def open_play(session: AppSession, params: dict[str, str]) -> Screen:
    game_id = params["game_id"]
    seat = session.devices.seat(game_id)
    if seat is not None and seat == session.tables.open(game_id).state.setup.dracula_seat:
        return DraculaScreen(session, game_id, seat)
    return TableScreen(session, game_id, seat)

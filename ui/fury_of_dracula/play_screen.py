"""``/game/<id>`` for Fury of Dracula: Dracula's private screen on the device that holds
his seat, the table's screen everywhere else."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.fury_of_dracula.dracula_screen import DraculaScreen
from ui.fury_of_dracula.shared_views import seen_by_all
from ui.fury_of_dracula.table_screen import TableScreen

if TYPE_CHECKING:
    from ui.screen import Screen
    from ui.session import AppSession


def open_play(session: AppSession, params: dict[str, str]) -> Screen:
    game_id = params["game_id"]
    seat = session.devices.seat(game_id)
    dracula = seen_by_all(session.tables.open(game_id)).setup.dracula_seat
    if seat is not None and seat == dracula:
        return DraculaScreen(session, game_id, seat)
    return TableScreen(session, game_id, seat)

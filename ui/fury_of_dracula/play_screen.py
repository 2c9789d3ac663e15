"""``/game/<id>`` for Fury of Dracula: Dracula's private screen on the device that holds
his seat, the table's screen everywhere else (the play shell says which seat a device
holds)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.fury_of_dracula.context import PlayContext
from ui.fury_of_dracula.dracula_screen import DraculaScreen
from ui.fury_of_dracula.table_screen import TableScreen

if TYPE_CHECKING:
    from ui.screen import Screen
    from ui.session import AppSession


def open_play(session: AppSession, params: dict[str, str]) -> Screen:
    ctx = PlayContext(session, params["game_id"])
    if ctx.is_dracula:
        return DraculaScreen(session, ctx)
    return TableScreen(session, ctx)

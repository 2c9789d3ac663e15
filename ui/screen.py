"""What every screen offers the session: a view to show, and a refresh when its table
changed on another device."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import flet as ft

if TYPE_CHECKING:
    from ui.app import AppSession


class Screen(Protocol):
    route: str

    def view(self) -> ft.View: ...

    def table_changed(self, game_id: str) -> None: ...


class StaticScreen:
    """A screen that does not follow a live table."""

    route = "/"

    def __init__(self, session: AppSession) -> None:
        self.session = session
        self.t = session.texts

    def view(self) -> ft.View:
        raise NotImplementedError

    def table_changed(self, game_id: str) -> None:
        return None

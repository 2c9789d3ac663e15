"""What every screen offers the session: a view to show, and a refresh when its table
changed on another device; and the two kinds of screen, of no game and of one game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, Protocol, Self, TypeVar, cast

import flet as ft

if TYPE_CHECKING:
    from ui.session import AppSession

State = TypeVar("State")


class Screen(Protocol):
    @property
    def route(self) -> str: ...

    @property
    def game_id(self) -> str | None:
        """The table the screen shows, if any: the session follows its changes."""
        ...

    @property
    def back_route(self) -> str:
        """Where back (the app bar's arrow, the browser's, the phone's) leads."""
        ...

    def view(self) -> ft.View: ...

    def table_changed(self, game_id: str) -> None: ...


class StaticScreen:
    """A screen that does not follow a live table."""

    route = "/"
    back_route = "/"
    game_id: str | None = None

    def __init__(self, session: AppSession) -> None:
        self.session = session
        self.t = session.texts

    def view(self) -> ft.View:
        raise NotImplementedError

    def table_changed(self, game_id: str) -> None:
        return None


class GameScreen(Generic[State]):
    """A screen of one game (``/game/<id>`` and the pages under it): it shows the game's
    live table and refreshes when the table changes on another device."""

    # What follows ``/game/<id>`` in the route of the screen.
    page = ""
    back_route = "/"

    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> Self:
        return cls(session, params["game_id"])

    def __init__(self, session: AppSession, game_id: str) -> None:
        self.session = session
        self.game_id = game_id
        self.route = f"/game/{game_id}{self.page}"
        self.table = session.tables.open(game_id)
        if not self.page:
            # The play screen is where a device is at the table: the host's invitation
            # shows the seat it holds as connected.
            session.arrive(game_id, session.devices.seat(game_id))

    @property
    def state(self) -> State:
        return cast(State, self.table.state)

    def view(self) -> ft.View:
        raise NotImplementedError

    def table_changed(self, game_id: str) -> None:
        if game_id == self.game_id:
            self.refresh()

    def refresh(self) -> None:
        """Bring the screen up to date with the table and send what changed."""
        raise NotImplementedError

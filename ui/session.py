"""What a screen may ask of the device's session it is shown in.

Screens know the session only through this protocol, and the session (:mod:`ui.app`)
knows its screens only through the routes the server gives it, so neither imports the
other.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from typing import Any, Protocol

import flet as ft

from sheets.core.authority import Actor
from sheets.core.errors import Illegal
from sheets.i18n import Language
from storage import Store
from ui.devices import DeviceSeats
from ui.i18n import Texts
from ui.live import LiveTable, LiveTables
from ui.services import Services
from ui.widgets.dialog_place import DialogPlace

# What a seat plays (Dracula, the hunters it runs), in the setup of its game.
SeatRole = Callable[[Any, int, Texts], str]
# What of storage's export of a game (its JSON text) a device may have.
DeviceFile = Callable[[str, LiveTable, Actor], str]


class AppSession(Protocol):
    page: ft.Page
    services: Services
    store: Store
    tables: LiveTables
    texts: Texts
    devices: DeviceSeats
    # Recorded by the server when the session was created; never the client's word.
    address: str
    session_id: str
    # The person asked this device for little motion (the browser's prefers-reduced-motion):
    # the app's own animations, such as the dice's spin, stay out.
    reduce_motion: bool
    # Where the device's dialogs are opened and closed.
    dialogs: DialogPlace

    @property
    def screen(self) -> object | None:
        """The screen shown now, if any."""

    @property
    def owns_server(self) -> bool:
        """Whether this device may change what the whole server keeps."""

    def go(self, route: str, notice: str | None = None) -> None: ...

    def show(self, route: str) -> None: ...

    def notify(self, message: str) -> None: ...

    def withdraw_notice(self) -> None:
        """Take the message at the bottom away, once what it said no longer holds."""

    def one_message(self) -> AbstractContextManager[None]:
        """What is sent to this device while it lasts reaches it in one message, at its end
        (drawn in one frame)."""

    def publish(self, game_id: str) -> None: ...

    def actor(self, game_id: str) -> Actor: ...

    def lost_seat_refusal(self, game_id: str, refused: Illegal) -> Illegal:
        """``refused`` said as the loss of this device's seat, when it lost one."""

    def arrive(self, game_id: str, seat: int | None) -> None: ...

    async def take_seat(self, game_id: str, seat: int | None, *, joined: bool = False) -> None:
        """:raises Illegal: ``join_first``, ``seat_held`` or ``app_plays_seat``."""

    def game_icons(self) -> Mapping[str, ft.IconData]:
        """The icon of every game kind the app plays, in the order of the home screen."""

    def seat_role(self, kind: str) -> SeatRole | None:
        """What a seat of ``kind`` plays, when the game gives seats roles."""

    def device_file(self, kind: str) -> DeviceFile | None:
        """What of a game file of ``kind`` a device may have, when the game has secrets."""

    def app_seat_name(self, kind: str) -> str | None:
        """The message that names a seat the app plays in a game of ``kind``."""

    async def set_language(self, language: Language) -> None: ...

    def new_devices_language(self) -> Language: ...

    def set_new_devices_language(self, language: str) -> None: ...

    async def set_theme(self, theme: str) -> None: ...

"""The screens and the result of each game kind the app can play."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import flet as ft

from scoring.outcome import GameOutcome

if TYPE_CHECKING:
    from ui.screen import Screen
    from ui.session import AppSession, DeviceFile, SeatRole

ScreenFactory = Callable[["AppSession", dict[str, str]], "Screen"]


@dataclass(frozen=True)
class GameUi:
    """A game kind's screens (``/new/<kind>``, ``/game/<id>``, ``/game/<id>/results``,
    ``/game/<id>/rules`` and ``/house-rules/<kind>``), its result for history and the icon of
    its card on the home screen; ``seat_role`` names what a seat plays, for a phone
    choosing its seat; ``pages``: the game's own screens of one game, ``/game/<id>/<page>``
    by page; ``device_file``: for a game with secrets, what of its game file a device may
    have (without it every device saves the whole game); ``app_seat_name``: the message
    that names a seat the app plays, said in each device's language (the name stored
    with the game is in the language of the device that made it). Whose each action is,
    is the game's own (its rules' ``authority``)."""

    icon: ft.IconData
    new_game: ScreenFactory
    play: ScreenFactory
    results: ScreenFactory
    house_rules: ScreenFactory
    outcome: Callable[[Any], GameOutcome]
    seat_role: SeatRole | None = None
    pages: Mapping[str, ScreenFactory] = field(default_factory=dict)
    device_file: DeviceFile | None = None
    app_seat_name: str | None = None

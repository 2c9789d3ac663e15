"""The app bar of a play screen: undo, redo, the history when the screen has one, and a
menu of everything else. On a phone the history is the menu's first item: four buttons of
a finger's size leave the title too little room."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import flet as ft

from ui.i18n import Texts
from ui.theme import ICON_PADDING
from ui.widgets.common import bar_title, named_icon_button

Handler = Callable[[Any], Any]
# Narrower than this, a window is a phone's.
PHONE_WIDTH = 600


def play_bar(
    t: Texts,
    title: str,
    *,
    undo: Handler,
    redo: Handler,
    menu: Sequence[ft.PopupMenuItem],
    history: Handler | None = None,
    menu_tooltip: str | None = None,
    width: float | None = None,
) -> ft.AppBar:
    """``width``: the window's, when known."""
    buttons = [
        named_icon_button(ft.Icons.UNDO, t("common.undo"), undo),
        named_icon_button(ft.Icons.REDO, t("common.redo"), redo),
    ]
    on_phone = width is not None and width < PHONE_WIDTH
    if history is not None and on_phone:
        menu = [
            ft.PopupMenuItem(content=t("common.history"), icon=ft.Icons.HISTORY, on_click=history),
            *menu,
        ]
    elif history is not None:
        buttons.append(named_icon_button(ft.Icons.HISTORY, t("common.history"), history))
    menu_name = menu_tooltip or t("common.menu")
    return ft.AppBar(
        title=bar_title(title),
        actions=[
            *buttons,
            ft.PopupMenuButton(
                items=list(menu),
                icon=ft.Icon(ft.Icons.MORE_VERT, semantics_label=menu_name),
                tooltip=menu_name,
                padding=ICON_PADDING,
            ),
        ],
    )

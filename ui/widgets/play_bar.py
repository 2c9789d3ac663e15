"""The app bar of a play screen: undo, redo, the history when the screen has one, and a
menu of everything else."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import flet as ft

from ui.i18n import Texts
from ui.widgets.common import bar_title

Handler = Callable[[Any], Any]


def play_bar(
    t: Texts,
    title: str,
    *,
    undo: Handler,
    redo: Handler,
    menu: Sequence[ft.PopupMenuItem],
    history: Handler | None = None,
    menu_tooltip: str | None = None,
) -> ft.AppBar:
    buttons = [
        ft.IconButton(ft.Icons.UNDO, tooltip=t("common.undo"), on_click=undo),
        ft.IconButton(ft.Icons.REDO, tooltip=t("common.redo"), on_click=redo),
    ]
    if history is not None:
        buttons.append(
            ft.IconButton(ft.Icons.HISTORY, tooltip=t("common.history"), on_click=history)
        )
    return ft.AppBar(
        title=bar_title(title),
        actions=[*buttons, ft.PopupMenuButton(items=list(menu), tooltip=menu_tooltip)],
    )

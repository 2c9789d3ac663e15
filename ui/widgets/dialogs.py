"""Dialogs to read (a history, a checklist, a choice that acts at once), closed with their
one button."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import flet as ft

from ui.widgets.dialog_place import close

if TYPE_CHECKING:
    from ui.session import AppSession

HISTORY_WIDTH = 520
HISTORY_HEIGHT = 460


def show_named(session: AppSession, dialog: ft.DialogControl) -> None:
    """Open ``dialog`` on the session's device, named for screen readers by its title:
    Flutter announces a dialog without a name as "Alert"."""
    if isinstance(dialog, ft.AlertDialog) and not dialog.semantics_label:
        dialog.semantics_label = _text_of(dialog.title)
    session.dialogs.show(dialog)


def _text_of(title: ft.StrOrControl | None) -> str | None:
    if isinstance(title, str):
        return title
    if isinstance(title, ft.Text):
        return title.value if isinstance(title.value, str) else None
    for inner in getattr(title, "controls", None) or [getattr(title, "content", None)]:
        if (text := _text_of(inner)) is not None:
            return text
    return None


def show_closable(
    session: AppSession, title: str, content: ft.Control, *, scrollable: bool = False
) -> None:
    dialog: ft.AlertDialog = ft.AlertDialog(
        title=ft.Text(title),
        content=content,
        actions=[ft.TextButton(session.texts("common.close"), on_click=lambda e: close(dialog))],
        scrollable=scrollable,
    )
    show_named(session, dialog)


def show_history(
    session: AppSession,
    rows: Sequence[ft.Control],
    empty: str,
    *,
    title: str | None = None,
    width: float = HISTORY_WIDTH,
) -> None:
    """What happened in a game, newest first (``empty`` while nothing has)."""
    content = ft.Column(
        list(rows) or [ft.Text(empty)],
        scroll=ft.ScrollMode.AUTO,
        height=HISTORY_HEIGHT,
        width=width,
    )
    show_closable(session, title or session.texts("common.history"), content)

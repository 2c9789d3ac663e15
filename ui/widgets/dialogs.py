"""Dialogs to read (a history, a checklist, a choice that acts at once), closed with their
one button."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import flet as ft

if TYPE_CHECKING:
    from ui.session import AppSession

HISTORY_WIDTH = 520
HISTORY_HEIGHT = 460


def close(dialog: ft.DialogControl) -> bool:
    """Close ``dialog`` itself (the page's ``pop_dialog`` closes whichever opened last, which
    may be a message shown after it). Whether it was open: a second tap on one of its
    buttons while it fades out finds it closed, and must not act a second time."""
    if not dialog.open:
        return False
    dialog.open = False
    dialog.update()
    return True


def show_named(page: ft.Page, dialog: ft.DialogControl) -> None:
    """Open ``dialog``, named for screen readers by its title: Flutter announces a dialog
    without a name as "Alert"."""
    if isinstance(dialog, ft.AlertDialog) and not dialog.semantics_label:
        dialog.semantics_label = _text_of(dialog.title)
    page.show_dialog(dialog)


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
    show_named(session.page, dialog)


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

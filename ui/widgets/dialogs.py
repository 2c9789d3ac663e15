"""Where a device's dialogs are placed, and dialogs to read (a history, a checklist, a
choice that acts at once), closed with their one button."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import flet as ft

if TYPE_CHECKING:
    from ui.session import AppSession

HISTORY_WIDTH = 520
HISTORY_HEIGHT = 460


class DialogPlace(ft.Column):
    """The dialogs of one device, placed in a part of the page of their own: Flet's list of
    the page's dialogs is drawn with the screen, and a change of it (a dialog opened, or
    gone once closed) redrew the whole screen on the device, in the frame that was to show
    the dialog (about 45 ms of a tap opening one on the sheet, in the tap benchmark). Here
    a change redraws only this part.
    A dialog stays placed until the device says it is gone (its closing animation ends
    with that), as in Flet's list; its ``on_dismiss`` is the place's."""

    def __init__(self) -> None:
        super().__init__(spacing=0, tight=True)

    def show(self, dialog: ft.DialogControl) -> None:
        if dialog in self.controls:
            raise RuntimeError("the dialog is open already")
        dialog.open = True
        # Each dialog keeps its own element on the device when one before it goes: a dialog
        # whose element passed to another would never close.
        if dialog.key is None:
            dialog.key = f"dialog-{dialog._i}"

        def dismissed(event: ft.Event[ft.DialogControl]) -> None:
            if dialog in self.controls:
                self.controls.remove(dialog)
                self.update()

        dialog.on_dismiss = dismissed
        self.controls.append(dialog)
        if self.parent is not None:
            # Else the page has not been sent with this place yet, and brings both.
            self.update()

    def pop(self) -> ft.DialogControl | None:
        """Close the dialog opened last that is still open; it, if any."""
        dialog = next(
            (
                shown
                for shown in reversed(self.controls)
                if isinstance(shown, ft.DialogControl) and shown.open
            ),
            None,
        )
        if dialog is not None:
            close(dialog)
        return dialog

    def shown(self) -> bool:
        """Whether a dialog is open, or closed here but not yet gone from the device."""
        return bool(self.controls)


def close(dialog: ft.DialogControl) -> bool:
    """Close ``dialog`` itself (``DialogPlace.pop`` closes whichever opened last, which
    may be another dialog shown after it). Whether it was open: a second tap on one of its
    buttons while it fades out finds it closed, and must not act a second time."""
    if not dialog.open:
        return False
    dialog.open = False
    dialog.update()
    return True


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

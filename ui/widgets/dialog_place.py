"""Where a device's dialogs and messages at the bottom are placed, and how one is
closed."""

from __future__ import annotations

import flet as ft


class DialogPlace(ft.Column):
    """Dialogs (or messages at the bottom, Flet's other dialog controls) of one device,
    placed in a part of the page of their own: Flet's list of the page's dialogs is drawn
    with the screen, and a change of it (a dialog opened, or gone once closed) redrew the
    whole screen on the device, in the frame that was to show the dialog (about 45 ms of a
    tap opening one on the sheet, in the tap benchmark). Here a change redraws only this
    part. A dialog stays placed until the device says it is gone (its closing animation
    ends with that), as in Flet's list; its ``on_dismiss`` is the place's."""

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

    def clear(self) -> None:
        """Take every dialog away at once, without their closing: for a device that is away,
        whose screen is built afresh when it comes back (a dialog of the screen before would
        act on controls no longer on the page)."""
        for dialog in self.controls:
            if isinstance(dialog, ft.DialogControl):
                dialog.open = False
        self.controls.clear()

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

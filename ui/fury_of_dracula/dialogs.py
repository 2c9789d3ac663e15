"""Dialogs of the Fury of Dracula screens: one shape for all, closed by the action that
goes through, kept open with the rules' reason when it is refused."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft

from sheets.core.actions import Action
from ui.fury_of_dracula.context import PlayContext
from ui.widgets.dialogs import show_named

DIALOG_WIDTH = 420


class Incomplete(ValueError):
    """A form's fields do not make an action yet; ``message`` says what is missing, in the
    words of the form (a ticket not chosen is not a number mistyped)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Form:
    """A dialog whose buttons send actions: a refused one leaves the dialog open and says
    why under the fields."""

    def __init__(self, ctx: PlayContext, title: str, body: Sequence[ft.Control]) -> None:
        self.ctx = ctx
        self.problem = ft.Text(color=ft.Colors.ERROR)
        self.dialog = ft.AlertDialog(
            title=ft.Text(title),
            content=ft.Column(
                [*body, self.problem], tight=True, scroll=ft.ScrollMode.AUTO, width=DIALOG_WIDTH
            ),
            actions=[ft.TextButton(ctx.t("common.close"), on_click=lambda e: self.close())],
            scrollable=True,
        )

    def show(self) -> None:
        show_named(self.ctx.session, self.dialog)

    def close(self) -> None:
        self.ctx.session.dialogs.pop()

    def send(self, action: Action | Callable[[], Action]) -> None:
        """Try ``action`` (or the one the fields make, which may raise ValueError), unless
        the screen that opened the dialog is gone: the dialog was made for a game and a seat
        the device no longer shows, and its choices may no longer be the game's."""
        if not self.ctx.shown():
            return
        try:
            chosen = action() if callable(action) else action
        except Incomplete as missing:
            self.say(missing.message)
            return
        except ValueError:
            self.say(self.ctx.t("fod.play.number_needed"))
            return
        refused = self.ctx.attempt(chosen)
        if refused is None:
            self.close()
            return
        self.say(self.ctx.t.reason(refused))

    def say(self, problem: str) -> None:
        """Say under the fields why the form was not sent (``""``: nothing is wrong now)."""
        self.problem.value = problem
        self.problem.update()

    def button(self, label: str, action: Action | Callable[[], Action]) -> ft.Control:
        return ft.FilledTonalButton(label, on_click=lambda e: self.send(action))

"""Buttons for the rules' actions: a legal action is a tap away, a refused one stays on
screen, marked, and says why in the rules' words when tapped."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.core.actions import Action
from ui.big_book_of_madness.words import Words
from ui.widgets.redraw import Redrawn

BUTTON_HEIGHT = 48

Commit = Callable[[Action], object]


@dataclass(frozen=True)
class Doers:
    """What the screen's parts call: act on the table, tell the table something, and ask
    why this device could not make an action now (``None``: it could)."""

    commit: Commit
    notify: Callable[[str], None]
    judge: Callable[[Action], str | None]


def action_button(
    words: Words,
    doers: Doers,
    label: str,
    action: Action,
    *,
    icon: ft.IconData | None = None,
    then: Callable[[], None] | None = None,
    primary: bool = False,
) -> ft.Control:
    """A button for ``action``: when legal a tap commits it (or calls ``then``, which asks
    a question first); when refused it is outlined with a "blocked" sign and a tap shows
    the reason."""
    button = ActionButton(words, doers, icon=icon, primary=primary)
    button.offer(label, action, then)
    return button


@ft.control
class ActionButton(Redrawn[tuple[str, str | None]], ft.Container):
    """A button kept on screen from change to change: ``offer`` brings its label and its
    action up to date and says whether what it shows (its label, and why the action is
    refused) changed, so that the part around it is sent only then (a refused action
    swaps the filled button for an outlined one)."""

    def __init__(
        self,
        words: Words,
        doers: Doers,
        *,
        icon: ft.IconData | None = None,
        primary: bool = False,
        visible: bool = True,
    ) -> None:
        super().__init__(visible=visible)
        self.words = words
        self.doers = doers
        self.button_icon = icon
        self.primary = primary
        self.intent: Action | None = None
        self.then: Callable[[], None] | None = None
        self.reason: str | None = None

    def offer(self, label: str, action: Action, then: Callable[[], None] | None = None) -> bool:
        """Show ``label`` for ``action`` (``then`` asks a question before it); whether
        the button changed."""
        self.intent, self.then = action, then
        self.reason = self.doers.judge(action)
        return self.show((label, self.reason))

    def draw(self, value: tuple[str, str | None]) -> None:
        label, reason = value
        legal = reason is None
        kind: type[ft.Button | ft.OutlinedButton] = (
            (ft.FilledButton if self.primary else ft.FilledTonalButton)
            if legal
            else ft.OutlinedButton
        )
        icon = self.button_icon if legal else ft.Icons.BLOCK
        button = self.content
        if isinstance(button, ft.Button | ft.OutlinedButton) and type(button) is kind:
            # The button on screen changes its words: a new one would be sent whole.
            button.content, button.icon, button.tooltip = label, icon, reason
        else:
            self.content = kind(
                label, icon=icon, height=BUTTON_HEIGHT, tooltip=reason, on_click=self._tap
            )

    def _tap(self, e: object) -> None:
        if self.reason is not None:
            self.doers.notify(self.reason)
        elif self.then is not None:
            self.then()
        elif self.intent is not None:
            self.doers.commit(self.intent)


def choice_button(
    label: str, run: Callable[[], None], *, icon: ft.IconData | None = None
) -> ft.Control:
    return ft.FilledTonalButton(label, icon=icon, height=BUTTON_HEIGHT, on_click=lambda e: run())

"""Buttons for the rules' actions: a legal action is a tap away, a refused one stays on
screen, marked, and says why in the rules' words when tapped."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.core.actions import Action
from ui.big_book_of_madness.words import Words
from ui.widgets.redraw import Redrawn

Commit = Callable[[Action], object]


@dataclass(frozen=True)
class Doers:
    """What the screen's parts call: act on the table, tell the table something, ask why
    this device could not make an action now (``judge``), and why it may never send an
    action whatever the rules say (``forbids``, the game's authority: it does not play the
    action's seat, or is not the host); ``None``: it could, or may."""

    commit: Commit
    notify: Callable[[str], None]
    judge: Callable[[Action], str | None]
    forbids: Callable[[Action], str | None]


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


class _SteadyLook:
    """A Flet button that sends its look only when it changes: Flet's button rebuilds its
    style for every update, so a styled button would send the whole style again with each
    change of its words (or of a panel around it); the style sent last is kept while it
    is the same."""

    _internals: dict[str, object]

    def before_update(self) -> None:
        shown = self._internals.get("style")
        super().before_update()  # type: ignore[misc]
        look = self._internals.get("style")
        if shown is not None and look == shown:
            self._internals["style"] = shown


@ft.control
class FilledActionButton(_SteadyLook, ft.FilledButton):
    """The filled button of the action a step is about, outlined while it is refused."""


@ft.control
class TonalActionButton(_SteadyLook, ft.FilledTonalButton):
    """The tonal button of an action, outlined while it is refused."""


def refused_look() -> ft.ButtonStyle:
    """An outlined button's look (Material's OutlinedButton), for a filled or tonal one
    that stays the same control when its action is refused or allowed again: a control of
    another class would be sent whole, and the panel around it with it."""
    return ft.ButtonStyle(
        color=ft.Colors.PRIMARY,
        icon_color=ft.Colors.PRIMARY,
        bgcolor=ft.Colors.TRANSPARENT,
        overlay_color=ft.Colors.with_opacity(0.1, ft.Colors.PRIMARY),
        side=ft.BorderSide(1, ft.Colors.OUTLINE),
    )


@ft.control
class ActionButton(Redrawn[tuple[str, str | None, Action]], ft.Container):
    """A button kept on screen from change to change: ``offer`` brings its label and its
    action up to date and says whether what it shows (its label, and why the action is
    refused) changed, so that it is sent then, alone. A refused action restyles the same
    button as an outlined one with a "blocked" sign (:func:`refused_look`).

    A new action is a new Flet button inside: a tap the device aimed at the one before
    (a second tap on "Next" landing after the first moved the turn on) then finds no
    control and does nothing, instead of doing the new action."""

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
        return self.show((label, self.reason, action))

    def draw(self, value: tuple[str, str | None, Action]) -> None:
        label, reason, action = value
        legal = reason is None
        button = self.content
        before = self.shown
        if not isinstance(button, ft.Button) or before is None or before[2] != action:
            kind = FilledActionButton if self.primary else TonalActionButton
            # No height of its own: the theme's padding makes a one-line button a finger's
            # height, and a label that wraps on a phone makes the button taller, not cut.
            self.content = button = kind(on_click=self._tap)
        button.content = label
        button.icon = self.button_icon if legal else ft.Icons.BLOCK
        button.tooltip = reason
        # Flet puts the button's elevation into its style (1, its default: no style).
        button.elevation = 1 if legal else 0
        if legal:
            button.style = None
        elif button.style is None:
            button.style = refused_look()

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
    return ft.FilledTonalButton(label, icon=icon, on_click=lambda e: run())

"""Buttons for the rules' actions: a legal action is a tap away, a refused one stays on
screen, marked, and says why in the rules' words when tapped."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.big_book_of_madness.options import refusal
from sheets.core.actions import Action
from ui.big_book_of_madness.words import Words

BUTTON_HEIGHT = 48

Commit = Callable[[Action], object]


@dataclass(frozen=True)
class Doers:
    """What the screen's parts call: act on the table, tell the table something."""

    commit: Commit
    notify: Callable[[str], None]


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
    refused = refusal(words.state, action)
    if refused is None:
        run = then or (lambda: doers.commit(action))
        kind = ft.FilledButton if primary else ft.FilledTonalButton
        return kind(label, icon=icon, height=BUTTON_HEIGHT, on_click=lambda e: run())
    reason = words.refusal(refused)
    return ft.OutlinedButton(
        label,
        icon=ft.Icons.BLOCK,
        height=BUTTON_HEIGHT,
        tooltip=reason,
        on_click=lambda e: doers.notify(reason),
    )


def choice_button(
    label: str, run: Callable[[], None], *, icon: ft.IconData | None = None
) -> ft.Control:
    return ft.FilledTonalButton(label, icon=icon, height=BUTTON_HEIGHT, on_click=lambda e: run())

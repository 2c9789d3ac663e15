"""Small pieces every screen uses."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from inspect import signature
from typing import Any

import flet as ft
from babel.dates import format_date, format_time, get_datetime_format

from ui.theme import TARGET, TEXT_TARGET_PADDING

# Flutter draws a checkbox's target 40 px square in a desktop browser and gives no theme
# setting for its size: scaled, the box and its target are at least ``TARGET`` everywhere.
CHECKBOX_SCALE = TARGET / 40
# An app bar's title: small enough for a game's name beside four buttons on a phone
# (390 px), on two lines when it needs them ("Velká kniha / strašlivých čar").
TITLE_SIZE = 18
TITLE_LINE_HEIGHT = 1.2


def bar_title(text: str) -> ft.Text:
    return ft.Text(
        text,
        size=TITLE_SIZE,
        style=ft.TextStyle(height=TITLE_LINE_HEIGHT),
        max_lines=2,
        overflow=ft.TextOverflow.ELLIPSIS,
    )


def section_title(text: str) -> ft.Control:
    return ft.Text(text, theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD)


def when(moment: datetime, language: str) -> str:
    """A date and time as people write it in ``language`` ("5. 12. 2026 21:07",
    "Dec 5, 2026, 9:07 PM"), in this computer's time zone."""
    local = moment.astimezone()
    date = format_date(local, "medium", locale=language)
    time = format_time(local, "short", locale=language)
    return str(get_datetime_format("medium", locale=language)).format(time, date)


def unverified_badge(text: str | ft.Text) -> ft.Container:
    """Marks a value the sources are unsure of, with a word as well as a colour (``text``
    may be a control, to change the word in place)."""
    label = text if isinstance(text, ft.Text) else ft.Text(text)
    label.size = 11
    label.color = ft.Colors.ON_TERTIARY_CONTAINER
    return ft.Container(
        label,
        bgcolor=ft.Colors.TERTIARY_CONTAINER,
        padding=ft.Padding.symmetric(horizontal=6, vertical=2),
        border_radius=ft.BorderRadius.all(8),
    )


def tick_box(
    *,
    semantics_label: str,
    value: bool = False,
    on_change: ft.ControlEventHandler[ft.Checkbox] | None = None,
) -> ft.Checkbox:
    """A checkbox with no label of its own (``semantics_label`` names it), its target a
    finger's size."""
    return ft.Checkbox(
        value=value, semantics_label=semantics_label, on_change=on_change, scale=CHECKBOX_SCALE
    )


def ticked_line(box: ft.Checkbox, text: str) -> ft.Control:
    """``box`` with ``text`` beside it, wrapped onto as many lines as it needs (Flutter cuts
    a checkbox's own label at the edge); a tap on the text ticks the box too."""

    def toggle(e: ft.Event[ft.Container]) -> None:
        box.value = not box.value
        box.update()
        if box.on_change is not None:
            # Flet passes the event to a handler that takes one.
            handler: Callable[..., object] = box.on_change
            if signature(handler).parameters:
                handler(ft.Event(name="change", control=box))
            else:
                handler()

    return ft.Row(
        [
            box,
            ft.Container(ft.Text(text), expand=True, padding=TEXT_TARGET_PADDING, on_click=toggle),
        ],
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )


def named_icon_button(
    icon: ft.IconData, name: str, on_click: ft.ControlEventHandler[ft.IconButton]
) -> ft.IconButton:
    """An icon button a screen reader names by ``name``: Flutter puts a tooltip on a node
    around the button (not announced with it, or with a whole card it lies on), and the
    button itself takes its name from its icon's label."""
    return ft.IconButton(ft.Icon(icon, semantics_label=name), tooltip=name, on_click=on_click)


def wide_dropdown(
    col: dict[str | ft.ResponsiveRowBreakpoint, int | float] | int | float = 12, **kwargs: Any
) -> ft.Control:
    """A dropdown as wide as its place in the form (``col``: its columns in a responsive
    row, all of them by default): sized by its options, it cuts their text, as it measures
    them before the app's font has loaded."""
    return ft.Row([ft.Dropdown(expand=True, **kwargs)], col=col)

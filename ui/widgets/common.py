"""Small pieces every screen uses."""

from __future__ import annotations

from datetime import datetime

import flet as ft

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
    """A date and time as people write it in ``language``."""
    local = moment.astimezone()
    if language == "cs":
        return f"{local.day}. {local.month}. {local.year} {local.hour}:{local.minute:02d}"
    return local.strftime("%Y-%m-%d %H:%M")


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

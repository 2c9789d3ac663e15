"""What canvases of the app draw with: text in the app's own font, the Material icons as
glyphs of the icon font, and paints. A canvas takes neither the theme's font nor its icon
widgets, so these say it; the colours are the theme's, so light and dark both follow.

A style or a paint is made once for each look and shared by every shape drawn so (none is
ever changed in place): Flet keeps, for each object it sends, the copies it diffs against,
so a style per shape would cost a phone's session as much as the shape.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, MutableMapping
from functools import cache
from typing import Any, TypeVar, cast

import flet as ft
import flet.canvas as cv

from ui.fonts import FAMILY
from ui.widgets.fixed import fixed
from ui.widgets.symbols import GLYPHS, ICON_FONT

T = TypeVar("T")


@cache
def text_style(size: float, colour: str, bold: bool = False) -> ft.TextStyle:
    """Text in DejaVu Sans, the font the app ships (Czech included)."""
    return fixed(
        ft.TextStyle(
            size=size,
            color=colour,
            weight=ft.FontWeight.BOLD if bold else None,
            font_family=FAMILY,
        )
    )


def text(
    words: str,
    x: float,
    y: float,
    size: float,
    colour: str = ft.Colors.ON_SURFACE,
    *,
    bold: bool = False,
    anchor: ft.Alignment = ft.Alignment.CENTER,
) -> cv.Text:
    """``words`` with the point ``anchor`` of their box at (``x``, ``y``)."""
    return cv.Text(x, y, words, style=text_style(size, colour, bold), alignment=anchor)


def glyph(
    name: str,
    x: float,
    y: float,
    size: float,
    colour: str = ft.Colors.ON_SURFACE,
    *,
    anchor: ft.Alignment = ft.Alignment.CENTER,
) -> cv.Text:
    """The Material icon ``name`` (a key of ``GLYPHS``), ``size`` pixels as an icon of
    that size, with the point ``anchor`` of its box at (``x``, ``y``)."""
    return cv.Text(
        x,
        y,
        chr(GLYPHS[name]),
        style=_icon_style(size, colour),
        alignment=anchor,
    )


@cache
def _icon_style(size: float, colour: str) -> ft.TextStyle:
    return fixed(ft.TextStyle(size=size, color=colour, font_family=ICON_FONT, height=1.0))


def square(x: float, y: float, width: float, height: float, paint: ft.Paint) -> cv.Rect:
    """A rectangle with square corners. Said as a radius of 0 rather than Flet's default
    of four zero corners, and at whole pixels as whole numbers: a shape added to a canvas
    is sent whole, and this halves it."""
    return cv.Rect(
        _whole(x), _whole(y), _whole(width), _whole(height), border_radius=0, paint=paint
    )


def _whole(value: float) -> float:
    return int(value) if value == int(value) else value


@cache
def stroke(width: float, colour: str = ft.Colors.ON_SURFACE) -> ft.Paint:
    return fixed(ft.Paint(color=colour, stroke_width=width, style=ft.PaintingStyle.STROKE))


@cache
def fill(colour: str) -> ft.Paint:
    return fixed(ft.Paint(color=colour, style=ft.PaintingStyle.FILL))


def made_once(made: MutableMapping[Hashable, Any], key: Hashable, make: Callable[[], T]) -> T:
    """``make()``, made once for everything drawn from ``made``: the devices at one
    table draw their sheets' printed shapes alike, and Flet keeps, for each shape a
    session was sent, the shape and its copies for diffing, so shapes made anew for every
    device were most of what a phone took on the server. Shapes made so are never changed
    in place (what changes is drawn with new shapes), so sharing them changes nothing a
    device is sent.

    ``made`` is the table's (:attr:`ui.live.LiveTable.drawings`), not the server's: each
    session sent a shape writes its own copies onto it, and a shape outliving the wave of
    phones that drew it would keep the copies of the last one, made in the middle of the
    wave, and with them the allocator's arenas they lie in (the server would not give
    its memory back once the phones have gone)."""
    if key in made:
        return cast(T, made[key])
    value = made[key] = make()
    return value

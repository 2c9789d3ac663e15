"""The layout model of printable sheets: what is drawn where, in millimetres.

One model, two renderers: ``sheets/pdf`` draws it on paper with ReportLab, and the Flet
UI draws the same areas on screen, scaled to the space it has. Coordinates are in
millimetres from the top-left corner of the area (y grows downwards); each renderer
converts at its edge.

Elements that a player can mark carry an ``id`` (``"room:A5"``, ``"hero:wizard:3"``,
``"potion:7"``) so that the screen can turn a tap into an intent and tests can find them.
Texts are already translated; ``symbol`` names a drawn sign (``"trap"``, ``"gem"``,
``"warrior"``, ``"skull"``...) that each renderer knows how to draw.

Text sizes are font sizes (the em) in millimetres. A :class:`Text` stands on its baseline
at ``y``; ``x`` is its left end, middle or right end by ``align``, and a text wider than
``width`` is set smaller to fit. The text of a :class:`Box` or :class:`Circle` is centred
in it, and a :class:`Symbol`'s ``label`` follows the sign on its right. An area's
``title`` names it for headings and menus; renderers draw only its elements.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Stroke = Literal["none", "hair", "thin", "thick"]
Fill = Literal["none", "light", "medium", "dark"]
Mark = Literal["none", "filled", "crossed", "circled", "dotted"]
LineStyle = Literal["thin", "thick", "wall", "water", "path", "dashed"]
Align = Literal["left", "centre", "right"]


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle: a room, a track box, a frame. ``mark`` is what a pencil made of it."""

    x: float
    y: float
    w: float
    h: float
    id: str | None = None
    stroke: Stroke = "thin"
    fill: Fill = "none"
    mark: Mark = "none"
    text: str = ""
    text_size: float = 3.0


@dataclass(frozen=True, slots=True)
class Text:
    x: float
    y: float
    text: str
    size: float = 3.0
    align: Align = "left"
    bold: bool = False
    width: float | None = None


@dataclass(frozen=True, slots=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    style: LineStyle = "thin"


@dataclass(frozen=True, slots=True)
class Circle:
    cx: float
    cy: float
    r: float
    id: str | None = None
    text: str = ""
    fill: Fill = "none"


@dataclass(frozen=True, slots=True)
class Symbol:
    """A drawn sign centred at (``cx``, ``cy``), ``size`` millimetres across."""

    cx: float
    cy: float
    size: float
    symbol: str
    id: str | None = None
    mark: Mark = "none"
    label: str = ""


Element = Box | Text | Line | Circle | Symbol


@dataclass(frozen=True, slots=True)
class Area:
    """A part of the sheet (the dungeon, the hero tracks...), placed at (``x``, ``y``) on
    the page and ``w`` x ``h`` millimetres large, with its elements in local coordinates."""

    id: str
    title: str
    x: float
    y: float
    w: float
    h: float
    elements: tuple[Element, ...] = field(default_factory=tuple)

    def find(self, element_id: str) -> Element | None:
        for element in self.elements:
            if getattr(element, "id", None) == element_id:
                return element
        return None


@dataclass(frozen=True, slots=True)
class Page:
    """One printed page: its size and its areas."""

    w: float
    h: float
    areas: tuple[Area, ...]

    def area(self, area_id: str) -> Area:
        for area in self.areas:
            if area.id == area_id:
                return area
        raise KeyError(f"no area {area_id!r} on this page")


PAPER_SIZES_MM: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}

"""Boxes a player only reads (health, wounds, defeated minions, gems, the rounds), drawn on
one canvas per track instead of a few controls per box: a phone's session keeps every
control it shows, and these tracks were most of a sheet's.

A track is a flow of columns (a box, or a heading over boxes, or a box over its caption)
wrapped to the width it is given, as a wrapping row would. Its boxes look as the tapped
ones of :mod:`ui.paper_dungeons.cells` do: a filled box is dark with light text, a crossed
one carries a cross, a circled one a ring, so no mark relies on colour. What the track
says in words is the canvas's tooltip, read by screen readers.
"""

from __future__ import annotations

from collections.abc import Hashable, MutableMapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import flet as ft
import flet.canvas as cv

from ui.paper_dungeons.cells import Look
from ui.widgets.drawing import fill, glyph, made_once, square, stroke, text, text_style
from ui.widgets.redraw import Restyled

# The height of a column's heading and of a caption under a box, in pixels.
HEADING_H = 18
CAPTION_H = 15
HEADING_TEXT = 13
CAPTION_TEXT = 12
# Between the boxes of a column.
BOX_GAP = 2


@dataclass(frozen=True)
class Column:
    """Boxes one above the other, ``width`` x ``box_height`` pixels each, under an
    optional heading (text, with a sign before it) and over an optional caption."""

    width: float
    box_height: float
    boxes: int = 1
    heading: str = ""
    heading_sign: str = ""
    caption: str = ""
    text_size: float = 13
    # Whether its boxes are written in (a number, a letter): their text is there from the
    # start, so that writing in a box changes a shape and does not add one.
    written: bool = False

    @property
    def height(self) -> float:
        top = HEADING_H + BOX_GAP if self.heading else 0
        bottom = CAPTION_H if self.caption else 0
        return top + self.boxes * self.box_height + (self.boxes - 1) * BOX_GAP + bottom


@dataclass(frozen=True)
class Track:
    """The look of every box of a track, column by column, top to bottom, and what the
    track says in words."""

    looks: tuple[Look, ...]
    words: str = ""


class DrawnBoxes(Restyled[Track]):
    """A track of ``columns`` on a canvas at most ``width`` pixels wide, shown a
    :class:`Track`; it sends the canvas when anything about it changed. ``name`` says
    which track of the sheet it is ("health", "potion 3"), as no other track does;
    ``drawings``, where the shapes every device at the table draws alike are made once
    (:func:`ui.widgets.drawing.made_once`), so that two tracks drawn alike on one sheet
    (the wound slots of two potions) share no shape: a shape is in one place of a
    device's screen.

    What the client is sent for a change is kept small: the text of a box written in is
    there from the start (writing changes its words), and a box whose look changed
    replaces only its own fill, circle or cross."""

    def __init__(
        self,
        columns: Sequence[Column],
        width: float,
        spacing: float,
        run_spacing: float,
        *,
        name: str,
        drawings: MutableMapping[Hashable, Any],
    ) -> None:
        self.columns = list(columns)
        self.name = name
        self.drawings = drawings
        drawing = made_once(
            drawings,
            ("track", name, tuple(columns), width, spacing, run_spacing),
            partial(_drawing, tuple(columns), width, spacing, run_spacing),
        )
        # Each box's place and the size of what is written in it; the shapes of its marks
        # (fill, circle, text, cross); its text once drawn, kept and rewritten.
        self.places = drawing.places
        self.texts: list[cv.Text | None] = [
            _text(place) if written else None
            for place, written in zip(drawing.places, drawing.written, strict=True)
        ]
        self.marks: list[tuple[cv.Shape, ...]] = [
            () if words is None else (words,) for words in self.texts
        ]
        self.printed = drawing.printed
        self.control = cv.Canvas(shapes=self._shapes(), width=drawing.right, height=drawing.bottom)

    def draw(self, value: Track) -> list[ft.Control]:
        """A box whose look changed is drawn again, alone."""
        before = self.shown
        for index, look in enumerate(value.looks):
            if before is None or before.looks[index] != look:
                self.marks[index] = self._marks(index, look)
        self.control.tooltip = value.words or None
        self.control.shapes = self._shapes()
        return [self.control]

    def _shapes(self) -> list[cv.Shape]:
        return [*self.printed, *(shape for marks in self.marks for shape in marks)]

    def _marks(self, index: int, look: Look) -> tuple[cv.Shape, ...]:
        """A box's fill (inside its frame), the ring of a circled box, its text and the
        cross of a crossed one, so that no mark relies on colour."""
        place = self.places[index]
        under, over = made_once(
            self.drawings,
            ("marks", self.name, place, look.mark, look.printed),
            partial(_mark_shapes, place, look.mark, look.printed),
        )
        words = self.texts[index]
        if look.text and words is None:
            words = self.texts[index] = _text(place)
        if words is None:
            return under + over
        ink = ft.Colors.SURFACE if look.mark == "filled" else ft.Colors.ON_SURFACE
        words.value = look.text
        words.style = text_style(place[4], ink, bold=True)
        return (*under, words, *over)


# Where a box is drawn (x, y, width, height) and the size of what is written in it: a
# tuple, as a track has many boxes.
_Place = tuple[float, float, float, float, float]


@dataclass(frozen=True)
class _Drawing:
    """What a track draws the same on every device: where its boxes are, which are
    written in, and what is printed (frames, headings, captions)."""

    places: tuple[_Place, ...]
    written: tuple[bool, ...]
    printed: tuple[cv.Shape, ...]
    right: float
    bottom: float


def _drawing(
    columns: tuple[Column, ...], width: float, spacing: float, run_spacing: float
) -> _Drawing:
    """A track's places and printed shapes."""
    origins = _flow(columns, width, spacing, run_spacing)
    places: list[_Place] = []
    written: list[bool] = []
    printed: list[cv.Shape] = []
    frames: list[cv.Path.PathElement] = []
    for (x, top), column in zip(origins, columns, strict=True):
        y = top
        if column.heading:
            printed += _heading(column, x, y)
            y += HEADING_H + BOX_GAP
        for _ in range(column.boxes):
            w, h = column.width, column.box_height
            places.append((x, y, w, h, column.text_size))
            written.append(column.written)
            frames.append(cv.Path.Rect(x=x + 0.5, y=y + 0.5, width=w - 1, height=h - 1))
            y += h + BOX_GAP
        if column.caption:
            middle = y - BOX_GAP + CAPTION_H / 2
            printed.append(text(column.caption, x + column.width / 2, middle, CAPTION_TEXT))
    printed.insert(0, cv.Path(frames, paint=stroke(1, ft.Colors.OUTLINE)))
    return _Drawing(
        places=tuple(places),
        written=tuple(written),
        printed=tuple(printed),
        right=max(x + c.width for (x, _), c in zip(origins, columns, strict=True)),
        bottom=max(y + c.height for (_, y), c in zip(origins, columns, strict=True)),
    )


def _mark_shapes(
    place: _Place, mark: str, printed: bool
) -> tuple[tuple[cv.Shape, ...], tuple[cv.Shape, ...]]:
    """A box's marks under its text (its fill inside the frame, the ring of a circled
    box) and over it (the cross of a crossed one), so that no mark relies on colour."""
    x, y, w, h, _ = place
    inside = (
        ft.Colors.ON_SURFACE
        if mark == "filled"
        else ft.Colors.SURFACE_CONTAINER_HIGHEST
        if printed
        else None
    )
    under: list[cv.Shape] = []
    if inside is not None:
        under.append(square(x + 1, y + 1, w - 2, h - 2, fill(inside)))
    cx, cy, side = x + w / 2, y + h / 2, min(w, h)
    if mark == "circled":
        under.append(cv.Circle(cx, cy, side / 2 - 2, paint=stroke(2)))
    over: tuple[cv.Shape, ...] = ()
    if mark == "crossed":
        ink = ft.Colors.ON_SURFACE
        over = (glyph("cross", cx, cy, side * 0.8, ink),)
    return tuple(under), over


def _text(place: _Place) -> cv.Text:
    x, y, w, h, text_size = place
    return text("", x + w / 2, y + h / 2, text_size, bold=True)


def _flow(
    columns: Sequence[Column], width: float, spacing: float, run_spacing: float
) -> list[tuple[float, float]]:
    """Where each column's top left corner goes, left to right, a new run when the next
    column would pass ``width`` (as a wrapping row places its children)."""
    origins: list[tuple[float, float]] = []
    x = y = run_height = 0.0
    for column in columns:
        if x > 0 and x + column.width > width:
            x, y, run_height = 0.0, y + run_height + run_spacing, 0.0
        origins.append((x, y))
        x += column.width + spacing
        run_height = max(run_height, column.height)
    return origins


def _heading(column: Column, x: float, y: float) -> list[cv.Shape]:
    middle = y + HEADING_H / 2
    centre = x + column.width / 2
    if not column.heading_sign:
        return [text(column.heading, centre, middle, HEADING_TEXT, bold=True)]
    return [
        glyph(column.heading_sign, centre - 1, middle, 14, anchor=ft.Alignment.CENTER_RIGHT),
        text(
            column.heading, centre, middle, HEADING_TEXT, bold=True, anchor=ft.Alignment.CENTER_LEFT
        ),
    ]

"""Drawing an area of the layout model on screen, and keeping it up to date cheaply.

Boxes, texts and symbols become positioned controls (so they can be tapped, read by
screen readers and found by tests); lines and circles go on a canvas underneath. An
:class:`AreaView` is an isolated control: when the sheet changes, only the controls whose
element changed are touched and only this area is sent to the device.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft
import flet.canvas as cv

from sheets.layout import Area, Box, Circle, Element, Line, Symbol, Text
from ui.widgets.isolated import isolated
from ui.widgets.symbols import symbol_control

TapHandler = Callable[[str], None]

STROKE_WIDTH = {"none": 0.0, "hair": 0.5, "thin": 1.0, "thick": 2.0}
LINE_STYLE = {
    # (width in px at 3 px/mm, dash pattern): walls are solid and heavy, water dashed,
    # the path a dotted trail, so none of them relies on colour.
    "thin": (1.0, None),
    "thick": (2.0, None),
    "wall": (5.0, None),
    "water": (4.0, [6.0, 4.0]),
    "path": (3.0, [2.0, 3.0]),
    "dashed": (3.0, [8.0, 5.0]),
}
FILL = {
    "none": None,
    "light": ft.Colors.with_opacity(0.12, ft.Colors.ON_SURFACE),
    "medium": ft.Colors.with_opacity(0.3, ft.Colors.ON_SURFACE),
    "dark": ft.Colors.ON_SURFACE,
}
HIGHLIGHT = ft.Colors.PRIMARY
LIT_FILL = ft.Colors.with_opacity(0.25, ft.Colors.PRIMARY)
# A lit target's frame, in pixels: thick enough to tell it apart without its colour.
LIT_WIDTH = 4.0
# Lines a player draws (and the route being planned), as opposed to printed ones.
DRAWN = ("path", "dashed")
# The numbered disc in the corner of each room of a route being planned, in pixels: its
# number, not its colour, tells the route's rooms from the lit ones that may come next.
STEP_RADIUS = 10.0
STEP_TEXT = 13.0


@isolated
class AreaView(ft.Container):
    """One area, scaled to ``scale`` pixels per millimetre."""

    def __init__(
        self,
        area: Area,
        scale: float,
        on_tap: TapHandler | None = None,
        lit: frozenset[str] = frozenset(),
        describe: Callable[[str], str] | None = None,
        tappable: Callable[[str], bool] = lambda element_id: True,
    ) -> None:
        super().__init__()
        self.area_model = area
        self.px_per_mm = scale
        self.on_element_tap = on_tap
        self.tappable = tappable
        self.describe = describe or (lambda element_id: "")
        self.lit = lit
        self.steps: tuple[str, ...] = ()
        self._build()

    def _build(self) -> None:
        area, scale = self.area_model, self.px_per_mm
        width, height = area.w * scale, area.h * scale
        self.canvas = cv.Canvas(
            shapes=self._shapes(_printed_lines(area)), width=width, height=height
        )
        self.marks = cv.Canvas(shapes=self._marks(area), width=width, height=height)
        self.placed = _placed(area)
        self.placed_controls = [self._control(element) for element in self.placed]
        self.content = ft.Stack(
            controls=[self.canvas, self.marks, *self.placed_controls], width=width, height=height
        )
        self.width = width
        self.height = height

    def show(
        self, area: Area, lit: frozenset[str] = frozenset(), steps: tuple[str, ...] = ()
    ) -> list[ft.Control]:
        """Bring the controls up to date with ``area`` and return those that changed; the
        caller sends just them (``page.update(*changed)``), a small patch each. ``steps``:
        the elements of a route being planned, in order, each marked with its number.

        What the party drew (its path, a route being built) and the lit targets are on a
        canvas of their own under the boxes, so lighting a target or drawing a route sends
        that canvas alone; the printed walls and water never change.

        What an element says to a screen reader is asked again of every element, drawn
        the same or not: a room the party has left reads as it looks, and no longer says
        the party is there."""
        old, old_lit, old_steps = self.area_model, self.lit, self.steps
        if area == old and lit == old_lit and steps == old_steps:
            return self._redescribe()
        self.area_model, self.lit, self.steps = area, lit, steps
        placed = _placed(area)
        if [_kind(e) for e in placed] != [_kind(e) for e in self.placed]:
            self._build()
            return [self]
        changed: list[ft.Control] = []
        if _printed_lines(area) != _printed_lines(old):
            self.canvas.shapes = self._shapes(_printed_lines(area))
            changed.append(self.canvas)
        if lit != old_lit or steps != old_steps or _drawn_lines(area) != _drawn_lines(old):
            self.marks.shapes = self._marks(area)
            changed.append(self.marks)
        for before, after, control in zip(self.placed, placed, self.placed_controls, strict=True):
            if before != after:
                self._restyle(control, after)
                changed.append(control)
        self.placed = placed
        # The restyled controls have their new words already.
        return changed + self._redescribe()

    def _redescribe(self) -> list[ft.Control]:
        """The controls whose words for a screen reader changed, given their new words."""
        changed: list[ft.Control] = []
        for element, control in zip(self.placed, self.placed_controls, strict=True):
            element_id = getattr(element, "id", None)
            if element_id is None:
                continue
            words = self.describe(element_id) or None
            if control.tooltip != words:
                control.tooltip = words
                changed.append(control)
        return changed

    def _marks(self, area: Area) -> list[cv.Shape]:
        """The lit targets as thick frames, the lines the party drew, and the numbered
        steps of a route being planned."""
        s = self.px_per_mm
        shapes: list[cv.Shape] = []
        paint = ft.Paint(color=HIGHLIGHT, stroke_width=LIT_WIDTH, style=ft.PaintingStyle.STROKE)
        fill = ft.Paint(color=LIT_FILL, style=ft.PaintingStyle.FILL)
        for element in area.elements:
            if getattr(element, "id", None) not in self.lit:
                continue
            x, y, w, h = _bounds(element)
            inset = LIT_WIDTH / 2 / s
            for look in (fill, paint):
                shapes.append(
                    cv.Rect(
                        (x + inset) * s,
                        (y + inset) * s,
                        (w - 2 * inset) * s,
                        (h - 2 * inset) * s,
                        paint=look,
                    )
                )
        return shapes + self._shapes(_drawn_lines(area)) + self._step_marks(area)

    def _step_marks(self, area: Area) -> list[cv.Shape]:
        """A disc with the step's number in the top left corner of each room of a route
        being planned (drawn over the lines, under the room's printed signs)."""
        s = self.px_per_mm
        shapes: list[cv.Shape] = []
        disc = ft.Paint(color=HIGHLIGHT, style=ft.PaintingStyle.FILL)
        rim = ft.Paint(color=ft.Colors.SURFACE, stroke_width=2, style=ft.PaintingStyle.STROKE)
        style = ft.TextStyle(size=STEP_TEXT, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_PRIMARY)
        for number, element_id in enumerate(self.steps, start=1):
            element = area.find(element_id)
            if element is None:
                continue
            x, y, _, _ = _bounds(element)
            cx, cy = x * s + STEP_RADIUS + LIT_WIDTH, y * s + STEP_RADIUS + LIT_WIDTH
            shapes += [
                cv.Circle(cx, cy, STEP_RADIUS, paint=disc),
                cv.Circle(cx, cy, STEP_RADIUS, paint=rim),
                cv.Text(cx, cy, str(number), style=style, alignment=ft.Alignment.CENTER),
            ]
        return shapes

    # Controls

    def _control(self, element: Element) -> ft.Control:
        s = self.px_per_mm
        if isinstance(element, Box):
            control = ft.Container(
                left=element.x * s, top=element.y * s, width=element.w * s, height=element.h * s
            )
        elif isinstance(element, Circle):
            control = ft.Container(
                left=(element.cx - element.r) * s,
                top=(element.cy - element.r) * s,
                width=2 * element.r * s,
                height=2 * element.r * s,
                shape=ft.BoxShape.CIRCLE,
            )
        elif isinstance(element, Symbol):
            size = element.size * s
            control = ft.Container(
                left=(element.cx - element.size / 2) * s,
                top=(element.cy - element.size / 2) * s,
                width=None if element.label else size,
                height=size,
            )
        else:
            assert isinstance(element, Text)
            control = _text_frame(element, s)
        self._restyle(control, element)
        element_id = getattr(element, "id", None)
        if element_id is not None and self.on_element_tap is not None and self.tappable(element_id):
            control.on_click = lambda e, target=element_id: self._tap(target)
        else:
            # A sign in a room lets a tap through to the room under it.
            control.ignore_interactions = True
        return control

    def _tap(self, element_id: str) -> None:
        if self.on_element_tap is not None:
            self.on_element_tap(element_id)

    def _frame(self, control: ft.Control, element: Element) -> None:
        """The border and background of an element, as printed and as marked."""
        assert isinstance(control, ft.Container)
        if isinstance(element, Box):
            width = STROKE_WIDTH[element.stroke]
            control.border = ft.Border.all(width, ft.Colors.ON_SURFACE) if width else None
            control.bgcolor = _box_fill(element)
        elif isinstance(element, Circle):
            control.border = ft.Border.all(2, ft.Colors.ON_SURFACE)
            control.bgcolor = ft.Colors.SURFACE_CONTAINER_HIGHEST

    def _restyle(self, control: ft.Control | None, element: Element) -> None:
        assert isinstance(control, ft.Container)
        s = self.px_per_mm
        self._frame(control, element)
        element_id = getattr(element, "id", None)
        if element_id is not None:
            control.tooltip = self.describe(element_id) or None
        if isinstance(element, Box):
            control.alignment = ft.Alignment.CENTER
            control.content = _box_content(element, s)
        elif isinstance(element, Circle):
            control.alignment = ft.Alignment.CENTER
            control.content = ft.Text(
                element.text,
                size=max(MIN_TEXT, element.r * s),
                weight=ft.FontWeight.BOLD,
                color=ft.Colors.ON_SURFACE,
            )
        elif isinstance(element, Symbol):
            control.content = symbol_control(
                element.symbol, element.size * s, element.mark, element.label
            )
        else:
            assert isinstance(element, Text)
            control.content = ft.Text(
                element.text,
                size=max(MIN_TEXT, element.size * s),
                weight=ft.FontWeight.BOLD if element.bold else None,
                text_align=_ALIGN[element.align],
                no_wrap=True,
            )

    def _shapes(self, elements: Sequence[Line]) -> list[cv.Shape]:
        s = self.px_per_mm
        shapes: list[cv.Shape] = []
        for element in elements:
            if isinstance(element, Line):
                width, dashes = LINE_STYLE[element.style]
                factor = s / 3
                shapes.append(
                    cv.Line(
                        element.x1 * s,
                        element.y1 * s,
                        element.x2 * s,
                        element.y2 * s,
                        paint=ft.Paint(
                            color=HIGHLIGHT if element.style == "path" else ft.Colors.ON_SURFACE,
                            stroke_width=width * factor,
                            style=ft.PaintingStyle.STROKE,
                            stroke_cap=ft.StrokeCap.ROUND,
                            stroke_dash_pattern=[d * factor for d in dashes] if dashes else None,
                        ),
                    )
                )
        return shapes


_ALIGN = {"left": ft.TextAlign.LEFT, "centre": ft.TextAlign.CENTER, "right": ft.TextAlign.RIGHT}
# The dot a pencil makes in an explored room, as on paper.
EXPLORED_DOT_MM = 2.6
# The smallest text on screen, in pixels: a label must stay readable at any scale.
MIN_TEXT = 11.0
# A text's y is its baseline; the cap height of the font is about this share of its size.
ASCENT = 0.9
# Room for a text without a width, in font sizes per character.
CHAR_WIDTH = 0.62
# The height of a line of text, in font sizes.
LINE_HEIGHT = 1.25


def _text_frame(text: Text, scale: float) -> ft.Container:
    """A frame whose text sits on the layout's baseline, anchored left, centre or right,
    as wide as the text needs at the size it is drawn (never smaller than ``MIN_TEXT``)."""
    size_px = max(MIN_TEXT, text.size * scale)
    needed = max(1, len(text.text)) * size_px * CHAR_WIDTH
    width = max(text.width * scale, needed) if text.width else needed
    left = text.x * scale
    if text.align == "centre":
        left -= width / 2
    elif text.align == "right":
        left -= width
    alignment = {
        "left": ft.Alignment.CENTER_LEFT,
        "centre": ft.Alignment.CENTER,
        "right": ft.Alignment.CENTER_RIGHT,
    }[text.align]
    return ft.Container(
        left=left,
        top=text.y * scale - size_px * ASCENT,
        width=width,
        height=size_px * LINE_HEIGHT,
        alignment=alignment,
    )


def _placed(area: Area) -> list[Element]:
    """The elements drawn as positioned controls (everything but lines)."""
    return [element for element in area.elements if not isinstance(element, Line)]


def _kind(element: Element) -> tuple[type, str | None]:
    """What must stay for a control to be restyled rather than rebuilt."""
    return type(element), getattr(element, "id", None)


def _box_fill(box: Box) -> str | None:
    if box.mark == "filled":
        return FILL["dark"]
    return FILL[box.fill]


def _printed_lines(area: Area) -> list[Line]:
    return [e for e in area.elements if isinstance(e, Line) and e.style not in DRAWN]


def _drawn_lines(area: Area) -> list[Line]:
    return [e for e in area.elements if isinstance(e, Line) and e.style in DRAWN]


def _bounds(element: Element) -> tuple[float, float, float, float]:
    if isinstance(element, Box):
        return element.x, element.y, element.w, element.h
    if isinstance(element, Circle):
        return element.cx - element.r, element.cy - element.r, 2 * element.r, 2 * element.r
    if isinstance(element, Symbol):
        half = element.size / 2
        return element.cx - half, element.cy - half, element.size, element.size
    raise TypeError(f"{type(element).__name__} cannot be lit")


def _box_content(box: Box, scale: float) -> ft.Control | None:
    size = max(MIN_TEXT, box.text_size * scale)
    colour = ft.Colors.SURFACE if box.mark == "filled" else ft.Colors.ON_SURFACE
    if box.mark == "crossed":
        return ft.Icon(ft.Icons.CLOSE, size=min(box.w, box.h) * scale * 0.9, color=colour)
    if box.mark == "circled":
        return ft.Container(
            border=ft.Border.all(2, ft.Colors.ON_SURFACE),
            shape=ft.BoxShape.CIRCLE,
            width=min(box.w, box.h) * scale * 0.8,
            height=min(box.w, box.h) * scale * 0.8,
            alignment=ft.Alignment.CENTER,
            content=ft.Text(box.text, size=size, color=colour) if box.text else None,
        )
    if box.mark == "dotted":
        return ft.Icon(ft.Icons.CIRCLE, size=EXPLORED_DOT_MM * scale, color=colour)
    if box.text:
        return ft.Text(box.text, size=size, color=colour, text_align=ft.TextAlign.CENTER)
    return None

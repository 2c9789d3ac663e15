"""Drawing an area of the layout model on screen, and keeping it up to date cheaply.

Everything printed (boxes, texts, signs, lines) and every pencil mark is drawn on
canvases; the elements a person taps or a screen reader names stay controls, each one
light frame over its drawing that carries the element's words and its tap. A phone's
session keeps every control it shows, so a dungeon of a few hundred printed things is a
few dozen controls. An :class:`AreaView` is an isolated control: when the sheet changes,
only what changed is redrawn and only this area is sent to the device.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, MutableMapping, Sequence
from functools import partial
from typing import Any

import flet as ft
import flet.canvas as cv

from sheets.layout import Area, Box, Circle, Element, Line, Symbol, Text
from ui.widgets.drawing import fill, glyph, made_once, square, stroke, text_style
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Parts
from ui.widgets.symbols import GLYPHS, label_size

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
        drawings: MutableMapping[Hashable, Any] | None = None,
    ) -> None:
        """``drawings``: where the shapes drawn alike by every device at the table are
        made once (:func:`ui.widgets.drawing.made_once`); this view's own without it."""
        super().__init__()
        self.area_model = area
        self.px_per_mm = scale
        self.on_element_tap = on_tap
        self.tappable = tappable
        self.describe = describe or (lambda element_id: "")
        self.lit = lit
        self.drawings: MutableMapping[Hashable, Any] = {} if drawings is None else drawings
        self.steps: tuple[str, ...] = ()
        self.drawn_from = Parts()
        self.drawn_from.show("drawing", (area, lit, self.steps), self._build)

    def _build(self) -> None:
        area, scale = self.area_model, self.px_per_mm
        width, height = area.w * scale, area.h * scale
        self.canvas = cv.Canvas(shapes=self._printed(area), width=width, height=height)
        self.marks = cv.Canvas(shapes=self._marks(area), width=width, height=height)
        self.drawn = _drawn(area)
        # The words each target says, by control (new controls, new words).
        self.described = Parts()
        self.looks = [self._look(element) for element in self.drawn]
        self.frames = self._frames(self.drawn)
        self.signs = cv.Canvas(shapes=self._signs(), width=width, height=height)
        self.placed = [element for element in self.drawn if self._is_target(element)]
        self.placed_controls = [self._control(element) for element in self.placed]
        self.content = ft.Stack(
            controls=[self.canvas, self.marks, self.signs, *self.placed_controls],
            width=width,
            height=height,
        )
        self.width = width
        self.height = height

    def _is_target(self, element: Element) -> bool:
        """Whether ``element`` is tapped or named to a screen reader (then it is a
        control); a sign in a room is neither, a tap on it reaches the room under it."""
        element_id = getattr(element, "id", None)
        if element_id is None or not isinstance(element, Box | Circle):
            return False
        taps = self.on_element_tap is not None and self.tappable(element_id)
        return taps or bool(self.describe(element_id))

    def show(
        self,
        area: Area,
        lit: frozenset[str] = frozenset(),
        steps: tuple[str, ...] = (),
        words: Hashable = None,
    ) -> list[ft.Control]:
        """Bring the drawing up to date with ``area`` and return the controls that changed;
        the caller sends just them (``page.update(*changed)``), a small patch each.
        ``steps``: the elements of a route being planned, in order, each marked with its
        number.

        What the party drew (its path, a route being built) and the lit targets are on a
        canvas of their own under the signs, so lighting a target or drawing a route sends
        that canvas alone; the printed walls and water never change, and a marked sign
        replaces only its own shapes on the canvas of signs.

        What an element says to a screen reader is asked again of every target, drawn
        the same or not: a room the party has left reads as it looks, and no longer says
        the party is there. ``words``, when given, is all that ``describe`` reads: while it
        and the area are as before (a roll, a die picked), nothing is asked again."""
        drawing = partial(self._draw, area, lit, steps)
        changed = self.drawn_from.send("drawing", (area, lit, steps), drawing)
        if words is None:
            return changed + self._redescribe()
        self.drawn_from.show("words", (area, words), lambda: changed.extend(self._redescribe()))
        return changed

    def _draw(self, area: Area, lit: frozenset[str], steps: tuple[str, ...]) -> list[ft.Control]:
        old, old_lit, old_steps = self.area_model, self.lit, self.steps
        self.area_model, self.lit, self.steps = area, lit, steps
        drawn = _drawn(area)
        if [_kind(e) for e in drawn] != [_kind(e) for e in self.drawn]:
            self._build()
            return [self]
        changed: list[ft.Control] = []
        if _printed_lines(area) != _printed_lines(old):
            self.canvas.shapes = self._printed(area)
            changed.append(self.canvas)
        if lit != old_lit or steps != old_steps or _drawn_lines(area) != _drawn_lines(old):
            self.marks.shapes = self._marks(area)
            changed.append(self.marks)
        restyled = False
        for index, (before, after) in enumerate(zip(self.drawn, drawn, strict=True)):
            if before != after:
                self.looks[index] = self._look(after)
                restyled = True
        if _framed(drawn) != _framed(self.drawn):
            self.frames = self._frames(drawn)
            restyled = True
        self.drawn = drawn
        self.placed = [element for element in drawn if self._is_target(element)]
        if restyled:
            self.signs.shapes = self._signs()
            changed.append(self.signs)
        return changed

    def _signs(self) -> list[cv.Shape]:
        """The frames of the boxes, then each element's own shapes (the same objects for
        an element drawn as before, so a change sends only the shapes it replaced)."""
        return [*self.frames, *(shape for look in self.looks for shape in look)]

    def _redescribe(self) -> list[ft.Control]:
        """The controls whose words for a screen reader changed, given their new words."""
        changed: list[ft.Control] = []
        for element, control in zip(self.placed, self.placed_controls, strict=True):
            element_id = getattr(element, "id", None)
            if element_id is None:
                continue
            words = self.describe(element_id) or None
            changed += self.described.send(control, words, partial(_say, control, words))
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
                    square(
                        (x + inset) * s,
                        (y + inset) * s,
                        (w - 2 * inset) * s,
                        (h - 2 * inset) * s,
                        look,
                    )
                )
        drawn = _line_shapes(tuple(_drawn_lines(area)), s)
        return [*shapes, *drawn, *self._step_marks(area)]

    def _step_marks(self, area: Area) -> list[cv.Shape]:
        """A disc with the step's number in the top left corner of each room of a route
        being planned (drawn over the lines, under the room's printed signs)."""
        s = self.px_per_mm
        shapes: list[cv.Shape] = []
        disc = ft.Paint(color=HIGHLIGHT, style=ft.PaintingStyle.FILL)
        rim = ft.Paint(color=ft.Colors.SURFACE, stroke_width=2, style=ft.PaintingStyle.STROKE)
        style = text_style(STEP_TEXT, ft.Colors.ON_PRIMARY, bold=True)
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

    # Targets

    def _control(self, element: Element) -> ft.Container:
        """A frame over the element's drawing, as large as the element, with its words for
        a screen reader and its tap (transparent, yet it takes the taps on all of it)."""
        s = self.px_per_mm
        x, y, w, h = _bounds(element)
        control = ft.Container(
            left=x * s,
            top=y * s,
            width=w * s,
            height=h * s,
            bgcolor=ft.Colors.TRANSPARENT,
            shape=ft.BoxShape.CIRCLE if isinstance(element, Circle) else ft.BoxShape.RECTANGLE,
        )
        element_id = getattr(element, "id", None)
        if element_id is not None:
            words = self.describe(element_id) or None
            self.described.show(control, words, partial(_say, control, words))
            if self.on_element_tap is not None and self.tappable(element_id):
                control.on_click = lambda e, target=element_id: self._tap(target)
        return control

    def _tap(self, element_id: str) -> None:
        if self.on_element_tap is not None:
            self.on_element_tap(element_id)

    # Drawing

    # The printed shapes (what is printed and the pencil marks of the elements), made
    # once for every device at the table.

    def _look(self, element: Element) -> tuple[cv.Shape, ...]:
        s = self.px_per_mm
        return made_once(self.drawings, ("look", element, s), partial(_look, element, s))

    def _frames(self, elements: Sequence[Element]) -> list[cv.Shape]:
        framed, s = _framed(elements), self.px_per_mm
        return list(made_once(self.drawings, ("frames", framed, s), partial(_frames, framed, s)))

    def _printed(self, area: Area) -> list[cv.Shape]:
        """The printed lines (walls, water...)."""
        lines, s = tuple(_printed_lines(area)), self.px_per_mm
        made = made_once(self.drawings, ("lines", lines, s), partial(_printed_shapes, lines, s))
        return list(made)


def _look(element: Element, s: float) -> tuple[cv.Shape, ...]:
    """The shapes that draw ``element`` as printed and as marked, ``s`` pixels to the
    millimetre."""
    if isinstance(element, Box):
        return tuple(_box_look(element, s))
    if isinstance(element, Circle):
        return tuple(_circle_look(element, s))
    if isinstance(element, Symbol):
        return tuple(_symbol_look(element, s))
    assert isinstance(element, Text)
    return (_text_look(element, s),)


def _line_shapes(lines: tuple[Line, ...], s: float) -> tuple[cv.Shape, ...]:
    """The lines, one path for each style (walls, water, the party's path...)."""
    factor = s / 3
    by_style: dict[str, list[cv.Path.PathElement]] = {}
    for line in lines:
        by_style.setdefault(line.style, []).extend(
            [
                cv.Path.MoveTo(line.x1 * s, line.y1 * s),
                cv.Path.LineTo(line.x2 * s, line.y2 * s),
            ]
        )
    shapes: list[cv.Shape] = []
    for style, elements in by_style.items():
        width, dashes = LINE_STYLE[style]
        paint = ft.Paint(
            color=HIGHLIGHT if style == "path" else ft.Colors.ON_SURFACE,
            stroke_width=width * factor,
            style=ft.PaintingStyle.STROKE,
            stroke_cap=ft.StrokeCap.ROUND,
            stroke_dash_pattern=[d * factor for d in dashes] if dashes else None,
        )
        shapes.append(cv.Path(elements, paint=paint))
    return tuple(shapes)


def _printed_shapes(lines: tuple[Line, ...], s: float) -> tuple[cv.Shape, ...]:
    """The printed lines (walls, water...) as filled rounded rectangles: a solid line is
    one, as long as the line with its round ends, and a dashed line one for each dash,
    so they look as the round-capped strokes of :func:`_line_shapes` do. A browser with
    no graphics card draws a rectangle much faster than a stroke, and the printed lines
    are drawn again in every frame of the sheet. A line that is neither level nor upright
    is drawn as a stroke."""
    factor = s / 3
    paint = fill(ft.Colors.ON_SURFACE)
    shapes: list[cv.Shape] = []
    for line in lines:
        x1, y1, x2, y2 = line.x1 * s, line.y1 * s, line.x2 * s, line.y2 * s
        if x1 != x2 and y1 != y2:
            shapes += _line_shapes((line,), s)
            continue
        width, dashes = LINE_STYLE[line.style]
        width *= factor
        length = abs(x2 - x1) + abs(y2 - y1)
        left, top = min(x1, x2), min(y1, y2)
        # A solid line's round ends stand out by half its width, as a stroke's caps do;
        # a dash's by half that (as Flet's dashed strokes look).
        cap = width / 4 if dashes else width / 2
        for start, end in _dashes(length, [d * factor for d in dashes] if dashes else None):
            along, extent = start - cap, end - start + 2 * cap
            if y1 == y2:
                x, y, w, h = left + along, top - width / 2, extent, width
            else:
                x, y, w, h = left - width / 2, top + along, width, extent
            shapes.append(cv.Rect(x, y, w, h, border_radius=width / 2, paint=paint))
    return tuple(shapes)


def _dashes(length: float, pattern: list[float] | None) -> list[tuple[float, float]]:
    """Where the dashes of a line ``length`` long start and end along it: the whole line
    without a ``pattern`` (a dash's length, then a gap's)."""
    if not pattern:
        return [(0.0, length)]
    dash, period = pattern[0], sum(pattern)
    count = math.ceil(length / period)
    return [(n * period, min(n * period + dash, length)) for n in range(count)]


def _say(control: ft.Control, words: str | None) -> list[ft.Control]:
    """Give ``control`` its words for a screen reader; it is what to send."""
    control.tooltip = words
    return [control]


# The dot a pencil makes in an explored room, as on paper.
EXPLORED_DOT_MM = 2.6
# The smallest text on screen, in pixels: a label must stay readable at any scale.
MIN_TEXT = 11.0
# A text's y is its baseline; the cap height of the font is about this share of its size.
ASCENT = 0.9
# The height of a line of text, in font sizes.
LINE_HEIGHT = 1.25
# A sign's icon is this share of the size the layout gives the sign.
GLYPH_SHARE = 0.8


def _ink(filled: bool = False) -> str:
    return ft.Colors.SURFACE if filled else ft.Colors.ON_SURFACE


def _box_look(box: Box, s: float) -> list[cv.Shape]:
    """A box's fill (inside its frame, drawn with every frame) and its pencil mark."""
    x, y, w, h = box.x * s, box.y * s, box.w * s, box.h * s
    shapes: list[cv.Shape] = []
    inside = _box_fill(box)
    if inside is not None:
        edge = STROKE_WIDTH[box.stroke]
        shapes.append(square(x + edge, y + edge, w - 2 * edge, h - 2 * edge, fill(inside)))
    cx, cy, side = x + w / 2, y + h / 2, min(w, h)
    size = max(MIN_TEXT, box.text_size * s)
    colour = _ink(box.mark == "filled")
    if box.mark == "crossed":
        shapes.append(glyph("cross", cx, cy, side * 0.9, colour))
    elif box.mark == "dotted":
        shapes.append(glyph("dot", cx, cy, EXPLORED_DOT_MM * s, colour))
    elif box.mark == "circled":
        shapes.append(cv.Circle(cx, cy, side * 0.4 - 1, paint=stroke(2)))
    if box.text and box.mark not in ("crossed", "dotted"):
        shapes.append(
            cv.Text(cx, cy, box.text, style=text_style(size, colour), alignment=ft.Alignment.CENTER)
        )
    return shapes


def _frames(framed: tuple[_Framed, ...], s: float) -> tuple[cv.Shape, ...]:
    """The frames of the boxes, inside their bounds as a border is: one path for each
    width of frame (they change only when the layout does)."""
    by_width: dict[float, list[cv.Path.PathElement]] = {}
    for x, y, w, h, line in framed:
        width = STROKE_WIDTH[line]
        if not width:
            continue
        by_width.setdefault(width, []).append(
            cv.Path.Rect(
                x=x * s + width / 2,
                y=y * s + width / 2,
                width=w * s - width,
                height=h * s - width,
            )
        )
    return tuple(cv.Path(rects, paint=stroke(width)) for width, rects in by_width.items())


def _circle_look(circle: Circle, s: float) -> list[cv.Shape]:
    cx, cy, r = circle.cx * s, circle.cy * s, circle.r * s
    return [
        cv.Circle(cx, cy, r, paint=fill(ft.Colors.SURFACE_CONTAINER_HIGHEST)),
        cv.Circle(cx, cy, r - 1, paint=stroke(2)),
        cv.Text(
            cx,
            cy,
            circle.text,
            style=text_style(max(MIN_TEXT, r), ft.Colors.ON_SURFACE, bold=True),
            alignment=ft.Alignment.CENTER,
        ),
    ]


def _symbol_look(symbol: Symbol, s: float) -> list[cv.Shape]:
    """The sign's icon (its name as text for an unknown one), the pencil mark a player
    made on it, and a short label such as a level or a gem letter on its right, beside
    the sign rather than over it (as on the printed sheet)."""
    cx, cy, size = symbol.cx * s, symbol.cy * s, symbol.size * s
    shapes: list[cv.Shape] = []
    if symbol.symbol in GLYPHS:
        shapes.append(glyph(symbol.symbol, cx, cy, size * GLYPH_SHARE, ft.Colors.ON_SURFACE))
    else:
        style = text_style(size * 0.4, ft.Colors.ON_SURFACE)
        shapes.append(cv.Text(cx, cy, symbol.symbol, style=style, alignment=ft.Alignment.CENTER))
    if symbol.mark == "crossed":
        shapes.append(glyph("cross", cx, cy, size, ft.Colors.ERROR))
    elif symbol.mark == "circled":
        shapes.append(cv.Circle(cx, cy, size / 2 - 1, paint=stroke(2)))
    if symbol.label:
        style = text_style(label_size(size), ft.Colors.ON_SURFACE, bold=True)
        shapes.append(
            cv.Text(
                cx + size / 2 + 1,
                cy + size / 2,
                symbol.label,
                style=style,
                alignment=ft.Alignment.BOTTOM_LEFT,
            )
        )
    return shapes


def _text_look(text: Text, s: float) -> cv.Text:
    """A text on the layout's baseline, anchored left, centre or right, at the size it is
    drawn (never smaller than ``MIN_TEXT``)."""
    size = max(MIN_TEXT, text.size * s)
    middle = text.y * s - size * ASCENT + size * LINE_HEIGHT / 2
    anchor = {
        "left": ft.Alignment.CENTER_LEFT,
        "centre": ft.Alignment.CENTER,
        "right": ft.Alignment.CENTER_RIGHT,
    }[text.align]
    return cv.Text(
        text.x * s,
        middle,
        text.text,
        style=text_style(size, ft.Colors.ON_SURFACE, bold=text.bold),
        alignment=anchor,
    )


# A box's place (x, y, width, height) and the stroke of its frame.
_Framed = tuple[float, float, float, float, str]


def _framed(elements: Sequence[Element]) -> tuple[_Framed, ...]:
    """What the frames are drawn from."""
    return tuple((e.x, e.y, e.w, e.h, e.stroke) for e in elements if isinstance(e, Box))


def _drawn(area: Area) -> list[Element]:
    """The elements drawn one by one (everything but lines)."""
    return [element for element in area.elements if not isinstance(element, Line)]


def _kind(element: Element) -> tuple[type, str | None]:
    """What must stay for an element to be redrawn in place rather than the area rebuilt."""
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

"""Render layout pages (:mod:`sheets.layout`) to PDF with ReportLab.

The renderer knows elements, not games: it converts the layout's millimetres (origin top
left, y down) to PDF points (origin bottom left, y up) and draws every element in black
and grey. Output is byte-stable (ReportLab's invariant mode), and a page that occurs more
than once in a document is drawn once, as a form, and referenced from each of its pages,
so that a pad of identical sheets costs little more than one sheet.
"""

from __future__ import annotations

import io
import math
from collections import Counter
from collections.abc import Callable, Iterable

from reportlab import rl_config
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from sheets.layout import Area, Box, Circle, Element, Fill, Line, Mark, Page, Symbol, Text
from sheets.pdf.fonts import BOLD, REGULAR, register_fonts, text_width
from sheets.pdf.symbols import draw_glyph

Progress = Callable[[int, int], None]
MM: float = float(mm)

GREY: dict[Fill, float] = {"none": 1.0, "light": 0.88, "medium": 0.7, "dark": 0.4}
STROKE_MM = {"hair": 0.1, "thin": 0.25, "thick": 0.6}
LINE_MM = {"thin": 0.25, "thick": 0.6, "wall": 1.3, "path": 0.7, "dashed": 0.3}
PENCIL = 0.2
CAP_HEIGHT = 0.73
CREATOR = "Table companion"
GLYPH_BOX = 6.0


def render_pdf(pages: Iterable[Page], *, title: str, progress: Progress | None = None) -> bytes:
    """A PDF document with one page per layout page, in order.

    ``progress(done, total)`` is called after each page.
    """
    pages = list(pages)
    register_fonts()
    # Binary (compressed) streams: ASCII85 on top of them would add a quarter to the size
    # and a fifth to the time, for 7-bit transports nobody uses for PDFs any more.
    rl_config.useA85 = 0
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1, pageCompression=1, initialFontName=REGULAR)
    canvas.setTitle(title)
    canvas.setCreator(CREATOR)
    _define_glyphs(canvas, pages)
    repeated = {page for page, count in Counter(pages).items() if count > 1}
    forms: dict[Page, str] = {}
    for done, page in enumerate(pages, start=1):
        canvas.setPageSize((page.w * MM, page.h * MM))
        if page in repeated:
            if page not in forms:
                forms[page] = f"page{len(forms)}"
                canvas.beginForm(forms[page])
                _PageDrawer(canvas, page).draw()
                canvas.endForm()
            canvas.doForm(forms[page])
        else:
            _PageDrawer(canvas, page).draw()
        canvas.showPage()
        if progress is not None:
            progress(done, len(pages))
    canvas.save()
    return buffer.getvalue()


def _glyph_form(name: str) -> str:
    return f"glyph_{name}"


def _define_glyphs(canvas: Canvas, pages: list[Page]) -> None:
    """Draw each symbol the pages use once, as a form that every use scales and places."""
    names = {
        element.symbol
        for page in set(pages)
        for area in page.areas
        for element in area.elements
        if isinstance(element, Symbol)
    }
    for name in sorted(names):
        box = GLYPH_BOX
        canvas.beginForm(_glyph_form(name), lowerx=-box, lowery=-box, upperx=box, uppery=box)
        draw_glyph(canvas, name)
        canvas.endForm()


class _PageDrawer:
    """Draws one page. It remembers the pen and fill it last set, so that a page of many
    similar boxes does not repeat the same settings before each one."""

    def __init__(self, canvas: Canvas, page: Page) -> None:
        self.canvas = canvas
        self.page_h = page.h
        self.page = page
        self.left = 0.0
        self.top = 0.0
        self.pen: tuple[float, float] | None = None
        self.fill: float | None = None

    def draw(self) -> None:
        self.canvas.setLineJoin(1)
        for area in self.page.areas:
            self._area(area)

    def _x(self, x: float) -> float:
        return (self.left + x) * MM

    def _y(self, y: float) -> float:
        return (self.page_h - self.top - y) * MM

    def _area(self, area: Area) -> None:
        self.left, self.top = area.x, area.y
        for element in area.elements:
            self._element(element)

    def _element(self, element: Element) -> None:
        match element:
            case Box():
                self._box(element)
            case Text():
                self._text(element)
            case Line():
                self._line(element)
            case Circle():
                self._circle(element)
            case Symbol():
                self._symbol(element)

    def _stroke(self, millimetres: float, grey: float = 0.0) -> None:
        if self.pen != (millimetres, grey):
            self.canvas.setLineWidth(millimetres * MM)
            self.canvas.setStrokeGray(grey)
            self.pen = (millimetres, grey)

    def _fill(self, grey: float) -> None:
        if self.fill != grey:
            self.canvas.setFillGray(grey)
            self.fill = grey

    def _box(self, box: Box) -> None:
        canvas = self.canvas
        stroke = box.stroke != "none"
        if stroke:
            self._stroke(STROKE_MM[box.stroke])
        if box.fill != "none":
            self._fill(GREY[box.fill])
        canvas.rect(
            self._x(box.x),
            self._y(box.y + box.h),
            box.w * MM,
            box.h * MM,
            stroke=int(stroke),
            fill=int(box.fill != "none"),
        )
        if box.text:
            centre_x, centre_y = box.x + box.w / 2, box.y + box.h / 2
            size = box.text_size * MM
            self._fill(0.0)
            canvas.setFont(REGULAR, size)
            canvas.drawCentredString(
                self._x(centre_x), self._y(centre_y) - CAP_HEIGHT * size / 2, box.text
            )
        self._box_mark(box.mark, box)

    def _box_mark(self, mark: Mark, box: Box) -> None:
        if mark == "none":
            return
        canvas = self.canvas
        inset = min(0.6, min(box.w, box.h) / 6)
        left, right = self._x(box.x + inset), self._x(box.x + box.w - inset)
        top, bottom = self._y(box.y + inset), self._y(box.y + box.h - inset)
        self._fill(PENCIL)
        self._stroke(0.45, PENCIL)
        if mark == "filled":
            canvas.rect(left, bottom, right - left, top - bottom, stroke=0, fill=1)
        elif mark == "crossed":
            canvas.line(left, top, right, bottom)
            canvas.line(left, bottom, right, top)
        elif mark == "circled":
            radius = min(right - left, top - bottom) / 2
            canvas.circle((left + right) / 2, (top + bottom) / 2, radius, stroke=1, fill=0)
        elif mark == "dotted":
            canvas.circle((left + right) / 2, (top + bottom) / 2, 1.1 * MM, stroke=0, fill=1)

    def _text(self, text: Text) -> None:
        size = text.size * MM
        if text.width is not None:
            natural = text_width(text.text, bold=text.bold, size=size)
            if natural > text.width * MM:
                size *= text.width * MM / natural
        canvas = self.canvas
        self._fill(0.0)
        canvas.setFont(BOLD if text.bold else REGULAR, size)
        x, y = self._x(text.x), self._y(text.y)
        if text.align == "centre":
            canvas.drawCentredString(x, y, text.text)
        elif text.align == "right":
            canvas.drawRightString(x, y, text.text)
        else:
            canvas.drawString(x, y, text.text)

    def _line(self, line: Line) -> None:
        canvas = self.canvas
        x1, y1, x2, y2 = self._x(line.x1), self._y(line.y1), self._x(line.x2), self._y(line.y2)
        if line.style == "water":
            self._water(x1, y1, x2, y2)
            return
        self._stroke(LINE_MM[line.style], PENCIL if line.style == "path" else 0.0)
        cap = {"wall": 2, "path": 1}.get(line.style, 0)
        if cap:
            canvas.setLineCap(cap)
        if line.style == "dashed":
            canvas.setDash([1.0 * MM, 0.8 * MM])
        canvas.line(x1, y1, x2, y2)
        if line.style == "dashed":
            canvas.setDash()
        if cap:
            canvas.setLineCap(0)

    def _water(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A wavy line over a white band that hides the room border beneath it."""
        canvas = self.canvas
        self._stroke(1.6, 1.0)
        canvas.line(x1, y1, x2, y2)
        length = math.hypot(x2 - x1, y2 - y1)
        waves = max(2, round(length / (2.4 * MM)))
        along_x, along_y = (x2 - x1) / waves, (y2 - y1) / waves
        normal_x, normal_y = -(y2 - y1) / length, (x2 - x1) / length
        amplitude = 0.55 * MM * 4 / 3
        path = canvas.beginPath()
        path.moveTo(x1, y1)
        for index in range(waves):
            side = amplitude if index % 2 == 0 else -amplitude
            start_x, start_y = x1 + index * along_x, y1 + index * along_y
            path.curveTo(
                start_x + along_x / 3 + normal_x * side,
                start_y + along_y / 3 + normal_y * side,
                start_x + 2 * along_x / 3 + normal_x * side,
                start_y + 2 * along_y / 3 + normal_y * side,
                start_x + along_x,
                start_y + along_y,
            )
        self._stroke(0.4)
        canvas.drawPath(path, stroke=1, fill=0)

    def _circle(self, circle: Circle) -> None:
        canvas = self.canvas
        self._stroke(STROKE_MM["thin"] * 1.6)
        if circle.fill != "none":
            self._fill(GREY[circle.fill])
        x, y = self._x(circle.cx), self._y(circle.cy)
        canvas.circle(x, y, circle.r * MM, stroke=1, fill=int(circle.fill != "none"))
        if circle.text:
            size = circle.r * 1.2 * MM
            self._fill(0.0)
            canvas.setFont(BOLD, size)
            canvas.drawCentredString(x, y - CAP_HEIGHT * size / 2, circle.text)

    def _symbol(self, symbol: Symbol) -> None:
        canvas = self.canvas
        x, y = self._x(symbol.cx), self._y(symbol.cy)
        scale = symbol.size * MM / 10.0
        canvas.saveState()
        canvas.transform(scale, 0, 0, scale, x, y)
        canvas.doForm(_glyph_form(symbol.symbol))
        canvas.restoreState()
        if symbol.label:
            size = min(3.2, max(2.2, 0.7 * symbol.size)) * MM
            self._fill(0.0)
            canvas.setFont(BOLD, size)
            label_x = x + (symbol.size / 2 + 0.3) * MM
            canvas.drawString(label_x, y - CAP_HEIGHT * size / 2, symbol.label)
        self._symbol_mark(symbol, x, y)

    def _symbol_mark(self, symbol: Symbol, x: float, y: float) -> None:
        if symbol.mark == "none":
            return
        canvas = self.canvas
        half = symbol.size / 2 * MM
        self._stroke(0.5, PENCIL)
        self._fill(PENCIL)
        if symbol.mark == "crossed":
            self._stroke(1.2, 1.0)
            canvas.line(x - half, y - half, x + half, y + half)
            canvas.line(x - half, y + half, x + half, y - half)
            self._stroke(0.5, PENCIL)
            canvas.line(x - half, y - half, x + half, y + half)
            canvas.line(x - half, y + half, x + half, y - half)
        elif symbol.mark == "circled":
            canvas.circle(x, y, half * 1.15, stroke=1, fill=0)
        elif symbol.mark == "filled":
            canvas.circle(x, y, half * 1.3, stroke=1, fill=0)
            canvas.circle(x, y, half * 1.1, stroke=1, fill=0)
        elif symbol.mark == "dotted":
            canvas.circle(x, y, 1.1 * MM, stroke=0, fill=1)

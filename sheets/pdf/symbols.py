"""Black-and-white vector glyphs for the layout's symbol names.

Each glyph draws in a 10 x 10 box centred on the origin (y up), line widths included, and
is scaled to the symbol's size where it is used; shapes differ in outline, not colour, so
that a grey-scale print tells them apart.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from reportlab.pdfgen.canvas import Canvas

INK = 0.0
PAPER = 1.0
Point = tuple[float, float]


class Pen:
    """Drawing helpers in glyph units."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas

    def width(self, units: float) -> None:
        self.canvas.setLineWidth(units)

    def polygon(self, points: Sequence[Point], *, fill: bool = True, stroke: bool = False) -> None:
        path = self.canvas.beginPath()
        path.moveTo(*points[0])
        for point in points[1:]:
            path.lineTo(*point)
        path.close()
        self.canvas.drawPath(path, stroke=int(stroke), fill=int(fill))

    def polyline(self, points: Sequence[Point]) -> None:
        path = self.canvas.beginPath()
        path.moveTo(*points[0])
        for point in points[1:]:
            path.lineTo(*point)
        self.canvas.drawPath(path, stroke=1, fill=0)

    def disc(self, x: float, y: float, r: float, *, tone: float = INK) -> None:
        self.canvas.setFillGray(tone)
        self.canvas.circle(x, y, r, stroke=0, fill=1)
        self.canvas.setFillGray(INK)

    def ring(self, x: float, y: float, r: float) -> None:
        self.canvas.circle(x, y, r, stroke=1, fill=0)


def _trap(pen: Pen) -> None:
    """Spikes on a floor plate."""
    pen.polygon([(-4.8, -4.6), (4.8, -4.6), (4.8, -3.2), (-4.8, -3.2)])
    for left in (-4.6, -1.5, 1.6):
        pen.polygon([(left, -3.2), (left + 3.0, -3.2), (left + 1.5, 4.4)])


def _orc(pen: Pen) -> None:
    """A broad face with tusks and a frown."""
    pen.width(0.6)
    pen.polygon(
        [(-4.2, 2.6), (-2.6, 4.6), (2.6, 4.6), (4.2, 2.6), (3.6, -3.4), (0, -4.8), (-3.6, -3.4)],
        fill=False,
        stroke=True,
    )
    pen.polygon([(-2.8, 1.9), (-0.6, 0.9), (-0.8, 0.3), (-2.8, 1.1)])
    pen.polygon([(2.8, 1.9), (0.6, 0.9), (0.8, 0.3), (2.8, 1.1)])
    pen.polygon([(-2.3, -2.6), (-1.1, -2.6), (-1.7, -0.3)])
    pen.polygon([(2.3, -2.6), (1.1, -2.6), (1.7, -0.3)])


def _ghost(pen: Pen) -> None:
    """A sheet with a wavy hem and two hollow eyes."""
    path = pen.canvas.beginPath()
    path.moveTo(-3.9, -4.6)
    path.lineTo(-3.9, 0.8)
    path.arcTo(-3.9, -3.1, 3.9, 4.7, startAng=180, extent=-180)
    path.lineTo(3.9, -4.6)
    for x, y in ((2.6, -3.2), (1.3, -4.6), (0.0, -3.2), (-1.3, -4.6), (-2.6, -3.2)):
        path.lineTo(x, y)
    path.close()
    pen.canvas.drawPath(path, stroke=0, fill=1)
    pen.disc(-1.5, 1.0, 0.9, tone=PAPER)
    pen.disc(1.5, 1.0, 0.9, tone=PAPER)


def _zombie(pen: Pen) -> None:
    """A dark stitched head with one crossed-out eye."""
    pen.canvas.roundRect(-4.0, -4.6, 8.0, 9.2, 2.2, stroke=0, fill=1)
    pen.canvas.setStrokeGray(PAPER)
    pen.width(0.7)
    pen.polyline([(-2.8, 2.4), (-0.8, 0.4)])
    pen.polyline([(-2.8, 0.4), (-0.8, 2.4)])
    pen.polyline([(-2.6, -2.2), (2.6, -2.2)])
    for x in (-1.7, 0.0, 1.7):
        pen.polyline([(x, -3.2), (x, -1.2)])
    pen.canvas.setStrokeGray(INK)
    pen.disc(1.9, 1.4, 0.95, tone=PAPER)


def _goblin(pen: Pen) -> None:
    """A round head outlined, with long ears pointing sideways."""
    pen.width(0.8)
    pen.ring(0.0, -0.6, 3.3)
    pen.polygon([(-3.0, 0.7), (-5.0, 2.6), (-3.2, -1.6)])
    pen.polygon([(3.0, 0.7), (5.0, 2.6), (3.2, -1.6)])
    pen.disc(-1.2, 0.2, 0.7)
    pen.disc(1.2, 0.2, 0.7)
    pen.polyline([(-1.5, -2.0), (0.0, -2.7), (1.5, -2.0)])


def _warrior(pen: Pen) -> None:
    """A sword, point up and to the right."""
    pen.canvas.rotate(-45)
    pen.polygon([(-1.0, -1.6), (1.0, -1.6), (1.0, 4.4), (0, 6.0), (-1.0, 4.4)])
    pen.polygon([(-3.0, -2.7), (3.0, -2.7), (3.0, -1.6), (-3.0, -1.6)])
    pen.polygon([(-0.6, -5.0), (0.6, -5.0), (0.6, -2.7), (-0.6, -2.7)])
    pen.disc(0.0, -5.3, 0.9)


def _wizard(pen: Pen) -> None:
    """A pointed hat with a broad brim."""
    pen.polygon([(-3.0, -2.4), (3.0, -2.4), (1.2, 2.2), (2.6, 4.9), (-0.4, 2.6)])
    pen.polygon([(-4.9, -3.9), (4.9, -3.9), (3.6, -2.4), (-3.6, -2.4)])


def _cleric(pen: Pen) -> None:
    """A broad cross with equal arms."""
    pen.polygon(
        [
            (-1.4, -4.6),
            (1.4, -4.6),
            (1.4, -1.4),
            (4.6, -1.4),
            (4.6, 1.4),
            (1.4, 1.4),
            (1.4, 4.6),
            (-1.4, 4.6),
            (-1.4, 1.4),
            (-4.6, 1.4),
            (-4.6, -1.4),
            (-1.4, -1.4),
        ]
    )


def _rogue(pen: Pen) -> None:
    """A domino mask."""
    pen.polygon(
        [
            (-4.9, 1.8),
            (-2.6, 2.6),
            (0, 1.6),
            (2.6, 2.6),
            (4.9, 1.8),
            (4.4, -1.6),
            (2.2, -2.4),
            (0.0, -1.0),
            (-2.2, -2.4),
            (-4.4, -1.6),
        ]
    )
    pen.disc(-2.3, 0.2, 1.0, tone=PAPER)
    pen.disc(2.3, 0.2, 1.0, tone=PAPER)


def _potion(pen: Pen) -> None:
    """A round flask, half full."""
    pen.width(0.6)
    pen.ring(0.0, -1.6, 3.3)
    pen.canvas.wedge(-3.3, -4.9, 3.3, 1.7, 180, 180, stroke=0, fill=1)
    pen.polygon([(-1.0, 1.5), (1.0, 1.5), (1.0, 3.8), (-1.0, 3.8)], fill=False, stroke=True)
    pen.polygon([(-1.4, 3.8), (1.4, 3.8), (1.4, 4.9), (-1.4, 4.9)])


def _level_up(pen: Pen) -> None:
    """A block arrow pointing up."""
    pen.polygon(
        [(0, 4.9), (4.6, 0.4), (1.7, 0.4), (1.7, -4.7), (-1.7, -4.7), (-1.7, 0.4), (-4.6, 0.4)]
    )


def _half_artifact(pen: Pen) -> None:
    """A round medallion, one half filled."""
    pen.width(0.6)
    pen.canvas.wedge(-4.2, -4.2, 4.2, 4.2, 90, 180, stroke=0, fill=1)
    pen.ring(0.0, 0.0, 4.2)


def _gem(pen: Pen) -> None:
    """A cut stone with its facets."""
    pen.width(0.5)
    outline = [(-4.8, 1.6), (-2.6, 4.2), (2.6, 4.2), (4.8, 1.6), (0, -4.6)]
    pen.polygon(outline, fill=False, stroke=True)
    pen.polyline([(-4.8, 1.6), (4.8, 1.6)])
    pen.polyline([(-2.6, 4.2), (-1.3, 1.6), (0, -4.6), (1.3, 1.6), (2.6, 4.2)])


def _teleport(pen: Pen) -> None:
    """A portal: rings around a dark centre."""
    pen.width(0.6)
    pen.ring(0.0, 0.0, 4.5)
    pen.ring(0.0, 0.0, 2.9)
    pen.disc(0.0, 0.0, 1.4)


def _entrance(pen: Pen) -> None:
    """An open arrow pointing into the dungeon."""
    pen.width(0.9)
    pen.polyline([(0, -4.8), (0, 4.2)])
    pen.polyline([(-3.2, 1.2), (0, 4.6), (3.2, 1.2)])


def _skull(pen: Pen) -> None:
    pen.disc(0.0, 1.0, 3.9)
    pen.polygon([(-2.3, -4.6), (2.3, -4.6), (2.3, -1.6), (-2.3, -1.6)])
    pen.disc(-1.5, 1.0, 1.1, tone=PAPER)
    pen.disc(1.5, 1.0, 1.1, tone=PAPER)
    pen.canvas.setFillGray(PAPER)
    pen.polygon([(-0.6, -1.4), (0.6, -1.4), (0, -0.2)])
    pen.canvas.setFillGray(INK)


def _clover(pen: Pen) -> None:
    for x, y in ((0.0, 2.2), (0.0, -1.6), (-1.9, 0.3), (1.9, 0.3)):
        pen.disc(x, y, 1.8)
    pen.width(0.8)
    pen.polyline([(0.4, -1.6), (1.8, -4.8)])


def _boots(pen: Pen) -> None:
    """A boot, toe to the right."""
    pen.polygon(
        [
            (-2.9, 4.8),
            (1.0, 4.8),
            (1.0, 0.2),
            (3.0, -0.7),
            (4.3, -1.7),
            (4.8, -3.0),
            (4.8, -4.7),
            (-2.9, -4.7),
        ]
    )
    pen.canvas.setStrokeGray(PAPER)
    pen.width(0.5)
    pen.polyline([(-2.9, -3.6), (4.8, -3.6)])
    pen.polyline([(-2.9, 3.6), (1.0, 3.6)])


def _star(pen: Pen) -> None:
    points = []
    for index in range(10):
        radius = 5.0 if index % 2 == 0 else 2.1
        angle = math.pi / 2 + index * math.pi / 5
        points.append((radius * math.cos(angle), radius * math.sin(angle) - 0.3))
    pen.polygon(points)


def _villain(pen: Pen) -> None:
    """A horned head."""
    pen.disc(0.0, -1.2, 3.4)
    pen.polygon([(-2.8, 0.6), (-4.8, 4.9), (-1.0, 1.9)])
    pen.polygon([(2.8, 0.6), (4.8, 4.9), (1.0, 1.9)])
    pen.canvas.setFillGray(PAPER)
    pen.polygon([(-2.2, -0.4), (-0.5, -1.1), (-0.6, -1.7), (-2.1, -1.2)])
    pen.polygon([(2.2, -0.4), (0.5, -1.1), (0.6, -1.7), (2.1, -1.2)])
    pen.canvas.setFillGray(INK)


GLYPHS: dict[str, Callable[[Pen], None]] = {
    "trap": _trap,
    "orc": _orc,
    "ghost": _ghost,
    "zombie": _zombie,
    "goblin": _goblin,
    "warrior": _warrior,
    "wizard": _wizard,
    "cleric": _cleric,
    "rogue": _rogue,
    "potion": _potion,
    "level_up": _level_up,
    "half_artifact": _half_artifact,
    "gem": _gem,
    "teleport": _teleport,
    "entrance": _entrance,
    "skull": _skull,
    "clover": _clover,
    "boots": _boots,
    "ability": _star,
    "villain": _villain,
}


def draw_glyph(canvas: Canvas, name: str) -> None:
    """Draw glyph ``name`` in glyph units around the origin.

    :raises ValueError: for a name without a glyph.
    """
    glyph = GLYPHS.get(name)
    if glyph is None:
        raise ValueError(f"no glyph for symbol {name!r}; known: {', '.join(sorted(GLYPHS))}")
    canvas.setFillGray(INK)
    canvas.setStrokeGray(INK)
    glyph(Pen(canvas))

"""Draw the app's icons: a score sheet with a die on it, on the app's brown.

    python -m ui.web.draw_icons

rewrites the PNG files in ``ui/web/icons`` (and the favicon), and the packaged app's
``assets/icon.png`` that ``flet build`` reads, from this drawing, so a change to the icon
is a change to this file. Each picture is drawn four times larger and scaled down, for
smooth edges. A maskable icon fills its square (the phone cuts its own shape out of it)
and keeps the drawing inside the circle in its middle that every shape keeps (80 % of
the side across for the web; 61 % for Android's adaptive icons); the others are a
rounded square on transparency.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from ui.theme import SEED_HEX

ICONS = Path(__file__).parent / "icons"
FAVICON = Path(__file__).parent / "favicon.png"
PACKAGED_ICON = Path(__file__).parents[2] / "assets" / "icon.png"
PACKAGED_SIZE = 1024
# The part of an Android adaptive icon that no launcher's mask cuts: 66 of 108 dp.
ADAPTIVE_SAFE = 0.61
PAPER = "#fff8e7"
INK = "#3e2723"
FADED_INK = "#a1887f"
DIE = "#ffffff"
OVERSAMPLE = 4
# What a smoothed edge spills past the drawing's outline, in parts of the side.
SMOOTH_EDGE = 0.005
# Where the sheet and the die lie in the drawing's unit square, and their corners' radii.
SHEET = ((0.16, 0.1, 0.7, 0.86), 0.04)
DIE_BOX = ((0.46, 0.5, 0.9, 0.94), 0.08)

# (file, size in pixels, maskable): what the manifest, the page and the loading screen use.
PICTURES = (
    ("icon-192.png", 192, False),
    ("icon-512.png", 512, False),
    ("icon-maskable-192.png", 192, True),
    ("icon-maskable-512.png", 512, True),
    ("apple-touch-icon-192.png", 192, True),
    ("loading-animation.png", 512, False),
)
FAVICON_SIZE = 32


def reach(shape: tuple[tuple[float, float, float, float], float]) -> float:
    """How far a rounded rectangle of the unit square reaches from the square's centre."""
    (x0, y0, x1, y1), radius = shape
    corner_x = max(abs(x0 + radius - 0.5), abs(x1 - radius - 0.5))
    corner_y = max(abs(y0 + radius - 0.5), abs(y1 - radius - 0.5))
    return float((corner_x**2 + corner_y**2) ** 0.5 + radius)


# The drawing's farthest point from the centre, in parts of its side.
MOTIF_REACH = max(reach(SHEET), reach(DIE_BOX))


def draw(size: int, *, maskable: bool, safe: float = 0.8) -> Image.Image:
    """The icon, ``size`` pixels square; a maskable one keeps its drawing in the circle
    in its middle ``safe`` of the side across."""
    big = size * OVERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    if maskable:
        pen.rectangle((0, 0, big, big), fill=SEED_HEX)
        scale = (safe / 2 - SMOOTH_EDGE) / MOTIF_REACH
    else:
        pen.rounded_rectangle((0, 0, big - 1, big - 1), radius=big * 0.22, fill=SEED_HEX)
        scale = 1.0
    _motif(pen, big, scale)
    return image.resize((size, size), Image.Resampling.LANCZOS)


def _motif(pen: ImageDraw.ImageDraw, big: int, scale: float) -> None:
    """The sheet and the die, in a square of side ``big * scale`` in the middle."""

    def at(x: float, y: float) -> tuple[float, float]:
        return (big * (0.5 + (x - 0.5) * scale), big * (0.5 + (y - 0.5) * scale))

    def box(x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        return (*at(x0, y0), *at(x1, y1))

    unit = big * scale
    # The sheet: a page with a title line and a grid of boxes to tick.
    pen.rounded_rectangle(box(*SHEET[0]), radius=unit * SHEET[1], fill=PAPER)
    pen.rectangle(box(0.24, 0.18, 0.58, 0.23), fill=INK)
    for row in range(3):
        for column in range(2):
            x, y = 0.24 + column * 0.17, 0.31 + row * 0.16
            pen.rectangle(
                box(x, y, x + 0.11, y + 0.11), outline=FADED_INK, width=max(1, round(unit * 0.02))
            )
    pen.line(
        (*at(0.26, 0.37), *at(0.295, 0.405), *at(0.34, 0.33)),
        fill=INK,
        width=round(unit * 0.03),
        joint="curve",
    )
    # The die, over the sheet's corner: white with dark pips, showing five.
    pen.rounded_rectangle(
        box(*DIE_BOX[0]),
        radius=unit * DIE_BOX[1],
        fill=DIE,
        outline=INK,
        width=max(1, round(unit * 0.025)),
    )
    pip = 0.045
    for x, y in ((0.57, 0.61), (0.79, 0.61), (0.68, 0.72), (0.57, 0.83), (0.79, 0.83)):
        pen.ellipse(box(x - pip, y - pip, x + pip, y + pip), fill=INK)


def write_all() -> None:
    ICONS.mkdir(exist_ok=True)
    for name, size, maskable in PICTURES:
        picture = draw(size, maskable=maskable)
        if maskable:
            picture = picture.convert("RGB")
        picture.save(ICONS / name, optimize=True)
    draw(FAVICON_SIZE, maskable=False).save(FAVICON, optimize=True)
    PACKAGED_ICON.parent.mkdir(exist_ok=True)
    packaged = draw(PACKAGED_SIZE, maskable=True, safe=ADAPTIVE_SAFE)
    packaged.convert("RGB").save(PACKAGED_ICON, optimize=True)


if __name__ == "__main__":
    write_all()

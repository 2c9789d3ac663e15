"""What a person sees on a page, checked through the boxes Flutter's semantics tree gives
every text and target (``tests.e2e.layout_check``): no text over another, no word cut,
no glyph the app's fonts lack (drawn as an empty box), no target under 44 px.

A text's box is what Flutter laid it out in: when a word is wider than the box even in
the smallest type the app uses, the word is cut or broken inside.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tests.e2e.layout_check import LEAVES, TARGETS, Node, drawn_nodes, overlaps
from tests.text_fit import font, text_width
from ui import fonts

SMALLEST_TYPE = 9
# The box of a labelled icon is narrower than this.
ICON_PX = 40
TARGET_PX = 44
# Antialiased and rounded boxes.
SLACK = 2.0
# No screen of the app is longer than this many windows: a control further down was laid
# out wrong (an error box of endless height put Fury of Dracula's "End combat" at
# y = 99,560 px).
LONGEST_SCREEN = 25


@cache
def _has_glyph(character: str) -> bool:
    """Whether the app's text font draws ``character`` (else it is its empty box), or
    the emoji font this server serves does."""
    if character.isspace() or ord(character) < 0x20:
        return True
    if _drawn(character, font(SMALLEST_TYPE)) != _drawn("\ue000", font(SMALLEST_TYPE)):
        return True
    emoji = fonts.emoji_font()
    if emoji is None:
        return False
    from PIL import ImageFont

    # The colour emoji font comes in this one size.
    colour = ImageFont.truetype(str(emoji), 109)
    return _drawn(character, colour) != _drawn("\ue000", colour)


def _drawn(text: str, face: Any) -> bytes:
    from PIL import Image, ImageDraw

    image = Image.new("L", (160, 160))
    ImageDraw.Draw(image).text((0, 0), text, font=face, fill=255)
    return image.tobytes()


def cut_words(nodes: list[Node]) -> list[str]:
    """Texts with a word wider than their box even in the app's smallest type: Flutter
    breaks such a word inside (or cuts it). Only texts of one line of words count: a node
    that merges several texts or a tooltip with its text has the size of just one of them,
    and a node a scrolled area clips is lower than its text; an icon is labelled in a box
    of its own size."""
    found = []
    for node in nodes:
        if not node.text or node.box or "\n" in node.text or node.h < SMALLEST_TYPE:
            continue
        if node.w < ICON_PX:
            # An icon's label, not a text drawn in its box.
            continue
        widest = max(node.text.split(), key=lambda word: text_width(word, SMALLEST_TYPE))
        if text_width(widest, SMALLEST_TYPE) > node.w + SLACK:
            found.append(f"{widest!r} is wider than its box: {node}")
    return found


def tofu(nodes: list[Node]) -> list[str]:
    """Texts with a character the fonts cannot draw."""
    return [
        f"{[c for c in node.text if not _has_glyph(c)]} in {node}"
        for node in nodes
        if any(not _has_glyph(c) for c in node.text)
    ]


def small_targets(nodes: list[Node]) -> list[str]:
    """Targets smaller than a finger both ways (a target that a scrolled area clips is
    smaller one way only)."""
    return [
        f"a target of {node.w:.0f}x{node.h:.0f} px: {node}"
        for node in nodes
        if node.role in TARGETS and node.w + SLACK < TARGET_PX and node.h + SLACK < TARGET_PX
    ]


def out_of_reach(page: object) -> list[str]:
    """Controls placed further than any screen of the app goes."""
    viewport = page.viewport_size  # type: ignore[attr-defined]
    nodes = [Node(**raw) for raw in page.evaluate(LEAVES)]  # type: ignore[attr-defined]
    return [
        f"placed beyond reach: {node}"
        for node in nodes
        if node.y > LONGEST_SCREEN * viewport["height"] or node.x > 3 * viewport["width"]
    ]


def seen_faults(page: object) -> list[str]:
    """Everything wrong with what ``page`` shows now, by its semantics tree."""
    nodes = drawn_nodes(page)
    found = overlaps(nodes) + cut_words(nodes) + tofu(nodes) + small_targets(nodes)
    return found + out_of_reach(page)


def seen_in_dialog(page: object) -> list[str]:
    """What is wrong in an open dialog: its list's rows scrolled out of its box keep their
    places in the semantics tree, so overlaps and reach are not judged there."""
    nodes = drawn_nodes(page)
    return cut_words(nodes) + tofu(nodes) + small_targets(nodes)

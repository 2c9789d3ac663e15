"""Text over text or over boxes, found on the page as Chromium lays it out.

Flutter's semantics tree gives every text and every tappable box of the screen its
bounding box in the page. A text that crosses another text, or a box's edge, is drawn over
it: a label either lies inside a box (the number in a level box) or clear of it. Nodes
that a scrolled area clips (under the app bar or the bar at the bottom) are left out, as
they are not drawn where their box says; so is the app bar, which Flutter lays out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

# The bar at the bottom is named for screen readers by a line at its top: the sheet ends
# there, and the nodes after it in the tree are the bar's.
BAR_LABELS = ("Kostky a akce", "Dice and actions")
_FIND_BAR = f"""
    const labels = {json.dumps(BAR_LABELS)};
    const bar = [...document.querySelectorAll('flt-semantics')].find(
        e => labels.includes((e.getAttribute('aria-label') || e.textContent || '').trim()));
"""
LEAVES = (
    "() => {"
    + _FIND_BAR
    + """
    return [...document.querySelectorAll('flt-semantics')]
        .filter(e => !e.querySelector('flt-semantics') && e !== bar)
        .map(e => {
            const r = e.getBoundingClientRect();
            return {
                text: (e.getAttribute('aria-label') || e.textContent || '').trim(),
                role: e.getAttribute('role') || '',
                x: r.x, y: r.y, w: r.width, h: r.height,
                in_bar: !!bar
                    && !!(bar.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING),
            };
        });
}"""
)
BAR = "() => {" + _FIND_BAR + "return bar ? {y: bar.getBoundingClientRect().y} : null; }"
APP_BAR_H = 56
TARGETS = ("button", "checkbox", "radio", "switch", "tab", "menuitem", "link", "slider")
# Antialiased edges may touch by a pixel.
TOUCH = 1.5


@dataclass(frozen=True)
class Node:
    text: str
    role: str
    x: float
    y: float
    w: float
    h: float
    in_bar: bool = False

    @property
    def box(self) -> bool:
        """A target: its label is drawn inside it or beside it, within its box."""
        return self.role in TARGETS

    def overlap(self, other: Node) -> float:
        dx = min(self.x + self.w, other.x + other.w) - max(self.x, other.x)
        dy = min(self.y + self.h, other.y + other.h) - max(self.y, other.y)
        return min(dx, dy) if dx > 0 and dy > 0 else 0.0

    def contains(self, other: Node) -> bool:
        return (
            self.x - TOUCH <= other.x
            and self.y - TOUCH <= other.y
            and other.x + other.w <= self.x + self.w + TOUCH
            and other.y + other.h <= self.y + self.h + TOUCH
        )

    def __str__(self) -> str:
        return f"{self.text[:40]!r} at ({self.x:.0f}, {self.y:.0f}) {self.w:.0f}x{self.h:.0f}"


def drawn_nodes(page: Any) -> list[Node]:
    """The texts and boxes the page draws where their semantics say."""
    viewport = page.viewport_size
    bar = page.evaluate(BAR)
    sheet_bottom = bar["y"] if bar else viewport["height"]
    nodes = [Node(**raw) for raw in page.evaluate(LEAVES)]
    drawn = []
    for node in nodes:
        if node.w <= 0 or node.h <= 0 or not (node.text or node.box):
            continue
        # The app bar is Flutter's own; what scrolls under it or under the bar is hidden.
        top, bottom = (
            (sheet_bottom, viewport["height"]) if node.in_bar else (APP_BAR_H, sheet_bottom)
        )
        if node.y < top - TOUCH or node.y + node.h > bottom + TOUCH:
            continue
        if node.x < -TOUCH or node.x + node.w > viewport["width"] + TOUCH:
            continue
        drawn.append(node)
    return drawn


def overlaps(nodes: list[Node]) -> list[str]:
    """Every text drawn over another text or across a box's edge."""
    texts = [n for n in nodes if n.text and not n.box]
    boxes = [n for n in nodes if n.box]
    found = [
        f"{text} over {other}"
        for index, text in enumerate(texts)
        for other in texts[index + 1 :]
        if text.overlap(other) > TOUCH
    ]
    found += [
        f"{text} across {box}"
        for text in texts
        for box in boxes
        if text.overlap(box) > TOUCH and not box.contains(text)
    ]
    return found

"""Which targets on a page are smaller than a finger (44×44 px), read in Chromium
through Flutter's semantics tree. A target cut by the edge of a scrolled list counts as
whole (it is tapped once scrolled in)."""

from __future__ import annotations

from typing import Any

SMALLEST = 44
# Flutter places boxes at fractions of a pixel: 43.99 px is 44.
SLACK = 0.05
# The tappable nodes, each with its box and the box of the nearest node that clips it.
TARGETS = """() => {
    const roles = new Set(['button', 'checkbox', 'radio', 'switch', 'tab', 'link',
        'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'slider']);
    const found = [];
    for (const node of document.querySelectorAll('flt-semantics')) {
        if (!roles.has(node.getAttribute('role'))) continue;
        const box = node.getBoundingClientRect();
        let clip = null;
        for (let up = node.parentElement; up; up = up.parentElement) {
            const style = getComputedStyle(up);
            if (up.tagName === 'FLT-SEMANTICS'
                && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
                const c = up.getBoundingClientRect();
                clip = {x: c.x, y: c.y, right: c.right, bottom: c.bottom};
                break;
            }
        }
        found.push({
            role: node.getAttribute('role'),
            name: (node.getAttribute('aria-label') || node.innerText || '').slice(0, 60),
            x: box.x, y: box.y, right: box.right, bottom: box.bottom,
            width: box.width, height: box.height, clip,
        });
    }
    return found;
}"""


def _cut_by_scrolling(target: dict[str, Any], width: int, height: int) -> bool:
    """Whether the target's box ends at the edge of the list it scrolls in, or of the
    window: the rest of it is out of view."""
    clip = target["clip"] or {"x": 0, "y": 0, "right": width, "bottom": height}
    edges = (
        abs(target["y"] - clip["y"]) < 1 or abs(target["bottom"] - clip["bottom"]) < 1,
        abs(target["x"] - clip["x"]) < 1 or abs(target["right"] - clip["right"]) < 1,
    )
    return (target["height"] < SMALLEST - SLACK and edges[0]) or (
        target["width"] < SMALLEST - SLACK and edges[1]
    )


def too_small(page: Any) -> list[str]:
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    return [
        f"{t['role']} {t['name']!r}: {t['width']:.0f}×{t['height']:.0f} px"
        for t in page.evaluate(TARGETS)
        if min(t["width"], t["height"]) < SMALLEST - SLACK
        and t["bottom"] > 0
        and t["y"] < height
        and t["width"] > 0
        and not _cut_by_scrolling(t, width, height)
    ]

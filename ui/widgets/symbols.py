"""The signs of the layout model (``"trap"``, ``"gem"``, ``"warrior"``...) as icons.

Icons come from the Material font the web client serves itself; every sign keeps its
shape in black and white, so nothing depends on colour. A sign drawn on a canvas is the
same glyph of that font, written as text: :data:`GLYPHS` holds each sign's code point in
the font (Flet names an icon by its own number, not the font's).
"""

from __future__ import annotations

import flet as ft

ICONS: dict[str, ft.IconData] = {
    "trap": ft.Icons.WARNING,
    "orc": ft.Icons.SPORTS_MMA,
    "ghost": ft.Icons.BLUR_ON,
    "zombie": ft.Icons.SICK,
    "goblin": ft.Icons.PEST_CONTROL,
    "warrior": ft.Icons.SHIELD,
    "wizard": ft.Icons.AUTO_FIX_HIGH,
    "cleric": ft.Icons.HEALING,
    "rogue": ft.Icons.VPN_KEY,
    "potion": ft.Icons.SCIENCE,
    "level_up": ft.Icons.UPGRADE,
    "half_artifact": ft.Icons.EXTENSION,
    "gem": ft.Icons.DIAMOND,
    "teleport": ft.Icons.SYNC_ALT,
    "entrance": ft.Icons.LOGIN,
    "skull": ft.Icons.DANGEROUS,
    "clover": ft.Icons.FILTER_VINTAGE,
    "boots": ft.Icons.HIKING,
    "ability": ft.Icons.STAR,
    "villain": ft.Icons.WHATSHOT,
}

# The font the web client draws Material icons with, and the code points of the signs
# (and of the pencil's cross and dot) in it.
ICON_FONT = "MaterialIcons"
GLYPHS: dict[str, int] = {
    "trap": 0xE6CB,
    "orc": 0xE5EE,
    "ghost": 0xE0ED,
    "zombie": 0xE5A4,
    "goblin": 0xE49F,
    "warrior": 0xE596,
    "wizard": 0xE0BB,
    "cleric": 0xE304,
    "rogue": 0xE6C7,
    "potion": 0xE55A,
    "level_up": 0xE694,
    "half_artifact": 0xE250,
    "gem": 0xF04ED,
    "teleport": 0xE630,
    "entrance": 0xE3B2,
    "skull": 0xE1AF,
    "clover": 0xE284,
    "boots": 0xE313,
    "ability": 0xE5F9,
    "villain": 0xE6E3,
    "cross": 0xE16A,
    "dot": 0xE163,
}


def label_size(size: float) -> float:
    """The font size of a sign's label, for a sign ``size`` pixels across."""
    return max(11.0, size * 0.45)

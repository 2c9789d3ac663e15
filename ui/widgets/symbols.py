"""The signs of the layout model (``"trap"``, ``"gem"``, ``"warrior"``...) as icons.

Icons come from the Material font the web client serves itself; every sign keeps its
shape in black and white, so nothing depends on colour.
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


def symbol_control(symbol: str, size: float, mark: str = "none", label: str = "") -> ft.Control:
    """The icon of ``symbol`` (its name as text for an unknown one), with the pencil
    mark a player made on it, and a short label such as a level or a gem letter on its
    right, beside the sign rather than over it (as on the printed sheet)."""
    icon = ICONS.get(symbol)
    glyph: ft.Control = (
        ft.Icon(icon, size=size * 0.8, color=ft.Colors.ON_SURFACE)
        if icon is not None
        else ft.Text(symbol, size=size * 0.4)
    )
    if mark == "none":
        # A sign as printed is its glyph in a box: two controls where a marked one needs
        # four, and a sheet has dozens (every control a phone shows takes server memory).
        sign: ft.Control = ft.Container(
            glyph, width=size, height=size, alignment=ft.Alignment.CENTER
        )
        return _labelled(sign, size, label) if label else sign
    layers: list[ft.Control] = [ft.Container(glyph, alignment=ft.Alignment.CENTER)]
    if mark == "crossed":
        layers.append(
            ft.Container(
                ft.Icon(ft.Icons.CLOSE, size=size, color=ft.Colors.ERROR),
                alignment=ft.Alignment.CENTER,
            )
        )
    elif mark == "circled":
        layers.append(
            ft.Container(border=ft.Border.all(2, ft.Colors.ON_SURFACE), shape=ft.BoxShape.CIRCLE)
        )
    marked = ft.Stack(layers, width=size, height=size)
    return _labelled(marked, size, label) if label else marked


def _labelled(sign: ft.Control, size: float, label: str) -> ft.Control:
    return ft.Row(
        [
            sign,
            ft.Text(
                label,
                size=label_size(size),
                weight=ft.FontWeight.BOLD,
                color=ft.Colors.ON_SURFACE,
                no_wrap=True,
            ),
        ],
        spacing=1,
        tight=True,
        vertical_alignment=ft.CrossAxisAlignment.END,
    )


def label_size(size: float) -> float:
    """The font size of a sign's label, for a sign ``size`` pixels across."""
    return max(11.0, size * 0.45)

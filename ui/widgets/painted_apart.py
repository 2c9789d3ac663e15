"""A part of a screen that the browser paints apart from the rest of it.

Flutter paints a frame again for every control that shares a layer with what changed (up
to the nearest repaint boundary). The Paper Dungeons dungeon is three canvases of a few
hundred shapes and words, each laid out again whenever it is painted: sharing a layer with
the bar below it, it was painted again in every frame of a spinning die, of a button's
ripple and of a new prompt, and those frames took two or three times as long. Flet has no
control for a layer of its own, but a scroll view is painted on one; holding content that
fits, it never scrolls, and with its scroll bar hidden it shows just what it holds.
"""

from __future__ import annotations

import flet as ft


def painted_apart(control: ft.Control) -> ft.Column:
    """``control`` on a layer of its own, looking as it did."""
    return ft.Column([control], scroll=ft.ScrollMode.HIDDEN)

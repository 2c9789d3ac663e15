"""The boxes of the sheet a player taps on screen: made once, restyled in place.

A :class:`Cell` is a box a player marks with a pencil on paper (a hero level, a potion, an
artifact half). It is shown a look and restyles its control only when the look changed
(see :mod:`ui.widgets.redraw`), so an action sends the few properties that changed and
nothing else. Marks never
rely on colour alone: a filled box is dark with light text, a lit one (a legal target of
the picked die) a thick ring. A :class:`Look` is also how the boxes a player only
reads are drawn (:mod:`ui.paper_dungeons.drawn_boxes`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import flet as ft

from sheets.layout import Mark
from ui.widgets.fixed import fixed
from ui.widgets.redraw import Restyled

TAP_SIZE = 44
LIT_BORDER = 3.0
# Shared by every box (none is changed in place): Flet keeps copies of each object it
# sends, so a border per box would cost a phone's session a few controls' worth.
FRAME = fixed(ft.Border.all(1, ft.Colors.OUTLINE))
RING = fixed(ft.Border.all(LIT_BORDER, ft.Colors.PRIMARY))


@dataclass(frozen=True, slots=True)
class Look:
    mark: Mark = "none"
    text: str = ""
    lit: bool = False
    printed: bool = False


class Cell(Restyled[Look]):
    """One box a player taps, ``width`` x ``height`` pixels: a frame holding its number, two
    controls (a phone's session keeps every control it shows). Marked, it is dark with
    light text. Lit (a legal target of the picked die), a thick ring is laid over it, told
    apart by its width and not by its colour alone; the ring is made when the box is first
    lit and then only shown or hidden, the cheapest change to send."""

    def __init__(
        self,
        width: float,
        height: float,
        *,
        text_size: float = 14,
        on_tap: Callable[[], None] | None = None,
        label: str = "",
    ) -> None:
        self.width, self.height = width, height
        self.text = ft.Text(
            "",
            size=text_size,
            text_align=ft.TextAlign.CENTER,
            no_wrap=True,
            weight=ft.FontWeight.BOLD,
        )
        self.ring: ft.Container | None = None
        self.control = ft.Container(
            self.text,
            width=width,
            height=height,
            alignment=ft.Alignment.CENTER,
            border=FRAME,
            on_click=(lambda e: on_tap()) if on_tap is not None else None,
            tooltip=label or None,
        )
        self.show(Look())

    def draw(self, look: Look) -> list[ft.Control]:
        before = self.shown
        if before is not None and replace(before, lit=look.lit) == look and self.ring is not None:
            self.ring.visible = look.lit
            return [self.ring]
        box, filled = self.control, look.mark == "filled"
        box.bgcolor = (
            ft.Colors.ON_SURFACE
            if filled
            else ft.Colors.SURFACE_CONTAINER_HIGHEST
            if look.printed
            else None
        )
        self.text.value = look.text
        self.text.color = ft.Colors.SURFACE if filled else ft.Colors.ON_SURFACE
        if look.lit or self.ring is not None:
            self._ring().visible = look.lit
        return [box]

    def _ring(self) -> ft.Container:
        if self.ring is None:
            self.ring = ft.Container(
                width=self.width,
                height=self.height,
                border=RING,
                bgcolor=ft.Colors.with_opacity(0.2, ft.Colors.PRIMARY),
            )
            # The box's border stays under the ring: the layers fill the box.
            self.control.alignment = None
            self.control.content = ft.Stack([self.text, self.ring], alignment=ft.Alignment.CENTER)
        return self.ring

"""The boxes of the sheet on screen: made once, restyled in place.

A :class:`Cell` is a box a player marks with a pencil on paper (a hero level, a potion, an
artifact half, a round box). It keeps the look it shows and changes its control only when
the look changes, so an action sends the few properties that changed and nothing else.
Marks never rely on colour alone: a filled box is dark with light text, a crossed one
carries a cross, a lit one (a legal target of the picked die) a thick border.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import flet as ft

from sheets.layout import Mark

TAP_SIZE = 44
LIT_BORDER = 3.0


@dataclass(frozen=True, slots=True)
class Look:
    mark: Mark = "none"
    text: str = ""
    lit: bool = False
    printed: bool = False


class Cell:
    """One box, ``width`` x ``height`` pixels; ``on_tap`` makes it a button. Being lit is
    a ring laid over the box and shown or hidden, the cheapest change to send. The ring
    and the cross are made when the box first needs them: most boxes of a sheet are never
    crossed, and every control a phone shows takes memory on the server."""

    def __init__(
        self,
        width: float,
        height: float,
        *,
        text_size: float = 14,
        on_tap: Callable[[], None] | None = None,
        label: str = "",
    ) -> None:
        self.look: Look | None = None
        self.width, self.height = width, height
        self.text = ft.Text(
            "",
            size=text_size,
            text_align=ft.TextAlign.CENTER,
            no_wrap=True,
            weight=ft.FontWeight.BOLD,
        )
        self.cross: ft.Icon | None = None
        self.ring: ft.Container | None = None
        self.layers = ft.Stack([self.text], alignment=ft.Alignment.CENTER)
        self.control = ft.Container(
            self.layers,
            width=width,
            height=height,
            # No alignment of its own: the layers fill the box and centre what they hold.
            border=ft.Border.all(1, ft.Colors.OUTLINE),
            on_click=(lambda e: on_tap()) if on_tap is not None else None,
            tooltip=label or None,
        )
        self.show(Look())

    def show(self, look: Look) -> list[ft.Control]:
        """Take ``look``; the controls to send (none when it was shown already)."""
        before, self.look = self.look, look
        if look == before:
            return []
        if before is not None and replace(before, lit=look.lit) == look and self.ring is not None:
            self.ring.visible = look.lit
            return [self.ring]
        box, filled = self.control, look.mark == "filled"
        ink = ft.Colors.SURFACE if filled else ft.Colors.ON_SURFACE
        box.bgcolor = (
            ft.Colors.ON_SURFACE
            if filled
            else ft.Colors.SURFACE_CONTAINER_HIGHEST
            if look.printed
            else None
        )
        circled = look.mark == "circled"
        box.shape = ft.BoxShape.CIRCLE if circled else ft.BoxShape.RECTANGLE
        box.border = ft.Border.all(
            2.0 if circled else 1.0, ft.Colors.ON_SURFACE if circled else ft.Colors.OUTLINE
        )
        if look.lit or self.ring is not None:
            self._ring().visible = look.lit
        self.text.value = look.text
        if look.text:
            self.text.color = ink
        if look.mark == "crossed" or self.cross is not None:
            cross = self._cross()
            cross.visible = look.mark == "crossed"
            if cross.visible:
                cross.color = ink
        return [box]

    def _ring(self) -> ft.Container:
        if self.ring is None:
            self.ring = ft.Container(
                width=self.width,
                height=self.height,
                border=ft.Border.all(LIT_BORDER, ft.Colors.PRIMARY),
                bgcolor=ft.Colors.with_opacity(0.2, ft.Colors.PRIMARY),
            )
            self.layers.controls.append(self.ring)
        return self.ring

    def _cross(self) -> ft.Icon:
        if self.cross is None:
            self.cross = ft.Icon(ft.Icons.CLOSE, size=min(self.width, self.height) * 0.8)
            # Under the ring, as it always was.
            self.layers.controls.insert(1, self.cross)
        return self.cross

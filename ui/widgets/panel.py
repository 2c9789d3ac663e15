"""A part of a screen that redraws itself only when what it shows has changed.

A :class:`Panel` is built from a ``signature`` (the data it depends on, comparable) and a
``build`` function that turns the current data into controls. :meth:`Panel.refresh` shows
it the signature (:class:`~ui.widgets.redraw.Redrawn`), so that it rebuilds only when the
signature differs from the last one, and, being an isolated control, sends only itself to
the device.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from ui.widgets.isolated import isolated
from ui.widgets.redraw import Redrawn


@isolated
class Panel(Redrawn[object], ft.Container):
    def __init__(
        self,
        signature: Callable[[], object],
        build: Callable[[], list[ft.Control]],
        *,
        spacing: float = 8,
        stretch: bool = False,
    ) -> None:
        super().__init__()
        self.signature = signature
        self.build_controls = build
        self.column = ft.Column(
            spacing=spacing,
            horizontal_alignment=(
                ft.CrossAxisAlignment.STRETCH if stretch else ft.CrossAxisAlignment.START
            ),
        )
        self.content = self.column
        self.refresh()

    def refresh(self) -> bool:
        """Rebuild when the signature changed; whether it did (then call :meth:`update`)."""
        return self.show(self.signature())

    def changes(self) -> list[ft.Control]:
        """Rebuild when the signature changed; the controls to send (this panel, when it
        did)."""
        return [self] if self.refresh() else []

    def draw(self, value: object) -> None:
        controls = self.build_controls()
        self.column.controls = controls
        self.visible = bool(controls)

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
from ui.widgets.redraw import Parts, Redrawn

# The controls a restyling panel shows, and of them those its build changed.
Restyling = tuple[list[ft.Control], list[ft.Control]]


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


@isolated
class RestylingPanel(Panel):
    """A :class:`Panel` whose build keeps its controls and restyles them, saying which it
    changed. While the panel shows the same controls, a change sends the controls it
    changed rather than the panel, whose update would compare every control in it: the
    screen sends them together with the rest of its change, in one message (the client
    draws a frame for each message it takes in, and a change seen over several frames
    costs a phone more)."""

    # Stated again: Flet's control decorator gives the class a generated ``__init__``.
    def __init__(
        self,
        signature: Callable[[], object],
        build: Callable[[], Restyling],
        *,
        spacing: float = 8,
        stretch: bool = False,
    ) -> None:
        self.restyle = build
        self.parts = Parts()
        self.sending: list[ft.Control] = []
        super().__init__(signature, lambda: build()[0], spacing=spacing, stretch=stretch)

    def changes(self) -> list[ft.Control]:
        return self.sending if self.refresh() else []

    def draw(self, value: object) -> None:
        shown, changed = self.restyle()
        if self.parts.show("shown", tuple(map(id, shown)), lambda: self._hold(shown)):
            self.sending = [self]
        else:
            self.sending = changed

    def _hold(self, shown: list[ft.Control]) -> None:
        self.column.controls = shown
        self.visible = bool(shown)

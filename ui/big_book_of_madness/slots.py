"""Parts of a panel that are rebuilt and sent only when what they show changes, so that
an update sends the parts that differ and leaves the rest of the panel alone."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from ui.widgets.isolated import isolated

_NOTHING_SHOWN = object()


@isolated
class Part(ft.Container):
    """A container sent on its own: its ``update`` sends only it, and the update of a
    panel around it leaves its content out."""


class Slot:
    """``holder`` stays in the panel; ``fill(key, build)`` replaces its content when
    ``key`` differs from the last one (``build`` may return ``None``: nothing shown) and
    says whether it did, so that only the changed holders are sent."""

    def __init__(self) -> None:
        self.key: object = _NOTHING_SHOWN
        self.holder = Part()

    def fill(self, key: object, build: Callable[[], ft.Control | None]) -> bool:
        if key == self.key:
            return False
        self.key = key
        self.holder.content = build()
        self.holder.visible = self.holder.content is not None
        return True

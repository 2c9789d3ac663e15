"""Parts of a panel that are rebuilt and sent on their own when what they show changes
(:class:`~ui.widgets.redraw.Parts`), so that an update sends the parts that differ and
leaves the rest of the panel alone."""

from __future__ import annotations

import flet as ft

from ui.widgets.isolated import isolated
from ui.widgets.reuse import reuse_one


@isolated
class Part(ft.Container):
    """A container sent on its own: its ``update`` sends only it, and the update of a
    panel around it leaves its content out."""

    def hold(self, content: ft.Control | None) -> None:
        """Show ``content`` (``None``: nothing, and the part is hidden), in the controls
        already shown wherever they fit (:mod:`ui.widgets.reuse`)."""
        shown = self.content
        if content is not None and isinstance(shown, ft.Control):
            content = reuse_one(shown, content)
        self.content = content
        self.visible = content is not None

"""Parts of a panel that are rebuilt and sent on their own when what they show changes
(:class:`~ui.widgets.redraw.Parts`), so that an update sends the parts that differ and
leaves the rest of the panel alone."""

from __future__ import annotations

from typing import cast

import flet as ft
from flet.controls.base_control import BaseControl

from ui.widgets.isolated import isolated
from ui.widgets.redraw import restyle
from ui.widgets.reuse import reuse_one


@isolated
class Part(ft.Container):
    """A container sent on its own: its ``update`` sends only it, and the update of a
    panel around it leaves its content out."""

    def hold(self, content: ft.Control | None) -> list[ft.Control]:
        """Show ``content`` (``None``: nothing, and the part is hidden), in the controls
        already shown wherever they fit (:mod:`ui.widgets.reuse`). The controls to send:
        the part when what it holds was replaced, shown or hidden, else the controls
        kept whose properties changed."""
        shown = self.content
        changed: list[BaseControl] = []
        if content is not None and isinstance(shown, ft.Control):
            content = reuse_one(shown, content, changed)
        restyled: list[ft.Control] = restyle(self, visible=content is not None)
        if content is shown:
            # Found within a control, what changed is a control too.
            return restyled or cast(list[ft.Control], changed)
        self.content = content
        return [self]

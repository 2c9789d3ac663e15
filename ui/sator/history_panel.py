"""What happened, newest first, told by the rules' events: never by the actions, whose
details (the prayer a player drew) may be secret.

A new action adds its lines at the top and only those are sent; an undo redraws.
"""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from sheets.core.actions import Action
from sheets.core.events import Event
from ui.i18n import Texts

Entry = tuple[Action, tuple[Event, ...]]
MAX_LINES = 120


@ft.control(isolated=True)
class HistoryPanel(ft.Column):
    def __init__(self, texts: Texts, **kwargs: object) -> None:
        super().__init__(spacing=2, **kwargs)
        self.t = texts
        self.entries: list[Entry] = []
        self.lines = ft.Column(spacing=4)
        self.empty = ft.Text(texts("sator.history.empty"), italic=True)
        self.controls = [
            ft.Text(texts("common.history"), theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
            self.empty,
            self.lines,
        ]

    def show(self, history: Sequence[Entry]) -> bool:
        """Bring the lines up to date with the game's log; whether anything changed."""
        old = self.entries
        if len(history) == len(old) and (not old or history[-1] == old[-1]):
            return False
        if len(history) >= len(old) and list(history[: len(old)]) == old:
            added = history[len(old) :]
        else:
            added = history
            self.lines.controls = []
        fresh = [line for entry in reversed(added) for line in self._lines(entry)]
        self.lines.controls = (fresh + self.lines.controls)[:MAX_LINES]
        self.entries = list(history)
        self.empty.visible = not history
        return True

    def _lines(self, entry: Entry) -> list[ft.Control]:
        _, events = entry
        return [ft.Text(self.t.event(event), size=13, selectable=True) for event in events] + [
            ft.Divider(height=4)
        ]

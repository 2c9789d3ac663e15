"""What happened, newest first, told by the rules' events: never by the actions, whose
details (the prayer a player drew) may be secret.

The panel shows the latest actions, one block of lines each; the whole game is a tap
away. A new action adds its block at the top, an undo takes the top block away, and only
that is sent.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from sheets.core.events import Event
from ui.i18n import Texts
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Redrawn

# An action of the history, told by its events.
Entry = tuple[Event, ...]
SHOWN_ACTIONS = 30


def entry_lines(t: Texts, events: Entry) -> list[ft.Control]:
    return [ft.Text(t.event(event), size=13, selectable=True) for event in events]


@isolated
class HistoryPanel(Redrawn[tuple[Entry, ...]], ft.Column):
    def __init__(self, texts: Texts, on_all: Callable[[], None]) -> None:
        super().__init__(spacing=2)
        self.t = texts
        self.blocks = ft.Column(spacing=4)
        self.empty = ft.Text(texts("sator.history.empty"), italic=True)
        self.more = ft.TextButton(
            texts("sator.history.all"), on_click=lambda e: on_all(), visible=False
        )
        self.controls = [
            ft.Text(texts("common.history"), theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
            self.empty,
            self.blocks,
            self.more,
        ]

    def draw(self, value: tuple[Entry, ...]) -> None:
        """Bring the blocks up to date with the game's log: the blocks of the entries
        it still begins with are kept."""
        old, history = self.shown or (), value
        kept = 0
        for mine, theirs in zip(old, history, strict=False):
            if mine != theirs:
                break
            kept += 1
        dropped = len(old) - kept
        if dropped >= len(self.blocks.controls):
            blocks: list[ft.Control] = []
            added = history[max(0, len(history) - SHOWN_ACTIONS) :]
        else:
            blocks = list(self.blocks.controls[dropped:])
            added = history[kept:]
        fresh = [self._block(entry) for entry in reversed(added)]
        self.blocks.controls = (fresh + blocks)[:SHOWN_ACTIONS]
        self.empty.visible = not history
        self.more.visible = len(history) > SHOWN_ACTIONS

    def _block(self, entry: Entry) -> ft.Control:
        return ft.Column([*entry_lines(self.t, entry), ft.Divider(height=4)], spacing=2)

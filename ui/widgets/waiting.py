"""One line on every play screen: whom the game waits for now, as its rules say
(:attr:`~sheets.core.registry.GameRules.awaiting`), by the players' names."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from sheets.i18n import joined
from ui.i18n import Texts
from ui.widgets.redraw import Redrawn


class WaitingLine(Redrawn[str]):
    def __init__(self, t: Texts) -> None:
        self.t = t
        self.control = ft.Text(
            size=13, italic=True, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS, visible=False
        )

    def say(self, names: Sequence[str], *, everybody: bool, you: bool = False) -> bool:
        """Say whom the game waits for: this device's player (``you``) and ``names``
        (nobody: the line is hidden); whether it changed."""
        t = self.t
        if everybody:
            text = t("common.waiting_everybody")
        elif you:
            others = joined(names, t.language)
            text = t("common.waiting_you", names=others, count=len(names))
        elif names:
            text = t("common.waiting", names=joined(names, t.language), count=len(names))
        else:
            text = ""
        return self.show(text)

    def draw(self, value: str) -> None:
        self.control.value = value
        self.control.visible = bool(value)

"""One line on every play screen: whom the game waits for now, as its rules say
(:attr:`~sheets.core.registry.GameRules.awaiting`), by the players' names."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from sheets.i18n import joined
from ui.i18n import Texts


class WaitingLine:
    def __init__(self, t: Texts) -> None:
        self.t = t
        self.control = ft.Text(
            size=13, italic=True, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS, visible=False
        )

    def show(self, names: Sequence[str], *, everybody: bool) -> bool:
        """Say whom the game waits for (nobody: the line is hidden); whether it changed."""
        t = self.t
        if everybody:
            text = t("common.waiting_everybody")
        elif names:
            text = t("common.waiting", names=joined(names, t.language), count=len(names))
        else:
            text = ""
        if text == self.control.value and self.control.visible == bool(text):
            return False
        self.control.value = text
        self.control.visible = bool(text)
        return True

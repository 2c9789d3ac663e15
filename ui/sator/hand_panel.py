"""A player's own cards: Incertus Movet in hand, the Liber Fidei prayers held (with what
each does) and those still in their pile. Only a device holding that seat shows them, or
the shared device while the player whose turn it is has opened them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.i18n import joined
from sheets.sator.names import prayer_name
from sheets.sator.view import HandView
from ui.i18n import Texts
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Redrawn


@dataclass(frozen=True, slots=True)
class HandShown:
    """``hand`` is shown when set; ``openable`` names the player whose hand this shared
    device may open (their turn, no device of their own)."""

    name: str = ""
    hand: HandView | None = None
    own_device: bool = False
    openable: str | None = None


@isolated
class HandPanel(Redrawn[HandShown], ft.Column):
    def __init__(self, texts: Texts, on_open: Callable[[bool], None]) -> None:
        super().__init__(spacing=6)
        self.t = texts
        self.on_open = on_open

    def draw(self, value: HandShown) -> None:
        t, shown = self.t, value
        if shown.hand is None:
            self.controls = []
            if shown.openable is not None:
                self.controls = [
                    ft.OutlinedButton(
                        t("sator.hand.open", player=shown.openable),
                        icon=ft.Icons.VISIBILITY,
                        height=48,
                        on_click=lambda e: self.on_open(True),
                    ),
                    ft.Text(t("sator.hand.open_hint", player=shown.openable), size=12),
                ]
            return
        hand = shown.hand
        title = t("sator.hand.yours") if shown.own_device else t("sator.hand.of", player=shown.name)
        controls: list[ft.Control] = [
            ft.Row(
                [
                    ft.Icon(ft.Icons.LOCK_PERSON),
                    ft.Text(title, theme_style=ft.TextThemeStyle.TITLE_MEDIUM, expand=True),
                ]
            ),
            ft.Text(t("sator.hand.incertus", count=hand.incertus)),
        ]
        if hand.prayers:
            controls.append(ft.Text(t("sator.hand.prayers"), weight=ft.FontWeight.BOLD))
            for number in hand.prayers:
                controls.append(
                    ft.Column(
                        [
                            ft.Text(prayer_name(number), weight=ft.FontWeight.BOLD, size=13),
                            ft.Text(t(f"sator.prayer.{number}.effect"), size=12),
                        ],
                        spacing=0,
                    )
                )
        else:
            controls.append(ft.Text(t("sator.hand.no_prayers")))
        pile = joined(map(prayer_name, hand.prayer_pile), t.language) or t("common.none")
        controls.append(ft.Text(t("sator.hand.pile", prayers=pile), size=12))
        if not shown.own_device:
            controls.append(
                ft.OutlinedButton(
                    t("sator.hand.close"),
                    icon=ft.Icons.VISIBILITY_OFF,
                    height=48,
                    on_click=lambda e: self.on_open(False),
                )
            )
        self.controls = [
            ft.Container(
                ft.Column(controls, spacing=6),
                padding=12,
                border=ft.Border.all(2, ft.Colors.TERTIARY),
                border_radius=ft.BorderRadius.all(12),
            )
        ]

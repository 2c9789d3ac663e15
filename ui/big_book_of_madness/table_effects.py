"""Card effects on the whole table that the app counts: every player gaining madness, and
cards of the madness deck destroyed. In plain sight during the turn, for the host device
that runs the table."""

from __future__ import annotations

import flet as ft

from sheets.big_book_of_madness.actions import DestroyFromMadnessDeck, EveryoneGainsMadness
from sheets.big_book_of_madness.view import TableView
from ui.big_book_of_madness.buttons import ActionButton, Doers
from ui.big_book_of_madness.words import Words

DESTROYED = (1, 2, 3, 4)


@ft.control(isolated=True)
class TableEffects(ft.Container):
    def __init__(self, words: Words, doers: Doers, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.words = words
        w = words
        self.gain = ActionButton(w, doers, icon=ft.Icons.ADD)
        self.destroy = [ActionButton(w, doers) for _ in DESTROYED]
        self.content = ft.Column(
            [
                ft.Row(
                    [
                        ft.Icon(ft.Icons.GROUPS),
                        ft.Text(w("bbm.ui.table_effects"), weight=ft.FontWeight.BOLD),
                    ]
                ),
                ft.Text(w("bbm.ui.table_effects_note"), size=13, italic=True),
                self.gain,
                ft.Text(w("bbm.action.destroy_from_deck")),
                ft.Row(list(self.destroy), wrap=True),
            ],
            spacing=8,
        )
        self.padding = 12
        self.border = ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)
        self.border_radius = ft.BorderRadius.all(10)
        self.visible = False
        self.shown: object = None

    def show(self, view: TableView, *, playing: bool, host: bool) -> bool:
        """Shown on the host while a turn is on; whether anything changed."""
        wanted = playing and host
        key = (wanted, view.madness_deck, view.active, view.result)
        if key == self.shown:
            return False
        self.shown = key
        self.visible = wanted
        if wanted:
            w = self.words
            self.gain.show(w("bbm.ui.everyone_gains"), EveryoneGainsMadness(seat=view.active))
            for button, count in zip(self.destroy, DESTROYED, strict=True):
                button.show(
                    w("bbm.ui.destroy_count", count=count),
                    DestroyFromMadnessDeck(seat=view.active, count=count),
                )
        return True

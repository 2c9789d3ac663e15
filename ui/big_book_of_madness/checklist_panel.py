"""Before the first turn: the setup checklist the table follows, step by step, with what
this game's seed drew, and the button that starts the game."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from sheets.big_book_of_madness.actions import StartGame
from sheets.big_book_of_madness.content import ELEMENTS, load_content
from sheets.big_book_of_madness.view import TableView
from ui.big_book_of_madness.buttons import Doers, action_button
from ui.big_book_of_madness.cards import card_line, monster_line
from ui.big_book_of_madness.look import ELEMENT_COLOUR, ELEMENT_ICON
from ui.big_book_of_madness.words import Words
from ui.widgets.common import section_title, tick_box, unverified_badge
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Parts


class ChecklistHost(Protocol):
    @property
    def doers(self) -> Doers: ...

    async def print_aid(self) -> None: ...

    def open_rules(self) -> None: ...


@isolated
class ChecklistPanel(ft.Container):
    """``ticked`` holds the steps ticked on this device (the checklist is an aid; the
    rules do not need it)."""

    def __init__(self, words: Words, host: ChecklistHost, ticked: set[int], *, big: bool) -> None:
        super().__init__()
        self.words = words
        self.host = host
        self.ticked = ticked
        self.big_text = big
        self.parts = Parts()
        self.total = 0
        self.progress = ft.Text(weight=ft.FontWeight.BOLD)

    def refresh(self, view: TableView) -> list[ft.Control]:
        """Itself, to send, when its steps, the rules it warns of or the players changed."""
        shown = (view.checklist, view.unverified, view.players)
        return [self] if self.parts.show(self, shown, lambda: self._draw(view)) else []

    def _draw(self, view: TableView) -> None:
        w = self.words
        size = 17 if self.big_text else 15
        items = [
            self._item(index, w.reminder(reminder), size)
            for index, reminder in enumerate(view.checklist)
        ]
        self.total = len(view.checklist)
        self._count()
        controls: list[ft.Control] = [
            ft.Text(
                w("bbm.ui.setup_title"), size=24 if self.big_text else 20, weight=ft.FontWeight.BOLD
            ),
            ft.Text(w("bbm.ui.setup_intro")),
            self.progress,
            ft.Column(items, spacing=2),
            self._drawn(),
            *self._unverified(view),
            ft.Row(
                [
                    action_button(
                        w,
                        self.host.doers,
                        w("bbm.action.start"),
                        StartGame(seat=view.active),
                        icon=ft.Icons.PLAY_ARROW,
                        primary=True,
                    ),
                    ft.OutlinedButton(
                        w("bbm.ui.print_aid"),
                        icon=ft.Icons.PRINT,
                        height=48,
                        on_click=self._print,
                    ),
                ],
                wrap=True,
            ),
        ]
        self.content = ft.Column(controls, spacing=10)

    def _item(self, index: int, text: str, size: int) -> ft.Control:
        """A step: its box, and its text wrapped beside it (a tap on either ticks it)."""
        box = tick_box(
            value=index in self.ticked,
            semantics_label=text,
            on_change=lambda e: self._tick(index, bool(e.control.value)),
        )

        def toggle(e: ft.Event[ft.Container]) -> None:
            box.value = not box.value
            self._tick(index, bool(box.value))
            box.update()

        return ft.Container(
            ft.Row(
                [box, ft.Text(f"{index + 1}. {text}", size=size, expand=True)],
                vertical_alignment=ft.CrossAxisAlignment.START,
            ),
            on_click=toggle,
            padding=ft.Padding.symmetric(vertical=2),
        )

    async def _print(self, e: ft.Event[ft.OutlinedButton]) -> None:
        await self.host.print_aid()

    def _tick(self, index: int, done: bool) -> None:
        if done:
            self.ticked.add(index)
        else:
            self.ticked.discard(index)
        self._count()
        self.progress.update()

    def _count(self) -> None:
        self.progress.value = self.words(
            "bbm.ui.setup_progress", done=len(self.ticked), total=self.total
        )

    def _drawn(self) -> ft.Control:
        """What the seed drew, for a table that numbered or named its cards."""
        w = self.words
        setup = w.context.setup
        rounds = load_content().rounds
        order = [
            monster_line(w, number, setup.grimoire.page_of_monster(number))
            for number in range(1, rounds + 1)
        ]
        rows: list[ft.Control] = [
            section_title(w("bbm.ui.drawn_title", seed=w.context.draw_number)),
            ft.Text(w("bbm.ui.drawn_note"), size=13, italic=True),
            ft.Text(w("bbm.ui.grimoire_order"), weight=ft.FontWeight.BOLD),
            ft.Row(order, wrap=True, spacing=16),
            ft.Text(w("bbm.ui.library_drawn"), weight=ft.FontWeight.BOLD),
        ]
        for element in ELEMENTS:
            stack = setup.library[element]
            rows.append(
                ft.Row(
                    [
                        ft.Icon(ELEMENT_ICON[element], color=ELEMENT_COLOUR[element]),
                        *[
                            card_line(
                                w, w("bbm.ui.level_spell", level=level, spell=w.spell(spell)), spell
                            )
                            for level, spell in enumerate(stack, start=1)
                        ],
                    ],
                    wrap=True,
                    spacing=12,
                )
            )
        return ft.Card(ft.Container(ft.Column(rows, spacing=6), padding=12))

    def _unverified(self, view: TableView) -> list[ft.Control]:
        w = self.words
        if not view.unverified:
            return []
        return [
            ft.Text(w("bbm.ui.unverified_in_use"), weight=ft.FontWeight.BOLD),
            ft.Row(
                [unverified_badge(w(f"bbm.setting.{name}")) for name in view.unverified], wrap=True
            ),
            ft.TextButton(
                w("bbm.ui.check_rules"),
                icon=ft.Icons.TUNE,
                on_click=lambda e: self.host.open_rules(),
            ),
        ]

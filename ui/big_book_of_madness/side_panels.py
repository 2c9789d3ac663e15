"""The smaller parts of the table screen: the library's face-up spells and the history of
what happened, newest first."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft

from sheets.big_book_of_madness.view import TableView
from ui.big_book_of_madness.look import ELEMENT_COLOUR, ELEMENT_ICON
from ui.big_book_of_madness.words import Words
from ui.widgets.common import section_title

HISTORY_SHOWN = 12

# One history entry: the number of the action in the log and the sentences it caused.
Entry = tuple[int, tuple[str, ...]]


@ft.control(isolated=True)
class LibraryView(ft.Container):
    """Per element, the spell face up on its stack and how many cards are left."""

    def __init__(self, words: Words, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.words = words
        self.shown: object = None

    def show(self, view: TableView) -> list[ft.Control]:
        if view.library == self.shown:
            return []
        self.shown = view.library
        w = self.words
        rows: list[ft.Control] = [section_title(w("bbm.component.library").capitalize())]
        for stack in view.library:
            top = (
                w("bbm.ui.library_top", spell=w.spell(stack.top), left=stack.cards_left)
                if stack.top
                else w("bbm.ui.library_stack_empty")
            )
            rows.append(
                ft.Row(
                    [
                        ft.Icon(ELEMENT_ICON[stack.element], color=ELEMENT_COLOUR[stack.element]),
                        ft.Text(w.element(stack.element), weight=ft.FontWeight.BOLD, width=70),
                        ft.Text(top, expand=True),
                    ]
                )
            )
        self.content = ft.Column(rows, spacing=4)
        return [self]


@ft.control(isolated=True)
class HistoryPanel(ft.Container):
    """The latest entries of the log, newest first; an entry already on screen is kept,
    so a new action sends one entry."""

    def __init__(self, words: Words, on_all: Callable[[], None], **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.words = words
        self.entries: dict[int, ft.Control] = {}
        self.shown: tuple[Entry, ...] = ()
        self.list = ft.Column(spacing=6)
        self.content = ft.Column(
            [
                ft.Row(
                    [
                        section_title(words("common.history")),
                        ft.TextButton(
                            words("bbm.ui.whole_history"),
                            icon=ft.Icons.HISTORY,
                            on_click=lambda e: on_all(),
                        ),
                    ],
                    alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
                ),
                self.list,
            ]
        )

    def show(self, entries: Sequence[Entry]) -> list[ft.Control]:
        latest = tuple(entries[-HISTORY_SHOWN:][::-1])
        if latest == self.shown:
            return []
        kept = {index for index, _ in latest}
        old = dict(self.shown)
        self.entries = {
            index: control
            for index, control in self.entries.items()
            if index in kept and old.get(index) == dict(latest).get(index)
        }
        for index, lines in latest:
            if index not in self.entries:
                self.entries[index] = _entry(lines)
        self.list.controls = [self.entries[index] for index, _ in latest] or [
            ft.Text(self.words("bbm.ui.history_empty"), italic=True)
        ]
        self.shown = latest
        return [self]


def _entry(lines: Sequence[str]) -> ft.Control:
    first, *rest = lines or ("",)
    return ft.Container(
        ft.Column(
            [ft.Text(first, size=13, weight=ft.FontWeight.BOLD)]
            + [ft.Text(line, size=12) for line in rest],
            spacing=1,
        ),
        border=ft.Border.only(left=ft.BorderSide(3, ft.Colors.OUTLINE_VARIANT)),
        padding=ft.Padding.only(left=8),
    )

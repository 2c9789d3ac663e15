"""The smaller parts of the table screen: the library's face-up spells and the history of
what happened, newest first."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft

from sheets.big_book_of_madness.content import ELEMENTS
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
class SupplyView(ft.Container):
    """The element supply: per element, the cards left in the value-2 and value-3 piles;
    the host corrects a pile the table counted (``on_count(element)``)."""

    def __init__(self, words: Words, on_count: Callable[[str], None], **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.words = words
        w = words
        self.on_count = on_count
        self.piles = {element: ft.Text(expand=True) for element in ELEMENTS}
        self.count_buttons = {
            element: ft.TextButton(
                w("bbm.ui.count_pile"),
                icon=ft.Icons.EDIT,
                tooltip=w("bbm.ui.count_title", element=w.element(element)),
                on_click=lambda e, el=element: self.on_count(el),
            )
            for element in ELEMENTS
        }
        self.unsure = ft.Text(size=13, italic=True, visible=False)
        rows: list[ft.Control] = [section_title(w("bbm.component.element_supply").capitalize())]
        for element in ELEMENTS:
            rows.append(
                ft.Row(
                    [
                        ft.Icon(ELEMENT_ICON[element], color=ELEMENT_COLOUR[element]),
                        ft.Text(w.element(element), weight=ft.FontWeight.BOLD, width=70),
                        self.piles[element],
                        self.count_buttons[element],
                    ],
                    vertical_alignment=ft.CrossAxisAlignment.CENTER,
                )
            )
        rows.append(self.unsure)
        self.content = ft.Column(rows, spacing=4)
        self.shown: object = None

    def show(self, view: TableView, *, host: bool) -> list[ft.Control]:
        key = (view.supply, view.supply_unsure, host)
        if key == self.shown:
            return []
        self.shown = key
        w = self.words
        for piles in view.supply:
            self.piles[piles.element].value = w(
                "bbm.ui.supply_piles", value_2=piles.value_2, value_3=piles.value_3
            )
            self.count_buttons[piles.element].visible = host
        self.unsure.value = w("bbm.ui.supply_unsure", count=view.supply_unsure)
        self.unsure.visible = bool(view.supply_unsure)
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

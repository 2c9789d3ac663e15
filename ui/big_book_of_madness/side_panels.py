"""The smaller parts of the table screen: the library's face-up spells with the element
supply, and the history of what happened, newest first."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import flet as ft

from sheets.big_book_of_madness.content import ELEMENTS
from sheets.big_book_of_madness.view import LibraryStack, SupplyPiles, TableView
from ui.big_book_of_madness.look import ELEMENT_COLOUR, ELEMENT_ICON
from ui.big_book_of_madness.words import Words
from ui.widgets.common import section_title
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Parts, Redrawn

HISTORY_SHOWN = 6

# One history entry: the number of the action in the log and the sentences it caused.
Entry = tuple[int, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class ElementsShown:
    library: tuple[LibraryStack, ...]
    supply: tuple[SupplyPiles, ...]
    unsure: int
    host: bool

    @classmethod
    def of(cls, view: TableView, *, host: bool) -> ElementsShown:
        return cls(view.library, view.supply, view.supply_unsure, host)


@isolated
class ElementsView(Redrawn[ElementsShown], ft.Container):
    """Per element, the spell face up on its library stack (and how many cards the stack
    holds) and the cards left in the supply's value-2 and value-3 piles; the host corrects
    the piles the table counted (``on_count()``)."""

    def __init__(self, words: Words, on_count: Callable[[], None]) -> None:
        super().__init__()
        self.words = words
        w = words
        # Beside its icon, a line takes the width left and wraps in it: a Czech spell's
        # name with its stack is wider than a phone.
        self.lines = {element: ft.Text(expand=True) for element in ELEMENTS}
        self.count = ft.IconButton(
            ft.Icons.EDIT, tooltip=w("bbm.ui.count_pile"), on_click=lambda e: on_count()
        )
        self.unsure = ft.Text(size=13, italic=True, visible=False)
        rows: list[ft.Control] = [
            ft.Row(
                [section_title(w("bbm.ui.elements_title")), self.count],
                alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
            )
        ]
        for element in ELEMENTS:
            rows.append(
                ft.Row(
                    [
                        ft.Icon(ELEMENT_ICON[element], color=ELEMENT_COLOUR[element]),
                        self.lines[element],
                    ]
                )
            )
        rows.append(self.unsure)
        self.content = ft.Column(rows, spacing=4)

    def draw(self, value: ElementsShown) -> None:
        w = self.words
        for stack, piles in zip(value.library, value.supply, strict=True):
            top = (
                w("bbm.ui.library_top", spell=w.spell(stack.top), left=stack.cards_left)
                if stack.top
                else w("bbm.ui.library_stack_empty")
            )
            supply = w("bbm.ui.supply_piles", value_2=piles.value_2, value_3=piles.value_3)
            self.lines[stack.element].value = w(
                "bbm.ui.element_line", element=w.element(stack.element), library=top, supply=supply
            )
        self.count.visible = value.host
        self.unsure.value = w("bbm.ui.supply_unsure", count=value.unsure)
        self.unsure.visible = bool(value.unsure)


@isolated
class HistoryPanel(Redrawn[tuple[Entry, ...]], ft.Container):
    """The latest entries of the log, newest first. Each entry keeps its row while it is
    among the latest: a new action moves the rows down by reordering them and writes only
    the row it takes, so that the update is the order and one row, not the whole list."""

    def __init__(self, words: Words) -> None:
        super().__init__()
        self.words = words
        # The rows shown, newest first; the rows of entries gone (undone) wait for reuse.
        self.rows: list[HistoryRow] = []
        self.spare: list[HistoryRow] = []
        self.empty = ft.Text(words("bbm.ui.history_empty"), italic=True)
        self.parts = Parts()
        # What an update sends: the list when its rows or their order changed, and the
        # rows given another entry.
        self.sent: list[ft.Control] = []
        self.list = ft.Column([self.empty], spacing=6)
        # The whole history is the app bar's history button.
        self.content = ft.Column([section_title(words("common.history")), self.list])

    def refresh(self, entries: Sequence[Entry]) -> list[ft.Control]:
        """What to send for the log's ``entries``."""
        self.sent = []
        self.show(tuple(entries[-HISTORY_SHOWN:][::-1]))
        return self.sent

    def draw(self, value: tuple[Entry, ...]) -> None:
        latest = value
        kept = {row.entry: row for row in self.rows if row.entry in latest}
        self.spare += [row for row in self.rows if row.entry not in kept]
        rows: list[HistoryRow] = []
        for entry in latest:
            row = kept.get(entry)
            if row is None:
                row = self.spare.pop() if self.spare else HistoryRow()
                row.write(entry)
                self.sent.append(row)
            rows.append(row)
        self.rows = rows
        if self.parts.show(self.list, tuple(map(id, rows)), lambda: self._order(rows)):
            self.sent.insert(0, self.list)

    def _order(self, rows: list[HistoryRow]) -> None:
        self.empty.visible = not rows
        self.list.controls = [self.empty, *rows]


@isolated
class HistoryRow(ft.Container):
    """One entry: its first sentence in bold, the others below it."""

    def __init__(self) -> None:
        super().__init__()
        self.first = ft.Text(size=13, weight=ft.FontWeight.BOLD)
        self.rest = ft.Text(size=12)
        self.content = ft.Column([self.first, self.rest], spacing=1)
        self.entry: Entry | None = None

    def write(self, entry: Entry) -> None:
        self.entry = entry
        first, *rest = entry[1] or ("",)
        self.first.value = first
        self.rest.value = "\n".join(rest)
        self.rest.visible = bool(rest)

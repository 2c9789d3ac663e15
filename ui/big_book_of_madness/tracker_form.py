"""The round tracker copied from the board: its 18 cells (multi-element curses per round
and difficulty) are in no source we could read, so the first new game asks the table for
them on one screen and keeps them as the house rule of later games."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.house_rules import DIFFICULTIES, MAX_MULTI_CURSES
from ui.i18n import Texts
from ui.widgets.common import section_title

CELL_WIDTH = 92
ROUND_WIDTH = 48

Tracker = dict[str, list[int]]


class TrackerForm:
    """``on_keep(tracker)`` once every cell is chosen; ``on_later()`` to go on with the
    app's guesses for now (they stay marked unverified, and the next game asks again)."""

    def __init__(
        self, t: Texts, on_keep: Callable[[Tracker], None], on_later: Callable[[], None]
    ) -> None:
        self.t = t
        self.on_keep = on_keep
        rounds = load_content().rounds
        self.cells = {
            difficulty: [self._cell(difficulty, number) for number in range(1, rounds + 1)]
            for difficulty in DIFFICULTIES
        }
        self.left = ft.Text(italic=True)
        self.keep = ft.FilledButton(
            t("bbm.new.tracker_keep"),
            icon=ft.Icons.SAVE,
            height=48,
            on_click=lambda e: self._keep(),
        )
        self.later = ft.TextButton(
            t("bbm.new.tracker_later"), height=48, on_click=lambda e: on_later()
        )
        self._count()

    def _cell(self, difficulty: str, number: int) -> ft.Dropdown:
        return ft.Dropdown(
            label=self.t("bbm.new.tracker_cell", difficulty=difficulty, round=number),
            width=CELL_WIDTH,
            options=[
                ft.DropdownOption(key=str(count), text=str(count))
                for count in range(MAX_MULTI_CURSES + 1)
            ],
            on_select=lambda e: self._chosen(),
        )

    def controls(self) -> list[ft.Control]:
        t = self.t
        header = ft.Row(
            [ft.Text(t("bbm.new.tracker_round"), width=ROUND_WIDTH, weight=ft.FontWeight.BOLD)]
            + [
                ft.Text(t(f"bbm.difficulty.{d}"), width=CELL_WIDTH, weight=ft.FontWeight.BOLD)
                for d in DIFFICULTIES
            ],
            spacing=8,
        )
        rows = [
            ft.Row(
                [ft.Text(str(index + 1), width=ROUND_WIDTH, size=18)]
                + [self.cells[difficulty][index] for difficulty in DIFFICULTIES],
                spacing=8,
            )
            for index in range(load_content().rounds)
        ]
        return [
            section_title(t("bbm.new.tracker_title")),
            ft.Text(t("bbm.new.tracker_intro")),
            header,
            *rows,
            self.left,
            ft.Row([self.keep, self.later], wrap=True),
        ]

    def _chosen(self) -> None:
        self._count()
        self.left.update()
        self.keep.update()

    def _count(self) -> None:
        left = sum(cell.value is None for column in self.cells.values() for cell in column)
        self.left.value = self.t("bbm.new.tracker_left", count=left) if left else ""
        self.keep.disabled = left > 0

    def _keep(self) -> None:
        self.on_keep(
            {
                difficulty: [int(cell.value or 0) for cell in column]
                for difficulty, column in self.cells.items()
            }
        )

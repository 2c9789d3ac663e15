"""The round tracker copied from the board: its 18 cells (multi-element curses per round
and difficulty) are in no source we could read, so the first new game asks the table for
them on one screen and keeps them as the house rule of later games."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.house_rules import DIFFICULTIES, MAX_MULTI_CURSES, Difficulty
from ui.i18n import Texts
from ui.widgets.common import section_title

CELL_WIDTH = 92
# "Round" in bold is 52 px wide; three difficulties beside it still fit a 390 px phone.
ROUND_WIDTH = 60
UNSET = "?"

Tracker = dict[str, list[int]]


class TrackerForm:
    """``on_keep(tracker)`` once every cell is set; ``on_later()`` to go on with the
    app's guesses for now (they stay marked unverified, and the next game asks again).

    A cell is a button showing the number of multi-element curse icons on that cell of
    the board; each tap counts one more (after 2 comes 0 again), so no cell is left as
    guessed: it starts unset."""

    def __init__(
        self, t: Texts, on_keep: Callable[[Tracker], None], on_later: Callable[[], None]
    ) -> None:
        self.t = t
        self.on_keep = on_keep
        rounds = load_content().rounds
        self.counts: dict[str, list[int | None]] = {d: [None] * rounds for d in DIFFICULTIES}
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
        # Its words wrap: on a Czech phone they are wider than the screen.
        self.later = ft.TextButton(
            content=ft.Text(t("bbm.new.tracker_later")), on_click=lambda e: on_later()
        )
        self._count()

    def _cell(self, difficulty: Difficulty, number: int) -> ft.OutlinedButton:
        return ft.OutlinedButton(
            UNSET,
            width=CELL_WIDTH,
            height=48,
            tooltip=self.t("bbm.new.tracker_cell", difficulty=difficulty, round=number),
            on_click=lambda e: self._tap(difficulty, number - 1),
        )

    def controls(self) -> list[ft.Control]:
        t = self.t
        header = ft.Row(
            [
                ft.Text(t("bbm.new.tracker_round"), width=ROUND_WIDTH, weight=ft.FontWeight.BOLD),
                *(
                    ft.Text(t(f"bbm.difficulty.{d}"), width=CELL_WIDTH, weight=ft.FontWeight.BOLD)
                    for d in DIFFICULTIES
                ),
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

    def _tap(self, difficulty: Difficulty, index: int) -> None:
        now = self.counts[difficulty][index]
        count = 0 if now is None else (now + 1) % (MAX_MULTI_CURSES + 1)
        self.counts[difficulty][index] = count
        cell = self.cells[difficulty][index]
        cell.content = str(count)
        self._count()
        cell.update()
        self.left.update()
        self.keep.update()

    def _count(self) -> None:
        left = sum(count is None for column in self.counts.values() for count in column)
        self.left.value = self.t("bbm.new.tracker_left", count=left) if left else ""
        self.keep.disabled = left > 0

    def _keep(self) -> None:
        self.on_keep(
            {
                difficulty: [count or 0 for count in column]
                for difficulty, column in self.counts.items()
            }
        )

"""What the table is told to do with the pieces in a game against the app's Dracula:
the steps of the latest turn that calls for any, his own moves or a hunter's that found
his trail or his encounters (:func:`~sheets.fury_of_dracula.table_steps.table_to_do`),
shown on the table's screen and the hunters' phones until the device says they are
done, or until another turn calls for steps.

The steps are made from the public events of the actions, which every device may see.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from sheets.fury_of_dracula.table_steps import TableStep, TableToDo
from ui.fury_of_dracula.context import PlayContext
from ui.i18n import Texts
from ui.widgets.common import section_title


def step_text(t: Texts, step: TableStep) -> str:
    if step.event is not None:
        return t.event(step.event)
    return t(f"fod.do.{step.code}", **t.params(step.params))


class ToDoPanel:
    """The steps for the table, with the device's way to say they are done."""

    def __init__(self, ctx: PlayContext, redraw: Callable[[], None]) -> None:
        self.ctx = ctx
        self.redraw = redraw
        self.done: TableToDo | None = None

    def signature(self) -> object:
        to_do = self.ctx.table_to_do()
        return None if to_do is None or to_do == self.done else to_do

    def controls(self) -> list[ft.Control]:
        to_do = self.ctx.table_to_do()
        if to_do is None or to_do == self.done:
            return []
        t = self.ctx.t
        rows: list[ft.Control] = [section_title(t("fod.do.title"))]
        for number, step in enumerate(to_do.steps, start=1):
            rows.append(
                ft.Row(
                    [
                        ft.Text(f"{number}.", weight=ft.FontWeight.BOLD),
                        ft.Text(step_text(t, step), expand=True),
                    ],
                    vertical_alignment=ft.CrossAxisAlignment.START,
                )
            )

        def done(e: object) -> None:
            self.done = to_do
            self.redraw()

        rows.append(ft.FilledTonalButton(t("fod.do.done"), icon=ft.Icons.CHECK, on_click=done))
        return [
            ft.Container(
                ft.Column(rows, spacing=8),
                padding=12,
                border=ft.Border.all(2, ft.Colors.PRIMARY),
                border_radius=ft.BorderRadius.all(10),
            )
        ]

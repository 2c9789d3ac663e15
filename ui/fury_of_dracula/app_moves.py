"""What the table is told to do after the app's Dracula moved: his latest run of actions
as steps with the pieces (:mod:`sheets.fury_of_dracula.table_steps`), shown on the
table's screen and the hunters' phones until the device says they are done, or until he
moves again.

The steps are made from the public events of his actions, which every device may see.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.fury_of_dracula.table_steps import TableStep, table_steps
from ui.fury_of_dracula.context import PlayContext
from ui.i18n import Texts
from ui.widgets.common import section_title


@dataclass(frozen=True, slots=True)
class DraculaMoves:
    """The app's latest run of actions: where it ends in the history, and its steps."""

    last: int
    steps: tuple[TableStep, ...]


def latest_moves(ctx: PlayContext) -> DraculaMoves | None:
    """The steps of the app's latest run of actions (none while the app has not moved,
    or in a game a player plays Dracula in)."""
    run = ctx.app_dracula_run()
    if run is None:
        return None
    last, events = run
    return DraculaMoves(last, table_steps(events))


def step_text(t: Texts, step: TableStep) -> str:
    if step.event is not None:
        return t.event(step.event)
    return t(f"fod.do.{step.code}", **t.params(step.params))


class MovesPanel:
    """The steps of the app's latest moves, with the device's way to say they are done."""

    def __init__(self, ctx: PlayContext, redraw: Callable[[], None]) -> None:
        self.ctx = ctx
        self.redraw = redraw
        self.done: DraculaMoves | None = None

    def signature(self) -> object:
        moves = latest_moves(self.ctx)
        return None if moves is None or moves == self.done else moves

    def controls(self) -> list[ft.Control]:
        moves = latest_moves(self.ctx)
        if moves is None or moves == self.done or not moves.steps:
            return []
        t = self.ctx.t
        rows: list[ft.Control] = [section_title(t("fod.do.title"))]
        for number, step in enumerate(moves.steps, start=1):
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
            self.done = moves
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

"""The app bar of the play screens: undo and redo, the history as this device may see it,
which seat this device holds, the printed aids, the seat's game file, results and house
rules."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from sheets.core.errors import Illegal
from sheets.pdf.fury_of_dracula import aids_pdf
from ui.fury_of_dracula.context import PlayContext, Said
from ui.game_file import game_file_items
from ui.printing import download_pdf
from ui.widgets import dialogs
from ui.widgets.dialogs import show_named
from ui.widgets.invite import invite_items
from ui.widgets.play_bar import play_bar

RECENT = 8


def history_lines(ctx: PlayContext, limit: int | None = None) -> list[tuple[str, list[str]]]:
    """Newest first: each action as a label and the consequences this device may see."""
    said = [entry for _, entry in reversed(ctx.history(limit))]
    return [(entry.label, [ctx.t.event(event) for event in entry.events]) for entry in said]


class RecentHistory:
    """The latest actions and what this device may see of them, newest first. An entry's
    controls are made once and kept while it stays among the latest, so that an action
    sends a device one new entry, not the whole list again. An entry's lines sit in the
    panel's column itself, spaced as they would be in a column of their own: a column
    around each entry was the costliest control of the new entry each device is sent."""

    def __init__(self, ctx: PlayContext) -> None:
        self.ctx = ctx
        t = ctx.t
        self.heading = ft.Row(
            [
                ft.Text(t("common.history"), weight=ft.FontWeight.BOLD, size=16, expand=True),
                ft.TextButton(t("fod.play.full_history"), on_click=lambda e: show_history(ctx)),
            ]
        )
        self.empty = ft.Text(t("fod.play.history_empty"), italic=True)
        self.made: dict[int, tuple[Said, list[ft.Control]]] = {}

    def controls(self) -> list[ft.Control]:
        shown: list[ft.Control] = [self.heading]
        kept: dict[int, tuple[Said, list[ft.Control]]] = {}
        for index, said in reversed(self.ctx.history(RECENT)):
            made = self.made.get(index)
            if made is None or made[0] != said:
                made = (said, self._entry(said))
            kept[index] = made
            shown += made[1]
        self.made = kept
        return shown if kept else [self.heading, self.empty]

    def _entry(self, said: Said) -> list[ft.Control]:
        t = self.ctx.t
        lines = [ft.Text(f"  {t.event(event)}", size=12) for event in said.events]
        entry: list[ft.Control] = [ft.Text(said.label, weight=ft.FontWeight.BOLD, size=13), *lines]
        for line in entry:
            # An entry never changes once made: marked so (Flet's frozen controls), the
            # update of the list leaves the entries it keeps uncompared, and sends a
            # device the new entry at the cost of that entry, not of the whole list.
            line._frozen = True
        return entry


def show_history(ctx: PlayContext) -> None:
    t = ctx.t
    rows: list[ft.Control] = []
    for label, lines in history_lines(ctx):
        rows.append(ft.Text(label, weight=ft.FontWeight.BOLD))
        rows += [ft.Text(f"  {line}", size=13) for line in lines]
    dialogs.show_history(ctx.session, rows, t("fod.play.history_empty"))


def show_seats(ctx: PlayContext) -> None:
    """Which seat this device plays: the table, a hunter player, or Dracula. The host may
    hand any seat to itself; another device keeps its own seat or gives it up (asked first,
    as it takes the table's code to play again), and is told why the others are not its."""
    t = ctx.t
    session = ctx.session
    setup = ctx.setup
    host = ctx.actor.host

    async def take(seat: int | None) -> None:
        session.dialogs.pop()
        try:
            await session.take_seat(ctx.game_id, seat)
        except Illegal as refused:
            session.notify(t.reason(refused))
            return
        session.show(f"/game/{ctx.game_id}")

    def to_table(event: object) -> None:
        if host or ctx.seat is None:
            session.page.run_task(take, None)
            return
        session.dialogs.pop()
        _confirm_leaving(ctx, lambda: session.page.run_task(take, None))

    choices: list[ft.Control] = [
        ft.ListTile(
            leading=ft.Icon(ft.Icons.TABLE_RESTAURANT),
            title=ft.Text(t("common.the_table")),
            subtitle=ft.Text(t("fod.seat.table_note" if host else "fod.seat.watch_note")),
            selected=ctx.seat is None,
            on_click=to_table,
            min_height=56,
        )
    ]
    for seat, name in enumerate(ctx.people):
        if seat in ctx.app_seats:
            continue
        if seat == setup.dracula_seat:
            role = t("fod.seat.dracula_role")
            icon = ft.Icons.NIGHTLIGHT
        else:
            role = t.value("hunters", list(setup.hunters_of(seat)))
            icon = ft.Icons.PERSON
        mine = ctx.seat == seat
        held = seat in ctx.table.held and not mine
        if host:
            subtitle = t("fod.seat.held_elsewhere", role=role) if held else role
        elif mine:
            subtitle = role
        else:
            subtitle = t("fod.seat.held_by_other" if held else "fod.seat.join_to_take", role=role)
        choices.append(
            ft.ListTile(
                leading=ft.Icon(icon),
                title=ft.Text(t("fod.seat.play_as", name=name)),
                subtitle=ft.Text(subtitle),
                selected=mine,
                disabled=not (host or mine),
                on_click=lambda e, s=seat: session.page.run_task(take, s),
                min_height=56,
            )
        )
    content = ft.Column(
        [ft.Text(t("fod.seat.intro")), *choices], tight=True, scroll=ft.ScrollMode.AUTO, width=440
    )
    dialogs.show_closable(session, t("fod.seat.title"), content)


def _confirm_leaving(ctx: PlayContext, leave: Callable[[], object]) -> None:
    t = ctx.t
    session = ctx.session
    assert ctx.seat is not None

    def confirmed(event: object) -> None:
        session.dialogs.pop()
        leave()

    show_named(
        session,
        ft.AlertDialog(
            title=ft.Text(t("fod.seat.leave_title")),
            content=ft.Text(t("fod.seat.leave_question", name=ctx.player(ctx.seat))),
            actions=[
                ft.TextButton(t("common.close"), on_click=lambda e: session.dialogs.pop()),
                ft.FilledButton(t("fod.seat.leave_confirm"), on_click=confirmed),
            ],
        ),
    )


async def print_aids(ctx: PlayContext) -> None:
    setup, language = ctx.setup, ctx.t.language
    await download_pdf(
        ctx.session,
        lambda progress: aids_pdf(language=language, paper="a4", setup=setup, progress=progress),
        "fury-of-dracula.pdf",
    )


def appbar(ctx: PlayContext, title: str) -> ft.AppBar:
    t = ctx.t
    route = f"/game/{ctx.game_id}"
    menu = [
        (t("fod.seat.menu"), lambda e: show_seats(ctx)),
        (t("fod.play.print"), lambda e: ctx.session.page.run_task(print_aids, ctx)),
        (t("fod.play.results"), lambda e: ctx.session.go(f"{route}/results")),
        (t("rules.title"), lambda e: ctx.session.go(f"{route}/rules")),
    ]
    return play_bar(
        t,
        title,
        undo=lambda e: ctx.undo(),
        redo=lambda e: ctx.redo(),
        history=lambda e: show_history(ctx),
        menu_tooltip=t("fod.play.menu"),
        width=ctx.session.page.width,
        menu=[
            *(ft.PopupMenuItem(content=label, on_click=click) for label, click in menu),
            *game_file_items(ctx.session, ctx.game_id),
            *invite_items(ctx.session, ctx.game_id),
        ],
    )

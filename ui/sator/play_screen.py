"""The SATOR table: the setup stages as a checklist, then the turn tracker with the buttons
of each step, the players' books, the device's own cards, and the history.

The screen acts for one seat at a time (see :mod:`ui.sator.seating`): a phone for the seat
it holds, the shared tablet for the players without a device. Everything goes through
the live table (persisted before anybody is told) and is announced to the other devices;
each part of the screen is redrawn and sent only when what it shows changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.actions import Action
from sheets.core.events import Event
from sheets.sator.actions import CollectBook, EndTurn, NextStep
from sheets.sator.content import STEPS
from sheets.sator.state import TableState
from sheets.sator.view import SeatView
from ui.game_file import game_file_items
from ui.play_shell import PlayShell
from ui.printing import download_pdf
from ui.sator import forms
from ui.sator.actions_panel import ActionsPanel, ActionsShown
from ui.sator.checklist_view import Ticks, full_checklist
from ui.sator.context import TableContext
from ui.sator.hand_panel import HandPanel, HandShown
from ui.sator.history_panel import HistoryPanel, entry_lines
from ui.sator.names import describe_values
from ui.sator.players_panel import PlayersPanel, TableShown
from ui.sator.seating import acting_seat
from ui.sator.stage_panel import StagePanel, StageShown
from ui.sator.turn_panel import RemindersPanel, TurnPanel, TurnShown
from ui.screen import GameScreen
from ui.seats import SeatChoice, change_seat, seat_choices, seat_place, shown_people
from ui.widgets.dialogs import show_closable
from ui.widgets.invite import invite_items
from ui.widgets.play_bar import play_bar
from ui.widgets.redraw import Parts

if TYPE_CHECKING:
    from ui.session import AppSession

WIDE = 900
SIDE_WIDTH = 360
# Events worth a note on screen as they happen; everything is in the history.
NOTED = (
    "sat_turn_started",
    "sat_pile_reshuffled",
    "sat_opponents_may_move",
    "sat_opponents_may_move_any",
    "sat_last_walkway_given",
    "sat_game_won",
)


class PlayScreen(GameScreen[TableState]):
    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        self.people = shown_people(session, game_id)
        self.t = session.texts.with_seats(self.people)
        self.shell = PlayShell(
            session, game_id, refusal=self.t.reason, redraw=self.refresh, announce=self._announce
        )
        self.context = TableContext(self.table, session.texts.language, self.shell)
        self.t.extra.append(describe_values(self.t.language, lambda: self.context.rules))
        self.ticks = Ticks()
        self.own = session.devices.seat(game_id)
        # The seat and turn whose hand the shared device shows: it closes with the turn.
        self.opened: tuple[int, int] | None = None
        self.acting: int | None = None
        self.seen: SeatView | None = None
        # The layout, the device's line and the winner's banner, drawn when they change.
        self.parts = Parts()
        self.device_line = ft.Text(expand=True)
        self.banner = ft.Container(visible=False)
        self.stage_panel = StagePanel(self.t, self.ticks, self._commit)
        self.turn_panel = TurnPanel(self.t)
        self.reminders_panel = RemindersPanel(self.t)
        self.actions_panel = ActionsPanel(self.t, self._intent)
        self.hand_panel = HandPanel(self.t, self._open_hand)
        self.players_panel = PlayersPanel(self.t)
        self.history_panel = HistoryPanel(self.t, self._show_history)
        self.body = ft.Column(expand=True)

    # Building

    def view(self) -> ft.View:
        self.refresh(send=False)
        wide = (self.session.page.width or 1024) >= WIDE
        return ft.View(
            route=self.route,
            appbar=self._appbar(),
            controls=[self.shell.waiting.control, self.body],
            scroll=None if wide else ft.ScrollMode.AUTO,
            padding=ft.Padding.all(12),
        )

    def _appbar(self) -> ft.AppBar:
        t = self.t
        return play_bar(
            t,
            t("sator.play.title"),
            undo=self._undo,
            redo=self._redo,
            history=lambda e: self._show_history(),
            menu_tooltip=t("sator.play.menu"),
            width=self.session.page.width,
            menu=[
                ft.PopupMenuItem(
                    content=t("sator.play.checklist"),
                    icon=ft.Icons.CHECKLIST,
                    on_click=lambda e: self._show_checklist(),
                ),
                ft.PopupMenuItem(
                    content=t("sator.play.print"), icon=ft.Icons.PRINT, on_click=self._print
                ),
                *game_file_items(self.session, self.game_id),
                ft.PopupMenuItem(
                    content=t("sator.play.results"),
                    icon=ft.Icons.EMOJI_EVENTS,
                    on_click=lambda e: self.session.go(f"{self.route}/results"),
                ),
                ft.PopupMenuItem(
                    content=t("sator.play.house_rules"),
                    icon=ft.Icons.TUNE,
                    on_click=lambda e: self.session.go(f"{self.route}/rules"),
                ),
                *invite_items(self.session, self.game_id),
            ],
        )

    def _device_bar(self) -> ft.Control:
        return ft.Row(
            [
                ft.Icon(ft.Icons.DEVICES),
                self.device_line,
                ft.OutlinedButton(
                    self.t("sator.device.change"),
                    icon=ft.Icons.PERSON,
                    on_click=lambda e: self._device_dialog(),
                ),
            ]
        )

    def _lay_out(self, setup: bool) -> None:
        self.body.controls = self._layout(setup)

    def _layout(self, setup: bool) -> list[ft.Control]:
        wide = (self.session.page.width or 1024) >= WIDE
        main: list[ft.Control] = (
            [self.stage_panel]
            if setup
            else [self.turn_panel, self.hand_panel, self.actions_panel, self.reminders_panel]
        )
        main = [self._device_bar(), self.banner, *main]
        side = [self.players_panel, ft.Divider(), self.history_panel]
        if not wide:
            return [ft.Column([*main, ft.Divider(), *side], spacing=14)]
        return [
            ft.Row(
                [
                    ft.Column(main, spacing=14, expand=True, scroll=ft.ScrollMode.AUTO),
                    ft.VerticalDivider(width=1),
                    ft.Column(side, spacing=10, width=SIDE_WIDTH, scroll=ft.ScrollMode.AUTO),
                ],
                expand=True,
                vertical_alignment=ft.CrossAxisAlignment.START,
            )
        ]

    # Refreshing

    def table_changed(self, game_id: str) -> None:
        if game_id == self.game_id:
            self.own = self.session.devices.seat(game_id)
            self.refresh()

    def refresh(self, *, send: bool = True) -> None:
        """Bring every part of the screen up to date with the table; send what changed."""
        context = self.context
        viewer = self.own if self.own is not None else context.shared_viewer()
        seen = context.seen(viewer) if viewer in self.shell.seats() else context.public()
        self.seen = seen
        self.acting = acting_seat(
            context, seen, self.shell, host=self.session.actor(self.game_id).host
        )
        found = context.options(self.acting) if self.acting is not None else None
        setup = context.turn_seat is None
        rebuilt = self.parts.show(self.body, setup, lambda: self._lay_out(setup))
        changed: list[Any] = []
        device = self._device_text()
        if self.parts.show(self.device_line, device, lambda: self._write_device(device)):
            changed.append(self.device_line)
        if self.parts.show(self.banner, seen.winner, lambda: self._fill_banner(seen)):
            changed.append(self.banner)
        if setup:
            recorder = context.table_recorder()
            records_table = context.records_table()
            shown = StageShown(
                seen,
                self.acting,
                found,
                context.rules,
                self.people,
                records_table=records_table,
                place=None
                if seen.to_act is None
                else seat_place(self.session, self.game_id, seen.to_act),
                recorder=recorder,
                table_options=context.options(recorder) if records_table else None,
            )
            changed.append(self.stage_panel.show(shown) and self.stage_panel)
        else:
            changed.append(self.turn_panel.show(self._turn_shown(seen)) and self.turn_panel)
            changed.append(
                self.actions_panel.show(self._actions_shown(seen, found)) and self.actions_panel
            )
            reminders = seen.reminders if seen.winner is None else ()
            changed.append(
                self.reminders_panel.show((reminders, context.rules)) and self.reminders_panel
            )
        changed.append(self.hand_panel.show(self._hand_shown(seen)) and self.hand_panel)
        changed.append(self.players_panel.show(self._table_shown(seen)) and self.players_panel)
        changed.append(self.history_panel.show(tuple(context.history())) and self.history_panel)
        changed += self.shell.show_waiting()
        if not send:
            return
        if rebuilt:
            self.session.page.update()
            return
        # Only the parts that changed are compared and sent, never the whole page.
        for part in changed:
            if part:
                part.update()

    def _write_device(self, text: str) -> None:
        self.device_line.value = text

    def _device_text(self) -> str:
        t = self.t
        if self.own is not None:
            return t("sator.device.own", player=self.people[self.own])
        if not self.session.actor(self.game_id).host:
            return t("access.viewer")
        return t("sator.device.shared")

    def _fill_banner(self, seen: SeatView) -> None:
        t = self.t
        if seen.winner is None:
            self.banner.visible = False
            return
        self.banner.visible = True
        self.banner.content = ft.Column(
            [
                ft.Row(
                    [
                        ft.Icon(ft.Icons.EMOJI_EVENTS, size=32),
                        ft.Text(
                            t("sator.play.winner", player=self.people[seen.winner]),
                            theme_style=ft.TextThemeStyle.TITLE_LARGE,
                            weight=ft.FontWeight.BOLD,
                            expand=True,
                        ),
                    ]
                ),
                ft.FilledButton(
                    t("sator.play.results"),
                    icon=ft.Icons.EMOJI_EVENTS,
                    height=48,
                    on_click=lambda e: self.session.go(f"{self.route}/results"),
                ),
            ]
        )
        self.banner.padding = 12
        self.banner.border = ft.Border.all(2, ft.Colors.PRIMARY)
        self.banner.border_radius = ft.BorderRadius.all(12)

    def _turn_shown(self, seen: SeatView) -> TurnShown:
        assert seen.turn is not None
        return TurnShown(
            turn=seen.turn, player=seen.players[seen.turn.seat], rules=self.context.rules
        )

    def _actions_shown(self, seen: SeatView, found: Any) -> ActionsShown:
        assert seen.turn is not None
        context = self.context
        collectors: tuple[tuple[int, str], ...] = ()
        if self.own is None and seen.winner is None:
            collectors = tuple(
                (seat, self.people[seat])
                for seat in range(context.seat_count)
                if seat not in (seen.turn.seat, *self.held) and context.may_collect_book(seat)
            )
        return ActionsShown(
            options=found,
            over=seen.winner is not None,
            step=seen.turn.step,
            active_name=seen.turn.name,
            rules=context.rules,
            gargoyle_on_board=any(p.gargoyle.where == "board" for p in seen.players),
            collectors=collectors,
            active_on_own_device=seen.turn.seat in self.held,
        )

    def _hand_shown(self, seen: SeatView) -> HandShown:
        turn = self.context.turn_seat
        if turn is None or seen.winner is not None:
            return HandShown()
        if self.own is not None:
            return HandShown(self.people[self.own], seen.hand, own_device=True)
        name = self.people[turn]
        if self.acting != turn:
            return HandShown()
        # The shared device sees the table as the seat whose turn it is.
        if self.opened == (turn, self.context.turn_number):
            return HandShown(name, seen.hand)
        return HandShown(openable=name)

    def _table_shown(self, seen: SeatView) -> TableShown:
        context = self.context
        return TableShown(
            players=seen.players,
            active=seen.turn.seat if seen.turn else seen.to_act,
            held=self.held,
            incertus_pile=seen.incertus_pile,
            incertus_discard=seen.incertus_discard,
            removed=seen.removed,
            rules=context.rules,
            in_play=context.turn_seat is not None,
        )

    # Acting

    def _commit(self, action: Action) -> None:
        self.shell.commit(action)

    def _announce(self, action: Action, events: tuple[Event, ...]) -> None:
        notes = [self.t.event(event) for event in events if event.code in NOTED]
        if notes:
            self.session.notify("\n".join(notes))

    def _intent(self, intent: str) -> None:
        seat = self.acting
        if intent.startswith("collect:"):
            self._commit(CollectBook(seat=int(intent.partition(":")[2])))
            return
        if seat is None:
            return
        if intent.startswith("next_step:"):
            left = intent.partition(":")[2]
            self._commit(NextStep(seat=seat, leaving=next(s for s in STEPS if s == left)))
            return
        simple = {"end_turn": EndTurn, "collect_book": CollectBook}
        if intent in simple:
            self._commit(simple[intent](seat=seat))
            return
        context = self._form_context(seat)
        match intent:
            case "exchange" | "search_exchange":
                forms.ExchangeForm(context, search=intent == "search_exchange").open()
            case "rotas" | "moves":
                forms.CardForm(context, intent).open()
            case "prayer":
                forms.PrayerForm(context).open()
            case "free_action":
                forms.FreeActionForm(context).open()
            case "remove_gargoyle":
                forms.GargoyleForm(context).open()
            case "draw":
                forms.DrawForm(context).open()

    def _form_context(self, seat: int) -> forms.FormContext:
        context = self.context
        seen = context.seen(seat)
        return forms.FormContext(
            session=self.session,
            t=self.t,
            table=context,
            players=seen.players,
            removed=seen.removed,
            seat=seat,
            options=context.options(seat),
            hand=seen.hand,
            act=self.shell.attempt,
            private_for=None if self.own is not None else self.people[seat],
        )

    def _open_hand(self, opened: bool) -> None:
        turn = self.context.turn_seat
        self.opened = (turn, self.context.turn_number) if opened and turn is not None else None
        self.refresh()

    # Undo and redo

    def _undo(self, e: Any) -> None:
        self._step(redo=False)

    def _redo(self, e: Any) -> None:
        self._step(redo=True)

    def _step(self, *, redo: bool) -> None:
        """Undo (or redo) this device's latest action; on a shared device, the table's
        latest (the contract leaves what a phone did to that phone)."""
        self.shell.step(self.own, redo=redo)

    # The device's seat

    def _device_dialog(self) -> None:
        """Whose device this is: only the choices the table accepts from it, each saying
        what it means; a change that costs something is asked first."""
        t = self.t
        tiles: list[ft.Control] = []
        for choice in seat_choices(self.session, self.game_id):
            if choice.seat is None:
                title = (
                    t("sator.device.share")
                    if self.session.actor(self.game_id).host
                    else t("sator.device.no_seat")
                )
                icon = ft.Icons.TABLET
            else:
                title = t("sator.device.take", player=self.people[choice.seat])
                icon = ft.Icons.SMARTPHONE

            async def choose(e: Any, choice: SeatChoice = choice) -> None:
                await change_seat(self.session, self.game_id, choice, self._seat_changed)

            tiles.append(
                ft.ListTile(
                    leading=ft.Icon(icon),
                    title=ft.Text(title),
                    subtitle=ft.Text(choice.note),
                    selected=choice.current,
                    disabled=not choice.allowed,
                    on_click=choose,
                    min_height=56,
                )
            )
        content = ft.Column(
            [ft.Text(t("sator.device.explain")), *tiles], tight=True, scroll=ft.ScrollMode.AUTO
        )
        show_closable(self.session, t("sator.device.title"), content)

    @property
    def held(self) -> frozenset[int]:
        """The seats some device has taken."""
        return frozenset(self.table.held)

    def _seat_changed(self) -> None:
        self.own = self.session.devices.seat(self.game_id)
        self.opened = None
        self.refresh()

    # The whole history, the checklist and printing

    def _show_history(self) -> None:
        t = self.t
        lines = [
            line
            for events in reversed(self.context.history())
            for line in [*entry_lines(t, events), ft.Divider(height=4)]
        ]
        history = ft.Column(lines, scroll=ft.ScrollMode.AUTO, spacing=2)
        self._show_large(t("common.history"), history)

    def _show_checklist(self) -> None:
        t = self.t
        assert self.seen is not None
        steps = full_checklist(t, self.ticks, self.seen.checklist, self.context.rules)
        self._show_large(
            t("sator.play.checklist"), ft.Column(steps, scroll=ft.ScrollMode.AUTO, spacing=8)
        )

    def _show_large(self, title: str, content: ft.Control) -> None:
        show_closable(self.session, title, ft.Container(content, width=560, height=560))

    async def _print(self, e: Any) -> None:
        await download_pdf(self.session, self.context.aid(self.t.language, "a4"), "sator.pdf")

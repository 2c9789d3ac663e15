"""The play screen of the table's tablet and of the hunter players' phones.

It is drawn from the public view only (a hunter player's device adds the ticket values of
its own hunters) and shows the events the table may see: a device that does not hold
Dracula's seat never builds anything from his secrets. The screen is made of panels that
redraw, and are sent, only when what they show has changed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import flet as ft

from sheets.fury_of_dracula.reminders import Reminder
from sheets.fury_of_dracula.state import Ticket
from sheets.fury_of_dracula.view import HunterSeatView, PublicView
from ui.fury_of_dracula import board_panels, device_menu, hunter_actions, records
from ui.fury_of_dracula.app_moves import ToDoPanel
from ui.fury_of_dracula.seat_screen import WIDE, SeatScreen
from ui.fury_of_dracula.track_changes import TrackChanges
from ui.widgets.panel import Panel, RestylingPanel
from ui.widgets.reuse import ReusingPanel

if TYPE_CHECKING:
    from collections.abc import Mapping

    from sheets.fury_of_dracula.content import HunterId
    from ui.fury_of_dracula.context import PlayContext
    from ui.session import AppSession


class TableScreen(SeatScreen):
    def __init__(self, session: AppSession, ctx: PlayContext) -> None:
        super().__init__(session, ctx)
        self._tickets_seen: tuple[int, Mapping[HunterId, tuple[Ticket, ...]]] | None = None
        ctx = self.ctx
        self.hunters = board_panels.hunter_cards(
            ctx,
            self._public,
            self._tickets,
            ctx.offers_hunter_records,
            lambda hunter: ctx.seat is None and ctx.may_act_for(hunter),
        )
        to_do = ToDoPanel(ctx, self.refresh)
        status = board_panels.StatusLines()
        self.panels = {
            "to_do": Panel(to_do.signature, to_do.controls),
            "status": RestylingPanel(
                lambda: board_panels.status_signature(self._public(), self._reminders()),
                lambda: status.controls(ctx, self._public(), self._reminders()),
            ),
            "decisions": hunter_actions.DecisionsPanel(
                ctx,
                self._decisions_signature,
                self._decisions,
                lambda: self.session.go(f"{self.route}/results"),
            ),
            "combat": ReusingPanel(
                lambda: (self._public().combat, [h.defeated for h in self._public().hunters]),
                lambda: records.combat_controls(ctx, self._public()),
            ),
            "tracks": ReusingPanel(
                lambda: (
                    board_panels.tracks_signature(self._public()),
                    self._changes(),
                    ctx.offers_dracula_records,
                ),
                lambda: board_panels.tracks_controls(
                    ctx,
                    self._public(),
                    self._changes(),
                    editable=ctx.offers_dracula_records,
                ),
            ),
            "trail": ReusingPanel(
                lambda: (self._public().trail, self._public().lairs),
                lambda: board_panels.trail_controls(ctx, self._public()),
            ),
            "tokens": ReusingPanel(
                lambda: (
                    self._public().tokens,
                    [h.bats for h in self._public().hunters],
                    ctx.records_table,
                    ctx.table_records,
                    ctx.records_open,
                ),
                lambda: board_panels.tokens_controls(
                    ctx,
                    self._public(),
                    editable=ctx.records_table,
                    extra=records.record_buttons(ctx) if ctx.records_table else [],
                ),
            ),
            "recent": Panel(
                lambda: ctx.table.version, device_menu.RecentHistory(ctx).controls, spacing=2
            ),
        }

    # What the panels draw from

    def _public(self) -> PublicView:
        """The public view, computed once per version of the table for every device."""
        return self.ctx.shared().public

    def _changes(self) -> TrackChanges:
        return self.ctx.shared().changes

    def _reminders(self) -> tuple[Reminder, ...]:
        return self._public().reminders

    def _tickets(self) -> Mapping[HunterId, tuple[Ticket, ...]]:
        """The values of this hunter player's own tickets, once per version of the table."""
        seat = self.ctx.seat
        if seat is None:
            return {}
        version = self.ctx.table.version
        if self._tickets_seen is None or self._tickets_seen[0] != version:
            seen = self.ctx.seen(seat)
            assert isinstance(seen, HunterSeatView), "a Dracula device gets Dracula's screen"
            self._tickets_seen = (version, seen.my_tickets)
        return self._tickets_seen[1]

    def _decisions_signature(self) -> object:
        """What the decisions show depends on the whole table only when this device
        decides something now; otherwise on whose turn it is and where he is played."""
        ctx = self.ctx
        public = self._public()
        step, hunter = public.step, public.current_hunter
        if not ctx.acting_seats:
            return ("watching",)
        if step in ("day_action", "night_action") and hunter is not None:
            if not ctx.may_act_for(hunter):
                return ("elsewhere", hunter, ctx.setup.hunter_seats[hunter] in ctx.table.held)
        elif step not in ("hospital", "finished"):
            return ("waiting", step)
        return (ctx.table.version, self._tickets())

    def _watching_text(self) -> str:
        """What a device that acts for nobody is: against the app, the host's is the
        table's screen (the hunters' phones hold every seat); any other only watches."""
        ctx = self.ctx
        return "fod.play.table_screen" if ctx.against_app and ctx.actor.host else "access.viewer"

    def _decisions(self) -> hunter_actions.Decisions:
        ctx = self.ctx
        if not ctx.acting_seats:
            return hunter_actions.Decisions(ctx.t(self._watching_text()), italic=True)
        shown = hunter_actions.decisions(ctx, self._tickets())
        return replace(shown, won=self._public().winner is not None)

    # Building

    def view(self) -> ft.View:
        ctx = self.ctx
        p = self.panels
        title = ctx.t("kind.fury_of_dracula")
        if ctx.seat is not None:
            title = ctx.player(ctx.seat)
        width = self.session.page.width or WIDE
        hunters = self.hunters_column()
        if self.is_wide(width):
            # The trail, the table's most important shared fact, first and across the screen.
            body: ft.Control = ft.Column(
                [
                    p["trail"],
                    ft.Row(
                        [
                            ft.Column(
                                [
                                    p["to_do"],
                                    p["status"],
                                    p["decisions"],
                                    p["combat"],
                                    p["recent"],
                                ],
                                width=width * 0.4,
                                spacing=14,
                            ),
                            ft.Column([p["tracks"], hunters, p["tokens"]], expand=True, spacing=14),
                        ],
                        vertical_alignment=ft.CrossAxisAlignment.START,
                    ),
                ],
                spacing=14,
            )
        else:
            body = ft.Column(
                [
                    p["to_do"],
                    p["status"],
                    p["decisions"],
                    p["combat"],
                    p["trail"],
                    p["tracks"],
                    hunters,
                    p["tokens"],
                    p["recent"],
                ],
                spacing=14,
            )
        return self.screen(title, body)

"""Dracula's private screen, shown only on the device that proved Dracula's seat with its
token: his real trail and lairs, his encounter hand, his power cards, his decisions, and
the public board he plays against.

Should another device take Dracula's seat, this one stops showing his secrets at the next
change of the table and falls back to the table's screen.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import flet as ft

from sheets.fury_of_dracula.actions import ClearLair
from sheets.fury_of_dracula.view import DraculaSeatView, SecretHideout
from ui.fury_of_dracula import board_panels, device_menu, records
from ui.fury_of_dracula.dracula_decisions import MoveChoice, decision_controls
from ui.fury_of_dracula.names import card_name
from ui.fury_of_dracula.seat_screen import WIDE, SeatScreen
from ui.fury_of_dracula.track_changes import TrackChanges
from ui.widgets.common import section_title
from ui.widgets.panel import Panel, Restyling, RestylingPanel
from ui.widgets.redraw import Words
from ui.widgets.reuse import ReusingPanel

if TYPE_CHECKING:
    from ui.fury_of_dracula.context import PlayContext
    from ui.session import AppSession


class DraculaScreen(SeatScreen):
    def __init__(self, session: AppSession, ctx: PlayContext) -> None:
        super().__init__(session, ctx)
        self.choice = MoveChoice()
        self.status = board_panels.StatusLines()
        self.location = Words(ft.Text(size=16, weight=ft.FontWeight.BOLD))
        self._cache: tuple[int, DraculaSeatView, TrackChanges] | None = None
        ctx = self.ctx
        self.hunters = board_panels.hunter_cards(
            ctx,
            lambda: self._seen().public,
            lambda: {},
            ctx.offers_hunter_records,
            lambda _: False,
        )
        self.panels = {
            "status": RestylingPanel(
                lambda: (
                    board_panels.status_signature(self._seen().public, self._seen().reminders),
                    self._seen().location,
                ),
                self._status,
            ),
            "decisions": ReusingPanel(
                self._decisions_signature,
                lambda: decision_controls(ctx, self._seen(), self.choice, self._redraw_decisions),
            ),
            "trail": ReusingPanel(
                lambda: (self._seen().trail, self._seen().lairs, self._seen().leaving),
                self._trail,
                stretch=True,
            ),
            "hand": ReusingPanel(
                lambda: (
                    self._seen().hand,
                    self._seen().encounter_deck_size,
                    self._seen().powers_available,
                ),
                self._hand,
            ),
            "combat": ReusingPanel(
                lambda: (
                    self._seen().public.combat,
                    [h.defeated for h in self._seen().public.hunters],
                ),
                lambda: records.combat_controls(ctx, self._seen().public),
            ),
            "tracks": ReusingPanel(
                lambda: (
                    board_panels.tracks_signature(self._seen().public),
                    self._changes(),
                    ctx.offers_dracula_records,
                ),
                lambda: board_panels.tracks_controls(
                    ctx,
                    self._seen().public,
                    self._changes(),
                    editable=ctx.offers_dracula_records,
                ),
            ),
            "tokens": ReusingPanel(
                lambda: (self._seen().public.tokens, [h.bats for h in self._seen().public.hunters]),
                lambda: board_panels.tokens_controls(
                    ctx, self._seen().public, editable=False, extra=[]
                ),
            ),
            "recent": Panel(
                lambda: ctx.table.version, device_menu.RecentHistory(ctx).controls, spacing=2
            ),
        }

    def _seen(self) -> DraculaSeatView:
        return self._cached()[0]

    def _changes(self) -> TrackChanges:
        return self._cached()[1]

    def _cached(self) -> tuple[DraculaSeatView, TrackChanges]:
        version = self.ctx.table.version
        if self._cache is None or self._cache[0] != version:
            shared = self.ctx.shared()
            seat = self.ctx.setup.dracula_seat
            seen = self.ctx.seen(seat)
            assert isinstance(seen, DraculaSeatView)
            self._cache = (version, seen, shared.changes)
        return self._cache[1], self._cache[2]

    def _decisions_signature(self) -> object:
        """While the hunters take their actions Dracula has nothing to decide."""
        if self.ctx.public.step in ("day_action", "night_action"):
            return ("hunters",)
        choice = self.choice
        drawn = tuple(sorted(choice.drawn.items()))
        return (self.ctx.table.version, choice.misdirect, choice.card, drawn)

    def _redraw_decisions(self) -> None:
        panel = self.panels["decisions"]
        if panel.refresh():
            panel.update()

    def _status(self) -> Restyling:
        ctx, seen = self.ctx, self._seen()
        controls, changed = self.status.controls(ctx, seen.public, seen.reminders)
        if seen.location is not None:
            place = ctx.t.value("place", seen.location)
            changed += self.location.show(ctx.t("fod.dracula.you_are_in", place=place))
            controls.insert(1, self.location.control)
        return controls, changed

    def _trail(self) -> list[ft.Control]:
        t, seen = self.ctx.t, self._seen()
        controls: list[ft.Control] = [section_title(t("fod.dracula.your_trail"))]
        for number, hideout in enumerate(seen.trail, start=1):
            controls.append(self._hideout(t("fod.space", number=number), hideout, None))
        if seen.leaving is not None:
            controls.append(self._hideout(t("fod.dracula.leaving_title"), seen.leaving, None))
        if seen.public.advanced:
            controls.append(section_title(t("fod.lairs")))
            if not seen.lairs:
                controls.append(ft.Text(t("fod.play.no_lairs")))
            for number, lair in enumerate(seen.lairs, start=1):
                controls.append(self._hideout(t("fod.lair", number=number), lair, number))
        return controls

    def _hideout(self, title: str, hideout: SecretHideout | None, lair: int | None) -> ft.Control:
        t = self.ctx.t
        if hideout is None:
            return ft.Text(f"{title}: {t('fod.play.empty_space')}", italic=True)
        cards = []
        for card, number in zip(hideout.cards, hideout.card_numbers, strict=True):
            name = card_name(card, t.language)
            if number is not None:
                name = t("fod.dracula.card_number", name=name, number=number)
            if card in hideout.revealed:
                name += " · " + t("fod.dracula.seen_by_hunters")
            cards.append(name)
        body: list[ft.Control] = [ft.Text(" + ".join(cards), weight=ft.FontWeight.BOLD)]
        if hideout.linked:
            body.append(
                ft.Text(
                    t("fod.dracula.hide_linked", place=t.value("place", hideout.linked)),
                    size=12,
                )
            )
        encounters = t.value("encounters", list(hideout.encounters)) if hideout.encounters else "—"
        body.append(ft.Text(t("fod.dracula.encounters_here", encounters=encounters), size=13))
        body += board_panels.survivor_lines(self.ctx, hideout.survivors)
        if hideout.rumour:
            body.append(ft.Text(t("fod.play.rumour_here"), size=12, weight=ft.FontWeight.BOLD))
        if lair is not None:
            action = ClearLair(seat=self.ctx.setup.dracula_seat, lair=lair)
            if self.ctx.refusal(action) is None:
                body.append(
                    ft.OutlinedButton(
                        t("fod.action.clear_lair"),
                        on_click=lambda e: self.ctx.commit(action),
                    )
                )
        return ft.Container(
            ft.Column([ft.Text(title, size=12), *body], spacing=2),
            padding=8,
            border=ft.Border.all(1, ft.Colors.OUTLINE),
            border_radius=ft.BorderRadius.all(8),
        )

    def _hand(self) -> list[ft.Control]:
        t, seen = self.ctx.t, self._seen()
        counts = Counter(seen.hand)
        cards = [
            f"{t.value('encounter', card)} ×{count}" if count > 1 else t.value("encounter", card)
            for card, count in sorted(counts.items())
        ]
        controls: list[ft.Control] = [
            section_title(t("fod.encounter_hand")),
            ft.Row([tag(card) for card in cards], wrap=True)
            if cards
            else ft.Text(t("fod.dracula.no_cards")),
            ft.Text(t("fod.dracula.deck_left", count=seen.encounter_deck_size), size=12),
        ]
        if seen.public.advanced:
            powers = t.value("power", list(seen.powers_available)) if seen.powers_available else "—"
            controls.append(ft.Text(t("fod.dracula.powers_available", powers=powers)))
        return controls

    def view(self) -> ft.View:
        ctx, p = self.ctx, self.panels
        width = self.session.page.width or WIDE
        secret: list[ft.Control] = [p["status"], p["decisions"], p["combat"], p["trail"], p["hand"]]
        hunters = self.hunters_column()
        public = [p["tracks"], hunters, p["tokens"], p["recent"]]
        if self.is_wide(width):
            body: ft.Control = ft.Row(
                [
                    ft.Column(secret, width=width * 0.45, spacing=14),
                    ft.Column(public, expand=True, spacing=14),
                ],
                vertical_alignment=ft.CrossAxisAlignment.START,
            )
        else:
            body = ft.Column([*secret, *public], spacing=14)
        title = ctx.t("fod.dracula.title", name=ctx.player(ctx.setup.dracula_seat))
        return self.screen(title, body)


def tag(text: str) -> ft.Control:
    """A word on a rounded patch: a card named in his hand, not a button."""
    return ft.Container(
        ft.Text(text, color=ft.Colors.ON_SECONDARY_CONTAINER),
        bgcolor=ft.Colors.SECONDARY_CONTAINER,
        padding=ft.Padding.symmetric(horizontal=10, vertical=6),
        border_radius=ft.BorderRadius.all(12),
    )

"""Joining a table from a phone: the table's code, then the seat this phone will play.

The code comes typed or in the address of the QR code (``/join?code=...``). Wrong codes
are counted per device (the address the server saw, and the session), so that a code
cannot be found by trying thousands.
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlsplit

import flet as ft

from sheets.core.errors import Illegal
from ui.lan import CODE_LENGTH, normalise
from ui.screen import StaticScreen
from ui.seats import shown_people
from ui.widgets.common import bar_title, section_title

if TYPE_CHECKING:
    from ui.session import AppSession


class JoinScreen(StaticScreen):
    route = "/join"

    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> JoinScreen:
        return cls(session)

    def __init__(self, session: AppSession) -> None:
        super().__init__(session)
        query = parse_qs(urlsplit(session.page.route or "").query)
        self.code = ft.TextField(
            label=self.t("join.code"),
            value=(query.get("code") or [""])[0],
            capitalization=ft.TextCapitalization.CHARACTERS,
            max_length=CODE_LENGTH,
            width=240,
            on_submit=self._join,
        )
        self.problem = ft.Text(color=ft.Colors.ERROR)
        self.seats = ft.Column(spacing=8)

    def view(self) -> ft.View:
        t = self.t
        controls: list[ft.BaseControl] = [
            section_title(t("join.title")),
            ft.Text(t("join.help")),
            ft.Row(
                [self.code, ft.FilledButton(t("join.go"), height=48, on_click=self._join)],
                wrap=True,
            ),
            self.problem,
            self.seats,
        ]
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(title=bar_title(t("join.title"))),
            controls=controls,
            scroll=ft.ScrollMode.AUTO,
        )

    def _join(self, e: Any) -> None:
        services = self.session.services
        device = (f"address {self.session.address}", f"session {self.session.session_id}")
        wait = services.wrong_codes.wait_s(*device)
        if wait > 0:
            self.problem.value = self.t("join.wait", seconds=math.ceil(wait))
            return
        game_id = services.join_codes.game_for(normalise(self.code.value or ""))
        if game_id is None:
            services.wrong_codes.failed(*device)
            self.problem.value = self.t("join.wrong")
            return
        self.problem.value = ""
        self._offer_seats(game_id)

    def _offer_seats(self, game_id: str) -> None:
        t = self.t
        table = self.session.tables.open(game_id)
        mine = self.session.devices.seat(game_id)
        role = self.session.seat_role(table.kind)
        buttons: list[ft.Control] = [ft.Text(t("join.pick_seat"), weight=ft.FontWeight.BOLD)]
        app_seats = self.session.tables.app_seats(table)
        for seat, player in enumerate(shown_people(self.session, game_id)):
            if seat in app_seats:
                continue
            taken = seat in table.held and seat != mine
            name: str = player
            if role is not None:
                name = t("join.seat_role", name=player, role=role(table.game.setup, seat, t))
            # A seat's line wraps: a phone is too narrow for a name, its hunters and why
            # it is taken on one line.
            label = ft.Text(t("join.taken" if taken else "join.free", name=name))
            buttons.append(
                ft.FilledTonalButton(
                    content=label,
                    disabled=taken,
                    on_click=functools.partial(self._take, game_id, seat),
                )
            )
        self.seats.controls = buttons

    async def _take(self, game_id: str, seat: int, event: Any = None) -> None:
        try:
            await self.session.take_seat(game_id, seat, joined=True)
        except Illegal as refused:
            people = shown_people(self.session, game_id)
            self.problem.value = self.t.with_seats(people).reason(refused)
            self._offer_seats(game_id)  # taken meanwhile: show who holds what now
            return
        self.session.go(f"/game/{game_id}")

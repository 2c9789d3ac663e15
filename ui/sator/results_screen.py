"""The end of a SATOR game: who collected all four books first, every player's books and
the prayers they used, how long the game went, and the unverified values it rested on."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scoring.sator import outcome
from sheets.sator.content import load_content
from sheets.sator.house_rules import unverified_in_use
from sheets.sator.names import colour_name, prayer_name
from sheets.sator.state import TableState
from sheets.sator.view import view
from ui.sator.names import colour_mark, describe_values, setting_label
from ui.widgets.common import section_title, unverified_badge

if TYPE_CHECKING:
    from ui.app import AppSession


class ResultsScreen:
    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> ResultsScreen:
        return cls(session, params["game_id"])

    def __init__(self, session: AppSession, game_id: str) -> None:
        self.session = session
        self.game_id = game_id
        self.route = f"/game/{game_id}/results"
        self.table = session.tables.open(game_id)
        self.t = session.texts.with_seats(self.table.seats)
        self.t.extra.append(describe_values(self.t.language, lambda: self.state.rules))
        self.body = ft.Column(spacing=12)

    @property
    def state(self) -> TableState:
        state: TableState = self.table.state
        return state

    def table_changed(self, game_id: str) -> None:
        if game_id == self.game_id:
            self._fill()
            self.body.update()

    def view(self) -> ft.View:
        self._fill()
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(
                title=ft.Text(self.t("sator.results.title")),
                actions=[
                    ft.IconButton(
                        ft.Icons.TABLE_RESTAURANT,
                        tooltip=self.t("sator.results.back"),
                        on_click=lambda e: self.session.go(f"/game/{self.game_id}"),
                    )
                ],
            ),
            controls=[self.body],
            scroll=ft.ScrollMode.AUTO,
        )

    def _fill(self) -> None:
        t, state = self.t, self.state
        result = outcome(state)
        controls: list[ft.Control] = []
        if state.winner is None:
            controls.append(ft.Text(t("sator.results.not_finished"), italic=True))
        controls.append(
            ft.Text(
                t(result.summary, **t.params(result.details)),
                theme_style=ft.TextThemeStyle.HEADLINE_SMALL,
                weight=ft.FontWeight.BOLD,
            )
        )
        controls.append(
            ft.Text(t("sator.results.length", rounds=state.round, turns=state.turn_number))
        )
        seen = view(state, 0)
        books = load_content().rules.books_per_colour
        for seat in sorted(result.seats, key=lambda seat: (not seat.winner, -seat.lines["books"])):
            player = seen.players[seat.seat]
            colour = colour_name(player.colour, t.language, state.rules)
            used = ", ".join(prayer_name(number) for number in player.prayers_used) or "–"
            title = t("sator.table.player", number=player.number, name=seat.name, colour=colour)
            rows: list[ft.Control] = [
                ft.Row(
                    [
                        colour_mark(player.colour),
                        ft.Text(title, weight=ft.FontWeight.BOLD, expand=True),
                        *([ft.Icon(ft.Icons.EMOJI_EVENTS)] if seat.winner else []),
                    ]
                ),
                ft.Row(
                    [
                        *[
                            ft.Icon(
                                ft.Icons.BOOK
                                if index < seat.lines["books"]
                                else ft.Icons.BOOK_OUTLINED
                            )
                            for index in range(books)
                        ],
                        ft.Text(t("sator.table.books", books=seat.lines["books"], total=books)),
                    ],
                    spacing=2,
                ),
                ft.Text(
                    t(
                        "sator.table.used",
                        prayers=used,
                        count=len(player.prayers_used),
                        total=len(load_content().prayers),
                    ),
                    size=13,
                ),
            ]
            if seat.winner:
                rows.insert(1, ft.Text(t("sator.results.winner_mark"), weight=ft.FontWeight.BOLD))
            controls.append(ft.Card(ft.Container(ft.Column(rows, spacing=4), padding=12)))
        controls += self._unverified()
        self.body.controls = controls

    def _unverified(self) -> list[ft.Control]:
        t = self.t
        used = unverified_in_use(self.state.rules)
        if not used:
            return []
        return [
            section_title(t("sator.results.unverified")),
            ft.Row(
                [unverified_badge(setting_label(name, t.language)) for name in used],
                wrap=True,
            ),
            ft.TextButton(
                t("sator.results.edit_rules"),
                icon=ft.Icons.TUNE,
                height=44,
                on_click=lambda e: self.session.go(f"/game/{self.game_id}/rules"),
            ),
        ]

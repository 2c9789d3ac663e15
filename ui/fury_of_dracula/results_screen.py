"""The end of a Fury of Dracula game: who won and why, the final tracks, every player with
his side, and the unverified house-rule values the game was played with."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scoring.fury_of_dracula import outcome
from sheets.fury_of_dracula.state import GameState
from sheets.fury_of_dracula.view import public_view
from ui.fury_of_dracula.names import describe_values
from ui.widgets.common import section_title, unverified_badge

if TYPE_CHECKING:
    from ui.app import AppSession

LINES = ("influence", "dracula_damage", "despair", "rounds")


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
        self.t.extra.append(describe_values(self.t.language))
        self.body = ft.Column(spacing=12)

    @property
    def state(self) -> GameState:
        state: GameState = self.table.state
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
                title=ft.Text(self.t("fod.results.title")),
                actions=[
                    ft.IconButton(
                        ft.Icons.MAP,
                        tooltip=self.t("fod.results.back"),
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
        setup = state.setup
        controls: list[ft.Control] = [
            ft.Text(t(result.summary), size=22, weight=ft.FontWeight.BOLD),
        ]
        lines = result.seats[0].lines
        finished = state.winner is not None
        controls.append(
            section_title(t("fod.results.tracks" if finished else "fod.results.so_far"))
        )
        controls += [ft.Text(t(f"fod.results.line.{line}", value=lines[line])) for line in LINES]
        controls.append(section_title(t("fod.results.players")))
        for seat in result.seats:
            if seat.seat == setup.dracula_seat:
                role = t("fod.role.dracula")
            else:
                role = t.value("hunters", list(setup.hunters_of(seat.seat)))
            if state.winner is None:
                verdict = ""
                icon = ft.Icons.HOURGLASS_TOP
            elif seat.winner:
                verdict = t("fod.results.won")
                icon = ft.Icons.EMOJI_EVENTS
            else:
                verdict = t("fod.results.lost")
                icon = ft.Icons.CLOSE
            controls.append(
                ft.ListTile(
                    leading=ft.Icon(icon),
                    title=ft.Text(seat.name, weight=ft.FontWeight.BOLD),
                    subtitle=ft.Text(" · ".join(part for part in (role, verdict) if part)),
                )
            )
        unverified = public_view(state).unverified_rules
        if unverified:
            controls += [
                section_title(t("rules.unverified_used")),
                ft.Row(
                    [unverified_badge(t(f"fod.setting.{name}")) for name in unverified], wrap=True
                ),
                ft.TextButton(
                    t("rules.edit"),
                    icon=ft.Icons.TUNE,
                    on_click=lambda e: self.session.go(f"/game/{self.game_id}/rules"),
                ),
            ]
        self.body.controls = controls

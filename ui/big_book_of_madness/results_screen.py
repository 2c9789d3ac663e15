"""The result of a Big Book of Madness game: won or lost together and why, how far the
table got, each monster beaten or not, each magician at the end, and the unverified
values the game was played with."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.state import TableState
from ui.big_book_of_madness.words import Words
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
        self.words = Words(session.texts, self.table)
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
        w = self.words
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(
                title=ft.Text(w("bbm.results.title")),
                actions=[
                    ft.IconButton(
                        ft.Icons.MENU_BOOK,
                        tooltip=w("bbm.results.back"),
                        on_click=lambda e: self.session.go(f"/game/{self.game_id}"),
                    )
                ],
            ),
            controls=[self.body],
            scroll=ft.ScrollMode.AUTO,
        )

    def _fill(self) -> None:
        w, state = self.words, self.state
        view = RULES.view(state, state.active)
        result = state.result
        controls: list[ft.Control] = []
        if result is None:
            controls.append(ft.Text(w("bbm.results.not_over"), size=18, italic=True))
        else:
            controls.append(
                ft.Container(
                    ft.Row(
                        [
                            ft.Icon(
                                ft.Icons.EMOJI_EVENTS if result.won else ft.Icons.DANGEROUS,
                                size=48,
                            ),
                            ft.Column(
                                [
                                    ft.Text(
                                        w("bbm.results.won" if result.won else "bbm.results.lost"),
                                        size=28,
                                        weight=ft.FontWeight.BOLD,
                                    ),
                                    ft.Text(w(f"bbm.result.{result.reason}"), size=18),
                                ],
                                spacing=2,
                                expand=True,
                            ),
                        ]
                    ),
                    bgcolor=ft.Colors.PRIMARY_CONTAINER
                    if result.won
                    else ft.Colors.ERROR_CONTAINER,
                    padding=16,
                    border_radius=ft.BorderRadius.all(12),
                )
            )
            controls.append(ft.Text(w("bbm.results.reached", round=result.round, turn=result.turn)))
        controls.append(
            ft.Text(
                w(
                    "bbm.results.game_line",
                    difficulty=w(f"bbm.difficulty.{view.difficulty}"),
                    mode=w(f"bbm.mode.{view.mode}"),
                )
            )
        )
        controls.append(section_title(w("bbm.results.monsters")))
        if not view.monsters:
            controls.append(ft.Text(w("bbm.ui.no_monster_yet"), italic=True))
        for monster in view.monsters:
            beaten = monster.beaten
            key = {True: "beaten", False: "not_beaten", None: "in_play"}[beaten]
            controls.append(
                ft.Row(
                    [
                        ft.Icon(
                            {
                                True: ft.Icons.CHECK_CIRCLE,
                                False: ft.Icons.CANCEL,
                                None: ft.Icons.HOURGLASS_TOP,
                            }[beaten]
                        ),
                        ft.Text(
                            w(
                                f"bbm.results.monster.{key}",
                                number=monster.number,
                                page=w.page(monster.page),
                            ),
                            expand=True,
                        ),
                    ]
                )
            )
        controls.append(section_title(w("bbm.results.players")))
        for player in view.players:
            line = w(
                "bbm.results.player",
                player=player.name,
                magician=w.magician(player.magician),
                madness=player.madness,
                spells=len(player.spells),
            )
            controls.append(
                ft.Row(
                    [
                        ft.Icon(
                            ft.Icons.SENTIMENT_VERY_DISSATISFIED
                            if player.eliminated
                            else ft.Icons.PERSON
                        ),
                        ft.Text(
                            w("bbm.results.scared", line=line) if player.eliminated else line,
                            expand=True,
                        ),
                    ]
                )
            )
        if view.unverified:
            controls += [
                section_title(w("bbm.ui.unverified_in_use")),
                ft.Row(
                    [unverified_badge(w(f"bbm.setting.{name}")) for name in view.unverified],
                    wrap=True,
                ),
                ft.TextButton(
                    w("bbm.ui.check_rules"),
                    icon=ft.Icons.TUNE,
                    on_click=lambda e: self.session.go(f"/game/{self.game_id}/rules"),
                ),
            ]
        self.body.controls = controls

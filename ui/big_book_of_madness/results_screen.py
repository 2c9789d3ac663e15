"""The result of a Big Book of Madness game: won or lost together and why, how far the
table got, each monster beaten or not, each magician at the end, and the unverified
values the game was played with."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from sheets.big_book_of_madness.state import TableState
from ui import results_screen
from ui.big_book_of_madness.context import TableContext
from ui.big_book_of_madness.house_rules import MadnessHouseRules
from ui.big_book_of_madness.words import Words
from ui.widgets.common import section_title

if TYPE_CHECKING:
    from ui.session import AppSession

HOUSE_RULES = MadnessHouseRules()


class ResultsScreen(results_screen.ResultsScreen[TableState]):
    title_key = "bbm.results.title"
    back_icon = ft.Icons.MENU_BOOK
    back_key = "bbm.results.back"

    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        self.context = TableContext(self.table, session.texts.language)
        self.words = Words(session.texts, self.context)

    def body_controls(self) -> list[ft.Control]:
        w, context = self.words, self.context
        view = context.public()
        result = view.result
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
                                f"bbm.results.monster.{key}"
                                if w.page(monster.page)
                                else f"bbm.results.monster_unnamed.{key}",
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
                            w("bbm.results.scared", line=line, player=w.person(player.seat))
                            if player.eliminated
                            else line,
                            expand=True,
                        ),
                    ]
                )
            )
        controls += self.unverified(
            w("bbm.ui.unverified_in_use"),
            [HOUSE_RULES.label(self.t, name) for name in view.unverified],
            w("bbm.ui.check_rules"),
        )
        return controls

"""The results of a game (``/game/<id>/results``): how it ended, or how it stands, and the
unverified values it was played with; kept up to date while the table plays on.

A game's results screen says what its body shows (:meth:`ResultsScreen.body_controls`);
the title, the way back to the game and the refresh are the same for every game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import flet as ft

from ui.screen import GameScreen, State
from ui.seats import shown_people
from ui.widgets.common import bar_title, section_title, unverified_badge

if TYPE_CHECKING:
    from ui.session import AppSession


class ResultsScreen(GameScreen[State]):
    page = "/results"
    # The screen's title, and the icon and tooltip of the button back to the game.
    title_key: str
    back_icon: ft.IconData
    back_key: str

    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        # The results are looked at from the game, and the table goes back to playing.
        self.back_route = f"/game/{game_id}"
        self.t = session.texts.with_seats(shown_people(session, game_id))
        self.body = ft.Column(spacing=12)

    def view(self) -> ft.View:
        self.body.controls = self.body_controls()
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(
                title=bar_title(self.t(self.title_key)),
                actions=[
                    ft.IconButton(
                        self.back_icon,
                        tooltip=self.t(self.back_key),
                        on_click=lambda e: self.session.go(self.back_route),
                    ),
                    *self.actions(),
                ],
            ),
            controls=[self.body],
            scroll=ft.ScrollMode.AUTO,
        )

    def refresh(self) -> None:
        self.body.controls = self.body_controls()
        self.body.update()

    def body_controls(self) -> list[ft.Control]:
        raise NotImplementedError

    def actions(self) -> list[ft.Control]:
        """Buttons of the app bar besides the way back to the game."""
        return []

    def headline(self, summary: str, *, unfinished: str | None = None) -> list[ft.Control]:
        """How the game ended, below ``unfinished`` when it goes on."""
        lines: list[ft.Control] = []
        if unfinished is not None:
            lines.append(ft.Text(unfinished, italic=True))
        headline = ft.TextThemeStyle.HEADLINE_SMALL
        return [*lines, ft.Text(summary, theme_style=headline, weight=ft.FontWeight.BOLD)]

    def unverified(self, title: str, settings: Sequence[str], edit: str) -> list[ft.Control]:
        """The house rules the game rests on that the sources are unsure of (by their names,
        ``settings``), with the way to correct them; nothing when there are none."""
        if not settings:
            return []
        return [
            section_title(title),
            ft.Row([unverified_badge(setting) for setting in settings], wrap=True),
            ft.TextButton(
                edit,
                icon=ft.Icons.TUNE,
                on_click=lambda e: self.session.go(f"/game/{self.game_id}/rules"),
            ),
        ]

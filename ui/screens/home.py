"""Home: start a game, pick up an unfinished one or import one from a file, look back at
finished ones."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.names import is_placeholder, said_in
from sheets.i18n import joined
from ui.game_import import GameFileImport
from ui.screen import StaticScreen
from ui.seats import app_names
from ui.widgets.common import bar_title, section_title, when

if TYPE_CHECKING:
    from ui.session import AppSession

# The least height of a game's row, in pixels (a finger's target and more).
ROW_HEIGHT = 56
# Finished games listed, the latest first.
FINISHED_SHOWN = 30
# Unfinished games listed before a button that lists the rest: a server of many tables
# would otherwise send every device on home a row for each of them.
UNFINISHED_SHOWN = 20


def below(session: AppSession) -> ft.View:
    """Home as it lies under another screen: its back arrow and back's slide show the top
    of it, and back builds home anew. Every device keeps each control it was sent, and a
    server of many tables would have each phone at a table keep a row for every one of
    them; the rows that fit on the device's screen are enough."""
    height = session.page.height or 0
    return HomeScreen(session).view(rows=math.ceil(height / ROW_HEIGHT) if height else None)


class HomeScreen(StaticScreen):
    route = "/"

    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> HomeScreen:
        return cls(session)

    def view(self, rows: int | None = None) -> ft.View:
        """Home; with ``rows``, only the first ``rows`` games of its lists."""
        t = self.t
        store = self.session.store
        unfinished = store.list_games(status="active")
        active = unfinished[: UNFINISHED_SHOWN if rows is None else rows]
        finished = store.history()[: FINISHED_SHOWN if rows is None else rows - len(active)]
        controls: list[ft.BaseControl] = []
        if self.session.services.lan is not None:
            controls.append(
                ft.FilledTonalButton(
                    t("home.join"),
                    icon=ft.Icons.QR_CODE,
                    height=48,
                    on_click=lambda e: self.session.go("/join"),
                )
            )
        controls.append(section_title(t("home.new_game")))
        controls.append(
            ft.ResponsiveRow([self._new_game_card(kind) for kind in self.session.game_icons()])
        )
        controls.append(section_title(t("home.resume")))
        controls += [self._game_tile(game) for game in active] or [ft.Text(t("home.no_games"))]
        if rows is None and len(unfinished) > len(active):
            controls.append(self._show_all(controls, unfinished[len(active) :], len(unfinished)))
        controls.append(GameFileImport(self.session).button())
        if finished:
            controls.append(section_title(t("home.finished")))
            controls += [self._played_tile(game) for game in finished]
        return ft.View(
            route="/",
            appbar=ft.AppBar(
                title=bar_title(t("app.title")),
                actions=[
                    ft.IconButton(
                        ft.Icons.PEOPLE,
                        tooltip=t("nav.profiles"),
                        on_click=lambda e: self.session.go("/profiles"),
                    ),
                    ft.IconButton(
                        ft.Icons.SETTINGS,
                        tooltip=t("nav.settings"),
                        on_click=lambda e: self.session.go("/settings"),
                    ),
                ],
            ),
            controls=controls,
            scroll=ft.ScrollMode.AUTO,
        )

    def _show_all(self, controls: list[ft.BaseControl], rest: list[Any], count: int) -> ft.Control:
        """A button that puts the rest of the unfinished games where it stands."""

        def show(e: ft.Event[ft.TextButton]) -> None:
            at = controls.index(e.control)
            controls[at : at + 1] = [self._game_tile(game) for game in rest]
            e.control.page.update()

        return ft.TextButton(
            self.t("home.show_all", count=count),
            icon=ft.Icons.EXPAND_MORE,
            height=48,
            on_click=show,
        )

    def _new_game_card(self, kind: str) -> ft.Control:
        return ft.Container(
            col={"xs": 12, "sm": 6, "md": 4},
            content=ft.Card(
                ft.ListTile(
                    leading=ft.Icon(self.session.game_icons()[kind]),
                    title=ft.Text(self.t(f"kind.{kind}"), weight=ft.FontWeight.BOLD),
                    subtitle=ft.Text(self.t("home.new_game")),
                    on_click=lambda e: self.session.go(f"/new/{kind}"),
                    min_height=56,
                )
            ),
        )

    def _played_tile(self, game: Any) -> ft.Control:
        """A finished game: every player with their score, the winners first."""
        t = self.t
        seats = sorted(game.seats, key=lambda s: (s.place or 99, s.seat))
        said = {seat.seat: self._said(game.kind, seat.name) for seat in seats}
        scores = " · ".join(
            f"{said[seat.seat]} {seat.score}" if seat.score is not None else said[seat.seat]
            for seat in seats
        )
        if len(seats) == 1 and is_placeholder(seats[0].name):
            # Nobody in particular played it: no name to put before the score.
            scores = t(
                "home.solo_score", score=seats[0].score if seats[0].score is not None else "–"
            )
        # A game played alone has no winner to name.
        winners = (
            joined((said[seat.seat] for seat in seats if seat.winner), t.language)
            if len(seats) > 1
            else ""
        )
        subtitle = f"{t(f'kind.{game.kind}')} · {when(game.finished_at, t.language)}"
        if winners:
            subtitle += f" · {t('home.won_by', names=winners)}"
        icon = self.session.game_icons().get(game.kind, ft.Icons.CASINO)
        return ft.ListTile(
            leading=ft.Icon(icon),
            title=ft.Text(game.title or scores),
            subtitle=ft.Text(subtitle),
            trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
            on_click=lambda e: self.session.go(f"/game/{game.game_id}/results"),
            min_height=ROW_HEIGHT,
        )

    def _said(self, kind: str, name: str) -> str:
        """A player's name as this device says it: one the app gave in its language."""
        return said_in(name, self.t.language, app_names(self.session, kind))

    def _game_tile(self, game: Any) -> ft.Control:
        """A game in play: its players, and when it was last played (or that it is
        damaged: it no longer replays)."""
        t = self.t
        names = ", ".join(self._said(game.kind, seat.name) for seat in game.seats)
        subtitle = f"{t(f'kind.{game.kind}')} · {when(game.updated_at, t.language)}"
        route = f"/game/{game.game_id}"
        icon = self.session.game_icons().get(game.kind, ft.Icons.CASINO)
        services = self.session.services
        if game.game_id not in services.tables.in_memory() and services.damaged.damage(game):
            icon = ft.Icons.WARNING_AMBER
            subtitle = f"{t('damaged.listed')} · {subtitle}"
        return ft.ListTile(
            leading=ft.Icon(icon),
            title=ft.Text(game.title or names),
            subtitle=ft.Text(subtitle),
            trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
            on_click=lambda e: self.session.go(route),
            min_height=ROW_HEIGHT,
        )

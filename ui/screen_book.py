"""Every screen of the app, by route, and every game kind's screens: what the server gives
each device's session (:class:`~ui.app.AppScreens`). Only the server imports this module,
so no screen is imported by what it uses."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache

from ui.app import AppScreens, Route, ScreenBuilder
from ui.games import GameUi
from ui.screen import Screen
from ui.session import AppSession


@cache
def game_uis() -> Mapping[str, GameUi]:
    """Every game's screens, by kind. Importing them takes longer than the rest of the
    server's start, so this is first called once the server listens (see ui.server)."""
    from ui.big_book_of_madness.game_ui import big_book_of_madness_ui
    from ui.fury_of_dracula.game_ui import fury_of_dracula_ui
    from ui.paper_dungeons.game_ui import paper_dungeons_ui
    from ui.sator.game_ui import sator_ui

    return {
        "paper_dungeons": paper_dungeons_ui(),
        "big_book_of_madness": big_book_of_madness_ui(),
        "sator": sator_ui(),
        "fury_of_dracula": fury_of_dracula_ui(),
    }


def _of_kind(session: AppSession, params: dict[str, str]) -> GameUi:
    return game_uis()[params["kind"]]


def _of_game(session: AppSession, params: dict[str, str]) -> GameUi:
    return game_uis()[session.tables.open(params["game_id"]).kind]


def _game_page(session: AppSession, params: dict[str, str]) -> Screen:
    """A screen of the game's own; a page the game does not have is the home screen."""
    from ui.screens import home

    page = _of_game(session, params).pages.get(params["page"])
    return home.HomeScreen.open(session, {}) if page is None else page(session, params)


@cache
def app_screens() -> AppScreens:
    from ui.screens import damaged, home, join, profiles, settings, storage_down

    table: list[tuple[str, ScreenBuilder]] = [
        (r"/", home.HomeScreen.open),
        (r"/settings", settings.SettingsScreen.open),
        (r"/profiles", profiles.ProfilesScreen.open),
        (r"/join", join.JoinScreen.open),
        (r"/new/(?P<kind>[a-z_]+)", lambda s, p: _of_kind(s, p).new_game(s, p)),
        (r"/house-rules/(?P<kind>[a-z_]+)", lambda s, p: _of_kind(s, p).house_rules(s, p)),
        (r"/game/(?P<game_id>[\w-]+)", lambda s, p: _of_game(s, p).play(s, p)),
        (r"/game/(?P<game_id>[\w-]+)/results", lambda s, p: _of_game(s, p).results(s, p)),
        (r"/game/(?P<game_id>[\w-]+)/rules", lambda s, p: _of_game(s, p).house_rules(s, p)),
        (r"/game/(?P<game_id>[\w-]+)/(?P<page>[a-z_]+)", _game_page),
    ]
    routes: list[Route] = [(re.compile(pattern + r"/?"), build) for pattern, build in table]
    return AppScreens(
        routes=routes,
        games=game_uis,
        damaged_game=damaged.DamagedGameScreen,
        storage_down=storage_down.StorageDownScreen,
        home_below=home.below,
    )

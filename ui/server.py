"""Serving the app: the Flet web client, offline, to every browser at the table."""

from __future__ import annotations

import gc
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path

import flet as ft

from storage import Store, open_store
from ui.app import AppSession, Services
from ui.fonts import assets_dir
from ui.games import game_uis
from ui.lan import JoinCodes, Lan, WrongCodes
from ui.live import LiveTables
from ui.peers import Peers

log = logging.getLogger(__name__)


def make_services(store: Store, lan: Lan | None = None) -> Services:
    games = game_uis()
    outcomes = {kind: game.outcome for kind, game in games.items()}
    table_actions = {kind: game.table_actions for kind, game in games.items()}
    recorders = {kind: game.recorder for kind, game in games.items() if game.recorder}
    return Services(
        store=store,
        tables=LiveTables(store, outcomes, table_actions, recorders),
        join_codes=JoinCodes(store),
        wrong_codes=WrongCodes(),
        peers=Peers(),
        lan=lan,
    )


def app_main(services: Services) -> Callable[[ft.Page], Awaitable[None]]:
    """The entry of every browser session."""

    async def main(page: ft.Page) -> None:
        await AppSession(page, services).start()

    return main


def serve(*, host: str, port: int, data_dir: Path | None, lan: Lan | None = None) -> None:
    """Open the store (migrating it if it is old) and serve until interrupted; with
    ``lan``, phones on the local network may join tables.

    :raises storage.StorageError: when the database cannot be used; nothing is served.
    """
    services = make_services(open_store(data_dir=data_dir), lan)
    log.info("serving on http://%s:%s with %s", host, port, services.store.url)
    ft.run(
        app_main(services),
        before_main=services.peers.record,
        view=ft.AppView.WEB_BROWSER,
        host=host,
        port=port,
        no_cdn=True,
        assets_dir=str(assets_dir()),
    )
    # Sessions of devices that left stay in memory for an hour; collecting them all at
    # exit takes seconds per dozen. Nothing in them needs finalising (every change is
    # already committed), so the exit skips them.
    gc.freeze()

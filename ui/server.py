"""Serving the app: the Flet web client, offline, to every browser at the table."""

from __future__ import annotations

import contextlib
import gc
import logging
import socket
from collections.abc import Awaitable, Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import flet as ft
import uvicorn

from storage import Store, open_store
from ui import flet_events, flet_memory
from ui.app import DeviceSession
from ui.damaged import DamagedGames
from ui.lan import JoinCodes, Lan, WrongCodes
from ui.listening import bound_sockets, cannot_listen
from ui.live import LiveTables
from ui.peers import Peers
from ui.screen_book import app_screens, game_uis
from ui.services import Services
from ui.web.app import web_app
from ui.web.frames import MAX_FRAME_BYTES

log = logging.getLogger(__name__)
# How long Ctrl+C waits for the handlers of open connections (see ``serve``).
SHUTDOWN_GRACE_S = 3


class _OfEveryGame(Mapping[str, Any]):
    """One part of every game's :class:`GameUi`, by kind, looked up when first used."""

    def __init__(self, part: str) -> None:
        self.part = part

    def __getitem__(self, kind: str) -> Any:
        return getattr(game_uis()[kind], self.part)

    def __iter__(self) -> Iterator[str]:
        return iter(game_uis())

    def __len__(self) -> int:
        return len(game_uis())


def make_services(store: Store, lan: Lan | None = None, peers: Peers | None = None) -> Services:
    return Services(
        store=store,
        tables=LiveTables(store, _OfEveryGame("outcome")),
        join_codes=JoinCodes(store),
        wrong_codes=WrongCodes(),
        peers=Peers() if peers is None else peers,
        damaged=DamagedGames(store),
        lan=lan,
    )


def app_main(services: Services) -> Callable[[ft.Page], Awaitable[None]]:
    """The entry of every browser session."""
    flet_memory.install()
    flet_events.install()

    async def main(page: ft.Page) -> None:
        services.memory.session_began()
        # Flet tells the page once the session has ended (expired, or the server closing).
        page.on_close = lambda _: services.memory.session_ended()
        session = DeviceSession(page, services, app_screens())
        await session.start()
        if page.session.connection is None:
            # The device left while its session began, before the session listened for
            # its leaving: it is away now, or its table would count it present (a tablet
            # as the table's host) until the session expires. Flet 1.0.5 has let go of the
            # session's side of the connection: returning, it would hand the first screen
            # to that missing side, and its handler for a page disconnected would name it,
            # each logging an AttributeError. A broken pipe is the one ending it logs
            # quietly (at INFO).
            session.away()
            raise BrokenPipeError("the device left as its session began")
        services.memory.session_shown()

    return main


def serve(
    *,
    host: str,
    port: int,
    data_dir: Path | None,
    lan: Lan | None = None,
    announce: Callable[[], None] = lambda: None,
) -> None:
    """Bind the address, open the store (migrating it if it is old; an SQLite database
    held for this server alone), ``announce`` the address once the server listens, and
    serve until interrupted; with ``lan``, phones on the local network may join tables.

    :raises ui.listening.CannotListen: when the address cannot be bound; nothing is opened.
    :raises storage.StorageError: when the database cannot be used; nothing is served.
    """
    sockets = bound_sockets(host, port)
    try:
        services = make_services(open_store(data_dir=data_dir, server=True), lan)
        application = web_app(app_main(services), services)
        services.memory.freeze_start_up()
        log.info("serving on http://%s:%s with %s", host, port, services.store.url)
        config = uvicorn.Config(
            application,
            host=host,
            port=port,
            ws="websockets-sansio",
            # A larger frame is refused as its length arrives, before it is read.
            ws_max_size=MAX_FRAME_BYTES,
            # The event loop Flet's own runner uses; uvicorn would otherwise pick uvloop.
            loop="asyncio",
            # Ctrl+C waits for the open connections' handlers only this long (each ends
            # once its device is told the server is going; see ``ui.web.frames`` for the
            # one Flet 1.0.5 would never end). Every change is already committed by then.
            timeout_graceful_shutdown=SHUTDOWN_GRACE_S,
            log_level=logging.getLevelName(logging.getLogger().getEffectiveLevel()).lower(),
        )
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl+C is how the server stops
            _AnnouncingServer(config, announce).run(sockets=sockets)
    finally:
        for bound in sockets:
            bound.close()
    # Sessions of devices that left stay in memory for an hour; collecting them all at
    # exit takes seconds per dozen. Nothing in them needs finalising (every change is
    # already committed), so the exit skips them.
    gc.freeze()


class _AnnouncingServer(uvicorn.Server):
    """Uvicorn's server that says where it is once it listens, not before."""

    def __init__(self, config: uvicorn.Config, announce: Callable[[], None]) -> None:
        super().__init__(config)
        self._announce = announce

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        try:
            await super().startup(sockets)
        except OSError as error:  # another server began to listen on the port first
            raise cannot_listen(self.config.host, self.config.port, error) from None
        self._announce()


def run_packaged(*, data_dir: Path | None) -> None:
    """Run the app in the client of a packaged build (``flet build apk``, ``ipa``): one
    phone or tablet, its games kept in the app's own storage (``FLET_APP_STORAGE_DATA``)."""
    services = make_services(open_store(data_dir=data_dir), peers=Peers(single_device=True))
    ft.run(app_main(services), before_main=services.peers.record)

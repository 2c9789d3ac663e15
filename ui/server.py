"""Serving the app: the Flet web client, offline, to every browser at the table."""

from __future__ import annotations

import logging
import threading
from collections.abc import Awaitable, Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import flet as ft

from storage import Store, open_store
from ui.app import AppSession, Services
from ui.compression import CompressedClient
from ui.fonts import assets_dir
from ui.games import game_uis
from ui.lan import JoinCodes, Lan, WrongCodes
from ui.live import LiveTables

log = logging.getLogger(__name__)

# How long a device that went away keeps its session (a phone asleep on the table); after
# that it comes back with a new one, in its seat all the same (see ui.devices).
SESSION_TIMEOUT_S = 600
# The biggest files of the web client: what Chromium loads, then what Safari and Firefox do.
CLIENT_FILES = [
    "/main.dart.wasm",
    "/canvaskit/skwasm.wasm",
    "/assets/fonts/MaterialIcons-Regular.otf",
    "/main.dart.js",
    "/canvaskit/canvaskit.wasm",
]


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


def make_services(store: Store, lan: Lan | None = None) -> Services:
    return Services(
        store=store,
        tables=LiveTables(
            store,
            _OfEveryGame("outcome"),
            _OfEveryGame("table_actions"),
            _OfEveryGame("recorder"),
        ),
        join_codes=JoinCodes(store),
        wrong_codes=WrongCodes(),
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
    import uvicorn

    services = make_services(open_store(data_dir=data_dir), lan)
    log.info("serving on http://%s:%s with %s", host, port, services.store.url)
    uvicorn.run(
        web_app(services), host=host, port=port, ws="websockets-sansio", log_level="warning"
    )


def web_app(services: Services) -> CompressedClient:
    """The app as Flet serves it (its web client, offline, and a session per browser),
    with the client's files compressed."""
    import flet_web.fastapi as flet_fastapi

    async def prepare() -> None:
        """Import every game's screens and compress the client while the first browser
        is still loading it, rather than before listening or when first asked for."""
        threading.Thread(target=game_uis, name="prepare-screens", daemon=True).start()
        client.prepare_soon(CLIENT_FILES)

    api = flet_fastapi.FastAPI(on_startup=[prepare])
    api.mount(
        "/",
        flet_fastapi.app(
            app_main(services),
            no_cdn=True,
            assets_dir=str(assets_dir()),
            session_timeout_seconds=SESSION_TIMEOUT_S,
        ),
    )
    client = CompressedClient(api)
    return client

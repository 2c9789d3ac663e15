"""The web server's application: the app's manifest, favicon and icons in place of Flet's,
then the Flet client and its websocket.

Flet's page links ``manifest.json``, ``favicon.png`` and ``icons/…``; the routes here
answer those paths before the Flet client (mounted last) would. The page's own title and
description are set through Flet's app name; once the app runs, it names the page in the
device's language.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path

import flet as ft
import flet_web.fastapi as flet_fastapi
from fastapi import FastAPI, Request, Response
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from flet_web.fastapi.flet_app_manager import app_manager

from sheets.i18n import translate
from ui.compression import CompressedClient
from ui.other_servers import OtherServers
from ui.screen_book import game_uis
from ui.services import Services, table_topic
from ui.web.away import PROBE_PATH, WORKER_PATH, shell_version, worker_script
from ui.web.client import client_dir
from ui.web.departures import QuietDepartures
from ui.web.frames import CheckedFrames
from ui.web.isolation import WithoutIsolation
from ui.web.manifest import MANIFEST_FALLBACK, manifest, preferred_language
from ui.web.page import LocalisedPage
from ui.web.uploads import UPLOAD_PATH

WEB = Path(__file__).parent
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


def web_app(main: Callable[[ft.Page], Awaitable[None]], services: Services) -> CompressedClient:
    """The ASGI application serving ``main`` (every browser session's entry) with the
    app's name and icons, the client's files compressed; on a database other servers
    share, it follows their changes while it runs."""
    other_servers = OtherServers(services.tables)

    async def started() -> None:
        hub = app_manager.get_pubsubhub(main, loop=asyncio.get_running_loop())
        await asyncio.to_thread(
            other_servers.start,
            services.store,
            lambda game_id: hub.send_all_on_topic(table_topic(game_id), game_id),
        )
        # While the first browser is still loading the client, rather than before
        # listening or when first asked for.
        threading.Thread(target=game_uis, name="prepare-screens", daemon=True).start()
        client.prepare_soon(CLIENT_FILES)

    async def stopping() -> None:
        await asyncio.to_thread(other_servers.stop)

    # Flet's own FastAPI, which starts and stops Flet's sessions with the app.
    api: FastAPI = flet_fastapi.FastAPI(
        on_startup=[started],
        on_shutdown=[stopping],
        docs_url=None,
        redoc_url=None,
        openapi_url=None,
    )

    @api.get("/manifest.json")
    def web_manifest(request: Request) -> JSONResponse:
        language = preferred_language(request.headers.get("accept-language"))
        return JSONResponse(
            manifest(language),
            media_type="application/manifest+json",
            headers={"Vary": "Accept-Language", "Cache-Control": "no-cache"},
        )

    shell = shell_version(client_dir())

    @api.get(WORKER_PATH)
    def service_worker() -> Response:
        # Always asked of the server, so that an upgraded server's worker takes over.
        return Response(
            worker_script(shell),
            media_type="text/javascript",
            headers={"Cache-Control": "no-cache"},
        )

    @api.get(PROBE_PATH)
    def answering() -> Response:
        return Response(status_code=204, headers={"Cache-Control": "no-store"})

    @api.get("/favicon.png")
    def favicon() -> FileResponse:
        return FileResponse(WEB / "favicon.png", media_type="image/png")

    @api.put(UPLOAD_PATH + "/{ticket}")
    async def game_file_upload(ticket: str, request: Request) -> Response:
        return await services.uploads.receive(ticket, request)

    api.mount("/icons", StaticFiles(directory=WEB / "icons"), name="icons")
    api.mount(
        "/",
        flet_fastapi.app(
            main,
            before_main=services.peers.record,
            no_cdn=True,
            assets_dir=str(client_dir()),
            app_name=translate("app.title", MANIFEST_FALLBACK),
            app_short_name=translate("app.short_name", MANIFEST_FALLBACK),
            app_description=translate("app.description", MANIFEST_FALLBACK),
            session_timeout_seconds=SESSION_TIMEOUT_S,
        ),
    )
    client = CompressedClient(WithoutIsolation(LocalisedPage(QuietDepartures(CheckedFrames(api)))))
    return client

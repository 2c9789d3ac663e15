"""Fixtures for screen tests: a real store in a temporary directory, and headless clients."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from fastapi import HTTPException, Request
from flet.pubsub.pubsub_hub import PubSubHub

from sheets.core.actions import Action
from sheets.core.authority import HOST
from storage import Store, open_store
from tests.ui.harness import FakeClient
from ui.lan import Lan
from ui.server import app_main, make_services
from ui.services import Services, table_topic
from ui.web.uploads import Uploads


async def put_upload(uploads: Uploads, address: str, data: bytes) -> None:
    """``data`` put to ``address`` as a browser's upload does; a refusal is the browser's
    failed upload, as the server answers it."""
    sent = False

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if sent:
            return {"type": "http.disconnect"}
        sent = True
        return {"type": "http.request", "body": data, "more_body": False}

    headers = [(b"content-length", str(len(data)).encode())]
    request = Request({"type": "http", "method": "PUT", "headers": headers}, receive)
    with contextlib.suppress(HTTPException):
        await uploads.receive(address.rsplit("/", 1)[-1], request)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store(data_dir=tmp_path)
    yield opened
    opened.close()


@pytest.fixture
def services(store: Store) -> Services:
    return make_services(store)


class Table:
    """Devices of one server: every client shares the services and the pubsub hub."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self.hub = PubSubHub(loop=asyncio.get_running_loop())

    async def device(
        self,
        *,
        width: int = 1024,
        height: int = 768,
        route: str = "/",
        language: str | None = "en",
        browser_languages: list[str] | None = None,
        client_ip: str = "127.0.0.1",
        browser_storage: dict[str, Any] | None = None,
        reduced_motion: bool = False,
    ) -> FakeClient:
        """A new device (browser) of the table, showing ``route`` in ``language`` (``None``:
        none chosen on it yet, so it starts in its browser's ``browser_languages``); pass a
        previous device's ``browser_storage`` to reopen the same browser. ``client_ip`` is
        the address the server sees it connect from (the default: the server's machine); a
        ``reduced_motion`` browser's person asked for little motion."""
        client = FakeClient(self.hub, width=width, height=height, route=route, client_ip=client_ip)
        client.reduced_motion = reduced_motion
        if browser_languages is not None:
            client.browser_languages = browser_languages
        if browser_storage is not None:
            client.browser_storage = browser_storage
        if language is not None:
            client.browser_storage.setdefault("table-companion.language", language)
        client.put = lambda address, data: put_upload(self.services.uploads, address, data)
        await client.start(app_main(self.services), self.services.peers.record)
        return client

    def act(self, game_id: str, *actions: Action) -> None:
        """Actions made elsewhere (another device), announced as that device would."""
        for action in actions:
            self.services.tables.act(game_id, action, HOST)
        self.hub.send_all_on_topic(table_topic(game_id), game_id)


@pytest_asyncio.fixture
async def table(services: Services) -> AsyncIterator[Table]:
    yield Table(services)


@pytest_asyncio.fixture
async def lan_table(store: Store) -> AsyncIterator[Table]:
    """A server started with ``--lan``: phones on the network join with the table's code."""
    yield Table(make_services(store, Lan("192.168.1.20", 8550)))

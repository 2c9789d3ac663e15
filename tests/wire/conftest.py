"""Tests that speak Flet's protocol to a real server process (``python main.py --lan``
listening on 127.0.0.1), as an attacker's script would. No browser is needed.

Phones connect from 127.0.0.2, so the server sees another device (see
``tests/e2e/game_night.py`` for why that is honest); the server's own browser from
127.0.0.1. The games a module needs are stored before its server starts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from storage import SeatInfo, Store, open_store
from tests.e2e.conftest import Server
from ui.lan import JoinCodes


def start_server(data_dir: Path, prepare: Callable[[Store], Any]) -> tuple[Server, Any]:
    """A ``--lan`` server on ``data_dir`` once ``prepare`` has stored what it needs (its
    result is returned with the server)."""
    store = open_store(data_dir=data_dir)
    try:
        prepared = prepare(store)
    finally:
        store.close()
    server = Server(data_dir, "--lan", "--host", "127.0.0.1")
    server.start()
    return server, prepared


def store_game(store: Store, kind: str, setup: Any, names: list[str]) -> tuple[str, str]:
    """A stored game and its join code."""
    game_id = store.create_game(kind=kind, setup=setup, seats=[SeatInfo(name=n) for n in names])
    return game_id, JoinCodes(store).code_for(game_id)


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield tmp_path_factory.mktemp("wire-data")

"""No frame a device receives holds its game's seed, from which the later draws follow: the
host's tablet, which shows every seat no phone holds, opens a game of each kind a few
actions in and reads all it is sent."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from sheets.games import get_game
from storage import Store
from tests.core.test_views_without_seed import SEED, SETUPS, holds_seed
from tests.random_play import play_random
from tests.wire.conftest import start_server, store_game
from tests.wire.device import HOST_ADDRESS, WireDevice

pytestmark = pytest.mark.asyncio

ENGLISH = {"table-companion.language": "en"}
SEEDS = {SEED, SEED + 1}


def _prepare(store: Store) -> dict[str, str]:
    games = {}
    for kind, make_setup in SETUPS.items():
        rules = get_game(kind)
        setup = make_setup()
        played = play_random(rules, setup, random.Random(2), 12)
        names = [f"Player {seat + 1}" for seat in range(rules.seat_count(setup))]
        game_id, _ = store_game(store, kind, setup, names)
        for position, action in enumerate(played.actions):
            store.append_action(game_id=game_id, action=action, position=position)
        games[kind] = game_id
    return games


@pytest.fixture(scope="module")
def server(data_dir: Any) -> Iterator[tuple[Any, dict[str, str]]]:
    running, games = start_server(data_dir, _prepare)
    yield running, games
    running.stop()


@pytest.mark.parametrize("kind", sorted(SETUPS))
async def test_the_host_tablet_is_never_sent_the_seed(server: Any, kind: str) -> None:
    running, games = server
    tablet = WireDevice(running.port, source=HOST_ADDRESS, storage=dict(ENGLISH), width=1024)
    await tablet.open(f"/game/{games[kind]}")
    await tablet.wait_text("Invite players")
    assert tablet.frames and not holds_seed(tablet.frames, SEEDS)
    assert holds_seed([*tablet.frames, {"setup": SEED}], SEEDS), "the check sees a seed"
    await tablet.close()

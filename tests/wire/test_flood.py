"""One device floods the server with navigation; the others keep being answered, and the
flooding connection is cut off with a reason. (That a burst is drawn as one navigation is
tested in ``tests/ui/test_client_guard.py``, where the session's draws can be counted: over
the wire, a cut-off connection takes with it the draws it was still owed. How fast the
others are answered meanwhile is measured by ``bench/bench_flood.py``.)"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.wire.conftest import start_server
from tests.wire.device import SESSION_CRASHED, WireDevice, flood_navigation

pytestmark = pytest.mark.asyncio

ENGLISH = {"table-companion.language": "en"}
FAREWELL = "This device sent too much at once, so it was disconnected. Reload the page to carry on."


@pytest.fixture(scope="module")
def server(data_dir: Any) -> Iterator[Any]:
    running, _ = start_server(data_dir, lambda store: None)
    yield running
    running.stop()


async def test_a_flood_of_navigation_is_cut_off_and_others_are_still_answered(server) -> None:
    player = WireDevice(server.port, storage=dict(ENGLISH))
    await player.open("/")
    await player.wait_text("Join a table")
    flooder = WireDevice(server.port, source="127.0.0.3", storage=dict(ENGLISH))
    await flooder.open("/")
    await flooder.wait_text("Join a table")
    mark = len(flooder.frames)

    await flood_navigation(flooder, 600)
    await player.fire(player.find("Settings", "IconButton"))
    await player.wait_text("Settings")

    crashed = await flooder.wait(lambda frame: frame[0] == SESSION_CRASHED, mark)
    assert crashed[1]["message"] == FAREWELL
    await flooder.wait_closed()
    await player.close()

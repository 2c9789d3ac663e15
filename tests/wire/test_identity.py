"""A phone cannot make itself the host: whatever page property it patches, in a session or
through the page it reports when it reconnects, the server keeps the address it saw.

Each case joins a Paper Dungeons table as Bob over the wire, attacks, then opens the game
again: it still plays Bob, is told that the host rolls, and never gets the host's *Roll*;
it cannot take Ann's seat, which another phone holds. A browser on the server's machine,
by the same steps, does get *Roll*: the checks can see a host.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import flet as ft
import pytest

from storage import Store
from tests.paper_dungeons.play import example_setup
from tests.wire.conftest import start_server, store_game
from tests.wire.device import HOST_ADDRESS, PAGE_ID, WireDevice

pytestmark = pytest.mark.asyncio

NAMES = ["Ann", "Bob", "Cid"]
HOST_LIKE = ["127.0.0.1", None, ""]
ENGLISH = {"table-companion.language": "en"}
ROLL = "Roll"
PHONE_TITLE = "Round 1 of 8 · Bob"
HOST_ROLLS = "The host rolls the dice."
CASES = [f"{way} {value!r}" for way in ("patch", "reconnect") for value in HOST_LIKE]
# Every property of the page a client can send, public or private.
PAGE_PROPERTIES = sorted(
    {field.name for field in dataclasses.fields(ft.Page)} | {"_Page__session", "_i"}
)


def _prepare(store: Store) -> dict[str, tuple[str, str]]:
    games = {}
    for case in [*CASES, "host", "properties"]:
        setup = example_setup(3, 17)
        setup = setup.model_copy(
            update={
                "seats": tuple(
                    seat.model_copy(update={"name": NAMES[i]}) for i, seat in enumerate(setup.seats)
                )
            }
        )
        games[case] = store_game(store, "paper_dungeons", setup, NAMES)
        store.issue_device_token(game_id=games[case][0], seat=0)  # Ann's own phone
    return games


@pytest.fixture(scope="module")
def server(data_dir: Any) -> Iterator[tuple[Any, dict[str, tuple[str, str]]]]:
    running, games = start_server(data_dir, _prepare)
    yield running, games
    running.stop()


async def joined_as_bob(port: int, code: str, **device: Any) -> WireDevice:
    phone = WireDevice(port, storage=dict(ENGLISH), **device)
    await phone.open(f"/join?code={code}")
    await phone.wait_text("Join")
    await phone.fire(phone.find("Join"))
    await phone.wait_text("Bob")
    await phone.fire(phone.find("Bob", "FilledTonalButton"))
    await phone.wait_text(PHONE_TITLE)
    return phone


async def opens_as_a_phone(device: WireDevice, game_id: str, code: str) -> None:
    """The game shows Bob's sheet without the host's controls, and Ann's seat (held by
    another phone) cannot be taken."""
    mark = len(device.frames)
    await device.go(f"/join?code={code}")
    await device.wait_text("Join", mark)
    await device.fire(device.find("Join"))
    await device.wait_text("Ann (on another device)", mark)
    await device.fire(device.find("Ann (on another device)", "FilledTonalButton"))
    await device.go(f"/game/{game_id}")
    await device.wait_text(PHONE_TITLE, mark)
    await device.wait_text(HOST_ROLLS, mark)
    assert not device.shows(ROLL), "the phone got the host's Roll"
    assert not device.has_text("Round 1 of 8 · Ann", mark), "the phone took Ann's seat"


@pytest.mark.parametrize("case", CASES)
async def test_a_phone_that_says_it_is_the_server_stays_a_phone(server, case: str) -> None:
    running, games = server
    game_id, code = games[case]
    way, value = case.split(" ", 1)
    phone = await joined_as_bob(running.port, code)
    client_ip = HOST_LIKE[[repr(v) for v in HOST_LIKE].index(value)]
    if way == "patch":
        await phone.patch(PAGE_ID, {"client_ip": client_ip})
    else:
        phone = await phone.reconnected(client_ip=client_ip)
    await opens_as_a_phone(phone, game_id, code)
    await phone.close()


async def test_no_page_property_a_phone_patches_makes_it_the_host(server) -> None:
    running, games = server
    game_id, code = games["properties"]
    phone = await joined_as_bob(running.port, code)
    await phone.close()
    for prop in PAGE_PROPERTIES:
        session = WireDevice(running.port, storage=phone.storage)
        await session.open(f"/game/{game_id}")
        await session.wait_text(PHONE_TITLE)
        mark = len(session.frames)
        for value in HOST_LIKE:
            await session.patch(PAGE_ID, {prop: value})
        await session.go(f"/game/{game_id}?again")
        # The patches may break this session's own screens (without its route handler it
        # draws nothing new); they never give it the host's.
        if prop != "on_route_change" and await session.answered(PHONE_TITLE, mark):
            assert not session.shows(ROLL), prop
        await session.close()
    again = WireDevice(running.port, storage=phone.storage)
    await again.open(f"/game/{game_id}")
    await opens_as_a_phone(again, game_id, code)
    await again.close()


async def test_the_servers_own_browser_hosts(server) -> None:
    running, games = server
    game_id, _ = games["host"]
    tablet = WireDevice(running.port, source=HOST_ADDRESS, storage=dict(ENGLISH), width=1024)
    await tablet.open(f"/game/{game_id}")
    await tablet.wait_text(ROLL)
    assert tablet.shows(ROLL)
    await tablet.close()

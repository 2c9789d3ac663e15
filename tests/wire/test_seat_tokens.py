"""A seat the host takes back is gone from its phone at once: over a real socket, a phone
joins a Paper Dungeons table as Bob, the host's browser takes the seat back from the
invitation, and the phone's taps (the screen it had, and the game opened again with its
old token) record nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sheets.core.authority import HOST
from sheets.paper_dungeons.actions import RollDice
from storage import Store, open_store
from tests.paper_dungeons.play import example_setup
from tests.wire.conftest import start_server, store_game
from tests.wire.device import HOST_ADDRESS, PHONE_ADDRESS, WireDevice
from ui.server import make_services

pytestmark = pytest.mark.asyncio

NAMES = ["Ann", "Bob", "Cid"]
ENGLISH = {"table-companion.language": "en"}
PLAIN = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")
BOB = "Round 1 of 8 · Bob"
BREW = "Brew potions"
TOLD = (
    "The host took back Bob's seat: this device now only watches. "
    "To play again, join with the table's code."
)
WATCHING = "You are watching: join from the home screen to play a seat."


def _prepare(store: Store) -> tuple[str, str]:
    setup = example_setup(3, 17)
    setup = setup.model_copy(
        update={
            "seats": tuple(
                seat.model_copy(update={"name": NAMES[i]}) for i, seat in enumerate(setup.seats)
            )
        }
    )
    game_id, code = store_game(store, "paper_dungeons", setup, NAMES)
    make_services(store).tables.act(game_id, RollDice(seat=0, symbols=PLAIN), HOST)
    return game_id, code


@pytest.fixture(scope="module")
def server(data_dir: Path) -> Iterator[tuple[Any, tuple[str, str]]]:
    running, game = start_server(data_dir, _prepare)
    yield running, game
    running.stop()


def artifact_half(device: WireDevice, number: int, half: int) -> int:
    [found] = [
        control_id
        for control_id, control in device.controls.items()
        if str(control.get("tooltip", "")).startswith(f"{number}. ")
        and str(control.get("tooltip")).endswith(f": half {half}")
    ]
    return found


def actions_recorded(data_dir: Path, game_id: str) -> int:
    store = open_store(data_dir=data_dir)
    try:
        return len(store.load_game(game_id=game_id).game.actions)
    finally:
        store.close()


async def test_a_phone_whose_seat_the_host_took_back_cannot_act(server, data_dir) -> None:
    running, (game_id, code) = server
    phone = WireDevice(running.port, storage=dict(ENGLISH))
    await phone.open(f"/join?code={code}")
    await phone.wait_text("Join")
    await phone.fire(phone.find("Join"))
    await phone.wait_text("Bob")
    await phone.fire(phone.find("Bob", "FilledTonalButton"))
    await phone.wait_text(BOB)
    await phone.fire(phone.find("Die 4:", prefix=True))
    await phone.wait(lambda frame: True, len(phone.frames))
    # Crafting half of an artifact with the picked die: the phone's own action, as its
    # screen drew it.
    craft = artifact_half(phone, 5, 1)
    before = actions_recorded(data_dir, game_id)

    host = WireDevice(running.port, source=HOST_ADDRESS, storage=dict(ENGLISH), width=1024)
    await host.open(f"/game/{game_id}")
    await host.wait_text("Invite players")
    await host.fire(host.find("Invite players"))
    await host.wait_text(f"From {PHONE_ADDRESS} · joined", prefix=True)
    mark = len(phone.frames)
    asked = len(host.frames)
    await host.fire(host.find("Take the seat back", "OutlinedButton"))
    await host.wait_text("Take the seat back?", asked)
    await host.fire(host.find("Take the seat back", "FilledButton"))
    await phone.wait_text(TOLD, mark)

    await phone.fire(craft)
    again = WireDevice(running.port, storage=phone.storage)
    await again.open(f"/game/{game_id}")
    await again.wait_text(WATCHING)
    assert not again.has_text(BOB), "the old token still gives Bob's seat"
    assert not again.shows(BREW)
    await again.fire(again.find(BREW))
    await host.go(f"/game/{game_id}?again")  # a round trip: the taps have been handled
    await host.wait_text("Invite players", len(host.frames))
    for device in (phone, again, host):
        await device.close()
    assert actions_recorded(data_dir, game_id) == before

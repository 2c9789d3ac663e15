"""A Fury of Dracula hunter's phone, over the wire, cannot act for another player's hunter.

Bohdan's phone plays Lord Godalming and Mina Harker; Cyril's seat plays Dr. Seward and
Van Helsing. The phone's fight form offers only its own hunters; and when it sends what no
honest client sends (the form's hunter set to Van Helsing, a value the client keeps), the
server refuses it in the game's words and records nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from sheets.fury_of_dracula.actions import DraculaStart
from storage import Store, open_store
from tests.ui.fod_devices import far_apart_setup
from tests.wire.conftest import start_server, store_game
from tests.wire.device import WireDevice

pytestmark = pytest.mark.asyncio

ENGLISH = {"table-companion.language": "en"}
REFUSAL = "This device does not play Cyril."
BOHDAN = "Bohdan · Lord Godalming and Mina Harker"


def _prepare(store: Store) -> dict[str, tuple[str, str]]:
    """A game for each test, Dracula's start chosen: the phone takes Bohdan's seat in it."""
    setup = far_apart_setup()
    games = {}
    for case in ("form", "forged"):
        game_id, code = store_game(
            store, "fury_of_dracula", setup, [player.name for player in setup.players]
        )
        store.append_action(game_id=game_id, action=DraculaStart(seat=0, place="SO"), position=0)
        games[case] = game_id, code
    return games


@pytest.fixture(scope="module")
def server(data_dir: Any) -> Iterator[tuple[Any, dict[str, tuple[str, str]]]]:
    running, game = start_server(data_dir, _prepare)
    yield running, game
    running.stop()


async def bohdans_phone(port: int, code: str) -> WireDevice:
    phone = WireDevice(port, storage=dict(ENGLISH))
    await phone.open(f"/join?code={code}")
    await phone.wait_text("Join")
    await phone.fire(phone.find("Join"))
    await phone.wait_text(BOHDAN)
    await phone.fire(phone.find(BOHDAN, "FilledTonalButton"))
    await phone.wait_text("Start combat")
    return phone


def logged(data_dir: Any, game_id: str) -> int:
    store = open_store(data_dir=data_dir)
    try:
        return len(store.load_game(game_id=game_id).game.actions)
    finally:
        store.close()


async def test_the_fight_form_offers_only_the_phones_own_hunters(server) -> None:
    running, games = server
    _, code = games["form"]
    phone = await bohdans_phone(running.port, code)
    mark = len(phone.frames)
    await phone.fire(phone.find("Start combat", "OutlinedButton"))
    await phone.wait_text("against a vampire", mark)
    boxes = {
        label
        for label in ("Lord Godalming", "Mina Harker", "Dr. John Seward", "Van Helsing")
        if any(
            control.get("_c") == "Checkbox" and control.get("semantics_label") == label
            for control in phone.controls.values()
        )
    }
    assert boxes == {"Lord Godalming", "Mina Harker"}
    await phone.close()


async def test_a_forged_hunter_is_refused_and_nothing_is_recorded(server, data_dir) -> None:
    running, games = server
    game_id, code = games["forged"]
    phone = await bohdans_phone(running.port, code)
    before = logged(data_dir, game_id)
    mark = len(phone.frames)
    await phone.fire(phone.find("Moved by a card", "OutlinedButton"))
    await phone.wait_text("Type a place", mark)
    await phone.patch(phone.find("Hunter", "Dropdown"), {"value": "van_helsing"})
    field = phone.find("Type a place", "TextField")
    await phone.patch(field, {"value": "Madrid"})
    await phone.fire(field, "change", "Madrid")
    await phone.wait_text("Madrid", mark)
    await phone.fire(phone.find("Madrid", "OutlinedButton"))
    await phone.wait_text(REFUSAL, mark)
    assert logged(data_dir, game_id) == before
    await phone.close()

"""Dracula's secrets against a phone that says it is the server: a hunter's phone joins,
patches the address it claims (in its session and through a reconnect), then tries to
take Dracula's seat by the seat menu and by the join screen. None of Dracula's hidden
places, nor his hidden encounters, is in any frame it receives. The server's own browser,
by the same steps, does get them: the check can see a leak.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from sheets.fury_of_dracula.content import load_content
from storage import Store
from tests.fury_of_dracula.test_secrecy import public_places, public_titles, secret_places
from tests.ui.fod_devices import far_apart_setup, play_far_apart
from tests.ui.test_fury_of_dracula_secrecy import encounter_terms, place_terms
from tests.wire.conftest import start_server, store_game
from tests.wire.device import HOST_ADDRESS, PAGE_ID, WireDevice, strings_of
from ui.server import make_services

pytestmark = pytest.mark.asyncio

ENGLISH = {"table-companion.language": "en"}
HUNTER = "Bohdan ·"
DRACULA = "Anna ·"
SEAT_MENU = "This device plays…"
PLAY_AS_DRACULA = "Play as Anna"


def _prepare(store: Store) -> dict[str, Any]:
    setup = far_apart_setup()
    game_id, code = store_game(
        store, "fury_of_dracula", setup, [player.name for player in setup.players]
    )
    tables = make_services(store).tables
    play_far_apart(tables, game_id)
    store.issue_device_token(game_id=game_id, seat=0)  # Dracula's own phone
    state = tables.open(game_id).state
    hidden = secret_places(state) - public_places(state)
    titles = set(load_content().encounters) - public_titles(state)
    return {"game": game_id, "code": code, "hidden": hidden, "titles": titles}


@pytest.fixture(scope="module")
def server(data_dir: Any) -> Iterator[tuple[Any, dict[str, Any]]]:
    running, prepared = start_server(data_dir, _prepare)
    yield running, prepared
    running.stop()


def leaks(frames: list[Any], prepared: dict[str, Any]) -> list[str]:
    """The hidden places and encounters that ``frames`` name."""
    terms = {**place_terms(prepared["hidden"]), **encounter_terms(prepared["titles"])}
    return sorted(
        {
            term
            for frame in frames
            for text in strings_of(frame)
            for term, pattern in terms.items()
            if pattern.search(text)
        }
    )


async def tries_to_become_dracula(device: WireDevice, prepared: dict[str, Any]) -> None:
    """Dracula's seat (held by his phone) from the join screen, then from the seat menu,
    and the game opened again. Every step opens a screen anew, so the controls tapped are
    the ones just drawn, and what the taps set off has arrived once the next screen has."""
    game_id, code = prepared["game"], prepared["code"]
    mark = len(device.frames)
    await device.go(f"/join?code={code}")
    await device.wait_text("Join", mark)
    await device.fire(device.find("Join"))
    await device.wait_text(DRACULA, mark, prefix=True)
    await device.fire(device.find(DRACULA, "FilledTonalButton", prefix=True))
    mark = len(device.frames)
    await device.go(f"/game/{game_id}")
    await device.wait_text(SEAT_MENU, mark)
    await device.fire(device.find(SEAT_MENU, "PopupMenuItem"))
    await device.wait_text(PLAY_AS_DRACULA, mark)
    await device.fire(device.find(PLAY_AS_DRACULA, "ListTile"))
    mark = len(device.frames)
    await device.go(f"/game/{game_id}?again")
    await device.wait_text(SEAT_MENU, mark)


async def test_a_hunter_phone_that_says_it_is_the_server_learns_nothing_of_dracula(
    server,
) -> None:
    running, prepared = server
    assert prepared["hidden"] >= {"SO", "SA", "IO", "VA", "SJ", "BE"}
    phone = WireDevice(running.port, storage=dict(ENGLISH))
    await phone.open(f"/join?code={prepared['code']}")
    await phone.wait_text("Join")
    await phone.fire(phone.find("Join"))
    await phone.wait_text(HUNTER, prefix=True)
    await phone.fire(phone.find(HUNTER, "FilledTonalButton", prefix=True))
    await phone.wait_text(SEAT_MENU)
    for value in ("127.0.0.1", None, ""):
        await phone.patch(PAGE_ID, {"client_ip": value})
        await tries_to_become_dracula(phone, prepared)
        assert not leaks(phone.frames, prepared), value
    for value in ("127.0.0.1", None, ""):
        phone = await phone.reconnected(client_ip=value)
        await tries_to_become_dracula(phone, prepared)
        assert not leaks(phone.frames, prepared), value
    await phone.close()

    tablet = WireDevice(running.port, source=HOST_ADDRESS, storage=dict(ENGLISH), width=1024)
    await tablet.open("/")
    await tries_to_become_dracula(tablet, prepared)
    assert "Belgrade" in leaks(tablet.frames, prepared)
    await tablet.close()

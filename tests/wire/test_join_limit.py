"""Guessing join codes over the wire: a phone that reports another address in every new
session (as it registers, and by a patch before it tries) is still counted by the address
the server saw, and is told to wait once it used up its wrong codes, even with the right
code. Another device, from its own address, joins with that code: the check can see a
join.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from storage import Store
from tests.paper_dungeons.play import example_setup
from tests.wire.conftest import start_server, store_game
from tests.wire.device import PAGE_ID, WireDevice
from ui.lan import WRONG_CODES_ALLOWED

pytestmark = pytest.mark.asyncio

ENGLISH = {"table-companion.language": "en"}
WRONG = "No table has this code."
WAIT = "Too many wrong codes: try again in"
# What a guessing phone says its address is, one per try.
CLAIMED = ["127.0.0.1", None, "", "10.0.0.1", "::1", "192.168.1.7"]


def _prepare(store: Store) -> str:
    setup = example_setup(2, 5)
    setup = setup.model_copy(
        update={
            "seats": tuple(
                seat.model_copy(update={"name": name})
                for seat, name in zip(setup.seats, ["Ann", "Bob"], strict=True)
            )
        }
    )
    _, code = store_game(store, "paper_dungeons", setup, ["Ann", "Bob"])
    return code


@pytest.fixture(scope="module")
def server(data_dir: Any) -> Iterator[tuple[Any, str]]:
    running, code = start_server(data_dir, _prepare)
    yield running, code
    running.stop()


async def tries(port: int, code: str, claimed: str | None) -> WireDevice:
    """A new session that says it connects from ``claimed`` and tries ``code``."""
    phone = WireDevice(port, storage=dict(ENGLISH))
    await phone.open(f"/join?code={code}", client_ip=claimed)
    await phone.wait_text("Join")
    await phone.patch(PAGE_ID, {"client_ip": claimed})
    await phone.fire(phone.find("Join", "FilledButton"))
    return phone


async def test_a_phone_that_changes_its_claimed_address_is_still_held_to_the_limit(
    server,
) -> None:
    running, code = server
    assert len(CLAIMED) > WRONG_CODES_ALLOWED
    for claimed in CLAIMED[:WRONG_CODES_ALLOWED]:
        phone = await tries(running.port, "AAAAAA", claimed)
        await phone.wait_text(WRONG)
        await phone.close()

    phone = await tries(running.port, code, CLAIMED[WRONG_CODES_ALLOWED])
    await phone.wait_text(WAIT, prefix=True)
    assert not phone.has_text("Ann"), "a phone over the limit was offered the seats"
    await phone.close()

    other = WireDevice(running.port, source="127.0.0.3", storage=dict(ENGLISH))
    await other.open(f"/join?code={code}")
    await other.wait_text("Join")
    await other.fire(other.find("Join", "FilledButton"))
    await other.wait_text("Ann")
    await other.close()

"""Which device is the server's own: only what the server saw of its connection counts."""

from __future__ import annotations

import flet as ft
import pytest

from tests.ui.harness import FakeClient, find
from tests.ui.test_lan import new_game
from ui.peers import on_own_machine
from ui.server import app_main


@pytest.mark.parametrize(
    ("address", "own"),
    [
        ("127.0.0.1", True),
        ("::1", True),
        ("::ffff:127.0.0.1", True),
        ("127.0.0.2", False),
        ("192.168.1.20", False),
        ("", False),
        ("localhost", False),
        ("not an address", False),
    ],
)
def test_only_the_loopback_source_is_the_servers_own_machine(address: str, own: bool) -> None:
    assert on_own_machine(address) is own


@pytest.mark.asyncio
async def test_a_session_whose_address_was_never_recorded_only_watches(lan_table) -> None:
    game_id = new_game(lan_table)
    client = FakeClient(lan_table.hub, route=f"/game/{game_id}", client_ip="127.0.0.1")
    client.browser_storage["table-companion.language"] = "en"
    await client.start(app_main(lan_table.services))  # no before_main: nothing recorded
    assert "You are watching: join from the home screen to play a seat." in client.texts()
    assert not find(client, ft.FilledButton, "Roll").visible


@pytest.mark.asyncio
async def test_what_the_client_says_of_its_address_later_changes_nothing(lan_table) -> None:
    game_id = new_game(lan_table)
    phone = await lan_table.device(route=f"/game/{game_id}", client_ip="192.168.1.50")
    for claimed in ("127.0.0.1", None, ""):
        phone.session.apply_page_patch({"client_ip": claimed})
        await phone.go("/")
        await phone.go(f"/game/{game_id}")
        assert not find(phone, ft.FilledButton, "Roll").visible

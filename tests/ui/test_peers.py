"""Which device is the server's own: only what the server saw of its connection counts."""

from __future__ import annotations

import gc
import weakref

import flet as ft
import pytest

from tests.ui.harness import FakeClient, find
from tests.ui.helpers import dialog, inside
from tests.ui.test_lan import new_game
from ui.peers import on_own_machine
from ui.server import app_main

DEVICE_ONLY = (
    "The language and the theme are this device's own; "
    "the rest of the settings are on the host's screen."
)


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


@pytest.mark.asyncio
async def test_in_a_packaged_app_its_own_screen_hosts(store) -> None:
    from tests.ui.conftest import Table
    from ui.peers import Peers
    from ui.server import make_services

    table = Table(make_services(store, peers=Peers(single_device=True)))
    game_id = new_game(table)
    device = await table.device(route=f"/game/{game_id}", client_ip="")
    assert find(device, ft.FilledButton, "Roll").visible


@pytest.mark.asyncio
async def test_a_phone_reads_the_players_but_cannot_change_or_delete_them(lan_table) -> None:
    lan_table.services.store.create_profile(name="Ann")
    phone = await lan_table.device(route="/profiles", client_ip="192.168.1.50")
    assert "Ann" in phone.texts()
    assert "Players are added and changed on the host's screen." in phone.texts()
    assert not phone.all(ft.IconButton, tooltip="Delete")
    assert not phone.all(ft.FilledButton, content="Add a player")


@pytest.mark.asyncio
async def test_the_host_is_asked_before_a_player_is_deleted(lan_table) -> None:
    store = lan_table.services.store
    store.create_profile(name="Ann")
    host = await lan_table.device(route="/profiles")
    await host.fire(host.one(ft.IconButton, tooltip="Delete"))
    assert "Delete Ann?" in host.texts()
    assert [p.name for p in store.list_profiles()] == ["Ann"]
    await host.fire(inside(dialog(host), ft.TextButton, "Cancel"))
    assert [p.name for p in store.list_profiles()] == ["Ann"]
    await host.fire(host.one(ft.IconButton, tooltip="Delete"))
    await host.fire(inside(dialog(host), ft.FilledButton, "Delete"))
    assert store.list_profiles() == []


@pytest.mark.asyncio
async def test_a_phone_changes_only_its_own_language_and_theme(lan_table) -> None:
    store = lan_table.services.store
    phone = await lan_table.device(route="/settings", client_ip="192.168.1.50")
    assert "House rules for new games" not in phone.texts()
    theme = next(s for s in phone.all(ft.SegmentedButton) if "system" in s.selected)
    phone.session.apply_patch(theme._i, {"selected": ["dark"]})
    await phone.fire(theme, "change", ["dark"])
    assert store.get_setting(key="theme") is None
    await phone.go("/house-rules/paper_dungeons")
    assert DEVICE_ONLY in phone.texts()


@pytest.mark.asyncio
async def test_a_closed_session_is_freed_with_its_page(lan_table) -> None:
    game_id = new_game(lan_table)
    phone = await lan_table.device(route=f"/game/{game_id}", client_ip="192.168.1.50")
    assert lan_table.services.peers.guard(phone.page) is not None
    session, page = weakref.ref(phone.session), weakref.ref(phone.page)
    await phone.session.disconnect(0)
    phone.session.close()
    await phone.settle()
    del phone
    await lan_table.device(route=f"/game/{game_id}", client_ip="192.168.1.51")  # the next one
    gc.collect()
    assert session() is None
    assert page() is None

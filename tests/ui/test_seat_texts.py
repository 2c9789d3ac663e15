"""What devices are told about seats is true: a phone is offered only what the server
accepts, a change that costs something is asked first, the invitation and the join list
say where each seat is played and what it plays, and a seat without a device is said to
be played on the host."""

from __future__ import annotations

import flet as ft
import pytest

from sheets.core.log import Game
from sheets.fury_of_dracula.actions import DraculaStart
from sheets.sator import RULES as SATOR
from tests.sator.helpers import setup as sator_setup
from tests.ui.fod_devices import far_apart_setup
from tests.ui.fod_devices import stored_game as stored_dracula_game
from tests.ui.harness import FakeClient, find, label_of, walk
from tests.ui.helpers import dialog, notified
from tests.ui.test_lan import join
from tests.ui.test_sator import stored_game as stored_sator_game

PHONE = "192.168.1.40"
OTHER_PHONE = "192.168.1.41"


def sator_table(table) -> str:
    return stored_sator_game(table, Game(SATOR, sator_setup(2, seed=4)))


async def seat_dialog(client: FakeClient) -> list[ft.ListTile]:
    await client.fire(find(client, ft.OutlinedButton, "Whose device?"))
    return [c for c in walk(dialog(client)) if isinstance(c, ft.ListTile)]


def tile(tiles: list[ft.ListTile], text: str) -> ft.ListTile:
    found = [t for t in tiles if text in label_of(t)]
    assert len(found) == 1, [label_of(t) for t in tiles]
    return found[0]


def question(client: FakeClient) -> ft.AlertDialog:
    asked = dialog(client)
    assert isinstance(asked, ft.AlertDialog) and asked.open
    assert label_of(asked.title) == "Change seats?"
    return asked


def answer(asked: ft.AlertDialog, text: str) -> ft.Control:
    return next(c for c in asked.actions if label_of(c) == text)


@pytest.mark.asyncio
async def test_a_phone_is_offered_only_its_own_seat_and_asked_before_giving_it_back(
    lan_table,
) -> None:
    game_id = sator_table(lan_table)
    code = lan_table.services.join_codes.code_for(game_id)
    phone = await join(lan_table, code, "Bob", PHONE)
    tiles = await seat_dialog(phone)
    assert tile(tiles, "This is Ann's device").disabled
    assert tile(tiles, "This is Bob's device").selected
    give_back = tile(tiles, "No seat: this phone watches")
    assert not give_back.disabled
    assert "join with the table's code" in label_of(give_back.subtitle)

    await phone.fire(give_back)
    asked = question(phone)
    assert "gives Bob's seat back" in label_of(asked.content)
    await phone.fire(answer(asked, "Keep it as it is"))
    assert lan_table.services.tables.open(game_id).held == {1}

    await phone.fire(tile(await seat_dialog(phone), "No seat: this phone watches"))
    await phone.fire(answer(question(phone), "Yes, change"))
    assert lan_table.services.tables.open(game_id).held == set()
    assert "You are watching: join from the home screen to play a seat." in phone.texts()


@pytest.mark.asyncio
async def test_the_host_is_asked_before_taking_a_seat_from_another_device(lan_table) -> None:
    game_id = sator_table(lan_table)
    code = lan_table.services.join_codes.code_for(game_id)
    phone = await join(lan_table, code, "Bob", PHONE)
    host = await lan_table.device(route=f"/game/{game_id}")
    tiles = await seat_dialog(host)
    bob = tile(tiles, "This is Bob's device")
    assert f"On the device at {PHONE} (joined " in label_of(bob.subtitle)
    assert "which loses it if you take it here" in label_of(bob.subtitle)
    assert "played here, on the host" in label_of(tile(tiles, "This is Ann's device").subtitle)
    await host.fire(bob)
    await host.fire(answer(question(host), "Yes, change"))
    await phone.settle()
    assert lan_table.services.tables.open(game_id).held == {1}
    assert "Bob's device: it shows Bob's cards and acts for Bob only." in host.texts()
    assert "Bob's device: it shows Bob's cards and acts for Bob only." not in phone.texts()
    assert notified(phone).startswith("The host took back Bob's seat: this device now only")


@pytest.mark.asyncio
async def test_the_join_list_and_the_invitation_say_who_plays_what_and_where(lan_table) -> None:
    game_id = stored_dracula_game(lan_table, far_apart_setup())
    code = lan_table.services.join_codes.code_for(game_id)
    phone = await lan_table.device(
        width=390, height=844, route=f"/join?code={code}", client_ip=PHONE
    )
    await phone.fire(find(phone, ft.FilledButton, "Join"))
    seats = [label_of(b) for b in walk(phone.page.views[-1]) if isinstance(b, ft.FilledTonalButton)]
    assert seats == [
        "Anna · Dracula",
        "Bohdan · Lord Godalming and Mina Harker",
        "Cyril · Dr. John Seward and Van Helsing",
    ]
    await phone.fire(find(phone, ft.FilledTonalButton, "Bohdan"))

    host = await lan_table.device(route=f"/game/{game_id}")
    await host.fire(host.one(ft.PopupMenuButton).items[-1])
    invitation = [label_of(c) for c in walk(dialog(host)) if isinstance(c, ft.Text)]
    assert "Anna · Dracula: no device of its own, played on the host" in invitation
    assert "Bohdan · Lord Godalming and Mina Harker: on a phone (connected)" in invitation


@pytest.mark.asyncio
async def test_a_hunter_is_said_to_be_played_where_it_really_is(lan_table) -> None:
    game_id = stored_dracula_game(lan_table, far_apart_setup())
    lan_table.act(game_id, DraculaStart(seat=0, place="SO"))
    code = lan_table.services.join_codes.code_for(game_id)
    cyril = await join(lan_table, code, "Cyril", PHONE)
    assert "Lord Godalming is played by Bohdan on the table's device." in cyril.texts()
    await join(lan_table, code, "Bohdan", OTHER_PHONE)
    await cyril.settle()
    assert "Lord Godalming acts on Bohdan's device." in cyril.texts()


def books_button(client: FakeClient) -> ft.FilledButton:
    return find(client, ft.FilledButton, "The books are placed")


@pytest.mark.asyncio
async def test_the_tables_setup_steps_are_the_hosts_even_with_every_seat_on_a_phone(
    lan_table,
) -> None:
    game_id = sator_table(lan_table)
    code = lan_table.services.join_codes.code_for(game_id)
    ann = await join(lan_table, code, "Ann", PHONE)
    await join(lan_table, code, "Bob", OTHER_PHONE)
    host = await lan_table.device(route=f"/game/{game_id}")
    await ann.settle()
    assert books_button(ann).disabled
    assert "When the table is ready, the host's device records it." in ann.texts()
    assert not books_button(host).disabled
    await host.fire(books_button(host))
    assert lan_table.services.tables.open(game_id).state.phase == "placement"


@pytest.mark.asyncio
async def test_a_phone_records_the_tables_setup_step_while_no_host_is_there(lan_table) -> None:
    game_id = sator_table(lan_table)
    code = lan_table.services.join_codes.code_for(game_id)
    host = await lan_table.device(route=f"/game/{game_id}")
    ann = await join(lan_table, code, "Ann", PHONE)
    assert books_button(ann).disabled
    await host.session.page._trigger_event("disconnect", None)
    await ann.settle()
    assert not books_button(ann).disabled
    await ann.fire(books_button(ann))
    assert lan_table.services.tables.open(game_id).state.phase == "placement"

"""Who may act at a table served to the network, in every game: a phone for its own seat,
the host for the table and the invitation, a device without a seat for nobody."""

from __future__ import annotations

import flet as ft
import pytest

from sheets.big_book_of_madness.actions import StartGame
from sheets.core.authority import HOST, Actor
from sheets.core.errors import Illegal
from sheets.core.log import Game
from sheets.sator import RULES as SATOR
from tests.big_book_of_madness.helpers import setup as madness_setup
from tests.paper_dungeons.play import example_setup
from tests.sator.helpers import prepared
from tests.sator.helpers import setup as sator_setup
from tests.ui.fod_devices import far_apart_setup
from tests.ui.harness import FakeClient, find, label_of, walk
from tests.ui.helpers import dialog, notified, refused_button, stored_game
from tests.ui.test_lan import join, take_back_seat
from tests.ui.test_sator import stored_game as stored_sator_game
from ui.sator.actions_panel import ActionsPanel

WATCHING = "You are watching: join from the home screen to play a seat."
HOST_ONLY = "Only the host device can do this."
PHONE = "192.168.1.40"
COPIED_TRACKER = {"multi_curses_by_round": {"I": [0] * 6, "II": [1] * 6, "III": [2] * 6}}


def lit_actions(client: FakeClient) -> list[str]:
    panel = client.one(ActionsPanel)
    return [
        label_of(c)
        for c in walk(panel)
        if isinstance(c, ft.FilledButton | ft.FilledTonalButton) and c.visible and not c.disabled
    ]


@pytest.mark.asyncio
async def test_a_sator_watcher_acts_for_nobody_and_takes_no_seat(lan_table) -> None:
    game_id = stored_sator_game(lan_table, prepared(Game(SATOR, sator_setup(2, seed=4))))
    host = await lan_table.device(route=f"/game/{game_id}")
    stranger = await lan_table.device(route=f"/game/{game_id}", client_ip="192.168.1.99")
    assert WATCHING in stranger.texts()
    assert WATCHING not in host.texts()
    assert lit_actions(host), "the host plays the seats no phone holds"
    assert lit_actions(stranger) == []

    await stranger.fire(find(stranger, ft.OutlinedButton, "Whose device?"))
    tile = next(
        c
        for c in walk(dialog(stranger))
        if isinstance(c, ft.ListTile) and "This is Ann's device" in label_of(c)
    )
    assert tile.disabled, "a seat the server would refuse is not offered"
    assert "join again with the table's code" in label_of(tile.subtitle)
    await stranger.fire(tile)
    assert lan_table.services.tables.open(game_id).held == set()


@pytest.mark.asyncio
async def test_a_sator_phone_that_joined_plays_its_seat_only(lan_table) -> None:
    game_id = stored_sator_game(lan_table, prepared(Game(SATOR, sator_setup(2, seed=4))))
    code = lan_table.services.join_codes.code_for(game_id)
    phone = await join(lan_table, code, "Bob", "192.168.1.31")
    assert "Bob's device: it shows Bob's cards and acts for Bob only." in phone.texts()
    assert lan_table.services.tables.open(game_id).held == {1}


@pytest.mark.asyncio
async def test_madness_phones_act_for_their_magician_and_the_host_runs_the_table(
    lan_table,
) -> None:
    game_setup = madness_setup(3)
    names = [player.name for player in game_setup.players]
    game_id = stored_game(lan_table, "big_book_of_madness", game_setup, names)
    lan_table.act(game_id, StartGame(seat=0))
    code = lan_table.services.join_codes.code_for(game_id)
    phone = await join(lan_table, code, game_setup.players[1].name, "192.168.1.31")
    before = lan_table.services.tables.open(game_id).state

    refused = refused_button(phone, "Next: Grimoire, move the marker")
    assert refused.tooltip == HOST_ONLY
    await phone.fire(refused)
    assert notified(phone) == HOST_ONLY
    assert lan_table.services.tables.open(game_id).state == before

    stranger = await lan_table.device(route=f"/game/{game_id}", client_ip="192.168.1.99")
    await stranger.fire(refused_button(stranger, "Next: Grimoire, move the marker"))
    assert notified(stranger) == HOST_ONLY

    host = await lan_table.device(route=f"/game/{game_id}")
    await host.fire(find(host, ft.FilledButton, "Next: Grimoire, move the marker"))
    assert lan_table.services.tables.open(game_id).state.phase == "grimoire"


@pytest.mark.asyncio
async def test_only_the_host_corrects_a_games_house_rules(lan_table) -> None:
    game_id = stored_sator_game(lan_table, Game(SATOR, sator_setup(2, seed=4)))
    tables = lan_table.services.tables
    setup = tables.open(game_id).game.setup
    with pytest.raises(Illegal) as refused:
        tables.change_setup(game_id, setup, Actor(host=False, seats=frozenset({1})))
    assert refused.value.reason == "host_only"
    tables.change_setup(game_id, setup, HOST)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("kind", "start"),
    [
        ("paper_dungeons", "Start the game"),
        ("sator", "Start the game"),
        ("big_book_of_madness", "Set up the table"),
        ("fury_of_dracula", "Start the game"),
    ],
)
async def test_the_device_that_sets_a_game_up_hosts_it(lan_table, kind: str, start: str) -> None:
    if kind == "big_book_of_madness":  # a table that has copied its round tracker before
        lan_table.services.store.set_house_rule_defaults(kind=kind, overrides=COPIED_TRACKER)
    phone = await lan_table.device(width=390, height=844, route=f"/new/{kind}", client_ip=PHONE)
    await phone.fire(find(phone, ft.FilledButton, start))
    game_id = phone.page.route.removeprefix("/game/")
    assert lan_table.services.store.load_game(game_id=game_id).info.kind == kind

    await phone.go(f"/game/{game_id}/rules")
    await phone.fire(find(phone, ft.FilledButton, "Save"))
    assert phone.page.route == f"/game/{game_id}", "only the host changes a game's house rules"


def menu_labels(client: FakeClient) -> list[str]:
    return [label_of(item) for item in client.all(ft.PopupMenuItem)]


@pytest.mark.asyncio
@pytest.mark.parametrize(
    "kind", ["paper_dungeons", "sator", "big_book_of_madness", "fury_of_dracula"]
)
async def test_every_games_host_invites_phones_and_a_phone_does_not(lan_table, kind) -> None:
    setups = {
        "paper_dungeons": lambda: example_setup(2, 3),
        "sator": lambda: sator_setup(2, seed=4),
        "big_book_of_madness": lambda: madness_setup(2),
        "fury_of_dracula": far_apart_setup,
    }
    setup = setups[kind]()
    seats = getattr(setup, "seats", None) or getattr(setup, "players", None)
    names = [seat.name for seat in seats]
    game_id = stored_game(lan_table, kind, setup, names)
    host = await lan_table.device(route=f"/game/{game_id}")
    assert "Invite players" in menu_labels(host)
    code = lan_table.services.join_codes.code_for(game_id)
    phone = await join(lan_table, code, names[-1], PHONE)
    assert phone.page.route == f"/game/{game_id}"
    assert "Invite players" not in menu_labels(phone)

    # The host sees the phone that holds the last seat, and takes the seat back.
    await host.fire(next(i for i in host.all(ft.PopupMenuItem) if i.content == "Invite players"))
    assert any(text.startswith(f"From {PHONE} · joined ") for text in host.texts())
    await take_back_seat(host)
    await phone.settle()
    assert notified(phone).startswith("The host took back ")
    assert lan_table.services.tables.open(game_id).held == set()
    assert not lan_table.services.tables.open(game_id).present.get(phone.page.session.id)

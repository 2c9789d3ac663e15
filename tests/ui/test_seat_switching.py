"""The play shell decides which seats a device acts for, in every game: the host's tablet
playing two seats switches between them (by a tap, or as the turn passes) and acts for
each; a phone is never switched to a seat it does not hold, and its refusal says so.

Every table has three seats; a phone on the network holds the last one (Dracula's, in Fury
of Dracula), so that the tablet, the server's own screen, plays the other two."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from sheets.big_book_of_madness.actions import NextStep, StartGame
from sheets.core.actions import Action
from sheets.fury_of_dracula.actions import DraculaStart
from sheets.paper_dungeons.actions import RollDice
from sheets.sator.actions import BooksPlaced
from sheets.sator.house_rules import default_house_rules
from sheets.sator.names import piece_name
from tests.big_book_of_madness.helpers import setup as madness_setup
from tests.paper_dungeons.play import example_setup as dungeons_setup
from tests.sator.helpers import setup as sator_setup
from tests.ui.fod_devices import far_apart_setup
from tests.ui.harness import FakeClient, find, label_of
from tests.ui.helpers import dialog, inside, notified, screen_of, stored_game
from tests.ui.pd_sheet import PLAIN, artifact_half, seat_buttons, switch_to
from tests.ui.test_lan import join
from ui.paper_dungeons.dice_tray import DiceTray

NAMES = ["Ann", "Bob", "Cid"]
PHONE_IP = "192.168.1.31"


def state(table: Any, game_id: str) -> Any:
    return table.services.tables.open(game_id).state


async def tablet_and_phone(
    table: Any,
    kind: str,
    setup: Any,
    phone_seat: str,
    names: list[str] = NAMES,
    actions: tuple[Action, ...] = (),
) -> tuple[FakeClient, FakeClient, str]:
    game_id = stored_game(table, kind, setup, names, actions)
    phone = await join(table, table.services.join_codes.code_for(game_id), phone_seat, PHONE_IP)
    tablet = await table.device(route=f"/game/{game_id}")
    return tablet, phone, game_id


async def phone_is_not_switched(phone: FakeClient, shell: Any, seat: int, name: str) -> None:
    own = shell.shown_seat(None)
    assert not shell.switch(seat)
    assert notified(phone) == f"This device does not play {name}."
    assert shell.shown_seat(None) == own != seat


@pytest.mark.asyncio
async def test_paper_dungeons(lan_table: Any) -> None:
    names = [seat.name for seat in dungeons_setup(3, 21).seats]
    tablet, phone, game_id = await tablet_and_phone(
        lan_table, "paper_dungeons", dungeons_setup(3, 21), names[2], names
    )
    lan_table.act(game_id, RollDice(seat=0, symbols=PLAIN))
    await tablet.settle()
    for seat in (0, 1):
        await switch_to(tablet, names[seat])
        await tablet.fire(tablet.one(DiceTray).faces[3])
        await tablet.fire(artifact_half(tablet, 5, 1))
        assert state(lan_table, game_id).sheets[seat].artifacts[4] == 1
    await switch_to(tablet, names[2])
    assert screen_of(tablet).seat == 2, "the host looks at the phone's open sheet"
    assert 2 not in screen_of(tablet).shell.seats(), "but does not play it"
    await phone.settle()
    assert seat_buttons(phone) == {}
    await phone_is_not_switched(phone, screen_of(phone).shell, 0, names[0])


@pytest.mark.asyncio
async def test_the_big_book_of_madness(lan_table: Any) -> None:
    tablet, phone, game_id = await tablet_and_phone(
        lan_table, "big_book_of_madness", madness_setup(3), "Cid"
    )
    lan_table.act(game_id, StartGame(seat=0), NextStep(seat=0), NextStep(seat=0))
    await tablet.settle()
    await tablet.fire(find(tablet, ft.FilledTonalButton, "Telepathy (1)"))
    await tablet.fire(inside(dialog(tablet), ft.FilledTonalButton, "Bob: ×1: pay 1 air"))
    assert state(lan_table, game_id).players[1].granted_actions == 1, "Ann cast it"
    bob = next(c for c in tablet.all(ft.Chip) if label_of(c) == "Bob (1 action)")
    await tablet.fire(bob, "select", True)
    await tablet.fire(find(tablet, ft.FilledTonalButton, "B: fire"))
    await tablet.fire(inside(dialog(tablet), ft.FilledTonalButton, "fire (10 left)"))
    assert state(lan_table, game_id).curse("B").status == "broken", "Bob broke it"
    await phone.settle()
    ann = next(c for c in phone.all(ft.Chip) if label_of(c).startswith("Ann"))
    await phone.fire(ann, "select", True)
    assert notified(phone) == "This device does not play Ann."
    await phone_is_not_switched(phone, screen_of(phone).shell, 1, "Bob")


def piece_button(client: FakeClient, piece: str) -> Any:
    name = piece_name(piece, "en", default_house_rules())  # type: ignore[arg-type]
    return next(b for b in client.all(ft.OutlinedButton) if label_of(b).startswith(name))


@pytest.mark.asyncio
async def test_sator(lan_table: Any) -> None:
    tablet, phone, game_id = await tablet_and_phone(
        lan_table, "sator", sator_setup(3, seed=11), "Cid"
    )
    lan_table.act(game_id, BooksPlaced(seat=0))
    await tablet.settle()
    await tablet.fire(find(tablet, ft.TextButton, "Record each walkway as it is laid"))
    for seat, name in ((0, "Ann"), (1, "Bob")):
        assert f"{name} goes now: record it here." in tablet.texts()
        before = state(lan_table, game_id)
        piece = before.draft_pool[0]
        await tablet.fire(piece_button(tablet, piece))
        drafted = state(lan_table, game_id).players[seat].walkways
        assert drafted == (*before.players[seat].walkways, piece)
    assert "Cid goes now, on their own device." in tablet.texts()
    await phone_is_not_switched(phone, screen_of(phone).shell, 0, "Ann")


@pytest.mark.asyncio
async def test_fury_of_dracula(lan_table: Any) -> None:
    setup = far_apart_setup()
    tablet, phone, game_id = await tablet_and_phone(
        lan_table,
        "fury_of_dracula",
        setup,
        "Anna",
        [p.name for p in setup.players],
        (DraculaStart(seat=0, place="SO"),),
    )
    await tablet.settle()
    for hunter in ("godalming", "seward"):
        assert state(lan_table, game_id).current_hunter == hunter
        await tablet.fire(find(tablet, ft.FilledTonalButton, "Rest"))
    assert state(lan_table, game_id).current_hunter == "van_helsing"
    assert screen_of(tablet).ctx.acting_seats == (1, 2)
    await phone.settle()
    shell = screen_of(phone).ctx.shell
    await phone_is_not_switched(phone, shell, 1, setup.players[1].name)

"""Many tables on one server: a table's changes reach only the devices showing it, and a
table nobody shows any more leaves memory and comes back from storage as it was."""

from __future__ import annotations

import math

import flet as ft
import pytest

from sheets.paper_dungeons.actions import RollDice
from tests.ui.conftest import Table
from tests.ui.harness import walk
from tests.ui.test_lan import PLAIN, new_game
from ui.paper_dungeons.dice_tray import DiceTray
from ui.paper_dungeons.sheet_screen import SheetScreen
from ui.screens.home import ROW_HEIGHT, UNFINISHED_SHOWN


@pytest.mark.asyncio
async def test_a_change_reaches_the_devices_of_its_table_and_no_other(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    ours, theirs = new_game(table), new_game(table)
    here = await table.device(route=f"/game/{ours}")
    there = await table.device(route=f"/game/{theirs}")
    home = await table.device(route="/")
    told: list[tuple[str, str]] = []
    redraw = SheetScreen.table_changed

    def heard(screen: SheetScreen, game_id: str) -> None:
        told.append((screen.game_id, game_id))
        redraw(screen, game_id)

    monkeypatch.setattr(SheetScreen, "table_changed", heard)
    sent = {client: client.conn.sent for client in (there, home)}
    table.act(ours, RollDice(seat=0, symbols=PLAIN))
    for client in (here, there, home):
        await client.settle()
    assert told == [(ours, ours)], "only the screen of the table is told"
    assert all(face.on_click for face in here.one(DiceTray).faces)
    assert {client: client.conn.sent for client in (there, home)} == sent


@pytest.mark.asyncio
async def test_a_device_that_moves_to_another_table_hears_only_the_new_one(table: Table) -> None:
    first, second = new_game(table), new_game(table)
    device = await table.device(route=f"/game/{first}")
    await device.go(f"/game/{second}")
    sent = device.conn.sent
    table.act(first, RollDice(seat=0, symbols=PLAIN))
    await device.settle()
    assert device.conn.sent == sent
    table.act(second, RollDice(seat=0, symbols=PLAIN))
    await device.settle()
    assert device.conn.sent > sent
    assert all(face.on_click for face in device.one(DiceTray).faces)


@pytest.mark.asyncio
async def test_a_table_leaves_memory_with_its_last_device_and_returns_as_it_was(
    table: Table,
) -> None:
    tables = table.services.tables
    game_id, other = new_game(table), new_game(table)
    first = await table.device(route=f"/game/{game_id}")
    second = await table.device(route=f"/game/{game_id}")
    elsewhere = await table.device(route=f"/game/{other}")
    table.act(game_id, RollDice(seat=0, symbols=PLAIN))
    await first.go("/")
    assert game_id in tables.in_memory(), "a device still shows it"
    await second.session.disconnect(3600)
    await second.settle()
    assert tables.in_memory() == {other}
    assert second.page.views[-1].controls == [], "an away device keeps no screen"

    await second.session.connect(second.conn)
    await second.settle()
    assert game_id in tables.in_memory()
    assert all(face.on_click for face in second.one(DiceTray).faces), "the roll is still there"
    assert len(tables.open(game_id).game.actions) == 1
    await elsewhere.settle()


def _game_rows(view: ft.View) -> list[ft.ListTile]:
    """The rows of home that lead to a game (the new game cards lead nowhere further)."""
    return [c for c in walk(view) if isinstance(c, ft.ListTile) and c.trailing is not None]


@pytest.mark.asyncio
async def test_home_under_a_table_keeps_the_rows_a_phone_shows_and_back_lists_the_rest_on_a_tap(
    table: Table,
) -> None:
    games = [new_game(table) for _ in range(24)]
    phone = await table.device(width=390, height=844, route=f"/game/{games[0]}")
    below, shown = phone.page.views
    assert (below.route, shown.route) == ("/", f"/game/{games[0]}")
    assert len(_game_rows(below)) == math.ceil(844 / ROW_HEIGHT) < len(games)
    await phone.go("/")
    (home,) = phone.page.views
    assert len(_game_rows(home)) == UNFINISHED_SHOWN < len(games)
    sent = phone.conn.sent
    await phone.fire(phone.one(ft.TextButton, content=f"Show all {len(games)}"))
    assert [row.on_click is not None for row in _game_rows(home)] == [True] * len(games)
    assert not phone.all(ft.TextButton, content=f"Show all {len(games)}")
    assert phone.conn.sent == sent + 1, "the rest of the list comes in one message"

"""A hunter's turn passing from one phone's hunter to another's: each device is sent which
part of its decisions shows, not new buttons, and sees what it saw before."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from sheets.core.authority import Actor
from sheets.fury_of_dracula.actions import ChangeHand, DraculaStart, Rest
from tests.ui.fod_devices import (
    act_as,
    device,
    far_apart_setup,
    four_devices,
    joined_as,
    stored_game,
)
from tests.ui.harness import FakeClient, find, walk
from tests.ui.helpers import bar_control, notified, screen_of
from tests.ui.test_fury_of_dracula_reuse import shown_controls
from ui.services import table_topic


def decisions_controls(client: FakeClient) -> set[int]:
    """The controls of the device's decisions panel, by the id the device knows them by."""
    return {control._i for control in walk(screen_of(client).panels["decisions"])}


def shown_buttons(client: FakeClient) -> list[str]:
    panel = screen_of(client).panels["decisions"]
    return [
        str(control.content)
        for control in shown_controls(panel)
        if isinstance(control, ft.FilledTonalButton)
    ]


def shown_texts(client: FakeClient) -> list[str]:
    panel = screen_of(client).panels["decisions"]
    return [str(c.value) for c in shown_controls(panel) if isinstance(c, ft.Text)]


@pytest.mark.asyncio
async def test_a_rest_passing_the_turn_to_another_phone_sends_no_new_decision_controls(
    lan_table: Any,
) -> None:
    table = lan_table
    game_id = stored_game(table, far_apart_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    tablet = await device(table, game_id)
    bohdan = await joined_as(table, game_id, "Bohdan", "192.168.1.41")
    cyril = await joined_as(table, game_id, "Cyril", "192.168.1.42")
    devices = (tablet, bohdan, cyril)

    async def rest_on_bohdans_phone() -> None:
        await bohdan.fire(find(bohdan, ft.FilledTonalButton, "Rest"))
        for client in devices:
            await client.settle()

    # Seward's turn has been on Cyril's phone once, and went back to Godalming.
    await rest_on_bohdans_phone()
    table.services.tables.undo(game_id, 1, Actor(host=False, seats=frozenset({1})))
    table.hub.send_all_on_topic(table_topic(game_id), game_id)
    for client in devices:
        await client.settle()
    assert "Rest" in shown_buttons(bohdan)
    assert shown_buttons(cyril) == []
    held = {client: decisions_controls(client) for client in devices}

    await rest_on_bohdans_phone()

    for client in devices:
        assert decisions_controls(client) <= held[client], "only controls the device has"
    assert shown_buttons(bohdan) == []
    assert shown_texts(bohdan) == ["Dr. John Seward acts on Cyril's device."]
    assert "Rest" in shown_buttons(cyril)
    assert "Move" in shown_buttons(cyril)


@pytest.mark.asyncio
async def test_the_tablet_says_where_a_phones_move_is_undone(lan_table: Any) -> None:
    game_id, devices = await four_devices(lan_table)
    bohdan, tablet = devices["bohdan"], devices["table"]
    await bohdan.fire(find(bohdan, ft.FilledTonalButton, "Rest"))
    await tablet.settle()
    await tablet.fire(bar_control(tablet, "Undo"))
    assert notified(tablet) == (
        "That was Bohdan's, on their own device: undo it there. If that device has left the"
        " table for good, take the seat back first (Invite players)."
    )
    rests = [
        a for a in lan_table.services.tables.open(game_id).game.actions if a.TYPE == "fod.rest"
    ]
    assert len(rests) == 1, "the tablet took nothing back"


async def tablet_and_cyrils_phone(table: Any) -> tuple[str, FakeClient, FakeClient]:
    """A game whose Godalming (Bohdan's) rested on the tablet, then Seward on Cyril's
    phone: the tablet and the phone."""
    game_id = stored_game(table, far_apart_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    tablet = await device(table, game_id)
    cyril = await joined_as(table, game_id, "Cyril", "192.168.1.42")
    await tablet.fire(find(tablet, ft.FilledTonalButton, "Rest"))
    await cyril.settle()
    await cyril.fire(find(cyril, ft.FilledTonalButton, "Rest"))
    await tablet.settle()
    return game_id, tablet, cyril


def rests(table: Any, game_id: str) -> list[str]:
    actions = table.services.tables.open(game_id).game.actions
    return [action.hunter for action in actions if isinstance(action, Rest)]


@pytest.mark.asyncio
async def test_the_tablets_undo_says_the_latest_action_is_a_phones_not_an_earlier_one(
    lan_table: Any,
) -> None:
    """The latest hunter's action at the table was tapped on Cyril's phone: the tablet's
    Undo says where it is undone, and leaves the tablet's earlier action alone (it took
    back Godalming's rest, or said a later action depended on it)."""
    game_id, tablet, cyril = await tablet_and_cyrils_phone(lan_table)
    await tablet.fire(bar_control(tablet, "Undo"))
    assert notified(tablet) == (
        "That was Cyril's, on their own device: undo it there. If that device has left the"
        " table for good, take the seat back first (Invite players)."
    )
    assert rests(lan_table, game_id) == ["godalming", "seward"]
    await cyril.fire(bar_control(cyril, "Undo"))
    await tablet.fire(bar_control(tablet, "Undo"))
    assert rests(lan_table, game_id) == []


@pytest.mark.asyncio
async def test_the_tablet_takes_back_a_record_a_phone_made(lan_table: Any) -> None:
    """A record the host may make for any hunter, the host may take back, whichever device
    made it; then Undo goes on to the phone's action before it, which it leaves to the
    phone."""
    game_id, tablet, _ = await tablet_and_cyrils_phone(lan_table)
    act_as(lan_table, game_id, 2, ChangeHand(seat=2, hunter="seward", items=1))
    await tablet.settle()
    await tablet.fire(bar_control(tablet, "Undo"))
    actions = lan_table.services.tables.open(game_id).game.actions
    assert not [action for action in actions if isinstance(action, ChangeHand)]
    await tablet.fire(bar_control(tablet, "Undo"))
    assert notified(tablet).startswith("That was Cyril's, on their own device")
    assert rests(lan_table, game_id) == ["godalming", "seward"]


@pytest.mark.asyncio
async def test_the_tablets_redo_of_a_phones_action_says_to_redo_it_there(lan_table: Any) -> None:
    """Cyril undid Seward's rest on his phone: the tablet's Redo leaves it to the phone and
    says so as a redo (it said "undo it there")."""
    game_id, tablet, cyril = await tablet_and_cyrils_phone(lan_table)
    await cyril.fire(bar_control(cyril, "Undo"))
    await tablet.settle()
    await tablet.fire(bar_control(tablet, "Redo"))
    assert notified(tablet) == (
        "That was Cyril's, on their own device: redo it there. If that device has left the"
        " table for good, take the seat back first (Invite players)."
    )
    assert rests(lan_table, game_id) == ["godalming"]
    await cyril.fire(bar_control(cyril, "Redo"))
    assert rests(lan_table, game_id) == ["godalming", "seward"]

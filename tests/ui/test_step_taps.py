"""A second tap on a step's button that lands after the first tap has moved the game on.

The device sent both taps at the button it saw; by the time the second arrives, the
first has redrawn that button for the next step. The second must not act on the next
step (rest the next hunter, play the next round of a fight, end the next phase, record
the next stage of the setup): it was aimed at a step that is over."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from sheets.big_book_of_madness.actions import NextStep as MadnessNextStep
from sheets.core.log import Game
from sheets.fury_of_dracula.actions import DraculaStart, Rest
from sheets.sator import RULES as SATOR
from tests.sator.helpers import setup as sator_setup
from tests.ui.fod_devices import device, far_apart_setup
from tests.ui.fod_devices import stored_game as stored_fod_game
from tests.ui.harness import FakeClient, find
from tests.ui.test_big_book_of_madness import started as started_madness
from tests.ui.test_big_book_of_madness import state as madness_state
from tests.ui.test_fury_of_dracula_app import app_setup, play_to_a_fight
from tests.ui.test_sator import action_button, the_state, turn_one
from tests.ui.test_sator import stored_game as stored_sator_game


async def double_tap(client: FakeClient, button: ft.Control) -> None:
    """Two taps on ``button`` as the device saw it, the second after the first's redraw."""
    await client.fire(button)
    await client.fire(button)


def actions_of(table: Any, game_id: str) -> list[Any]:
    return list(table.services.tables.open(game_id).game.actions)


@pytest.mark.asyncio
async def test_a_hunters_rest_tapped_twice_rests_one_hunter(table) -> None:
    game_id = stored_fod_game(table, far_apart_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    tablet = await device(table, game_id)
    first = table.services.tables.open(game_id).state.current_hunter
    await double_tap(tablet, find(tablet, ft.FilledTonalButton, "Rest"))
    rests = [action for action in actions_of(table, game_id) if isinstance(action, Rest)]
    assert [rest.hunter for rest in rests] == [first]


@pytest.mark.asyncio
async def test_dracula_s_card_tapped_twice_plays_one_round_of_the_fight(table) -> None:
    game_id = stored_fod_game(table, app_setup())
    live = play_to_a_fight(table.services.tables, game_id)
    played = live.state.combat.cards_played
    tablet = await device(table, game_id)
    await double_tap(tablet, find(tablet, ft.FilledButton, "Our cards are chosen: Dracula's card"))
    assert live.state.combat is not None and live.state.combat.cards_played == played + 1


@pytest.mark.asyncio
async def test_the_end_of_a_madness_turn_tapped_twice_ends_one_turn(table) -> None:
    client, game_id = await started_madness(table)
    table.act(game_id, *(MadnessNextStep(seat=0) for _ in range(3)))
    await client.settle()
    await double_tap(client, find(client, ft.FilledButton, "End the turn, pass the token"))
    after = madness_state(table, game_id)
    assert (after.turn, after.active, after.phase) == (2, 1, "focus")


@pytest.mark.asyncio
async def test_a_sator_step_tapped_twice_moves_one_step_on(table) -> None:
    client, game_id = await turn_one(table)
    await double_tap(client, action_button(client, "Next step: 2 Play cards"))
    assert the_state(table, game_id).turn.step == "play"


@pytest.mark.asyncio
async def test_the_sator_books_tapped_twice_record_the_books_alone(table) -> None:
    game_id = stored_sator_game(table, Game(SATOR, sator_setup(3, seed=11)))
    client = await table.device(route=f"/game/{game_id}")
    await double_tap(client, find(client, ft.FilledButton, "The books are placed"))
    assert the_state(table, game_id).phase == "draft"

"""A stored game whose log no longer replays (two servers wrote two branches of it, say)
is listed as damaged, says which action fails, and its game file can be saved."""

from __future__ import annotations

import json

import flet as ft
import pytest

from sheets.paper_dungeons.actions import RollDice
from tests.ui.harness import find
from tests.ui.test_lan import PLAIN, new_game


def forked(table) -> str:
    """A game whose log rolls the dice of round 1 twice, as two servers each did once."""
    game_id = new_game(table)
    store = table.services.store
    store.append_action(game_id=game_id, action=RollDice(seat=0, symbols=PLAIN), position=0)
    store.append_action(game_id=game_id, action=RollDice(seat=0, symbols=PLAIN), position=1)
    return game_id


@pytest.mark.asyncio
async def test_a_game_that_no_longer_replays_is_listed_explained_and_saved(table) -> None:
    game_id = forked(table)
    host = await table.device(route="/")
    assert any(text.startswith("Damaged: it no longer replays") for text in host.texts())

    await host.fire(find(host, ft.ListTile, "Ann, Bob, Cid, Dan"))
    assert (
        "Action 2 of its log is refused by the rules: The dice of round 1 are already rolled."
        in host.texts()
    )
    await host.fire(find(host, ft.FilledButton, "Save the game file"))
    [(name, data)] = host.saved_files
    assert name == f"game-{game_id[:8]}.json"
    assert json.loads(data) == json.loads(table.services.store.export_game(game_id=game_id))
    assert len(table.services.store.list_games(status="active")) == 1

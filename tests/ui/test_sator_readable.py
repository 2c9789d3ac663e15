"""Every SATOR screen reads as sentences in both languages: the new game, each setup
stage, a turn with each of its forms open, the history, the checklist and the results."""

from __future__ import annotations

import random
from typing import Any

import flet as ft
import pytest

from sheets.core.log import Game
from sheets.sator import RULES
from sheets.sator.actions import BooksPlaced, Exchange, NextStep, PlayRotas
from tests.random_play import random_player
from tests.sator.helpers import in_round, prepared, setup
from tests.ui.harness import FakeClient, label_of, walk
from tests.ui.helpers import bar_control, dialog_place
from tests.ui.readable import unreadable_texts
from tests.ui.test_sator import stored_game
from ui.sator.actions_panel import ActionsPanel

next_random_action = random_player(RULES)


LANGUAGES = ("cs", "en")
T1 = "t_piece:material_1"


def readable(client: FakeClient) -> None:
    assert unreadable_texts(client) == []


async def each_form(client: FakeClient) -> None:
    """Open every lit button of the turn, read the form it opens, and close it."""
    panel = client.one(ActionsPanel)
    buttons = [
        c
        for c in walk(panel)
        if isinstance(c, ft.FilledButton | ft.FilledTonalButton) and not c.disabled
    ]
    for button in buttons:
        if label_of(button) in ("End the turn", "Ukončit tah") or "Next step" in label_of(button):
            continue
        await client.fire(button)
        readable(client)
        dialog_place(client).pop()
        await client.settle()


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_new_game_and_every_setup_stage_read_as_sentences(table, language) -> None:
    client = await table.device(route="/new/sator", language=language)
    readable(client)
    game = Game(RULES, setup(3, seed=11))
    game_id = stored_game(table, game)
    await client.go(f"/game/{game_id}")
    readable(client)
    for action in (BooksPlaced(seat=0),):
        table.act(game_id, action)
        await client.settle()
        readable(client)
    by_piece = [b for b in client.all(ft.TextButton) if "(" in label_of(b)]
    await client.fire(by_piece[0])
    readable(client)


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_turn_and_its_forms_read_as_sentences(table, language: str) -> None:
    game = in_round(prepared(Game(RULES, setup(2, seed=4))), 2)
    game.act(Exchange(seat=0, take_prayer=5))
    game.act(PlayRotas(seat=0, piece=T1))
    game_id = stored_game(table, game)
    client = await table.device(route=f"/game/{game_id}", language=language)
    readable(client)
    await each_form(client)
    await client.fire(bar_control(client, history_tooltip(language)))
    readable(client)
    dialog_place(client).pop()
    table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    await client.settle()
    readable(client)
    await each_form(client)


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_whole_game_and_its_results_read_as_sentences(table, language: str) -> None:
    game = prepared(Game(RULES, setup(3, seed=9)))
    game_id = stored_game(table, game)
    client = await table.device(route=f"/game/{game_id}", language=language)
    rng = random.Random(9)
    live = table.services.tables
    seen = 0
    while (action := next_random_action(live.open(game_id).state, rng)) is not None:
        table.act(game_id, action)
        seen += 1
        if seen % 25 == 0:
            await client.settle()
            readable(client)
    await client.settle()
    readable(client)
    await client.go(f"/game/{game_id}/results")
    readable(client)


def history_tooltip(language: str) -> Any:
    return "Historie" if language == "cs" else "History"

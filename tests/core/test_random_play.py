"""Every registered game played at random through its legal actions and the seats it
awaits: the two questions never disagree with the rules or with each other."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from sheets.big_book_of_madness import legal as madness_legal
from sheets.core.registry import GameRules
from sheets.fury_of_dracula import legal as dracula_legal
from sheets.games import BUILTIN_KINDS, get_game
from sheets.paper_dungeons import legal as dungeons_legal
from sheets.sator import legal as sator_legal
from tests.big_book_of_madness.play import example_setup as madness_setup
from tests.fury_of_dracula.play import example_setup as dracula_setup
from tests.logs import through_json
from tests.paper_dungeons.play import example_setup as dungeons_setup
from tests.random_play import play_random
from tests.sator.helpers import setup as sator_setup

# A setup per game from a seed, with the seat counts and variants the seed picks.
SETUPS: dict[str, Callable[[int], Any]] = {
    "paper_dungeons": lambda seed: dungeons_setup(
        1 + seed % 3, seed, manual_villains=seed % 2 == 1
    ),
    "fury_of_dracula": lambda seed: dracula_setup(
        seed,
        players=2 + seed % 4,
        advanced=seed % 2 == 0,
        encounter_cards="physical" if seed % 3 == 0 else "app",
    ),
    "big_book_of_madness": lambda seed: madness_setup(2 + seed % 4, seed),
    "sator": lambda seed: sator_setup(2 + seed % 3, seed=seed),
}

# The action types each game lets a seat send while the game awaits somebody else.
OUT_OF_TURN = {
    "paper_dungeons": dungeons_legal.OUT_OF_TURN,
    "fury_of_dracula": dracula_legal.OUT_OF_TURN,
    "big_book_of_madness": madness_legal.OUT_OF_TURN,
    "sator": sator_legal.OUT_OF_TURN,
}

SEEDS = range(3)


def check_the_questions(rules: GameRules, state: Any) -> None:
    awaited = rules.awaiting(state)
    seats = range(rules.seat_count(state.setup))
    assert awaited <= set(seats)
    out_of_turn = OUT_OF_TURN[rules.kind]
    anybody_can_act = False
    for seat in seats:
        actions = rules.legal_actions(state, seat)
        for action in actions:
            assert action.seat == seat
            rules.apply(state, action)
        if seat in awaited:
            assert actions, f"seat {seat} is awaited but can do nothing"
        else:
            assert {action.TYPE for action in actions} <= out_of_turn
        anybody_can_act = anybody_can_act or bool(actions)
    assert (not awaited) == (rules.is_finished(state) or not anybody_can_act)


def test_every_registered_game_has_a_setup_here() -> None:
    assert set(SETUPS) == set(BUILTIN_KINDS)


@pytest.mark.parametrize("kind", sorted(SETUPS))
@pytest.mark.parametrize("seed", SEEDS)
def test_random_play_through_the_legal_actions_of_the_awaited_seats(kind: str, seed: int) -> None:
    rules = get_game(kind)
    setup = SETUPS[kind](seed)
    game = play_random(rules, setup, random.Random(seed), check=check_the_questions)
    assert rules.is_finished(game.state)
    assert through_json(game).state == game.state

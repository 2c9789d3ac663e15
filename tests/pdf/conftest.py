"""A finished three-player game, shared by the printing tests."""

from __future__ import annotations

import random

import pytest

from sheets.core.log import Game
from sheets.games import get_game
from tests.paper_dungeons.play import example_setup
from tests.random_play import play_random


@pytest.fixture(scope="session")
def finished_game() -> Game:
    game = play_random(get_game("paper_dungeons"), example_setup(3, 7), random.Random(1))
    assert game.state.phase == "finished"
    return game

"""Paper Dungeons games to store in tests."""

from __future__ import annotations

import random
from functools import cache

from sheets.core.log import Game
from sheets.games import get_game
from storage import SeatInfo, Store
from tests.paper_dungeons.play import example_setup
from tests.random_play import play_random

KIND = "paper_dungeons"


@cache
def finished_game(seats: int, seed: int) -> Game:
    """A whole random game (treat as read-only: it is shared between tests)."""
    return play_random(get_game("paper_dungeons"), example_setup(seats, seed), random.Random(seed))


def seat_infos(game: Game) -> list[SeatInfo]:
    return [SeatInfo(name=seat.name) for seat in game.setup.seats]


def stored(store: Store, game: Game, *, title: str | None = None) -> str:
    """Store ``game`` with its whole log; returns the new game's id."""
    game_id = store.create_game(kind=KIND, setup=game.setup, seats=seat_infos(game), title=title)
    for position, action in enumerate(game.actions):
        store.append_action(game_id=game_id, action=action, position=position)
    return game_id

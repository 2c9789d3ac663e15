"""A game played on by a chooser of random legal actions, for each game's ``play`` module."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from sheets.core.actions import Action
from sheets.core.log import Game

Chooser = Callable[[Any, random.Random], Action | None]


def play_on(game: Game, choose: Chooser, rng: random.Random, most: int | None = None) -> bool:
    """Act ``choose``'s actions on ``game`` until it has none, then say ``True``; say
    ``False`` if ``most`` actions were taken first."""
    taken = 0
    while most is None or taken < most:
        action = choose(game.state, rng)
        if action is None:
            return True
        game.act(action)
        taken += 1
    return False

"""A game's log in every game's tests: an action it refuses, the log played on by random
legal actions, and written to JSON and read back."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from sheets.core.actions import Action, action_from_json, action_to_json
from sheets.core.errors import Illegal
from sheets.core.log import Game

Chooser = Callable[[Any, random.Random], Action | None]


def refused(game: Game, action: Action) -> Illegal:
    """Why ``game`` refuses ``action``, after checking that the refusal changed nothing."""
    before = game.state
    with pytest.raises(Illegal) as raised:
        game.act(action)
    assert game.state is before, "a refused action changes nothing"
    return raised.value


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


def through_json(game: Game) -> Game:
    """``game`` written as the JSON text of its setup and log, read back and replayed."""
    rules = game.rules
    text = json.dumps(
        {
            "setup": rules.setup_to_json(game.setup),
            "log": [action_to_json(action) for action in game.actions],
        }
    )
    data = json.loads(text)
    return Game(
        rules, rules.setup_from_json(data["setup"]), [action_from_json(a) for a in data["log"]]
    )

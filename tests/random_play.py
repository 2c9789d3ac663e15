"""One random player for every registered game: each step, a uniform pick among the legal
actions of the seats the game awaits."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from sheets.core.actions import Action
from sheets.core.log import Game
from sheets.core.registry import GameRules

StepCheck = Callable[[GameRules, Any], None]


def next_random_action(rules: GameRules, state: Any, rng: random.Random) -> Action | None:
    """A uniform pick among what the awaited seats may do; ``None`` when nobody can act."""
    choices = [
        action
        for seat in sorted(rules.awaiting(state))
        for action in rules.legal_actions(state, seat)
    ]
    return rng.choice(choices) if choices else None


def play_random(
    rules: GameRules,
    setup: Any,
    rng: random.Random,
    most: int,
    check: StepCheck | None = None,
) -> Game:
    """``setup`` played at random until nobody can act or ``most`` actions were taken;
    ``check`` sees every state on the way, the first and the last included."""
    game = Game(rules, setup)
    for _ in range(most):
        if check is not None:
            check(rules, game.state)
        action = next_random_action(rules, game.state, rng)
        if action is None:
            return game
        game.act(action)
    if check is not None:
        check(rules, game.state)
    return game

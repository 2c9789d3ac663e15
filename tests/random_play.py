"""One random player for every registered game, asking only its registered rules: each
step, a seeded pick of a seat the game awaits that can act, then of one of its legal
actions.

A table keeps its bookkeeping (what a card did, damage dealt at the table, a book taken out
of turn) now and then, as a real one does: taken as often as the moves of the game, it
would end most games before their moves are played. Each game's tests name its
bookkeeping (``BOOKKEEPING`` in ``tests/<game>/play.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from sheets.core.actions import Action
from sheets.core.log import Game
from sheets.core.registry import GameRules
from tests.big_book_of_madness.play import BOOKKEEPING as MADNESS_BOOKKEEPING
from tests.fury_of_dracula.play import BOOKKEEPING as DRACULA_BOOKKEEPING
from tests.logs import Chooser
from tests.sator.play import BOOKKEEPING as SATOR_BOOKKEEPING

StepCheck = Callable[[GameRules, Any], None]

BOOKKEEPING: dict[str, frozenset[str]] = {
    "big_book_of_madness": MADNESS_BOOKKEEPING,
    "fury_of_dracula": DRACULA_BOOKKEEPING,
    "sator": SATOR_BOOKKEEPING,
}
# How likely a piece of bookkeeping is picked, beside 1 for every other legal action.
BOOKKEEPING_WEIGHT = 0.1
# More than any of the games takes at random: a game still going after it is stuck.
MOST_ACTIONS = 5000


def next_random_action(rules: GameRules, state: Any, rng: random.Random) -> Action | None:
    """A seeded pick among the legal actions of an awaited seat, itself picked among those
    that can act; ``None`` when nobody can."""
    seats = sorted(rules.awaiting(state))
    rng.shuffle(seats)
    bookkeeping = BOOKKEEPING.get(rules.kind, frozenset())
    for seat in seats:
        choices = rules.legal_actions(state, seat)
        if choices:
            weights = [BOOKKEEPING_WEIGHT if a.TYPE in bookkeeping else 1.0 for a in choices]
            return rng.choices(choices, weights)[0]
    return None


def random_player(rules: GameRules) -> Chooser:
    """:func:`next_random_action` of ``rules``, as a function of the state and the seed."""
    return lambda state, rng: next_random_action(rules, state, rng)


def play_random(
    rules: GameRules,
    setup: Any,
    rng: random.Random,
    most: int = MOST_ACTIONS,
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

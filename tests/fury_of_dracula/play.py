"""Fury of Dracula setups for tests, benchmarks and examples, the bookkeeping a table
playing at random records only now and then (:mod:`tests.random_play`), and the hunters'
random choices against the app's Dracula."""

from __future__ import annotations

import random

from sheets.core import Action
from sheets.fury_of_dracula.actions import EndCombat, RevealCombatCards, Supply
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.legal import OUT_OF_TURN, awaiting, legal_actions
from sheets.fury_of_dracula.setup import Setup, randomise_setup
from sheets.fury_of_dracula.state import GameState

# The records of what happened at the table (damage, bites, influence) and a lair cleared.
BOOKKEEPING = OUT_OF_TURN


def example_setup(seed: int, *, players: int = 3, advanced: bool = True, **kwargs: object) -> Setup:
    names = [f"Player {number}" for number in range(1, players + 1)]
    return randomise_setup(names, seed, dracula_seat=0, advanced=advanced, **kwargs)  # type: ignore[arg-type]


def hunters_action(state: GameState, rng: random.Random) -> Action | None:
    """A random choice of the hunters against the app's Dracula (never his, never a piece
    of bookkeeping): a hunter's action, a hospital, and in a fight their combat cards."""
    app = state.setup.dracula_seat
    for seat in sorted(awaiting(state) - {app}):
        if state.combat is not None:
            if state.combat.cards_played >= load_content().game.combat_cards_max:
                return EndCombat(seat=seat)
            return RevealCombatCards(seat=seat)
        choices = _one_title(
            state,
            [
                action
                for action in legal_actions(state, seat)
                if action.seat == seat and action.TYPE not in OUT_OF_TURN
            ],
        )
        if choices:
            return rng.choice(choices)
    return None


def _one_title(state: GameState, choices: list[Action]) -> list[Action]:
    """The choices with the supplies that name a Dracula event drawn for the app's
    Dracula as one, which names a title the round picks, so that they weigh what the one
    supply drawing his event weighs against a human Dracula."""
    titled = [action for action in choices if isinstance(action, Supply) and action.card]
    if not titled:
        return choices
    drawn = titled[(state.round * 7 + state.turn) % len(titled)]
    first = choices.index(titled[0])
    rest = [action for action in choices if action not in titled]
    return [*rest[:first], drawn, *rest[first:]]

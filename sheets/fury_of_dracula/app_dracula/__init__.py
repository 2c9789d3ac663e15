"""The app's Dracula: what he does next, from the game and its seed.

This plain version chooses at random among Dracula's legal choices (never the table's
bookkeeping, nor clearing a lair), with a generator seeded from the game's seed and where
the game stands, so that a replay, an undo and a restarted server decide alike.
"""

from __future__ import annotations

import random
from enum import StrEnum

from sheets.core.actions import Action
from sheets.fury_of_dracula.actions import CombatCard
from sheets.fury_of_dracula.legal import OUT_OF_TURN, awaiting, legal_actions
from sheets.fury_of_dracula.state import GameState


class DraculaStrength(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


def next_decision(state: GameState, strength: DraculaStrength) -> Action | None:
    """Dracula's next action now, or ``None`` when he has nothing to decide now."""
    seat = state.setup.dracula_seat
    if state.finished or seat not in awaiting(state):
        return None
    choices = [
        action
        for action in legal_actions(state, seat)
        if action.seat == seat
        and (isinstance(action, CombatCard) or action.TYPE not in OUT_OF_TURN)
    ]
    if not choices:
        return None
    where = (state.setup.seed, state.round, state.time, state.stage, state.turn)
    draws = random.Random("/".join(map(str, where)))
    return draws.choice(choices)

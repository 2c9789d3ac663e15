"""A Dracula who chooses uniformly among the decisions the rules allow him now: the
simulator's baseline. Like the app's Dracula it reads only what Dracula may know and
draws from the game's seed."""

from __future__ import annotations

from sheets.core.actions import Action
from sheets.fury_of_dracula.actions import (
    Ambush,
    AvoidCombat,
    BatsMove,
    ChooseHospital,
    CombatCard,
    DraculaMove,
    DraculaStart,
    MakeLair,
    Mature,
    PlaceEncounter,
    PlaceRumour,
    RemoveDuskTokens,
)
from sheets.fury_of_dracula.app_dracula.knowledge import decision_rng, dracula_knowledge
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.legal import awaiting
from sheets.fury_of_dracula.options import options
from sheets.fury_of_dracula.state import GameState

# His decisions; the table's bookkeeping in his options (and clearing a lair, which he
# may do at any moment) is left out, or a random Dracula would mostly keep books.
DECISIONS = (
    DraculaStart,
    Mature,
    MakeLair,
    DraculaMove,
    PlaceEncounter,
    PlaceRumour,
    Ambush,
    ChooseHospital,
    RemoveDuskTokens,
    BatsMove,
    AvoidCombat,
    CombatCard,
)


def uniform_decision(state: GameState) -> Action | None:
    seat = state.setup.dracula_seat
    step = current_step(state)
    if state.finished or step == "dracula_draw" or seat not in awaiting(state):
        return None
    known = dracula_knowledge(state)
    decisions = [a for a in options(known, seat).actions if isinstance(a, DECISIONS)]
    if not decisions:
        return None
    return decision_rng(known, "uniform").choice(decisions)

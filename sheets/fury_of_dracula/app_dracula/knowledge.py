"""What the app's Dracula may know, and the seeded randomness of his decisions.

Every decision reads the state only through :func:`dracula_knowledge`, which blanks what
the hunters keep from Dracula (their tickets, their hands, the ticket pool's order) and
puts the encounter and combat cards he has not drawn in a fixed order. The hunters'
figures, the tracks, the tokens, his own trail and his hands (encounters, and the titles
of the event cards the hunters drew for him) stay: they are on the table or his.
"""

from __future__ import annotations

import random

from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.state import GameState


def dracula_knowledge(state: GameState) -> GameState:
    """``state`` with the hunters' secrets and the unseen deck order replaced by fixed
    values, so that nothing Dracula may not know can change his decisions."""
    hunters = tuple(hunter.but(tickets=(), items=0, events=0) for hunter in state.hunters)
    dracula = state.dracula.but(deck=tuple(sorted(state.dracula.deck)))
    combat = state.combat
    if combat is not None:
        combat = combat.but(dracula_deck=tuple(sorted(combat.dracula_deck)))
    return state.but(
        hunters=hunters,
        dracula=dracula,
        combat=combat,
        ticket_pool=tuple(sorted(state.ticket_pool, key=str)),
    )


def decision_rng(state: GameState, purpose: str) -> random.Random:
    """A generator seeded by the game's seed and the moment of the game (round, time,
    step, the hunter acting, the fight's round), so that the same state always gives the
    same decision, and two decisions in a row draw different numbers."""
    combat = state.combat
    fight = "-" if combat is None else f"{combat.cards_played}:{combat.vampire_card}"
    ambush = "-" if state.ambush is None else f"{state.ambush.hunter}:{state.ambush.place}"
    moment = (
        f"{state.setup.seed}|{purpose}|{state.round}|{state.time}|{current_step(state)}|"
        f"{state.turn}|{fight}|{ambush}|{'.'.join(state.hospital_queue)}"
    )
    return random.Random(moment)

"""When the app's Dracula plays an event card from his hand, and which he discards.

He knows the titles in his hand but not what the cards do (the table reads them): when a
title is played is the house rule ``dracula_event_timing``. A card to play as soon as it
is drawn is played at once; at the start of his phase he plays one card of that timing
(an ally first while he has none); a card he cannot time is what he discards when his
hand is over its limit.
"""

from __future__ import annotations

import random

from sheets.fury_of_dracula.actions import DraculaEvent
from sheets.fury_of_dracula.app_dracula.strength import DraculaStrength
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.options import legal
from sheets.fury_of_dracula.state import GameState

# How often the easy Dracula lets a chance to play a card at the start of his phase pass.
EASY_HOLDS_BACK = 0.5


def choose_event(
    known: GameState, strength: DraculaStrength, rng: random.Random
) -> DraculaEvent | None:
    """The event Dracula plays or discards now, or ``None``."""
    timing = known.rules.dracula_event_timing
    discards = _legal_events(known, discard=True)
    if discards:
        kept = [action for action in discards if timing[action.card] == "kept"]
        return rng.choice(kept or discards)
    plays = _legal_events(known, discard=False)
    drawn = [action for action in plays if timing[action.card] == "drawn"]
    if drawn:
        return drawn[0]
    phase = [action for action in plays if timing[action.card] == "dracula_phase"]
    if not phase or known.dracula.event_round == known.round:
        return None
    if strength is DraculaStrength.EASY and rng.random() < EASY_HOLDS_BACK:
        return None
    events = load_content().dracula_events
    allies = [action for action in phase if events[action.card].ally]
    return rng.choice(allies or phase)


def _legal_events(known: GameState, *, discard: bool) -> list[DraculaEvent]:
    seat = known.setup.dracula_seat
    candidates = (
        DraculaEvent(seat=seat, card=card, discard=discard)
        for card in sorted(set(known.dracula.event_hand))
    )
    return [action for action in legal(known, candidates) if isinstance(action, DraculaEvent)]

"""The app's Dracula's event cards: the titles the hunters draw for him at night, his
playing them, and the hand limit.

A human Dracula holds his event cards himself and the app counts them only. The app's
Dracula holds their titles in ``Dracula.event_hand``, which no device receives; a card
becomes public when he plays it. The app does not know what the cards do (their texts are
not in our material): the table reads the physical card and resolves it. When he plays
each title is the house rule ``dracula_event_timing``.
"""

from __future__ import annotations

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import DraculaEvent, Supply
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.state import GameState

# The steps that open Dracula's phase, before his move: where a "dracula_phase" card is
# played.
PHASE_STEPS = frozenset({"dracula_mature", "dracula_move"})
# When nothing may happen but what the table waits for.
CLOSED_STEPS = frozenset({"dracula_start", "dracula_draw", "combat", "finished"})


def check_title(state: GameState, action: Supply, to_dracula: bool) -> None:
    """A Dracula event's title is entered exactly when it goes to the app's Dracula.
    :raises Illegal:"""
    wanted = to_dracula and state.setup.app_dracula is not None
    if action.card is None:
        if wanted:
            raise Illegal("fod_dracula_event_title_needed")
        return
    if not wanted:
        raise Illegal("fod_dracula_event_title_unwanted")
    if action.card not in load_content().dracula_events:
        raise Illegal("fod_unknown_dracula_event", card=action.card)


def give_to_dracula(change: Change, card: str | None) -> None:
    """A Dracula event drawn at night goes to his hand (its title too, against the app)."""
    dracula = change.state.dracula
    events = dracula.events + 1
    hand = dracula.event_hand if card is None else (*dracula.event_hand, card)
    change.update(dracula=dracula.but(events=events, event_hand=hand))
    change.note("fod_dracula_event_gained", events=events)
    if events > load_content().game.dracula_event_limit:
        change.note("fod_dracula_over_limit", events=events)


def over_limit(state: GameState) -> bool:
    return len(state.dracula.event_hand) > load_content().game.dracula_event_limit


def play(change: Change, action: DraculaEvent) -> None:
    """The app's Dracula plays an event, or discards one over his hand limit."""
    state = change.state
    if state.setup.app_dracula is None:
        raise Illegal("fod_dracula_events_by_hand")
    dracula = state.dracula
    if action.card not in dracula.event_hand:
        raise Illegal("fod_dracula_event_not_held")
    hand = list(dracula.event_hand)
    hand.remove(action.card)
    left = dracula.but(event_hand=tuple(hand), events=dracula.events - 1)
    if action.discard:
        if not over_limit(state):
            raise Illegal("fod_dracula_events_within_limit")
        change.update(dracula=left)
        change.secret("event_discarded", dracula_event=action.card)
        change.note("fod_app_event_discarded", events=left.events)
        return
    _check_timing(state, action.card)
    ally = load_content().dracula_events[action.card].ally
    if ally and dracula.ally is not None:
        raise Illegal("fod_dracula_has_ally", ally=dracula.ally)
    if state.rules.dracula_event_timing[action.card] == "dracula_phase":
        left = left.but(event_round=state.round)
    if ally:
        change.update(dracula=left.but(ally=action.card))
        change.note("fod_app_ally_played", dracula_event=action.card, events=left.events)
    else:
        change.update(dracula=left)
        change.note("fod_app_event_played", dracula_event=action.card, events=left.events)


def _check_timing(state: GameState, card: str) -> None:
    timing = state.rules.dracula_event_timing[card]
    step = current_step(state)
    if timing == "kept":
        raise Illegal("fod_dracula_event_kept", dracula_event=card)
    if timing == "dracula_phase" and step not in PHASE_STEPS:
        raise Illegal("fod_dracula_event_not_now", dracula_event=card)
    if timing == "drawn" and step in CLOSED_STEPS:
        raise Illegal("fod_dracula_event_not_now", dracula_event=card)

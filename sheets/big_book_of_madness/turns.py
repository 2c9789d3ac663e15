"""The turn: Focus, Grimoire, Actions, Recovery, and the upkeep between them.

A turn starts by clearing what lasts one turn and refreshing the active player's spells
(Focus); moving on to the Grimoire phase moves the invocation marker, and past it the
curses neutralised in an earlier turn turn face up again; the end of
Recovery checks whether the active player was scared to death and passes the active
player token.
"""

from __future__ import annotations

from dataclasses import replace

from sheets.big_book_of_madness.actions import NextStep
from sheets.big_book_of_madness.checks import require_play, with_player
from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.madness import finish
from sheets.big_book_of_madness.state import Phase, PlayerState, TableState
from sheets.big_book_of_madness.track import flip_back, move_marker
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition

NEXT_PHASE: dict[Phase, Phase] = {"focus": "grimoire", "grimoire": "actions", "actions": "recovery"}


def start(state: TableState) -> Transition:
    if state.phase != "setup":
        raise Illegal("bbm_already_started")
    events = [Event("bbm_game_started", state.active, {})]
    state, happened = begin_turn(state, state.active)
    return Transition(state, tuple(events + happened))


def next_step(state: TableState, action: NextStep) -> Transition:
    require_play(state)
    if action.leaving is not None and action.leaving != state.phase:
        raise Illegal("bbm_phase_already_over", phase=action.leaving, current=state.phase)
    if state.phase == "recovery":
        state, events = end_turn(state, action.scared)
        return Transition(state, tuple(events))
    if action.scared is not None:
        raise Illegal("bbm_scared_only_at_end_of_turn")
    if state.awaiting_monster:
        assert state.monster is not None
        raise Illegal("bbm_monster_not_revealed", number=state.monster.number)
    phase = NEXT_PHASE[state.phase]
    state = state.but(phase=phase)
    events = [Event("bbm_phase", state.active, {"phase": phase})]
    if phase == "grimoire":
        state, happened = move_marker(state)
        events += happened
    if phase == "actions":
        state, flipped = flip_back(state)
        events += flipped
    return Transition(state, tuple(events))


def begin_turn(state: TableState, active: int) -> tuple[TableState, list[Event]]:
    """Focus: what lasted one turn is cleared and the active player's spells refreshed."""
    players = tuple(
        player.but(
            ability_used=False,
            granted_actions=0,
            spells=tuple(replace(spell, cast_this_turn=False) for spell in player.spells),
        )
        for player in state.players
    )
    state = state.but(
        players=players, turn=state.turn + 1, active=active, phase="focus", report=None
    )
    events = [Event("bbm_turn_started", active, {"turn": state.turn})]
    state, flipped = flip_back(state)
    events += flipped
    player = state.players[active]
    refreshed = sum(spell.used and not spell.neutralised for spell in player.spells)
    if refreshed:
        spells = tuple(
            spell if spell.neutralised else replace(spell, used=False) for spell in player.spells
        )
        state = with_player(state, active, player.but(spells=spells))
        events.append(Event("bbm_spells_refreshed", active, {"count": refreshed}))
    return state, events


def end_turn(state: TableState, scared: tuple[int, ...] | None) -> tuple[TableState, list[Event]]:
    """The end of Recovery: scared to death with a hand of madness, then the token passes."""
    state, events = _scare(state, _who_is_scared(state, scared))
    if not state.remaining_players:
        state, lost = finish(state, won=False, reason="all_scared_to_death")
        return state, [*events, lost]
    active = _next_active(state)
    if active == state.active:
        events.append(Event("bbm_plays_again", active, {}))
    else:
        events.append(Event("bbm_token_passed", active, {"from": state.active}))
    state, happened = begin_turn(state, active)
    return state, events + happened


def checked_for_scare(state: TableState) -> tuple[int, ...]:
    """Whose hand the end of Recovery checks: the active player's (IELLO's FAQ), or every
    player's by house rule."""
    if state.rules.scared_to_death_check == "active_player":
        return (state.active,)
    return state.clockwise_from_active()


def could_be_scared(state: TableState) -> tuple[int, ...]:
    """The checked players who own enough madness outside their support to hold a hand of
    it: only about them must the table say whether they are scared to death."""
    limit = load_content().madness_in_hand_to_be_scared_to_death
    return tuple(
        seat for seat in checked_for_scare(state) if state.players[seat].madness_held >= limit
    )


def _who_is_scared(state: TableState, said: tuple[int, ...] | None) -> tuple[int, ...]:
    """The table's word, or without it the madness the app counted in hand."""
    if said is None:
        limit = load_content().madness_in_hand_to_be_scared_to_death
        return tuple(
            seat for seat in checked_for_scare(state) if state.players[seat].madness_hand >= limit
        )
    possible = could_be_scared(state)
    for seat in said:
        if seat not in possible:
            raise Illegal("bbm_cannot_be_scared", player=seat)
    return tuple(seat for seat in possible if seat in said)


def _scare(state: TableState, scared: tuple[int, ...]) -> tuple[TableState, list[Event]]:
    events = []
    for seat in scared:
        player = state.players[seat]
        out = PlayerState(magician=player.magician, spells=(), eliminated=True)
        state = with_player(state, seat, out)
        events.append(Event("bbm_scared_to_death", seat, {"madness": player.madness}))
        if state.rules.scared_madness_to == "madness_deck":
            state = state.but(madness_deck=state.madness_deck + player.madness)
            events.append(
                Event(
                    "bbm_madness_back_to_deck",
                    seat,
                    {"count": player.madness, "deck": state.madness_deck},
                )
            )
        else:
            state = state.but(madness_out_of_game=state.madness_out_of_game + player.madness)
    return state, events


def _next_active(state: TableState) -> int:
    """The next remaining player on the left. In the five-player variant the player of
    the last turn of a round also plays the first turn of the next."""
    remaining = state.remaining_players
    variant = state.setup.five_player_variant and (
        len(remaining) == len(state.players)
        or not state.rules.five_player_variant_needs_five_players
    )
    if variant and state.marker == load_content().turns_per_round and state.active in remaining:
        return state.active
    count = len(state.players)
    for step in range(1, count + 1):
        seat = (state.active + step) % count
        if seat in remaining:
            return seat
    raise AssertionError("called with players remaining")

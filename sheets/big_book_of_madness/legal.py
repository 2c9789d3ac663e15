"""The actions a seat of The Big Book of Madness may take now, and the seats the table
waits for.

Each candidate is asked of :func:`~sheets.big_book_of_madness.rules.apply`, so the list
never disagrees with the rules. The cards are public and anyone at the table may tap, so
the flow (the next step, the start) and the table's bookkeeping of effects are listed in
every seat; the five actions of a turn and a magician's ability only where the rules let
that seat act. Where the table reads a free value off the cards, the list holds typical
ones: a monster's curses of three different elements, madness one card at a time, one
card into or out of a support. A pile's count and a curse's label are notes the table
types in as it reads them, so they are not listed.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from sheets.big_book_of_madness.actions import (
    AcquireElement,
    AirAsAny,
    BanishByEffect,
    BanishMadness,
    BreakCurse,
    CastSpell,
    ChangeSupport,
    DestroyFromMadnessDeck,
    DestroyMadness,
    DiscardMadnessDraw,
    DrawBanish,
    EveryoneGainsMadness,
    GainMadness,
    LearnSpell,
    MadnessUnderCurses,
    MoveMadness,
    NeutraliseCurse,
    NeutraliseSpell,
    NextStep,
    RefreshAnySpell,
    Reshuffle,
    RevealMonster,
    StartGame,
    SwapWithSupport,
)
from sheets.big_book_of_madness.content import ELEMENTS, PLACES, SUPPLY_VALUES
from sheets.big_book_of_madness.rules import apply
from sheets.big_book_of_madness.state import MADNESS_PLACES, TableState
from sheets.big_book_of_madness.turns import could_be_scared
from sheets.core.actions import Action
from sheets.core.registry import accepted_by

MULTIPLES = (1, 2, 3)
SWAPPED_MOST = 2

# What any seat may send while the table waits for the active player: the flow and the
# bookkeeping of effects, which are the whole table's.
OUT_OF_TURN = frozenset(
    action.TYPE
    for action in (
        StartGame,
        NextStep,
        RevealMonster,
        NeutraliseCurse,
        MadnessUnderCurses,
        EveryoneGainsMadness,
        DestroyFromMadnessDeck,
        GainMadness,
        Reshuffle,
        BanishByEffect,
        DestroyMadness,
        MoveMadness,
        ChangeSupport,
        NeutraliseSpell,
    )
)


def legal_actions(state: TableState, seat: int) -> tuple[Action, ...]:
    candidates = [
        *_flow(state, seat),
        *_turn_actions(state, seat),
        *_abilities(state, seat),
        *_table_bookkeeping(seat),
    ]
    for player in range(len(state.players)):
        candidates += _player_bookkeeping(state, seat, player)
    return accepted_by(apply, state, candidates)


def awaiting(state: TableState) -> frozenset[int]:
    """Nobody once the game is over; everybody before it starts (its start is the
    table's); else the active player and whoever a spell lets act this turn."""
    if state.result is not None:
        return frozenset()
    if state.phase == "setup":
        return frozenset(range(len(state.players)))
    granted = {
        seat
        for seat, player in enumerate(state.players)
        if state.phase == "actions" and player.granted_actions > 0 and not player.eliminated
    }
    return frozenset({state.active} | granted)


def _flow(state: TableState, seat: int) -> Iterator[Action]:
    yield StartGame(seat=seat)
    question = could_be_scared(state) if state.phase == "recovery" else ()
    if question:
        yield NextStep(seat=seat, scared=())
        yield NextStep(seat=seat, scared=question)
    else:
        yield NextStep(seat=seat)
    for elements in combinations(ELEMENTS, 3):
        yield RevealMonster(seat=seat, elements=elements)


def _turn_actions(state: TableState, seat: int) -> Iterator[Action]:
    own = state.players[seat].spells
    targets = (None, *state.remaining_players)
    for spell in own:
        for multiple in MULTIPLES:
            for target in targets:
                yield CastSpell(seat=seat, spell=spell.id, multiple=multiple, target=target)
    for element in ELEMENTS:
        for destroy in (None, *(spell.id for spell in own)):
            yield LearnSpell(seat=seat, element=element, destroy=destroy)
        for value in SUPPLY_VALUES:
            yield AcquireElement(seat=seat, element=element, value=value)
    for place in PLACES:
        for reward in (*ELEMENTS, None):
            yield BreakCurse(seat=seat, place=place, reward=reward)
    for owner in range(len(state.players)):
        yield BanishMadness(seat=seat, owner=owner, source="hand")
        yield BanishMadness(seat=seat, owner=owner, source="support")


def _abilities(state: TableState, seat: int) -> Iterator[Action]:
    match state.rules.ability_of(state.players[seat].magician):
        case "refresh_any_spell":
            for owner, player in enumerate(state.players):
                for spell in player.spells:
                    yield RefreshAnySpell(seat=seat, owner=owner, spell=spell.id)
        case "discard_madness_draw":
            yield DiscardMadnessDraw(seat=seat)
        case "draw_banish_madness":
            yield DrawBanish(seat=seat, drew_madness=False)
            yield DrawBanish(seat=seat, drew_madness=True)
        case "swap_hand_support":
            for to_support in range(SWAPPED_MOST + 1):
                for to_hand in range(SWAPPED_MOST + 1):
                    yield SwapWithSupport(
                        seat=seat, madness_to_support=to_support, madness_to_hand=to_hand
                    )
        case "air_as_any":
            yield AirAsAny(seat=seat)


def _table_bookkeeping(seat: int) -> Iterator[Action]:
    yield from (NeutraliseCurse(seat=seat, place=place) for place in PLACES)
    yield MadnessUnderCurses(seat=seat)
    yield EveryoneGainsMadness(seat=seat)
    yield DestroyFromMadnessDeck(seat=seat, count=1)


def _player_bookkeeping(state: TableState, seat: int, player: int) -> Iterator[Action]:
    yield GainMadness(seat=seat, player=player)
    yield Reshuffle(seat=seat, player=player)
    for source in MADNESS_PLACES:
        yield BanishByEffect(seat=seat, owner=player, source=source)
        yield DestroyMadness(seat=seat, owner=player, source=source)
        for target in MADNESS_PLACES:
            if target != source:
                yield MoveMadness(seat=seat, player=player, source=source, target=target)
    yield ChangeSupport(seat=seat, player=player, change=1)
    yield ChangeSupport(seat=seat, player=player, change=-1)
    for spell in state.players[player].spells:
        yield NeutraliseSpell(seat=seat, player=player, spell=spell.id)

"""The actions a Fury of Dracula seat may take now, and the seats the table waits for.

The decisions with a closed set of answers are the ready actions of :func:`~.options.options`,
each listed in the seat whose record it is (:mod:`.authority`); everything is asked of
:func:`~sheets.fury_of_dracula.rules.apply`, so the list never disagrees with the rules.
Where the table enters a free value, the list holds typical ones: the encounters Dracula
draws from the real deck, one draw starting at each kind of card in it, and of the
bookkeeping a seat keeps, one point of damage (or a bite) to each of its hunters, one to
Dracula and one influence point. The rest of the bookkeeping (tokens on the map, cards in
hand, Dracula's events, allies, a move by a card's effect, a fight started by hand, a
vampire's damage) is entered as it happens at the table, whatever it is, so it is not
listed.
"""

from __future__ import annotations

from collections.abc import Iterator

from sheets.core.actions import Action
from sheets.core.authority import Who
from sheets.core.registry import accepted_by
from sheets.fury_of_dracula.actions import (
    Bite,
    ClearLair,
    DamageDracula,
    DamageHunter,
    DrawEncounters,
    GainInfluence,
)
from sheets.fury_of_dracula.authority import (
    AUTHORITY,
    DRACULAS_RECORDS,
    HUNTERS_RECORDS,
    TABLES_RECORDS,
)
from sheets.fury_of_dracula.content import HUNTERS
from sheets.fury_of_dracula.dracula_turn import hospital_chooser
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.options import options
from sheets.fury_of_dracula.rules import apply
from sheets.fury_of_dracula.state import GameState

# What a seat may send while the table waits for another: the bookkeeping of what
# happened at the table, and Dracula's clearing of a lair the hunters found.
OUT_OF_TURN = frozenset(
    record.TYPE for record in (*DRACULAS_RECORDS, *HUNTERS_RECORDS, *TABLES_RECORDS, ClearLair)
)


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    if state.finished:
        return ()
    ready = tuple(
        action for action in options(state, seat).actions if _recorded_in(state, action, seat)
    )
    return ready + accepted_by(apply, state, [*_draws(state, seat), *_records(state, seat)])


def awaiting(state: GameState) -> frozenset[int]:
    """Dracula in his steps; the player of the hunter whose turn it is; whoever chooses a
    defeated hunter's hospital; Dracula and the hunters' players in a fight."""
    setup = state.setup
    step = current_step(state)
    match step:
        case "finished":
            return frozenset()
        case "day_action" | "night_action":
            assert state.current_hunter is not None
            return frozenset({setup.hunter_seats[state.current_hunter]})
        case "hospital":
            return frozenset(
                hospital_chooser(state.rules, setup, hunter) for hunter in state.hospital_queue
            )
        case "combat":
            assert state.combat is not None
            fighting = {setup.hunter_seats[hunter] for hunter in state.combat.hunters}
            return frozenset({setup.dracula_seat} | fighting)
    return frozenset({setup.dracula_seat})


def _recorded_in(state: GameState, action: Action, seat: int) -> bool:
    """Whether ``seat`` sends ``action``: a record goes in the seat whose record it is."""
    permission = AUTHORITY.of(action.TYPE)
    return permission.who is not Who.RECORD or permission.record_of(state, action) == seat


def encounter_pool(state: GameState) -> tuple[str, ...]:
    """The encounters Dracula may draw from the real deck now: its deck, and its discard
    pile too when the deck runs short (it is shuffled back in)."""
    dracula = state.dracula
    if len(dracula.deck) < dracula.to_draw:
        return (*dracula.deck, *dracula.discard)
    return dracula.deck


def _draws(state: GameState, seat: int) -> Iterator[Action]:
    dracula = state.dracula
    count = dracula.to_draw
    if not count or seat != state.setup.dracula_seat:
        return
    pool = sorted(encounter_pool(state))
    for start in range(len(pool) - count + 1):
        if start == 0 or pool[start - 1] != pool[start]:
            yield DrawEncounters(seat=seat, cards=tuple(pool[start : start + count]))


def _records(state: GameState, seat: int) -> Iterator[Action]:
    if current_step(state) in ("dracula_start", "dracula_draw"):
        return
    if seat == state.setup.dracula_seat:
        yield DamageDracula(seat=seat, amount=1)
        yield GainInfluence(seat=seat, amount=1)
        return
    for hunter in HUNTERS:
        if state.setup.hunter_seats[hunter] == seat:
            yield DamageHunter(seat=seat, hunter=hunter, amount=1)
            yield Bite(seat=seat, hunter=hunter)

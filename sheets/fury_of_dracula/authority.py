"""Whose record a piece of bookkeeping is.

What happened to a hunter (damage, bites, cards in hand, a move by a card's effect, his
escape from a fight) is his player's to record; what concerns Dracula (his damage, his
influence, his events and ally, his combat cards, Mesmerize and Fangs, the vampire he
plays) is Dracula's player's. The device holding that seat records it, and the table's
host, who keeps the bookkeeping of the whole table; any other device is refused. The
rest (tokens on the map, starting and ending a fight, the hunters' ally) belongs to no
seat in particular: a device records it in its own seat, but a fight a hunter's player
starts names hunters, each of them his own player's to send into it (Dracula, in every
fight, may name any). The host records it for the whole table (``by_table``): that speaks
for every seat, so no other device may send it, and the history names the table.

When the app plays Dracula, his choices and his combat cards are the app's alone; what
the table does to him (his damage, influence, Mesmerize, a vampire's fate, his ally in
play) is then the table's to record, in the seat of the hunter's player who records it.
His event cards are titles only he knows (:mod:`.dracula_events`): he plays and discards
them himself. A hunter's card that turns one of his trail cards face up is the table's
record.
"""

from __future__ import annotations

import sheets.fury_of_dracula.actions as fod_actions
from sheets.core.actions import Action, action_types_in
from sheets.core.authority import Authority, Permission, Who
from sheets.fury_of_dracula.actions import (
    Bite,
    ChangeDraculaEvents,
    ChangeHand,
    CombatCard,
    DamageDracula,
    DamageHunter,
    DamageVampire,
    DestroyVampire,
    EffectMove,
    EndCombat,
    Escape,
    GainInfluence,
    Mesmerize,
    PlaceToken,
    RemoveToken,
    RevealCombatCards,
    RevealTrail,
    SetAlly,
    StartCombat,
)
from sheets.fury_of_dracula.setup import TableSetup
from sheets.fury_of_dracula.state import GameState

DRACULAS_RECORDS = (
    DamageDracula,
    GainInfluence,
    ChangeDraculaEvents,
    CombatCard,
    Mesmerize,
    DamageVampire,
    DestroyVampire,
)
HUNTERS_RECORDS = (DamageHunter, Bite, ChangeHand, EffectMove, Escape)


TABLES_RECORDS = (
    PlaceToken,
    RemoveToken,
    StartCombat,
    EndCombat,
    SetAlly,
    RevealCombatCards,
    RevealTrail,
)


def owner(setup: TableSetup, action: Action) -> int | None:
    """The seat whose own record ``action`` is, or ``None`` when it is no seat's own."""
    if isinstance(action, DRACULAS_RECORDS):
        if setup.app_dracula is not None and not isinstance(action, CombatCard):
            return None
        return setup.dracula_seat
    if isinstance(action, HUNTERS_RECORDS):
        return setup.hunter_seats[action.hunter]
    if isinstance(action, SetAlly) and action.side == "dracula" and setup.app_dracula is None:
        return setup.dracula_seat
    return None


def concerned_seats(setup: TableSetup, action: Action) -> frozenset[int]:
    """The seats besides its own that ``action`` speaks for, each of which the sending
    device must hold (the host holds them all): the seats of the hunters a hunter's
    player sends into a fight."""
    if isinstance(action, StartCombat) and action.seat != setup.dracula_seat:
        return frozenset(setup.hunter_seats[hunter] for hunter in action.hunters)
    return frozenset()


def _record_of(state: GameState, action: Action) -> int:
    """The seat whose own record ``action`` is; the table's records go in the sending
    device's own seat (any seat for the host)."""
    found = owner(state.setup, action)
    return action.seat if found is None else found


def by_table(action: Action) -> bool:
    """Whether the host recorded ``action`` for the whole table rather than a seat."""
    return isinstance(action, TABLES_RECORDS) and action.by_table


def _spoken_for(state: GameState, action: Action) -> frozenset[int]:
    """A record of the whole table speaks for every seat: only the host may make it."""
    if by_table(action):
        return frozenset(range(len(state.setup.players)))
    return concerned_seats(state.setup, action)


_RECORD = Permission(Who.RECORD, record_of=_record_of)
_TABLES_RECORD = Permission(Who.RECORD, record_of=_record_of, names=_spoken_for, for_table=by_table)
_RECORDS: dict[str, Permission] = {
    record.__name__: _RECORD for record in DRACULAS_RECORDS + HUNTERS_RECORDS
} | {record.__name__: _TABLES_RECORD for record in TABLES_RECORDS}


def app_seats(state: GameState) -> frozenset[int]:
    """Dracula's seat when the app plays him."""
    setup = state.setup
    return frozenset() if setup.app_dracula is None else frozenset({setup.dracula_seat})


# A hunter's turn and Dracula's choices are their seat's; the records above are kept by
# the seat they belong to (or the host).
AUTHORITY = Authority.declare(action_types_in(fod_actions), app_seats=app_seats, **_RECORDS)

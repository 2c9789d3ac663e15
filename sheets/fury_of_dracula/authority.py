"""Whose record a piece of bookkeeping is.

What happened to a hunter (damage, bites, cards in hand, a move by a card's effect, his
escape from a fight) is his player's to record; what concerns Dracula (his damage, his
influence, his events and ally, his combat cards, Mesmerize and Fangs, the vampire he
plays) is Dracula's player's. The device holding that seat records it, and the table's
host, who keeps the bookkeeping of the whole table; any other device is refused. The
rest (tokens on the map, starting and ending a fight, the hunters' ally) belongs to no
seat in particular, but a fight a hunter's player starts names hunters: each of them is
his own player's to send into it (Dracula, in every fight, may name any).
"""

from __future__ import annotations

from sheets.core.actions import Action
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
    SetAlly,
    StartCombat,
)
from sheets.fury_of_dracula.setup import Setup

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


TABLES_RECORDS = (PlaceToken, RemoveToken, StartCombat, EndCombat, SetAlly)


def owner(setup: Setup, action: Action) -> int | None:
    """The seat whose own record ``action`` is, or ``None`` when it is no seat's own."""
    if isinstance(action, DRACULAS_RECORDS):
        return setup.dracula_seat
    if isinstance(action, HUNTERS_RECORDS):
        return setup.hunter_seats[action.hunter]
    if isinstance(action, SetAlly) and action.side == "dracula":
        return setup.dracula_seat
    return None


def recorded_for(setup: Setup, action: Action) -> int | None:
    """The seat ``action`` is recorded for, which its device or the host may send; the
    table's records go in the sending device's own seat (any seat for the host).
    ``None`` for what is not bookkeeping: a hunter's turn, Dracula's choices."""
    found = owner(setup, action)
    if found is not None:
        return found
    if isinstance(action, TABLES_RECORDS):
        return action.seat
    return None


def concerned_seats(setup: Setup, action: Action) -> frozenset[int]:
    """The seats besides its own that ``action`` speaks for, each of which the sending
    device must hold (the host holds them all): the seats of the hunters a hunter's
    player sends into a fight."""
    if isinstance(action, StartCombat) and action.seat != setup.dracula_seat:
        return frozenset(setup.hunter_seats[hunter] for hunter in action.hunters)
    return frozenset()

"""Who may do what at a table.

A device holds the seats whose tokens it keeps (a phone: its player's seat). The host
device (the one that set the game up, or the server's own screen) also plays every seat
no device holds, which is how several players share one tablet, and alone does what
belongs to the whole table: rolling the shared dice, ending the round, undoing another
seat's action (a game may let a device holding a seat stand in while no host device is
at the table). The rules of each game say which actions belong to the table.

These checks run in the server's session for every intent, so a device cannot act for a
seat it does not hold whatever it sends.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

from sheets.core.actions import Action
from sheets.core.errors import Illegal


@dataclass(frozen=True)
class Actor:
    host: bool
    seats: frozenset[int]

    def plays(self, seat: int, held_elsewhere: Set[int]) -> bool:
        """Whether this device may act for ``seat``."""
        return seat in self.seats or (self.host and seat not in held_elsewhere)

    def playable(self, seat_count: int, held_elsewhere: Set[int]) -> list[int]:
        return [seat for seat in range(seat_count) if self.plays(seat, held_elsewhere)]


HOST = Actor(host=True, seats=frozenset())


def check_action(
    actor: Actor,
    action: Action,
    *,
    table_actions: Set[str],
    held_elsewhere: Set[int],
    stand_in: bool = False,
    recorded_for: int | None = None,
    concerns: Set[int] = frozenset(),
) -> None:
    """What belongs to the table is the host's. ``stand_in``: no host device is at the
    table, and the game lets a device holding a seat make this action then (a table of
    phones whose host went away can still finish its setup). ``recorded_for`` is the
    seat whose bookkeeping the action is, if the game says so: only the device holding
    that seat records it, and the host, even for a seat another device holds. ``concerns``:
    the other seats the action speaks for (a fight names the hunters it sends in), each
    of which a device other than the host must hold.

    :raises Illegal: ``host_only`` or ``not_your_seat``.
    """
    if action.TYPE in table_actions:
        if not (actor.host or (stand_in and actor.seats)):
            raise Illegal("host_only")
        return
    if recorded_for is not None:
        if action.seat != recorded_for:
            raise Illegal("not_your_seat", seat=action.seat)
        if not (actor.host or recorded_for in actor.seats):
            raise Illegal("not_your_seat", seat=recorded_for)
    elif not actor.plays(action.seat, held_elsewhere):
        raise Illegal("not_your_seat", seat=action.seat)
    others = sorted(concerns - actor.seats)
    if others and not actor.host:
        raise Illegal("not_your_seat", seat=others[0])


def check_undo(actor: Actor, seat: int | None) -> None:
    """Undo of anybody's action, or of a seat this device does not hold, is the host's.

    :raises Illegal: ``host_only`` or ``not_your_seat``.
    """
    if seat is None:
        if not actor.host:
            raise Illegal("host_only")
        return
    if not actor.host and seat not in actor.seats:
        raise Illegal("not_your_seat", seat=seat)

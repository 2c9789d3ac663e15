"""Which seat a device acts for at a SATOR table, and whose cards it may show.

A device that holds a seat (its token is in the browser's storage) acts for that seat
only and always shows its own hand. The host device (the tablet in the middle) acts for
the players who have no device of their own: the seat the table waits for, or for the
stages anybody may finish, the first such seat in turn order. It never shows a hand
unless the player whose turn it is opens theirs. Any other device only watches.
"""

from __future__ import annotations

from collections.abc import Set

from sheets.sator.seating import turn_order
from sheets.sator.state import TableState
from sheets.sator.view import SeatView


def acting_seat(
    state: TableState, seen: SeatView, own: int | None, held: Set[int], *, host: bool
) -> int | None:
    """The seat this device acts for now, or ``None`` when it only watches."""
    if own is not None:
        return own
    if not host or state.phase == "finished":
        return None
    if seen.to_act is not None:
        return None if seen.to_act in held else seen.to_act
    free = [
        seat for seat in turn_order(state.seat_count, state.setup.first_player) if seat not in held
    ]
    return free[0] if free else None

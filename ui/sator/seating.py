"""Which seat a SATOR screen acts for now, among the seats its device plays.

A device that holds a seat (its token is in the browser's storage) acts for that seat
only and always shows its own hand. The host device (the tablet in the middle) acts for
the players who have no device of their own (:meth:`~ui.play_shell.PlayShell.seats`): the
seat the table waits for, or for the stages the whole table finishes, the first such seat
in turn order (the first seat when every seat has a device: these stages are the host's).
It never shows a hand unless the player whose turn it is opens theirs. Any other device
only watches.
"""

from __future__ import annotations

from sheets.sator.seating import turn_order
from sheets.sator.view import SeatView
from ui.play_shell import PlayShell
from ui.sator.context import TableContext

# The setup stages the whole table finishes (the host records them).
TABLE_STAGES = ("books", "deal")


def acting_seat(table: TableContext, seen: SeatView, shell: PlayShell, *, host: bool) -> int | None:
    """The seat this device acts for now, or ``None`` when it only watches."""
    own = shell.own_seat()
    if own is not None:
        return own
    seats = shell.seats()
    if not host or table.phase == "finished":
        return None
    if seen.to_act is not None:
        return seen.to_act if seen.to_act in seats else None
    order = turn_order(table.seat_count, table.setup.first_player)
    free = [seat for seat in order if seat in seats]
    if free:
        return free[0]
    # Every seat has a device of its own: the host still records the table's setup steps.
    return order[0] if table.phase in TABLE_STAGES else None

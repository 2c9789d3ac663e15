"""What SATOR's screens know of their table, and the one place they learn it.

The state holds every player's hand and prayer pile; it stays here. A screen gets the view
of the seat its device plays (on the shared device, of the seat whose turn it is, whose
hand it shows only once that player opens it), the options of the seat it acts for, what
an action being drafted would cost, the table's public facts (its house rules, setup, turn
and phase), the history as every device tells it (by its events, never by the actions,
whose details may be secret) and the score.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.outcome import GameOutcome
from scoring.sator import outcome
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.sator.content import PieceId
from sheets.sator.house_rules import HouseRules
from sheets.sator.options import SeatOptions, options
from sheets.sator.rules import apply
from sheets.sator.setup import Setup
from sheets.sator.state import Phase, TableState
from sheets.sator.view import SeatView, view
from ui.live import LiveTable


@dataclass(frozen=True, slots=True)
class Cost:
    """What an action spends of the turn's action points, and what is left after it."""

    spent: int
    left: int


class TableContext:
    def __init__(self, table: LiveTable) -> None:
        self.table = table

    @property
    def _state(self) -> TableState:
        state: TableState = self.table.state
        return state

    @property
    def rules(self) -> HouseRules:
        return self._state.rules

    @property
    def setup(self) -> Setup:
        return self._state.setup

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def seat_count(self) -> int:
        return self._state.seat_count

    @property
    def turn_seat(self) -> int | None:
        """Whose turn it is, once play has started."""
        turn = self._state.turn
        return None if turn is None else turn.seat

    @property
    def round(self) -> int:
        return self._state.round

    @property
    def turn_number(self) -> int:
        return self._state.turn_number

    def shared_viewer(self) -> int:
        """The seat a device of nobody's sees the table as: the one whose turn it is."""
        seat = self.turn_seat
        return 0 if seat is None else seat

    def seen(self, seat: int, own: int | None) -> SeatView:
        """What ``seat`` sees, for the device that plays ``own`` (``None``: the shared one).

        :raises Illegal: ``not_your_seat`` for a seat the device may not look as.
        """
        if seat != (self.shared_viewer() if own is None else own):
            raise Illegal("not_your_seat", seat=seat)
        return view(self._state, seat)

    def options(self, seat: int) -> SeatOptions:
        return options(self._state, seat)

    def may_collect_book(self, seat: int) -> bool:
        return options(self._state, seat).collect_book

    def cost(self, action: Action) -> Cost:
        """What ``action`` would cost now. :raises Illegal: the rules' refusal."""
        before = self._state.ap_left
        after = apply(self._state, action).state.ap_left
        return Cost(spent=before - after, left=after)

    def monks_paid_on(self, piece: PieceId) -> int:
        """The monks already paid for on the walkway this turn (none outside a turn)."""
        turn = self._state.turn
        return 0 if turn is None else turn.monks_paid_on(piece)

    def history(self) -> list[tuple[Event, ...]]:
        """The events of every action, oldest first."""
        return [events for _, events in self.table.game.history()]

    def latest_seat(self, *, undone: bool = False) -> int | None:
        """The seat of the latest action (of the latest one undone), if there is one."""
        game = self.table.game
        index = game.last_undone_index(None) if undone else game.last_index(None)
        entries = game.undone if undone else game.actions
        return None if index is None else entries[index].seat

    def outcome(self) -> GameOutcome:
        return outcome(self._state)

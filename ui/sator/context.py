"""What SATOR's screens know of their table, and the one place they learn it.

The state holds every player's hand and prayer pile; it stays here. A screen gets the
public view (no hand in it), the view and options of the seats its device plays (see
:class:`~ui.play_shell.PlayShell`: on the shared tablet, the seats without a device of
their own, whose hand it shows only once that player opens it), what an action being
drafted would cost, the table's public facts (its house rules, its setup without the seed,
the number of its draw, turn and phase), the history as every device tells it (by its
events, never by the actions, whose details may be secret), the score and the printed aid,
with the players' names as its device says them (:func:`~ui.seats.said_state`).
A screen with no shell (the results) gets the public view only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scoring.outcome import GameOutcome
from scoring.sator import outcome
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.i18n import Language
from sheets.pdf.render import Progress
from sheets.pdf.sator import aid_pdf
from sheets.sator.actions import BooksPlaced
from sheets.sator.content import PieceId
from sheets.sator.house_rules import HouseRules
from sheets.sator.options import SeatOptions, options
from sheets.sator.rules import apply
from sheets.sator.seating import turn_order
from sheets.sator.setup import TableSetup
from sheets.sator.state import Phase, TableState
from sheets.sator.view import SeatView, public_view, view
from ui.live import LiveTable
from ui.play_shell import PlayShell
from ui.seats import said_state


@dataclass(frozen=True, slots=True)
class Cost:
    """What an action spends of the turn's action points, and what is left after it."""

    spent: int
    left: int


class TableContext:
    def __init__(
        self, table: LiveTable, language: Language, shell: PlayShell | None = None
    ) -> None:
        self.table = table
        self.language = language
        self._shell = shell

    @property
    def _state(self) -> TableState:
        return self._said_in(self.language)

    def _said_in(self, language: Language) -> TableState:
        state: TableState = said_state(self.table, language)
        return state

    @property
    def rules(self) -> HouseRules:
        return self._state.rules

    @property
    def setup(self) -> TableSetup:
        """The table's setup, as every device may have it (without the seed)."""
        return self._state.setup.for_the_table()

    @property
    def draw_number(self) -> int:
        """The number of the draw the table made, printed on the aid for the table to find
        it again: a public fact."""
        return self._state.setup.seed

    def aid(self, language: Language, paper: str) -> Callable[[Progress | None], bytes]:
        """The aid of this game (its setup checklist, with the number of its draw), in
        ``language``, to print off the event loop."""
        setup = self._said_in(language).setup
        return lambda progress: aid_pdf(
            language=language, paper=paper, setup=setup, progress=progress
        )

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

    def public(self) -> SeatView:
        """The table as every device may see it: as :meth:`shared_viewer` does, without
        any cards in hand."""
        return public_view(self._state)

    def seen(self, seat: int) -> SeatView:
        """What ``seat`` sees, hand and all, for a device that plays it.

        :raises Illegal: ``not_your_seat`` for any other seat.
        """
        if self._shell is None or seat not in self._shell.seats():
            raise Illegal("not_your_seat", seat=seat)
        return view(self._state, seat)

    def options(self, seat: int) -> SeatOptions:
        """What ``seat`` may do now, for a device that plays it, or that records the
        table's setup steps in it (:meth:`table_recorder`).

        :raises Illegal: ``not_your_seat`` for any other seat.
        """
        shell = self._shell
        if shell is None or not (
            seat in shell.seats() or (seat == self.table_recorder() and self.records_table())
        ):
            raise Illegal("not_your_seat", seat=seat)
        return options(self._state, seat)

    def table_recorder(self) -> int:
        """The seat this device records the table's setup steps as: its own, else the first
        in turn order."""
        shell = self._shell
        own = None if shell is None else shell.own_seat()
        if own is not None:
            return own
        return turn_order(self.seat_count, self.setup.first_player)[0]

    def records_table(self) -> bool:
        """Whether this device records the setup steps of the whole table (the game's
        contract says: the host, or a seated device while no host is at the table)."""
        shell = self._shell
        return shell is not None and shell.allows(BooksPlaced(seat=self.table_recorder()))

    def may_collect_book(self, seat: int) -> bool:
        """Whether ``seat`` may collect a book now (a fact every device sees on the board)."""
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

    def outcome(self) -> GameOutcome:
        return outcome(self._state)

"""What The Big Book of Madness's screens know of their table, and the one place they
learn it.

The game is cooperative and every card on the table is public, yet a screen still sees
it as a device across the network would: the public view, the views and options of the
seats its device plays (see :class:`~ui.play_shell.PlayShell`), the rules' refusals, the
table's house rules, its setup without the seed and the number of its draw, the history by
its events, and the rules' words for reminders, events and refusals; the players' names
as its device says them (:func:`~ui.seats.said_state`). A device that holds
no seat of its own is the table's screen: it follows the magician whose turn it is, and is
given that seat's view and options too. A screen with no shell (the results) gets the
public view only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sheets.big_book_of_madness.house_rules import HouseRules
from sheets.big_book_of_madness.options import SeatOptions, options, refusal
from sheets.big_book_of_madness.reminders import Reminder
from sheets.big_book_of_madness.setup import TableSetup
from sheets.big_book_of_madness.state import Phase, TableState
from sheets.big_book_of_madness.text import event_text, refusal_text, reminder_text, spell_name
from sheets.big_book_of_madness.view import TableView, public_view, view
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.i18n import Language, Name
from sheets.pdf.big_book_of_madness import aid_pdf
from sheets.pdf.render import Progress
from ui.live import LiveTable
from ui.once_per_version import once_per_version
from ui.play_shell import PlayShell
from ui.seats import said_people, said_state


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
        """The number of the draw the table made, shown and printed for the table to find
        it again: a public fact."""
        return self._state.setup.seed

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def turn(self) -> int:
        return self._state.turn

    @property
    def active(self) -> int:
        """The seat whose turn it is."""
        return self._state.active

    def eliminated(self, seat: int) -> bool:
        """Whether the magician of ``seat`` was scared to death."""
        return self._state.players[seat].eliminated

    @property
    def people(self) -> Sequence[Name]:
        """The players as the messages speak of them, by seat."""
        return said_people(self.table.people, self.language)

    def public(self) -> TableView:
        """The table as every device sees it."""
        return public_view(self._state)

    def seen(self, seat: int) -> TableView:
        """The table as ``seat`` sees it, for a device that plays it or follows its turn.

        :raises Illegal: ``not_your_seat`` for any other seat.
        """
        self._check_looks_as(seat)
        # The view names the players, as each language says them.
        return once_per_version(
            self.table, ("view", seat, self.language), lambda: view(self._state, seat)
        )

    def options(self, seat: int) -> SeatOptions:
        """What ``seat`` may do now, for a device that plays it or follows its turn.

        :raises Illegal: ``not_your_seat`` for any other seat.
        """
        self._check_looks_as(seat)
        return once_per_version(self.table, ("options", seat), lambda: options(self._state, seat))

    def _check_looks_as(self, seat: int) -> None:
        shell = self._shell
        if shell is None or not (
            seat in shell.seats() or (shell.own_seat() is None and seat == self._state.active)
        ):
            raise Illegal("not_your_seat", seat=seat)

    def refusal(self, action: Action) -> Illegal | None:
        """Why the rules would refuse ``action`` now, or ``None`` when it is legal."""
        return once_per_version(
            self.table, ("refusal", action), lambda: refusal(self._state, action)
        )

    def history(self, last: int | None = None) -> list[tuple[int, Action, tuple[Event, ...]]]:
        """The log's latest ``last`` entries (all without it), oldest first: each one's
        place in the log, its action and what it caused."""
        game = self.table.game
        actions = game.actions
        first = 0 if last is None else max(0, len(actions) - last)
        return [(index, actions[index], game.events(index)) for index in range(first, len(actions))]

    def reminder_text(self, reminder: Reminder, language: Language) -> str:
        return reminder_text(self._state, reminder, language, self.people)

    def event_text(self, event: Event, language: Language) -> str:
        return event_text(self._state, event, language, self.people)

    def refusal_text(self, illegal: Illegal, language: Language) -> str:
        return refusal_text(self._state, illegal, language, self.people)

    def spell_name(self, spell: str, language: Language) -> str:
        return spell_name(self._state, spell, language)

    def aid(self, language: Language, paper: str) -> Callable[[Progress | None], bytes]:
        """The players' aid filled from the table as it is now, in ``language``, to print
        off the event loop."""
        state = self._said_in(language)
        return lambda progress: aid_pdf(
            language=language, paper=paper, state=state, progress=progress
        )

"""What every device at a table draws from, computed once per change of the table rather
than once per device (once per language: they name the players as a device says them,
:func:`~ui.seats.said_state`): the setup (without its seeds), the public view, the latest
change of each track and how the game stands."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.fury_of_dracula import outcome
from scoring.outcome import GameOutcome
from sheets.fury_of_dracula.setup import TableSetup
from sheets.fury_of_dracula.state import GameState
from sheets.fury_of_dracula.view import PublicView, public_view
from sheets.i18n import Language
from ui.fury_of_dracula.track_changes import TrackChanges, track_changes
from ui.live import LiveTable
from ui.once_per_version import once_per_version
from ui.seats import said_state


@dataclass(frozen=True, slots=True)
class Seen:
    setup: TableSetup
    public: PublicView
    changes: TrackChanges
    outcome: GameOutcome


def seen_by_all(table: LiveTable, language: Language, app_names: tuple[str, ...]) -> Seen:
    """The public face of ``table`` as it is now, shared by every screen that shows it in
    ``language`` (``app_names``: the messages naming the seat the app plays)."""
    return once_per_version(
        table,
        ("fury_of_dracula.seen_by_all", language, app_names),
        lambda: _seen(table, language, app_names),
    )


def _seen(table: LiveTable, language: Language, app_names: tuple[str, ...]) -> Seen:
    state: GameState = said_state(table, language, app_names)
    # The tracks' changes name no player: one reading of the log serves every language.
    changes = once_per_version(
        table, "fury_of_dracula.track_changes", lambda: track_changes(table.game)
    )
    return Seen(state.setup.for_the_table(), public_view(state), changes, outcome(state))

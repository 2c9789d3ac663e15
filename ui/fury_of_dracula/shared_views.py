"""What every device at a table draws from, computed once per change of the table rather
than once per device: the setup (without its seeds), the public view, the latest change of
each track and how the game stands."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.fury_of_dracula import outcome
from scoring.outcome import GameOutcome
from sheets.fury_of_dracula.setup import TableSetup
from sheets.fury_of_dracula.view import PublicView, public_view
from ui.fury_of_dracula.track_changes import TrackChanges, track_changes
from ui.live import LiveTable
from ui.once_per_version import once_per_version


@dataclass(frozen=True, slots=True)
class Seen:
    setup: TableSetup
    public: PublicView
    changes: TrackChanges
    outcome: GameOutcome


def seen_by_all(table: LiveTable) -> Seen:
    """The public face of ``table`` as it is now, shared by every screen that shows it."""
    return once_per_version(table, "fury_of_dracula.seen_by_all", lambda: _seen(table))


def _seen(table: LiveTable) -> Seen:
    game = table.game
    state = game.state
    return Seen(game.setup.for_the_table(), public_view(state), track_changes(game), outcome(state))

"""A state being changed by one action, and the events it causes on the way.

Events are public unless made with :meth:`Change.secret`: those are for Dracula's seat
only, their codes start with ``fod_secret_``, and :func:`~.secrecy.events_for_seat` keeps
them from every other seat.
"""

from __future__ import annotations

from typing import Any

from sheets.core.events import Event
from sheets.fury_of_dracula.state import GameState

SECRET_PREFIX = "fod_secret_"


class Change:
    """The state so far and the events so far; rules replace ``state`` step by step and
    the result becomes the transition only when the whole action went through."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []

    def update(self, **changes: Any) -> None:
        self.state = self.state.but(**changes)

    def note(self, code: str, seat: int | None = None, **params: Any) -> None:
        """A public event."""
        assert not code.startswith(SECRET_PREFIX), code
        self.events.append(Event(code, seat, params))

    def secret(self, code: str, **params: Any) -> None:
        """An event only Dracula's seat may see."""
        self.events.append(Event(SECRET_PREFIX + code, self.state.setup.dracula_seat, params))

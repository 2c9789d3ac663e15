"""A game in play: its setup, the log of applied actions, and undo/redo as log operations."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import GameRules


class Game:
    """The states reached by folding ``rules.apply`` over the log, kept for O(1) undo.

    Undo takes back the latest action of a seat (or of anybody) even when other seats
    acted after it, as happens when everybody plays at once; the later actions are
    replayed, and the undo is refused if one of them would no longer be legal.
    Redo re-applies an undone action at the end of the log. A seat's new action drops
    that seat's undone actions, as in any editor.
    """

    def __init__(
        self,
        rules: GameRules,
        setup: Any,
        actions: Iterable[Action] = (),
        undone: Iterable[Action] = (),
    ) -> None:
        self.rules = rules
        self.setup = setup
        self._actions: list[Action] = []
        self._states: list[Any] = [rules.initial(setup)]
        self._events: list[tuple[Event, ...]] = []
        self._undone: list[Action] = list(undone)
        for action in actions:
            self._append(action)

    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def undone(self) -> tuple[Action, ...]:
        """Actions that redo can bring back, oldest undo first."""
        return tuple(self._undone)

    def events(self, index: int) -> tuple[Event, ...]:
        """What the action at ``index`` of the log caused."""
        return self._events[index]

    def history(self) -> list[tuple[Action, tuple[Event, ...]]]:
        return list(zip(self._actions, self._events, strict=True))

    def copy(self) -> Game:
        """An independent game with the same log, to try a change before keeping it."""
        twin = Game.__new__(Game)
        twin.rules, twin.setup = self.rules, self.setup
        twin._actions = list(self._actions)
        twin._states = list(self._states)
        twin._events = list(self._events)
        twin._undone = list(self._undone)
        return twin

    def last_index(self, seat: int | None = None) -> int | None:
        """Where in the log the action that ``undo(seat)`` would take back stands."""
        return self._last_index(self._actions, seat)

    def last_undone_index(self, seat: int | None = None) -> int | None:
        """Where in :attr:`undone` the action that ``redo(seat)`` would bring back stands."""
        return self._last_index(self._undone, seat)

    def act(self, action: Action) -> tuple[Event, ...]:
        """Apply and log ``action``. :raises Illegal: and then nothing changes."""
        events = self._append(action)
        self._undone = [undone for undone in self._undone if undone.seat != action.seat]
        return events

    def undo(self, seat: int | None = None) -> Action:
        """Take back the latest action of ``seat`` (of anybody when ``None``).

        :raises Illegal: ``nothing_to_undo``, or ``undo_blocked`` when a later action
            depends on it (for example the roll everybody has already used).
        """
        index = self.last_index(seat)
        if index is None:
            raise Illegal("nothing_to_undo", seat=seat)
        removed = self._actions[index]
        later = self._actions[index + 1 :]
        states, events = self._states[: index + 1], self._events[:index]
        state = states[-1]
        for action in later:
            try:
                transition = self.rules.apply(state, action)
            except Illegal as blocked:
                raise Illegal(
                    "undo_blocked",
                    action=removed.TYPE,
                    blocked_by=action.TYPE,
                    blocked_seat=action.seat,
                    blocked_reason=blocked.reason,
                ) from blocked
            state = transition.state
            states.append(state)
            events.append(transition.events)
        del self._actions[index]
        self._states, self._events = states, events
        self._undone.append(removed)
        return removed

    def redo(self, seat: int | None = None) -> Action:
        """Re-apply the most recently undone action of ``seat`` (of anybody when ``None``).

        :raises Illegal: ``nothing_to_redo``, or the rules' reason if it no longer fits.
        """
        index = self.last_undone_index(seat)
        if index is None:
            raise Illegal("nothing_to_redo", seat=seat)
        action = self._undone[index]
        self._append(action)
        del self._undone[index]
        return action

    def can_undo(self, seat: int | None = None) -> bool:
        return self.last_index(seat) is not None

    def can_redo(self, seat: int | None = None) -> bool:
        return self.last_undone_index(seat) is not None

    def _append(self, action: Action) -> tuple[Event, ...]:
        transition = self.rules.apply(self._states[-1], action)
        self._actions.append(action)
        self._states.append(transition.state)
        self._events.append(transition.events)
        return transition.events

    @staticmethod
    def _last_index(actions: list[Action], seat: int | None) -> int | None:
        for index in range(len(actions) - 1, -1, -1):
            if seat is None or actions[index].seat == seat:
                return index
        return None

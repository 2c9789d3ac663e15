"""A game in play: its setup, the log of applied actions, and undo/redo as log operations."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import chain
from typing import Any

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import GameRules


@dataclass(frozen=True, slots=True)
class Entry:
    """An action of a game's log, or among its undone actions, with the number storage
    logged it as (``None`` for a game played without storage).

    The number travels with its action through act, undo, redo and the dropping of a
    seat's undone actions, so whoever stores the game reads it from the one log instead of
    keeping a second list in step with it. The rules never see it.
    """

    action: Action
    number: int | None = None


class Game:
    """The states reached by folding ``rules.apply`` over the log, kept for O(1) undo.

    Undo takes back the latest action of a seat (or of anybody) even when other seats
    acted after it, as happens when everybody plays at once; the later actions are
    replayed, and the undo is refused if one of them would no longer be legal.
    Redo re-applies an undone action at the end of the log. A seat's new action drops
    that seat's undone actions, as in any editor.

    The log and the undone actions may be given as bare actions or as :class:`Entry`
    records that carry their storage numbers; :meth:`act` and :meth:`redo` take the
    number of the entry they add.
    """

    def __init__(
        self,
        rules: GameRules,
        setup: Any,
        actions: Iterable[Action | Entry] = (),
        undone: Iterable[Action | Entry] = (),
    ) -> None:
        self.rules = rules
        self.setup = setup
        self._entries: list[Entry] = []
        self._states: list[Any] = [rules.initial(setup)]
        self._events: list[tuple[Event, ...]] = []
        self._undone: list[Entry] = [_entry(item) for item in undone]
        for item in actions:
            self._append(_entry(item))

    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(entry.action for entry in self._entries)

    @property
    def undone(self) -> tuple[Action, ...]:
        """Actions that redo can bring back, oldest undo first."""
        return tuple(entry.action for entry in self._undone)

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The log with the storage numbers of its actions."""
        return tuple(self._entries)

    @property
    def undone_entries(self) -> tuple[Entry, ...]:
        """:attr:`undone` with the storage numbers of its actions."""
        return tuple(self._undone)

    def events(self, index: int) -> tuple[Event, ...]:
        """What the action at ``index`` of the log caused."""
        return self._events[index]

    def history(self) -> list[tuple[Action, tuple[Event, ...]]]:
        return [
            (entry.action, events)
            for entry, events in zip(self._entries, self._events, strict=True)
        ]

    def copy(self) -> Game:
        """An independent game with the same log, to try a change before keeping it."""
        twin = Game.__new__(Game)
        twin.rules, twin.setup = self.rules, self.setup
        twin._entries = list(self._entries)
        twin._states = list(self._states)
        twin._events = list(self._events)
        twin._undone = list(self._undone)
        return twin

    def last_index(self, seat: int | None = None) -> int | None:
        """Where in the log the action that ``undo(seat)`` would take back stands."""
        return self._last_index(self._entries, seat)

    def last_undone_index(self, seat: int | None = None) -> int | None:
        """Where in :attr:`undone` the action that ``redo(seat)`` would bring back stands."""
        return self._last_index(self._undone, seat)

    def number_of_last(self, seat: int | None = None) -> int | None:
        """The storage number of the action that ``undo(seat)`` would take back."""
        index = self.last_index(seat)
        return None if index is None else self._entries[index].number

    def number_of_last_undone(self, seat: int | None = None) -> int | None:
        """The storage number of the undone action that ``redo(seat)`` would bring back."""
        index = self.last_undone_index(seat)
        return None if index is None else self._undone[index].number

    def highest_number(self) -> int | None:
        """The highest storage number of the log and the undone actions."""
        numbers = (entry.number for entry in chain(self._entries, self._undone))
        return max((number for number in numbers if number is not None), default=None)

    def act(self, action: Action, number: int | None = None) -> tuple[Event, ...]:
        """Apply and log ``action`` (stored as ``number``). :raises Illegal: and then
        nothing changes."""
        events = self._append(Entry(action, number))
        self._undone = [undone for undone in self._undone if undone.action.seat != action.seat]
        return events

    def undo(self, seat: int | None = None) -> Action:
        """Take back the latest action of ``seat`` (of anybody when ``None``); it keeps its
        storage number among the undone actions.

        :raises Illegal: ``nothing_to_undo``, or ``undo_blocked`` when a later action
            depends on it (for example the roll everybody has already used).
        """
        index = self.last_index(seat)
        if index is None:
            raise Illegal("nothing_to_undo", seat=seat)
        removed = self._entries[index]
        later = self._entries[index + 1 :]
        states, events = self._states[: index + 1], self._events[:index]
        state = states[-1]
        for entry in later:
            try:
                transition = self.rules.apply(state, entry.action)
            except Illegal as blocked:
                raise Illegal(
                    "undo_blocked",
                    action=removed.action.TYPE,
                    blocked_by=entry.action.TYPE,
                    blocked_seat=entry.action.seat,
                    blocked_reason=blocked.reason,
                ) from blocked
            state = transition.state
            states.append(state)
            events.append(transition.events)
        del self._entries[index]
        self._states, self._events = states, events
        self._undone.append(removed)
        return removed.action

    def depending_on_last(self, seat: int | None = None) -> tuple[Entry, ...]:
        """The later actions that no longer fit once the latest action of ``seat`` is
        taken back (each replayed without it and without the ones before it that fell),
        oldest first: what :meth:`undo_with_later` takes back with it."""
        index = self.last_index(seat)
        if index is None:
            return ()
        return self._replay_without(index)[2]

    def undo_with_later(self, seat: int | None = None) -> tuple[Action, ...]:
        """Take back the latest action of ``seat`` (of anybody when ``None``) and the later
        actions that depend on it (:meth:`depending_on_last`), as if each had been undone
        in turn, newest first: redo brings them back in the order they were played.
        Returns the action of ``seat`` and then the later ones, oldest first.

        :raises Illegal: ``nothing_to_undo``.
        """
        index = self.last_index(seat)
        if index is None:
            raise Illegal("nothing_to_undo", seat=seat)
        removed = self._entries[index]
        kept, states, fallen, events = self._replay_without(index)
        self._entries = self._entries[:index] + kept
        self._states, self._events = states, events
        self._undone += [*reversed(fallen), removed]
        return (removed.action, *(entry.action for entry in fallen))

    def _replay_without(
        self, index: int
    ) -> tuple[list[Entry], list[Any], tuple[Entry, ...], list[tuple[Event, ...]]]:
        """The log after ``index`` replayed without the action there: the actions kept, the
        states (from the start), the actions that no longer fit, and the kept ones' events."""
        states, events = self._states[: index + 1], self._events[:index]
        kept: list[Entry] = []
        fallen: list[Entry] = []
        for entry in self._entries[index + 1 :]:
            try:
                transition = self.rules.apply(states[-1], entry.action)
            except Illegal:
                fallen.append(entry)
                continue
            kept.append(entry)
            states.append(transition.state)
            events.append(transition.events)
        return kept, states, tuple(fallen), events

    def redo(self, seat: int | None = None, number: int | None = None) -> Action:
        """Re-apply the most recently undone action of ``seat`` (of anybody when ``None``)
        at the end of the log, stored anew as ``number``.

        :raises Illegal: ``nothing_to_redo``, or the rules' reason if it no longer fits.
        """
        index = self.last_undone_index(seat)
        if index is None:
            raise Illegal("nothing_to_redo", seat=seat)
        action = self._undone[index].action
        self._append(Entry(action, number))
        del self._undone[index]
        return action

    def can_undo(self, seat: int | None = None) -> bool:
        return self.last_index(seat) is not None

    def can_redo(self, seat: int | None = None) -> bool:
        return self.last_undone_index(seat) is not None

    def _append(self, entry: Entry) -> tuple[Event, ...]:
        transition = self.rules.apply(self._states[-1], entry.action)
        self._entries.append(entry)
        self._states.append(transition.state)
        self._events.append(transition.events)
        return transition.events

    @staticmethod
    def _last_index(entries: list[Entry], seat: int | None) -> int | None:
        for index in range(len(entries) - 1, -1, -1):
            if seat is None or entries[index].action.seat == seat:
                return index
        return None


def _entry(item: Action | Entry) -> Entry:
    return item if isinstance(item, Entry) else Entry(item)

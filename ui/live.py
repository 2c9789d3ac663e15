"""The live-table service: open games kept in memory, changed under a per-table lock and
persisted before anybody is told.

Every change is tried on a copy of the game first (the rules refuse what is illegal),
then written to storage, and only then does the copy replace the game in memory. So a
refused action or a failed write leaves the table exactly as it was.

A game the rules call finished gets its result recorded (for history and statistics);
a change to a finished game (a typed Power glory, an undo) reopens it first and records
the new result after.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from scoring.outcome import GameOutcome
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.log import Game
from sheets.i18n import Name, person
from storage import Store
from ui.access import Actor, check_action, check_undo

Outcomes = Mapping[str, Callable[[Any], GameOutcome]]
# The seat whose bookkeeping an action is, in a game's state (see ui.access.check_action).
Recorder = Callable[[Any, Action], "int | None"]


@dataclass
class LiveTable:
    """One open game: its log in memory, with the storage sequence number of each entry."""

    game_id: str
    kind: str
    game: Game
    seats: tuple[str, ...]
    # The players as the messages speak of them: each name with its address.
    people: tuple[Name, ...]
    seqs: list[int]
    undone_seqs: list[int]
    held: set[int] = field(default_factory=set)
    present: dict[str, int | None] = field(default_factory=dict)
    version: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def finished(self) -> bool:
        return self.game.rules.is_finished(self.game.state)


class LiveTables:
    """All open tables of this server, shared by every session."""

    def __init__(
        self,
        store: Store,
        outcomes: Outcomes,
        table_actions: Mapping[str, frozenset[str]],
        recorders: Mapping[str, Recorder] | None = None,
    ) -> None:
        self.store = store
        self.outcomes = outcomes
        self.table_actions = table_actions
        self.recorders = dict(recorders or {})
        self._tables: dict[str, LiveTable] = {}
        self._opening = threading.Lock()

    def open(self, game_id: str) -> LiveTable:
        """The table of a stored game, loading (replaying) it on first use."""
        with self._opening:
            table = self._tables.get(game_id)
            if table is None:
                stored = self.store.load_game(game_id=game_id)
                table = LiveTable(
                    game_id=game_id,
                    kind=stored.info.kind,
                    game=stored.game,
                    seats=tuple(seat.name for seat in stored.info.seats),
                    people=tuple(person(seat.name, seat.address) for seat in stored.info.seats),
                    seqs=[seq for seq, _ in stored.actions],
                    undone_seqs=[seq for seq, _ in stored.undone],
                    held={seat.seat for seat in stored.info.seats if seat.has_device},
                )
                if table.finished and stored.result is None:
                    self._record_result(table)
                self._tables[game_id] = table
            return table

    def act(self, game_id: str, action: Action, actor: Actor) -> tuple[Event, ...]:
        """Apply ``action`` for ``actor``. :raises Illegal: (the rules', or ``host_only`` /
        ``not_your_seat``) and then nothing changed anywhere."""
        table = self.open(game_id)
        recorder = self.recorders.get(table.kind)
        check_action(
            actor,
            action,
            table_actions=self.table_actions.get(table.kind, frozenset()),
            held_elsewhere=table.held - actor.seats,
            recorded_for=None if recorder is None else recorder(table.state, action),
        )
        with self._changing(table) as trial:
            events = trial.act(action)
            seq = self._store_change(
                table, lambda: self.store.append_action(game_id=game_id, action=action)
            )
            table.undone_seqs = _still_undone(table, trial)
            table.seqs.append(seq)
        return events

    def undo(self, game_id: str, seat: int | None, actor: Actor) -> Action:
        """Take back the latest action of ``seat`` (of anybody). :raises Illegal:"""
        table = self.open(game_id)
        check_undo(actor, seat)
        with self._changing(table) as trial:
            index = trial.last_index(seat)
            action = trial.undo(seat)
            assert index is not None
            seq = table.seqs[index]
            self._store_change(table, lambda: self.store.mark_undone(game_id=game_id, seq=seq))
            del table.seqs[index]
            table.undone_seqs.append(seq)
        return action

    def redo(self, game_id: str, seat: int | None, actor: Actor) -> Action:
        """Bring back the latest undone action of ``seat``. :raises Illegal:"""
        table = self.open(game_id)
        check_undo(actor, seat)
        with self._changing(table) as trial:
            index = trial.last_undone_index(seat)
            action = trial.redo(seat)
            assert index is not None
            undone_seq = table.undone_seqs[index]
            seq = self._store_change(
                table,
                lambda: self.store.append_action(
                    game_id=game_id, action=action, redo_of=undone_seq
                ),
            )
            del table.undone_seqs[index]
            table.seqs.append(seq)
        return action

    def seat_taken(self, game_id: str, seat: int, *, held: bool) -> None:
        """A device took ``seat`` (or it was freed): the host stops playing it."""
        table = self.open(game_id)
        with table.lock:
            (table.held.add if held else table.held.discard)(seat)
            table.version += 1

    def arrive(self, game_id: str, session_id: str, seat: int | None) -> None:
        """A session shows the table (for ``seat``, or as the host or a viewer)."""
        table = self.open(game_id)
        with table.lock:
            table.present[session_id] = seat

    def leave(self, session_id: str) -> list[str]:
        """A session went away; the tables it was at."""
        left = []
        for table in list(self._tables.values()):
            with table.lock:
                if table.present.pop(session_id, ...) is not ...:
                    left.append(table.game_id)
        return left

    def change_setup(self, game_id: str, setup: Any, actor: Actor) -> None:
        """Replay the game with a corrected setup (house rules) and keep it.

        :raises Illegal: ``host_only`` for another device, or when an action already made
            does not fit the new setup.
        """
        if not actor.host:
            raise Illegal("host_only")
        table = self.open(game_id)
        with table.lock:
            game = table.game
            replayed = Game(game.rules, setup, game.actions, game.undone)
            self._store_change(table, lambda: self.store.update_setup(game_id=game_id, setup=setup))
            self._keep(table, replayed)

    @contextmanager
    def _changing(self, table: LiveTable) -> Iterator[Game]:
        """A copy of the game to change; it replaces the game only if nothing fails."""
        with table.lock:
            trial = table.game.copy()
            yield trial
            self._keep(table, trial)

    def _keep(self, table: LiveTable, game: Game) -> None:
        table.game = game
        table.version += 1
        if table.finished:
            self._record_result(table)

    def _store_change(self, table: LiveTable, write: Callable[[], Any]) -> Any:
        if self.store.result(game_id=table.game_id) is not None:
            self.store.reopen_game(game_id=table.game_id)
        return write()

    def _record_result(self, table: LiveTable) -> None:
        outcome = self.outcomes[table.kind](table.state)
        if self.store.result(game_id=table.game_id) is not None:
            self.store.reopen_game(game_id=table.game_id)
        self.store.finish_game(game_id=table.game_id, outcome=outcome.to_json())


def _still_undone(table: LiveTable, trial: Game) -> list[int]:
    """The storage numbers of the undone actions the new action left redoable: the trial's
    redo stack is a subsequence of the table's, entry for entry the same objects."""
    remaining = list(trial.undone)
    kept = []
    for seq, action in zip(table.undone_seqs, table.game.undone, strict=True):
        if remaining and remaining[0] is action:
            kept.append(seq)
            remaining.pop(0)
    return kept

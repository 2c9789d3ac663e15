"""The live-table service: open games kept in memory, changed under a per-table lock and
persisted before anybody is told.

Every change is tried on a copy of the game first (the rules refuse what is illegal),
then written to storage, and only then does the copy replace the game in memory. So a
refused action or a failed write leaves the table exactly as it was.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from sheets.core.actions import Action
from sheets.core.events import Event
from sheets.core.log import Game
from storage import Store


@dataclass
class LiveTable:
    """One open game: its log in memory, with the storage sequence number of each entry."""

    game_id: str
    kind: str
    game: Game
    seats: tuple[str, ...]
    seqs: list[int]
    undone_seqs: list[int]
    version: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def state(self) -> Any:
        return self.game.state


class LiveTables:
    """All open tables of this server, shared by every session."""

    def __init__(self, store: Store) -> None:
        self.store = store
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
                    seqs=[seq for seq, _ in stored.actions],
                    undone_seqs=[seq for seq, _ in stored.undone],
                )
                self._tables[game_id] = table
            return table

    def forget(self, game_id: str) -> None:
        with self._opening:
            self._tables.pop(game_id, None)

    def act(self, game_id: str, action: Action) -> tuple[Event, ...]:
        """Apply ``action``. :raises Illegal: and then nothing changed anywhere."""
        table = self.open(game_id)
        with table.lock:
            trial = table.game.copy()
            events = trial.act(action)
            seq = self.store.append_action(game_id=game_id, action=action)
            table.undone_seqs = _still_undone(table, trial)
            table.seqs.append(seq)
            self._commit(table, trial)
        return events

    def undo(self, game_id: str, seat: int | None = None) -> Action:
        """Take back the latest action of ``seat`` (of anybody). :raises Illegal:"""
        table = self.open(game_id)
        with table.lock:
            trial = table.game.copy()
            index = trial.last_index(seat)
            action = trial.undo(seat)
            assert index is not None
            seq = table.seqs[index]
            self.store.mark_undone(game_id=game_id, seq=seq)
            del table.seqs[index]
            table.undone_seqs.append(seq)
            self._commit(table, trial)
        return action

    def redo(self, game_id: str, seat: int | None = None) -> Action:
        """Bring back the latest undone action of ``seat``. :raises Illegal:"""
        table = self.open(game_id)
        with table.lock:
            trial = table.game.copy()
            index = trial.last_undone_index(seat)
            action = trial.redo(seat)
            assert index is not None
            undone_seq = table.undone_seqs[index]
            seq = self.store.append_action(game_id=game_id, action=action, redo_of=undone_seq)
            del table.undone_seqs[index]
            table.seqs.append(seq)
            self._commit(table, trial)
        return action

    def change_setup(self, game_id: str, setup: Any) -> None:
        """Replay the game with a corrected setup (house rules) and keep it.

        :raises Illegal: when an action already made does not fit the new setup.
        """
        table = self.open(game_id)
        with table.lock:
            trial = Game(table.game.rules, setup, table.game.actions, table.game.undone)
            self.store.update_setup(game_id=game_id, setup=setup)
            self._commit(table, trial)

    def _commit(self, table: LiveTable, trial: Game) -> None:
        table.game = trial
        table.version += 1


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

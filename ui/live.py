"""The live-table service: open games kept in memory, changed under a per-table lock and
persisted before anybody is told.

Every change is tried on a copy of the game first (the rules refuse what is illegal),
then written to storage, and only then does the copy replace the game in memory. So a
refused action or a failed write leaves the table exactly as it was.

Several server processes may share one database (PostgreSQL). Each write names the log
position the table was at; when another process changed the game first, the store
refuses it, the table catches up with the log and the change is tried again on the
newer game, where the rules may now refuse it. Changes other processes make reach a
table through :meth:`LiveTables.follow`, which reads them from the log.

Where the app plays a seat (the app's Dracula), it answers every change: after each
action, undo or redo, and when a table is opened (a new game, a restarted server), the
app's next action is taken, written and kept like any other, as long as it has one. An
undo of a player's action takes back the app's answers that followed it, and the app
answers again, from the same seed the same way.

A game the rules call finished gets its result recorded (for history and statistics);
a change to a finished game (a typed Power glory, an undo) reopens it first and records
the new result after.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from scoring.outcome import GameOutcome
from sheets.core.actions import Action
from sheets.core.authority import APP, Actor, check_undo
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.log import Entry, Game
from sheets.i18n import Name, person
from storage import GameFinished, GameNotice, LoggedAction, LogMoved, Store, StoredGame
from ui.storage_watch import STORAGE_DOWN, NotSaved, StorageWatch

log = logging.getLogger(__name__)

Outcomes = Mapping[str, Callable[[Any], GameOutcome]]
Result = TypeVar("Result")
# How many times a change is tried on a game other servers keep changing first.
ATTEMPTS = 10
# The most actions the app takes in a row before a player's turn: far more than any game
# needs, so that a faulty decision can never keep a table busy.
APP_ANSWERS = 64


@dataclass
class LiveTable:
    """One open game: its log in memory, each entry with its storage sequence number, and
    the log position it was read at."""

    game_id: str
    kind: str
    game: Game
    seats: tuple[str, ...]
    # The players as the messages speak of them: each name with its address.
    people: tuple[Name, ...]
    position: int
    held: set[int] = field(default_factory=set)
    present: dict[str, int | None] = field(default_factory=dict)
    # The sessions at the table that host it.
    hosts: set[str] = field(default_factory=set)
    version: int = 0
    # Counts the changes of the seats devices hold (taken, given back, or changed by
    # another server), for a device to notice one without asking the store at every
    # change of the table.
    seatings: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)
    # What the devices at the table draw alike (the printed shapes of its sheets), made
    # once for all of them and let go with the table (:func:`ui.widgets.drawing.made_once`).
    drawings: dict[Hashable, Any] = field(default_factory=dict)

    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def finished(self) -> bool:
        return self.game.rules.is_finished(self.game.state)


class LiveTables:
    """All open tables of this server, shared by every session."""

    def __init__(self, store: Store, outcomes: Outcomes) -> None:
        self.store = store
        self.outcomes = outcomes
        self._tables: dict[str, LiveTable] = {}
        self._opening = threading.Lock()
        self.storage = StorageWatch(store)
        # Called with a game's id when its table moved on to another server's change, so
        # that the devices showing it redraw (even the one whose own change it refused).
        self.moved_elsewhere: Callable[[str], None] = lambda game_id: None

    def open(self, game_id: str) -> LiveTable:
        """The table of a stored game, loading (replaying) it on first use."""
        with self._opening:
            table = self._tables.get(game_id)
            loaded = table is None
            if table is None:
                stored = self.store.load_game(game_id=game_id)
                table = LiveTable(
                    game_id=game_id,
                    kind=stored.info.kind,
                    game=stored.game,
                    seats=tuple(seat.name for seat in stored.info.seats),
                    people=tuple(person(seat.name, seat.address) for seat in stored.info.seats),
                    position=stored.position,
                )
                self._take(table, stored)
                self._tables[game_id] = table
        if loaded:
            # A new game, or one a stopped server left unanswered: the app acts first.
            with table.lock:
                self._answer(table)
        return table

    def act(self, game_id: str, action: Action, actor: Actor) -> tuple[Event, ...]:
        """Apply ``action`` for ``actor``. :raises Illegal: (the rules', or ``host_only`` /
        ``not_your_seat``) and then nothing changed anywhere."""
        table = self.open(game_id)
        self.check(table, action, actor)

        def change(trial: Game) -> tuple[Game, tuple[Event, ...]]:
            # The rules refuse an illegal action before anything is written; the number
            # the write gives it enters the game with the action.
            trial.copy().act(action)
            seq = self._write(
                table,
                lambda position: self.store.append_action(
                    game_id=game_id, action=action, position=position
                ),
            )
            return trial, trial.act(action, seq)

        return self._change(table, change)

    @staticmethod
    def check(table: LiveTable, action: Action, actor: Actor) -> None:
        """Whether ``actor`` may take ``action`` at ``table``, as its game's authority says.
        :raises Illegal: ``host_only``, ``not_your_seat`` or ``unknown_action``."""
        table.game.rules.authority.check(
            table.state,
            actor,
            action,
            held_elsewhere=table.held - actor.seats,
            host_present=bool(table.hosts),
        )

    @staticmethod
    def awaiting(table: LiveTable) -> tuple[int, ...]:
        """The seats the game at ``table`` waits for, in seat order (none once it is over)."""
        return tuple(sorted(table.game.rules.awaiting(table.state)))

    def allows(self, table: LiveTable, action: Action, actor: Actor) -> bool:
        """Whether ``actor`` may send ``action`` at ``table``: what a screen offers."""
        try:
            self.check(table, action, actor)
        except Illegal:
            return False
        return True

    def undo(self, game_id: str, seat: int | None, actor: Actor) -> Action:
        """Take back the latest action of ``seat`` (of anybody). :raises Illegal:"""
        table = self.open(game_id)
        check_undo(actor, seat)
        self._check_not_app(table, seat)

        def change(trial: Game) -> tuple[Game, Action]:
            self._check_take_back(table, actor, self._last_of(trial, seat))
            answers = self._take_back_answers(trial, seat)
            if not answers:
                seq = trial.number_of_last(seat)
                action = trial.undo(seat)
                assert seq is not None
                self._write(
                    table,
                    lambda position: self.store.mark_undone(
                        game_id=game_id, seq=seq, position=position
                    ),
                )
                return trial, action
            action = trial.undo(self._own_seat(trial, seat))
            self._mark_undone(table, trial, answers + 1)
            return trial, action

        return self._change(table, change)

    def undo_with_later(self, game_id: str, seat: int | None, actor: Actor) -> Action:
        """Take back the latest action of ``seat`` (of anybody) and the later actions that
        depend on it, each of which ``actor`` must be allowed to undo. :raises Illegal:"""
        table = self.open(game_id)
        check_undo(actor, seat)
        self._check_not_app(table, seat)

        def change(trial: Game) -> tuple[Game, Action]:
            self._check_take_back(table, actor, self._last_of(trial, seat))
            answers = self._take_back_answers(trial, seat)
            own = self._own_seat(trial, seat)
            for later in trial.depending_on_last(own):
                self._check_take_back(table, actor, later.action, depending=True)
            taken_back = trial.undo_with_later(own)
            self._mark_undone(table, trial, answers + len(taken_back))
            return trial, taken_back[0]

        return self._change(table, change)

    def redo(self, game_id: str, seat: int | None, actor: Actor) -> Action:
        """Bring back the latest undone action of ``seat``. :raises Illegal:"""
        table = self.open(game_id)
        check_undo(actor, seat)
        self._check_not_app(table, seat)

        def change(trial: Game) -> tuple[Game, Action]:
            # As for a new action: the rules decide first, the written number enters after.
            undone_seq = trial.number_of_last_undone(seat)
            index = trial.last_undone_index(seat)
            if index is not None:
                self._check_take_back(table, actor, trial.undone[index], redo=True)
            action = trial.copy().redo(seat)
            assert undone_seq is not None
            seq = self._write(
                table,
                lambda position: self.store.append_action(
                    game_id=game_id, action=action, position=position, redo_of=undone_seq
                ),
            )
            trial.redo(seat, seq)
            return trial, action

        return self._change(table, change)

    def take_back_refusal(
        self,
        table: LiveTable,
        action: Action,
        actor: Actor,
        *,
        depending: bool = False,
        redo: bool = False,
    ) -> Illegal | None:
        """Why ``actor`` may not undo (or, with ``redo``, redo) ``action`` at ``table``
        (``depending``: with an earlier action it depends on), as the game's contract says;
        ``None`` when it may: what a screen offers, or says before asking."""
        try:
            self._check_take_back(table, actor, action, depending=depending, redo=redo)
        except Illegal as refused:
            return refused
        return None

    @staticmethod
    def _check_take_back(
        table: LiveTable,
        actor: Actor,
        action: Action,
        *,
        depending: bool = False,
        redo: bool = False,
    ) -> None:
        """:raises Illegal: ``host_only``, ``not_your_seat``, ``undo_elsewhere`` or
        ``redo_elsewhere``, as the game's contract says."""
        table.game.rules.authority.check_take_back(
            actor,
            action,
            held_elsewhere=table.held - actor.seats,
            host_present=bool(table.hosts),
            depending=depending,
            redo=redo,
        )

    def _last_of(self, trial: Game, seat: int | None) -> Action:
        """The action an undo of ``seat`` (of anybody's) takes back, the app's answers
        aside. :raises Illegal: ``nothing_to_undo``"""
        index = trial.last_index(self._own_seat(trial, seat))
        if index is None:
            raise Illegal("nothing_to_undo", seat=seat)
        return trial.actions[index]

    @staticmethod
    def app_seats(table: LiveTable) -> frozenset[int]:
        """The seats the app plays at ``table``."""
        return table.game.rules.authority.app_seats(table.state)

    def _check_not_app(self, table: LiveTable, seat: int | None) -> None:
        """:raises Illegal: ``app_plays_seat``: the app's actions are taken back with the
        player's they answered, never alone."""
        if seat is not None and seat in self.app_seats(table):
            raise Illegal("app_plays_seat", seat=seat)

    def _own_seat(self, trial: Game, seat: int | None) -> int | None:
        """The seat whose latest action an undo of ``seat`` takes back: ``seat``, or for
        anybody's, the seat of the latest action the app did not take."""
        if seat is not None:
            return seat
        app = trial.rules.authority.app_seats(trial.state)
        players = [entry for entry in trial.entries if entry.action.seat not in app]
        if not players:
            raise Illegal("nothing_to_undo", seat=seat)
        return players[-1].action.seat

    def _take_back_answers(self, trial: Game, seat: int | None) -> int:
        """Undo, newest first, the app's actions after the latest action of ``seat`` (of
        anybody but the app): the answers to it. How many were taken back."""
        own = self._own_seat(trial, seat)
        index = trial.last_index(own)
        if index is None:
            raise Illegal("nothing_to_undo", seat=seat)
        app = trial.rules.authority.app_seats(trial.state)
        answers = [e for e in trial.entries[index + 1 :] if e.action.seat in app]
        for answer in reversed(answers):
            trial.undo(answer.action.seat)
        return len(answers)

    def _mark_undone(self, table: LiveTable, trial: Game, count: int) -> None:
        """Write that the latest ``count`` undone actions of ``trial`` are undone."""
        undone: list[Entry] = list(trial.undone_entries[-count:])
        seqs = [entry.number for entry in undone if entry.number is not None]
        assert len(seqs) == count
        self._write(
            table,
            lambda position: self.store.mark_all_undone(
                game_id=table.game_id, seqs=seqs, position=position
            ),
        )

    def seat_taken(self, game_id: str, seat: int, *, held: bool) -> None:
        """A device took ``seat`` (or it was freed): the host stops playing it."""
        table = self.open(game_id)
        with table.lock:
            (table.held.add if held else table.held.discard)(seat)
            table.version += 1
            table.seatings += 1

    def take_free_seat(self, game_id: str, seat: int) -> bool:
        """Hold ``seat`` for a device if no device holds it yet: checked and taken at once,
        so that of two devices asking together exactly one gets it."""
        table = self.open(game_id)
        with table.lock:
            if seat in table.held:
                return False
            table.held.add(seat)
            table.version += 1
            table.seatings += 1
            return True

    def watch(self, game_id: str, session_id: str) -> None:
        """A session shows the table (its seat, if any, comes with :meth:`arrive`)."""
        table = self.open(game_id)
        with table.lock:
            table.present.setdefault(session_id, None)

    def arrive(
        self, game_id: str, session_id: str, seat: int | None, *, host: bool = False
    ) -> None:
        """A session shows the table for ``seat`` (``None``: as the host or a viewer);
        ``host``: it hosts the table."""
        table = self.open(game_id)
        with table.lock:
            table.present[session_id] = seat
            (table.hosts.add if host else table.hosts.discard)(session_id)

    def leave(self, session_id: str, game_id: str) -> None:
        """A session no longer shows the table. The last to go takes the table out of
        memory; storage has every change, and the next session to open it replays it."""
        with self._opening:
            table = self._tables.get(game_id)
            if table is None:
                return
            with table.lock:
                table.hosts.discard(session_id)
                table.present.pop(session_id, None)
                if not table.present:
                    del self._tables[game_id]

    def in_memory(self) -> frozenset[str]:
        """The tables kept in memory now."""
        with self._opening:
            return frozenset(self._tables)

    def change_setup(self, game_id: str, setup: Any, actor: Actor) -> None:
        """Replay the game with a corrected setup (house rules) and keep it.

        :raises Illegal: ``host_only`` for another device, or when an action already made
            does not fit the new setup.
        """
        if not actor.host:
            raise Illegal("host_only")
        table = self.open(game_id)

        def change(trial: Game) -> tuple[Game, None]:
            replayed = Game(trial.rules, setup, trial.entries, trial.undone_entries)
            self._write(
                table,
                lambda position: self.store.update_setup(
                    game_id=game_id, setup=setup, position=position
                ),
            )
            return replayed, None

        self._change(table, change)

    def follow(self, notice: GameNotice) -> bool:
        """Bring the table of ``notice`` up to date with what another server changed, if
        it is open here, reading the change from storage. Whether anything changed (then
        :attr:`moved_elsewhere` was called)."""
        with self._opening:
            table = self._tables.get(notice.game_id)
        if table is None:
            return False
        with table.lock:
            if notice.position is None:
                # Another server changed who holds a seat: with the same seats held, one
                # may still have passed to another device, which each device reads again.
                table.seatings += 1
                return self._follow_seats(table)
            if notice.position <= table.position:
                return False
            self._catch_up(table)
            return True

    def follow_all(self) -> list[str]:
        """Bring every open table up to date (after notices may have been missed); the
        games that changed."""
        with self._opening:
            tables = list(self._tables.values())
        changed = []
        for table in tables:
            with table.lock:
                moved = self._catch_up(table)
                if self._follow_seats(table) or moved:
                    changed.append(table.game_id)
        return changed

    def _change(self, table: LiveTable, change: Callable[[Game], tuple[Game, Result]]) -> Result:
        """Run ``change`` on a copy of the game and keep the game it returns once written.
        When another server changed the game first (the store refuses the write, or the
        rules refuse the change on a game that is no longer the newest), catch up and run
        it again on the newer game. The app then answers it."""
        with table.lock:
            result = self._attempts(table, change)
            self._answer(table)
            return result

    def _attempts(self, table: LiveTable, change: Callable[[Game], tuple[Game, Result]]) -> Result:
        for _ in range(ATTEMPTS - 1):
            try:
                return self._keep_change(table, change)
            except LogMoved:
                self._catch_up(table)
            except NotSaved:
                raise
            except Illegal:
                if not self._catch_up(table):
                    raise
        return self._keep_change(table, change)

    def _answer(self, table: LiveTable) -> None:
        """Take the app's actions at ``table`` while it has any (at most
        :data:`APP_ANSWERS`), each written and kept as a player's would be."""
        rules = table.game.rules
        for _ in range(APP_ANSWERS):
            action = rules.app_turn(table.state)
            if action is None:
                return
            try:
                self.check(table, action, APP)

                def change(trial: Game, action: Action = action) -> tuple[Game, None]:
                    trial.copy().act(action)
                    seq = self._write(
                        table,
                        lambda position: self.store.append_action(
                            game_id=table.game_id, action=action, position=position
                        ),
                    )
                    trial.act(action, seq)
                    return trial, None

                self._attempts(table, change)
            except Illegal as refused:
                log.error("the app's %s refused at %s: %s", action.TYPE, table.game_id, refused)
                return
            except NotSaved:
                # The player's change is kept; the app answers at the next change.
                return
        log.error("the app took %d actions in a row at %s", APP_ANSWERS, table.game_id)

    def _keep_change(
        self, table: LiveTable, change: Callable[[Game], tuple[Game, Result]]
    ) -> Result:
        game, result = change(table.game.copy())
        self._keep(table, game)
        return result

    def _keep(self, table: LiveTable, game: Game) -> None:
        table.game = game
        table.version += 1
        if table.finished:
            self._record_result(table)

    def _write(self, table: LiveTable, write: Callable[[int], Result]) -> Result:
        """Write a change decided on the table at its position, which it then passes. A
        finished game's log is closed: the change reopens it (its result is recorded again
        once the rules call it finished).

        :raises NotSaved: when the database does not take the write (nor, until it takes
            writes again, any other)."""
        self.storage.check()
        try:
            try:
                result = write(table.position)
            except GameFinished:
                self.store.reopen_game(game_id=table.game_id)
                result = write(table.position)
        except STORAGE_DOWN as failure:
            raise self.storage.failed(failure) from None
        table.position += 1
        return result

    def _record_result(self, table: LiveTable) -> None:
        outcome = self.outcomes[table.kind](table.state)
        try:
            self.store.finish_game(
                game_id=table.game_id, outcome=outcome.to_json(), position=table.position
            )
        except LogMoved:
            log.debug("game %s moved on; its newer result is recorded there", table.game_id)
        except STORAGE_DOWN as failure:
            # The action is saved; its result is recorded when the game is next opened.
            self.storage.failed(failure)

    def _catch_up(self, table: LiveTable) -> bool:
        """Read what other servers logged since the table's position: only the new actions
        and redos when that is all that happened, only the undone ones after a single
        undo, else the whole game again. Whether it moved."""
        known = table.game.highest_number() or 0
        tail = self.store.log_after(game_id=table.game_id, position=table.position, seq=known)
        if tail.position == table.position:
            return False
        if tail.appended is not None:
            self._append(table, tail.appended, tail.redo_stack, tail.position)
        elif tail.position == table.position + 1:
            self._take_back(table, tail.redo_stack, tail.position)
        else:
            self._reload(table)
        self.moved_elsewhere(table.game_id)
        return True

    def _append(
        self,
        table: LiveTable,
        appended: tuple[LoggedAction, ...],
        redo_stack: tuple[tuple[int, Action], ...],
        position: int,
    ) -> None:
        """Act and redo as the other server did. Unless the table then holds the stored
        log exactly, the whole game is read again."""
        trial = table.game.copy()
        if _act_and_redo(trial, appended) and _redo_stack(trial) == redo_stack:
            table.game = trial
            table.position = position
            table.version += 1
        else:
            self._reload(table)

    def _take_back(
        self, table: LiveTable, redo_stack: tuple[tuple[int, Action], ...], position: int
    ) -> None:
        """Undo the actions the stored ``redo_stack`` holds on top of the table's own
        undone ones, in turn, as the other server did. Unless the table then holds the
        stored log exactly (a new setup, for one, undid nothing), the whole game is read
        again."""
        trial = table.game.copy()
        newly_undone = redo_stack[len(trial.undone_entries) :]
        if newly_undone and _undo_each(trial, newly_undone) and _redo_stack(trial) == redo_stack:
            table.game = trial
            table.position = position
            table.version += 1
        else:
            self._reload(table)

    def _reload(self, table: LiveTable) -> None:
        stored = self.store.load_game(game_id=table.game_id)
        self._take(table, stored)
        table.version += 1

    def _take(self, table: LiveTable, stored: StoredGame) -> None:
        """Make ``table`` the game as ``stored``; record its result if it is finished and
        the result is missing (a server stopped in between)."""
        table.game = stored.game
        table.position = stored.position
        held = {seat.seat for seat in stored.info.seats if seat.has_device}
        if held != table.held:
            table.held = held
            table.seatings += 1
        if table.finished and stored.result is None:
            self._record_result(table)

    def _follow_seats(self, table: LiveTable) -> bool:
        held = set(self.store.held_seats(game_id=table.game_id))
        if held == table.held:
            return False
        table.held = held
        table.version += 1
        table.seatings += 1
        self.moved_elsewhere(table.game_id)
        return True


def _act_and_redo(game: Game, appended: tuple[LoggedAction, ...]) -> bool:
    """Take each of ``appended`` in turn in ``game``: a new action, or the redo of the
    latest undone action of its seat; whether all were."""
    for logged in appended:
        seat = logged.action.seat
        try:
            if logged.redo_of is None:
                game.act(logged.action, logged.seq)
                continue
            if game.number_of_last_undone(seat) != logged.redo_of:
                return False
            redone = game.redo(seat, logged.seq)
        except Illegal:
            return False
        if redone != logged.action:
            return False
    return True


def _undo_each(game: Game, undone: tuple[tuple[int, Action], ...]) -> bool:
    """Undo each of ``undone`` in turn, each the latest action of its seat in ``game``;
    whether all were."""
    for seq, action in undone:
        if game.number_of_last(action.seat) != seq:
            return False
        try:
            game.undo(action.seat)
        except Illegal:
            return False
    return True


def _redo_stack(game: Game) -> tuple[tuple[int | None, Action], ...]:
    return tuple((entry.number, entry.action) for entry in game.undone_entries)

"""The repository the app talks to: :func:`open_store` and the :class:`Store` methods.

Every method is one transaction. Writes begin with the write lock taken (SQLite
``BEGIN IMMEDIATE``; on PostgreSQL the game's row is locked), and a method that changes
something returns only after the change is committed, so that an action is on disk
before anybody is told it happened.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from sqlalchemy import Engine
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, OperationalError
from sqlmodel import Session

from sheets.core.actions import Action
from storage import exchange, games, history, log, profiles, settings
from storage.documents import Outcome
from storage.engine import (
    IMMEDIATE,
    create_store_engine,
    make_directory,
    masked,
    prepare_sqlite_file,
    sqlite_path,
)
from storage.errors import DatabaseFailed, DatabaseUnreachable, DatabaseUrlInvalid, GameNotFound
from storage.exclusive import ServerLock
from storage.location import database_url
from storage.migrate import upgrade
from storage.notices import GameNotice, NoticeListener
from storage.records import (
    GameSummary,
    ImportedGame,
    LogTail,
    PlayedGame,
    PlayerStats,
    Profile,
    SeatHolder,
    SeatInfo,
    SeatRef,
    StoredGame,
)
from storage.replay import log_tail, replay
from storage.stats import player_statistics
from storage.tables import ResultRow

logger = logging.getLogger(__name__)


def open_store(
    *, url: str | None = None, data_dir: Path | None = None, server: bool = False
) -> Store:
    """Open the games database, creating and upgrading it as needed.

    The URL is ``url``, else ``$DATABASE_URL``, else the SQLite file ``table.db`` in
    ``data_dir``, else in ``$FLET_APP_STORAGE_DATA``, else in the per-user data directory.
    A ``server`` holds an SQLite database for itself until the store is closed.

    :raises CorruptDatabase: naming the file, which is left untouched.
    :raises DatabaseTooNew: if a newer version of the app wrote the database.
    :raises DatabaseUnreachable: if the database server cannot be reached.
    :raises DatabaseUrlInvalid: :raises DatabaseDriverMissing: :raises DataDirUnusable:
    :raises DatabaseInUse: when another server holds the SQLite database.
    """
    text = database_url(url=url, data_dir=data_dir)
    try:
        parsed = make_url(text)
    except ArgumentError as error:
        raise DatabaseUrlInvalid(problem=str(error)) from None
    path = sqlite_path(parsed)
    lock = None
    try:
        if path is not None:
            make_directory(path.parent)
            lock = ServerLock(path) if server else None
            prepare_sqlite_file(path)
        return _opened(parsed, lock)
    except BaseException:
        if lock is not None:
            lock.release()
        raise


def _opened(parsed: URL, lock: ServerLock | None) -> Store:
    engine = create_store_engine(parsed)
    try:
        with engine.connect() as connection:
            connection = connection.execution_options(**{IMMEDIATE: True})
            with connection.begin():
                upgrade(connection, url=masked(parsed))
    except OperationalError as error:
        engine.dispose()
        raise DatabaseUnreachable(url=masked(parsed), problem=str(error.orig)) from None
    except BaseException:
        engine.dispose()
        raise
    logger.info("games are stored in %s", masked(parsed))
    return Store(engine, lock)


class Store:
    """Games, their logs, players, settings and history in one database."""

    def __init__(self, engine: Engine, lock: ServerLock | None = None) -> None:
        self._engine = engine
        self._lock = lock
        self._url = masked(engine.url)
        # One consistent snapshot per read: PostgreSQL reads several statements in
        # REPEATABLE READ; SQLite reads in one transaction anyway (see storage.engine).
        self._read_options: dict[str, Any] = (
            {"isolation_level": "REPEATABLE READ"} if engine.dialect.name == "postgresql" else {}
        )
        self._single_read_options: dict[str, Any] = (
            {"isolation_level": "AUTOCOMMIT"} if engine.dialect.name == "postgresql" else {}
        )

    @property
    def url(self) -> str:
        """The database URL without its password."""
        return self._url

    def reconnect(self) -> None:
        """Let go of every pooled connection, so that the next use connects afresh (after
        the database failed, a connection it broke is not handed out again)."""
        self._engine.dispose()

    def rest(self) -> None:
        """Close the pooled connections while nobody plays (the next use connects afresh):
        with them goes what their drivers recorded while they were busy. The pool itself
        stays: one made anew would take its blocks wherever the allocator has room, which
        after a wave is in arenas otherwise about to be freed. The statements compiled
        meanwhile go too (each keeps the count of its last use, made while busy)."""
        self._engine.pool.dispose()
        self._engine.clear_compiled_cache()

    def close(self) -> None:
        self._engine.dispose()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def listen(
        self, on_notice: Callable[[GameNotice], object], on_gap: Callable[[], None]
    ) -> NoticeListener | None:
        """Follow the changes other server processes make, on a database several processes
        share (PostgreSQL): ``on_notice`` is called in a thread of the listener's for every
        committed change of a game's log or seats, ``on_gap`` when notices may have been
        missed. ``None`` on SQLite, which serves one process. Stop the listener before
        closing the store."""
        if self._engine.dialect.name != "postgresql":
            return None
        listener = NoticeListener(self._engine, on_notice, on_gap)
        listener.start()
        return listener

    @contextmanager
    def _reading(self) -> Iterator[Session]:
        with (
            self._failures(),
            Session(self._engine, execution_options=self._read_options) as session,
        ):
            yield session

    @contextmanager
    def _reading_at_once(self) -> Iterator[Session]:
        """A read of one statement, which sees one snapshot by itself: on PostgreSQL
        outside a transaction, sparing the round trips of its BEGIN and ROLLBACK."""
        with (
            self._failures(),
            Session(self._engine, execution_options=self._single_read_options) as session,
        ):
            yield session

    @contextmanager
    def _writing(self) -> Iterator[Session]:
        with (
            self._failures(),
            Session(self._engine, execution_options={IMMEDIATE: True}) as session,
            session.begin(),
        ):
            yield session

    @contextmanager
    def _failures(self) -> Iterator[None]:
        try:
            yield
        except DBAPIError as error:
            raise DatabaseFailed(url=self._url, problem=str(error.orig)) from error

    # Games

    def create_game(
        self, *, kind: str, setup: Any, seats: Sequence[SeatInfo], title: str | None = None
    ) -> str:
        """Store a new game and return its id. ``setup`` is the kind's setup object.

        :raises KeyError: for an unknown kind. :raises ProfileNotFound:
        :raises NameRefused: for a seat's name :func:`checked_name` refuses.
        """
        with self._writing() as session:
            return games.create_game(session, kind=kind, setup=setup, seats=seats, title=title)

    def load_game(self, *, game_id: str) -> StoredGame:
        """The game with its log, replayed through its rules, and the log position.

        :raises GameNotFound: :raises SetupUnreadable: :raises LogDoesNotReplay:
        """
        with self._reading() as session:
            row = games.game_row(session, game_id)
            seats = games.seat_rows(session, [game_id])[game_id]
            rows = log.rows(session, game_id)
            result = session.get(ResultRow, game_id)
            info = games.summary(row, seats, sum(not r.undone for r in rows))
            setup, position = row.setup, row.log_position
        return replay(info, setup, rows, None if result is None else result.outcome, position)

    def log_after(self, *, game_id: str, position: int, seq: int) -> LogTail:
        """How the log of a game known at ``position``, whose latest action known is
        ``seq``, went on since. :raises GameNotFound: :raises LogDoesNotReplay:"""
        with self._reading_at_once() as session:
            found = log.tail_after(session, game_id, seq)
        if found is None:
            raise GameNotFound(game_id=game_id)
        current, rows = found
        after = [row for row in rows if row.seq > seq]
        # As ``Game.undone``: the latest undone last.
        undone = sorted((row for row in rows if row.redoable), key=lambda row: row.undo_order or 0)
        return log_tail(game_id, position, current, after, undone)

    def held_seats(self, *, game_id: str) -> frozenset[int]:
        """The seats of the game a device holds. :raises GameNotFound:"""
        with self._reading() as session:
            games.game_row(session, game_id)
            seats = games.seat_rows(session, [game_id])[game_id]
        return frozenset(seat.seat for seat in seats if seat.device_token_hash is not None)

    def list_games(
        self, *, status: str | None = None, kind: str | None = None
    ) -> list[GameSummary]:
        """Games newest updated first, optionally only one status (``"active"``,
        ``"finished"``) or kind."""
        with self._reading() as session:
            return games.list_games(session, status=status, kind=kind)

    def game_setups(self, *, kind: str) -> dict[str, Any]:
        """The setup of every game of ``kind`` as its rules wrote it (JSON), by game: what
        links the games of a campaign."""
        with self._reading() as session:
            return games.setups(session, kind=kind)

    def finish_game(self, *, game_id: str, outcome: Mapping[str, Any], position: int) -> None:
        """Close the game's log and keep its result, ``GameOutcome.to_json()`` of the game
        at log ``position``, beside it (in place of an earlier result).

        :raises ValueError: if ``outcome`` is not an outcome. :raises LogMoved: when the
            log is no longer at ``position``; the result of the newer log is its writer's.
        """
        try:
            checked = Outcome.model_validate(outcome).model_dump(mode="json")
        except ValidationError as error:
            raise ValueError(f"not a game outcome: {error}") from None
        with self._writing() as session:
            games.finish_game(session, game_id=game_id, outcome=checked, position=position)

    def update_setup(self, *, game_id: str, setup: Any, position: int) -> None:
        """Replace an active game's setup (house rules corrected during play). The caller
        has replayed the log at ``position`` with it; loading the game replays it again.
        Moves the log position on.

        :raises GameNotFound: :raises GameFinished: :raises LogMoved:
        """
        with self._writing() as session:
            games.update_setup(session, game_id=game_id, setup=setup, position=position)

    def reopen_game(self, *, game_id: str) -> None:
        """Make a finished game active again (its result is dropped until it finishes)."""
        with self._writing() as session:
            games.reopen_game(session, game_id=game_id)

    def delete_game(self, *, game_id: str) -> None:
        """Delete the game, its log and its result. :raises GameNotFound:"""
        with self._writing() as session:
            games.delete_game(session, game_id=game_id)

    def result(self, *, game_id: str) -> Mapping[str, Any] | None:
        """A finished game's outcome JSON, readable without replaying the game."""
        with self._reading() as session:
            games.game_row(session, game_id)
            row = session.get(ResultRow, game_id)
            return None if row is None else row.outcome

    # The log
    #
    # Every change names ``position``, the log position of the game its writer decided
    # on (``StoredGame.position``, moved on by one with each change since). A writer
    # whose game is out of date is refused with LogMoved and nothing is written: it
    # loads the game again and decides anew.

    def append_action(
        self, *, game_id: str, action: Action, position: int, redo_of: int | None = None
    ) -> int:
        """Log an action the rules have accepted; returns its sequence number once it is
        committed. A redo passes the undone action's number as ``redo_of``.

        :raises LogMoved: :raises GameNotFound: :raises GameFinished:
        :raises ActionNotFound: (``redo_of``)
        """
        with self._writing() as session:
            return log.append_action(
                session, game_id=game_id, action=action, position=position, redo_of=redo_of
            )

    def mark_undone(self, *, game_id: str, seq: int, position: int) -> None:
        """Flag action ``seq`` as undone, on top of the redo stack.
        :raises LogMoved: :raises ActionNotFound:"""
        with self._writing() as session:
            log.mark_undone(session, game_id=game_id, seq=seq, position=position)

    def mark_all_undone(self, *, game_id: str, seqs: Sequence[int], position: int) -> None:
        """Flag actions ``seqs`` as undone in one change, the last on top of the redo
        stack. :raises LogMoved: :raises ActionNotFound:"""
        with self._writing() as session:
            log.mark_all_undone(session, game_id=game_id, seqs=seqs, position=position)

    def undo(self, *, game_id: str, position: int, seat: int | None = None) -> int:
        """Record ``Game.undo(seat)``: the latest action of ``seat`` (of anybody when
        ``None``) is undone; returns its number. :raises LogMoved: :raises NothingToUndo:"""
        with self._writing() as session:
            return log.undo(session, game_id=game_id, seat=seat, position=position)

    def redo(self, *, game_id: str, position: int, seat: int | None = None) -> int:
        """Record ``Game.redo(seat)``; returns the number of the action logged again.
        :raises LogMoved: :raises NothingToRedo:"""
        with self._writing() as session:
            return log.redo(session, game_id=game_id, seat=seat, position=position)

    # Seats and devices

    def issue_device_token(self, *, game_id: str, seat: int, address: str | None = None) -> str:
        """A new secret token for the device that plays ``seat`` (the previous one stops
        working), which connected from ``address``. Only its hash is stored.
        :raises SeatNotFound:"""
        with self._writing() as session:
            return games.issue_device_token(session, game_id=game_id, seat=seat, address=address)

    def clear_device_token(self, *, game_id: str, seat: int) -> None:
        with self._writing() as session:
            games.clear_device_token(session, game_id=game_id, seat=seat)

    def seat_for_token(self, *, token: str) -> SeatRef | None:
        """The seat a device token was issued for, or ``None`` (also once its game is
        finished: the token holds the seat again if the game is reopened)."""
        with self._reading() as session:
            return games.seat_for_token(session, token=token)

    def seat_holders(self, *, game_id: str) -> list[SeatHolder]:
        """The devices holding seats of the game, as the server saw them take the seats.
        :raises GameNotFound:"""
        with self._reading() as session:
            return games.seat_holders(session, game_id=game_id)

    def link_profile(self, *, game_id: str, seat: int, profile_id: str | None) -> None:
        """Link a seat to a player profile (or unlink it with ``None``)."""
        with self._writing() as session:
            games.link_profile(session, game_id=game_id, seat=seat, profile_id=profile_id)

    # Player profiles

    def create_profile(self, *, name: str, address: str | None = None) -> Profile:
        """:raises NameRefused: for a name :func:`checked_name` refuses.
        :raises ProfileNameTaken: if a profile has this name in any case.
        :raises AddressUnknown:"""
        with self._writing() as session:
            return profiles.create_profile(session, name=name, address=address)

    def address_profile(self, *, profile_id: str, address: str | None) -> Profile:
        """How the person wants to be addressed (feminine, masculine, neutral wording; None:
        not said), for the games set up from now on.

        :raises ProfileNotFound: :raises AddressUnknown:"""
        with self._writing() as session:
            return profiles.address_profile(session, profile_id=profile_id, address=address)

    def rename_profile(self, *, profile_id: str, name: str) -> Profile:
        """:raises NameRefused: :raises ProfileNotFound: :raises ProfileNameTaken:"""
        with self._writing() as session:
            return profiles.rename_profile(session, profile_id=profile_id, name=name)

    def list_profiles(self) -> list[Profile]:
        with self._reading() as session:
            return profiles.list_profiles(session)

    def delete_profile(self, *, profile_id: str) -> None:
        """Forget a profile; its seats keep their names and its games stay in history."""
        with self._writing() as session:
            profiles.delete_profile(session, profile_id=profile_id)

    # Settings

    def get_setting(self, *, key: str, default: Any = None) -> Any:
        with self._reading() as session:
            return settings.get_setting(session, key=key, default=default)

    def set_setting(self, *, key: str, value: Any) -> None:
        """Keep a JSON value (language, theme, ...) under ``key``."""
        with self._writing() as session:
            settings.set_setting(session, key=key, value=value)

    def delete_setting(self, *, key: str) -> None:
        with self._writing() as session:
            settings.delete_setting(session, key=key)

    def app_settings(self) -> dict[str, Any]:
        with self._reading() as session:
            return settings.app_settings(session)

    def house_rule_defaults(self, *, kind: str) -> dict[str, Any]:
        """The house rules a new game of ``kind`` starts with (``{}`` when none are set)."""
        with self._reading() as session:
            return settings.house_rule_defaults(session, kind=kind)

    def set_house_rule_defaults(self, *, kind: str, overrides: Mapping[str, Any]) -> None:
        with self._writing() as session:
            settings.set_house_rule_defaults(session, kind=kind, overrides=overrides)

    # History and statistics

    def history(
        self, *, kind: str | None = None, profile_id: str | None = None
    ) -> list[PlayedGame]:
        """Finished games newest first, optionally of one kind or one profile."""
        with self._reading() as session:
            return history.played_games(session, kind=kind, profile_id=profile_id)

    def statistics(self, *, kind: str | None = None) -> list[PlayerStats]:
        """Per player and game kind: plays, wins, best, average and last score, and the
        scores by date."""
        return player_statistics(self.history(kind=kind))

    # Files

    def export_game(self, *, game_id: str) -> str:
        """The game as a versioned JSON game file. :raises GameNotFound:"""
        with self._reading() as session:
            return exchange.export_game(session, game_id=game_id)

    def import_game(self, *, data: str | bytes) -> ImportedGame:
        """Store the game of a game file as a game in progress (a finished one gets its
        result from its replayed actions when it is first opened), and say what of the
        file was not used; a file that does not fit changes nothing.

        :raises ImportRefused: (a subclass saying why)"""
        checked = exchange.read_game_file(data)
        with self._writing() as session:
            game_id = exchange.import_game(session, checked=checked)
        return ImportedGame(game_id=game_id, notes=checked.notes)

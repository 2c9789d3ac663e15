"""Notices of changed games between server processes sharing one PostgreSQL database.

A write that changes a game's log (or who holds its seats) sends ``NOTIFY`` in its own
transaction, so PostgreSQL delivers the notice exactly when the change is committed, and
never for a change that was rolled back. A change of the log sends it in the very
statement that moves the log's position (:func:`announcing`), not in a round trip of its
own: the other servers hear of the change one round trip sooner. Every process listens
on a connection of its own. A notice only says which game changed and to which log
position: the listener reads the change from the log itself. SQLite serves one process,
so it has no notices.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, Executable, String, Update, bindparam, func, select, text
from sqlmodel import Session

if TYPE_CHECKING:
    # Imported where it is used: only servers on PostgreSQL listen, and the driver takes
    # a noticeable share of the start of one on SQLite.
    import psycopg

logger = logging.getLogger(__name__)

CHANNEL = "table_companion_games"
# The name the payload of a notice is bound to in a statement that sends it.
NOTICE = "notice"
SEATS = "seats"
# How often an idle listener looks whether it is asked to stop.
_STOP_CHECK_S = 0.25
# Waits between attempts to listen again after the connection was lost.
_RECONNECT_S = (0.1, 0.5, 1.0, 2.0, 5.0)


@dataclass(frozen=True, slots=True)
class GameNotice:
    """Game ``game_id`` changed: its log is now at ``position``, or (``None``) a device
    took or gave back one of its seats."""

    game_id: str
    position: int | None

    def payload(self) -> str:
        return f"{self.game_id} {SEATS if self.position is None else self.position}"

    @classmethod
    def read(cls, payload: str) -> GameNotice | None:
        """The notice in ``payload``; ``None`` for anything else on the channel."""
        game_id, _, position = payload.partition(" ")
        if not game_id:
            return None
        if position == SEATS:
            return cls(game_id, None)
        return cls(game_id, int(position)) if position.isdigit() else None


def announce(session: Session, notice: GameNotice) -> None:
    """Send ``notice`` to the other processes when ``session``'s transaction commits."""
    connection = session.connection()
    if connection.dialect.name == "postgresql":
        connection.execute(
            text("SELECT pg_notify(:channel, :payload)"),
            {"channel": CHANNEL, "payload": notice.payload()},
        )


def announcing(move: Update, dialect: str) -> Executable:
    """``move``, an UPDATE that returns one row for each row it changes, as a statement
    that also sends the notice bound as :data:`NOTICE` (a :meth:`GameNotice.payload`, when
    the transaction commits) if it changed a row, in one round trip on PostgreSQL; each
    changed row still gives one row of the result. On other databases (``dialect``)
    ``move`` as it is, which leaves the notice unused."""
    if dialect != "postgresql":
        return move
    moved = move.cte("moved")
    return select(func.pg_notify(CHANNEL, bindparam(NOTICE, type_=String))).select_from(moved)


class NoticeListener:
    """Listens for the notices of every process (this one's too) in a thread of its own.

    ``on_notice`` runs in that thread for each notice; ``on_gap`` after the connection
    was lost and listening again, since notices may have been missed meanwhile.
    """

    def __init__(
        self,
        engine: Engine,
        on_notice: Callable[[GameNotice], object],
        on_gap: Callable[[], None],
    ) -> None:
        self._engine = engine
        self._on_notice = on_notice
        self._on_gap = on_gap
        self._stopping = threading.Event()
        self._listening = threading.Event()
        self._thread = threading.Thread(target=self._run, name="game-notices", daemon=True)

    def start(self) -> None:
        """Start listening; returns once notices are being received."""
        self._thread.start()
        self._listening.wait()

    def stop(self) -> None:
        self._stopping.set()
        self._thread.join()

    def _run(self) -> None:
        import psycopg

        failures = 0
        while not self._stopping.is_set():
            try:
                with self._connect() as connection:
                    if failures:
                        logger.warning("listening to other servers' changes again")
                        self._on_gap()
                    failures = 0
                    self._listening.set()
                    self._receive(connection)
            except Exception as error:
                # Lost the server (or worse): a listener that gave up would leave this
                # server's tables behind the others' for good, so it keeps trying.
                wait_s = _RECONNECT_S[min(failures, len(_RECONNECT_S) - 1)]
                failures += 1
                logger.warning(
                    "lost the notices of other servers (%s); trying again in %.1f s",
                    error,
                    wait_s,
                    exc_info=not isinstance(error, psycopg.Error),
                )
                self._listening.set()
                self._stopping.wait(wait_s)

    def _connect(self) -> psycopg.Connection[Any]:
        # A connection of the engine's own (same URL and options), taken out of its pool.
        pooled = self._engine.raw_connection()
        connection: psycopg.Connection[Any] = pooled.driver_connection  # type: ignore[assignment]
        pooled.detach()
        connection.rollback()
        connection.autocommit = True
        connection.execute(f"LISTEN {CHANNEL}")
        return connection

    def _receive(self, connection: psycopg.Connection[Any]) -> None:
        while not self._stopping.is_set():
            for received in connection.notifies(timeout=_STOP_CHECK_S):
                notice = GameNotice.read(received.payload)
                if notice is None:
                    logger.warning("ignored a notice that is not about a game")
                    continue
                try:
                    self._on_notice(notice)
                except Exception:
                    logger.exception("could not follow the change of game %s", notice.game_id)

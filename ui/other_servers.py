"""Tables shared with other server processes on one PostgreSQL database.

Every server keeps the tables its devices use in memory. When another server changes one
of them, PostgreSQL tells this one (a notice with the game and its log position, sent
when the change is committed); the table then reads the change from the log, and this
server's devices showing the game are told to redraw. On SQLite there is one server and
nothing to follow.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from storage import NoticeListener, Store
from ui.live import LiveTables

log = logging.getLogger(__name__)


class OtherServers:
    def __init__(self, tables: LiveTables) -> None:
        self.tables = tables
        self._listener: NoticeListener | None = None

    def start(self, store: Store, tell: Callable[[str], None]) -> None:
        """Follow the other servers' changes; ``tell(game_id)`` tells this server's
        devices that the table of ``game_id`` changed. Returns once listening."""
        self.tables.moved_elsewhere = tell
        self._listener = store.listen(self.tables.follow, self._missed)
        if self._listener is not None:
            log.info("following the changes of other servers on %s", store.url)

    def stop(self) -> None:
        if self._listener is not None:
            self._listener.stop()
            self._listener = None

    def _missed(self) -> None:
        self.tables.follow_all()

"""When the database stops taking writes mid-game (a PostgreSQL server stopped, an SQLite
file made read-only), the table stays up: it shows the game as last saved, refuses every
change with "the game could not be saved; retrying", and tries a small write every few
seconds in the background until the database takes writes again.

While it is down no change even reaches the database, so no tap waits on a connection
that cannot be made.
"""

from __future__ import annotations

import logging
import threading
import time

from sheets.core.errors import Illegal
from storage import DatabaseFailed, DatabaseUnreachable, Store

log = logging.getLogger(__name__)

RETRY_EVERY_S = 2.0
# The failures of the database itself (not the refusals a database gives by design).
STORAGE_DOWN = (DatabaseFailed, DatabaseUnreachable)


class NotSaved(Illegal):
    """A change refused because it cannot be saved now (nothing changed anywhere)."""

    def __init__(self) -> None:
        super().__init__("not_saved")


class StorageWatch:
    def __init__(self, store: Store, retry_every_s: float = RETRY_EVERY_S) -> None:
        self.store = store
        self.retry_every_s = retry_every_s
        self._down = threading.Event()
        self._lock = threading.Lock()
        self._retrying: threading.Thread | None = None

    @property
    def down(self) -> bool:
        return self._down.is_set()

    def check(self) -> None:
        """:raises NotSaved: while the database does not take writes."""
        if self.down:
            raise NotSaved()

    def failed(self, error: Exception) -> NotSaved:
        """The database failed a write: start retrying, and the refusal to raise."""
        log.warning("the game could not be saved; retrying: %s", error)
        with self._lock:
            self._down.set()
            if self._retrying is None:
                self._retrying = threading.Thread(
                    target=self._retry, name="storage-retry", daemon=True
                )
                self._retrying.start()
        return NotSaved()

    def _retry(self) -> None:
        while True:
            time.sleep(self.retry_every_s)
            self.store.reconnect()
            try:
                self.store.set_setting(key="storage.checked_at", value=time.time())
            except STORAGE_DOWN:
                continue
            with self._lock:
                self._down.clear()
                self._retrying = None
            log.warning("the database takes writes again")
            return

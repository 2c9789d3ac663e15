"""One server per SQLite database.

Live updates between devices go through the server's memory, so two servers on one SQLite
file would each show their own devices a different game. A server holds an exclusive lock
on ``<database>.lock`` for as long as it runs (the operating system lets it go when the
process ends, however it ends); a second server on the same file is refused at start.
Other programs (the print command, a backup) open the database without the lock.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

from storage.errors import DatabaseInUse


class ServerLock:
    """The lock of one running server on ``database``."""

    def __init__(self, database: Path) -> None:
        """:raises DatabaseInUse: naming the directory, when another server holds it."""
        self.path = database.with_name(database.name + ".lock")
        self._descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(self._descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(self._descriptor)
            raise DatabaseInUse(path=str(database.parent)) from None

    def release(self) -> None:
        os.close(self._descriptor)

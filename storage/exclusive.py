"""One server per SQLite database.

Live updates between devices go through the server's memory, so two servers on one SQLite
file would each show their own devices a different game. A server holds an exclusive lock
on ``<database>.lock`` for as long as it runs (the operating system lets it go when the
process ends, however it ends); a second server on the same file is refused at start.
Other programs (the print command, a backup) open the database without the lock.

The lock is the operating system's own on every system the server runs on (``flock`` on
Linux and macOS, ``LockFileEx`` on Windows), through ``filelock``.
"""

from __future__ import annotations

from pathlib import Path

from filelock import FileLock, Timeout

from storage.errors import DatabaseInUse


class ServerLock:
    """The lock of one running server on ``database``."""

    def __init__(self, database: Path) -> None:
        """:raises DatabaseInUse: naming the directory, when another server holds it."""
        self.path = database.with_name(database.name + ".lock")
        self._lock = FileLock(
            self.path,
            timeout=0,
            # The server lets go from whichever thread stops it.
            thread_local=False,
            # A lock file left by a server that crashed would refuse every later server:
            # only the operating system's lock, which dies with its process, will do.
            fallback_to_soft=False,
        )
        try:
            self._lock.acquire()
        except Timeout:
            raise DatabaseInUse(path=str(database.parent)) from None

    def release(self) -> None:
        self._lock.release()

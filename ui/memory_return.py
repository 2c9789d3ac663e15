"""The server's memory given back once every device's session has ended.

A wave of phones grows the server by hundreds of MiB. When their sessions end, Python
frees their objects but the C allocator keeps the freed memory for later, and the store's
pooled connections keep what their drivers recorded while busy (sqlite3 keeps a weak
reference to every cursor, dropped only every 200 cursors): small blocks made in the
middle of the wave, each keeping a whole arena of Python's allocator in use. Once no
session is left, the idle connections are closed, the collector runs and the C heap's
free pages go back to the system. That is once an evening, never during a tap.
"""

from __future__ import annotations

import ctypes
import gc
import logging
import platform
import threading
from collections.abc import Callable

from storage import Store

log = logging.getLogger(__name__)


def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or ``None`` where the C library has none (macOS, musl)."""
    if platform.libc_ver()[0] != "glibc":
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None
    return trim


class MemoryReturn:
    """Counts the sessions open on this server and gives memory back when the last ends."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._trim = _malloc_trim()
        self._lock = threading.Lock()
        self._open = 0

    @property
    def open_sessions(self) -> int:
        return self._open

    def session_began(self) -> None:
        with self._lock:
            self._open += 1

    def session_ended(self) -> None:
        with self._lock:
            self._open -= 1
            if self._open > 0:
                return
        self.give_back()

    def give_back(self) -> None:
        """Close the idle connections, collect, and return the C heap's free pages."""
        self._store.rest()
        gc.collect()
        if self._trim is not None:
            self._trim(0)
        log.info("every session has ended: memory given back")

"""The server's memory given back once a wave of devices has gone.

A wave of phones grows the server by hundreds of MiB. When their sessions end, Python
frees their objects, but a few small ones made in the middle of the wave live on, each
keeping a whole arena (1 MiB) of Python's allocator in use:

- the type attribute cache (4,096 entries) holds the attribute names last looked up,
  and Flet looks up names it builds for each event (``f"on_{name}"``): about 110 MiB
  after a wave of 400 phones;
- the store's pooled connections keep what their drivers recorded while busy (sqlite3
  keeps a weak reference to every cursor, dropped only every 200 cursors): about 30 MiB.

The C allocator also keeps the freed heap for later (about 38 MiB). So shortly after the
last session ends, the cache is emptied (it fills again as lookups happen), the idle
connections are closed, the collector runs and the heap's free pages go back to the
system. That happens when the sessions open have fallen to a quarter of the most there
were since the last time (every phone gone home, the host's tablet still on the table),
never during a tap.
"""

from __future__ import annotations

import asyncio
import contextvars
import ctypes
import gc
import logging
import platform
import sys
import threading
from collections.abc import Callable

from storage import Store

log = logging.getLogger(__name__)
# How long after the wave's last session ended memory is given back: Flet lets go of a
# session once the handlers of its end have returned.
GIVE_BACK_AFTER_S = 1.0
# A wave has gone when the sessions still open are at most this share of the most there
# were: the host's tablet and a phone or two may stay all evening.
WAVE_GONE_SHARE = 0.25


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
    """Counts the sessions open on this server and gives memory back once most have ended."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._trim = _malloc_trim()
        self._lock = threading.Lock()
        self._open = 0
        # The most sessions open at once since memory was last given back.
        self._peak = 0
        self._due = False

    @property
    def open_sessions(self) -> int:
        return self._open

    def session_began(self) -> None:
        with self._lock:
            self._open += 1
            self._peak = max(self._peak, self._open)

    def session_ended(self) -> None:
        """Called on the event loop as a session ends."""
        with self._lock:
            self._open -= 1
            if self._due or not self._wave_gone():
                return
            self._due = True
        # In a context of its own: the ending session's (Flet's current page) would live
        # on with the timer and be given back only the next time.
        asyncio.get_running_loop().call_later(
            GIVE_BACK_AFTER_S, self._give_back_if_gone, context=contextvars.Context()
        )

    def _wave_gone(self) -> bool:
        return self._open <= self._peak * WAVE_GONE_SHARE

    def _give_back_if_gone(self) -> None:
        with self._lock:
            self._due = False
            if not self._wave_gone():
                return
            self._peak = self._open
        self.give_back()

    def give_back(self) -> None:
        """Empty the type attribute cache, close the idle connections, collect, and
        return the C heap's free pages."""
        sys._clear_type_cache()
        # Collected first: the pool made anew by ``rest`` would otherwise take its blocks
        # in the arenas the wave's garbage still fills, and keep those arenas for good.
        gc.collect()
        self._store.rest()
        gc.collect()
        if self._trim is not None:
            self._trim(0)
        log.info("memory given back with %d sessions open", self._open)

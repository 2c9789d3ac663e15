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

The collector's full passes would walk every object of every session each time (seconds
with a thousand phones, and no phone is answered meanwhile), though most of them live as
long as their session. So once the server has started, what start-up made is frozen (left
out of the full passes), and each session's objects are too once its first screen is
shown. The frozen objects are collected again, and the survivors frozen anew, when memory
is given back, and when as many sessions have ended since the last time as are still open:
the objects of sessions gone, and their cycles, are freed then, never kept for good. So are
those of a screen left for another while other devices connected (a screen's objects are
frozen with the next session shown): until then they are kept.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import ctypes
import dataclasses
import gc
import logging
import platform
import sys
import threading
import weakref
from collections.abc import Callable, Iterator

from flet.controls.base_control import BaseControl

from storage import Store

log = logging.getLogger(__name__)
# How long after the wave's last session ended memory is given back: Flet lets go of a
# session once the handlers of its end have returned.
GIVE_BACK_AFTER_S = 1.0
# A wave has gone when the sessions still open are at most this share of the most there
# were: the host's tablet and a phone or two may stay all evening.
WAVE_GONE_SHARE = 0.25


# What Flet writes on each value it sends (a text style, a padding): a weak reference to
# the control holding it, and the copies of its lists, maps and values it diffs against.
_FLET_MARKS = ("_parent", "__prev_lists", "__prev_dicts", "__prev_classes")


def _forget_gone_holders() -> None:
    """Let go of Flet's marks on the values whose holder has gone.

    A value the app shares among every device's controls (a style made once) is marked
    anew by each device it is sent to, so it keeps the marks of the last one: made in the
    middle of the wave, they keep their arenas in use once that device has gone. Without
    them the value is to Flet as one never sent: the next device it is sent to marks it."""
    for value in gc.get_objects():
        if isinstance(value, BaseControl) or not dataclasses.is_dataclass(value):
            continue
        marks = getattr(value, "__dict__", None)
        if marks is None:
            continue
        holder = marks.get("_parent")
        if isinstance(holder, weakref.ref) and holder() is None:
            for mark in _FLET_MARKS:
                marks.pop(mark, None)


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
    """Counts the sessions open on this server, leaves their objects out of the collector's
    full passes once shown, and gives memory back once most have ended."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._trim = _malloc_trim()
        self._lock = threading.Lock()
        self._open = 0
        # The most sessions open at once since memory was last given back.
        self._peak = 0
        self._due = False
        # Whether sessions' objects are frozen once shown (see ``freeze_start_up``).
        self._freezing = False
        # Sessions ended since the frozen objects were last collected: what they left is
        # frozen garbage until then.
        self._ended_since_collected = 0

    @property
    def open_sessions(self) -> int:
        return self._open

    def session_began(self) -> None:
        with self._lock:
            self._open += 1
            self._peak = max(self._peak, self._open)

    def freeze_start_up(self) -> None:
        """Leave what start-up made (modules, catalogues, the app) out of the collector's
        full passes, which would walk them all again each time (about 70 ms here) in the
        middle of someone's tap; and from now on each session's objects once it is shown."""
        gc.collect()
        gc.freeze()
        self._freezing = True

    def session_shown(self) -> None:
        """Called once a session's first screen is built and sent: its page, controls and
        Flet's copies of them for the next diff live as long as the session, and are left
        out of the full passes. What was made since the last freeze is collected first
        (that pass walks nothing older), so that no garbage is frozen with them."""
        if not self._freezing:
            return
        gc.collect()
        gc.freeze()

    def session_ended(self) -> None:
        """Called on the event loop as a session ends."""
        with self._lock:
            self._open -= 1
            self._ended_since_collected += 1
            if self._due or not (self._wave_gone() or self._frozen_garbage_due()):
                return
            self._due = True
        # In a context of its own: the ending session's (Flet's current page) would live
        # on with the timer and be given back only the next time.
        asyncio.get_running_loop().call_later(
            GIVE_BACK_AFTER_S, self._give_back_if_due, context=contextvars.Context()
        )

    def _wave_gone(self) -> bool:
        return self._open <= self._peak * WAVE_GONE_SHARE

    def _frozen_garbage_due(self) -> bool:
        """Whether the sessions ended since the last collection are as many as those open,
        so that the frozen objects are about half garbage: sessions coming and going all
        evening, as many as ever open, would otherwise grow the server for good."""
        return self._freezing and self._ended_since_collected >= self._open

    def _give_back_if_due(self) -> None:
        with self._lock:
            self._due = False
            wave_gone = self._wave_gone()
            if wave_gone:
                self._peak = self._open
            elif not self._frozen_garbage_due():
                return
        if wave_gone:
            self.give_back()
        else:
            self._collect_frozen()

    def _collect_frozen(self) -> None:
        """A full pass over every object, the frozen ones too, which frees what the
        sessions ended meanwhile left."""
        with self._thawed():
            gc.collect()

    @contextlib.contextmanager
    def _thawed(self) -> Iterator[None]:
        """Every object within reach of the collector; what lives on is frozen again after."""
        with self._lock:
            self._ended_since_collected = 0
        if self._freezing:
            gc.unfreeze()
        try:
            yield
        finally:
            if self._freezing:
                gc.freeze()

    def give_back(self) -> None:
        """Empty the type attribute cache, close the idle connections, collect every
        object (the frozen ones too), and return the C heap's free pages."""
        sys._clear_type_cache()
        with self._thawed():
            gc.collect()
            _forget_gone_holders()
            self._store.rest()
            gc.collect()
        if self._trim is not None:
            self._trim(0)
        log.info("memory given back with %d sessions open", self._open)

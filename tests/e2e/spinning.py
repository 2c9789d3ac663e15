"""A watch over the Chromium pages of a test: a renderer that has run flat out for 40
seconds has hung. Hangs came in more than half of the whole suites on this machine while
the page was cross-origin isolated: Flutter's renderer, drawing in a second thread,
corrupted its heap and the page spun for ever in its ``free`` (``ui.web.isolation``
prevents that now). The page never paints again, while Playwright waits for it: for ever
in calls without a timeout, ``evaluate`` and ``keyboard.press``; a tap waits its 60 s for
a button to be "visible, enabled and stable", the button in the page but never drawn.
The watch stops such a renderer before a 60-second wait gives up, so the test fails with
"Target crashed" and is run once more, instead of failing or the suite waiting for ever.
What the renderer was doing is written to ``test-output/hung-renderer-<pid>.txt`` first
(``tests.e2e.hang_stacks``)."""

from __future__ import annotations

import logging
import os
import signal
import threading
from pathlib import Path

from tests.e2e.hang_stacks import record, write_down

log = logging.getLogger(__name__)

# How often the renderers are looked at, and how many looks in a row at a full core make
# a hang: a page drawing on a busy machine shares its core and never keeps it that long.
# Under PATIENCE_MS, so that a wait for a hung page ends in "Target crashed".
LOOK_EVERY_S = 5.0
LOOKS_IN_A_ROW = 8
FULL_CORE = 0.97
TICKS = os.sysconf("SC_CLK_TCK")


def _renderers() -> dict[int, float]:
    """Each Chromium renderer of this process tree: its main thread's CPU seconds."""
    mine = os.getpid()
    parents: dict[int, int] = {}
    found: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        parents[int(entry.name)] = int(fields[1])
        if b"--type=renderer" not in command:
            continue
        # The main thread, where the page's JavaScript runs: a busy page's raster and
        # compositor threads add to the process's time (0.9 of a core in a whole game
        # here), while its main thread waits for the server between taps (0.5).
        try:
            main = (entry / "task" / entry.name / "stat").read_text()
        except OSError:
            continue
        main_fields = main.rsplit(")", 1)[1].split()
        found[int(entry.name)] = (int(main_fields[11]) + int(main_fields[12])) / TICKS
    return {pid: cpu for pid, cpu in found.items() if _descends(pid, mine, parents)}


def _descends(pid: int, ancestor: int, parents: dict[int, int]) -> bool:
    while pid > 1:
        if pid == ancestor:
            return True
        pid = parents.get(pid, 1)
    return False


class Watch:
    """Looks at the renderers every ``LOOK_EVERY_S`` until stopped."""

    def __init__(self, test: str, output: Path) -> None:
        self.test = test
        self.output = output
        self.stopped = threading.Event()
        self.hung: list[int] = []
        self.thread = threading.Thread(target=self._watch, name="spinning-renderers", daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.stopped.set()
        self.thread.join()

    def _watch(self) -> None:
        before = _renderers()
        full_looks: dict[int, int] = {}
        while not self.stopped.wait(LOOK_EVERY_S):
            now = _renderers()
            for pid, cpu in now.items():
                busy = (cpu - before.get(pid, cpu)) / LOOK_EVERY_S >= FULL_CORE
                full_looks[pid] = full_looks.get(pid, 0) + 1 if busy else 0
                if full_looks[pid] >= LOOKS_IN_A_ROW:
                    recording = record(pid)
                    os.kill(pid, signal.SIGKILL)
                    self.hung.append(pid)
                    log.warning(
                        "renderer %d has run flat out for %.0f s: stopped (what it ran: %s)",
                        pid,
                        LOOK_EVERY_S * LOOKS_IN_A_ROW,
                        write_down(pid, self.test, recording, self.output),
                    )
                    full_looks[pid] = 0
            before = now

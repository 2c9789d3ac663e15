"""The second server of ``bench_servers``: a server process on the shared database with
eight devices (headless Flet clients) showing one game, following the first server's
changes as ``main.py`` does.

    python -m bench.other_server URL GAME_ID

prints "ready" once its devices show the game and it listens, then for every change it
follows, "seen POSITION SENT HEARD CAUGHT_UP CPU": the log position the table reached, the
moment the last of its devices was sent the redrawn screen, the moments the notice of the
change came and the table had read and applied it (``time.monotonic_ns``, the same clock
in every process), and the CPU time this process spent from the notice to the last device
(ns). It stops when its input closes.
"""

from __future__ import annotations

import asyncio
import sys
import threading
import time

from flet.pubsub.pubsub_hub import PubSubHub

from storage import GameNotice, open_store
from tests.ui.harness import FakeClient
from ui.other_servers import OtherServers
from ui.server import app_main, make_services
from ui.services import table_topic

DEVICES = 8


def _say(line: str) -> None:
    sys.stdout.write(f"{line}\n")
    sys.stdout.flush()


async def follow(url: str, game_id: str) -> None:
    services = make_services(open_store(url=url))
    loop = asyncio.get_running_loop()
    hub = PubSubHub(loop=loop)
    devices = []
    for _ in range(DEVICES):
        device = FakeClient(hub, width=390, height=844, route=f"/game/{game_id}")
        device.browser_storage["table-companion.language"] = "en"
        await device.start(app_main(services), services.peers.record)
        devices.append(device)
    # Each device's sends: when (monotonic) and the process's CPU time then.
    sent: list[list[tuple[int, int]]] = [[] for _ in devices]
    for device, times in zip(devices, sent, strict=True):
        send = device.conn.send_message

        def recorded(
            message: object, send: object = send, times: list[tuple[int, int]] = times
        ) -> None:
            times.append((time.monotonic_ns(), time.process_time_ns()))
            send(message)  # type: ignore[operator]

        device.conn.send_message = recorded  # type: ignore[method-assign]
    # The latest notice: when it came, and the CPU time then.
    heard = [(0, 0)]
    told: list[tuple[int, int, tuple[int, int]]] = []
    table = services.tables.open(game_id)
    follow_notice = services.tables.follow

    def timed_follow(notice: GameNotice) -> bool:
        heard[0] = (time.monotonic_ns(), time.process_time_ns())
        return follow_notice(notice)

    services.tables.follow = timed_follow  # type: ignore[method-assign]

    def tell(changed: str) -> None:
        told.append((table.position, time.monotonic_ns(), heard[0]))
        hub.send_all_on_topic(table_topic(changed), changed)

    other_servers = OtherServers(services.tables)
    await asyncio.to_thread(other_servers.start, services.store, tell)
    _say("ready")
    finished = threading.Event()

    def finish_at_end_of_input() -> None:
        sys.stdin.read()
        finished.set()

    threading.Thread(target=finish_at_end_of_input, daemon=True).start()
    reported = 0
    while not finished.is_set():
        await asyncio.sleep(0.001)
        while reported < len(told):
            position, at, (heard_at, heard_cpu) = told[reported]
            firsts = [next((t for t in times if t[0] >= at), None) for times in sent]
            if any(first is None for first in firsts):
                break
            last_at, last_cpu = max(t for t in firsts if t is not None)
            _say(f"seen {position} {last_at} {heard_at} {at} {last_cpu - heard_cpu}")
            reported += 1
    await asyncio.to_thread(other_servers.stop)
    services.store.close()


if __name__ == "__main__":
    asyncio.run(follow(sys.argv[1], sys.argv[2]))

"""Fury of Dracula screens: a hunter's action tapped on his player's phone with three more
devices at the table (rules, storage and every device's redraw), what each is sent for it,
Dracula's movement choices, the printed aids and a hunter seat's game file."""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import flet as ft

from bench.measure import (
    CHANGE_LAYERS,
    Stopwatch,
    change_layers,
    change_watched,
    report,
    report_latency,
    report_layers,
    timings_ms,
)
from sheets.core.authority import HOST, Actor
from sheets.fury_of_dracula.actions import Rest
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.options import options
from sheets.pdf.fury_of_dracula import aids_pdf
from storage import SeatInfo, Store, open_store
from tests.ui.conftest import Table
from tests.ui.fod_devices import far_apart_setup, four_devices, play_far_apart
from tests.ui.harness import find
from ui.fury_of_dracula import seat_screen
from ui.fury_of_dracula.export import seat_game_file
from ui.lan import Lan
from ui.server import make_services
from ui.services import table_topic
from ui.widgets.panel import Panel

REPEAT = 60
BOHDANS_PHONE = Actor(host=False, seats=frozenset({1}))


async def _tap_rest_on_a_phone(
    store: Store,
) -> tuple[list[float], list[float], dict[str, list[int]], list[dict[str, float]]]:
    """Rest tapped on Bohdan's phone, again and again: the milliseconds until each of the
    four devices has been sent its update (wall clock and the server's CPU time), the
    bytes each was sent, and where the time went (:func:`_layers`)."""
    table = Table(make_services(store, Lan("192.168.1.20", 8550)))
    table.services.memory.freeze_start_up()
    game_id, devices = await four_devices(table)
    phone = devices["bohdan"]
    samples: list[float] = []
    cpu: list[float] = []
    sizes: dict[str, list[int]] = {name: [] for name in devices}
    named = {id(client.page): name for name, client in devices.items()}
    stopwatch = Stopwatch()
    watched: tuple[tuple[object, str, str | Callable[..., str]], ...] = (
        *change_watched(table.services),
        # Every panel of a screen is brought up to date by this method.
        (Panel, "refresh", lambda panel: f"{named[id(panel.page)]}_view"),
        (seat_screen, "update_together", lambda page, _: f"{named[id(page)]}_patch"),
    )
    for _ in range(REPEAT):
        sent = {name: client.conn.sent for name, client in devices.items()}
        rest = find(phone, ft.FilledTonalButton, "Rest")
        with stopwatch.watching(*watched):
            began, began_cpu = time.perf_counter(), time.process_time()
            await phone.session.dispatch_event(rest._i, "click", None)
            while any(client.conn.sent == sent[name] for name, client in devices.items()):
                await asyncio.sleep(0)
            samples.append((time.perf_counter() - began) * 1000)
            cpu.append((time.process_time() - began_cpu) * 1000)
            stopwatch.lap()
        for client in devices.values():
            await client.settle()
        for name, client in devices.items():
            sizes[name].append(sum(client.conn.sizes[sent[name] :]))
        # Taken back where it was taken: the host may not undo what a phone did.
        table.services.tables.undo(game_id, 1, BOHDANS_PHONE)
        table.hub.send_all_on_topic(table_topic(game_id), game_id)
        for client in devices.values():
            await client.settle()
    store.close()
    return samples, cpu, sizes, _layers(stopwatch, samples, list(devices))


def _layers(
    stopwatch: Stopwatch, samples: list[float], devices: list[str]
) -> list[dict[str, float]]:
    """Where each Rest's time went: the storage's write, the rules, each device's view and
    its patch, and the rest (milliseconds)."""
    taps = []
    for spent, sample in zip(stopwatch.steps, samples, strict=True):
        parts = change_layers(spent)
        for device in devices:
            parts[f"{device}_view"] = spent[f"{device}_view"]
            parts[f"{device}_patch"] = spent[f"{device}_patch"]
        redraws = sum(spent[f"{device}_view"] + spent[f"{device}_patch"] for device in devices)
        parts["rest"] = sample - spent["change"] - redraws
        taps.append(parts)
    return taps


_LAYER_WORDS = CHANGE_LAYERS | {
    "view": "the device's panels brought up to date with the table",
    "patch": "the device's patch of what changed: read off or diffed, encoded, sent",
    "rest": "the rest: the event's dispatch, the handler, the pubsub (less than nothing "
    "when the last message left before the devices' bookkeeping ended)",
}


def bench_table_action() -> None:
    with tempfile.TemporaryDirectory() as folder:
        samples, cpu, sizes, layers = asyncio.run(
            _tap_rest_on_a_phone(open_store(data_dir=Path(folder)))
        )
    report_latency(
        "fod_ui.rest_tapped_on_a_phone_4_devices",
        samples,
        goal_p95=10,
        measures="Fury of Dracula: Rest tapped on a hunter's phone until each of the 4 "
        "devices of a --lan table (tablet, 2 hunters' phones, Dracula's) is sent its "
        "update, on the server, the action committed to SQLite (synchronous=FULL) first",
    )
    report_latency(
        "fod_ui.rest_tapped_on_a_phone_4_devices.cpu",
        cpu,
        measures="the server's CPU time for the same, which the machine's load changes less",
    )
    for name, values in sizes.items():
        report(
            f"fod_ui.rest_bytes_sent.{name}",
            statistics.median(values),
            "bytes",
            measures="what Rest tapped on Bohdan's phone sends each device",
        )
    report_layers(
        "fod_ui.rest_tapped_on_a_phone_4_devices",
        layers,
        _LAYER_WORDS,
        "Fury of Dracula: Rest on a phone, 4 devices, median per tap",
    )
    in_memory, in_memory_cpu, _, _ = asyncio.run(_tap_rest_on_a_phone(open_store(url="sqlite://")))
    report_latency(
        "fod_ui.rest_tapped_on_a_phone_4_devices.without_disk",
        in_memory,
        measures="the same with the games kept in an in-memory database: the rules and "
        "the four redraws without the commit's wait for the disk",
    )
    report_latency(
        "fod_ui.rest_tapped_on_a_phone_4_devices.without_disk.cpu",
        in_memory_cpu,
        measures="the server's CPU time for the same, without the disk",
    )


def _stored(store: Store) -> str:
    setup = far_apart_setup()
    return store.create_game(
        kind="fury_of_dracula",
        setup=setup,
        seats=[SeatInfo(name=player.name) for player in setup.players],
    )


def bench_dracula_move_choices() -> None:
    """Dracula's movement step in an advanced game: every legal card (Misdirect, Wolf Form
    and the powers included) with what it would cost him, asked of the rules."""
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(data_dir=Path(folder))
        tables = make_services(store).tables
        game_id = _stored(store)
        play_far_apart(tables, game_id, ("SA", "IO", "AT", "VA"))
        while current_step(tables.open(game_id).state) in ("day_action", "night_action"):
            state = tables.open(game_id).state
            hunter = state.current_hunter
            tables.act(game_id, Rest(seat=state.setup.hunter_seats[hunter], hunter=hunter), HOST)
        state = tables.open(game_id).state
        store.close()
    choices = options(state, 0)
    assert choices.step == "dracula_move"
    report("fod_ui.dracula_move_choices", len(choices.dracula_moves), "choices")
    report_latency("fod_ui.dracula_move_options", timings_ms(lambda: options(state, 0), repeat=30))


def bench_aids_pdf() -> None:
    report_latency(
        "fod_ui.aids_pdf_blank_2_pages",
        timings_ms(lambda: aids_pdf(language="cs", paper="a4"), repeat=20),
    )


def bench_seat_game_file() -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(data_dir=Path(folder))
        services = make_services(store)
        game_id = _stored(store)
        play_far_apart(services.tables, game_id)
        live = services.tables.open(game_id)
        full = store.export_game(game_id=game_id)
        report("fod_ui.seat_file.actions", len(live.game.actions), "actions")
        report_latency(
            "fod_ui.seat_file",
            timings_ms(lambda: seat_game_file(full, live.game, 1), repeat=30),
        )
        store.close()


BENCHMARKS = [bench_table_action, bench_dracula_move_choices, bench_aids_pdf, bench_seat_game_file]

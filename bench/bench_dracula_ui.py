"""Fury of Dracula screens: a hunter's action tapped on his player's phone with three more
devices at the table (rules, storage and every device's redraw), what each is sent for it,
Dracula's movement choices, the printed aids and a hunter seat's game file."""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

import flet as ft

from bench.measure import report, report_latency, timings_ms
from sheets.fury_of_dracula.actions import DraculaStart, Rest
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.options import options
from sheets.pdf.fury_of_dracula import aids_pdf
from storage import SeatInfo, Store, open_store
from tests.ui.conftest import Table
from tests.ui.fod_devices import device, far_apart_setup, play_far_apart, stored_game, take_seat
from tests.ui.harness import find
from ui.access import HOST
from ui.app import TABLE_TOPIC
from ui.fury_of_dracula.export import seat_game_file
from ui.server import make_services

REPEAT = 60


async def _tap_rest_on_a_phone(folder: Path) -> None:
    store = open_store(data_dir=folder)
    table = Table(make_services(store))
    game_id = stored_game(table, far_apart_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    tablet = await device(table, game_id)
    phone = await device(table, game_id, width=390)
    other = await device(table, game_id, width=390)
    dracula = await device(table, game_id, width=390)
    await take_seat(phone, "Bohdan")
    await take_seat(dracula, "Anna")
    devices = (phone, tablet, other, dracula)
    samples: list[float] = []
    sizes = {name: [] for name in ("table", "hunter", "dracula")}
    for _ in range(REPEAT):
        sent = {id(client): len(client.conn.sizes) for client in devices}
        rest = find(phone, ft.FilledTonalButton, "Rest")
        began = time.perf_counter()
        await phone.fire(rest)
        for client in devices[1:]:
            await client.settle()
        samples.append((time.perf_counter() - began) * 1000)
        for name, client in (("table", tablet), ("hunter", phone), ("dracula", dracula)):
            sizes[name].append(sum(client.conn.sizes[sent[id(client)] :]))
        table.services.tables.undo(game_id, 1, HOST)
        table.hub.send_all_on_topic(TABLE_TOPIC, game_id)
        for client in devices:
            await client.settle()
    report_latency(
        "fod_ui.rest_tapped_on_a_phone_4_devices",
        samples,
        goal_p95=10,
        measures="Fury of Dracula: Rest tapped on a hunter's phone until all 4 devices "
        "of the table are redrawn",
    )
    for name, values in sizes.items():
        report(f"fod_ui.rest_bytes_sent.{name}", sorted(values)[len(values) // 2], "bytes")
    store.close()


def bench_table_action() -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_tap_rest_on_a_phone(Path(folder)))


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
            timings_ms(lambda: seat_game_file(full, live.game, live.seqs, 1), repeat=30),
        )
        store.close()


BENCHMARKS = [bench_table_action, bench_dracula_move_choices, bench_aids_pdf, bench_seat_game_file]

"""Every game's file, saved from its play screen's menu: the game as this device may see
it, never more. A game without secrets is exported whole; Fury of Dracula's and SATOR's
hold, until the game is over, only what this device may know (a hunter's file has no
Dracula fact, a phone's SATOR file no other player's prayers), and are records to read
that the importer refuses."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

from sheets.core.authority import Actor
from storage import StorageError, Store
from ui.fury_of_dracula.export import seat_game_file
from ui.live import LiveTable
from ui.sator.export import seats_game_file

if TYPE_CHECKING:
    from ui.session import AppSession

# What of storage's whole export (the JSON text) a device may have, for the games with
# secrets; the others' files are whole.
SeatFile = Callable[[str, LiveTable, Actor], str]


def _fury_of_dracula(full: str, table: LiveTable, actor: Actor) -> str:
    return seat_game_file(full, table.game, min(actor.seats, default=None))


def _sator(full: str, table: LiveTable, actor: Actor) -> str:
    return seats_game_file(full, hands_seen(table, actor), finished=table.finished)


SEAT_FILES: dict[str, SeatFile] = {"fury_of_dracula": _fury_of_dracula, "sator": _sator}


def hands_seen(table: LiveTable, actor: Actor) -> frozenset[int]:
    """The seats whose cards this device may show: its own, and as the host every seat no
    other device holds (those players share it)."""
    held_elsewhere = table.held - actor.seats
    return frozenset(actor.playable(len(table.seats), held_elsewhere))


def device_game_file(store: Store, table: LiveTable, actor: Actor) -> str:
    """The JSON text of the game file of ``table`` that ``actor``'s device may have."""
    full = store.export_game(game_id=table.game_id)
    seat_file = SEAT_FILES.get(table.kind)
    return full if seat_file is None else seat_file(full, table, actor)


def file_name(table: LiveTable) -> str:
    return f"{table.kind.replace('_', '-')}-{table.game_id[:8]}.json"


async def save_game_file(session: AppSession, game_id: str) -> None:
    table = session.tables.open(game_id)
    actor = session.actor(game_id)
    try:
        text = await asyncio.to_thread(device_game_file, session.store, table, actor)
    except StorageError as failure:
        session.notify(session.texts(f"storage.{failure.code}", **failure.params))
        return
    await ft.FilePicker().save_file(file_name=file_name(table), src_bytes=text.encode("utf-8"))


def game_file_items(session: AppSession, game_id: str) -> list[ft.PopupMenuItem]:
    """*Save game file* for a play screen's menu."""
    return [
        ft.PopupMenuItem(
            content=session.texts("game_file.save"),
            icon=ft.Icons.SAVE_ALT,
            on_click=lambda e: session.page.run_task(save_game_file, session, game_id),
        )
    ]

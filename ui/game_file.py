"""Every game's file, saved from its play screen's menu: the game as this device may see
it, never more. A game without secrets is exported whole; a game with secrets registers
what of it a device may have (its :attr:`~ui.games.GameUi.device_file`): until the game is
over, a record to read that the importer refuses."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import flet as ft

from sheets.core.authority import Actor
from storage import StorageError, Store
from ui.live import LiveTable

if TYPE_CHECKING:
    from ui.session import AppSession, DeviceFile


def device_game_file(
    store: Store, table: LiveTable, actor: Actor, device_file: DeviceFile | None
) -> str:
    """The JSON text of the game file of ``table`` that ``actor``'s device may have, by its
    game's ``device_file`` (``None``: the whole game)."""
    full = store.export_game(game_id=table.game_id)
    return full if device_file is None else device_file(full, table, actor)


def file_name(table: LiveTable) -> str:
    return f"{table.kind.replace('_', '-')}-{table.game_id[:8]}.json"


async def save_game_file(session: AppSession, game_id: str) -> None:
    table = session.tables.open(game_id)
    actor = session.actor(game_id)
    device_file = session.device_file(table.kind)
    try:
        text = await asyncio.to_thread(device_game_file, session.store, table, actor, device_file)
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

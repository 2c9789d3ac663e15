"""A SATOR game file for one device: whole when the device may see every hand (the game
is over, or every player's cards are on this device), else a record without the prayers
of the hands it may not see (:mod:`sheets.sator.secrecy`), which cannot be replayed and so
is not taken for a game file."""

from __future__ import annotations

import json
from typing import Any

from sheets.core.actions import action_from_json
from sheets.core.authority import Actor
from sheets.sator.secrecy import action_json_for_seats
from storage.documents import SEAT_RECORD_FORMAT
from ui.live import LiveTable


def device_file(full: str, table: LiveTable, actor: Actor) -> str:
    """``full`` as ``actor``'s device may have it: with the hands it may show."""
    return seats_game_file(full, hands_seen(table, actor), finished=table.finished)


def hands_seen(table: LiveTable, actor: Actor) -> frozenset[int]:
    """The seats whose cards this device may show: its own, and as the host every seat no
    other device holds (those players share it)."""
    held_elsewhere = table.held - actor.seats
    return frozenset(actor.playable(len(table.seats), held_elsewhere))


def seats_game_file(full: str, seats: frozenset[int], *, finished: bool) -> str:
    """``full`` (storage's export) as a device that may see the hands of ``seats`` may
    have it."""
    document: dict[str, Any] = json.loads(full)
    if finished or seats >= set(range(len(document["seats"]))):
        return full
    document["format"] = SEAT_RECORD_FORMAT
    document["hands_seen"] = sorted(seats)
    for entry in document["log"]:
        entry["action"] = action_json_for_seats(action_from_json(entry["action"]), seats)
    return json.dumps(document, ensure_ascii=False, indent=1)

"""A game file for one seat: what that seat may know of the game, and nothing more.

Storage exports a whole game, everybody's secrets included. For every seat this module
takes out what the seat may not know with :mod:`sheets.fury_of_dracula.secrecy`: for the
hunters and the table Dracula's seed and secret choices (which keep only their type), for
Dracula and the table the hunters' ticket seed and the tickets they entered; each action
carries the events the seat saw. Without the secrets the log cannot be replayed, so the
result is a record to read (format ``table-companion/seat-record``), which the importer
refuses as a game file. Once the game is over nothing is secret any more: every device
gets the whole game file, importable as usual.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sheets.core.actions import action_from_json
from sheets.core.authority import Actor
from sheets.core.events import Event
from sheets.core.log import Game
from sheets.fury_of_dracula.secrecy import (
    action_json_for_seat,
    events_for_seat,
    public_events,
    setup_json_for_seat,
)
from sheets.fury_of_dracula.setup import setup_from_json
from sheets.fury_of_dracula.view import to_json
from storage.documents import SEAT_RECORD_FORMAT
from ui.live import LiveTable

# The table holds no seat; the filters treat it as a seat that is not Dracula's.
TABLE = -1


def device_file(full: str, table: LiveTable, actor: Actor) -> str:
    """``full`` as ``actor``'s device may have it: as its seat, or the table's for the host."""
    return seat_game_file(full, table.game, min(actor.seats, default=None))


def seat_game_file(full: str, game: Game, seat: int | None) -> str:
    """``full`` (storage's export of ``game``, whose log entries carry their storage
    numbers) as ``seat`` may have it; ``None`` is the table."""
    document: dict[str, Any] = json.loads(full)
    setup = setup_from_json(document["setup"])
    dracula = setup.dracula_seat
    if game.rules.is_finished(game.state):
        return full
    viewer = TABLE if seat is None else seat
    events_by_seq = {entry.number: game.events(index) for index, entry in enumerate(game.entries)}
    document["format"] = SEAT_RECORD_FORMAT
    document["seat"] = seat
    document["setup"] = setup_json_for_seat(setup, viewer)
    for entry in document["log"]:
        action = action_from_json(entry["action"])
        entry["action"] = action_json_for_seat(action, viewer, dracula)
        shown = _shown(events_by_seq.get(entry["seq"], ()), seat)
        entry["events"] = [_event_json(event) for event in shown]
    return json.dumps(document, ensure_ascii=False, indent=1)


def _shown(events: Sequence[Event], seat: int | None) -> tuple[Event, ...]:
    return public_events(events) if seat is None else events_for_seat(events, seat)


def _event_json(event: Event) -> dict[str, Any]:
    return {"code": event.code, "seat": event.seat, "params": to_json(dict(event.params))}

"""What of the log may leave the server for a seat: events, actions and the setup with
Dracula's secrets taken out for every seat but his.

Dracula's secret events are his alone; his private choices (start, move, encounters,
lairs, drawn cards) reach other seats as their type only, their public consequences
being in the events; the seed, from which the app's encounter deck follows, is kept
from the hunters.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sheets.core.actions import Action, action_to_json
from sheets.core.events import Event
from sheets.fury_of_dracula.actions import (
    DraculaMove,
    DraculaStart,
    DrawEncounters,
    MakeLair,
    Mature,
    PlaceEncounter,
)
from sheets.fury_of_dracula.change import SECRET_PREFIX
from sheets.fury_of_dracula.setup import Setup, setup_to_json

SECRET_ACTIONS = (DraculaStart, DrawEncounters, MakeLair, DraculaMove, PlaceEncounter, Mature)


def events_for_seat(events: Iterable[Event], seat: int) -> tuple[Event, ...]:
    """The events ``seat`` may see: every public one and its own secret ones."""
    return tuple(
        event for event in events if not event.code.startswith(SECRET_PREFIX) or event.seat == seat
    )


def public_events(events: Iterable[Event]) -> tuple[Event, ...]:
    """The events the table's shared screen may show."""
    return tuple(event for event in events if not event.code.startswith(SECRET_PREFIX))


def action_json_for_seat(action: Action, seat: int, dracula_seat: int) -> dict[str, Any]:
    """An action's JSON as ``seat`` may receive it."""
    if isinstance(action, SECRET_ACTIONS) and seat != dracula_seat:
        return {"type": action.TYPE, "seat": action.seat}
    return action_to_json(action)


def setup_json_for_seat(setup: Setup, seat: int) -> dict[str, Any]:
    """The setup's JSON as ``seat`` may receive it: without the seed for the hunters."""
    data = setup_to_json(setup)
    if seat != setup.dracula_seat:
        del data["seed"]
    return data

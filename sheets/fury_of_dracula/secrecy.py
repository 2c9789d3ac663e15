"""What of the log may leave the server for a seat: events, actions and the setup with
Dracula's secrets taken out for every seat but his, and the hunters' for every seat but
theirs.

Dracula's secret events are his alone; his private choices (start, move, encounters,
lairs, drawn cards, the events he plays or discards) reach other seats as their type only,
their public consequences being in the events, and the title of a Dracula event a hunter
drew for the app's Dracula reaches no other seat; the seed, from which the app's
encounter deck follows, is kept from the hunters. The other way round, the tickets a
hunter reserved as drawn at the table and the ticket seed, from which the app's ticket
draws follow, are kept from Dracula and from the table's screen, which he watches too.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sheets.core.actions import Action, action_to_json
from sheets.core.events import Event
from sheets.fury_of_dracula.actions import (
    DraculaEvent,
    DraculaMove,
    DraculaStart,
    DrawEncounters,
    MakeLair,
    Mature,
    PlaceEncounter,
    ReserveTicket,
    Supply,
)
from sheets.fury_of_dracula.change import SECRET_PREFIX
from sheets.fury_of_dracula.setup import Setup, setup_to_json

SECRET_ACTIONS = (
    DraculaStart,
    DrawEncounters,
    MakeLair,
    DraculaMove,
    PlaceEncounter,
    Mature,
    DraculaEvent,
)


def events_for_seat(events: Iterable[Event], seat: int) -> tuple[Event, ...]:
    """The events ``seat`` may see: every public one and its own secret ones."""
    return tuple(
        event for event in events if not event.code.startswith(SECRET_PREFIX) or event.seat == seat
    )


def public_events(events: Iterable[Event]) -> tuple[Event, ...]:
    """The events the table's shared screen may show."""
    return tuple(event for event in events if not event.code.startswith(SECRET_PREFIX))


def is_hunter_seat(seat: int, dracula_seat: int) -> bool:
    """A hunter player's seat; not Dracula's, nor the table (a negative seat)."""
    return seat >= 0 and seat != dracula_seat


def action_json_for_seat(action: Action, seat: int, dracula_seat: int) -> dict[str, Any]:
    """An action's JSON as ``seat`` may receive it (a negative seat is the table)."""
    if isinstance(action, SECRET_ACTIONS) and seat != dracula_seat:
        return {"type": action.TYPE, "seat": action.seat}
    data = action_to_json(action)
    if isinstance(action, ReserveTicket) and not is_hunter_seat(seat, dracula_seat):
        del data["tickets"]
    if isinstance(action, Supply) and seat != dracula_seat:
        del data["card"]
    return data


def setup_json_for_seat(setup: Setup, seat: int) -> dict[str, Any]:
    """The setup's JSON as ``seat`` may receive it: without the seed for the hunters and
    the table, without the ticket seed for Dracula and the table."""
    data = setup_to_json(setup)
    if seat != setup.dracula_seat:
        del data["seed"]
    if not is_hunter_seat(seat, setup.dracula_seat):
        del data["ticket_seed"]
    return data

"""Small tables in known positions for the unit tests."""

from __future__ import annotations

from typing import Any

from sheets.core import Action
from sheets.core.events import Event
from sheets.fury_of_dracula.actions import DraculaStart
from sheets.fury_of_dracula.content import HUNTERS, HunterId
from sheets.fury_of_dracula.rules import apply, initial
from sheets.fury_of_dracula.setup import Setup, randomise_setup
from sheets.fury_of_dracula.state import GameState, Hideout

DRACULA = 0


def make_setup(*, advanced: bool = False, players: int = 3, **kwargs: Any) -> Setup:
    names = [f"P{number}" for number in range(players)]
    return randomise_setup(names, 11, dracula_seat=DRACULA, advanced=advanced, **kwargs)


def seat_of(state: GameState, hunter: HunterId) -> int:
    return state.setup.hunter_seats[hunter]


def started(start: str = "PA", **kwargs: Any) -> GameState:
    """Dracula placed in ``start``; Godalming's day action is due."""
    state = initial(make_setup(**kwargs))
    return apply(state, DraculaStart(seat=DRACULA, place=start)).state


def act(state: GameState, *actions: Action) -> tuple[GameState, list[Event]]:
    events: list[Event] = []
    for action in actions:
        transition = apply(state, action)
        state = transition.state
        events += transition.events
    return state, events


def codes(events: list[Event]) -> list[str]:
    return [event.code for event in events]


def place_hunters(state: GameState, **locations: str) -> GameState:
    for hunter, place in locations.items():
        assert hunter in HUNTERS
        state = state.with_hunter(hunter, state.hunter(hunter).but(location=place))  # type: ignore[arg-type]
    return state


def with_trail(state: GameState, *slots: Hideout | None, location: str | None = None) -> GameState:
    trail = (*slots, *(None,) * (6 - len(slots)))
    first = slots[0] if slots else None
    where = location or (first.location if first is not None else None)
    return state.but(trail=trail, dracula=state.dracula.but(location=where))

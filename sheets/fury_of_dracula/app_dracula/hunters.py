"""Scripted hunters for the simulator: follow the freshest trail the table has found,
search there, rest when hurt, supply otherwise. They read only what hunters see."""

from __future__ import annotations

import random

from sheets.core.actions import Action
from sheets.fury_of_dracula.actions import (
    ChooseHospital,
    Move,
    ReserveTicket,
    Rest,
    Search,
    Supply,
)
from sheets.fury_of_dracula.app_dracula.geography import FAR, distances
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.hunter_turn import search_spots
from sheets.fury_of_dracula.movement import hunter_moves, is_sea, nearest_hospitals
from sheets.fury_of_dracula.options import options, refusal
from sheets.fury_of_dracula.state import GameState

# A hunter this close to defeat rests instead of hunting.
REST_WHEN_LEFT = 3


def target(state: GameState) -> str | None:
    """Where the hunters head: Dracula's figure when revealed, else the freshest face-up
    place of his trail."""
    if state.dracula.revealed_at is not None:
        return state.dracula.revealed_at
    for slot in state.trail:
        if slot is not None and slot.location is not None and slot.location in slot.revealed:
            return slot.location
    return None


def hunter_action(state: GameState, hunter: HunterId, rng: random.Random) -> Action:
    for action in _wishes(state, hunter, rng):
        if refusal(state, action) is None:
            return action
    seat = state.setup.hunter_seats[hunter]
    fallback = [a for a in options(state, seat).actions if getattr(a, "hunter", None) == hunter]
    return rng.choice(fallback)


def _wishes(state: GameState, hunter: HunterId, rng: random.Random) -> list[Action]:
    seat = state.setup.hunter_seats[hunter]
    figure = state.hunter(hunter)
    day = state.half == "day"
    left = state.rules.hunter_health[hunter] - figure.damage
    goal = target(state)
    supply = Supply(seat=seat, hunter=hunter, event=None if figure.hospital else "hunter")
    wishes: list[Action] = []
    if figure.hospital:
        return [*_moves_towards(state, hunter, goal, rng), supply, Rest(seat=seat, hunter=hunter)]
    if search_spots(state, figure):
        wishes.append(Search(seat=seat, hunter=hunter))
    if goal is not None and figure.location == goal and state.dracula.revealed_at == goal:
        return [*wishes, Rest(seat=seat, hunter=hunter), supply]
    if left <= REST_WHEN_LEFT and not (day and is_sea(figure.location)):
        wishes.append(Rest(seat=seat, hunter=hunter))
    if day:
        wishes += _moves_towards(state, hunter, goal, rng)
    elif not figure.tickets:
        wishes.append(ReserveTicket(seat=seat, hunter=hunter))
    if figure.damage:
        wishes.append(Rest(seat=seat, hunter=hunter))
    return [*wishes, supply, Supply(seat=seat, hunter=hunter, event="dracula")]


def _moves_towards(
    state: GameState, hunter: HunterId, goal: str | None, rng: random.Random
) -> list[Action]:
    """The best move: nearer ``goal``; once there, into a neighbouring city the trail has
    not been found in, away from the other hunters; with no goal, spread out."""
    seat = state.setup.hunter_seats[hunter]
    figure = state.hunter(hunter)
    table = distances(state.board)
    moves = hunter_moves(state, figure)
    if not moves:
        return []
    others = [
        other.location
        for name, other in zip(HUNTERS, state.hunters, strict=True)
        if name != hunter and not other.defeated
    ]
    found = {slot.location for slot in state.trail if slot is not None and slot.revealed}

    def spread(place: str) -> float:
        return min((table[place].get(other, FAR) for other in others), default=FAR)

    def rank(place: str) -> float:
        if is_sea(place):
            return 50.0 + rng.random()
        if goal is not None and figure.location != goal:
            return table[place].get(goal, FAR) * 10 - 0.1 * spread(place) + rng.random()
        near_goal = 0.0 if goal is None else table[place].get(goal, FAR)
        seen = 5.0 if place in found else 0.0
        return near_goal * 3 + seen - min(spread(place), 4) + rng.random() * 2

    best = min(moves, key=lambda move: rank(move.to))
    return [Move(seat=seat, hunter=hunter, to=best.to, route=best.route, ticket=best.ticket)]


def hunters_hospital(state: GameState, hunter: HunterId) -> ChooseHospital:
    """The hunters' own choice of hospital (a house rule): the first of the nearest."""
    nearest = nearest_hospitals(state.board, state.hunter(hunter).location)
    hospital = nearest[0] if nearest else load_content().hospitals[0]
    return ChooseHospital(seat=state.setup.hunter_seats[hunter], hunter=hunter, hospital=hospital)

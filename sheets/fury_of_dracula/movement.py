"""Where a hunter or Dracula may go from here, checked against the map and the tokens.

Hunters travel by road, by rail with a ticket (the white value on all-white routes, the
yellow value where yellow lines are used) and by sea; fog, roadblocks and storms stop
them. Dracula goes by road or sea only, never onto a card already on his trail or in a
lair (except into a lair), never onto consecrated ground or heavenly host.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from sheets.fury_of_dracula.board import Board
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.house_rules import HouseRules
from sheets.fury_of_dracula.state import GameState, Hunter, Ticket, Tokens

Route = Literal["road", "rail", "sea"]


def is_sea(place: str) -> bool:
    return load_content().place(place).is_sea


def road_move_blocked(tokens: Tokens, board: Board, origin: str, to: str) -> str | None:
    """Why a hunter cannot take the road ``origin``-``to``, or ``None``."""
    if to not in board.road_neighbours(origin):
        return "fod_no_road"
    if board.road_key(origin, to) in tokens.roadblocks:
        return "fod_roadblocked"
    if to in tokens.fog:
        return "fod_fog_blocks"
    return None


def sea_move_blocked(tokens: Tokens, board: Board, origin: str, to: str) -> str | None:
    if to not in board.sea_neighbours(origin):
        return "fod_no_sea_link"
    if to in tokens.storms:
        return "fod_storm_blocks"
    if to in tokens.fog:
        return "fod_fog_blocks"
    return None


def rail_distances(
    board: Board, tokens: Tokens, origin: str, colours: frozenset[str]
) -> dict[str, int]:
    """Fewest rail segments to each city using only ``colours``, never passing through
    fog or along a roadblocked line."""
    distances = {origin: 0}
    queue = deque([origin])
    while queue:
        place = queue.popleft()
        if place != origin and place in tokens.fog:
            continue
        for link in board.rail_links(place):
            if link.colour not in colours or link.edge in tokens.roadblocks:
                continue
            if link.to not in distances:
                distances[link.to] = distances[place] + 1
                queue.append(link.to)
    return distances


def rail_reach(
    board: Board, tokens: Tokens, rules: HouseRules, origin: str, ticket: Ticket
) -> frozenset[str]:
    """Every city a ticket takes a hunter to from ``origin`` by rail."""
    white, yellow = ticket
    white_only = rail_distances(board, tokens, origin, frozenset({"white"}))
    reach = {place for place, steps in white_only.items() if 0 < steps <= white}
    if yellow is not None:
        yellow_only = rail_distances(board, tokens, origin, frozenset({"yellow"}))
        reach |= {place for place, steps in yellow_only.items() if 0 < steps <= yellow}
        mixed_value = {"yellow": yellow, "white": white, "forbidden": 0}[rules.mixed_rail_value]
        both = rail_distances(board, tokens, origin, frozenset({"white", "yellow"}))
        reach |= {place for place, steps in both.items() if 0 < steps <= mixed_value}
    return frozenset(place for place in reach if place not in tokens.fog)


@dataclass(frozen=True, slots=True)
class HunterMove:
    """One legal move of a hunter: where to, how, and with which held ticket."""

    to: str
    route: Route
    ticket: int | None = None


def hunter_moves(state: GameState, hunter: Hunter) -> tuple[HunterMove, ...]:
    """Every move a hunter may make from where he stands, roads first, then seas, then
    each ticket's railway destinations."""
    board, tokens = state.board, state.tokens
    origin = hunter.location
    if hunter.hospital:
        return () if origin in tokens.fog else (HunterMove(origin, "road"),)
    if origin in tokens.fog:
        return ()
    moves: list[HunterMove] = []
    if not is_sea(origin):
        for to in sorted(board.road_neighbours(origin)):
            if road_move_blocked(tokens, board, origin, to) is None:
                moves.append(HunterMove(to, "road"))
    for to in sorted(board.sea_neighbours(origin)):
        if sea_move_blocked(tokens, board, origin, to) is None:
            moves.append(HunterMove(to, "sea"))
    if not is_sea(origin):
        for index, ticket in enumerate(hunter.tickets):
            for to in sorted(rail_reach(board, tokens, state.rules, origin, ticket)):
                moves.append(HunterMove(to, "rail", index))
    return tuple(moves)


@dataclass(frozen=True, slots=True)
class DraculaDestination:
    """A place Dracula may put on space 1, what it costs him and whether it reveals him."""

    place: str
    damage: int
    heal: int
    reveals: bool
    lair: bool


def dracula_destinations(
    state: GameState, *, wolf_form: bool = False, freed: Iterable[str] = ()
) -> tuple[DraculaDestination, ...]:
    """Places Dracula may move to now: by road or sea (by up to two roads in Wolf Form),
    minus his own cards (``freed`` are cards a Misdirect is about to take back)."""
    location = state.dracula.location
    if location is None:
        return ()
    board = state.board
    content = load_content()
    rules = state.rules
    if wolf_form:
        if is_sea(location):
            return ()
        through = None if rules.wolf_form_passes_blessed else _not_blessed(state)
        candidates = set(board.within_roads(location, rules.wolf_form_roads, through))
    else:
        candidates = set(board.road_neighbours(location)) | set(board.sea_neighbours(location))
    lairs = {lair.location for lair in state.lairs}
    taken = (set(state.cards_in_use()) - set(freed)) - lairs
    result = []
    for place in sorted(candidates - taken - {location}):
        if state.tokens.blessed(place):
            continue
        info = content.place(place)
        damage = 0
        if info.is_sea:
            sea_to_sea = is_sea(location)
            damage = (
                content.game.sea_damage_sea_to_sea
                if sea_to_sea
                else content.game.sea_damage_from_port
            )
        heal = content.game.castle_heal if info.kind == "castle" else 0
        result.append(
            DraculaDestination(
                place=place,
                damage=damage + (rules.wolf_form_damage if wolf_form else 0),
                heal=heal,
                reveals=not info.is_sea and bool(state.hunters_at(place)),
                lair=place in lairs,
            )
        )
    return tuple(result)


def _not_blessed(state: GameState) -> Callable[[str], bool]:
    return lambda place: not state.tokens.blessed(place)


def forced_destinations(state: GameState) -> tuple[str, ...]:
    """Where a Dracula with no legal card may be put: by default any place whose card is
    free, as the table decides by the Rules Reference; by the house rule any free land
    place."""
    taken = state.cards_in_use()
    land_only = state.rules.cornered_dracula == "any_free_land_place"
    return tuple(
        place.code
        for place in load_content().map.places
        if not (land_only and place.is_sea)
        and place.code not in taken
        and place.code != state.dracula.location
        and not state.tokens.blessed(place.code)
    )


def nearest_hospitals(board: Board, place: str) -> tuple[str, ...]:
    """The hospital cities fewest roads away; empty when no road leads to any."""
    distances = board.road_distances(place)
    reachable = [(distances[code], code) for code in load_content().hospitals if code in distances]
    if not reachable:
        return ()
    best = min(distance for distance, _ in reachable)
    return tuple(sorted(code for distance, code in reachable if distance == best))

"""The dungeon of one game: the printed grid with the house rules' corrections and the
dungeon card's extra walls and villain circles drawn on it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from sheets.paper_dungeons.content import (
    Cell,
    Hero,
    Treasure,
    load_content,
    orthogonal_neighbours,
    room_names,
)
from sheets.paper_dungeons.house_rules import HouseRules

LinkKind = Literal["open", "wall", "water", "teleport"]


@dataclass(frozen=True, slots=True)
class MinionSpot:
    kind: str
    hero: Hero
    level: int


@dataclass(frozen=True, slots=True)
class Room:
    name: str
    column: str
    row: int
    entrance: bool
    trap: bool
    minion: MinionSpot | None
    treasure: Treasure | None
    teleport: str | None
    edge_room: bool
    corner_room: bool


@dataclass(frozen=True, slots=True)
class Board:
    """Rooms, what joins each pair of rooms, and the villain circles of this game."""

    rooms: Mapping[str, Room]
    links: Mapping[str, Mapping[str, LinkKind]]
    villain_circles: Mapping[int, str]

    def link(self, a: str, b: str) -> LinkKind | None:
        """How ``a`` and ``b`` are joined, or ``None`` when they are not neighbours."""
        return self.links[a].get(b)


def edge_key(a: str, b: str) -> str:
    """The canonical name of the edge between two rooms, e.g. ``"A1-A2"``."""
    first, second = sorted((a, b))
    return f"{first}-{second}"


def build_board(
    rules: HouseRules,
    extra_walls: tuple[tuple[str, str], ...],
    villain_circles: Mapping[int, str],
) -> Board:
    grid = load_content().sheet.grid
    edges: dict[str, LinkKind] = {}
    for room in room_names():
        for neighbour in orthogonal_neighbours(room):
            edges[edge_key(room, neighbour)] = "open"
    for edge in grid.edges:
        edges[edge_key(edge.a, edge.b)] = edge.kind
    edges["B5-B6"] = rules.edge_B5_B6
    edges["B6-B7"] = rules.edge_B6_B7
    edges.update(rules.sheet_corrections.edges)
    for a, b in extra_walls:
        edges[edge_key(a, b)] = "wall"

    links: dict[str, dict[str, LinkKind]] = {room: {} for room in room_names()}
    for key, kind in edges.items():
        a, b = key.split("-")
        links[a][b] = kind
        links[b][a] = kind
    for teleport in grid.teleports:
        links[teleport.a][teleport.b] = "teleport"
        links[teleport.b][teleport.a] = "teleport"

    levels = _minion_levels(rules)
    rooms = {name: _room(cell, levels) for name, cell in grid.cells.items()}
    return Board(rooms=rooms, links=links, villain_circles=dict(villain_circles))


def _minion_levels(rules: HouseRules) -> dict[str, int]:
    levels = {"A5": 4, "E4": 4}
    if rules.ghost_level_5_room != "none":
        levels[rules.ghost_level_5_room] = 5
    levels.update(rules.sheet_corrections.minion_levels)
    return levels


def _room(cell: Cell, levels: Mapping[str, int]) -> Room:
    minion = None
    if cell.minion is not None:
        level = levels.get(cell.name, cell.minion.level)
        minion = MinionSpot(kind=cell.minion.kind, hero=cell.minion.hero, level=level)
    return Room(
        name=cell.name,
        column=cell.col,
        row=cell.row,
        entrance=cell.entrance,
        trap=cell.trap,
        minion=minion,
        treasure=cell.treasure,
        teleport=cell.teleport,
        edge_room=cell.edge_room,
        corner_room=cell.corner_room,
    )

"""The map as a graph the movement rules can ask: neighbours by road, railway and sea.

Built once per value of the house rules that change the map: the disputed
Bordeaux-Saragossa road and the sea Bordeaux opens on.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from sheets.fury_of_dracula.content import Edge, load_content

RailColour = str


@dataclass(frozen=True, slots=True)
class RailLink:
    to: str
    colour: RailColour
    edge: str


@dataclass(frozen=True)
class Board:
    """Adjacency of the 70 places; edge keys (``road:AL-GR``) name roads and railways."""

    roads: dict[str, frozenset[str]]
    rails: dict[str, tuple[RailLink, ...]]
    seas: dict[str, frozenset[str]]
    edges: dict[str, Edge]

    def road_neighbours(self, place: str) -> frozenset[str]:
        return self.roads[place]

    def sea_neighbours(self, place: str) -> frozenset[str]:
        """For a port its seas; for a sea its neighbouring seas and ports."""
        return self.seas[place]

    def rail_links(self, place: str) -> tuple[RailLink, ...]:
        return self.rails[place]

    def road_key(self, a: str, b: str) -> str:
        first, second = sorted((a, b))
        return f"road:{first}-{second}"

    def road_distances(
        self, start: str, through: Callable[[str], bool] | None = None
    ) -> dict[str, int]:
        """Roads needed to reach each place reachable from ``start`` by road, passing only
        through places ``through`` allows (every place when it is ``None``)."""
        distances = {start: 0}
        queue = deque([start])
        while queue:
            place = queue.popleft()
            if place != start and through is not None and not through(place):
                continue
            for neighbour in self.roads[place]:
                if neighbour not in distances:
                    distances[neighbour] = distances[place] + 1
                    queue.append(neighbour)
        return distances

    def within_roads(
        self, start: str, steps: int, through: Callable[[str], bool] | None = None
    ) -> dict[str, int]:
        """Places reachable in 1..``steps`` roads, each with its fewest roads."""
        return {
            place: distance
            for place, distance in self.road_distances(start, through).items()
            if 0 < distance <= steps
        }


BORDEAUX = "BO"
BORDEAUX_SEA = "BB"


@cache
def build_board(bordeaux_saragossa_road: bool, bordeaux_sea: str = BORDEAUX_SEA) -> Board:
    """The map's graph; ``bordeaux_sea`` replaces the sea of Bordeaux's port."""
    content = load_content()
    roads: dict[str, set[str]] = {code: set() for code in content.places}
    rails: dict[str, list[RailLink]] = {code: [] for code in content.places}
    seas: dict[str, set[str]] = {code: set() for code in content.places}
    edges: dict[str, Edge] = {}
    for edge in content.map.edges:
        if edge.disputed is not None and edge.key == "road:BO-SR" and not bordeaux_saragossa_road:
            continue
        edges[edge.key] = edge
        if edge.type == "road":
            roads[edge.a].add(edge.b)
            roads[edge.b].add(edge.a)
        elif edge.type == "rail":
            assert edge.colour is not None, "validated on load"
            rails[edge.a].append(RailLink(edge.b, edge.colour, edge.key))
            rails[edge.b].append(RailLink(edge.a, edge.colour, edge.key))
        else:
            a, b = edge.a, edge.b
            if edge.link == "port-sea" and a == BORDEAUX:
                b = bordeaux_sea
            seas[a].add(b)
            seas[b].add(a)
    return Board(
        roads={code: frozenset(links) for code, links in roads.items()},
        rails={
            code: tuple(sorted(links, key=lambda link: link.to)) for code, links in rails.items()
        },
        seas={code: frozenset(links) for code, links in seas.items()},
        edges=edges,
    )

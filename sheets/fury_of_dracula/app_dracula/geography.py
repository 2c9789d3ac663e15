"""Distances on the map as Dracula and the scripted hunters reckon them: the fewest moves
by road or sea between two places (railways need tickets nobody else can see)."""

from __future__ import annotations

from collections import deque

from sheets.fury_of_dracula.board import Board

FAR = 99

_TABLES: dict[int, tuple[Board, dict[str, dict[str, int]]]] = {}


def distances(board: Board) -> dict[str, dict[str, int]]:
    """For every place, the fewest road or sea moves to every other place."""
    cached = _TABLES.get(id(board))
    if cached is not None and cached[0] is board:
        return cached[1]
    table = {place: _from(board, place) for place in board.roads}
    _TABLES[id(board)] = (board, table)
    return table


def distance(board: Board, origin: str, to: str) -> int:
    return distances(board)[origin].get(to, FAR)


def _from(board: Board, start: str) -> dict[str, int]:
    found = {start: 0}
    queue = deque([start])
    while queue:
        place = queue.popleft()
        for neighbour in (*board.road_neighbours(place), *board.sea_neighbours(place)):
            if neighbour not in found:
                found[neighbour] = found[place] + 1
                queue.append(neighbour)
    return found

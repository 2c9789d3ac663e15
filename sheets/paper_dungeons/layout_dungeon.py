"""The dungeon area: the 6 x 7 rooms with their printed contents, walls, water, teleports
and entrances, the dungeon card's villain circles, and a party's path through it.

Each room is split into quadrants as on the printed sheet: the minion upper left, the hero
who fights it and the level needed upper right, the trap lower left, the treasure lower
right. A teleport takes the first free quadrant; villain circles and the path sit in the
middle, where the player draws them.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from sheets.layout import Area, Box, Circle, Element, Line, Mark, Symbol, Text
from sheets.paper_dungeons.board import Room
from sheets.paper_dungeons.content import COLUMNS, ROWS, orthogonal_neighbours
from sheets.paper_dungeons.house_rules import HouseRules, setting_specs
from sheets.paper_dungeons.layout_parts import UNVERIFIED, Filling

ROOM = 18.0
GRID_X = 6.0
GRID_Y = 6.0
GRID_W = ROOM * len(COLUMNS)
GRID_H = ROOM * len(ROWS)
WIDTH = GRID_X + GRID_W + 4.0
HEIGHT = GRID_Y + GRID_H + 8.0
QUADRANT = {"upper_left": (4.6, 4.6), "upper_right": (11.8, 4.6)}
QUADRANT |= {"lower_left": (4.6, 13.4), "lower_right": (11.8, 13.4)}
MINION_LEVEL_SETTING = "ghost_level_5_room"


def room_origin(name: str) -> tuple[float, float]:
    """The top-left corner of a room in the dungeon area (row 1 is at the bottom)."""
    column = COLUMNS.index(name[0])
    row = int(name[1:])
    return GRID_X + column * ROOM, GRID_Y + (len(ROWS) - row) * ROOM


def room_centre(name: str) -> tuple[float, float]:
    x, y = room_origin(name)
    return x + ROOM / 2, y + ROOM / 2


def way_in(name: str) -> tuple[float, float]:
    """Where the line of a party coming into the dungeon by room ``name`` starts: below
    the grid, under the room."""
    x, _ = room_centre(name)
    return x, GRID_Y + GRID_H + 1.2


def dungeon_area(filling: Filling, x: float, y: float) -> Area:
    elements: list[Element] = []
    for room in filling.board.rooms.values():
        elements += _room(filling, room)
    elements += _edges(filling)
    elements.append(Box(GRID_X, GRID_Y, GRID_W, GRID_H, stroke="thick"))
    elements += _labels()
    elements += _entrances(filling)
    elements += _path(filling)
    elements += _villain_circles(filling)
    return Area("dungeon", filling.text("area.dungeon"), x, y, WIDTH, HEIGHT, tuple(elements))


def _room(filling: Filling, room: Room) -> Iterator[Element]:
    x, y = room_origin(room.name)
    explored: Mark = "dotted" if room.name in filling.sheet.explored else "none"
    yield Box(x, y, ROOM, ROOM, id=f"room:{room.name}", mark=explored)
    used = set()
    if room.minion is not None:
        used |= {"upper_left", "upper_right"}
        defeated: Mark = "crossed" if room.name in filling.sheet.minions else "none"
        qx, qy = QUADRANT["upper_left"]
        yield Symbol(x + qx, y + qy, 6.0, room.minion.kind, id=f"minion:{room.name}", mark=defeated)
        qx, qy = QUADRANT["upper_right"]
        level = f"{room.minion.level}{_unsure_level(filling, room.name)}"
        yield Symbol(x + qx - 1.0, y + qy, 4.2, room.minion.hero, label=level)
    if room.trap:
        used.add("lower_left")
        qx, qy = QUADRANT["lower_left"]
        yield Symbol(x + qx, y + qy, 5.2, "trap", id=f"trap:{room.name}")
    if room.treasure is not None:
        used.add("lower_right")
        qx, qy = QUADRANT["lower_right"]
        treasure = room.treasure
        label = treasure.gem or (str(treasure.amount) if treasure.amount > 1 else "")
        yield Symbol(
            x + qx,
            y + qy,
            5.2,
            treasure.kind,
            id=f"treasure:{room.name}",
            mark=_treasure_mark(filling, room),
            label=label,
        )
    if room.teleport is not None:
        free = [
            q for q in ("lower_left", "upper_left", "lower_right", "upper_right") if q not in used
        ]
        qx, qy = QUADRANT[free[0]] if free else (ROOM / 2, ROOM / 2)
        yield Symbol(x + qx - 2.0, y + qy, 3.6, "teleport", label=room.teleport)


def _unsure_level(filling: Filling, room: str) -> str:
    options = setting_specs()[MINION_LEVEL_SETTING].options or ()
    return filling.unsure(MINION_LEVEL_SETTING) if room in options else ""


def _treasure_mark(filling: Filling, room: Room) -> Mark:
    sheet = filling.sheet
    gem = room.treasure.gem if room.treasure is not None else None
    if gem is not None:
        if gem in sheet.gems:
            return "circled"
        return "crossed" if gem in sheet.crossed_gems else "none"
    return "circled" if room.name in sheet.treasures else "none"


def _edges(filling: Filling) -> Iterator[Element]:
    for room in filling.board.rooms:
        for neighbour in orthogonal_neighbours(room):
            if (room[1:], room[0]) > (neighbour[1:], neighbour[0]):
                continue
            kind = filling.board.link(room, neighbour)
            x1, y1, x2, y2 = _shared_side(room, neighbour)
            if kind in ("wall", "water"):
                yield Line(x1, y1, x2, y2, style=kind)
            setting = f"edge_{room}_{neighbour}"
            if setting in HouseRules.model_fields and filling.unsure(setting):
                yield _edge_marker((x1 + x2) / 2, (y1 + y2) / 2, horizontal=y1 == y2)


def _edge_marker(x: float, y: float, *, horizontal: bool) -> Text:
    """The unverified marker just beside the middle of an edge, clear of the quadrants."""
    if horizontal:
        return Text(x - 0.7, y + 3.0, UNVERIFIED, 3.0, bold=True)
    return Text(x + 0.8, y + 1.0, UNVERIFIED, 3.0, bold=True)


def _shared_side(room: str, neighbour: str) -> tuple[float, float, float, float]:
    """The side two neighbouring rooms share, as a line in area coordinates."""
    x, y = room_origin(room)
    if room[0] == neighbour[0]:
        upper = y if int(neighbour[1:]) > int(room[1:]) else y + ROOM
        return x, upper, x + ROOM, upper
    right = x + ROOM if neighbour[0] > room[0] else x
    return right, y, right, y + ROOM


def _labels() -> Iterator[Element]:
    for index, column in enumerate(COLUMNS):
        yield Text(GRID_X + (index + 0.5) * ROOM, GRID_Y - 1.6, column, 3.2, "centre", True)
    for row in ROWS:
        _, y = room_origin(f"A{row}")
        yield Text(GRID_X / 2, y + ROOM / 2 + 1.1, str(row), 3.2, "centre", True)


def _entrances(filling: Filling) -> Iterator[Element]:
    for room in filling.board.rooms.values():
        if room.entrance:
            cx, _ = room_centre(room.name)
            yield Symbol(cx, GRID_Y + GRID_H + 3.6, 4.6, "entrance")


def _villain_circles(filling: Filling) -> Iterator[Element]:
    for number, room in sorted(filling.board.villain_circles.items()):
        cx, cy = room_centre(room)
        yield Circle(cx, cy, 2.9, id=f"villain:{number}", text=str(number), fill="light")


def _path(filling: Filling) -> Iterator[Element]:
    """The party's walk as lines between room centres, from the entrance it came in by; a
    teleport jump is not drawn across the dungeon, its two rooms are marked as explored."""
    path = filling.sheet.path
    if path and filling.board.rooms[path[0]].entrance:
        yield Line(*way_in(path[0]), *room_centre(path[0]), style="path")
    for here, there in itertools.pairwise(path):
        if there in orthogonal_neighbours(here):
            yield Line(*room_centre(here), *room_centre(there), style="path")

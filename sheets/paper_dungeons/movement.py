"""Walking through the dungeon: which paths a die allows, and what each room entered does."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Literal

from sheets.core.errors import Illegal
from sheets.paper_dungeons.board import Board
from sheets.paper_dungeons.content import load_content
from sheets.paper_dungeons.dice import Die
from sheets.paper_dungeons.effects import SheetEdit
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.state import Sheet

Via = Literal["entrance", "open", "teleport", "wall", "water"]
STEPS = 2
BOOTS_STEPS = 3


@dataclass(frozen=True, slots=True)
class Step:
    room: str
    via: Via
    cost: int
    artifact: int | None = None


def step_allowance(die: Die) -> int:
    """Boots walk three steps, any other die two; a clover is never boots."""
    return BOOTS_STEPS if die.symbol == "boots" else STEPS


@cache
def _crossing_artifacts() -> tuple[tuple[int, str], ...]:
    """(artifact number, setting naming what it crosses) for the artifacts that cross edges."""
    return tuple(
        (artifact.id, artifact.setting)
        for artifact in load_content().rules.artifacts
        if artifact.effect_tag == "cross_blocked_edge" and artifact.setting is not None
    )


def _crossing_artifact(
    sheet: Sheet, rules: HouseRules, kind: str, used: Mapping[int, int]
) -> int | None:
    for number, setting in _crossing_artifacts():
        if getattr(rules, setting) != kind or not sheet.artifact_done(number):
            continue
        uses = sheet.crossing_uses[number - 1] + used.get(number, 0)
        if rules.artifact_crossing_uses == "unlimited" or uses < 1:
            return number
    return None


def plan_steps(
    board: Board, sheet: Sheet, rules: HouseRules, path: tuple[str, ...], allowance: int
) -> tuple[Step, ...]:
    """The steps of ``path`` from where the party stands.

    :raises Illegal: ``empty_path``, ``no_such_room``, ``must_start_at_entrance``,
        ``not_adjacent``, ``wall_in_way``, ``water_in_way`` or ``path_too_long``.
    """
    if not path:
        raise Illegal("empty_path")
    steps: list[Step] = []
    used: dict[int, int] = {}
    here = sheet.position
    spent = 0
    for room in path:
        if room not in board.rooms:
            raise Illegal("no_such_room", room=room)
        step = _step(board, sheet, rules, here, room, used)
        if step.artifact is not None:
            used[step.artifact] = used.get(step.artifact, 0) + 1
        spent += step.cost
        if spent > allowance:
            raise Illegal("path_too_long", steps=allowance, needed=spent)
        steps.append(step)
        here = room
    return tuple(steps)


def _step(
    board: Board,
    sheet: Sheet,
    rules: HouseRules,
    here: str | None,
    room: str,
    used: Mapping[int, int],
) -> Step:
    if here is None:
        if not board.rooms[room].entrance:
            raise Illegal("must_start_at_entrance", room=room)
        return Step(room, "entrance", 1 if rules.entrance_step_costs_movement else 0)
    link = board.link(here, room)
    if link is None:
        raise Illegal("not_adjacent", start=here, room=room)
    if link == "open":
        return Step(room, "open", 1)
    if link == "teleport":
        return Step(room, "teleport", rules.teleport_step_cost)
    artifact = _crossing_artifact(sheet, rules, link, used)
    if artifact is None:
        raise Illegal(f"{link}_in_way", start=here, room=room)
    return Step(room, link, 1, artifact)


def possible_paths(
    board: Board, sheet: Sheet, rules: HouseRules, allowance: int
) -> tuple[tuple[str, ...], ...]:
    """Every path the party can walk with ``allowance`` steps, in a stable order."""
    free_hops = allowance + 1 if rules.teleport_step_cost == 0 else 0
    longest = allowance + 1 + free_hops
    found: list[tuple[str, ...]] = []

    def extend(path: tuple[str, ...]) -> None:
        if len(path) >= longest:
            return
        here = path[-1] if path else sheet.position
        candidates = (
            [name for name, room in board.rooms.items() if room.entrance]
            if here is None
            else list(board.links[here])
        )
        for room in sorted(candidates):
            longer = (*path, room)
            try:
                plan_steps(board, sheet, rules, longer, allowance)
            except Illegal:
                continue
            found.append(longer)
            extend(longer)

    extend(())
    return tuple(found)


def enter_room(edit: SheetEdit, board: Board, step: Step) -> None:
    """Resolve a room as the party enters it: trap, minion, treasure, in that order."""
    room = board.rooms[step.room]
    sheet = edit.sheet
    changes: dict[str, object] = {"path": (*sheet.path, room.name), "position": room.name}
    if step.via == "wall":
        changes["wall_crossings"] = sheet.wall_crossings + 1
    elif step.via == "water":
        changes["water_crossings"] = sheet.water_crossings + 1
    if step.artifact is not None:
        uses = list(sheet.crossing_uses)
        uses[step.artifact - 1] += 1
        changes["crossing_uses"] = tuple(uses)
    edit.update(**changes)
    edit.note("entered", room=room.name, via=step.via)

    if room.trap:
        if edit.power == "scout":
            edit.note("trap_avoided", room=room.name)
        else:
            edit.wound(1, cause="trap")
    if room.minion is not None and room.name not in edit.sheet.minions:
        _fight_minion(edit, room.name, room.minion.hero, room.minion.level)
    if room.treasure is not None and room.name not in edit.sheet.treasures:
        edit.update(treasures=edit.sheet.treasures | {room.name})
        treasure = room.treasure
        if treasure.kind == "gem":
            assert treasure.gem is not None
            edit.gem_room(treasure.gem)
        elif treasure.kind == "potion":
            edit.add_potions(treasure.amount, from_treasure=True)
        elif treasure.kind == "level_up":
            edit.level_up_any(cause="treasure")
        else:
            edit.fill_any_half(cause="treasure")
    for villain, circle in board.villain_circles.items():
        if circle == room.name and sheet.path.count(room.name) == 0:
            edit.note("villain_room_found", villain=villain, room=room.name)


def _fight_minion(edit: SheetEdit, room: str, hero: str, level: int) -> None:
    strength = edit.sheet.level(hero) + edit.sheet.minion_bonus  # type: ignore[arg-type]
    wounds = 0
    if strength < level:
        wounds = level - strength if edit.rules.minion_fight_wounds == "difference" else 1
    edit.update(minions=(*edit.sheet.minions, room))
    edit.note(
        "minion_defeated", room=room, hero=hero, level=level, strength=strength, wounds=wounds
    )
    edit.wound(wounds, cause="minion")

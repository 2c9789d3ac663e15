"""What a seat may do now, so that the UI can light up legal targets without guessing.

Legality is asked of :func:`~sheets.paper_dungeons.rules.apply` itself, so the options can
never disagree with the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.registry import Transition, refusal_by
from sheets.paper_dungeons.actions import (
    BrewPotions,
    CraftHalf,
    EndRound,
    LevelUp,
    Move,
    RecordFight,
    RollDice,
)
from sheets.paper_dungeons.content import HEROES, Hero, load_content
from sheets.paper_dungeons.dice import Die
from sheets.paper_dungeons.movement import possible_paths, step_allowance
from sheets.paper_dungeons.rules import apply
from sheets.paper_dungeons.state import ARTIFACTS, PendingBonus, TableState


@dataclass(frozen=True, slots=True)
class PathOption:
    """A path to a room, with what walking it would cost and bring."""

    path: tuple[str, ...]
    wounds: int
    new_rooms: int
    needs_choice: bool


@dataclass(frozen=True, slots=True)
class DieOptions:
    """What one die can do for the seat; ``unavailable`` says why it cannot be used."""

    die: Die
    unavailable: str | None
    level_up: tuple[Hero, ...] = ()
    craft: tuple[int, ...] = ()
    brew: bool = False
    move_steps: int = 0


@dataclass(frozen=True, slots=True)
class SeatOptions:
    seat: int
    can_roll: bool
    dice: tuple[DieOptions, ...]
    actions_left: int
    can_end_round: bool
    end_round_blocked: str | None
    pending_bonus: PendingBonus | None
    must_record_fight: bool


def refusal(state: TableState, action: Action) -> Illegal | None:
    """Why ``action`` would be refused, or ``None`` when it is legal.

    An action that only lacks a choice (which hero a treasure raises) counts as legal.
    """
    illegal = refusal_by(apply, state, action)
    return None if illegal is None or illegal.reason == "choice_needed" else illegal


def options(state: TableState, seat: int) -> SeatOptions:
    sheet = state.sheets[seat]
    dice = state.dice or ()
    end_refusal = refusal(state, EndRound(seat=seat))
    fight_refusal = refusal(state, RecordFight(seat=seat, fled=True, glory=0))
    return SeatOptions(
        seat=seat,
        can_roll=refusal(state, RollDice(seat=seat)) is None,
        dice=tuple(die_options(state, seat, die) for die in dice),
        actions_left=(
            load_content().rules.actions_per_round - len(sheet.used_dice)
            if state.phase == "actions"
            else 0
        ),
        can_end_round=end_refusal is None,
        end_round_blocked=end_refusal.reason if end_refusal else None,
        pending_bonus=sheet.pending[0] if sheet.pending else None,
        must_record_fight=fight_refusal is None,
    )


def die_options(state: TableState, seat: int, die: Die) -> DieOptions:
    """What ``die`` can do for ``seat``: the heroes it may raise, the artifacts it may
    fill, brewing, and how far it walks; or why it cannot be used."""
    brew = refusal(state, BrewPotions(seat=seat, die=die.index))
    if brew is not None:
        return DieOptions(die=die, unavailable=brew.reason)
    heroes = tuple(
        hero
        for hero in HEROES
        if refusal(state, LevelUp(seat=seat, die=die.index, hero=hero)) is None
    )
    artifacts = tuple(
        number
        for number in range(1, ARTIFACTS + 1)
        if refusal(state, CraftHalf(seat=seat, die=die.index, artifact=number)) is None
    )
    return DieOptions(
        die=die,
        unavailable=None,
        level_up=heroes,
        craft=artifacts,
        brew=True,
        move_steps=step_allowance(die),
    )


def preview(state: TableState, action: Action) -> Transition:
    """What ``action`` would do; missing choices are answered with the first option.

    :raises Illegal: when the action is not legal.
    """
    while True:
        try:
            return apply(state, action)
        except Illegal as illegal:
            if illegal.reason != "choice_needed" or not isinstance(action, BrewPotions | Move):
                raise
            first = illegal.params["options"][0]
            action = with_choice(action, first)


def with_choice(action: BrewPotions | Move, choice: str) -> BrewPotions | Move:
    """``action`` with one more answer to the questions it raises on the way."""
    return replace(action, choices=(*action.choices, choice))


def move_options(state: TableState, seat: int, die: int) -> dict[str, tuple[PathOption, ...]]:
    """Every room the die can take the party to, each with its paths, best first: fewest
    wounds, then most rooms not explored yet, then the shortest."""
    sheet = state.sheets[seat]
    dice = state.dice
    if dice is None or refusal(state, BrewPotions(seat=seat, die=die)) is not None:
        return {}
    allowance = step_allowance(dice[die])
    by_room: dict[str, list[PathOption]] = {}
    for path in possible_paths(state.board, sheet, state.rules, allowance):
        action = Move(seat=seat, die=die, path=path)
        try:
            transition, needs_choice = apply(state, action), False
        except Illegal as illegal:
            if illegal.reason != "choice_needed":
                continue
            transition, needs_choice = preview(state, action), True
        wounds = sum(
            event.params["wounds"]
            for event in transition.events
            if event.code == "wounded" and event.seat == seat
        )
        option = PathOption(
            path=path,
            wounds=wounds,
            new_rooms=len(set(path) - sheet.explored),
            needs_choice=needs_choice,
        )
        by_room.setdefault(path[-1], []).append(option)
    return {
        room: tuple(sorted(paths, key=lambda p: (p.wounds, -p.new_rooms, len(p.path), p.path)))
        for room, paths in sorted(by_room.items())
    }

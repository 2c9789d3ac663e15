"""The actions a Paper Dungeons seat may take now, and the seats the table waits for.

Each candidate is asked of :func:`~sheets.paper_dungeons.rules.apply`, so the list never
disagrees with the rules. Where a player enters a free value the list holds typical ones:
the app's own roll of the dice (physical dice could show anything), and a fight against
a villain whose card values were not entered either fled without glory or fought for
:data:`FOUGHT_GLORY` glory and :data:`FOUGHT_WOUNDS` wounds. A move is listed once per room
it can reach, by the path :func:`~.options.move_options` ranks best. Corrections of a sheet
by hand (:class:`~.actions.ManualEffect`, :class:`~.actions.SetPowerGlory`,
:class:`~.actions.SetMinionBonus`) fix the paper at any time and are no move of the game,
so they are not listed.
"""

from __future__ import annotations

from collections.abc import Iterator

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.registry import accepted_by
from sheets.paper_dungeons.actions import (
    BrewPotions,
    ChooseBonus,
    CraftHalf,
    EndRound,
    LevelUp,
    Move,
    RecordFight,
    RollDice,
)
from sheets.paper_dungeons.content import HEROES, load_content
from sheets.paper_dungeons.options import DieOptions, die_options, move_options, with_choice
from sheets.paper_dungeons.round_end import seats_without_fight
from sheets.paper_dungeons.rules import apply
from sheets.paper_dungeons.state import ARTIFACTS, TableState

FOUGHT_GLORY = 5
FOUGHT_WOUNDS = 2

# Nothing is listed for a seat the table is not waiting for: the table's own steps (the
# roll, the end of the round) are due only when it waits for everybody.
OUT_OF_TURN: frozenset[str] = frozenset()


def legal_actions(state: TableState, seat: int) -> tuple[Action, ...]:
    candidates: list[Action] = [ChooseBonus(seat=seat, choice=answer) for answer in bonus_answers()]
    answered: tuple[Action, ...] = ()
    match state.phase:
        case "roll":
            candidates.append(RollDice(seat=seat))
        case "actions":
            for die in state.dice or ():
                offered = die_options(state, seat, die)
                if offered.unavailable is None:
                    candidates += _raising(seat, offered)
                    answered += tuple(_walks_and_brews(state, seat, die.index))
            candidates.append(EndRound(seat=seat))
        case "villain":
            candidates += (
                RecordFight(seat=seat, fled=True, glory=0),
                RecordFight(seat=seat, fled=False, glory=FOUGHT_GLORY, wounds=FOUGHT_WOUNDS),
            )
    return accepted_by(apply, state, candidates) + answered


def awaiting(state: TableState) -> frozenset[int]:
    """The seats with a bonus to choose or, in the round, dice or a fight to record; the
    whole table when only its roll or the end of the round is due."""
    if table_step_due(state):
        return frozenset(range(len(state.sheets)))
    choosing = {seat for seat, sheet in enumerate(state.sheets) if sheet.pending}
    match state.phase:
        case "actions":
            return frozenset(choosing | _playing(state))
        case "villain":
            return frozenset(choosing | set(seats_without_fight(state)))
    return frozenset(choosing)


def table_step_due(state: TableState) -> bool:
    """Whether only the table's roll or its end of the round is due."""
    if state.phase == "roll":
        return True
    pending = any(sheet.pending for sheet in state.sheets)
    return state.phase == "actions" and not pending and not _playing(state)


def _playing(state: TableState) -> set[int]:
    """The seats with dice of the round still to use."""
    per_round = load_content().rules.actions_per_round
    return {seat for seat, sheet in enumerate(state.sheets) if len(sheet.used_dice) < per_round}


def bonus_answers() -> tuple[str, ...]:
    """Every answer a bonus can take: a hero, or an artifact by its number."""
    return (*HEROES, *(str(number) for number in range(1, ARTIFACTS + 1)))


def _raising(seat: int, offered: DieOptions) -> Iterator[Action]:
    index = offered.die.index
    yield from (LevelUp(seat=seat, die=index, hero=hero) for hero in offered.level_up)
    yield from (CraftHalf(seat=seat, die=index, artifact=a) for a in offered.craft)


def _walks_and_brews(state: TableState, seat: int, die: int) -> Iterator[Action]:
    """Brewing with the die and a walk to every room it reaches, each with every answer
    to its questions; already asked of the rules on the way."""
    yield from _answered(state, BrewPotions(seat=seat, die=die))
    for paths in move_options(state, seat, die).values():
        yield from _answered(state, Move(seat=seat, die=die, path=paths[0].path))


def _answered(state: TableState, action: BrewPotions | Move) -> Iterator[Action]:
    """``action`` with every answer to the questions it raises on the way (which hero a
    treasure raises...); nothing when the rules refuse it."""
    try:
        apply(state, action)
    except Illegal as illegal:
        if illegal.reason != "choice_needed":
            return
        for choice in illegal.params["options"]:
            yield from _answered(state, with_choice(action, choice))
        return
    yield action

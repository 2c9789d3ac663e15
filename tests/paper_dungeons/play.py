"""Random legal play, for property tests, benchmarks and made-up example games."""

from __future__ import annotations

import random

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.log import Game
from sheets.paper_dungeons import RULES
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
from sheets.paper_dungeons.legal import bonus_answers
from sheets.paper_dungeons.movement import possible_paths, step_allowance
from sheets.paper_dungeons.options import options, with_choice
from sheets.paper_dungeons.setup import Setup, VillainCard, VillainRange, VillainReward, quick_setup
from sheets.paper_dungeons.state import TableState
from tests.logs import play_on


def fought_villains() -> tuple[VillainCard, VillainCard, VillainCard]:
    """Villains with made-up card values, so that fights are resolved by the rules."""

    def card(name: str, weakness: str, base: int, reward: VillainReward) -> VillainCard:
        return VillainCard(
            name=name,
            weakness=weakness,  # type: ignore[arg-type]
            ranges=(
                VillainRange(min_strength=base, glory=3, wounds=3),
                VillainRange(min_strength=base + 5, glory=6, wounds=2),
                VillainRange(min_strength=base + 10, glory=10, wounds=1),
            ),
            flee_glory=-4,
            reward=reward,
            gem_letters=("A", "B") if name == "Troll" else ("G",),
        )

    return (
        card("Troll", "warrior", 6, VillainReward(kind="glory", amount=3)),
        card("Lich", "wizard", 9, VillainReward(kind="level_up_any")),
        card("Minotaur", "cleric", 12, VillainReward(kind="potions", amount=2)),
    )


def example_setup(
    seats: int, seed: int, *, manual_villains: bool = False, **changes: object
) -> Setup:
    setup = quick_setup([f"Player {n + 1}" for n in range(seats)], seed)
    if not manual_villains:
        setup = setup.model_copy(update={"villains": fought_villains()})
    if changes:
        setup = Setup.model_validate({**setup.model_dump(), **changes})
    return setup


def random_seat_action(state: TableState, seat: int, rng: random.Random) -> Action | None:
    """A random legal action for ``seat`` in the actions phase, or ``None`` when it is done."""
    sheet = state.sheets[seat]
    if sheet.pending:
        return _answer_pending(state, seat, rng)
    seat_options = options(state, seat)
    usable = [die for die in seat_options.dice if die.unavailable is None]
    if not usable or seat_options.actions_left == 0:
        return None
    die = rng.choice(usable)
    candidates: list[Action] = [BrewPotions(seat=seat, die=die.die.index)]
    candidates += [LevelUp(seat=seat, die=die.die.index, hero=hero) for hero in die.level_up]
    candidates += [CraftHalf(seat=seat, die=die.die.index, artifact=a) for a in die.craft]
    paths = possible_paths(state.board, sheet, state.rules, step_allowance(die.die))
    candidates += [
        Move(seat=seat, die=die.die.index, path=p) for p in rng.sample(paths, min(4, len(paths)))
    ]
    weights = [1.0] + [3.0] * (len(candidates) - 1)
    action = rng.choices(candidates, weights)[0]
    return _with_random_choices(state, action, rng)


def _with_random_choices(state: TableState, action: Action, rng: random.Random) -> Action:
    while isinstance(action, BrewPotions | Move):
        try:
            RULES.apply(state, action)
            return action
        except Illegal as illegal:
            if illegal.reason != "choice_needed":
                raise
            action = with_choice(action, rng.choice(illegal.params["options"]))
    return action


def _answer_pending(state: TableState, seat: int, rng: random.Random) -> Action:
    answers = bonus_answers()
    for choice in rng.sample(answers, len(answers)):
        action = ChooseBonus(seat=seat, choice=choice)
        try:
            RULES.apply(state, action)
            return action
        except Illegal:
            continue
    raise AssertionError("a pending bonus always has an answer")


def next_random_action(state: TableState, rng: random.Random) -> Action | None:
    """The next action of a table playing at random; ``None`` once the game is over."""
    if state.phase == "finished":
        for seat, sheet in enumerate(state.sheets):
            if sheet.pending:
                return _answer_pending(state, seat, rng)
        return None
    if state.phase == "roll":
        return RollDice(seat=0)
    if state.phase == "villain":
        seat = next(
            s
            for s in range(len(state.sheets))
            if not any(f.villain == state.villains_fought + 1 for f in state.sheets[s].fights)
        )
        fled = rng.random() < 0.3
        return RecordFight(
            seat=seat,
            fled=fled,
            glory=-3 if fled else rng.randint(0, 12),
            wounds=0 if fled else rng.randint(0, 3),
        )
    seats = list(range(len(state.sheets)))
    rng.shuffle(seats)
    for seat in seats:
        action = random_seat_action(state, seat, rng)
        if action is not None:
            return action
    return EndRound(seat=0)


def play_random_game(setup: Setup, rng: random.Random) -> Game:
    game = Game(RULES, setup)
    play_on(game, next_random_action, rng)
    return game

"""Random legal play through ``options``, for property tests, benchmarks and examples."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.actions import (
    AcquireElement,
    AirAsAny,
    BanishByEffect,
    BanishMadness,
    BreakCurse,
    CastSpell,
    ChangeSupport,
    DestroyFromMadnessDeck,
    DestroyMadness,
    DiscardMadnessDraw,
    DrawBanish,
    EveryoneGainsMadness,
    GainMadness,
    LabelCurse,
    LearnSpell,
    MadnessUnderCurses,
    MoveMadness,
    NeutraliseCurse,
    NeutraliseSpell,
    NextStep,
    RefreshAnySpell,
    Reshuffle,
    RevealMonster,
    StartGame,
    SwapWithSupport,
)
from sheets.big_book_of_madness.content import ELEMENTS
from sheets.big_book_of_madness.options import bookkeeping, options
from sheets.big_book_of_madness.setup import Setup, draw_setup
from sheets.big_book_of_madness.state import TableState
from sheets.core.actions import Action
from sheets.core.log import Game
from tests.logs import play_on

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")


def example_setup(players: int = 3, seed: int = 1, **options: Any) -> Setup:
    return draw_setup(NAMES[:players], seed, **options)


def _weighted(rng: random.Random, choices: Sequence[tuple[float, Action]]) -> Action:
    return rng.choices([action for _, action in choices], [weight for weight, _ in choices])[0]


def next_random_action(state: TableState, rng: random.Random) -> Action | None:
    """A legal action of a random seat, chosen from what ``options`` offers; ``None`` once
    the game is over."""
    if RULES.is_finished(state):
        return None
    seat = rng.randrange(len(state.players))
    offered = options(state, seat)
    if offered.start:
        return StartGame(seat=seat)
    if offered.reveal_monster:
        elements = tuple(rng.choice(ELEMENTS) for _ in range(3))
        return RevealMonster(seat=seat, elements=elements)  # type: ignore[arg-type]
    choices: list[tuple[float, Action]] = []
    if offered.next_step:
        scared = tuple(s for s in offered.scare_question if rng.random() < 0.5)
        choices.append(
            (6.0, NextStep(seat=seat, scared=scared if offered.scare_question else None))
        )
    for cast in offered.cast:
        target = rng.choice(cast.targets) if cast.targets else None
        multiple = rng.choice(cast.multiples)
        choices.append(
            (1.0, CastSpell(seat=seat, spell=cast.spell, multiple=multiple, target=target))
        )
    for learn in offered.learn:
        destroy = rng.choice(learn.destroyable) if learn.must_destroy else None
        choices.append((1.0, LearnSpell(seat=seat, element=learn.element, destroy=destroy)))
    for place in offered.break_curse:
        reward = rng.choice(offered.rewards) if offered.rewards else None
        choices.append((2.0, BreakCurse(seat=seat, place=place, reward=reward)))
    for element, value in offered.acquire:
        choices.append((0.3, AcquireElement(seat=seat, element=element, value=value)))
    for owner, source in offered.banish:
        choices.append((1.0, BanishMadness(seat=seat, owner=owner, source=source)))  # type: ignore[arg-type]
    choices += _ability(offered, seat, rng)
    for place in offered.neutralise_curse:
        choices.append((0.1, NeutraliseCurse(seat=seat, place=place)))
    for place in offered.label_curse:
        choices.append((0.05, LabelCurse(seat=seat, place=place, label=f"curse {place}")))
    if offered.madness_under_curses:
        choices.append((0.3, MadnessUnderCurses(seat=seat)))
    if offered.everyone_gains:
        choices.append((0.05, EveryoneGainsMadness(seat=seat)))
    if offered.destroy_from_deck:
        choices.append((0.05, DestroyFromMadnessDeck(seat=seat, count=rng.randint(1, 4))))
    for player in range(len(state.players)):
        choices += _bookkeeping(bookkeeping(state, seat, player), seat, rng)
    if not choices:
        raise AssertionError(f"seat {seat} has nothing to do in {state.phase}")
    return _weighted(rng, choices)


def _ability(offered: Any, seat: int, rng: random.Random) -> list[tuple[float, Action]]:
    match offered.ability:
        case "refresh_any_spell":
            owner, spell = rng.choice(offered.refresh_targets)
            return [(0.5, RefreshAnySpell(seat=seat, owner=owner, spell=spell))]
        case "discard_madness_draw":
            return [(0.5, DiscardMadnessDraw(seat=seat))]
        case "draw_banish_madness":
            return [(0.5, DrawBanish(seat=seat, drew_madness=rng.choice(offered.draw_banish)))]
        case "swap_hand_support":
            to_support, to_hand = rng.choice(offered.swaps)
            return [
                (
                    0.5,
                    SwapWithSupport(
                        seat=seat, madness_to_support=to_support, madness_to_hand=to_hand
                    ),
                )
            ]
        case "air_as_any":
            return [(0.5, AirAsAny(seat=seat))]
    return []


def _bookkeeping(player: Any, seat: int, rng: random.Random) -> list[tuple[float, Action]]:
    target = player.player
    choices: list[tuple[float, Action]] = []
    if player.gain_madness:
        to = rng.choice(["discard_pile", "draw_pile", "hand", "support"])
        choices.append((0.4, GainMadness(seat=seat, player=target, count=rng.randint(1, 2), to=to)))
    if player.reshuffle:
        choices.append((0.2, Reshuffle(seat=seat, player=target)))
    for source in player.banish_by_effect:
        choices.append((0.2, BanishByEffect(seat=seat, owner=target, source=source)))
    for source in player.destroy_madness:
        choices.append((0.05, DestroyMadness(seat=seat, owner=target, source=source)))
    for source, destination in player.move_madness:
        choices.append(
            (0.3, MoveMadness(seat=seat, player=target, source=source, target=destination))
        )
    if player.support_add:
        choices.append((0.3, ChangeSupport(seat=seat, player=target, change=1)))
    if player.support_remove:
        choices.append((0.2, ChangeSupport(seat=seat, player=target, change=-1)))
    for spell in player.neutralise_spell:
        choices.append((0.02, NeutraliseSpell(seat=seat, player=target, spell=spell)))
    return choices


def play_random_game(setup: Setup, rng: random.Random, limit: int = 5000) -> Game:
    game = Game(RULES, setup)
    if not play_on(game, next_random_action, rng, limit):
        raise AssertionError("a random game did not end")
    return game

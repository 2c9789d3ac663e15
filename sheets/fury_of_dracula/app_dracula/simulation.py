"""Whole games of a Dracula player against the scripted hunters, with the simulated
table (:mod:`.table_model`) resolving what the physical cards would do.

A game is bounded: one that has not ended after ``max_rounds`` rounds stops and is
reported as unfinished.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TypeVar

from sheets.core import Game
from sheets.core.actions import Action
from sheets.fury_of_dracula import RULES
from sheets.fury_of_dracula.actions import AvoidCombat, CombatCard, EndCombat, Special
from sheets.fury_of_dracula.app_dracula import (
    combat_card_for,
    engaged_hunter_for,
    next_decision,
)
from sheets.fury_of_dracula.app_dracula.combat_cards import combat_hand, fighting_hunters
from sheets.fury_of_dracula.app_dracula.hunters import HunterTeam, hunters_hospital
from sheets.fury_of_dracula.app_dracula.knowledge import decision_rng, dracula_knowledge
from sheets.fury_of_dracula.app_dracula.strength import DraculaStrength
from sheets.fury_of_dracula.app_dracula.table_model import (
    deal_items,
    encounter_effect,
    escaped,
    hired_scouts,
    hunter_card,
    newspaper_reports,
    resolve_round,
    weapons_in_hand,
)
from sheets.fury_of_dracula.app_dracula.uniform import uniform_decision
from sheets.fury_of_dracula.combat_deck import fight_key
from sheets.fury_of_dracula.content import HunterId
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.options import refusal
from sheets.fury_of_dracula.setup import Setup, randomise_setup
from sheets.fury_of_dracula.state import GameState, Winner

MAX_ROUNDS = 70
T = TypeVar("T")
PLAYER_NAMES = ("Dracula", "Mina", "Jonathan", "Lucy")


@dataclass(frozen=True)
class DraculaPlayer:
    """Who plays Dracula: his decisions, his combat card, the hunter he engages."""

    name: str
    decide: Callable[[GameState], Action | None]
    combat_card: Callable[[GameState, Sequence[str], Mapping[HunterId, str]], str]
    engage: Callable[[GameState], HunterId]


def app_dracula(strength: DraculaStrength) -> DraculaPlayer:
    return DraculaPlayer(
        name=strength.value,
        decide=lambda state: next_decision(state, strength),
        combat_card=lambda state, played, last: combat_card_for(state, strength, played, last),
        engage=lambda state: engaged_hunter_for(state, strength),
    )


def _uniform_card(state: GameState, played: Sequence[str], _: Mapping[HunterId, str]) -> str:
    known = dracula_knowledge(state)
    hand = combat_hand(known, played)
    return decision_rng(known, f"uniform_card|{len(played)}").choice(hand)


def _uniform_engage(state: GameState) -> HunterId:
    return decision_rng(dracula_knowledge(state), "uniform_engage").choice(fighting_hunters(state))


UNIFORM_DRACULA = DraculaPlayer(
    name="uniform",
    decide=uniform_decision,
    combat_card=_uniform_card,
    engage=_uniform_engage,
)


def simulation_setup(seed: int, *, players: int = 3, advanced: bool = True) -> Setup:
    return randomise_setup(
        PLAYER_NAMES[:players], seed, dracula_seat=0, advanced=advanced, ticket_seed=seed + 1
    )


@dataclass
class SimulatedGame:
    """A game played out: its log, who won (``None``: stopped unfinished), the rounds
    played and how long each of Dracula's decisions took (milliseconds)."""

    game: Game
    winner: Winner | None = None
    rounds: int = 0
    decision_ms: list[float] = field(default_factory=list)


@dataclass
class _Fight:
    """What the table has seen of the fight under way: Dracula's cards, and each hunter's
    card of the round before."""

    key: str = ""
    played: list[str] = field(default_factory=list)
    last_cards: dict[HunterId, str] = field(default_factory=dict)


class SimulationStuck(RuntimeError):
    """Nobody could act: a gap between the simulator and the rules."""


def simulate(
    setup: Setup, dracula: DraculaPlayer, *, max_rounds: int = MAX_ROUNDS
) -> SimulatedGame:
    game = Game(RULES, setup)
    rng = random.Random(f"hunters|{setup.seed}")
    items = deal_items(rng)
    team = HunterTeam(rng)
    result = SimulatedGame(game=game)
    fight = _Fight()
    while not game.state.finished and game.state.round <= max_rounds:
        state = game.state
        step = current_step(state)
        if step == "combat":
            assert state.combat is not None
            if fight.key != fight_key(state, state.combat):
                fight = _Fight(key=fight_key(state, state.combat))
            _fight_round(game, dracula, fight, items, result)
            team.observe(game.state, (), state)
            continue
        if step in ("day_action", "night_action"):
            hunter = state.current_hunter
            assert hunter is not None
            _act(game, team, team.action(state, hunter))
            continue
        if step == "hospital" and state.rules.hospital_choice == "hunters_choose":
            _act(game, team, hunters_hospital(state, state.hospital_queue[0]))
            continue
        action = _timed(result, partial(dracula.decide, state))
        if action is None:
            raise SimulationStuck(f"nobody acts at {step}")
        _act(game, team, action)
    result.winner = game.state.winner
    result.rounds = game.state.round
    return result


def _timed(result: SimulatedGame, decide: Callable[[], T]) -> T:
    """One of Dracula's decisions, its time noted."""
    start = time.perf_counter_ns()
    decision = decide()
    result.decision_ms.append((time.perf_counter_ns() - start) / 1e6)
    return decision


def _act(game: Game, team: HunterTeam, action: Action) -> None:
    """Act, let the table resolve the encounters the action turned up, and let the
    hunters see what happened."""
    before = game.state
    events = game.act(action)
    team.observe(game.state, events, before)
    if isinstance(action, Special) and team.playing is not None:
        # Dracula answers the event as it is played, before his phase moves the trail.
        kind, named = team.playing
        told = newspaper_reports(before) if kind == "newspaper" else hired_scouts(before, named)
        team.learn(before, told)
    for event in events:
        if event.code == "fod_searched":
            found = list(event.params["encounters"])
            hunter = event.params["hunter"]
        elif event.code == "fod_ambushed":
            found = [event.params["encounter"]]
            hunter = event.params["hunter"]
        else:
            continue
        for encounter in found:
            for effect in encounter_effect(game.state, hunter, encounter):
                _record(game, effect)


def _record(game: Game, action: Action) -> None:
    """Enter a piece of the table's bookkeeping, unless the game has moved past it."""
    if not game.state.finished and refusal(game.state, action) is None:
        game.act(action)


def _fight_round(
    game: Game,
    dracula: DraculaPlayer,
    fight: _Fight,
    items: Mapping[HunterId, tuple[str, ...]],
    result: SimulatedGame,
) -> None:
    state = game.state
    combat = state.combat
    assert combat is not None
    seat = state.setup.dracula_seat
    decision = _timed(result, lambda: dracula.decide(state))
    if isinstance(decision, AvoidCombat):
        game.act(decision)
        return
    if not isinstance(decision, CombatCard) or not fighting_hunters(state):
        game.act(EndCombat(seat=seat))
        return
    played = tuple(fight.played)
    last_cards = dict(fight.last_cards)
    card = _timed(result, lambda: dracula.combat_card(state, played, last_cards))
    engaged = _timed(result, lambda: dracula.engage(state))
    cards = {
        hunter: hunter_card(
            state, hunter, weapons_in_hand(state, hunter, items), fight.last_cards.get(hunter)
        )
        for hunter in fighting_hunters(state)
    }
    game.act(decision)
    if game.state.combat is None:
        return
    fight.played.append(card)
    fight.last_cards.update(cards)
    if escaped(game.state, card, played):
        _record(game, EndCombat(seat=seat))
        return
    for record in list(resolve_round(game.state, card, engaged, cards, played)):
        if game.state.combat is None:
            break
        _record(game, record)

"""The app as Dracula: honest (what he may not know never changes a decision), legal
(every decision is one the rules accept), repeatable, and sensible where it matters."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheets.core import Game
from sheets.fury_of_dracula import RULES
from sheets.fury_of_dracula.actions import DraculaMove, DraculaStart
from sheets.fury_of_dracula.app_dracula import (
    DraculaStrength,
    combat_card_for,
    next_decision,
)
from sheets.fury_of_dracula.app_dracula.combat_cards import combat_hand
from sheets.fury_of_dracula.app_dracula.geography import distance
from sheets.fury_of_dracula.app_dracula.simulation import (
    UNIFORM_DRACULA,
    app_dracula,
    simulate,
    simulation_setup,
)
from sheets.fury_of_dracula.app_dracula.uniform import uniform_decision
from sheets.fury_of_dracula.content import HUNTERS
from sheets.fury_of_dracula.legal import awaiting
from sheets.fury_of_dracula.options import options, refusal
from sheets.fury_of_dracula.rules import apply, initial
from sheets.fury_of_dracula.state import Combat, GameState
from sheets.games import get_game
from tests.fury_of_dracula.helpers import place_hunters, started
from tests.fury_of_dracula.play import example_setup
from tests.logs import through_json
from tests.random_play import random_player

STRENGTHS = tuple(DraculaStrength)
next_action = random_player(get_game("fury_of_dracula"))


def dracula_moments(game: Game) -> Iterator[GameState]:
    """Every state of a played game in which the table waits for Dracula."""
    state = initial(game.setup)
    for action in game.actions:
        if state.setup.dracula_seat in awaiting(state):
            yield state
        state = apply(state, action).state


def hidden_changed(state: GameState, rng: random.Random) -> GameState:
    """``state`` with everything Dracula may not know changed: the hunters' tickets and
    hands, the ticket pool and the order of the encounter deck he has not seen."""
    pool = list(state.ticket_pool)
    hunters = []
    for figure in state.hunters:
        tickets = tuple(pool.pop() for _ in range(min(2, len(pool)) if rng.random() < 0.7 else 0))
        hunters.append(figure.but(tickets=tickets, items=rng.randrange(4), events=rng.randrange(4)))
    rng.shuffle(pool)
    deck = list(state.dracula.deck)
    rng.shuffle(deck)
    return state.but(
        hunters=tuple(hunters),
        ticket_pool=tuple(pool),
        dracula=state.dracula.but(deck=tuple(deck)),
    )


@pytest.mark.parametrize("strength", STRENGTHS)
def test_what_dracula_cannot_know_never_changes_a_decision(strength: DraculaStrength) -> None:
    played = simulate(simulation_setup(4), app_dracula(strength), max_rounds=25)
    rng = random.Random(4)
    checked = changed = 0
    for state in dracula_moments(played.game):
        other = hidden_changed(state, rng)
        changed += other.hunters != state.hunters or other.dracula.deck != state.dracula.deck
        assert next_decision(other, strength) == next_decision(state, strength)
        assert uniform_decision(other) == uniform_decision(state)
        if state.combat is not None:
            last = {hunter: "dodge" for hunter in HUNTERS}
            assert combat_card_for(other, strength, (), last) == combat_card_for(
                state, strength, (), last
            )
        checked += 1
    assert checked > 40
    assert changed > checked // 2


@pytest.mark.parametrize("player", [*STRENGTHS, None])
def test_every_decision_of_whole_games_is_legal_and_the_games_end(
    player: DraculaStrength | None,
) -> None:
    dracula = UNIFORM_DRACULA if player is None else app_dracula(player)
    for seed in (1, 2):
        played = simulate(simulation_setup(seed), dracula)
        assert played.winner is not None, f"seed {seed} did not end"
        for state in dracula_moments(played.game):
            decision = dracula.decide(state)
            if decision is not None:
                assert decision in options(state, state.setup.dracula_seat).actions


def test_a_simulated_game_replays_from_its_log_to_the_same_end() -> None:
    played = simulate(simulation_setup(7), app_dracula(DraculaStrength.HARD))
    replayed = through_json(played.game)
    assert played.winner is not None
    assert replayed.state == played.game.state
    assert replayed.state.winner == played.winner


def test_the_same_game_is_played_the_same_way_twice() -> None:
    first = simulate(simulation_setup(8), app_dracula(DraculaStrength.NORMAL), max_rounds=12)
    second = simulate(simulation_setup(8), app_dracula(DraculaStrength.NORMAL), max_rounds=12)
    assert first.game.actions == second.game.actions


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300))
def test_at_any_moment_of_any_game_the_decision_is_legal_and_repeatable(
    seed: int, steps: int
) -> None:
    game = Game(RULES, example_setup(seed, players=3))
    rng = random.Random(seed)
    for _ in range(steps):
        action = next_action(game.state, rng)
        if action is None:
            break
        game.act(action)
    state = game.state
    for strength in STRENGTHS:
        decision = next_decision(state, strength)
        assert decision == next_decision(state, strength)
        if decision is not None:
            assert decision.seat == state.setup.dracula_seat
            assert refusal(state, decision) is None


def test_hard_dracula_starts_out_of_the_hunters_reach() -> None:
    state = initial(example_setup(3))
    start = next_decision(state, DraculaStrength.HARD)
    assert isinstance(start, DraculaStart)
    nearest = min(distance(state.board, h.location, start.place) for h in state.hunters)
    assert nearest >= 3


def test_hard_dracula_moves_as_far_from_the_hunters_as_his_moves_allow() -> None:
    state = started("PA")
    state = place_hunters(state, godalming="NA", seward="BU", van_helsing="MA", mina="AT")
    state = state.but(stage="dracula_move", last_card=None)
    board = state.board

    def nearest_hunter(place: str) -> int:
        return min(distance(board, figure.location, place) for figure in state.hunters)

    moves = [a for a in options(state, 0).actions if isinstance(a, DraculaMove)]
    move = next_decision(state, DraculaStrength.HARD)
    assert isinstance(move, DraculaMove) and move.place is not None
    assert nearest_hunter(move.place) == max(nearest_hunter(m.place or "PA") for m in moves)
    assert nearest_hunter(move.place) >= 2


def test_dracula_has_nothing_to_decide_while_a_hunter_acts() -> None:
    state = started("PA")
    assert next_decision(state, DraculaStrength.HARD) is None


def a_night_fight(seed: int) -> GameState:
    state = started("PA", advanced=True)
    state = place_hunters(state, godalming="PA")
    state = state.but(
        setup=state.setup.model_copy(update={"seed": seed}),
        dracula=state.dracula.but(revealed_at="PA"),
        combat=Combat(half="night", place="PA", hunters=("godalming",)),
    )
    return state


def test_hard_dracula_strikes_with_what_the_hunter_can_no_longer_dodge() -> None:
    checked = 0
    for seed in range(40):
        state = a_night_fight(seed)
        hand = set(combat_hand(state, ()))
        if not hand & {"claws", "fangs"}:
            continue
        card = combat_card_for(state, DraculaStrength.HARD, (), {"godalming": "dodge"})
        assert card in {"claws", "fangs"}, (seed, sorted(hand))
        checked += 1
    assert checked > 10

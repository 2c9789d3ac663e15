"""Random legal play through options(): never refused, the tracks stay in bounds, cards and
tokens are conserved, undo restores the state exactly, and every action and log
round-trips through JSON."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.fury_of_dracula import outcome
from sheets.core import Game, action_from_json, action_to_json
from sheets.fury_of_dracula import RULES
from sheets.fury_of_dracula.content import HUNTERS, load_content
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.state import GameState
from tests.fury_of_dracula.play import example_setup
from tests.logs import through_json
from tests.random_play import random_player

next_action = random_player(RULES)


CONTENT = load_content()


def check_invariants(state: GameState) -> None:
    game = CONTENT.game
    rules = state.rules
    assert 0 <= state.influence <= game.influence_to_win
    assert 0 <= state.dracula.damage <= game.damage_to_win
    assert 0 <= state.despair <= game.despair_max
    ended = state.influence == 13 or state.dracula.damage == 15
    waits = state.combat is not None and state.combat.influence_won
    assert state.finished == (ended and not waits)
    for hunter, figure in zip(HUNTERS, state.hunters, strict=True):
        assert 0 <= figure.damage <= rules.hunter_health[hunter]
        assert 0 <= figure.bites <= rules.hunter_bite_spaces[hunter]
        assert len(figure.tickets) <= game.ticket_limit
        assert figure.items >= 0 and figure.events >= 0
    assert len(state.trail) == game.trail_spaces and len(state.lairs) <= game.lair_spaces
    held = [ticket for figure in state.hunters for ticket in figure.tickets]
    assert Counter((*state.ticket_pool, *held)) == Counter(rules.ticket_pool())
    hideouts = [*state.hideouts(), *([state.leaving] if state.leaving else [])]
    encounters = [card for hideout in hideouts for card in hideout.encounters]
    for hideout in hideouts:
        survivors = Counter(card for card, _ in hideout.survivors)
        assert survivors <= Counter(hideout.encounters), "a survivor is one of the encounters"
    fights = [state.combat, *state.fights_waiting] if state.combat else []
    fought = [fight.vampire_card for fight in fights if fight.vampire_card]
    dracula = state.dracula
    every = (*dracula.hand, *dracula.deck, *dracula.discard, *encounters, *fought)
    assert Counter(every) == Counter(CONTENT.encounter_deck())
    if not state.finished and state.stage != "dracula_start":
        assert len(dracula.hand) + dracula.to_draw >= game.encounter_hand_size
    cards = [card for hideout in hideouts for card in hideout.cards]
    assert len(cards) == len(set(cards)), "one card per place and power"
    tokens = state.tokens
    for kind, placed in (
        ("fog", tokens.fog),
        ("roadblock", tokens.roadblocks),
        ("storm", tokens.storms),
        ("heavenly_host", tokens.heavenly_host),
        ("consecrated_ground", tokens.consecrated_ground),
    ):
        assert len(placed) <= CONTENT.rules.tokens[kind]
    bats = sum(figure.bats for figure in state.hunters)
    assert bats + state.bats_left == CONTENT.rules.tokens["bats"]
    current_step(state)


def play(seed: int, steps: int) -> Game:
    rng = random.Random(seed)
    setup = example_setup(
        seed,
        players=2 + seed % 4,
        advanced=seed % 2 == 0,
        encounter_cards="physical" if seed % 3 == 0 else "app",
    )
    game = Game(RULES, setup)
    for _ in range(steps):
        action = next_action(game.state, rng)
        if action is None:
            break
        before = game.state
        game.act(action)
        check_invariants(game.state)
        assert action_from_json(action_to_json(action)) == action
        if rng.random() < 0.2:
            game.undo(action.seat)
            assert game.state == before
            game.redo(action.seat)
    return game


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000))
def test_random_legal_play_keeps_every_invariant(seed: int) -> None:
    game = play(seed, 300)
    result = outcome(game.state)
    assert sum(seat.winner for seat in result.seats) in (
        0,
        1,
        len(game.setup.players) - 1,
    )


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000))
def test_a_whole_log_replays_from_json_to_the_same_state(seed: int) -> None:
    game = play(seed, 200)
    assert through_json(game).state == game.state


def test_games_reach_an_end() -> None:
    finished = [play(seed, 700).state.winner for seed in range(4)]
    assert all(winner in ("dracula", "hunters") for winner in finished)

"""Random legal play through options(): nothing raises, the budget never goes negative,
the steps never run backwards, cards are never lost, undo and JSON are exact."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheets.core import Game, action_from_json, action_to_json
from sheets.sator import RULES
from sheets.sator.actions import PlayMoves, PlayPrayer, PlayRotas
from sheets.sator.content import load_content
from sheets.sator.options import options
from sheets.sator.state import TableState
from tests.logs import play_on, through_json
from tests.random_play import random_player
from tests.sator.helpers import setup

next_random_action = random_player(RULES)

HOUSE_RULES = st.fixed_dictionaries(
    {},
    optional={
        "golden_rule_scope": st.sampled_from(["consecutive_cards", "per_piece"]),
        "rotas_max_rotations": st.sampled_from([1, 2]),
        "moves_max_squares": st.integers(1, 6),
        "monk_surcharge_ap": st.integers(0, 2),
        "gargoyle_removal_ap": st.integers(0, 2),
        "opponents_collect_books": st.booleans(),
        "prayer_3_ap": st.sampled_from([[1], [2, 4], [1, 2, 3, 4, 5]]),
    },
)

GAMES = st.builds(
    lambda count, seed, first, rules: setup(count, seed=seed, first_player=first % count, **rules),
    count=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    first=st.integers(0, 3),
    rules=HOUSE_RULES,
)


def check_invariants(state: TableState) -> None:
    content = load_content()
    turn_rules = content.rules.turn
    prayers = set(content.prayer_numbers)
    for player in state.players:
        assert not player.prayers & set(player.used)
        assert len(player.used) == len(set(player.used))
        assert player.prayers | set(player.used) | player.prayer_pile == prayers
        assert len(player.prayers) <= turn_rules.max_prayers_in_hand
        assert player.incertus >= 0 and player.hand_size <= turn_rules.hand_size
        assert 0 <= player.books <= content.rules.books_per_colour
        if player.gargoyle.where == "board":
            assert player.gargoyle.piece not in state.removed
    if state.phase in ("play", "finished"):
        in_hands = sum(player.incertus for player in state.players)
        total = state.incertus_pile + state.incertus_discard + in_hands + state.incertus_in_front
        assert total == state.rules.incertus_movet_cards
        assert min(state.incertus_pile, state.incertus_discard) >= 0
    if state.turn is not None:
        assert 0 <= state.ap_left <= turn_rules.action_points
        paid = [piece for piece, _ in state.turn.monks_paid]
        assert len(paid) == len(set(paid))
    finished = state.phase == "finished"
    assert finished == (state.winner is not None)
    if finished:
        assert state.players[state.winner].books == content.rules.books_per_colour


def check_order(before: TableState, after: TableState) -> None:
    """Within a turn the step only moves forward; a new turn starts at step 1."""
    if before.turn is None or after.turn is None:
        return
    if after.turn_number == before.turn_number:
        assert after.turn.step_index >= before.turn.step_index
        assert after.turn.ap_spent >= before.turn.ap_spent
    else:
        assert after.turn_number == before.turn_number + 1
        assert (after.turn.step, after.turn.ap_spent) == ("exchange", 0)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=GAMES, seed=st.integers(0, 2**16))
def test_random_legal_play_keeps_the_invariants_and_undo_redo_is_exact(setup, seed) -> None:
    rng = random.Random(seed)
    game = Game(RULES, setup)
    for _ in range(150):
        action = next_random_action(game.state, rng)
        if action is None:
            break
        before = game.state
        game.act(action)
        after = game.state
        check_invariants(after)
        check_order(before, after)
        if isinstance(action, PlayPrayer):
            assert after.round > load_content().rules.turn.prayer_lock_rounds
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
        assert game.undo() == action
        assert game.state == before
        game.redo()
        assert game.state == after


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=GAMES, seed=st.integers(0, 2**16))
def test_every_option_offered_is_accepted_by_the_rules(setup, seed) -> None:
    rng = random.Random(seed)
    game = Game(RULES, setup)
    for _ in range(40):
        state = game.state
        for seat in range(state.seat_count):
            for action in RULES.legal_actions(state, seat):
                RULES.apply(state, action)
            _check_every_choice(state, seat)
        action = next_random_action(state, rng)
        if action is None:
            break
        game.act(action)


def _check_every_choice(state: TableState, seat: int) -> None:
    """Each walkway and amount options() lists for ROTAS and MOVES is legal."""
    found = options(state, seat)
    for choice in found.rotas:
        for amount in choice.amounts:
            RULES.apply(state, PlayRotas(seat=seat, piece=choice.piece, rotations=amount))
    for choice in found.moves:
        for amount in choice.amounts:
            RULES.apply(state, PlayMoves(seat=seat, piece=choice.piece, squares=amount))
    for prayer in found.prayers:
        pieces = prayer.pieces[: prayer.least]
        for ap in prayer.ap:
            RULES.apply(state, PlayPrayer(seat=seat, prayer=prayer.prayer, ap=ap, pieces=pieces))


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=GAMES, seed=st.integers(0, 2**16))
def test_a_whole_game_survives_a_json_round_trip_of_setup_and_log(setup, seed) -> None:
    rng = random.Random(seed)
    game = Game(RULES, setup)
    play_on(game, next_random_action, rng, 200)
    replayed = through_json(game)
    assert replayed.actions == game.actions
    assert replayed.state == game.state

"""Step 2 with Incertus Movet cards: ROTAS and MOVES prices, the monk surcharge paid once
per walkway, the golden rule, and movement points for step 3."""

from sheets.core import Game
from sheets.sator.actions import NextStep, PlayMoves, PlayPrayer, PlayRotas
from sheets.sator.cards import card_cost
from tests.logs import refused
from tests.sator.helpers import game_from, in_round, playing, with_player

T1 = "t_piece:material_1"
T2 = "t_piece:material_2"
L3 = "long_straight:material_3"


def spent(game: Game, action) -> int:
    before = game.state.ap_left
    game.act(action)
    return before - game.state.ap_left


def test_a_rotation_costs_two_ap_and_two_rotations_four() -> None:
    game = playing(2)
    assert spent(game, PlayRotas(seat=0, piece=T1)) == 2
    assert spent(game, PlayRotas(seat=0, piece=T2, rotations=2)) == 4
    assert refused(game, PlayRotas(seat=0, piece=L3, rotations=3)).reason == (
        "sat_rotations_out_of_range"
    )


def test_a_slide_costs_one_ap_per_square_up_to_the_card_limit() -> None:
    game = playing(2)
    assert spent(game, PlayMoves(seat=0, piece=T1, squares=3)) == 3
    problem = refused(game, PlayMoves(seat=0, piece=T2, squares=6))
    assert (problem.reason, problem.params) == ("sat_squares_out_of_range", {"most": 5})
    assert refused(game, PlayMoves(seat=0, piece=T2, squares=0)).reason == (
        "sat_squares_out_of_range"
    )


def test_the_house_rules_set_the_prices() -> None:
    game = playing(2, moves_ap_per_square=2, rotas_max_rotations=1, monk_surcharge_ap=2)
    assert spent(game, PlayMoves(seat=0, piece=T1, squares=2, monks=1)) == 6
    game = playing(2, rotas_max_rotations=1)
    assert refused(game, PlayRotas(seat=0, piece=T1, rotations=2)).params == {"most": 1}


def test_each_monk_on_a_moved_walkway_costs_one_ap_more() -> None:
    game = playing(2)
    events = game.act(PlayMoves(seat=0, piece=T1, squares=2, monks=1))
    assert events[-1].params["ap"] == 3 and events[-1].params["surcharge"] == 1
    assert game.state.ap_left == 3


def test_the_surcharge_is_paid_once_per_walkway_per_turn() -> None:
    game = playing(2)
    game.act(PlayRotas(seat=0, piece=T1, monks=2))
    assert game.state.ap_left == 2
    assert spent(game, PlayMoves(seat=0, piece=T1, squares=1, monks=2)) == 1


def test_a_monk_that_boarded_since_is_paid_for_on_top() -> None:
    game = playing(2)
    game.act(PlayMoves(seat=0, piece=T1, squares=1, monks=1))
    assert spent(game, PlayRotas(seat=0, piece=T1, monks=2)) == 3


def test_the_surcharge_starts_again_next_turn() -> None:
    game = in_round(playing(2), 2)
    game.act(PlayMoves(seat=0, piece=T1, squares=1, monks=1))
    assert game.state.turn is not None and game.state.turn.monks_paid == ((T1, 1),)


def test_monks_carried_are_between_none_and_all() -> None:
    game = playing(2)
    problem = refused(game, PlayRotas(seat=0, piece=T1, monks=3))
    assert (problem.reason, problem.params) == ("sat_monks_out_of_range", {"monks": 3, "most": 2})
    assert refused(game, PlayRotas(seat=0, piece=T1, monks=-1)).reason == "sat_monks_out_of_range"


def test_the_cost_function_is_what_the_rules_charge() -> None:
    game = playing(3)
    game.act(PlayRotas(seat=0, piece=T1, monks=1))
    action = PlayMoves(seat=0, piece=T1, squares=1, monks=3)
    cost, surcharge = card_cost(game.state, action)
    assert (cost, surcharge) == (3, 2)
    assert spent(game, action) == cost


def test_golden_rule_not_the_same_card_twice_in_a_row_on_one_walkway() -> None:
    game = playing(2)
    game.act(PlayMoves(seat=0, piece=T1, squares=1))
    problem = refused(game, PlayMoves(seat=0, piece=T1, squares=1))
    assert (problem.reason, problem.params) == (
        "sat_same_card_twice",
        {"piece": T1, "card": "moves"},
    )
    game.act(PlayRotas(seat=0, piece=T1))
    game.act(PlayMoves(seat=0, piece=T1, squares=1))


def test_golden_rule_the_same_card_on_different_walkways_is_fine() -> None:
    game = playing(2)
    game.act(PlayRotas(seat=0, piece=T1))
    game.act(PlayRotas(seat=0, piece=T2))
    game.act(PlayRotas(seat=0, piece=T1))


def test_golden_rule_per_walkway_reading_as_a_house_rule() -> None:
    game = playing(2, golden_rule_scope="per_piece")
    game.act(PlayRotas(seat=0, piece=T1))
    game.act(PlayRotas(seat=0, piece=T2))
    problem = refused(game, PlayRotas(seat=0, piece=T1))
    assert problem.reason == "sat_same_card_twice"
    game.act(PlayMoves(seat=0, piece=T1, squares=1))


def test_a_card_must_be_in_hand() -> None:
    game = game_from(with_player(playing(2).state, 0, incertus=0))
    assert refused(game, PlayRotas(seat=0, piece=T1)).reason == "sat_no_incertus_card"


def test_movement_points_are_the_incertus_movet_cards_played() -> None:
    game = in_round(playing(2), 2)
    game = game_from(with_player(game.state, 0, prayers=frozenset({7})))
    game.act(PlayRotas(seat=0, piece=T1))
    game.act(PlayMoves(seat=0, piece=T2, squares=1))
    game.act(PlayPrayer(seat=0, prayer=7, ap=1))
    game.act(NextStep(seat=0))
    turn = game.state.turn
    assert turn is not None
    assert (turn.step, turn.incertus_played, turn.movement_points) == ("move", 2, 2)
    assert game.state.players[0].incertus == 4

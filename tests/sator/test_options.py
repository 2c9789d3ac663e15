"""Options: the buttons that work now, and the reason on each grey one."""

from sheets.core import Game
from sheets.sator import RULES
from sheets.sator.actions import PlayMoves, PlayRotas
from sheets.sator.options import Refusal, options, refusal
from sheets.sator.state import Gargoyle
from tests.sator.helpers import game_from, in_round, playing, setup, with_player

T1 = "t_piece:material_1"
T2 = "t_piece:material_2"


def test_before_play_only_the_setup_stage_buttons_work() -> None:
    found = options(Game(RULES, setup(3)).state, 1)
    assert found.books_placed and not found.start_play and not found.my_turn
    assert found.refused["next_step"] == Refusal("sat_setup_not_done", {"phase": "books"})
    assert found.rotas == () and found.prayers == ()


def test_a_seat_that_is_not_playing_gets_the_reason_on_every_turn_button() -> None:
    found = options(playing(2).state, 1)
    assert not found.my_turn
    for button in ("next_step", "end_turn", "exchange", "rotas", "moves", "free_actions"):
        assert found.refused[button] == Refusal("sat_not_your_turn", {"player": "Ann"}), button
    assert found.rotas == found.moves == found.free_walkways == ()


def test_the_active_seat_at_the_start_of_its_turn() -> None:
    found = options(playing(2).state, 0)
    assert found.my_turn and found.next_step and found.exchange and not found.search_exchange
    assert found.refused["search_exchange"].reason == "sat_search_needs_prayer"
    assert found.refused["end_turn"] == Refusal(
        "sat_hand_not_full", {"cards": 4, "size": 6, "missing": 2}
    )
    assert len(found.rotas) == len(found.moves) == 24
    assert found.rotas[0].amounts == (1, 2) and found.moves[0].amounts == (1, 2, 3, 4, 5)
    assert found.free_actions == ("monk_step", "slide", "rotate")
    assert found.takeable_prayers == tuple(range(1, 9))
    assert found.draw_incertus == 2 and found.drawable_prayers == tuple(range(1, 9))
    assert found.refused["prayers"].reason == "sat_no_prayer_in_hand"


def test_amounts_shrink_with_the_budget() -> None:
    game = playing(2)
    game.act(PlayMoves(seat=0, piece=T1, squares=5))
    found = options(game.state, 0)
    assert found.rotas == ()
    assert found.refused["rotas"] == Refusal("sat_not_enough_ap", {"cost": 2, "left": 1})
    assert {choice.amounts for choice in found.moves} == {(1,)}
    assert not found.exchange and found.refused["exchange"].reason == "sat_step_passed"


def test_the_golden_rule_and_the_gargoyle_take_walkways_out_of_the_choices() -> None:
    game = playing(2)
    game.act(PlayMoves(seat=0, piece=T1, squares=1, monks=1))
    state = with_player(game.state, 1, gargoyle=Gargoyle("board", T2))
    found = options(state, 0)
    moves = [choice.piece for choice in found.moves]
    assert T1 not in moves and T2 not in moves and len(moves) == 22
    rotas = {choice.piece: choice for choice in found.rotas}
    assert T1 in rotas and rotas[T1].monks_paid == 1 and T2 not in rotas
    assert T2 not in found.free_walkways and T1 in found.free_walkways
    assert not {"rotas", "moves", "free_walkways"} & set(found.refused)


def test_prayers_are_offered_from_round_two_with_the_levels_the_budget_covers() -> None:
    state = with_player(playing(2).state, 0, prayers=frozenset({1, 2}))
    found = options(state, 0)
    assert found.prayers == ()
    assert found.refused["prayers"].reason == "sat_prayers_locked"
    game = in_round(playing(2, prayer_2_ap=[2, 5]), 2)
    game = game_from(with_player(game.state, 0, prayers=frozenset({1, 2, 4})))
    game.act(PlayRotas(seat=0, piece=T1, monks=0))
    game = game_from(with_player(game.state, 1, gargoyle=Gargoyle("board", T2)))
    by_number = {choice.prayer: choice for choice in options(game.state, 0).prayers}
    assert by_number[1].ap == (1, 2, 3) and by_number[1].pieces == ()
    assert by_number[2].ap == (2,) and T2 in by_number[2].pieces
    assert by_number[4].ap == (1, 2, 3, 4) and T2 not in by_number[4].pieces
    assert (by_number[4].least, by_number[4].most) == (1, 1)


def test_exchanges_offer_the_prayers_that_may_go_and_come() -> None:
    state = with_player(playing(2).state, 0, incertus=1, prayers=frozenset({1, 2, 3}))
    found = options(state, 0)
    assert found.exchange and found.search_exchange
    assert found.discardable_prayers == (1, 2, 3)
    assert found.takeable_prayers == (4, 5, 6, 7, 8)
    found = options(with_player(state, 0, incertus=0, prayers=frozenset({1})), 0)
    assert not found.exchange and found.refused["exchange"].reason == "sat_not_enough_cards"


def test_gargoyles_on_the_board_may_be_removed_by_the_active_seat() -> None:
    state = with_player(playing(2).state, 1, gargoyle=Gargoyle("board", T2))
    assert options(state, 0).remove_gargoyle == ("colour_2",)
    assert options(state, 1).remove_gargoyle == ()
    assert options(state, 1).refused["remove_gargoyle"].reason == "sat_not_your_turn"
    assert options(playing(2).state, 0).refused["remove_gargoyle"].reason == (
        "sat_no_gargoyle_on_board"
    )


def test_refusal_is_none_for_a_legal_action() -> None:
    state = playing(2).state
    assert refusal(state, PlayRotas(seat=0, piece=T1)) is None
    assert refusal(state, PlayRotas(seat=1, piece=T1)) == Refusal(
        "sat_not_your_turn", {"player": "Ann"}
    )

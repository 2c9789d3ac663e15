"""Liber Fidei: locked in round 1, once per game each, their printed AP levels, and what
the app keeps of their effects (gargoyles, removed walkways, the locked monk)."""

from typing import Any

from sheets.core import Game
from sheets.sator.actions import (
    CollectBook,
    NextStep,
    PlayPrayer,
    PlayRotas,
    RemoveGargoyle,
    UseFreeAction,
)
from sheets.sator.state import Gargoyle
from tests.logs import refused
from tests.sator.helpers import codes, finish_turn, game_from, in_round, playing, with_player

T1 = "t_piece:material_1"
T2 = "t_piece:material_2"
L3 = "long_straight:material_3"


def praying(*prayers: int, count: int = 2, **house_rules: Any) -> Game:
    """Round 2, seat 0 to play, holding ``prayers``."""
    game = in_round(playing(count, **house_rules), 2)
    return game_from(with_player(game.state, 0, prayers=frozenset(prayers)))


def test_no_liber_fidei_in_the_first_round() -> None:
    game = game_from(with_player(playing(2).state, 0, prayers=frozenset({7})))
    problem = refused(game, PlayPrayer(seat=0, prayer=7, ap=1))
    assert (problem.reason, problem.params) == ("sat_prayers_locked", {"rounds": 1})
    finish_turn(game)
    game = game_from(with_player(game.state, 1, prayers=frozenset({7})))
    assert refused(game, PlayPrayer(seat=1, prayer=7, ap=1)).reason == "sat_prayers_locked"


def test_a_prayer_works_once_per_game_and_stays_face_up() -> None:
    game = praying(7)
    events = game.act(PlayPrayer(seat=0, prayer=7, ap=2))
    assert codes(events) == ["sat_step_started", "sat_prayer_played"]
    assert events[-1].params == {"prayer": 7, "ap": 2, "pieces": [], "walkways": 0, "ap_left": 4}
    player = game.state.players[0]
    assert player.used == (7,) and 7 not in player.prayers and 7 not in player.prayer_pile
    assert refused(game, PlayPrayer(seat=0, prayer=7, ap=1)).reason == "sat_prayer_used"


def test_a_prayer_must_be_in_hand() -> None:
    game = praying(7)
    problem = refused(game, PlayPrayer(seat=0, prayer=8, ap=1))
    assert (problem.reason, problem.params) == ("sat_prayer_not_in_hand", {"prayer": 8})
    assert refused(game, PlayPrayer(seat=0, prayer=12, ap=1)).reason == "sat_no_such_prayer"


def test_only_the_printed_ap_levels_may_be_paid() -> None:
    game = praying(1, 4, prayer_4_ap=[3, 5])
    problem = refused(game, PlayPrayer(seat=0, prayer=1, ap=4))
    assert (problem.reason, problem.params) == (
        "sat_prayer_ap_not_printed",
        {"prayer": 1, "ap": 4, "levels": [1, 2, 3]},
    )
    assert refused(game, PlayPrayer(seat=0, prayer=4, ap=2, pieces=(T1,))).reason == (
        "sat_prayer_ap_not_printed"
    )
    game.act(PlayPrayer(seat=0, prayer=4, ap=5, pieces=(T1,)))
    problem = refused(game, PlayPrayer(seat=0, prayer=1, ap=2))
    assert (problem.reason, problem.params) == ("sat_not_enough_ap", {"cost": 2, "left": 1})


def test_prayers_are_played_in_step_two_only() -> None:
    game = praying(7)
    game.act(NextStep(seat=0))
    game.act(NextStep(seat=0))
    assert refused(game, PlayPrayer(seat=0, prayer=7, ap=1)).reason == "sat_step_passed"


def test_nihil_pensi_tells_how_far_the_opponents_monks_go() -> None:
    events = praying(1).act(PlayPrayer(seat=0, prayer=1, ap=2))
    assert (events[-1].code, events[-1].params) == (
        "sat_opponents_may_move",
        {"monks": 2, "squares": 6},
    )
    events = praying(1).act(PlayPrayer(seat=0, prayer=1, ap=3))
    assert (events[-1].code, events[-1].params) == ("sat_opponents_may_move_any", {"squares": 9})


def test_virtus_clara_puts_the_gargoyle_on_a_walkway_and_locks_it() -> None:
    game = praying(2)
    events = game.act(PlayPrayer(seat=0, prayer=2, ap=1, pieces=(T1,)))
    assert (events[-1].code, events[-1].params) == (
        "sat_gargoyle_placed",
        {"colour": "red", "piece": T1},
    )
    assert game.state.players[0].gargoyle == Gargoyle("board", T1)
    assert game.state.gargoyle_on(T1) == 0
    assert refused(game, PlayRotas(seat=0, piece=T1)).reason == "sat_walkway_under_gargoyle"
    assert refused(game, UseFreeAction(seat=0, kind="slide", piece=T1)).reason == (
        "sat_walkway_under_gargoyle"
    )


def test_the_gargoyle_goes_on_exactly_one_walkway_of_the_board() -> None:
    game = praying(2)
    problem = refused(game, PlayPrayer(seat=0, prayer=2, ap=1))
    assert (problem.reason, problem.params) == (
        "sat_prayer_walkway_count",
        {"prayer": 2, "least": 1, "most": 1},
    )
    game = game_from(game.state.but(removed=frozenset({T1})))
    assert refused(game, PlayPrayer(seat=0, prayer=2, ap=1, pieces=(T1,))).reason == (
        "sat_walkway_removed"
    )


def test_a_gargoyle_in_the_box_does_not_come_back() -> None:
    game = game_from(with_player(praying(2).state, 0, gargoyle=Gargoyle("box")))
    problem = refused(game, PlayPrayer(seat=0, prayer=2, ap=1, pieces=(T1,)))
    assert (problem.reason, problem.params) == ("sat_gargoyle_not_in_supply", {"where": "box"})


def test_any_gargoyle_is_removed_for_three_cards_in_the_own_turn() -> None:
    state = with_player(praying(4).state, 1, gargoyle=Gargoyle("board", L3))
    game = game_from(with_player(state, 0, incertus=2))
    problem = refused(game, RemoveGargoyle(seat=1, colour="colour_2"))
    assert problem.reason == "sat_not_your_turn"
    assert refused(game, RemoveGargoyle(seat=0, colour="colour_2")).reason == (
        "sat_not_enough_cards"
    )
    events = game.act(RemoveGargoyle(seat=0, colour="colour_2", discard_prayers=(4,)))
    assert codes(events) == ["sat_gargoyle_removed"]
    assert events[0].params == {
        "colour": "colour_2",
        "piece": L3,
        "cards": 3,
        "prayers_discarded": [4],
        "prayers_count": 1,
    }
    state = game.state
    assert state.players[1].gargoyle == Gargoyle("box")
    assert state.players[0].used == (4,) and state.players[0].hand_size == 0
    assert state.ap_left == 6
    game.act(UseFreeAction(seat=0, kind="slide", piece=L3))


def test_removing_a_gargoyle_needs_one_on_the_board_of_a_colour_in_play() -> None:
    game = praying(count=2)
    assert refused(game, RemoveGargoyle(seat=0, colour="colour_4")).reason == (
        "sat_colour_not_in_play"
    )
    assert refused(game, RemoveGargoyle(seat=0, colour="green")).reason == "sat_no_such_colour"
    problem = refused(game, RemoveGargoyle(seat=0, colour="red"))
    assert (problem.reason, problem.params) == (
        "sat_gargoyle_not_on_board",
        {"colour": "red", "where": "supply"},
    )


def test_removing_a_gargoyle_may_cost_ap_as_a_house_rule() -> None:
    state = with_player(praying(gargoyle_removal_ap=2).state, 1, gargoyle=Gargoyle("board", L3))
    game = game_from(state)
    game.act(RemoveGargoyle(seat=0, colour="colour_2"))
    assert game.state.ap_left == 4


def test_mihi_in_dies_locks_the_own_monk_for_the_turn() -> None:
    game = praying(3, 7)
    events = game.act(PlayPrayer(seat=0, prayer=3, ap=2, pieces=(T1, T2, L3)))
    assert codes(events)[-1] == "sat_monk_locked"
    game.act(PlayRotas(seat=0, piece=T1))
    turn = game.state.turn
    assert turn is not None and turn.monk_locked and turn.movement_points == 0
    assert refused(game, UseFreeAction(seat=0, kind="monk_step")).reason == "sat_monk_locked"
    assert refused(game, PlayPrayer(seat=0, prayer=7, ap=1)).reason == "sat_monk_locked"
    game.act(NextStep(seat=0))
    assert refused(game, CollectBook(seat=0)).reason == "sat_monk_locked"
    game.act(UseFreeAction(seat=0, kind="rotate", piece=T2))


def test_mihi_in_dies_cannot_lock_a_monk_that_already_moved() -> None:
    game = praying(3)
    game.act(UseFreeAction(seat=0, kind="monk_step"))
    problem = refused(game, PlayPrayer(seat=0, prayer=3, ap=1, pieces=(T1,)))
    assert problem.reason == "sat_monk_already_moved"


def test_mihi_in_dies_moves_up_to_five_different_free_walkways() -> None:
    game = praying(3)
    pieces = ("large_corner:material_1", "small_corner:material_1", T1, T2, L3)
    assert refused(
        game, PlayPrayer(seat=0, prayer=3, ap=1, pieces=(*pieces, "short_straight:material_1"))
    ).reason == ("sat_prayer_walkway_count")
    problem = refused(game, PlayPrayer(seat=0, prayer=3, ap=1, pieces=(T1, T1)))
    assert (problem.reason, problem.params) == ("sat_walkway_repeated", {"pieces": [T1, T1]})
    game.act(PlayPrayer(seat=0, prayer=3, ap=1, pieces=pieces))


def test_walkway_prayers_cannot_touch_a_walkway_under_a_gargoyle() -> None:
    for prayer, pieces in ((3, (T1,)), (4, (T1,)), (5, (T1,)), (6, (T2, T1))):
        game = praying(prayer)
        game = game_from(with_player(game.state, 1, gargoyle=Gargoyle("board", T1)))
        problem = refused(game, PlayPrayer(seat=0, prayer=prayer, ap=1, pieces=pieces))
        assert problem.reason == "sat_walkway_under_gargoyle", prayer


def test_victoria_takes_walkways_off_the_board_for_good() -> None:
    game = praying(5)
    assert refused(game, PlayPrayer(seat=0, prayer=5, ap=1, pieces=(T1, T2, L3))).reason == (
        "sat_prayer_walkway_count"
    )
    events = game.act(PlayPrayer(seat=0, prayer=5, ap=1, pieces=(T1, T2)))
    assert (events[-1].code, events[-1].params) == ("sat_walkways_removed", {"pieces": [T1, T2]})
    assert game.state.removed == {T1, T2}
    assert refused(game, PlayRotas(seat=0, piece=T1)).reason == "sat_walkway_removed"
    finish_turn(game)
    assert refused(game, UseFreeAction(seat=1, kind="slide", piece=T2)).reason == (
        "sat_walkway_removed"
    )


def test_prayers_that_move_no_walkway_name_none() -> None:
    game = praying(7, 8, 1)
    for prayer in (1, 7, 8):
        problem = refused(game, PlayPrayer(seat=0, prayer=prayer, ap=1, pieces=(T1,)))
        assert problem.params == {"prayer": prayer, "least": 0, "most": 0}


def test_animi_imperio_and_the_jump_move_the_own_monk_so_books_can_be_taken() -> None:
    for prayer in (7, 8):
        game = praying(prayer)
        assert refused(game, CollectBook(seat=0)).reason == "sat_monk_has_not_moved"
        game.act(PlayPrayer(seat=0, prayer=prayer, ap=1))
        game.act(CollectBook(seat=0))
        assert game.state.players[0].books == 1

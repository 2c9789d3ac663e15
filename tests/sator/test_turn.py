"""The turn: six AP as a budget, the five steps in their fixed order, exchanges, the free
action, the draw back to six and the turn passing left."""

from sheets.sator.actions import (
    Draw,
    EndTurn,
    Exchange,
    NextStep,
    PlayMoves,
    PlayRotas,
    SearchExchange,
    UseFreeAction,
)
from sheets.sator.house_rules import unverified_in_use
from sheets.sator.state import Gargoyle
from tests.logs import refused
from tests.sator.helpers import codes, finish_turn, game_from, playing, with_player

T1 = "t_piece:material_1"
S2 = "short_straight:material_2"


def test_a_turn_starts_at_step_one_with_six_ap() -> None:
    game = playing(2)
    turn = game.state.turn
    assert turn is not None
    assert (turn.seat, turn.step, game.state.ap_left, turn.free_action) == (0, "exchange", 6, None)


def test_only_the_active_player_acts_in_the_turn() -> None:
    game = playing(2)
    for action in (NextStep(seat=1), Exchange(seat=1), EndTurn(seat=1)):
        problem = refused(game, action)
        assert (problem.reason, problem.params) == ("sat_not_your_turn", {"player": "Ann"})
    assert refused(game, NextStep(seat=5)).reason == "sat_no_such_seat"


def test_a_simple_exchange_costs_1_ap_discards_two_and_takes_one() -> None:
    game = playing(2)
    pile = game.state.incertus_pile
    events = game.act(Exchange(seat=0))
    state = game.state
    assert codes(events) == ["sat_cards_exchanged"]
    assert events[0].params["ap_left"] == 5
    assert state.ap_left == 5
    assert state.players[0].incertus == 4 - 2 + 1
    assert (state.incertus_pile, state.incertus_discard) == (pile - 1, 2)


def test_an_exchange_may_take_the_top_card_of_the_own_liber_fidei_pile() -> None:
    game = playing(2)
    game.act(Exchange(seat=0, take_prayer=5))
    player = game.state.players[0]
    assert player.prayers == {5} and player.incertus == 2
    assert 5 not in player.prayer_pile


def test_the_search_exchange_costs_2_ap_and_needs_a_prayer_among_the_two() -> None:
    game = playing(2)
    assert refused(game, SearchExchange(seat=0)).reason == "sat_search_needs_prayer"
    game = game_from(with_player(game.state, 0, prayers=frozenset({3})))
    events = game.act(SearchExchange(seat=0, discard_prayers=(3,), take_prayer=7))
    player = game.state.players[0]
    assert codes(events) == ["sat_cards_searched"]
    assert events[0].params["prayers_discarded"] == [3]
    assert game.state.ap_left == 4
    assert player.used == (3,) and player.prayers == {7} and player.incertus == 3
    assert game.state.incertus_discard == 1


def test_a_prayer_exchanged_away_is_used_for_good() -> None:
    game = game_from(with_player(playing(2).state, 0, prayers=frozenset({3})))
    game.act(SearchExchange(seat=0, discard_prayers=(3,)))
    problem = refused(game, Exchange(seat=0, take_prayer=3))
    assert (problem.reason, problem.params) == ("sat_prayer_not_in_pile", {"prayer": 3})


def test_never_more_than_three_liber_fidei_in_hand() -> None:
    state = with_player(playing(2).state, 0, incertus=3, prayers=frozenset({1, 2, 3}))
    game = game_from(state)
    problem = refused(game, Exchange(seat=0, take_prayer=4))
    assert (problem.reason, problem.params) == ("sat_too_many_prayers", {"limit": 3, "held": 4})
    game.act(Exchange(seat=0, discard_prayers=(1,), take_prayer=4))
    assert game.state.players[0].prayers == {2, 3, 4}


def test_an_exchange_needs_the_cards_it_discards() -> None:
    game = game_from(with_player(playing(2).state, 0, incertus=1))
    problem = refused(game, Exchange(seat=0))
    assert (problem.reason, problem.params) == ("sat_not_enough_cards", {"needed": 2, "held": 1})
    assert refused(game, Exchange(seat=0, discard_prayers=(2,))).reason == "sat_prayer_not_in_hand"
    assert refused(game, Exchange(seat=0, discard_prayers=(1, 2, 3))).reason == "sat_discard_count"


def test_the_budget_refuses_what_it_does_not_cover() -> None:
    game = playing(2)
    game.act(PlayMoves(seat=0, piece=T1, squares=5))
    problem = refused(game, PlayRotas(seat=0, piece=S2))
    assert (problem.reason, problem.params) == ("sat_not_enough_ap", {"cost": 2, "left": 1})
    game.act(PlayMoves(seat=0, piece=S2, squares=1))
    assert game.state.ap_left == 0
    assert refused(game, PlayMoves(seat=0, piece=T1, squares=1)).reason == "sat_not_enough_ap"


def test_exchanges_lock_once_a_card_is_played() -> None:
    game = playing(2)
    events = game.act(PlayRotas(seat=0, piece=T1))
    assert codes(events) == ["sat_step_started", "sat_rotas_played"]
    problem = refused(game, Exchange(seat=0))
    assert (problem.reason, problem.params) == (
        "sat_step_passed",
        {"step": "exchange", "step_number": 1, "current": "play", "current_number": 2},
    )


def test_the_steps_go_forward_one_by_one_and_never_back() -> None:
    game = playing(2)
    steps = []
    for _ in range(4):
        game.act(NextStep(seat=0))
        assert game.state.turn is not None
        steps.append(game.state.turn.step)
    assert steps == ["play", "move", "discard", "draw"]
    assert refused(game, NextStep(seat=0)).reason == "sat_last_step"
    problem = refused(game, PlayRotas(seat=0, piece=T1))
    assert (problem.reason, problem.params["current"]) == ("sat_step_passed", "draw")


def test_leaving_step_four_puts_the_played_cards_on_the_discard_pile() -> None:
    game = playing(2)
    game.act(PlayRotas(seat=0, piece=T1))
    game.act(PlayMoves(seat=0, piece=S2, squares=2))
    game.act(NextStep(seat=0))
    game.act(NextStep(seat=0))
    assert game.state.incertus_discard == 0
    events = game.act(NextStep(seat=0))
    assert codes(events) == ["sat_cards_discarded", "sat_step_started"]
    assert events[0].params == {"count": 2}
    assert game.state.incertus_discard == 2


def test_drawing_jumps_to_step_five_doing_the_discard_on_the_way() -> None:
    game = playing(2)
    game.act(PlayRotas(seat=0, piece=T1))
    events = game.act(Draw(seat=0, incertus=3))
    assert codes(events) == [
        "sat_step_started",
        "sat_step_started",
        "sat_cards_discarded",
        "sat_step_started",
        "sat_cards_drawn",
    ]
    assert game.state.players[0].hand_size == 6
    assert game.state.incertus_discard == 1


def test_the_draw_fills_the_hand_to_six_and_no_further() -> None:
    game = playing(2)
    problem = refused(game, Draw(seat=0, incertus=3))
    assert (problem.reason, problem.params) == ("sat_hand_over_limit", {"size": 6, "cards": 7})
    assert refused(game, Draw(seat=0)).reason == "sat_draw_nothing"
    assert refused(game, Draw(seat=0, incertus=-1, prayers=(2,))).reason == "sat_draw_nothing"
    game.act(Draw(seat=0, incertus=1))
    game.act(Draw(seat=0, prayers=(8,)))
    assert game.state.players[0].hand_size == 6
    assert game.state.players[0].prayers == {8}


def test_the_draw_keeps_to_three_liber_fidei() -> None:
    game = game_from(with_player(playing(2).state, 0, incertus=1, prayers=frozenset({1, 2})))
    problem = refused(game, Draw(seat=0, prayers=(3, 4)))
    assert problem.reason == "sat_too_many_prayers"
    assert refused(game, Draw(seat=0, prayers=(2,))).reason == "sat_prayer_not_in_pile"
    assert refused(game, Draw(seat=0, prayers=(9,))).reason == "sat_no_such_prayer"
    assert refused(game, Draw(seat=0, prayers=(3, 3))).reason == "sat_prayer_repeated"
    game.act(Draw(seat=0, incertus=2, prayers=(3,)))
    assert game.state.players[0].hand_size == 6


def test_the_turn_ends_only_with_a_full_hand() -> None:
    game = playing(2)
    problem = refused(game, EndTurn(seat=0))
    assert (problem.reason, problem.params) == (
        "sat_hand_not_full",
        {"cards": 4, "size": 6, "missing": 2},
    )


def test_ending_the_turn_loses_unspent_ap_and_passes_left() -> None:
    game = playing(3)
    game.act(PlayRotas(seat=0, piece=T1))
    game.act(UseFreeAction(seat=0, kind="monk_step"))
    game.act(Draw(seat=0, incertus=3))
    events = game.act(EndTurn(seat=0))
    assert codes(events) == ["sat_turn_ended", "sat_turn_started"]
    assert events[0].params == {"ap_lost": 4}
    state = game.state
    assert state.turn is not None
    assert (state.turn.seat, state.turn.step, state.turn.free_action) == (1, "exchange", None)
    assert (state.ap_left, state.round, state.turn_number) == (6, 1, 2)


def test_a_new_round_begins_when_play_returns_to_the_first_player() -> None:
    game = playing(3, first_player=2)
    finish_turn(game)
    finish_turn(game)
    assert game.state.round == 1
    assert game.state.turn is not None and game.state.turn.seat == 1
    # Seat 1 was dealt six cards and played none: its hand is full already.
    turn_events = game.act(EndTurn(seat=1))
    assert codes(turn_events)[-3:] == ["sat_turn_ended", "sat_round_started", "sat_turn_started"]
    assert game.state.round == 2 and game.state.turn is not None and game.state.turn.seat == 2


def test_one_free_action_per_turn_in_any_step_for_no_ap() -> None:
    game = playing(2)
    game.act(NextStep(seat=0))
    game.act(NextStep(seat=0))
    events = game.act(UseFreeAction(seat=0, kind="slide", piece=S2))
    assert codes(events) == ["sat_free_walkway_move"]
    assert game.state.ap_left == 6
    assert game.state.turn is not None and game.state.turn.step == "move"
    problem = refused(game, UseFreeAction(seat=0, kind="monk_step"))
    assert (problem.reason, problem.params) == ("sat_free_action_used", {"kind": "slide"})
    finish_turn(game)
    game.act(UseFreeAction(seat=1, kind="rotate", piece=S2))


def test_the_free_action_names_a_walkway_exactly_when_it_moves_one() -> None:
    game = playing(2)
    assert refused(game, UseFreeAction(seat=0, kind="slide")).reason == "sat_walkway_needed"
    problem = refused(game, UseFreeAction(seat=0, kind="monk_step", piece=S2))
    assert problem.reason == "sat_free_step_has_no_walkway"
    assert refused(game, UseFreeAction(seat=0, kind="rotate", piece="x:y")).reason == (
        "sat_no_such_walkway"
    )


def test_a_walkway_under_a_gargoyle_or_taken_off_cannot_be_moved() -> None:
    state = with_player(playing(2).state, 1, gargoyle=Gargoyle("board", S2))
    game = game_from(state.but(removed=frozenset({T1})))
    for action in (
        UseFreeAction(seat=0, kind="rotate", piece=S2),
        PlayRotas(seat=0, piece=S2),
        PlayMoves(seat=0, piece=S2, squares=1),
    ):
        problem = refused(game, action)
        assert (problem.reason, problem.params) == (
            "sat_walkway_under_gargoyle",
            {"piece": S2, "colour": "colour_2"},
        )
    assert refused(game, PlayMoves(seat=0, piece=T1, squares=1)).reason == "sat_walkway_removed"


def test_an_empty_draw_pile_is_replaced_by_the_shuffled_discards() -> None:
    state = playing(2).state.but(incertus_pile=1, incertus_discard=9)
    game = game_from(state)
    events = game.act(Draw(seat=0, incertus=2))
    assert codes(events)[-2:] == ["sat_cards_drawn", "sat_pile_reshuffled"]
    assert events[-1].params == {"count": 9}
    assert (game.state.incertus_pile, game.state.incertus_discard) == (8, 0)


def test_when_pile_and_discards_are_both_out_the_draw_is_refused() -> None:
    game = game_from(playing(2).state.but(incertus_pile=1, incertus_discard=0))
    problem = refused(game, Draw(seat=0, incertus=2))
    assert (problem.reason, problem.params) == ("sat_incertus_exhausted", {"wanted": 2, "left": 1})


def test_undo_takes_back_a_step_and_its_bookkeeping_exactly() -> None:
    game = playing(2)
    game.act(PlayRotas(seat=0, piece=T1))
    before = game.state
    game.act(Draw(seat=0, incertus=3))
    game.undo(0)
    assert game.state == before


def test_in_round_1_a_prayer_may_be_discarded_in_an_exchange_as_an_unverified_reading() -> None:
    game = game_from(with_player(playing(2).state, 0, prayers=frozenset({3})))
    assert game.state.round == 1
    game.act(SearchExchange(seat=0, discard_prayers=(3,), take_prayer=7))
    assert game.state.players[0].used == (3,)
    assert "round_one_prayer_discard" in unverified_in_use(game.state.rules)


def test_a_table_may_keep_prayers_out_of_round_1_exchanges() -> None:
    state = playing(2, round_one_prayer_discard=False).state
    game = game_from(with_player(state, 0, prayers=frozenset({3})))
    problem = refused(game, SearchExchange(seat=0, discard_prayers=(3,)))
    assert (problem.reason, problem.params) == ("sat_prayer_discard_locked", {"rounds": 1})
    assert "round_one_prayer_discard" not in unverified_in_use(game.state.rules)


def test_going_on_from_a_step_that_is_over_is_refused_as_too_late() -> None:
    game = playing(2)
    game.act(NextStep(seat=0, leaving="exchange"))
    problem = refused(game, NextStep(seat=0, leaving="exchange"))
    assert (problem.reason, problem.params["step"], problem.params["current"]) == (
        "sat_step_passed",
        "exchange",
        "play",
    )
    game.act(NextStep(seat=0, leaving="play"))
    assert game.state.turn is not None and game.state.turn.step == "move"

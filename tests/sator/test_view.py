"""What each seat sees: the public table, its own secret hand, and the reminders of the
step the table is at."""

from sheets.core import Game
from sheets.sator import RULES
from sheets.sator.actions import (
    BooksPlaced,
    CollectBook,
    Draw,
    Exchange,
    NextStep,
    PlayPrayer,
    PlayRotas,
)
from sheets.sator.state import Gargoyle
from sheets.sator.view import view
from tests.sator.helpers import game_from, in_round, playing, setup, with_player

T1 = "t_piece:material_1"


def keys(game: Game, seat: int = 0) -> list[str]:
    return [
        reminder.key.removeprefix("sator.reminder.")
        for reminder in view(game.state, seat).reminders
    ]


def test_a_seat_sees_its_own_prayers_and_only_how_many_the_others_hold() -> None:
    state = with_player(playing(3).state, 0, prayers=frozenset({2, 5}), used=(7,))
    own, other = view(state, 0), view(state, 1)
    assert own.hand.prayers == (2, 5)
    assert own.hand.prayer_pile == (1, 3, 4, 6, 8)
    assert other.hand.prayers == ()
    seen = other.players[0]
    assert (seen.hand_size, seen.prayers_in_hand, seen.prayers_used, seen.prayer_pile) == (
        6,
        2,
        (7,),
        5,
    )


def test_another_seats_view_does_not_change_with_the_prayers_held() -> None:
    base = playing(3).state
    one = with_player(base, 0, prayers=frozenset({2, 5}), used=(7,))
    two = with_player(base, 0, prayers=frozenset({1, 8}), used=(7,))
    for seat in (1, 2):
        assert view(one, seat) == view(two, seat)
    assert view(one, 0) != view(two, 0)


def test_the_events_do_not_tell_which_prayer_was_drawn_or_taken() -> None:
    def events_of(prayer: int) -> list:
        game = playing(2)
        taken = game.act(Exchange(seat=0, take_prayer=prayer))
        drawn = game.act(Draw(seat=0, incertus=2, prayers=(prayer % 8 + 1,)))
        return [(event.code, event.seat, dict(event.params)) for event in taken + drawn]

    assert events_of(3) == events_of(6)


def test_everything_else_is_public() -> None:
    state = with_player(playing(2).state, 1, gargoyle=Gargoyle("board", T1), books=2)
    seen = view(state.but(removed=frozenset({"t_piece:material_2"})), 0)
    assert seen.players[1].gargoyle == Gargoyle("board", T1)
    assert seen.players[1].books == 2
    assert seen.removed == ("t_piece:material_2",)
    assert (seen.incertus_pile, seen.incertus_discard) == (69, 0)


def test_the_turn_view_shows_the_budget_and_where_the_steps_are() -> None:
    game = playing(2)
    game.act(PlayRotas(seat=0, piece=T1, monks=1))
    turn = view(game.state, 1).turn
    assert turn is not None
    assert (turn.name, turn.round, turn.ap_total, turn.ap_spent, turn.ap_left) == (
        "Ann",
        1,
        6,
        3,
        3,
    )
    assert [step.status for step in turn.steps] == ["done", "current", "todo", "todo", "todo"]
    assert (turn.incertus_played, turn.movement_points, turn.prayers_locked) == (1, 1, True)
    assert turn.plays[0].surcharge == 1


def test_the_seat_the_table_waits_for() -> None:
    game = Game(RULES, setup(3, first_player=1))
    assert view(game.state, 0).to_act is None
    game.act(BooksPlaced(seat=0))
    assert view(game.state, 0).to_act == 1
    assert view(playing(2, first_player=1).state, 0).to_act == 1


def test_each_setup_stage_has_its_reminders() -> None:
    game = Game(RULES, setup(3, first_player=1))
    assert keys(game)[:2] == ["books_from_cards", "books_unused_colours"]
    game.act(BooksPlaced(seat=0))
    reminders = view(game.state, 0).reminders
    assert reminders[0].key == "sator.reminder.draft_pick"
    assert reminders[0].params == {"player": "Bob"}
    assert "books_unused_colours" not in keys(Game(RULES, setup(4)))


def test_the_draft_reminds_the_building_rules_of_the_placement_after_it() -> None:
    game = Game(RULES, setup(3, first_player=1))
    game.act(BooksPlaced(seat=0))
    assert keys(game)[:3] == ["draft_pick", "draft_order", "placement_order"]
    assert "building_inside_grid" in keys(game)


def test_the_placement_reminds_the_three_building_rules() -> None:
    game = Game(RULES, setup(2))
    game.act(BooksPlaced(seat=0))
    assert keys(game)[:5] == [
        "placement_turn",
        "placement_order",
        "building_inside_grid",
        "building_books_on_walkways",
        "building_one_book_per_colour",
    ]
    assert view(game.state, 0).reminders[0].params == {"player": "Bob", "left": 24}


def test_each_step_of_the_turn_has_its_reminders() -> None:
    game = playing(2)
    assert keys(game)[:3] == ["exchange_simple", "exchange_search", "exchange_misprint"]
    assert "free_action" in keys(game) and "unspent_ap_lost" in keys(game)
    game.act(PlayRotas(seat=0, piece=T1))
    assert keys(game)[0] == "prayers_not_round_one"
    assert {"rotas_cost", "moves_cost", "monk_surcharge", "golden_rule_cards"} <= set(keys(game))
    game.act(NextStep(seat=0))
    move = view(game.state, 0).reminders[0]
    assert (move.key, move.params) == ("sator.reminder.movement_points", {"points": 1})
    game.act(NextStep(seat=0))
    assert keys(game)[:2] == ["discard_incertus", "prayers_stay_face_up"]
    game.act(NextStep(seat=0))
    draw = view(game.state, 0).reminders[0]
    assert (draw.key, draw.params) == ("sator.reminder.draw_to_six", {"size": 6, "missing": 3})


def test_the_reshuffle_is_announced_when_the_pile_runs_short() -> None:
    game = game_from(playing(2).state.but(incertus_pile=1, incertus_discard=20))
    game.act(NextStep(seat=0))
    game.act(NextStep(seat=0))
    game.act(NextStep(seat=0))
    game.act(NextStep(seat=0))
    assert "reshuffle" in keys(game)


def test_reminders_resting_on_unverified_values_say_so() -> None:
    game = playing(2)
    game.act(PlayRotas(seat=0, piece=T1))
    by_key = {r.key: r for r in view(game.state, 0).reminders}
    assert by_key["sator.reminder.moves_cost"].unverified == (
        "moves_ap_per_square",
        "moves_max_squares",
    )
    assert by_key["sator.reminder.rotas_cost"].unverified == ("rotas_max_rotations",)
    assert by_key["sator.reminder.monk_surcharge"].unverified == ()
    corrected = playing(2, rotas_max_rotations=1, moves_max_squares=4)
    corrected.act(PlayRotas(seat=0, piece=T1))
    by_key = {r.key: r for r in view(corrected.state, 0).reminders}
    assert by_key["sator.reminder.rotas_cost"].unverified == ()
    assert by_key["sator.reminder.moves_cost"].unverified == ("moves_ap_per_square",)
    assert "rotas_max_rotations" not in view(corrected.state, 0).unverified


def test_the_locked_monk_and_the_moved_opponents_are_reminded() -> None:
    game = in_round(playing(2), 2)
    game = game_from(with_player(game.state, 0, prayers=frozenset({1, 3})))
    game.act(PlayPrayer(seat=0, prayer=3, ap=1, pieces=(T1,)))
    assert keys(game)[0] == "monk_locked"
    game.act(PlayPrayer(seat=0, prayer=1, ap=1))
    assert keys(game, 1)[:2] == ["monk_locked", "opponents_collect"]


def test_the_end_names_the_winner() -> None:
    game = playing(2)
    game.act(PlayRotas(seat=0, piece=T1))
    game.act(NextStep(seat=0))
    game = game_from(with_player(game.state, 0, books=3))
    game.act(CollectBook(seat=0))
    seen = view(game.state, 1)
    assert (seen.phase, seen.winner, seen.to_act) == ("finished", 0, None)
    assert seen.reminders[0].key == "sator.reminder.winner"
    assert seen.reminders[0].params == {"player": "Ann", "books": 4}

"""Collecting the lost books, and the win the moment one player holds all four of theirs."""

from scoring.sator import outcome
from sheets.core import Game
from sheets.sator import RULES
from sheets.sator.actions import (
    BooksPlaced,
    CollectBook,
    EndTurn,
    NextStep,
    PlayPrayer,
    PlayRotas,
    UseFreeAction,
)
from tests.logs import refused
from tests.sator.helpers import codes, finish_turn, game_from, in_round, playing, with_player

T1 = "t_piece:material_1"


def walked(game: Game) -> Game:
    """The active player played a card and is in step 3 with a movement point."""
    seat = game.state.turn.seat if game.state.turn else 0
    game.act(PlayRotas(seat=seat, piece=T1))
    game.act(NextStep(seat=seat))
    return game


def test_a_monk_takes_its_books_while_it_moves() -> None:
    game = walked(playing(2))
    events = game.act(CollectBook(seat=0))
    assert codes(events) == ["sat_book_collected"]
    assert events[0].params == {"books": 1}
    assert game.state.players[0].books == 1


def test_no_book_without_moving() -> None:
    game = playing(2)
    problem = refused(game, CollectBook(seat=0))
    assert (problem.reason, problem.params) == ("sat_monk_has_not_moved", {"step": "exchange"})
    game.act(NextStep(seat=0))
    game.act(NextStep(seat=0))
    assert refused(game, CollectBook(seat=0)).reason == "sat_monk_has_not_moved"


def test_the_free_step_lets_the_monk_take_a_book_at_any_step() -> None:
    game = playing(2)
    game.act(UseFreeAction(seat=0, kind="monk_step"))
    game.act(CollectBook(seat=0))
    assert game.state.players[0].books == 1


def test_other_monks_take_books_only_when_moved_by_nihil_pensi() -> None:
    game = walked(playing(2))
    problem = refused(game, CollectBook(seat=1))
    assert (problem.reason, problem.params) == ("sat_not_moved_by_prayer", {"player": "Ann"})
    game = in_round(playing(2), 2)
    game = game_from(with_player(game.state, 0, prayers=frozenset({1})))
    game.act(PlayPrayer(seat=0, prayer=1, ap=1))
    game.act(CollectBook(seat=1))
    assert game.state.players[1].books == 1


def test_as_a_house_rule_a_monk_moved_by_an_opponent_takes_no_book() -> None:
    game = in_round(playing(2, opponents_collect_books=False), 2)
    game = game_from(with_player(game.state, 0, prayers=frozenset({1})))
    game.act(PlayPrayer(seat=0, prayer=1, ap=1))
    assert refused(game, CollectBook(seat=1)).reason == "sat_not_moved_by_prayer"


def test_the_fourth_book_wins_at_once_and_ends_the_game() -> None:
    game = game_from(with_player(walked(playing(3)).state, 0, books=3))
    events = game.act(CollectBook(seat=0))
    assert codes(events) == ["sat_book_collected", "sat_game_won"]
    state = game.state
    assert (state.phase, state.winner) == ("finished", 0)
    assert RULES.is_finished(state)
    for action in (EndTurn(seat=0), CollectBook(seat=0), BooksPlaced(seat=1), NextStep(seat=0)):
        problem = refused(game, action)
        assert (problem.reason, problem.params) == ("sat_game_over", {"winner": "Ann"})


def test_an_opponent_can_win_in_the_active_players_turn() -> None:
    game = in_round(playing(2), 2)
    state = with_player(game.state, 0, prayers=frozenset({1}))
    game = game_from(with_player(state, 1, books=3))
    game.act(PlayPrayer(seat=0, prayer=1, ap=3))
    game.act(CollectBook(seat=1))
    assert game.state.winner == 1


def test_the_outcome_names_the_winner_and_keeps_everybodys_books() -> None:
    game = game_from(with_player(walked(playing(3)).state, 0, books=3))
    game = game_from(with_player(game.state, 2, books=2))
    game.act(CollectBook(seat=0))
    result = outcome(game.state)
    assert result.kind == "sator"
    assert result.summary == "outcome.sator_won" and result.details == {"winner": "Ann"}
    assert [(s.name, s.winner, s.place, s.lines["books"]) for s in result.seats] == [
        ("Ann", True, 1, 4),
        ("Bob", False, None, 0),
        ("Cid", False, None, 2),
    ]
    assert all(seat.score is None for seat in result.seats)
    assert result.to_json()["seats"][0]["lines"] == {"books": 4}


def test_an_unfinished_game_has_no_winner() -> None:
    result = outcome(playing(2).state)
    assert result.summary == "outcome.sator_unfinished"
    assert not any(seat.winner for seat in result.seats)


def test_the_books_taken_are_as_many_as_the_squares_the_monk_moved() -> None:
    game = walked(playing(2))
    game.act(CollectBook(seat=0))
    problem = refused(game, CollectBook(seat=0))
    assert (problem.reason, problem.params) == (
        "sat_books_beyond_reach",
        {"squares": 1, "books": 1},
    )


def test_every_way_the_monk_moved_counts_towards_its_reach() -> None:
    game = in_round(playing(2), 2)
    game = game_from(with_player(game.state, 0, prayers=frozenset({7})))
    game.act(UseFreeAction(seat=0, kind="monk_step"))
    game.act(PlayPrayer(seat=0, prayer=7, ap=game.state.rules.prayer_ap(7)[0]))
    game.act(PlayRotas(seat=0, piece=T1))
    game.act(NextStep(seat=0))
    assert game.state.turn is not None and game.state.turn.own_monk_squares() == 1 + 4 + 1
    for _ in range(3):
        game.act(CollectBook(seat=0))
    assert game.state.players[0].books == 3


def test_the_reach_of_a_turn_starts_again_at_the_next_turn() -> None:
    game = walked(playing(2))
    game.act(CollectBook(seat=0))
    finish_turn(game)
    finish_turn(game)
    game = walked(game)
    game.act(CollectBook(seat=0))
    assert game.state.players[0].books == 2


def nihil_pensi(ap: int) -> Game:
    game = in_round(playing(3), 2)
    game = game_from(with_player(game.state, 0, prayers=frozenset({1})))
    game.act(PlayPrayer(seat=0, prayer=1, ap=ap))
    return game


def test_nihil_pensi_moves_as_many_opponents_monks_as_its_level_says() -> None:
    game = nihil_pensi(1)
    game.act(CollectBook(seat=1))
    problem = refused(game, CollectBook(seat=2))
    assert (problem.reason, problem.params) == ("sat_prayer_moves_fewer_monks", {"monks": 1})


def test_monks_moved_by_nihil_pensi_take_a_book_per_square_of_its_level() -> None:
    game = nihil_pensi(2)
    for seat in (1, 2, 1, 2, 1, 2):
        game.act(CollectBook(seat=seat))
    problem = refused(game, CollectBook(seat=1))
    assert (problem.reason, problem.params) == (
        "sat_books_beyond_prayer",
        {"squares": 6, "books": 6},
    )

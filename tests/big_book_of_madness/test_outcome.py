"""The result of a game for history and statistics: the table wins or loses together."""

import pytest

from scoring.big_book_of_madness import outcome
from sheets.big_book_of_madness.actions import BreakCurse, GainMadness
from tests.big_book_of_madness.helpers import Table, setup


def test_a_won_game_makes_every_seat_a_winner_without_a_score() -> None:
    table = Table(setup(difficulty="II"))
    table.to(30, "actions")
    for place in "ABCDE":
        if table.state.curse(place).on_track:
            table.act(BreakCurse(seat=table.state.active, place=place, reward="water"))
    table.to(31, "focus")
    table.advance()
    result = outcome(table.state)
    assert result.kind == "big_book_of_madness"
    assert result.summary == "outcome.bbm_won"
    assert [(seat.name, seat.winner, seat.score) for seat in result.seats] == [
        ("Ann", True, None),
        ("Bob", True, None),
        ("Cid", True, None),
    ]
    assert result.details == {
        "reason": "final_monster_beaten",
        "round": 6,
        "turn": 31,
        "monsters_beaten": 1,
        "difficulty": "II",
        "mode": "classic",
    }
    assert result.to_json()["seats"][0]["lines"] == {
        "madness": 0,
        "spells": 4,
        "scared_to_death": 0,
    }


def test_a_lost_game_is_lost_by_every_seat_even_those_scared_to_death() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=1, count=6, to="hand"))
    table.to(2, "recovery")
    table.advance()
    table.act(GainMadness(seat=0, player=0, count=20))
    result = outcome(table.state)
    assert result.summary == "outcome.bbm_lost"
    assert result.details["reason"] == "madness_deck_empty"
    assert not any(seat.winner for seat in result.seats)
    assert result.seats[1].lines["scared_to_death"] == 1
    assert result.seats[0].lines["madness"] == 19


def test_a_game_in_play_has_no_result_yet() -> None:
    with pytest.raises(ValueError, match="not over"):
        outcome(Table().state)

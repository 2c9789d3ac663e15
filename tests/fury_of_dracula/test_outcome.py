"""The outcome for history: Dracula alone or the hunters together win."""

from scoring.fury_of_dracula import outcome
from sheets.fury_of_dracula.actions import DamageDracula, GainInfluence
from sheets.i18n import has
from tests.fury_of_dracula.helpers import act, started


def test_dracula_wins_alone() -> None:
    state, _ = act(started().but(influence=12), GainInfluence(seat=0, amount=2))
    result = outcome(state)
    assert [seat.winner for seat in result.seats] == [True, False, False]
    assert [seat.place for seat in result.seats] == [1, 2, 2]
    assert result.summary == "outcome.fod.dracula_wins" and has(result.summary)
    assert result.to_json()["details"]["influence"] == 13


def test_the_hunters_win_together() -> None:
    state, _ = act(started(), DamageDracula(seat=0, amount=15))
    result = outcome(state)
    assert [seat.winner for seat in result.seats] == [False, True, True]
    assert result.summary == "outcome.fod.hunters_win"
    assert all(seat.score is None for seat in result.seats)


def test_an_unfinished_game_has_no_winner() -> None:
    result = outcome(started())
    assert not any(seat.winner for seat in result.seats)
    assert result.summary == "outcome.fod.unfinished" and result.kind == "fury_of_dracula"

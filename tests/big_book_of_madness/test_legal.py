"""The actions a seat may take now and the seats the table waits for."""

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.actions import NextStep, StartGame
from sheets.big_book_of_madness.legal import OUT_OF_TURN
from tests.big_book_of_madness.helpers import Table


def test_before_the_start_everybody_is_awaited_and_anybody_may_start() -> None:
    state = Table(started=False).state
    assert RULES.awaiting(state) == {0, 1, 2}
    assert StartGame(seat=2) in RULES.legal_actions(state, 2)


def test_in_a_turn_the_active_player_is_awaited_and_the_others_keep_the_books() -> None:
    state = Table().state
    assert RULES.awaiting(state) == {state.active}
    other = (state.active + 1) % 3
    actions = RULES.legal_actions(state, other)
    assert NextStep(seat=other) in actions
    assert {action.TYPE for action in actions} <= OUT_OF_TURN

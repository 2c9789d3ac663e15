"""The actions a seat may take now and the seats the table waits for."""

from sheets.fury_of_dracula import RULES
from sheets.fury_of_dracula.actions import DraculaStart, Move
from sheets.fury_of_dracula.legal import OUT_OF_TURN
from sheets.fury_of_dracula.rules import initial
from tests.fury_of_dracula.helpers import DRACULA, make_setup, seat_of, started


def test_at_the_start_the_table_waits_for_dracula_alone() -> None:
    state = initial(make_setup())
    assert RULES.awaiting(state) == {DRACULA}
    assert RULES.legal_actions(state, 1) == ()
    choices = RULES.legal_actions(state, DRACULA)
    assert choices and all(isinstance(action, DraculaStart) for action in choices)


def test_on_a_hunters_day_his_player_is_awaited_and_the_others_only_keep_the_books() -> None:
    state = started()
    assert state.current_hunter is not None
    seat = seat_of(state, state.current_hunter)
    assert RULES.awaiting(state) == {seat}
    assert any(isinstance(action, Move) for action in RULES.legal_actions(state, seat))
    dracula = {action.TYPE for action in RULES.legal_actions(state, DRACULA)}
    assert dracula and dracula <= OUT_OF_TURN

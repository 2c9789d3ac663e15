"""The actions a seat may take now and the seats the table waits for."""

from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import BrewPotions, EndRound, LevelUp, Move, RollDice
from tests.paper_dungeons.helpers import game, rolled


def test_before_the_roll_the_table_waits_for_its_roll_which_any_seat_may_send() -> None:
    state = game(2).state
    assert RULES.awaiting(state) == {0, 1}
    assert RULES.table_step_due(state)
    assert RULES.legal_actions(state, 1) == (RollDice(seat=1),)


def test_after_the_roll_every_seat_plays_its_dice_before_the_round_may_end() -> None:
    state = rolled(game(2)).state
    assert RULES.awaiting(state) == {0, 1}
    assert not RULES.table_step_due(state)
    actions = RULES.legal_actions(state, 0)
    assert BrewPotions(seat=0, die=0) in actions
    assert any(isinstance(action, LevelUp) for action in actions)
    assert any(isinstance(action, Move) for action in actions)
    assert not any(isinstance(action, EndRound | RollDice) for action in actions)


def test_once_the_game_is_over_nobody_is_awaited_and_nothing_is_legal() -> None:
    state = game(1).state.but(phase="finished")
    assert RULES.awaiting(state) == frozenset()
    assert not RULES.table_step_due(state)
    assert RULES.legal_actions(state, 0) == ()

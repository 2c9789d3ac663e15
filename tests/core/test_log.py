"""Undo and redo as operations on the log."""

import pytest

from sheets.core import Illegal
from sheets.paper_dungeons.actions import BrewPotions, CraftHalf, EndRound, LevelUp, RollDice
from tests.paper_dungeons.helpers import PLAIN_ROLL, game, rolled


def test_undo_restores_the_previous_state_and_redo_the_next() -> None:
    table = rolled(game())
    before = table.state
    table.act(LevelUp(seat=0, die=0, hero="warrior"))
    after = table.state
    assert table.undo() == LevelUp(seat=0, die=0, hero="warrior")
    assert table.state == before
    table.redo()
    assert table.state == after


def test_undo_of_one_seat_keeps_the_other_seats_later_actions() -> None:
    table = rolled(game(2))
    table.act(CraftHalf(seat=0, die=3, artifact=5))
    table.act(CraftHalf(seat=1, die=4, artifact=6))
    table.undo(seat=0)
    assert table.state.sheets[0].artifacts[4] == 0
    assert table.state.sheets[1].artifacts[5] == 1
    assert [a.seat for a in table.actions] == [0, 1]


def test_undo_is_refused_when_a_later_action_depends_on_it() -> None:
    table = rolled(game(2))
    table.act(BrewPotions(seat=1, die=0))
    with pytest.raises(Illegal) as raised:
        table.undo(seat=0)  # seat 0's roll: seat 1 has used it
    assert raised.value.reason == "undo_blocked"
    assert raised.value.params["blocked_reason"] == "roll_first"
    assert len(table.actions) == 2


def test_nothing_to_undo_or_redo() -> None:
    table = game()
    with pytest.raises(Illegal, match="nothing_to_undo"):
        table.undo()
    with pytest.raises(Illegal, match="nothing_to_redo"):
        table.redo()
    assert not table.can_undo() and not table.can_redo()


def test_a_new_action_of_a_seat_drops_its_redo() -> None:
    table = rolled(game(2))
    table.act(CraftHalf(seat=0, die=3, artifact=5))
    table.act(CraftHalf(seat=1, die=3, artifact=5))
    table.undo(seat=0)
    table.undo(seat=1)
    table.act(CraftHalf(seat=0, die=4, artifact=6))
    assert not table.can_redo(seat=0) and table.can_redo(seat=1)
    table.redo(seat=1)
    assert table.state.sheets[1].artifacts[4] == 1


def test_redo_is_refused_when_it_no_longer_fits() -> None:
    table = rolled(game(2))
    table.act(CraftHalf(seat=1, die=0, artifact=5))
    table.undo(seat=1)
    table.undo(seat=0)
    table.act(RollDice(seat=0, symbols=("skull", "wizard", "clover", "skull", "cleric", "rogue")))
    with pytest.raises(Illegal, match="skull_unusable"):
        table.redo(seat=1)
    assert table.can_redo(seat=1) and len(table.actions) == 1


def test_the_log_replays_to_the_same_state() -> None:
    table = rolled(game())
    for die, artifact in ((3, 5), (4, 6), (5, 7)):
        table.act(CraftHalf(seat=0, die=die, artifact=artifact))
    table.act(EndRound(seat=0))
    from sheets.core import Game

    replayed = Game(table.rules, table.setup, table.actions)
    assert replayed.state == table.state
    assert [replayed.events(i) for i in range(4)] == [table.events(i) for i in range(4)]
    assert table.history()[0][0] == RollDice(seat=0, symbols=PLAIN_ROLL)


def test_a_copy_can_be_changed_without_touching_the_original() -> None:
    table = rolled(game())
    twin = table.copy()
    twin.act(CraftHalf(seat=0, die=3, artifact=5))
    assert len(table.actions) == 1 and len(twin.actions) == 2
    twin.undo()
    twin.undo()
    assert table.state.dice is not None and twin.state.dice is None


def test_the_log_says_where_undo_and_redo_would_act() -> None:
    table = rolled(game(2))
    table.act(CraftHalf(seat=1, die=3, artifact=5))
    table.act(CraftHalf(seat=0, die=3, artifact=5))
    assert (table.last_index(1), table.last_index(0), table.last_index()) == (1, 2, 2)
    table.undo(seat=1)
    assert table.last_undone_index(1) == 0 and table.last_undone_index(0) is None

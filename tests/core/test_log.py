"""Undo and redo as operations on the log, whose entries carry their storage numbers."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheets.core import Action, Entry, Game, Illegal
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import (
    BrewPotions,
    CraftHalf,
    EndRound,
    LevelUp,
    RollDice,
)
from tests.paper_dungeons.helpers import PLAIN_ROLL, game, rolled
from tests.paper_dungeons.play import example_setup, finished_with_fights_entered
from tests.random_play import random_player

next_random_action = random_player(RULES)


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


def test_each_entry_keeps_its_storage_number_through_undo_and_redo() -> None:
    table = game(2)
    table.act(RollDice(seat=0, symbols=PLAIN_ROLL), 1)
    table.act(CraftHalf(seat=0, die=3, artifact=5), 2)
    table.act(CraftHalf(seat=1, die=4, artifact=6), 3)
    assert (table.number_of_last(0), table.number_of_last(1), table.number_of_last()) == (2, 3, 3)
    table.undo(seat=0)
    assert [entry.number for entry in table.entries] == [1, 3]
    assert table.undone_entries == (Entry(CraftHalf(seat=0, die=3, artifact=5), 2),)
    assert table.number_of_last_undone(0) == 2 and table.number_of_last_undone(1) is None
    assert table.redo(seat=0, number=4) == CraftHalf(seat=0, die=3, artifact=5)
    assert [entry.number for entry in table.entries] == [1, 3, 4]
    assert table.undone_entries == ()
    assert table.number_of_last(0) == 4, "an undo now takes back the redo, stored anew"
    assert table.highest_number() == 4


def test_a_new_action_drops_its_seats_undone_entries_with_their_numbers() -> None:
    table = game(2)
    table.act(RollDice(seat=0, symbols=PLAIN_ROLL), 1)
    table.act(CraftHalf(seat=0, die=3, artifact=5), 2)
    table.act(CraftHalf(seat=1, die=3, artifact=5), 3)
    table.undo(seat=0)
    table.undo(seat=1)
    table.act(CraftHalf(seat=0, die=4, artifact=6), 4)
    assert table.undone_entries == (Entry(CraftHalf(seat=1, die=3, artifact=5), 3),)
    assert [entry.number for entry in table.entries] == [1, 4]


def test_a_game_played_without_storage_has_no_numbers() -> None:
    table = rolled(game())
    table.act(CraftHalf(seat=0, die=3, artifact=5))
    table.undo()
    assert table.entries == (Entry(RollDice(seat=0, symbols=PLAIN_ROLL)),)
    assert table.undone_entries == (Entry(CraftHalf(seat=0, die=3, artifact=5)),)
    assert table.number_of_last() is None and table.number_of_last_undone() is None
    assert table.highest_number() is None


def test_a_copy_and_a_replay_keep_the_numbers() -> None:
    table = game(2)
    table.act(RollDice(seat=0, symbols=PLAIN_ROLL), 5)
    table.act(CraftHalf(seat=1, die=3, artifact=5), 7)
    table.undo(seat=1)
    twin = table.copy()
    replayed = Game(table.rules, table.setup, table.entries, table.undone_entries)
    for other in (twin, replayed):
        assert (other.entries, other.undone_entries) == (table.entries, table.undone_entries)
        assert other.state == table.state
    twin.redo(1, 8)
    assert table.number_of_last_undone(1) == 7 and twin.number_of_last(1) == 8


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_numbers_travel_with_their_actions_through_random_play(seed: int) -> None:
    """Each action is given a new number as storage would; whatever undo, redo and new
    actions do, every entry holds the number its action was given, the log is in the
    order of its numbers, and the game plays exactly as one without numbers."""
    rng = random.Random(seed)
    numbered, bare = Game(RULES, example_setup(2, seed)), Game(RULES, example_setup(2, seed))
    given_to: dict[int, Action] = {}
    for number in range(1, 120):
        roll, seat = rng.random(), rng.choice([None, 0, 1])
        try:
            if roll < 0.2:
                expected = numbered.number_of_last(seat)
                numbered.undo(seat)
                bare.undo(seat)
                assert numbered.undone_entries[-1].number == expected
            elif roll < 0.35:
                given_to[number] = numbered.redo(seat, number)
                bare.redo(seat)
            else:
                action = next_random_action(numbered.state, rng)
                if action is None:
                    break
                numbered.act(action, number)
                bare.act(action)
                given_to[number] = action
        except Illegal:
            continue
        known = [*numbered.entries, *numbered.undone_entries]
        assert [given_to.get(entry.number) for entry in known] == [e.action for e in known]
        log_numbers = [entry.number for entry in numbered.entries]
        assert log_numbers == sorted(log_numbers)
        numbers = [entry.number for entry in known]
        assert len(set(numbers)) == len(numbers)
        assert numbered.highest_number() == max(numbers, default=None)
        assert (numbered.actions, numbered.undone) == (bare.actions, bare.undone)
        assert numbered.state == bare.state


def test_an_end_of_round_the_fights_depend_on_is_undone_with_them() -> None:
    table = finished_with_fights_entered(3)
    finished, end, fights = table.state, table.actions[-4], table.actions[-3:]
    assert table.undo(seat=0) == fights[0]
    with pytest.raises(Illegal, match="undo_blocked"):
        table.undo(seat=0)
    assert [entry.action for entry in table.depending_on_last(0)] == list(fights[1:])
    assert table.undo_with_later(seat=0) == (end, *fights[1:])
    assert (table.state.phase, table.state.round) == ("actions", 8)
    assert table.actions[-1].TYPE != "pd.end_round"
    # Redo brings them back in the order they were played, each by its own seat.
    assert [table.redo(seat) for seat in (0, 0, 1, 2)] == [end, *fights]
    assert table.state == finished


def test_a_seats_last_move_of_the_game_is_undone_with_the_round_end_and_fights() -> None:
    table = finished_with_fights_entered(2)
    assert table.undo(seat=1).TYPE == "pd.record_fight"
    move = table.actions[table.last_index(1) or 0]
    with pytest.raises(Illegal, match="undo_blocked"):
        table.undo(seat=1)
    taken_back = table.undo_with_later(seat=1)
    assert taken_back[0] == move and taken_back[1].TYPE == "pd.end_round"
    assert table.state.phase == "actions" and len(table.state.sheets[1].used_dice) == 2
    assert Game(RULES, table.setup, table.actions).state == table.state


def test_an_undo_nothing_depends_on_takes_back_that_action_alone() -> None:
    table = rolled(game(2))
    table.act(CraftHalf(seat=0, die=3, artifact=5))
    table.act(CraftHalf(seat=1, die=4, artifact=6))
    assert table.depending_on_last(0) == ()
    assert table.undo_with_later(seat=0) == (CraftHalf(seat=0, die=3, artifact=5),)
    assert len(table.actions) == 2

"""Potions soak wounds; a party whose wounds pass its health rises again, once."""

import pytest

from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import ManualEffect
from tests.paper_dungeons.helpers import codes, game, with_sheet


def wound(state, amount: int):
    return RULES.apply(state, ManualEffect(seat=0, effect="wounds", amount=amount))


def start(**marks: object):
    return with_sheet(RULES.initial(game().setup), **marks)


def test_a_potion_soaks_two_wounds_across_two_wound_events() -> None:
    state = wound(start(potions=1), 1).state
    assert (state.sheets[0].soaked, state.sheets[0].wounds) == (1, 0)
    transition = wound(state, 2)
    sheet = transition.state.sheets[0]
    assert (sheet.soaked, sheet.wounds, sheet.free_potion_slots) == (2, 1, 0)
    soaked = [e.params for e in transition.events if e.code == "wounded"]
    assert soaked == [{"cause": "manual", "wounds": 2, "soaked": 1, "on_track": 1}]


def test_potions_never_heal_wounds_already_on_the_track() -> None:
    state = wound(start(), 3).state
    state = with_sheet(state, potions=2)
    assert state.sheets[0].wounds == 3
    assert wound(state, 1).state.sheets[0].wounds == 3


def test_wounds_equal_to_health_are_survived() -> None:
    transition = wound(start(), 4)
    assert transition.state.sheets[0].resurrections == 0
    assert "resurrected" not in codes(transition.events)


def test_one_wound_past_health_means_resurrection_once() -> None:
    transition = wound(start(), 5)
    sheet = transition.state.sheets[0]
    assert sheet.resurrections == 1 and sheet.wounds == 5
    assert "resurrected" in codes(transition.events)
    later = wound(transition.state, 10).state.sheets[0]
    assert later.resurrections == 1 and later.wounds == 15


def test_resurrection_at_equal_health_when_the_house_rules_say_so() -> None:
    state = with_sheet(RULES.initial(game(house_rules={"resurrection_trigger": ">="}).setup))
    assert wound(state, 4).state.sheets[0].resurrections == 1


def test_resurrection_may_clear_the_track_by_house_rule() -> None:
    state = RULES.initial(game(house_rules={"resurrection_clears_wounds": True}).setup)
    assert wound(state, 5).state.sheets[0].wounds == 0


def test_health_grows_with_levels_so_the_limit_moves() -> None:
    assert wound(start(levels=(2, 2, 2, 2)), 8).state.sheets[0].resurrections == 0


@pytest.mark.parametrize(("overflow", "wounds"), [("keep_counting", 30), ("cap", 24)])
def test_the_wound_track_past_24_follows_the_house_rules(overflow: str, wounds: int) -> None:
    state = RULES.initial(game(house_rules={"wound_track_overflow": overflow}).setup)
    assert wound(state, 30).state.sheets[0].wounds == wounds

"""The element supply: counted piles, cards bought in the Actions phase, and the value-2
card a broken curse brings while there is one."""

import pytest

from sheets.big_book_of_madness.actions import AcquireElement, BreakCurse, CountSupply
from sheets.big_book_of_madness.content import ELEMENTS
from sheets.core import Illegal
from tests.big_book_of_madness.helpers import Table, setup
from tests.logs import refused

DECK = {"value_1": {"water": 5, "fire": 2, "earth": 2, "air": 2}, "value_2": "water"}


def piles(table: Table) -> dict[str, tuple[int, int]]:
    return {
        element: (table.state.pile(element, 2), table.state.pile(element, 3))
        for element in ELEMENTS
    }


def test_each_element_has_ten_value_2_and_six_value_3_cards() -> None:
    assert piles(Table()) == dict.fromkeys(ELEMENTS, (10, 6))


def test_the_starting_decks_entered_take_their_value_2_card_from_the_supply() -> None:
    decks = {"starting_decks": {"rosana": DECK, "viktor": {**DECK, "value_2": "fire"}}}
    table = Table(setup(house_rules=decks))
    assert piles(table) == {"water": (9, 6), "fire": (9, 6), "earth": (10, 6), "air": (10, 6)}
    assert piles(Table(setup(house_rules=decks, nightmare=True))) == dict.fromkeys(
        ELEMENTS, (10, 6)
    )
    kept = {**decks, "starting_value_2_from_supply": False}
    assert piles(Table(setup(house_rules=kept))) == dict.fromkeys(ELEMENTS, (10, 6))


@pytest.mark.parametrize(("value", "cost"), [(2, 2), (3, 3)])
def test_an_element_card_is_bought_for_its_value_into_the_discard_pile(value, cost) -> None:
    table = Table()
    table.to(1, "actions")
    assert table.act(AcquireElement(seat=0, element="earth", value=value)) == [
        "bbm_element_acquired"
    ]
    left = {2: 9, 3: 5}[value]
    assert table.events[0].params == {
        "element": "earth",
        "value": value,
        "cost": cost,
        "left": left,
        "granted": False,
    }
    assert table.state.pile("earth", value) == left


def test_an_empty_pile_sells_nothing_and_buying_waits_for_the_actions_phase() -> None:
    table = Table()
    table.to(1, "grimoire")
    assert refused(table.game, AcquireElement(seat=0, element="air", value=3)).params == {
        "phase": "grimoire",
        "needed": "actions",
    }
    table.to(1, "actions")
    for _ in range(6):
        table.act(AcquireElement(seat=0, element="air", value=3))
    empty = refused(table.game, AcquireElement(seat=0, element="air", value=3))
    assert (empty.reason, empty.params) == ("bbm_supply_pile_empty", {"element": "air", "value": 3})


def test_a_broken_curse_brings_a_value_2_card_of_the_breakers_choice() -> None:
    table = Table()
    table.to(1, "actions")
    assert refused(table.game, BreakCurse(seat=0, place="A")).reason == "bbm_choose_reward"
    table.act(BreakCurse(seat=0, place="A", reward="air"))
    assert table.event("bbm_reward_taken").params == {"element": "air", "left": 9}
    assert table.state.pile("air", 2) == 9


def test_a_broken_curse_brings_nothing_once_the_value_2_piles_are_empty() -> None:
    table = Table()
    table.to(1, "actions")
    for element in ELEMENTS:
        table.act(
            CountSupply(seat=0, element=element, value=2, count=0 if element != "fire" else 1)
        )
    empty = refused(table.game, BreakCurse(seat=0, place="A", reward="water"))
    assert (empty.reason, empty.params) == (
        "bbm_supply_pile_empty",
        {"element": "water", "value": 2},
    )
    table.act(BreakCurse(seat=0, place="A", reward="fire"))
    assert table.act(BreakCurse(seat=0, place="B")) == ["bbm_curse_broken", "bbm_no_reward"]
    assert refused(table.game, BreakCurse(seat=0, place="C", reward="fire")).reason == (
        "bbm_supply_pile_empty"
    )


def test_the_table_corrects_a_pile_it_counted() -> None:
    table = Table()
    assert table.act(CountSupply(seat=1, element="water", value=2, count=8)) == [
        "bbm_supply_counted"
    ]
    assert table.events[0].params == {"element": "water", "value": 2, "count": 8, "before": 10}
    assert table.state.pile("water", 2) == 8
    too_many = refused(table.game, CountSupply(seat=1, element="water", value=3, count=7))
    assert (too_many.reason, too_many.params) == ("bbm_bad_pile_count", {"count": 7, "most": 6})
    with pytest.raises(Illegal, match="bbm_not_started"):
        Table(started=False).act(CountSupply(seat=0, element="air", value=2, count=1))

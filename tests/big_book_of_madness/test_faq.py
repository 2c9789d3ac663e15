"""Rules that IELLO's FAQ (v1.3) settles, checked as the FAQ puts them; the house rules
they confirm are no longer listed as unverified."""

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.actions import BreakCurse, GainMadness, NextStep
from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.house_rules import default_house_rules, unverified_in_use
from sheets.big_book_of_madness.reminders import Reminder
from tests.big_book_of_madness.helpers import Table, catalogue, setup

TWO_MULTI = {"I": [2] * 6, "II": [0] * 6, "III": [0] * 6}


def test_multi_element_curses_take_the_leftmost_places_in_the_order_drawn() -> None:
    rules = {**catalogue(("air", "earth", "fire")), "multi_curses_by_round": TWO_MULTI}
    table = Table(setup(house_rules=rules))
    table.to(1, "grimoire")
    placed = [(slot.place, slot.space, slot.kind) for slot in table.state.curses]
    assert placed == [
        ("A", 2, "multi"),
        ("B", 3, "multi"),
        ("C", 3, "air"),
        ("D", 4, "earth"),
        ("E", 5, "fire"),
    ]
    order = [event.params["place"] for event in table.events if event.code == "bbm_curse_placed"]
    assert order == ["A", "B", "C", "D", "E"]


def test_a_round_lasts_five_turns_even_with_every_curse_broken() -> None:
    table = Table()
    table.to(1, "actions")
    for place in "ABC":
        table.act(BreakCurse(seat=0, place=place, reward="water"))
    assert not any(slot.on_track for slot in table.state.curses)
    codes = []
    for turn in range(2, 6):
        table.to(turn, "grimoire")
        codes += [event.code for event in table.events]
        assert (table.state.round, table.state.marker) == (1, turn)
    assert "bbm_round_ended" not in codes and "bbm_new_monster" not in codes
    table.to(6, "grimoire")
    assert table.state.round == 2 and table.state.monsters[0].beaten


def test_only_the_active_player_refills_the_hand_to_six() -> None:
    table = Table()
    table.to(2, "recovery")
    refills = [r for r in RULES.view(table.state, 0).reminders if r.key == "bbm.remind.hand_size"]
    assert refills == [Reminder("bbm.remind.hand_size", {"player": 1, "count": 6})]


def test_the_scared_to_death_check_is_the_active_players_at_the_end_of_their_turn() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=2, count=6, to="hand"))
    table.to(1, "recovery")
    table.advance()
    table.to(2, "recovery")
    table.advance()
    assert not table.state.players[2].eliminated
    table.to(3, "recovery")
    codes = table.act(NextStep(seat=0, scared=(2,)))
    assert codes[0] == "bbm_scared_to_death" and table.state.players[2].eliminated


def test_the_rules_the_faq_settles_are_not_listed_as_unverified() -> None:
    settled = {"curse_place_order", "scared_to_death_check", "win_when_last_curse_broken"}
    specs = load_content().settings
    assert {name for name in settled if specs[name].status == "faq"} == settled
    assert settled.isdisjoint(unverified_in_use(default_house_rules()))

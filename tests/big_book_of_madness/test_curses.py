"""The invocation marker: monsters arrive with their curses, curses trigger, rounds end."""

import pytest

from sheets.big_book_of_madness.actions import (
    BreakCurse,
    CastSpell,
    GainMadness,
    LabelCurse,
    MadnessUnderCurses,
    NeutraliseCurse,
)
from sheets.big_book_of_madness.house_rules import default_house_rules
from sheets.core import Illegal
from tests.big_book_of_madness.helpers import Table, setup

FLAT = {"I": [0, 1, 2, 0, 1, 2], "II": [0] * 6, "III": [2] * 6}


def kinds(table: Table) -> list:
    return [slot.kind for slot in table.state.curses]


def break_all(table: Table) -> None:
    for slot in table.state.curses:
        if slot.on_track:
            table.act(BreakCurse(seat=table.state.active, place=slot.place, reward="water"))


@pytest.mark.parametrize("difficulty", ["I", "II", "III"])
def test_each_new_monster_adds_the_multi_element_curses_of_the_round_tracker(difficulty) -> None:
    table = Table(setup(difficulty=difficulty))
    expected = default_house_rules().multi_curses_by_round[difficulty]
    for round_number in range(1, 7):
        table.to(5 * round_number - 4, "grimoire")
        assert table.state.round == round_number
        assert table.state.monster.multi_curses == expected[round_number - 1]
        assert kinds(table).count("multi") == expected[round_number - 1]
        placed = [kind for kind in kinds(table) if kind is not None]
        assert len(placed) == 3 + expected[round_number - 1]


def test_curses_fill_the_places_from_space_2_multi_element_ones_first() -> None:
    table = Table(setup(house_rules={"multi_curses_by_round": FLAT}))
    table.to(1, "grimoire")
    assert kinds(table) == ["water", "fire", "earth", None, None]
    table.to(6, "grimoire")
    assert kinds(table) == ["multi", "water", "fire", "earth", None]
    table.to(11, "grimoire")
    assert kinds(table) == ["multi", "multi", "water", "fire", "earth"]


def test_the_place_order_is_a_house_rule() -> None:
    order = {"curse_place_order": ["E", "D", "C", "B", "A"], "multi_curses_by_round": FLAT}
    table = Table(setup(house_rules=order))
    table.to(6, "grimoire")
    assert kinds(table) == [None, "earth", "fire", "water", "multi"]


def test_the_round_tracker_values_are_a_house_rule() -> None:
    table = Table(setup(difficulty="III", house_rules={"multi_curses_by_round": FLAT}))
    table.to(1, "grimoire")
    assert kinds(table) == ["multi", "multi", "water", "fire", "earth"]


def test_a_curse_triggers_when_the_marker_reaches_its_space_left_before_right() -> None:
    table = Table(setup(house_rules={"multi_curses_by_round": FLAT}))
    table.to(6, "actions")
    assert kinds(table) == ["multi", "water", "fire", "earth", None]
    triggered = []
    for turn in range(7, 11):
        table.to(turn, "focus")
        codes = table.advance()
        triggered.append(
            [e.params.get("place") for e in table.events if e.code == "bbm_curse_triggered"]
            or codes[-1]
        )
    assert triggered == [["A"], ["B", "C"], ["D"], "bbm_space_quiet"]
    assert [slot.status for slot in table.state.curses] == ["triggered"] * 4 + ["empty"]


def test_a_broken_curse_never_triggers_and_a_neutralised_one_passes_without_effect() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(BreakCurse(seat=0, place="A", reward="water"))
    table.to(2, "focus")
    assert table.advance()[-1] == "bbm_space_quiet"
    table.to(3, "focus")
    table.act(NeutraliseCurse(seat=0, place="C"))
    assert table.advance()[-2:] == ["bbm_curse_triggered", "bbm_curse_passed"]
    statuses = [slot.status for slot in table.state.curses[:3]]
    assert statuses == ["broken", "triggered", "neutralised"]
    table.to(4, "actions")
    assert table.state.curse("C").status == "passed"


def test_a_neutralised_curse_has_no_effect_and_can_be_broken_after_the_next_grimoire() -> None:
    """Czech rulebook: "Neutralizovaná kletba nemá efekt, ale nedá se zlomit. Následující
    tah se karta kletby otočí opět lícem vzhůru a znovu je možné ji zlomit." """
    table = Table()
    table.to(2, "actions")
    table.act(NeutraliseCurse(seat=1, place="B"))
    with pytest.raises(Illegal, match="bbm_curse_neutralised"):
        table.act(BreakCurse(seat=1, place="B", reward="water"))
    table.to(3, "focus")
    assert table.state.curse("B").status == "neutralised"
    assert "bbm_curse_passed" in table.advance()
    assert table.state.curse("B").status == "neutralised", "face down all through the Grimoire"
    assert "bbm_curse_face_up" in table.advance()
    assert table.state.phase == "actions" and table.state.curse("B").status == "passed"
    assert table.act(BreakCurse(seat=table.state.active, place="B", reward="water"))[0] == (
        "bbm_curse_broken"
    )


def test_as_a_house_rule_a_neutralised_curse_stays_face_down_all_the_next_turn() -> None:
    table = Table(setup(house_rules={"curse_flip_back": "end_of_next_turn"}))
    table.to(2, "actions")
    table.act(NeutraliseCurse(seat=1, place="B"))
    table.to(3, "actions")
    assert table.state.curse("B").status == "neutralised"
    with pytest.raises(Illegal, match="bbm_curse_neutralised"):
        table.act(BreakCurse(seat=table.state.active, place="B", reward="water"))
    table.to(3, "recovery")
    table.advance()
    assert "bbm_curse_face_up" in [event.code for event in table.events]
    assert table.state.curse("B").status == "passed"


def test_breaking_a_curse_records_its_cost_and_the_reward() -> None:
    table = Table(setup(house_rules={"multi_curses_by_round": FLAT}))
    table.to(6, "actions")
    assert table.state.active == 2
    assert table.act(BreakCurse(seat=2, place="B", reward="fire")) == [
        "bbm_curse_broken",
        "bbm_reward_taken",
    ]
    assert table.events[0].params == {"place": "B", "kind": "water", "cost": 4, "granted": False}
    assert table.events[1].params == {"element": "fire", "left": 9}
    assert table.state.pile("fire", 2) == 9
    table.act(CastSpell(seat=2, spell="telepathy", target=0))
    assert table.act(BreakCurse(seat=0, place="A", reward="fire")) == [
        "bbm_multi_curse_broken",
        "bbm_reward_taken",
    ]
    assert table.events[0].seat == 0 and table.events[0].params["granted"] is True
    assert table.state.curse("A").status == "broken"
    assert table.state.pile("fire", 2) == 8


@pytest.mark.parametrize(
    ("place", "reason"),
    [("E", "bbm_no_curse"), ("A", "bbm_curse_already_broken")],
)
def test_breaking_what_is_not_there_is_refused(place, reason) -> None:
    table = Table()
    table.to(1, "actions")
    table.act(BreakCurse(seat=0, place="A", reward="water"))
    with pytest.raises(Illegal) as refused:
        table.act(BreakCurse(seat=0, place=place, reward="water"))
    assert refused.value.reason == reason


def test_curses_are_broken_only_in_the_actions_phase() -> None:
    table = Table()
    table.to(1, "grimoire")
    with pytest.raises(Illegal) as refused:
        table.act(BreakCurse(seat=0, place="A", reward="water"))
    assert refused.value.params == {"phase": "grimoire", "needed": "actions"}


def test_alice_is_reminded_that_she_may_draw_after_each_curse_she_breaks() -> None:
    table = Table(setup(magicians=["alice", "viktor", "harold"]))
    table.to(1, "actions")
    assert table.act(BreakCurse(seat=0, place="A", reward="water"))[-1] == "bbm_may_draw_on_break"
    assert table.act(BreakCurse(seat=0, place="B", reward="water"))[-1] == "bbm_may_draw_on_break"
    table.act(CastSpell(seat=0, spell="telepathy", target=1))
    assert table.act(BreakCurse(seat=1, place="C", reward="water"))[-1] == "bbm_reward_taken"


def test_a_monster_with_every_curse_broken_is_beaten_and_the_next_one_arrives() -> None:
    table = Table()
    table.to(5, "actions")
    break_all(table)
    table.to(6, "focus")
    codes = table.advance()
    assert codes[1:4] == ["bbm_round_ended", "bbm_monster_beaten", "bbm_new_monster"]
    assert table.state.monsters[0].beaten is True
    assert table.state.report.ended_round == 1 and table.state.report.beaten
    assert table.state.round == 2 and table.state.marker == 1


def test_a_monster_with_a_curse_left_is_not_beaten_and_the_curses_go_back() -> None:
    table = Table()
    table.to(5, "actions")
    active = table.state.active
    table.act(BreakCurse(seat=active, place="A", reward="water"))
    table.act(BreakCurse(seat=active, place="B", reward="water"))
    table.act(NeutraliseCurse(seat=active, place="C"))
    table.to(6, "grimoire")
    not_beaten = table.event("bbm_monster_not_beaten")
    assert not_beaten.params == {"number": 1, "curses": 1}
    assert table.state.monsters[0].beaten is False
    assert [slot.status for slot in table.state.curses] == ["waiting"] * 3 + ["empty"] * 2


def test_the_final_monster_beaten_at_the_final_check_wins_the_game() -> None:
    table = Table()
    table.to(30, "actions")
    break_all(table)
    assert table.state.result is None
    table.to(31, "focus")
    assert table.advance()[-2:] == ["bbm_monster_beaten", "bbm_game_won"]
    assert table.state.result.won and table.state.result.reason == "final_monster_beaten"


def test_the_house_rule_wins_as_soon_as_the_last_final_curse_is_broken() -> None:
    table = Table(setup(house_rules={"win_when_last_curse_broken": True}))
    table.to(26, "actions")
    break_all(table)
    assert table.events[-1].code == "bbm_game_won"
    assert table.state.result.reason == "last_curse_broken"
    table = Table(setup(house_rules={"win_when_last_curse_broken": True}))
    table.to(25, "actions")
    break_all(table)
    assert table.state.result is None


def test_the_warlock_puts_madness_under_each_curse_for_whoever_breaks_it() -> None:
    table = Table()
    table.to(1, "grimoire")
    deck = table.state.madness_deck
    assert table.act(MadnessUnderCurses(seat=0)) == ["bbm_madness_under_curses"]
    assert table.state.madness_deck == deck - 3
    assert [slot.madness_under for slot in table.state.curses] == [1, 1, 1, 0, 0]
    with pytest.raises(Illegal, match="bbm_madness_already_under_curses"):
        table.act(MadnessUnderCurses(seat=0))
    table.advance()
    table.act(BreakCurse(seat=0, place="A", reward="water"))
    assert table.state.players[0].madness_piles == 1
    assert table.event("bbm_madness_gained").params["count"] == 1
    table.to(6, "grimoire")
    assert table.event("bbm_madness_back_from_curses").params == {"count": 2, "deck": deck - 1}
    assert table.state.madness_deck == deck - 1


def test_the_warlock_effect_belongs_to_the_arrival_and_stops_at_an_empty_deck() -> None:
    table = Table()
    table.to(1, "actions")
    with pytest.raises(Illegal, match="bbm_wrong_phase"):
        table.act(MadnessUnderCurses(seat=0))
    table.to(2, "grimoire")
    with pytest.raises(Illegal, match="bbm_not_on_arrival"):
        table.act(MadnessUnderCurses(seat=0))
    table = Table()
    table.to(1, "actions")
    table.act(GainMadness(seat=0, player=0, count=table.state.madness_deck - 2))
    table.to(6, "grimoire")
    table.act(MadnessUnderCurses(seat=0))
    assert [slot.madness_under for slot in table.state.curses] == [1, 1, 0, 0, 0]
    assert table.state.madness_deck == 0 and table.state.result is None
    with pytest.raises(Illegal, match="bbm_madness_already_under_curses"):
        table.act(MadnessUnderCurses(seat=0))


def test_a_curse_can_be_labelled_for_its_alert() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(LabelCurse(seat=2, place="A", label="  Each player discards 1 air card "))
    assert table.state.curse("A").label == "Each player discards 1 air card"
    table.to(2, "grimoire")
    assert table.event("bbm_labelled_curse_triggered").params == {
        "place": "A",
        "kind": "water",
        "label": "Each player discards 1 air card",
    }
    for label in ("", "x" * 61):
        with pytest.raises(Illegal, match="bbm_bad_label"):
            table.act(LabelCurse(seat=0, place="B", label=label))
    with pytest.raises(Illegal, match="bbm_no_curse"):
        table.act(LabelCurse(seat=0, place="E", label="nothing"))


def test_a_curse_is_neutralised_once() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(NeutraliseCurse(seat=0, place="C"))
    with pytest.raises(Illegal, match="bbm_curse_already_neutralised"):
        table.act(NeutraliseCurse(seat=0, place="C"))
    table.act(BreakCurse(seat=0, place="A", reward="water"))
    with pytest.raises(Illegal, match="bbm_curse_already_broken"):
        table.act(NeutraliseCurse(seat=0, place="A"))


def test_the_house_rule_makes_a_warlock_short_of_madness_a_defeat() -> None:
    table = Table(setup(house_rules={"madness_deck_shortfall": "lose"}))
    table.act(GainMadness(seat=0, player=0, count=23))
    table.to(6, "grimoire")
    assert table.act(MadnessUnderCurses(seat=0)) == ["bbm_madness_under_curses", "bbm_game_lost"]
    assert [slot.madness_under for slot in table.state.curses] == [1, 1, 0, 0, 0]

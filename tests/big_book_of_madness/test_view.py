"""What the table is told: the checklist, each step's reminders, the whole table in a view,
and the options a seat has."""

import random
import re
from pathlib import Path

import pytest

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.actions import (
    BreakCurse,
    CastSpell,
    ChangeSupport,
    GainMadness,
    LearnSpell,
    NeutraliseCurse,
)
from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.options import bookkeeping
from sheets.big_book_of_madness.reminders import Reminder, checklist
from sheets.big_book_of_madness.text import event_text, refusal_text, reminder_text
from sheets.core import Illegal
from sheets.core.events import Event
from sheets.i18n import has, person
from tests.big_book_of_madness.helpers import Table, catalogue, setup
from tests.big_book_of_madness.play import example_setup
from tests.random_play import play_random

PACKAGE = Path(__file__).parents[2] / "sheets" / "big_book_of_madness"


def keys(reminders) -> list[str]:
    return [reminder.key.removeprefix("bbm.") for reminder in reminders]


def reminders(table: Table, seat: int = 0) -> list[str]:
    return keys(RULES.view(table.state, seat).reminders)


def test_the_checklist_follows_the_rulebook_with_the_numbers_filled_in() -> None:
    items = checklist(setup(3, known_monsters=False))
    assert keys(items) == [
        "check.board",
        "check.madness_deck",
        "check.curse_decks",
        "check.element_supply",
        "check.basic_spells",
        "check.magician",
        "check.starting_deck_from_sheet",
        "check.magician",
        "check.starting_deck_from_sheet",
        "check.magician",
        "check.starting_deck_from_sheet",
        "check.value_1_to_box",
        "check.shuffle_decks",
        "check.grimoire_final",
        "check.grimoire_inner_random",
        "check.grimoire_first_random",
        "check.library_random",
        "check.library_random",
        "check.library_random",
        "check.library_random",
        "check.round_marker",
        "check.invocation_marker",
        "check.element_tokens",
        "check.first_player",
        "check.draw",
    ]
    assert items[1].params == {"count": 25, "to_box": 10}
    assert items[5].params == {"player": 0, "magician": "rosana", "ability": "support_five"}


def test_the_checklist_names_what_the_table_has_catalogued_and_the_modes() -> None:
    game = setup(
        5,
        horror=True,
        five_player_variant=True,
        house_rules={
            **catalogue(),
            "starting_decks": {"rosana": {"value_1": {"water": 8, "air": 3}, "value_2": "water"}},
            "spell_names": {spell: spell.upper() for spell in setup(5).library["fire"]},
        },
    )
    items = {item.key.removeprefix("bbm.check."): item.params for item in checklist(game)}
    assert items["starting_deck"] == {
        "player": 0,
        "water": 8,
        "fire": 0,
        "earth": 0,
        "air": 3,
        "value_2": "water",
    }
    assert items["horror"] == {"deck": 30}
    assert items["grimoire_inner_named"] == {"pages": list(game.grimoire.inner_pages)}
    assert items["grimoire_first_named"] == {"page": game.grimoire.first_page}
    assert items["library_stack"]["element"] == "fire"
    assert "five_player_variant" in items
    assert "nightmare" not in items
    nightmare = {item.key for item in checklist(setup(2, nightmare=True))}
    assert "bbm.check.nightmare" in nightmare
    state = RULES.initial(game)
    for language in ("en", "cs"):
        lines = [reminder_text(state, item, language) for item in checklist(game)]
        assert [line for line in lines if "{" in line or "bbm." in line] == []
        assert "FIRE-1" in " ".join(lines) and "Monster I" in " ".join(lines)


def test_before_the_start_the_view_is_the_checklist() -> None:
    table = Table(started=False)
    assert reminders(table)[-1] == "remind.start"
    assert reminders(table)[:-1] == keys(checklist(table.state.setup))


def test_focus_reminds_of_refreshing_the_ability_and_the_marker() -> None:
    table = Table(setup(magicians=["sandra", "viktor", "harold"]))
    assert reminders(table) == [
        "remind.turn_of",
        "remind.refresh_spells",
        "remind.ability",
        "remind.move_marker",
    ]
    table.to(5, "focus")
    assert "remind.round_ends" not in reminders(table)
    table.to(6, "focus")
    assert "remind.round_ends" in reminders(table)
    table.to(31, "focus")
    assert "remind.final_check" in reminders(table)


def test_the_grimoire_phase_walks_through_a_new_monster_in_order() -> None:
    table = Table(setup(known_monsters=False))
    table.advance()
    assert reminders(table) == [
        "remind.turn_page",
        "remind.arrival_effect",
        "remind.round_marker",
        "remind.enter_elements",
    ]
    table = Table()
    table.to(6, "grimoire")
    assert reminders(table)[:3] == [
        "remind.monster_not_beaten",
        "remind.curses_to_decks",
        "remind.turn_page_named",
    ]


def test_placed_curses_are_listed_in_fill_order_with_the_warlock_reminder() -> None:
    table = Table()
    table.advance()
    view = RULES.view(table.state, 0)
    assert keys(view.reminders)[3:] == ["remind.place_curse"] * 3 + ["remind.warlock"]
    assert [r.params["place"] for r in view.reminders[3:6]] == ["A", "B", "C"]
    assert view.reminders[0].params == {"number": 1, "rounds": 6, "page": table.state.monster.page}
    assert keys(view.reminders)[0] == "remind.turn_page_named"


def test_a_triggered_curse_is_announced_with_the_order_of_the_players() -> None:
    table = Table()
    table.to(3, "grimoire")
    view = RULES.view(table.state, 1)
    assert keys(view.reminders) == [
        "remind.curse_triggers",
        "remind.effect_order",
        "remind.curse_triggers",
        "remind.effect_order",
        "remind.ability",
    ]
    assert [view.reminders[i].params["place"] for i in (0, 2)] == ["B", "C"]
    assert view.reminders[1].params == {"players": [2, 0, 1]}
    assert view.effect_order == (2, 0, 1)


def test_the_actions_phase_warns_of_the_next_curse_and_of_the_last_chance() -> None:
    table = Table()
    table.to(1, "actions")
    assert reminders(table) == ["remind.actions", "remind.payment", "remind.next_curse"]
    table.to(5, "actions")
    assert reminders(table)[-1] == "remind.curses_left"
    for place in "ABC":
        table.act(BreakCurse(seat=1, place=place, reward="water"))
    assert reminders(table)[-1] == "remind.all_curses_broken"


def test_recovery_reminds_of_the_hand_of_six_and_the_madness_check() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=2, to="hand"))
    table.to(1, "recovery")
    view = RULES.view(table.state, 0)
    assert keys(view.reminders) == [
        "remind.hand_size",
        "remind.no_madness_discard",
        "remind.scared_check",
    ]
    assert view.reminders[2].params == {"player": 0, "count": 6, "madness": 2}


def test_warnings_stay_until_fixed() -> None:
    table = Table()
    table.act(ChangeSupport(seat=0, player=1, change=3))
    table.act(GainMadness(seat=0, player=1, to="support"))
    table.act(GainMadness(seat=0, player=2, count=19))
    assert reminders(table)[-2:] == ["remind.support_over_limit", "remind.madness_deck_low"]


def test_the_end_of_the_game_is_the_only_reminder_left() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=2, count=26))
    view = RULES.view(table.state, 0)
    assert keys(view.reminders) == ["remind.lost"]
    assert view.reminders[0].params == {"reason": "madness_deck_empty"}
    assert not view.your_turn


def test_the_view_shows_the_whole_table_to_every_seat() -> None:
    table = Table(setup(difficulty="III"))
    table.to(1, "actions")
    table.act(NeutraliseCurse(seat=0, place="C"))
    view = RULES.view(table.state, 2)
    assert (view.seat, view.your_turn, view.active) == (2, False, 0)
    assert RULES.view(table.state, 0).your_turn
    assert [curse.status for curse in view.curses] == [
        "waiting",
        "waiting",
        "neutralised",
        "waiting",
        "empty",
    ]
    assert view.curses[0].cost == {"water": 1, "fire": 1, "earth": 1, "air": 1}
    assert view.curses[1].cost == {"water": 4}
    assert view.curses[4].cost == {}
    assert view.players[0].support_limit == 5 and view.players[1].support_limit == 3
    assert view.players[2].spells[0].id == "flare"
    assert view.library[0].cards_left == 3
    assert "multi_curses_by_round" in view.unverified
    assert view.monsters[0].multi_curses == 1


def test_the_view_carries_the_round_tracker_column_of_the_difficulty() -> None:
    corrected = {"multi_curses_by_round": {"I": [0] * 6, "II": [1] * 6, "III": [2, 2, 1, 1, 0, 0]}}
    table = Table(setup(difficulty="III", house_rules=corrected))
    table.to(1, "actions")
    view = RULES.view(table.state, 0)
    assert view.round_tracker == (2, 2, 1, 1, 0, 0)
    assert view.round_tracker[view.round - 1] == view.monsters[0].multi_curses


def test_options_offer_exactly_what_the_rules_allow_now() -> None:
    table = Table(started=False)
    assert RULES.options(table.state, 1).start
    assert not RULES.options(table.state, 1).next_step
    table = Table(setup(magicians=["sandra", "viktor", "harold"]))
    offered = RULES.options(table.state, 0)
    assert offered.next_step and not offered.break_curse and not offered.cast
    table.to(1, "actions")
    offered = RULES.options(table.state, 0)
    assert offered.break_curse == ("A", "B", "C")
    assert {cast.spell for cast in offered.cast} == {"flare", "ice", "growth", "telepathy"}
    assert offered.cast[0].multiples == (1, 2, 3)
    assert [learn.must_destroy for learn in offered.learn] == [False] * 4
    assert offered.ability is None
    assert offered.rewards == ("water", "fire", "earth", "air")
    assert offered.acquire == tuple(
        (e, v) for e in ("water", "fire", "earth", "air") for v in (2, 3)
    )
    assert next(cast for cast in offered.cast if cast.spell == "telepathy").targets == (1, 2)
    assert RULES.options(table.state, 1).cast == ()
    table.act(CastSpell(seat=0, spell="telepathy", target=1))
    assert {cast.spell for cast in RULES.options(table.state, 1).cast} == {
        "flare",
        "ice",
        "growth",
        "telepathy",
    }
    table.act(CastSpell(seat=1, spell="ice"))
    table.act(LearnSpell(seat=0, element="air"))
    offered = RULES.options(table.state, 0)
    assert offered.ability == "refresh_any_spell"
    assert offered.refresh_targets == ((0, "telepathy"), (1, "ice"))
    assert all(learn.must_destroy for learn in offered.learn)
    assert len(offered.learn[0].destroyable) == 5
    assert RULES.options(table.state, 1).ability is None
    table.to(1, "recovery")
    offered = RULES.options(table.state, 0)
    assert not offered.break_curse and offered.next_step
    assert bookkeeping(table.state, 0, 0).move_madness == ()


def test_a_spell_that_takes_cards_offers_as_much_madness_as_the_caster_holds() -> None:
    table = Table()
    table.to(1, "actions")
    madness = {cast.spell: cast.madness for cast in RULES.options(table.state, 0).cast}
    assert madness == {"flare": 0, "ice": 0, "growth": 0, "telepathy": 0}
    table.act(GainMadness(seat=0, player=0, count=2, to="hand"))
    madness = {cast.spell: cast.madness for cast in RULES.options(table.state, 0).cast}
    assert madness["ice"] == madness["flare"] == 2
    assert madness["growth"] == madness["telepathy"] == 0


def test_every_refusal_and_event_the_rules_can_give_has_words_in_both_languages() -> None:
    source = "\n".join(path.read_text("utf-8") for path in PACKAGE.glob("*.py"))
    reasons = set(re.findall(r'Illegal\(\s*"(bbm_[a-z_]+)"', source))
    events = set(re.findall(r'Event\(\s*"(bbm_[a-z_0-9]+)"', source))
    events |= set(re.findall(r'"(bbm_game_(?:won|lost))"', source))
    events |= {f"bbm_effect_{spell.effect}" for spell in load_content().basic_spells}
    assert len(reasons) > 30 and len(events) > 30
    assert [reason for reason in sorted(reasons) if not has(f"illegal.{reason}")] == []
    assert [event for event in sorted(events) if not has(f"event.{event}")] == []


def test_everything_a_random_game_shows_reads_in_both_languages() -> None:
    game = play_random(RULES, example_setup(4, 3, horror=True), random.Random(3))
    state = RULES.initial(game.setup)
    lines = []
    for action, events in game.history():
        state = RULES.apply(state, action).state
        for language in ("en", "cs"):
            lines += [reminder_text(state, r, language) for r in RULES.view(state, 0).reminders]
            lines += [event_text(state, event, language) for event in events]
    assert len(lines) > 1000
    assert [line for line in lines if "{" in line or "bbm." in line or "bbm_" in line] == []
    slips = re.compile(r"\b1 (cards|curses|spells|actions)\b|\b1 (karet|kleteb|kouzel|akcí)\b")
    assert [line for line in lines if slips.search(line)] == []
    ids = re.compile(r"\b(water|fire|earth|air)-[123][a-z]\b|\b[FI]\d{1,2}\b")
    assert [line for line in lines if ids.search(line)] == []


@pytest.mark.parametrize("language", ["en", "cs"])
def test_reminders_events_and_refusals_read_as_sentences(language) -> None:
    table = Table(setup(known_monsters=False))
    table.to(1, "grimoire")
    text = [reminder_text(table.state, r, language) for r in RULES.view(table.state, 0).reminders]
    assert all("{" not in line and "bbm." not in line for line in text)
    table.act(GainMadness(seat=0, player=1, count=2, to="hand"))
    line = event_text(table.state, table.events[0], language)
    assert "Bob" in line and ("hand" in line or "ruky" in line)
    with pytest.raises(Illegal) as refused:
        table.act(BreakCurse(seat=0, place="A", reward="water"))
    words = refusal_text(table.state, refused.value, language)
    assert "{" not in words and ("Actions" in words or "Fáze akcí" in words)


def test_czech_speaks_of_each_player_as_they_asked_and_declines_the_magician() -> None:
    state = Table(setup(known_monsters=False)).state
    scared = Event(code="bbm_scared_to_death", seat=None, params={"player": 0, "madness": 6})
    ann = setup(known_monsters=False).players[0].name
    said = {
        address: event_text(state, scared, "cs", [person(ann, address), person("Bob")])
        for address in ("feminine", "masculine", "neutral")
    }
    assert said["feminine"].startswith(f"{ann} je vyděšená k smrti")
    assert "všechny její karty" in said["feminine"]
    assert said["masculine"].startswith(f"{ann} je vyděšený k smrti")
    assert said["neutral"].startswith(f"{ann} vypadává ze hry, děs zvítězil")
    assert event_text(state, scared, "cs") == said["neutral"]
    params = {"player": 0, "magician": "rosana", "ability": "six_spells"}
    step = Reminder("bbm.check.magician", params)
    assert reminder_text(state, step, "cs").startswith(f"{ann} hraje za Rosanu L’eiac")


def cast(spell: str, element: str, cost: int) -> Event:
    params = {"spell": spell, "multiple": 1, "cost": cost, "element": element, "granted": False}
    return Event("bbm_spell_cast", 1, params)


def test_czech_puts_a_spell_cast_or_learnt_in_the_accusative_a_typed_name_after_kouzlo() -> None:
    state = Table(setup(house_rules={"spell_names": {"air-2a": "Ovládání mysli"}})).state
    czech = [
        event_text(state, event, "cs")
        for event in (
            cast("telepathy", "air", 1),
            cast("ice", "water", 1),
            cast("air-2a", "air", 2),
            cast("water-2b", "water", 2),
        )
    ]
    assert czech == [
        "Bob sesílá Telepatii ×1 a platí 1× vzduch.",
        "Bob sesílá Led ×1 a platí 1× voda.",
        "Bob sesílá kouzlo Ovládání mysli ×1 a platí 2× vzduch.",
        "Bob sesílá vodní kouzlo 2. úrovně ×1 a platí 2× voda.",
    ]
    assert event_text(state, cast("telepathy", "air", 1), "en") == (
        "Bob casts Telepathy ×1: pay 1 air."
    )


def test_czech_names_the_element_card_taken_in_the_genitive() -> None:
    state = Table().state
    params = {"element": "water", "value": 2, "cost": 4, "left": 9, "granted": False}
    assert event_text(state, Event("bbm_element_acquired", 1, params), "cs") == (
        "Bob si bere kartu vody v hodnotě 2 na odkládací hromádku a platí 4× voda "
        "(na hromádce v zásobě zbývá 9)."
    )

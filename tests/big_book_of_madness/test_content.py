"""The game data is validated on load, and its unsure values are marked and correctable."""

import pytest

from sheets.big_book_of_madness.content import ContentError, check_consistency, load_content
from sheets.big_book_of_madness.house_rules import (
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)
from sheets.core import InvalidSetup
from sheets.i18n import has


def test_the_shipped_data_loads_with_the_components_of_the_box() -> None:
    content = load_content()
    assert len(content.magicians) == 8 and len(content.abilities) == 8
    assert [spell.id for spell in content.basic_spells] == ["flare", "ice", "growth", "telepathy"]
    assert (content.grimoire.first_pages, content.grimoire.inner_pages) == (4, 12)
    assert [(place.id, place.space) for place in content.curse_places] == [
        ("A", 2),
        ("B", 3),
        ("C", 3),
        ("D", 4),
        ("E", 5),
    ]
    assert content.madness_cards == 35
    check_consistency(content)


def test_the_madness_deck_is_five_per_player_plus_ten() -> None:
    sizes = default_house_rules().madness_deck_by_players
    assert sizes == {players: 5 * players + 10 for players in range(2, 6)}


def test_broken_data_is_refused_with_the_problem_named() -> None:
    content = load_content()
    broken = content.model_copy(update={"curse_places": content.curse_places[::-1]})
    with pytest.raises(ContentError, match="curse places must be A to E"):
        check_consistency(broken)
    no_alice = content.model_copy(update={"magicians": content.magicians[:-1]})
    with pytest.raises(ContentError, match="every magician"):
        check_consistency(no_alice)


def test_unsure_values_are_marked_unverified_and_the_printed_ones_are_not() -> None:
    specs = setting_specs()
    assert specs["multi_curses_by_round"].unverified
    assert specs["magician_abilities"].unverified
    assert specs["starting_decks"].unverified
    assert not specs["madness_deck_by_players"].unverified
    in_use = unverified_in_use(default_house_rules())
    assert "multi_curses_by_round" in in_use and "madness_deck_by_players" not in in_use


def test_a_value_the_table_corrected_is_no_longer_listed_as_unverified() -> None:
    table = {"I": [0, 0, 1, 1, 1, 2], "II": [0, 1, 1, 2, 2, 2], "III": [1, 1, 2, 2, 2, 2]}
    rules = house_rules({"multi_curses_by_round": table})
    assert rules.multi_curses_by_round["I"] == (0, 0, 1, 1, 1, 2)
    assert "multi_curses_by_round" not in unverified_in_use(rules)


def test_every_setting_of_the_data_has_a_typed_house_rule() -> None:
    assert set(setting_specs()) == set(type(default_house_rules()).model_fields)


def test_the_default_abilities_follow_the_rules_digest() -> None:
    abilities = default_house_rules().magician_abilities
    assert abilities["rosana"] == "support_five" and abilities["sandra"] == "refresh_any_spell"
    assert abilities["alice"] == "draw_on_break" and abilities["patrik"] == "six_spells"


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"madness_deck": 20}, "unknown house rules: madness_deck"),
        ({"madness_deck_by_players": {"2": 20}}, "madness deck size for [2, 3, 4, 5]"),
        ({"madness_deck_by_players": {"2": 20, "3": 25, "4": 30, "5": 40}}, "1 to 35 cards"),
        ({"multi_curses_by_round": {"I": [0] * 6, "II": [0] * 6}}, "difficulties I, II and III"),
        ({"multi_curses_by_round": {"I": [3] * 6, "II": [0] * 6, "III": [0] * 6}}, "0 to 2"),
        ({"multi_curses_by_round": {"I": [0] * 5, "II": [0] * 6, "III": [0] * 6}}, "I"),
        (
            {
                "magician_abilities": {
                    **default_house_rules().magician_abilities,
                    "larry": "air_as_any",
                }
            },
            "exactly one magician",
        ),
        ({"starting_decks": {"alice": {"value_1": {"air": 10}, "value_2": "air"}}}, "add up to 10"),
        ({"curse_place_order": ["A", "A", "B", "C", "D"]}, "each of A, B, C, D and E once"),
        ({"curse_flip_back": "never"}, "curse_flip_back"),
        ({"grimoire_pages": {"F9": {"name": "Hydra"}}}, "unknown grimoire pages ['F9']"),
        ({"grimoire_pages": {"F1": {"elements": ["water", "fire"]}}}, "grimoire_pages"),
        ({"spell_names": {"water-4a": "Flood"}}, "unknown library spells ['water-4a']"),
        ({"spell_names": {"water-1a": "  "}}, "1 to 60 characters"),
        ({"library_cards_per_level": {"1": 3, "2": 3}}, "levels 1, 2 and 3"),
    ],
)
def test_house_rules_that_do_not_fit_are_refused_with_a_clear_message(
    overrides: dict, message: str
) -> None:
    with pytest.raises(InvalidSetup) as raised:
        house_rules(overrides)
    assert message in str(raised.value)


def test_a_starting_deck_lists_every_element() -> None:
    deck = {"value_1": {"water": 7, "air": 4}, "value_2": "water"}
    rules = house_rules({"starting_decks": {"rosana": deck}})
    assert rules.starting_decks["rosana"].value_1 == {"water": 7, "fire": 0, "earth": 0, "air": 4}


def test_library_ids_follow_the_number_of_cards_per_level() -> None:
    rules = default_house_rules()
    assert rules.library_ids("water", 2) == ("water-2a", "water-2b", "water-2c")
    assert len(rules.library_ids()) == 36
    fewer = house_rules({"library_cards_per_level": {"1": 4, "2": 3, "3": 2}})
    assert fewer.library_ids("air", 1)[-1] == "air-1d" and len(fewer.library_ids()) == 36
    assert (fewer.spell_element("air-1d"), fewer.spell_level("air-1d")) == ("air", 1)
    assert (rules.spell_element("telepathy"), rules.spell_level("telepathy")) == ("air", 1)


def test_the_basic_spells_elements_are_a_house_rule() -> None:
    rules = house_rules(
        {
            "basic_spell_elements": {
                "flare": "air",
                "ice": "water",
                "growth": "earth",
                "telepathy": "fire",
            }
        }
    )
    assert rules.spell_element("flare") == "air" and rules.spell_element("ice") == "water"
    with pytest.raises(InvalidSetup, match="each basic spell"):
        house_rules({"basic_spell_elements": {"flare": "air"}})


def test_every_setting_and_status_has_words_in_both_languages() -> None:
    missing = [
        key
        for name, spec in setting_specs().items()
        for key in (f"bbm.setting.{name}", f"bbm.setting.{name}.note", f"bbm.status.{spec.status}")
        if not has(key)
    ]
    assert missing == []


def test_a_value_outside_a_settings_choices_is_refused_naming_the_choices() -> None:
    with pytest.raises(InvalidSetup, match=r"madness_deck_shortfall is one of \['clamp', 'lose'\]"):
        house_rules({"madness_deck_shortfall": "reshuffle"})

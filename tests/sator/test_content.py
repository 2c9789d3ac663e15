"""The game data is validated on load, and its unsure values are marked and overridable."""

import pytest

from sheets.core import InvalidSetup
from sheets.sator.content import (
    STEPS,
    ContentError,
    check_consistency,
    load_content,
    piece_material,
    piece_shape,
)
from sheets.sator.house_rules import (
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)


def test_the_shipped_data_loads_and_is_consistent() -> None:
    content = load_content()
    check_consistency(content)
    assert len(content.pieces) == 24 == len(set(content.pieces))
    assert sum(shape.squares for shape in content.components.shapes) * 4 == 84
    assert content.colours[0] == "red"
    assert content.prayer_numbers == tuple(range(1, 9))
    assert content.rules.turn.steps == STEPS
    assert content.incertus_hands(4) == (4, 5, 5, 6)
    assert content.incertus_hands(3) == (4, 5, 6)
    assert content.incertus_hands(2) == (4, 5)
    assert content.walkway_deal(3).draft_order == (1, 2, 3, 3, 2, 1)


def test_a_piece_is_named_by_shape_and_material() -> None:
    assert piece_shape("t_piece:material_2") == "t_piece"
    assert piece_material("t_piece:material_2") == "material_2"


def _broken(**rules_changes: object):
    content = load_content()
    return content.model_copy(update={"rules": content.rules.model_copy(update=rules_changes)})


def test_a_deal_that_does_not_hand_out_every_piece_is_refused() -> None:
    deal = load_content().rules.walkway_deal
    wrong = tuple(
        rule.model_copy(update={"draft_order": (1, 2, 3)}) if rule.players == 3 else rule
        for rule in deal
    )
    with pytest.raises(ContentError, match="draft must hand out exactly the pieces left"):
        check_consistency(_broken(walkway_deal=wrong))


def test_hand_sizes_must_fit_the_player_count() -> None:
    hands = tuple(
        h.model_copy(update={"by_seat": (4, 5)}) if h.players == 3 else h
        for h in load_content().rules.incertus_hands
    )
    with pytest.raises(ContentError, match="3 players need 3 Incertus hand sizes"):
        check_consistency(_broken(incertus_hands=hands))


def test_the_steps_must_be_the_five_in_order() -> None:
    turn = load_content().rules.turn.model_copy(update={"steps": ("play", "exchange")})
    with pytest.raises(ContentError, match="steps must be exchange, play"):
        check_consistency(_broken(turn=turn))


def test_a_second_gargoyle_prayer_is_refused() -> None:
    content = load_content()
    prayers = list(content.prayers)
    prayers[4] = prayers[4].model_copy(update={"effect": "place_gargoyle"})
    with pytest.raises(ContentError, match="exactly one prayer places the gargoyle"):
        check_consistency(content.model_copy(update={"prayers": tuple(prayers)}))


def test_unsure_values_are_marked_unverified_and_confirmed_ones_are_not() -> None:
    specs = setting_specs()
    for name in (
        "moves_ap_per_square",
        "moves_max_squares",
        "rotas_max_rotations",
        "golden_rule_scope",
        "incertus_split",
        "board_grid",
        "gargoyle_removal_ap",
    ):
        assert specs[name].unverified, name
    for number in range(2, 9):
        assert specs[f"prayer_{number}_ap"].unverified
    for name in (
        "prayer_1_ap",
        "rotas_ap_per_rotation",
        "monk_surcharge_ap",
        "incertus_movet_cards",
    ):
        assert not specs[name].unverified, name
    in_use = unverified_in_use(default_house_rules())
    assert "prayer_2_ap" in in_use and "prayer_1_ap" not in in_use


def test_a_value_the_table_corrected_is_no_longer_unverified() -> None:
    rules = house_rules({"prayer_4_ap": [3], "moves_ap_per_square": 1})
    in_use = unverified_in_use(rules)
    assert "prayer_4_ap" not in in_use
    assert rules.prayer_ap(4) == (3,)
    # The same value as the default stays a guess, whoever typed it.
    assert "moves_ap_per_square" in in_use


def test_the_defaults_are_those_of_the_digest() -> None:
    rules = default_house_rules()
    assert rules.prayer_ap(1) == (1, 2, 3)
    assert rules.prayer_ap(5) == (1, 2, 3, 4, 5)
    assert (rules.rotas_ap_per_rotation, rules.rotas_max_rotations) == (2, 2)
    assert (rules.moves_ap_per_square, rules.moves_max_squares) == (1, 5)
    assert rules.incertus_movet_cards == 78
    assert rules.gargoyle_removal_ap == 0
    assert rules.board_grid == (12, 12)


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"ap_budget": 7}, "unknown house rules: ap_budget"),
        ({"golden_rule_scope": "never"}, "golden_rule_scope is one of"),
        ({"incertus_movet_cards": 72}, "make 78 cards, not 72"),
        ({"prayer_3_ap": []}, "at least one AP level"),
        ({"prayer_3_ap": [9]}, "1 to 6 AP"),
        ({"colour_names": {"green": "green"}}, "'green' is not a colour"),
        ({"material_names": {"material_1": "  "}}, "1 to 30 characters"),
        ({"board_grid": [2, 12]}, "4 to 40 squares"),
        ({"moves_max_squares": 0}, "moves_max_squares"),
    ],
)
def test_bad_house_rules_are_refused_with_a_clear_message(overrides, message) -> None:
    with pytest.raises(InvalidSetup, match=message):
        house_rules(overrides)


def test_the_first_edition_deck_needs_its_own_split() -> None:
    rules = house_rules(
        {
            "incertus_movet_cards": 72,
            "incertus_split": {"rotas_per_shape": 6, "moves_per_material": 9},
        }
    )
    assert rules.incertus_movet_cards == 72
    assert "incertus_split" not in unverified_in_use(rules)


def test_names_given_by_the_table_are_kept_trimmed() -> None:
    rules = house_rules(
        {"colour_names": {"colour_2": " blue "}, "material_names": {"material_1": "oak"}}
    )
    assert rules.colour_name("colour_2") == "blue"
    assert rules.colour_name("red") is None
    assert rules.material_name("material_1") == "oak"

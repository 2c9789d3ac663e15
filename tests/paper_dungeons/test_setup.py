"""Setting a game up: validation of what is entered, and the seeded deal."""

import pytest

from sheets.core import InvalidSetup
from sheets.paper_dungeons.house_rules import house_rules
from sheets.paper_dungeons.setup import (
    deal,
    known_dungeon_card,
    quick_setup,
    setup_from_json,
    setup_to_json,
)
from tests.paper_dungeons.helpers import setup


def problem(**changes) -> str:
    data = setup_to_json(quick_setup(["Ann", "Bob"], 3))
    data.update(changes)
    with pytest.raises(InvalidSetup) as raised:
        setup_from_json(data)
    return str(raised.value)


def test_a_setup_round_trips_through_json() -> None:
    original = quick_setup(["Ann", "Bob", "Cid"], 12, vanishing_gems=True)
    assert setup_from_json(setup_to_json(original)) == original


def test_the_deal_is_seeded_and_gives_distinct_cards() -> None:
    first, again = deal(5, 8), deal(5, 8)
    assert first == again
    powers = [card for pair in first.powers for card in pair]
    objectives = [card for pair in first.objectives for card in pair]
    assert len(set(powers)) == len(set(objectives)) == 16
    assert len(set(first.missions)) == 3
    assert deal(6, 8) != first


def test_training_comes_from_the_kept_objective() -> None:
    seat = quick_setup(["Ann"], 1).seats[0]
    from sheets.paper_dungeons.content import load_content

    assert seat.training == load_content().objective(seat.objective).training_colours()
    assert sorted(seat.training) == ["black", "black", "white", "white"]


def test_card_a_is_known_and_the_others_must_be_drawn() -> None:
    card = known_dungeon_card("A")
    assert card is not None and card.villain_circles == {1: "A6", 2: "E5", 3: "D2"}
    assert known_dungeon_card("B") is None


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"seats": []}, "at least 1 item"),
        ({"missions": ["M01", "M01"]}, "same mission is on the table twice"),
        ({"missions": ["M99"]}, "unknown mission 'M99'"),
        ({"house_rules": {"gem_glory": 2}}, "unknown house rules: gem_glory"),
        ({"house_rules": {"gem_glory_each": "lots"}}, "gem_glory_each"),
        ({"house_rules": {"edge_B6_B7": "door"}}, "edge_B6_B7"),
        ({"house_rules": {"sheet_corrections": {"edges": {"A1-C3": "wall"}}}}, "neighbouring"),
        ({"seed": -1}, "seed"),
        ({"content_version": "paper-dungeons/0"}, "made for content"),
        ({"villains": []}, "villains"),
        ({"vanishing": True}, "Extra inputs"),
    ],
)
def test_bad_setups_are_refused_with_a_clear_message(changes: dict, message: str) -> None:
    assert message in problem(**changes)


def test_player_names_must_differ_and_not_be_blank() -> None:
    data = setup_to_json(quick_setup(["Ann", "Bob"], 3))
    data["seats"][1]["name"] = "ann"
    with pytest.raises(InvalidSetup, match="different name"):
        setup_from_json(data)
    data["seats"][1]["name"] = "   "
    with pytest.raises(InvalidSetup, match="cannot be empty"):
        setup_from_json(data)


def test_villain_circles_must_be_three_rooms() -> None:
    data = setup_to_json(quick_setup(["Ann"], 3))
    data["dungeon"]["villain_circles"] = {"1": "A1", "2": "A1", "3": "B2"}
    with pytest.raises(InvalidSetup, match="three different rooms"):
        setup_from_json(data)
    data["dungeon"]["villain_circles"] = {"1": "A1", "2": "B1"}
    with pytest.raises(InvalidSetup, match="1, 2 and 3"):
        setup_from_json(data)


def test_villain_ranges_must_rise() -> None:
    data = setup_to_json(quick_setup(["Ann"], 3))
    data["villains"][0] = {
        "name": "Ogre",
        "weakness": "rogue",
        "ranges": [
            {"min_strength": 10, "glory": 1, "wounds": 1},
            {"min_strength": 8, "glory": 2, "wounds": 1},
            {"min_strength": 12, "glory": 3, "wounds": 0},
        ],
    }
    with pytest.raises(InvalidSetup, match="must rise"):
        setup_from_json(data)


def test_the_veteran_names_two_heroes_and_they_start_at_level_2() -> None:
    from sheets.paper_dungeons import RULES
    from tests.paper_dungeons.helpers import seat

    with pytest.raises(ValueError, match="Veteran"):
        seat(power="veteran", veteran_heroes=("rogue",))
    state = RULES.initial(setup([seat(power="veteran", veteran_heroes=("wizard", "rogue"))]))
    assert state.sheets[0].levels == (1, 2, 1, 2)


def test_a_kept_card_must_be_one_that_was_dealt() -> None:
    from tests.paper_dungeons.helpers import seat

    with pytest.raises(ValueError, match="not dealt"):
        seat(power="scout", dealt_powers=("noble", "healer"))


def test_a_campaign_game_must_use_its_dungeon_card() -> None:
    data = setup_to_json(quick_setup(["Ann"], 3))
    data["campaign"] = {"campaign": "bandit_hunters", "game_number": 2}
    with pytest.raises(InvalidSetup, match="dungeon card B"):
        setup_from_json(data)
    data["campaign"] = {"campaign": "bandit_hunters", "game_number": 1}
    assert setup_from_json(data).campaign is not None


def test_fixed_mission_glory_needs_a_value_for_every_mission_in_play() -> None:
    rules = {"mission_glory_multiplayer": "per_card_fixed", "mission_glory_per_card": {"M01": 4}}
    with pytest.raises(InvalidSetup, match="no glory for missions"):
        setup_from_json(
            {
                **setup_to_json(quick_setup(["A", "B"], 3)),
                "house_rules": rules,
                "missions": ["M01", "M02"],
            }
        )
    assert house_rules(rules).mission_glory_per_card == {"M01": 4}

"""Setting a game up: the seeded randomiser, entry of what the table drew, validation."""

import pytest

from sheets.big_book_of_madness.house_rules import default_house_rules
from sheets.big_book_of_madness.setup import (
    MAGICIANS,
    deal_magicians,
    draw_grimoire,
    draw_library,
    draw_setup,
    setup_from_json,
    setup_to_json,
)
from sheets.core import InvalidSetup

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")


def example_setup(players: int, seed: int, **options) -> object:
    return draw_setup(NAMES[:players], seed, **options)


def test_the_same_seed_always_gives_the_same_setup_and_another_seed_another() -> None:
    names = ["Ann", "Bob", "Cid", "Dan"]
    assert draw_setup(names, 42) == draw_setup(names, 42)
    others = {draw_setup(names, seed).model_dump_json() for seed in range(43, 53)}
    assert len(others) == 10


def test_the_drawn_grimoire_is_one_first_page_and_five_distinct_inner_pages() -> None:
    for seed in range(30):
        grimoire = draw_grimoire(seed)
        assert grimoire.first_page in {"F1", "F2", "F3", "F4"}
        assert len(set(grimoire.inner_pages)) == 5
        assert all(page in {f"I{n}" for n in range(1, 13)} for page in grimoire.inner_pages)
    assert len({draw_grimoire(seed).first_page for seed in range(30)}) == 4


def test_the_library_has_one_spell_of_each_level_per_element_level_1_on_top() -> None:
    library = draw_library(5, default_house_rules())
    assert set(library) == {"water", "fire", "earth", "air"}
    for element, stack in library.items():
        assert [spell[: spell.index("-")] for spell in stack] == [element] * 3
        assert [spell[-2] for spell in stack] == ["1", "2", "3"]


def test_chosen_magicians_are_kept_and_the_others_dealt_without_repeats() -> None:
    dealt = deal_magicians(9, ["alice", None, None, "patrik", None])
    assert dealt[0] == "alice" and dealt[3] == "patrik"
    assert len(set(dealt)) == 5 and set(dealt) <= set(MAGICIANS)
    assert deal_magicians(9, [None] * 5) == deal_magicians(9, [None] * 5)
    with pytest.raises(InvalidSetup, match="same magician"):
        deal_magicians(9, ["alice", "alice"])


def test_the_first_player_is_drawn_unless_given() -> None:
    drawn = {draw_setup(["Ann", "Bob", "Cid"], seed).first_player for seed in range(20)}
    assert drawn == {0, 1, 2}
    assert draw_setup(["Ann", "Bob", "Cid"], 3, first_player=2).first_player == 2


def test_a_setup_round_trips_through_json() -> None:
    original = example_setup(5, 8, difficulty="III", horror=True, five_player_variant=True)
    assert setup_from_json(setup_to_json(original)) == original
    assert original.mode == "horror"


def test_what_the_table_drew_can_be_entered_instead() -> None:
    data = setup_to_json(example_setup(2, 1))
    data["grimoire"] = {"first_page": "F2", "inner_pages": ["I12", "I1", "I2", "I3", "I4"]}
    data["library"]["fire"] = ["fire-1c", "fire-2a", "fire-3b"]
    data["players"][0]["magician"] = "larry"
    entered = setup_from_json(data)
    assert entered.grimoire.page_of_monster(1) == "F2"
    assert entered.grimoire.page_of_monster(2) == "I12"
    assert entered.grimoire.page_of_monster(6) == "I4"
    assert entered.library["fire"] == ("fire-1c", "fire-2a", "fire-3b")


def problem(**changes) -> str:
    data = setup_to_json(example_setup(3, 2))
    data.update(changes)
    with pytest.raises(InvalidSetup) as raised:
        setup_from_json(data)
    return str(raised.value)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"players": [{"name": "Ann", "magician": "alice"}]}, "for 2 to 5 players, not 1"),
        (
            {
                "players": [
                    {"name": "Ann", "magician": "alice"},
                    {"name": "ann", "magician": "larry"},
                ]
            },
            "different name",
        ),
        (
            {
                "players": [
                    {"name": "Ann", "magician": "alice"},
                    {"name": "Bob", "magician": "alice"},
                ]
            },
            "different magician",
        ),
        (
            {
                "players": [
                    {"name": "Ann", "magician": "merlin"},
                    {"name": "Bob", "magician": "alice"},
                ]
            },
            "magician",
        ),
        ({"first_player": 3}, "first player must be one of the 3 players"),
        ({"five_player_variant": True}, "five-player variant needs 5 players"),
        ({"horror": True, "nightmare": True}, "only as a house rule"),
        ({"difficulty": "IV"}, "difficulty"),
        (
            {"grimoire": {"first_page": "I1", "inner_pages": ["I2", "I3", "I4", "I5", "I6"]}},
            "first page is one of",
        ),
        (
            {"grimoire": {"first_page": "F1", "inner_pages": ["I2", "I2", "I4", "I5", "I6"]}},
            "twice",
        ),
        ({"grimoire": {"first_page": "F1", "inner_pages": ["I2", "I3"]}}, "holds 5 inner pages"),
        ({"library": {"water": ["water-1a", "water-2a", "water-3a"]}}, "a stack of each element"),
        ({"content_version": "big-book-of-madness/0"}, "made for content"),
        ({"house_rules": {"combine_modes": "yes please"}}, "combine_modes"),
        ({"seed": -4}, "seed"),
        ({"variant": True}, "Extra inputs"),
    ],
)
def test_bad_setups_are_refused_with_a_clear_message(changes: dict, message: str) -> None:
    assert message in problem(**changes)


def test_a_library_stack_must_hold_its_element_in_level_order() -> None:
    data = setup_to_json(example_setup(2, 2))
    data["library"]["air"] = ["air-2a", "air-1a", "air-3a"]
    with pytest.raises(InvalidSetup, match="level-1 air spell at position 1"):
        setup_from_json(data)
    data["library"]["air"] = ["water-1a", "air-2a", "air-3a"]
    with pytest.raises(InvalidSetup, match="air stack"):
        setup_from_json(data)


def test_the_modes_combine_only_with_the_house_rule() -> None:
    both = example_setup(2, 2, horror=True, nightmare=True, overrides={"combine_modes": True})
    assert both.mode == "horror_nightmare"


def test_the_randomiser_refuses_a_magician_list_that_does_not_fit() -> None:
    with pytest.raises(InvalidSetup, match="for every player"):
        draw_setup(["Ann", "Bob"], 1, magicians=["alice"])

"""Setting a game up: the seeded randomiser, the orders it implies, and typed-in draws."""

from collections import Counter

import pytest

from sheets.core import InvalidSetup
from sheets.sator.checklist import checklist
from sheets.sator.content import load_content, piece_shape
from sheets.sator.house_rules import default_house_rules
from sheets.sator.randomiser import (
    as_drawn,
    deal_walkways,
    draw_first_player,
    draw_positioning,
    randomise,
)
from sheets.sator.reminders import stage_reminders
from sheets.sator.seating import (
    draft_order,
    incertus_hand_sizes,
    placement_order,
    player_number,
    turn_order,
)
from sheets.sator.setup import setup_from_json, setup_to_json
from tests.sator.helpers import seats, setup


def test_the_same_seed_gives_the_same_setup_and_another_seed_another() -> None:
    assert randomise(seats(3), 42) == randomise(seats(3), 42)
    assert randomise(seats(3), 42) != randomise(seats(3), 43)


def test_a_setup_round_trips_through_json() -> None:
    for count in (2, 3, 4):
        original = setup(count, seed=9, first_player=count - 1, prayer_2_ap=[2])
        assert setup_from_json(setup_to_json(original)) == original


def test_the_starting_player_is_drawn_unless_chosen() -> None:
    drawn = {randomise(seats(4), seed).first_player for seed in range(40)}
    assert drawn == {0, 1, 2, 3}
    assert randomise(seats(4), 5).first_player == draw_first_player(5, 4)
    assert randomise(seats(4), 5, first_player=2).first_player == 2


def test_every_colour_pile_gives_a_card_also_the_colours_not_in_play() -> None:
    drawn = setup(2, seed=3).positioning
    assert set(drawn) == set(load_content().colours)
    assert all(card is not None and 1 <= card <= 13 for card in drawn.values())
    seen = {card for seed in range(200) for card in draw_positioning(seed, 13).values()}
    assert seen == set(range(1, 14))


@pytest.mark.parametrize(("count", "each", "pool"), [(2, 2, 0), (3, 1, 6), (4, 1, 0)])
def test_walkways_are_dealt_by_player_count(count: int, each: int, pool: int) -> None:
    for seed in range(10):
        deal = deal_walkways(seed, count, 0)
        for hand in deal.hands:
            assert Counter(map(piece_shape, hand)) == dict.fromkeys(load_content().shapes, each)
        assert sorted(map(piece_shape, deal.draft_pool)) == (
            sorted(load_content().shapes) if pool else []
        )
        everything = [p for hand in deal.hands for p in hand] + list(deal.draft_pool)
        assert sorted(everything) == sorted(load_content().pieces)


def test_the_deal_differs_between_seeds() -> None:
    assert len({deal_walkways(seed, 4, 0) for seed in range(10)}) == 10


def test_turn_order_runs_clockwise_from_the_starting_player() -> None:
    assert turn_order(4, 2) == (2, 3, 0, 1)
    assert [player_number(4, 2, seat) for seat in range(4)] == [3, 4, 1, 2]


def test_placement_goes_counter_clockwise_from_the_last_player() -> None:
    order = placement_order(4, 0)
    assert order[:8] == (3, 2, 1, 0, 3, 2, 1, 0)
    assert len(order) == 24
    assert placement_order(3, 1)[:6] == (0, 2, 1, 0, 2, 1)
    assert Counter(placement_order(2, 1)) == {0: 12, 1: 12}


def test_the_three_player_draft_goes_one_two_three_three_two_one() -> None:
    assert draft_order(3, 0) == (0, 1, 2, 2, 1, 0)
    assert draft_order(3, 2) == (2, 0, 1, 1, 0, 2)
    assert draft_order(4, 0) == ()


def test_incertus_hands_grow_by_seat_from_the_starting_player() -> None:
    assert incertus_hand_sizes(4, 0) == (4, 5, 5, 6)
    assert incertus_hand_sizes(4, 1) == (6, 4, 5, 5)
    assert incertus_hand_sizes(3, 2) == (5, 6, 4)
    assert incertus_hand_sizes(2, 1) == (5, 4)


def test_the_checklist_lists_everything_the_table_prepares() -> None:
    game_setup = setup(3, seed=4, first_player=1)
    listed = checklist(game_setup)
    assert listed.turn_order == (1, 2, 0)
    assert [draw.in_play for draw in listed.positioning] == [True, True, True, False]
    assert [deal.number for deal in listed.deals] == [3, 1, 2]
    assert [deal.incertus_cards for deal in listed.deals] == [6, 4, 5]
    assert listed.incertus_pile == 78 - 15
    assert len(listed.draft_pool) == 6 and listed.draft_order == (1, 2, 0, 0, 2, 1)
    keys = [reminder.key for reminder in listed.reminders]
    assert "sator.reminder.books_unused_colours" in keys
    assert keys.index("sator.reminder.building_inside_grid") < keys.index(
        "sator.reminder.deal_incertus"
    )
    order = next(r for r in listed.reminders if r.key == "sator.reminder.draft_order")
    assert order.params["order"] == "Bob, Cid, Ann, Ann, Cid, Bob"


def test_a_table_that_shuffled_real_cards_types_in_what_came_out() -> None:
    data = setup_to_json(setup(4, seed=1))
    data["positioning"] = {"red": None, "colour_2": 7, "colour_3": None, "colour_4": 13}
    hands = data["walkways"]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    typed = setup_from_json(data)
    assert typed.positioning["colour_2"] == 7
    assert typed.walkways.hands[0][0] == data["walkways"]["hands"][0][0]


def test_typed_in_walkways_leave_the_rest_to_the_three_player_draft() -> None:
    dealt = setup(3, seed=4)
    typed = as_drawn(
        seats(3),
        4,
        first_player=1,
        positioning={"red": 2, "colour_2": None, "colour_3": 5, "colour_4": 13},
        hands=[hand[::-1] for hand in dealt.walkways.hands],
    )
    assert sorted(typed.walkways.draft_pool) == sorted(dealt.walkways.draft_pool)
    assert typed.walkways.hands[0] == dealt.walkways.hands[0][::-1]
    assert (typed.first_player, typed.positioning["colour_2"]) == (1, None)
    four = setup(4, seed=4).walkways.hands
    assert (
        as_drawn(
            seats(4), 4, first_player=0, positioning=setup(4).positioning, hands=four
        ).walkways.draft_pool
        == ()
    )


def test_typed_in_walkways_must_still_be_a_fair_deal() -> None:
    hands = [list(hand) for hand in setup(4, seed=4).walkways.hands]
    hands[0].pop()
    with pytest.raises(InvalidSetup, match="Ann must be dealt 1 of every shape"):
        as_drawn(seats(4), 4, first_player=0, positioning=setup(4).positioning, hands=hands)


def problem(count: int = 2, **changes) -> str:
    data = setup_to_json(setup(count))
    data.update(changes)
    with pytest.raises(InvalidSetup) as raised:
        setup_from_json(data)
    return str(raised.value)


def _hands(count: int) -> list[list[str]]:
    return [list(hand) for hand in setup_to_json(setup(count))["walkways"]["hands"]]


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"seats": [{"name": "Ann", "colour": "red"}]}, "2 to 4 players, not 1"),
        (
            {"seats": [{"name": "Ann", "colour": "red"}, {"name": "ann", "colour": "colour_2"}]},
            "different name",
        ),
        (
            {"seats": [{"name": "Ann", "colour": "red"}, {"name": "Bob", "colour": "red"}]},
            "colour red is taken",
        ),
        (
            {"seats": [{"name": "Ann", "colour": "red"}, {"name": "Bob", "colour": "pink"}]},
            "'pink' is not a colour",
        ),
        (
            {"seats": [{"name": "Ann", "colour": "red"}, {"name": "  ", "colour": "colour_2"}]},
            "cannot be empty",
        ),
        ({"first_player": 2}, "first_player 2 is not a seat"),
        ({"seed": -1}, "seed"),
        ({"positioning": {"red": 1}}, "a card for every colour"),
        (
            {"positioning": {"red": 14, "colour_2": 1, "colour_3": 1, "colour_4": 1}},
            "card 14 of red is not among 1 to 13",
        ),
        ({"house_rules": {"monk_surcharge_ap": 9}}, "monk_surcharge_ap"),
        ({"content_version": "sator/0"}, "made for content"),
        ({"extra": 1}, "Extra inputs"),
    ],
)
def test_bad_setups_are_refused_with_a_clear_message(changes: dict, message: str) -> None:
    assert message in problem(**changes)


def test_a_walkway_deal_must_be_complete_and_fair() -> None:
    hands = _hands(2)
    hands[0].append(hands[1].pop())
    assert "must be dealt 2 of every shape" in problem(walkways={"hands": hands})
    hands = _hands(2)
    hands[0][0] = hands[1][0]
    message = problem(walkways={"hands": hands})
    assert "dealt more than once" in message
    hands = _hands(2)
    hands[0][0] = "bridge:material_1"
    assert "not walkway pieces" in problem(walkways={"hands": hands})
    assert "one hand per player" in problem(walkways={"hands": _hands(2)[:1]})


def test_the_three_player_pool_is_one_piece_of_each_shape() -> None:
    data = setup_to_json(setup(3))
    pool = data["walkways"]["draft_pool"]
    data["walkways"]["draft_pool"] = pool[1:]
    with pytest.raises(InvalidSetup, match="dealt to nobody"):
        setup_from_json(data)
    data = setup_to_json(setup(4))
    data["walkways"]["draft_pool"] = [data["walkways"]["hands"][0].pop()]
    with pytest.raises(InvalidSetup):
        setup_from_json(data)


def test_the_randomiser_refuses_a_player_count_the_game_does_not_have() -> None:
    with pytest.raises(InvalidSetup, match="2 to 4 players, not 5"):
        randomise(seats(4) + seats(1), 1)
    with pytest.raises(InvalidSetup, match="first_player 3 is not a seat"):
        randomise(seats(2), 1, first_player=3)


def test_a_checklist_printed_for_no_table_reminds_of_every_player_count() -> None:
    stages = stage_reminders(None, default_house_rules())
    names = {
        stage: [reminder.key.removeprefix("sator.reminder.") for reminder in reminders]
        for stage, reminders in stages.items()
    }
    assert "books_unused_colours" in names["books"]
    assert names["draft"] == []
    assert names["placement"][1:4] == [
        "building_inside_grid",
        "building_books_on_walkways",
        "building_one_book_per_colour",
    ]
    assert names["deal"][0] == "deal_incertus_by_seat"
    assert names["deal"][-1] == "walkways_belong_to_all"
    assert stages["books"][0].unverified == ("positioning_cards_per_colour",)


def test_the_checklist_reminders_are_those_of_the_stages_in_order() -> None:
    game = setup(3, seed=8)
    stages = stage_reminders(game, game.rules())
    assert [r.key for r in stages["draft"]] == ["sator.reminder.draft_order"]
    assert checklist(game).reminders == tuple(r for stage in stages.values() for r in stage)
    four = [reminder.key for reminder in checklist(setup(4)).reminders]
    assert "sator.reminder.books_unused_colours" not in four

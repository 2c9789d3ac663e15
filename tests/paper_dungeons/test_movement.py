"""Moving through the dungeon and what each room does to the party."""

import pytest

from sheets.core import Illegal
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import Move, RollDice
from sheets.paper_dungeons.options import move_options
from tests.paper_dungeons.helpers import PLAIN_ROLL, codes, game, seat, setup, with_sheet

WARRIOR_DIE, CLOVER_DIE, BOOTS_DIE, CLERIC_DIE = 0, 2, 3, 4


def ready(
    position: str | None = None,
    *,
    house_rules: dict | None = None,
    power: str | None = None,
    **marks: object,
):
    """A state in round 1 after the plain roll, with the party at ``position``."""
    state = RULES.initial(setup([seat(power=power)], house_rules=house_rules))
    state = with_sheet(state, position=position, path=(position,) if position else (), **marks)
    return RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state


def move(state, *path: str, die: int = WARRIOR_DIE, choices: tuple[str, ...] = ()):
    return RULES.apply(state, Move(seat=0, die=die, path=path, choices=choices))


def refusal(state, *path: str, die: int = WARRIOR_DIE) -> Illegal:
    with pytest.raises(Illegal) as raised:
        move(state, *path, die=die)
    return raised.value


# Where a move may go


def test_the_first_move_enters_at_the_bottom_row() -> None:
    assert refusal(ready(), "A2").reason == "must_start_at_entrance"
    assert move(ready(), "C1", "C2").state.sheets[0].position == "C2"


def test_the_entrance_step_costs_one_by_default() -> None:
    illegal = refusal(ready(), "C1", "C2", "C3")
    assert (illegal.reason, illegal.params) == ("path_too_long", {"steps": 2, "needed": 3})


def test_a_free_entrance_step_allows_one_more_room() -> None:
    state = ready(house_rules={"entrance_step_costs_movement": False})
    assert move(state, "C1", "C2", "C3").state.sheets[0].position == "C3"


def test_boots_walk_three_steps() -> None:
    assert move(ready(), "C1", "C2", "C3", die=BOOTS_DIE).state.sheets[0].position == "C3"


def test_a_clover_cannot_be_boots() -> None:
    assert refusal(ready(), "C1", "C2", "C3", die=CLOVER_DIE).reason == "path_too_long"


def test_up_to_two_steps_so_one_is_fine_but_none_is_not() -> None:
    assert move(ready("B2"), "B3").state.sheets[0].position == "B3"
    assert refusal(ready("B2")).reason == "empty_path"


def test_steps_go_to_orthogonal_neighbours_only() -> None:
    assert refusal(ready("B2"), "C3").reason == "not_adjacent"
    assert refusal(ready("B2"), "B4").reason == "not_adjacent"
    assert refusal(ready("B2"), "Z9").reason == "no_such_room"


def test_walls_and_water_block() -> None:
    illegal = refusal(ready("D1"), "D2")
    assert (illegal.reason, illegal.params) == ("wall_in_way", {"start": "D1", "room": "D2"})
    assert refusal(ready("A1"), "A2").reason == "water_in_way"


def test_the_dungeon_card_adds_walls() -> None:
    state = RULES.initial(setup(walls=(("B1", "B2"),)))
    state = with_sheet(state, position="B1", path=("B1",))
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    assert refusal(state, "B2").reason == "wall_in_way"


def test_house_rules_correct_an_edge_of_the_printed_sheet() -> None:
    state = ready("D1", house_rules={"sheet_corrections": {"edges": {"D1-D2": "open"}}})
    assert move(state, "D2").state.sheets[0].position == "D2"


def test_contested_edges_follow_the_house_rules() -> None:
    assert refusal(ready("B6"), "B7").reason == "wall_in_way"
    assert (
        move(ready("B6", house_rules={"edge_B6_B7": "open"}), "B7").state.sheets[0].position == "B7"
    )
    assert refusal(ready("B5", house_rules={"edge_B5_B6": "wall"}), "B6").reason == "wall_in_way"


def test_teleports_join_a2_f2_and_a4_f4() -> None:
    state = move(ready("A4"), "F4", choices=("warrior",)).state
    assert state.sheets[0].position == "F4"
    assert move(ready("A2"), "F2", "F1", choices=("5",)).state.sheets[0].position == "F1"


def test_a_free_teleport_allows_one_more_step() -> None:
    state = ready("B2", house_rules={"teleport_step_cost": 0})
    after = move(state, "A2", "F2", "F1", choices=("5",)).state
    assert after.sheets[0].path[-3:] == ("A2", "F2", "F1")


def test_the_cloak_crosses_walls_and_the_medallion_water() -> None:
    done = (0, 0, 2, 2, 0, 0, 0, 0)
    state = move(ready("D1", artifacts=done), "D2").state
    assert state.sheets[0].wall_crossings == 1
    state = move(ready("A1", artifacts=done), "A2").state
    assert state.sheets[0].water_crossings == 1


def test_which_artifact_crosses_what_is_a_house_rule() -> None:
    rules = {"intangibility_cloak_crosses": "water", "khar_medallion_crosses": "wall"}
    only_cloak = (0, 0, 0, 2, 0, 0, 0, 0)
    assert (
        refusal(ready("D1", artifacts=only_cloak, house_rules=rules), "D2").reason == "wall_in_way"
    )
    assert (
        move(ready("A1", artifacts=only_cloak, house_rules=rules), "A2").state.sheets[0].position
        == "A2"
    )


def test_a_one_time_crossing_artifact_is_used_up() -> None:
    rules = {"artifact_crossing_uses": "once"}
    state = ready("D1", artifacts=(0, 0, 0, 2, 0, 0, 0, 0), house_rules=rules)
    state = move(state, "D2").state
    assert refusal(state, "D1", die=CLOVER_DIE).reason == "wall_in_way"


def test_the_path_may_cross_itself() -> None:
    state = move(ready("B2"), "B3", "B2").state
    assert state.sheets[0].path == ("B2", "B3", "B2")


# What the rooms do


def test_a_trap_wounds_on_every_entry() -> None:
    state = move(ready("B2"), "C2", "B2").state
    state = move(state, "C2", die=CLOVER_DIE).state
    assert state.sheets[0].wounds == 2


def test_the_scout_ignores_traps() -> None:
    transition = move(ready("B2", power="scout"), "C2")
    assert transition.state.sheets[0].wounds == 0
    assert "trap_avoided" in codes(transition.events)


def test_a_minion_is_fought_once_with_wounds_for_the_shortfall() -> None:
    transition = move(ready("E3"), "E4")  # a level-4 ghost, fought by the Wizard at level 1
    sheet = transition.state.sheets[0]
    assert sheet.minions == ("E4",) and sheet.wounds == 3
    fight = next(e for e in transition.events if e.code == "minion_defeated")
    assert fight.params == {"room": "E4", "hero": "wizard", "level": 4, "strength": 1, "wounds": 3}
    again = move(transition.state, "E3", "E4", die=CLOVER_DIE).state.sheets[0]
    assert again.minions == ("E4",) and again.wounds == 3


def test_a_strong_enough_hero_takes_no_wounds_from_a_minion() -> None:
    assert move(ready("E3", levels=(1, 4, 1, 1)), "E4").state.sheets[0].wounds == 0


def test_a_minion_bonus_counts_in_the_fight() -> None:
    assert move(ready("E3", minion_bonus=2), "E4").state.sheets[0].wounds == 1


def test_minion_wounds_can_be_a_flat_one() -> None:
    state = ready("E3", house_rules={"minion_fight_wounds": "one"})
    assert move(state, "E4").state.sheets[0].wounds == 1


def test_the_trap_comes_before_the_minion_and_the_treasure() -> None:
    events = move(ready("F2", artifacts=(0, 0, 2, 2, 0, 0, 0, 0)), "F3").events
    assert codes(events)[1:4] == ["entered", "minion_defeated", "wounded"]
    events = move(ready("E4"), "F4", choices=("cleric",)).events
    order = [e.code for e in events if e.code in ("wounded", "levelled_up")]
    assert order == ["wounded", "levelled_up"]


def test_a_treasure_is_taken_once() -> None:
    state = move(ready(), "C1").state
    assert state.sheets[0].potions == 1
    state = move(state, "C2", "C1", die=CLOVER_DIE).state
    assert state.sheets[0].potions == 1


def test_a_level_up_treasure_asks_which_hero() -> None:
    with pytest.raises(Illegal) as raised:
        move(ready("A2", artifacts=(0, 0, 2, 0, 0, 0, 0, 0)), "A3")
    assert raised.value.reason == "choice_needed"
    state = move(ready("B3"), "A3", choices=("rogue",)).state
    assert state.sheets[0].levels == (1, 1, 1, 2)


def test_a_level_up_on_the_way_counts_for_a_minion_later_on_the_same_path() -> None:
    state = ready("E4", levels=(3, 1, 1, 1), minions=("E4",))
    # F4: a trap, then a level up; F3: a level-4 orc for the Warrior.
    assert move(state, "F4", "F3", choices=("warrior",)).state.sheets[0].wounds == 1
    assert move(state, "F4", "F3", choices=("wizard",)).state.sheets[0].wounds == 2


def test_a_half_artifact_treasure_goes_on_any_artifact() -> None:
    state = move(ready(), "B1", choices=("1",)).state
    assert state.sheets[0].artifacts[0] == 1


def test_a_half_artifact_treasure_keeps_the_symbol_rule_if_the_house_rules_say_so() -> None:
    state = ready(house_rules={"treasure_half_artifact_ignores_symbol": False})
    with pytest.raises(Illegal) as raised:
        move(state, "B1")
    assert raised.value.params["options"] == ["5", "6", "7", "8"]


def test_a_gem_treasure_is_claimed_unless_its_letter_is_crossed_out() -> None:
    done = (0, 0, 2, 0, 0, 0, 0, 0)
    state = move(ready("A1", artifacts=done), "A2").state
    assert state.sheets[0].gems == ("A",)
    assert state.round_claims == ((0, "A"),)
    crossed = ready("A1", artifacts=done, crossed_gems=frozenset("A"))
    transition = move(crossed, "A2")
    assert transition.state.sheets[0].gems == ()
    assert "gem_gone" in codes(transition.events)


def test_the_rogue_may_claim_a_crossed_gem_if_the_house_rules_say_so() -> None:
    rules = {"rogue_l4_ability": "claim_crossed_gem"}
    state = ready("B4", levels=(1, 1, 1, 4), crossed_gems=frozenset("C"), house_rules=rules)
    state = move(state, "C4").state
    assert state.sheets[0].gems == ("C",) and state.sheets[0].rogue_gem_used


def test_finding_a_villain_room_is_noted_once() -> None:
    state = ready("B2")
    transition = move(state, "C2")
    assert "villain_room_found" in codes(transition.events)
    again = move(transition.state, "B2", "C2", die=CLOVER_DIE)
    assert "villain_room_found" not in codes(again.events)


# Options offered to the UI


def test_move_options_offer_every_reachable_room_with_the_gentlest_path_first() -> None:
    state = ready("B2")
    options = move_options(state, 0, WARRIOR_DIE)
    assert set(options) >= {"B3", "C2", "A2", "B1", "C3", "A3"}
    assert "D4" not in options
    best = options["C3"][0]
    assert best.path == ("B3", "C3") and best.wounds == 1
    assert all(p.wounds >= best.wounds for p in options["C3"])


def test_move_options_never_offer_what_the_rules_refuse() -> None:
    state = ready("D1")
    for room, paths in move_options(state, 0, BOOTS_DIE).items():
        for option in paths:
            assert option.path[-1] == room
            assert len(option.path) <= 3
            assert "D2" not in option.path[:1]


def test_move_options_flag_paths_that_ask_a_question() -> None:
    options = move_options(ready("B3"), 0, WARRIOR_DIE)
    assert options["A3"][0].needs_choice
    assert not options["B2"][0].needs_choice


def test_game_start_move_options_are_entrances_and_beyond() -> None:
    options = move_options(
        RULES.apply(RULES.initial(game().setup), RollDice(seat=0, symbols=PLAIN_ROLL)).state, 0, 0
    )
    assert {"A1", "B1", "C1", "D1", "E1", "F1", "B2", "C2", "E2", "F2"} <= set(options)

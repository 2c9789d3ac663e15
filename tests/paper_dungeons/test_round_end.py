"""The end of a round: gem race, missions, villain fights, and the end of the game."""

from dataclasses import replace

import pytest

from sheets.core import Illegal
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import (
    ChooseBonus,
    EndRound,
    LevelUp,
    Move,
    RecordFight,
    RollDice,
)
from sheets.paper_dungeons.round_end import strength_against
from sheets.paper_dungeons.setup import VillainCard, VillainRange, VillainReward
from tests.paper_dungeons.helpers import PLAIN_ROLL, codes, seat, setup, with_sheet

MEDALLION = (0, 0, 2, 0, 0, 0, 0, 0)


def table(seats=1, *, round_=1, **kwargs):
    """A rolled table in round ``round_``."""
    state = replace(RULES.initial(setup(seats, **kwargs)), round=round_)
    state = replace(state, rolls=state.rolls + (None,) * (round_ - 1))
    return RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state


def done(state, seat_=None):
    """Mark every seat (or one) as having used three dice this round."""
    for index in range(len(state.sheets)) if seat_ is None else [seat_]:
        used = state.sheets[index].round_dice
        state = with_sheet(state, index, round_dice=(*used[:-1], (3, 4, 5)))
    return state


def end(state):
    return RULES.apply(state, EndRound(seat=0))


def claim_gem_a(state, seat_):
    state = with_sheet(state, seat_, position="A1", path=("A1",), artifacts=MEDALLION)
    return RULES.apply(state, Move(seat=seat_, die=0, path=("A2",))).state


# The round must be complete


def test_the_round_ends_only_when_every_seat_has_acted_three_times() -> None:
    state = done(table(3), 1)
    with pytest.raises(Illegal) as raised:
        end(state)
    assert (raised.value.reason, raised.value.params) == ("seats_not_done", {"seats": [0, 2]})


def test_the_round_cannot_end_before_the_roll() -> None:
    with pytest.raises(Illegal, match="round_not_played"):
        end(RULES.initial(setup(1)))


def test_ending_a_round_starts_the_next_with_a_new_roll() -> None:
    transition = end(done(table(2)))
    assert (transition.state.round, transition.state.phase) == (2, "roll")
    assert "round_started" in codes(transition.events)


# Gem race


def test_the_first_to_claim_a_gem_keeps_it_and_the_others_cross_it_out() -> None:
    state = done(claim_gem_a(table(2), 0))
    after = end(state).state
    assert after.sheets[0].gems == ("A",) and "A" not in after.sheets[0].crossed_gems
    assert "A" in after.sheets[1].crossed_gems


def test_two_players_claiming_a_gem_in_the_same_round_both_keep_it() -> None:
    state = claim_gem_a(claim_gem_a(table(3), 0), 1)
    after = end(done(state)).state
    assert [s.gems for s in after.sheets] == [("A",), ("A",), ()]
    assert [("A" in s.crossed_gems) for s in after.sheets] == [False, False, True]


def test_a_gem_crossed_out_in_an_earlier_round_cannot_be_claimed() -> None:
    state = end(done(claim_gem_a(table(2), 0))).state
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    state = claim_gem_a(state, 1)
    assert state.sheets[1].gems == ()


# Missions


def test_a_mission_scores_for_everyone_meeting_it_in_the_same_round_then_leaves() -> None:
    state = table(3, missions=("M14",))  # total health 12
    state = with_sheet(with_sheet(state, 0, levels=(3, 3, 3, 3)), 1, levels=(6, 3, 2, 1))
    transition = end(done(state))
    sheets = transition.state.sheets
    assert [len(s.missions) for s in sheets] == [1, 1, 0]
    assert sheets[0].missions[0].mission == "M14" and sheets[0].missions[0].round == 1
    assert transition.state.open_missions == ()
    assert {"mission": "M14", "seats": [0, 1]} in [e.params for e in transition.events]


def test_a_mission_nobody_meets_stays_open() -> None:
    state = end(done(table(2, missions=("M14", "M02")))).state
    assert state.open_missions == ("M14", "M02")


# Villain fights (villain 1: Troll, weak to the Warrior, ranges from 6 / 11 / 16)


def at_fight(seats=1, **kwargs):
    return done(table(seats, round_=3, **kwargs))


def visited(state, seat_=0, **marks):
    return with_sheet(state, seat_, path=("C2",), **marks)


def fight(state, seat_=0):
    return next(f for f in state.sheets[seat_].fights if f.villain == 1)


def test_a_party_that_never_visited_the_villain_flees() -> None:
    result = fight(end(at_fight()).state)
    assert result.fled and result.glory == -4 and result.wounds == 0


def test_a_party_too_weak_for_the_lowest_range_flees() -> None:
    villains = (
        VillainCard(
            name="Ogre",
            weakness="warrior",
            flee_glory=-2,
            ranges=(
                VillainRange(min_strength=7, glory=3, wounds=3),
                VillainRange(min_strength=11, glory=6, wounds=2),
                VillainRange(min_strength=16, glory=10, wounds=1),
            ),
        ),
        *at_fight().setup.villains[1:],
    )
    result = fight(end(visited(at_fight(villains=villains))).state)
    assert result.fled and result.strength == 5 and result.glory == -2


def test_strength_counts_the_weakness_hero_twice_and_picks_the_range() -> None:
    state = visited(at_fight(), levels=(3, 2, 4, 1))  # 10 + Warrior 3 = 13
    result = fight(end(state).state)
    assert (result.strength, result.glory, result.wounds, result.fled) == (13, 6, 2, False)


def test_the_example_of_the_rules_digest() -> None:
    lich = VillainCard(
        name="Lich",
        weakness="cleric",
        ranges=(
            VillainRange(min_strength=5, glory=1, wounds=1),
            VillainRange(min_strength=14, glory=5, wounds=0),
            VillainRange(min_strength=20, glory=9, wounds=0),
        ),
    )
    state = at_fight(villains=(lich, *at_fight().setup.villains[1:]))
    assert fight(end(visited(state, levels=(3, 2, 4, 1))).state).strength == 14


def test_strength_bonuses_warrior_4_berserker_and_flaming_sword_add_up() -> None:
    state = at_fight(seats=[seat(power="berserker")])
    state = visited(state, levels=(4, 1, 1, 1), artifacts=(2, 0, 0, 0, 0, 0, 0, 0))
    assert fight(end(state).state).strength == 7 + 4 + 2 + 2 + 2


def test_above_the_top_range_uses_the_top_range() -> None:
    result = fight(end(visited(at_fight(), levels=(6, 6, 6, 6))).state)
    assert (result.strength, result.glory, result.wounds) == (24 + 6 + 2, 10, 1)


def test_the_beastmaster_takes_no_fight_wounds() -> None:
    state = visited(at_fight(seats=[seat(power="beastmaster")]), levels=(3, 2, 4, 1))
    after = end(state)
    assert fight(after.state).wounds == 0 and after.state.sheets[0].wounds == 0
    assert "wounds_prevented" in codes(after.events)


def test_fight_wounds_go_through_potions() -> None:
    state = visited(at_fight(), levels=(3, 2, 4, 1), potions=1)
    sheet = end(state).state.sheets[0]
    assert (sheet.soaked, sheet.wounds) == (2, 0)


def test_the_single_strongest_fighter_gets_the_reward() -> None:
    state = visited(visited(at_fight(3), 0, levels=(3, 3, 3, 3)), 1, levels=(2, 2, 2, 2))
    after = end(state).state
    assert fight(after, 0).strongest and fight(after, 0).reward_glory == 3
    assert not fight(after, 1).strongest and not fight(after, 2).strongest


def test_a_tie_for_strongest_rewards_nobody() -> None:
    state = visited(visited(at_fight(2), 0, levels=(3, 3, 3, 3)), 1, levels=(3, 3, 3, 3))
    after = end(state).state
    assert not fight(after, 0).strongest and not fight(after, 1).strongest


def test_a_solo_player_never_gets_the_reward() -> None:
    after = end(visited(at_fight(), levels=(3, 3, 3, 3))).state
    assert not fight(after).strongest and fight(after).reward_glory == 0


def test_a_reward_that_needs_a_choice_waits_for_it_and_blocks_the_next_actions() -> None:
    lich = VillainCard(
        name="Lich",
        weakness="wizard",
        reward=VillainReward(kind="level_up_any"),
        ranges=(
            VillainRange(min_strength=5, glory=1, wounds=0),
            VillainRange(min_strength=20, glory=5, wounds=0),
            VillainRange(min_strength=30, glory=9, wounds=0),
        ),
    )
    state = visited(
        at_fight(2, villains=(lich, *at_fight().setup.villains[1:])), 0, levels=(2, 2, 2, 2)
    )
    state = end(state).state
    assert state.sheets[0].pending == ("level_up_any",)
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    with pytest.raises(Illegal, match="bonus_choice_pending"):
        RULES.apply(state, LevelUp(seat=0, die=0, hero="warrior"))
    state = RULES.apply(state, ChooseBonus(seat=0, choice="rogue")).state
    assert state.sheets[0].levels == (2, 2, 2, 3) and state.sheets[0].pending == ()


def test_vanishing_gems_cross_out_the_villains_letters_except_owned_ones() -> None:
    state = at_fight(2, vanishing_gems=True)
    state = with_sheet(state, 0, gems=("A",))
    after = end(state)
    assert after.state.sheets[0].crossed_gems == {"B"}
    assert after.state.sheets[1].crossed_gems == {"A", "B"}
    assert "gems_vanished" in codes(after.events)


def test_without_vanishing_gems_the_letters_stay() -> None:
    assert end(at_fight(2)).state.sheets[1].crossed_gems == frozenset()


def test_solo_always_plays_with_vanishing_gems() -> None:
    assert end(at_fight()).state.sheets[0].crossed_gems == {"A", "B"}


# Villains whose results the table types in


def test_a_villain_without_card_values_waits_for_every_seat_to_record_its_fight() -> None:
    manual = (
        VillainCard(name="Villain 1"),
        VillainCard(name="Villain 2"),
        VillainCard(name="Villain 3"),
    )
    state = end(at_fight(2, villains=manual)).state
    assert state.phase == "villain"
    with pytest.raises(Illegal) as raised:
        end(state)
    assert (raised.value.reason, raised.value.params) == ("fights_not_recorded", {"seats": [0, 1]})
    with pytest.raises(Illegal, match="fled_with_glory"):
        RULES.apply(state, RecordFight(seat=1, fled=True, glory=4))
    state = RULES.apply(state, RecordFight(seat=1, fled=False, glory=7, wounds=2)).state
    with pytest.raises(Illegal, match="fight_already_recorded"):
        RULES.apply(state, RecordFight(seat=1, fled=False, glory=7, wounds=2))
    state = RULES.apply(state, RecordFight(seat=0, fled=True, glory=-3)).state
    assert (state.round, state.phase) == (4, "roll")
    assert state.sheets[1].wounds == 2 and fight(state, 1).glory == 7


def test_fights_can_only_be_recorded_when_one_is_due() -> None:
    with pytest.raises(Illegal, match="no_fight_to_record"):
        RULES.apply(table(1), RecordFight(seat=0, fled=True, glory=0))


# The end


def test_the_game_ends_after_the_eighth_round_and_its_villain() -> None:
    transition = end(done(table(2, round_=8)))
    assert transition.state.phase == "finished"
    assert "game_over" in codes(transition.events)
    assert RULES.is_finished(transition.state)
    with pytest.raises(Illegal, match="game_over"):
        RULES.apply(transition.state, RollDice(seat=0))


def test_above_a_printed_maximum_scores_nothing_when_the_top_range_is_closed() -> None:
    troll = at_fight().setup.villains[0].model_copy(update={"max_strength": 20})
    villains = (troll, *at_fight().setup.villains[1:])
    rules = {"villain_top_range_open_ended": False}
    result = fight(
        end(visited(at_fight(villains=villains, house_rules=rules), levels=(6, 6, 6, 6))).state
    )
    assert (result.fled, result.glory, result.wounds) == (False, 0, 0)


def test_the_strength_against_a_villain_is_told_part_by_part() -> None:
    """The rules' example: Warrior 3, Wizard 2, Cleric 4, Rogue 1 against a villain weak
    against the Cleric is 14, with no Warrior bonus below level 4; without the weak hero
    known, the levels and the bonuses alone."""
    state = visited(at_fight(), levels=(3, 2, 4, 1))
    sheet, rules = state.sheets[0], state.rules
    strength = strength_against(sheet, "cleric", rules, None)
    assert (strength.health, strength.weakness_level, strength.bonuses) == (10, 4, ())
    assert strength.total == 14
    assert strength_against(sheet, None, rules, None).total == 10
    strong = visited(at_fight(), levels=(4, 1, 1, 1), artifacts=(2, 0, 0, 0, 0, 0, 0, 0))
    parts = strength_against(strong.sheets[0], "warrior", rules, "berserker")
    assert [(b.cause, b.amount, b.artifact) for b in parts.bonuses] == [
        ("warrior_ability", rules.warrior_l4_villain_bonus, None),
        ("berserker", rules.berserker_villain_bonus, None),
        ("artifact", rules.flaming_sword_villain_bonus, 1),
    ]
    assert parts.total == 7 + 4 + 2 + 2 + 2

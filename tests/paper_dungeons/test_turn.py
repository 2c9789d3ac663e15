"""The roll, skull wounds and the three die actions of a round."""

from dataclasses import replace

import pytest

from sheets.core import Illegal
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import BrewPotions, CraftHalf, EndRound, LevelUp, Move, RollDice
from sheets.paper_dungeons.dice import seeded_roll
from tests.logs import refused
from tests.paper_dungeons.helpers import PLAIN_ROLL, codes, game, rolled, seat, sheet, with_sheet

# The roll


def test_a_seeded_roll_is_valid_and_the_same_for_the_same_round() -> None:
    first, second = game(seed=5), game(seed=5)
    first.act(RollDice(seat=0))
    second.act(RollDice(seat=0))
    assert first.state.dice == second.state.dice
    assert sum(die.symbol == "skull" for die in first.state.dice) < 3


def test_undoing_a_roll_and_rolling_again_gives_the_same_dice() -> None:
    table = game(seed=99)
    table.act(RollDice(seat=0))
    dice = table.state.dice
    table.undo()
    table.act(RollDice(seat=0))
    assert table.state.dice == dice


@pytest.mark.parametrize("seed", range(40))
def test_invalid_rolls_are_rerolled_and_noted(seed: int) -> None:
    dice, rerolled = seeded_roll(seed, 1)
    assert sum(d.symbol == "skull" for d in dice) < 3
    assert sum(d.symbol == "clover" for d in dice) < 3
    for thrown in rerolled:
        skulls = sum(d.symbol == "skull" for d in thrown)
        clovers = sum(d.symbol == "clover" for d in thrown)
        assert skulls >= 3 or clovers == 3


def test_a_rerolled_roll_shows_in_the_events() -> None:
    seed = next(s for s in range(200) if seeded_roll(s, 1)[1])
    table = game(seed=seed)
    events = table.act(RollDice(seat=0))
    assert codes(events)[0] == "rerolled"
    assert events[0].params["reason"] in ("skulls", "clovers")


@pytest.mark.parametrize(
    ("symbols", "reason"),
    [
        (("skull", "skull", "warrior", "skull", "boots", "cleric"), "skulls"),
        (("clover", "clover", "clover", "boots", "cleric", "rogue"), "clovers"),
    ],
)
def test_physical_dice_that_must_be_rerolled_are_refused(
    symbols: tuple[str, ...], reason: str
) -> None:
    table = game()
    illegal = refused(table, RollDice(seat=0, symbols=symbols))
    assert (illegal.reason, illegal.params["reason"]) == ("roll_again", reason)


@pytest.mark.parametrize(
    ("symbols", "reason"),
    [
        (("warrior",) * 5, "dice_count"),
        (("boots", "wizard", "cleric", "boots", "cleric", "rogue"), "no_such_face"),
        (("warrior", "wizard", "cleric", "clover", "cleric", "rogue"), "no_such_face"),
    ],
)
def test_impossible_physical_dice_are_refused(symbols: tuple[str, ...], reason: str) -> None:
    assert refused(game(), RollDice(seat=0, symbols=symbols)).reason == reason


def test_the_dice_are_rolled_once_per_round() -> None:
    table = rolled(game())
    assert refused(table, RollDice(seat=0)).reason == "already_rolled"


def test_dice_numbers_are_written_in_the_round_boxes() -> None:
    table = rolled(game())
    table.act(BrewPotions(seat=0, die=2))
    table.act(CraftHalf(seat=0, die=3, artifact=5))
    assert table.state.written_numbers(0) == ((9, 0),)


# Skull wounds

SKULL_ROLL = ("skull", "wizard", "clover", "skull", "cleric", "rogue")


def test_each_skull_wounds_every_player() -> None:
    table = game(2)
    table.act(RollDice(seat=0, symbols=SKULL_ROLL))
    assert [s.wounds for s in table.state.sheets] == [2, 2]


def test_a_cleric_at_level_4_takes_no_skull_wounds() -> None:
    state = with_sheet(RULES.initial(game().setup), levels=(1, 1, 4, 1))
    transition = RULES.apply(state, RollDice(seat=0, symbols=SKULL_ROLL))
    assert transition.state.sheets[0].wounds == 0
    assert "wounds_prevented" in codes(transition.events)


@pytest.mark.parametrize(("scope", "wounds"), [("per_round", 1), ("per_skull", 0)])
def test_the_fortune_teller_takes_fewer_skull_wounds(scope: str, wounds: int) -> None:
    table = game([seat(power="fortune_teller")], house_rules={"fortune_teller_scope": scope})
    table.act(RollDice(seat=0, symbols=SKULL_ROLL))
    assert sheet(table).wounds == wounds


def test_skull_wounds_go_to_potions_first() -> None:
    state = with_sheet(RULES.initial(game().setup), potions=1)
    after = RULES.apply(state, RollDice(seat=0, symbols=SKULL_ROLL)).state.sheets[0]
    assert (after.soaked, after.wounds) == (2, 0)


# Using the dice


def test_actions_need_a_roll_first() -> None:
    assert refused(game(), BrewPotions(seat=0, die=0)).reason == "roll_first"


def test_a_skull_cannot_be_used() -> None:
    table = game()
    table.act(RollDice(seat=0, symbols=SKULL_ROLL))
    assert refused(table, BrewPotions(seat=0, die=0)).reason == "skull_unusable"


def test_each_die_once_per_round_for_each_player_but_shared_between_players() -> None:
    table = rolled(game(2))
    table.act(BrewPotions(seat=0, die=1))
    illegal = refused(table, LevelUp(seat=0, die=1, hero="wizard"))
    assert (illegal.reason, illegal.params) == ("die_already_used", {"die": 1})
    table.act(BrewPotions(seat=1, die=1))
    assert sheet(table, 1).potions == 2


def test_exactly_three_actions_per_round() -> None:
    table = rolled(game())
    for die in (0, 1, 2):
        table.act(CraftHalf(seat=0, die=die, artifact=5 + die))
    assert refused(table, BrewPotions(seat=0, die=3)).reason == "three_actions_done"


def test_no_such_die_or_seat() -> None:
    table = rolled(game())
    assert refused(table, BrewPotions(seat=0, die=6)).reason == "no_such_die"
    assert refused(table, BrewPotions(seat=3, die=0)).reason == "no_such_seat"


# Level up (training colours: Warrior white, Wizard black, Cleric white, Rogue black)


def test_level_up_with_the_matching_symbol_and_colour_adds_health() -> None:
    table = rolled(game())
    events = table.act(LevelUp(seat=0, die=0, hero="warrior"))
    assert sheet(table).levels == (2, 1, 1, 1)
    assert sheet(table).health == 5
    assert "levelled_up" in codes(events)


def test_level_up_needs_the_hero_symbol() -> None:
    illegal = refused(rolled(game()), LevelUp(seat=0, die=1, hero="warrior"))
    assert (illegal.reason, illegal.params["symbol"]) == ("symbol_mismatch", "wizard")


def test_level_up_needs_the_training_colour() -> None:
    illegal = refused(rolled(game()), LevelUp(seat=0, die=1, hero="wizard"))
    assert illegal.reason == "colour_mismatch"
    assert illegal.params == {"hero": "wizard", "training": "black", "colour": "white"}


def test_boots_level_up_nobody() -> None:
    for hero in ("warrior", "wizard", "cleric", "rogue"):
        assert (
            refused(rolled(game()), LevelUp(seat=0, die=3, hero=hero)).reason == "symbol_mismatch"
        )


def test_a_clover_is_any_hero_in_any_colour() -> None:
    for hero in ("warrior", "wizard", "cleric", "rogue"):
        table = rolled(game())
        table.act(LevelUp(seat=0, die=2, hero=hero))
        assert sheet(table).health == 5


def test_a_wizard_at_level_4_ignores_colour_for_every_level_up() -> None:
    state = with_sheet(RULES.initial(game().setup), levels=(1, 4, 1, 1))
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    state = RULES.apply(state, LevelUp(seat=0, die=1, hero="wizard")).state
    state = RULES.apply(state, LevelUp(seat=0, die=4, hero="cleric")).state
    assert state.sheets[0].levels == (1, 5, 2, 1)
    with pytest.raises(Illegal, match="symbol_mismatch"):
        RULES.apply(state, LevelUp(seat=0, die=5, hero="warrior"))


def test_psionic_ignores_colour_once_per_round() -> None:
    table = rolled(game([seat(power="psionic")]))
    events = table.act(LevelUp(seat=0, die=1, hero="wizard"))
    assert "colour_ignored" in codes(events)
    assert refused(table, LevelUp(seat=0, die=4, hero="cleric")).reason == "colour_mismatch"


def test_psionic_comes_back_next_round() -> None:
    table = rolled(game([seat(power="psionic")]))
    table.act(LevelUp(seat=0, die=1, hero="wizard"))
    table.act(BrewPotions(seat=0, die=0))
    table.act(CraftHalf(seat=0, die=2, artifact=5))
    table.act(EndRound(seat=0))
    rolled(table)
    table.act(LevelUp(seat=0, die=4, hero="cleric"))
    assert sheet(table).levels == (1, 2, 2, 1)


def test_no_level_past_6() -> None:
    state = with_sheet(RULES.initial(game().setup), levels=(6, 1, 1, 1))
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    with pytest.raises(Illegal, match="hero_at_max_level"):
        RULES.apply(state, LevelUp(seat=0, die=0, hero="warrior"))


def test_reaching_level_4_switches_on_the_ability() -> None:
    state = with_sheet(RULES.initial(game().setup), levels=(3, 1, 1, 1))
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    events = RULES.apply(state, LevelUp(seat=0, die=0, hero="warrior")).events
    assert {"hero": "warrior"} in [e.params for e in events if e.code == "ability_gained"]


def test_the_rogue_at_level_4_gains_a_gem_once() -> None:
    state = with_sheet(RULES.initial(game().setup), levels=(1, 1, 1, 3))
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    state = RULES.apply(state, LevelUp(seat=0, die=5, hero="rogue")).state
    assert state.sheets[0].bonus_gems == 1
    state = with_sheet(state, levels=(1, 1, 1, 3))
    state = RULES.apply(state, LevelUp(seat=0, die=2, hero="rogue")).state
    assert state.sheets[0].bonus_gems == 1


# Artifacts


def test_artifacts_1_to_4_need_their_hero_symbol() -> None:
    table = rolled(game())
    illegal = refused(table, CraftHalf(seat=0, die=1, artifact=1))
    assert illegal.reason == "artifact_needs_symbol"
    assert illegal.params == {"artifact": 1, "hero": "warrior", "symbol": "wizard"}
    table.act(CraftHalf(seat=0, die=0, artifact=1))
    table.act(CraftHalf(seat=0, die=2, artifact=1))
    assert sheet(table).artifacts[0] == 2


def test_artifacts_1_to_4_take_any_colour() -> None:
    table = rolled(game())
    table.act(CraftHalf(seat=0, die=4, artifact=3))
    table.act(CraftHalf(seat=0, die=5, artifact=4))
    assert sheet(table).artifacts[2:4] == (1, 1)


def test_artifacts_5_to_8_take_any_die_even_boots() -> None:
    table = rolled(game())
    for die, artifact in ((3, 5), (1, 6), (4, 8)):
        table.act(CraftHalf(seat=0, die=die, artifact=artifact))
    assert sheet(table).artifacts == (0, 0, 0, 0, 1, 1, 0, 1)


def test_a_finished_artifact_takes_no_third_half() -> None:
    table = rolled(game())
    table.act(CraftHalf(seat=0, die=3, artifact=5))
    events = table.act(CraftHalf(seat=0, die=4, artifact=5))
    assert "artifact_finished" in codes(events)
    assert refused(table, CraftHalf(seat=0, die=5, artifact=5)).reason == "artifact_finished"


def test_the_second_half_may_take_any_symbol_if_the_house_rules_say_so() -> None:
    table = rolled(game(house_rules={"artifact_halves_same_symbol": False}))
    table.act(CraftHalf(seat=0, die=0, artifact=1))
    table.act(CraftHalf(seat=0, die=3, artifact=1))
    assert sheet(table).artifacts[0] == 2


def test_no_artifact_nine() -> None:
    assert (
        refused(rolled(game()), CraftHalf(seat=0, die=3, artifact=9)).reason == "no_such_artifact"
    )


# Potions


def test_brewing_gives_two_potions_with_any_die() -> None:
    table = rolled(game())
    table.act(BrewPotions(seat=0, die=3))
    assert sheet(table).potions == 2


def test_the_fourth_potion_gives_its_bonus_which_may_need_a_choice() -> None:
    state = with_sheet(RULES.initial(game().setup), potions=3)
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    with pytest.raises(Illegal) as raised:
        RULES.apply(state, BrewPotions(seat=0, die=0))
    assert raised.value.reason == "choice_needed"
    assert raised.value.params == {
        "kind": "level_up_any",
        "options": ["warrior", "wizard", "cleric", "rogue"],
        "cause": "potion_4",
    }
    after = RULES.apply(state, BrewPotions(seat=0, die=0, choices=("cleric",))).state
    assert after.sheets[0].potions == 5 and after.sheets[0].levels == (1, 1, 2, 1)


def test_a_choice_must_be_one_of_the_options_and_every_choice_used() -> None:
    state = with_sheet(RULES.initial(game().setup), potions=3)
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    with pytest.raises(Illegal, match="bad_choice"):
        RULES.apply(state, BrewPotions(seat=0, die=0, choices=("bard",)))
    with pytest.raises(Illegal, match="unused_choices"):
        RULES.apply(state, BrewPotions(seat=0, die=0, choices=("cleric", "rogue")))


def test_the_eighth_and_twelfth_potions_give_their_bonuses() -> None:
    state = with_sheet(RULES.initial(game().setup), potions=7)
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    state = RULES.apply(state, BrewPotions(seat=0, die=0, choices=("6",))).state
    assert state.sheets[0].artifacts[5] == 1
    state = with_sheet(state, potions=11)
    state = RULES.apply(state, BrewPotions(seat=0, die=1)).state
    assert (state.sheets[0].potions, state.sheets[0].bonus_gems) == (12, 1)


def test_potions_past_twelve_are_lost() -> None:
    state = with_sheet(RULES.initial(game().setup), potions=12)
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    transition = RULES.apply(state, BrewPotions(seat=0, die=0))
    assert transition.state.sheets[0].potions == 12
    assert [e.params for e in transition.events if e.code == "potions_added"] == [
        {"potions": 0, "lost": 2}
    ]


def test_a_bonus_that_has_nothing_to_raise_is_wasted() -> None:
    state = with_sheet(RULES.initial(game().setup), potions=3, levels=(6, 6, 6, 6))
    state = RULES.apply(state, RollDice(seat=0, symbols=PLAIN_ROLL)).state
    transition = RULES.apply(state, BrewPotions(seat=0, die=0))
    assert "bonus_wasted" in codes(transition.events)


def test_refusals_leave_the_state_untouched_even_deep_in_a_move() -> None:
    table = rolled(game())
    table.act(Move(seat=0, die=3, path=("A1",)))
    before = replace(table.state)
    refused(table, Move(seat=0, die=0, path=("B1", "B2", "B3")))
    assert table.state == before

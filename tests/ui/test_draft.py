"""The new-game draft: defaults that make a playable game, and every choice carried over."""

import pytest

from sheets.core import InvalidSetup
from sheets.paper_dungeons.content import load_content
from ui.paper_dungeons.draft import GameDraft


def test_the_defaults_make_a_playable_solo_game() -> None:
    setup = GameDraft.fresh(["Ann"]).to_setup()
    assert setup.solo and setup.dungeon.letter == "A" and len(setup.missions) == 3
    seat = setup.seats[0]
    assert seat.power == seat.dealt_powers[0] and seat.objective == seat.dealt_objectives[0]
    assert seat.training == load_content().objective(seat.objective).training_colours()


def test_keeping_the_other_dealt_objective_changes_the_training() -> None:
    draft = GameDraft.fresh(["Ann", "Bob"])
    second = draft.dealt.objectives[1][1]
    draft.keep(1, objective=second)
    setup = draft.to_setup()
    assert setup.seats[1].objective == second
    assert setup.seats[1].training == load_content().objective(second).training_colours()


def test_seat_count_grows_with_default_names_and_shrinks() -> None:
    draft = GameDraft.fresh(["Ann"])
    draft.set_seat_count(3, "Player {number}")
    assert [seat.name for seat in draft.seats] == ["Ann", "Player 2", "Player 3"]
    draft.set_seat_count(20, "Player {number}")
    assert len(draft.seats) == 8
    draft.set_seat_count(0, "Player {number}")
    assert len(draft.seats) == 1


def test_cards_as_drawn_at_the_table_and_chosen_missions() -> None:
    draft = GameDraft.fresh(["Ann"])
    draft.cards_mode = "table"
    draft.keep(0, power="scout", objective="O05")
    draft.missions_mode = "chosen"
    draft.chosen_missions = ["M01", "M02", "M03"]
    setup = draft.to_setup()
    assert (setup.seats[0].power, setup.seats[0].dealt_powers) == ("scout", ())
    assert setup.missions == ("M01", "M02", "M03")


def test_a_bad_choice_is_refused_with_the_rules_message() -> None:
    draft = GameDraft.fresh(["Ann", "ann"])
    with pytest.raises(InvalidSetup, match="different name"):
        draft.to_setup()


def test_the_veteran_gets_two_heroes_to_raise() -> None:
    draft = GameDraft.fresh(["Ann"])
    draft.cards_mode = "table"
    draft.keep(0, power="veteran", objective="O01")
    assert draft.to_setup().seats[0].veteran_heroes == ("warrior", "wizard")

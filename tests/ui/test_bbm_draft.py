"""The Big Book of Madness new-game draft: defaults that make a game, the seed's draws
reproduced, the table's own draws, and the choices that do not fit refused."""

import pytest

from sheets.big_book_of_madness.house_rules import DIFFICULTIES
from sheets.core import InvalidSetup
from sheets.i18n import translate
from tests.text_fit import BODY_LETTER_SPACING, text_width
from ui.big_book_of_madness.draft import MAX_PLAYERS, MIN_PLAYERS, MadnessDraft
from ui.big_book_of_madness.tracker_form import CELL_WIDTH, ROUND_WIDTH


def test_the_defaults_make_a_two_player_game_drawn_from_the_seed() -> None:
    draft = MadnessDraft.fresh(["Ann", "Bob"])
    setup = draft.to_setup()
    assert [p.name for p in setup.players] == ["Ann", "Bob"]
    assert (setup.difficulty, setup.mode, setup.seed) == ("I", "classic", draft.seed)
    assert setup == draft.drawn() == draft.to_setup()


def test_a_new_seed_draws_again_and_chosen_values_are_kept() -> None:
    draft = MadnessDraft.fresh(["Ann", "Bob", "Cid"])
    draft.players[1].magician = "patrik"
    draft.first_player = 2
    draft.difficulty = "III"
    draft.mode = "nightmare"
    before = draft.to_setup()
    draft.seed = before.seed + 1
    after = draft.to_setup()
    assert after.players[1].magician == "patrik" and after.first_player == 2
    assert (after.difficulty, after.nightmare, after.horror) == ("III", True, False)
    assert (after.grimoire, after.library) != (before.grimoire, before.library)


def test_player_count_stays_within_the_game_and_the_variant_needs_five() -> None:
    draft = MadnessDraft.fresh(["Ann", "Bob"])
    draft.set_player_count(9, "Player {number}")
    assert len(draft.players) == MAX_PLAYERS and draft.players[-1].name == "Player 5"
    draft.five_player_variant = True
    draft.first_player = 4
    assert draft.to_setup().five_player_variant
    draft.set_player_count(1, "Player {number}")
    assert len(draft.players) == MIN_PLAYERS
    assert not draft.five_player_variant and draft.first_player is None


def test_the_names_the_table_typed_are_kept_on_the_cards_the_seed_drew() -> None:
    draft = MadnessDraft.fresh(["Ann", "Bob"])
    draft.enter_table_draws()
    assert draft.table_draws is not None
    assert draft.to_setup() == draft.drawn(), "nothing typed: the seed's cards, unnamed"
    drawn = draft.drawn()
    draft.table_draws.first_page = "Warlock"
    draft.table_draws.library["fire"][2] = "Infernal Forge"
    setup = draft.to_setup()
    assert setup.grimoire == drawn.grimoire and setup.library == drawn.library
    rules = setup.rules()
    assert rules.page_name(setup.grimoire.first_page) == "Warlock"
    assert rules.spell_names == {setup.library["fire"][2]: "Infernal Forge"}
    draft.table_draws.inner_pages[1] = " warlock "
    assert draft.table_draws.repeated()
    with pytest.raises(InvalidSetup, match="two cards"):
        draft.to_setup()


def test_a_name_the_catalogue_knows_is_that_card() -> None:
    catalogue = {
        "grimoire_pages": {"I7": {"name": "Ghost", "elements": ["air", "air", "fire"]}},
        "spell_names": {"water-2c": "Glacial"},
    }
    draft = MadnessDraft.fresh(["Ann", "Bob"], catalogue)
    draft.enter_table_draws()
    assert draft.table_draws is not None
    draft.table_draws.inner_pages[0] = "ghost"
    draft.table_draws.library["water"][1] = "Glacial"
    setup = draft.to_setup()
    assert setup.grimoire.inner_pages[0] == "I7"
    assert len(set(setup.grimoire.inner_pages)) == 5
    assert setup.library["water"][1] == "water-2c"
    assert setup.rules().monster_elements("I7") == ("air", "air", "fire")


def test_both_modes_at_once_only_as_a_house_rule() -> None:
    draft = MadnessDraft.fresh(["Ann", "Bob"])
    assert "horror_nightmare" not in draft.modes()
    draft.mode = "horror_nightmare"
    with pytest.raises(InvalidSetup, match="house rule"):
        draft.to_setup()
    combined = MadnessDraft.fresh(["Ann", "Bob"], {"combine_modes": True})
    combined.mode = "horror_nightmare"
    assert combined.modes()[-1] == "horror_nightmare"
    assert combined.to_setup().mode == "horror_nightmare"


def test_two_players_with_one_magician_are_refused() -> None:
    draft = MadnessDraft.fresh(["Ann", "Bob"])
    draft.players[0].magician = draft.players[1].magician = "alice"
    with pytest.raises(InvalidSetup, match="same magician"):
        draft.to_setup()


def test_the_round_trackers_first_column_holds_its_heading_on_one_line() -> None:
    for language in ("cs", "en"):
        heading = translate("bbm.new.tracker_round", language)
        width = text_width(heading, 14, bold=True, letter_spacing=BODY_LETTER_SPACING)
        assert width <= ROUND_WIDTH, (language, heading, width)
    assert ROUND_WIDTH + len(DIFFICULTIES) * (CELL_WIDTH + 8) <= 390 - 2 * 10

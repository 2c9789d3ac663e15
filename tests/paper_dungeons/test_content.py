"""The game data is validated on load, and its unsure values are marked."""

import pytest

from sheets.core import InvalidSetup
from sheets.paper_dungeons.board import build_board
from sheets.paper_dungeons.content import (
    ContentError,
    check_consistency,
    load_content,
)
from sheets.paper_dungeons.house_rules import (
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)


def test_the_shipped_data_loads_and_is_consistent() -> None:
    content = load_content()
    assert len(content.sheet.grid.cells) == 42
    assert len(content.cards.missions) == len(content.cards.objectives) == 16
    check_consistency(content)


def test_the_board_has_twelve_minions_eight_gems_and_two_teleport_pairs() -> None:
    board = build_board(default_house_rules(), (), {1: "A6", 2: "E5", 3: "D2"})
    minions = [room.minion.level for room in board.rooms.values() if room.minion]
    assert sorted(minions) == [3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5]
    assert board.link("A2", "F2") == board.link("A4", "F4") == "teleport"
    assert board.link("A1", "A2") == "water" and board.link("D1", "D2") == "wall"
    assert board.link("A1", "B2") is None


def test_the_ghost_at_level_5_is_a_house_rule() -> None:
    rules = default_house_rules().model_copy(update={"ghost_level_5_room": "E4"})
    board = build_board(rules, (), {1: "A6", 2: "E5", 3: "D2"})
    assert (board.rooms["A5"].minion.level, board.rooms["E4"].minion.level) == (4, 5)


def test_broken_data_is_refused_with_the_problem_named() -> None:
    content = load_content()
    cells = dict(content.sheet.grid.cells)
    cells["B2"] = cells["B2"].model_copy(update={"treasure": cells["A2"].treasure})
    grid = content.sheet.grid.model_copy(update={"cells": cells})
    broken = content.model_copy(update={"sheet": content.sheet.model_copy(update={"grid": grid})})
    with pytest.raises(ContentError, match="gem letters on the grid"):
        check_consistency(broken)


def test_a_missing_cell_is_refused() -> None:
    content = load_content()
    cells = {k: v for k, v in content.sheet.grid.cells.items() if k != "F7"}
    grid = content.sheet.grid.model_copy(update={"cells": cells})
    broken = content.model_copy(update={"sheet": content.sheet.model_copy(update={"grid": grid})})
    with pytest.raises(ContentError, match="F7"):
        check_consistency(broken)


def test_unsure_values_are_marked_unverified() -> None:
    specs = setting_specs()
    assert specs["gem_glory_each"].unverified
    assert specs["edge_B6_B7"].unverified
    assert not specs["resurrection_trigger"].unverified
    in_use = unverified_in_use(default_house_rules())
    assert "gem_glory_each" in in_use and "resurrection_trigger" not in in_use


def test_a_value_the_players_set_is_no_longer_listed_as_unverified() -> None:
    rules = default_house_rules().model_copy(update={"gem_glory_each": 2})
    assert "gem_glory_each" not in unverified_in_use(rules)


def test_every_setting_of_the_data_has_a_typed_house_rule() -> None:
    assert set(setting_specs()) == set(type(default_house_rules()).model_fields)


def test_a_value_outside_a_settings_choices_is_refused_naming_the_choices() -> None:
    with pytest.raises(InvalidSetup, match=r"edge_B5_B6 is one of \['open', 'wall'\]"):
        house_rules({"edge_B5_B6": "door"})

"""The map and the rules data: validated on load, and every check able to fail."""

import pytest

from sheets.core.errors import InvalidSetup
from sheets.fury_of_dracula.board import build_board
from sheets.fury_of_dracula.content import Edge, MapData, load_content, map_problems
from sheets.fury_of_dracula.house_rules import (
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)


def test_the_map_has_the_places_and_links_of_the_digest() -> None:
    content = load_content()
    places = content.map.places
    assert len(places) == 70 and len(content.map.edges) == 199
    kinds = [place.kind for place in places]
    assert (kinds.count("large"), kinds.count("small"), kinds.count("castle")) == (30, 29, 1)
    assert kinds.count("sea") == 10
    assert sum(place.is_port for place in places) == 29
    assert content.hospitals == ("BD", "MA", "RO")
    types = [edge.type for edge in content.map.edges]
    assert (types.count("road"), types.count("rail"), types.count("sea")) == (111, 48, 40)


def test_the_shipped_map_has_no_problems() -> None:
    content = load_content()
    assert map_problems(content.map, "CD") == []


def _broken(**changes: object) -> MapData:
    board = load_content().map
    return board.model_copy(update=changes)


def test_a_link_to_an_unknown_place_is_caught() -> None:
    board = _broken(edges=(*load_content().map.edges, Edge(type="road", a="PA", b="XX")))
    assert any("unknown place" in problem for problem in map_problems(board, "CD"))


def test_a_duplicate_link_in_either_direction_is_caught() -> None:
    board = _broken(edges=(*load_content().map.edges, Edge(type="road", a="GR", b="AL")))
    assert any("listed twice" in problem for problem in map_problems(board, "CD"))


def test_a_road_into_the_sea_is_caught() -> None:
    board = _broken(edges=(*load_content().map.edges, Edge(type="road", a="PA", b="NS")))
    assert any("two land places" in problem for problem in map_problems(board, "CD"))


def test_a_port_whose_sea_link_is_missing_is_caught() -> None:
    edges = tuple(edge for edge in load_content().map.edges if edge.key != "sea:AM-NS")
    problems = map_problems(_broken(edges=edges), "CD")
    assert any(problem.startswith("AM: its seas") for problem in problems)


def test_a_rail_without_colour_and_a_wrong_castle_are_caught() -> None:
    board = _broken(edges=(*load_content().map.edges, Edge(type="rail", a="PA", b="TO")))
    problems = map_problems(board, "PA")
    assert any("colour" in problem for problem in problems)
    assert any("castle" in problem for problem in problems)


def test_links_are_symmetric_in_the_graph() -> None:
    board = build_board(True)
    for place, neighbours in board.roads.items():
        for other in neighbours:
            assert place in board.roads[other]
    for place, links in board.rails.items():
        for link in links:
            assert any(back.to == place for back in board.rails[link.to])


def test_the_disputed_road_can_be_switched_off() -> None:
    assert "SR" in build_board(True).road_neighbours("BO")
    assert "SR" not in build_board(False).road_neighbours("BO")
    assert "SR" in {link.to for link in build_board(False).rail_links("BO")}


def test_every_setting_carries_a_status_and_the_defaults_validate() -> None:
    rules = default_house_rules()
    assert rules.hunter_health == {"godalming": 12, "seward": 10, "van_helsing": 10, "mina": 8}
    assert len(rules.ticket_pool()) == 16
    for spec in setting_specs().values():
        assert spec.status and spec.note


def test_unverified_values_in_use_are_listed_until_corrected() -> None:
    assert "hunter_health" in unverified_in_use(default_house_rules())
    corrected = house_rules(
        {"hunter_health": {"godalming": 11, "seward": 9, "van_helsing": 8, "mina": 9}}
    )
    assert "hunter_health" not in unverified_in_use(corrected)
    assert "road_bordeaux_saragossa" in unverified_in_use(corrected)


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"no_such_rule": 1}, "unknown house rules"),
        ({"mixed_rail_value": "green"}, "must be one of"),
        ({"hunter_health": {"godalming": 12}}, "each hunter"),
        ({"consecrated_ground_forbidden": ["ZZ"]}, "unknown places"),
        ({"vampire_clears_spaces": [7]}, "numbered 1 to 6"),
    ],
)
def test_house_rules_that_do_not_fit_are_refused(overrides: dict, message: str) -> None:
    with pytest.raises(InvalidSetup, match=message):
        house_rules(overrides)

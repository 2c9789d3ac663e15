"""Every move rule on the map: roads, rail with white and yellow ticket values, seas,
fog, roadblocks, storms, hospitals, and Dracula's road-or-sea moves."""

import pytest

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import DraculaMove, Move, Rest
from sheets.fury_of_dracula.board import build_board
from sheets.fury_of_dracula.house_rules import default_house_rules, house_rules, unverified_in_use
from sheets.fury_of_dracula.movement import (
    dracula_destinations,
    hunter_moves,
    nearest_hospitals,
    rail_reach,
)
from sheets.fury_of_dracula.rules import apply
from sheets.fury_of_dracula.state import GameState, Hideout, Tokens
from tests.fury_of_dracula.helpers import DRACULA, act, codes, place_hunters, seat_of, started

GODALMING = 0


def day_at(place: str, *tickets: tuple[int, int | None], **kwargs: object) -> GameState:
    state = started("BC", **kwargs)  # type: ignore[arg-type]
    state = place_hunters(state, godalming=place)
    return state.with_hunter("godalming", state.hunter("godalming").but(tickets=tickets))


def move(state: GameState, to: str, route: str, ticket: int | None = None) -> GameState:
    seat = seat_of(state, "godalming")
    action = Move(seat=seat, hunter="godalming", to=to, route=route, ticket=ticket)  # type: ignore[arg-type]
    return apply(state, action).state


def refusal(state: GameState, to: str, route: str, ticket: int | None = None) -> str:
    with pytest.raises(Illegal) as caught:
        move(state, to, route, ticket)
    return caught.value.reason


def test_a_road_move_goes_to_a_neighbour_and_passes_the_turn() -> None:
    state = move(day_at("PA"), "BU", "road")
    assert state.hunter("godalming").location == "BU"
    assert state.current_hunter == "seward"


def test_no_road_means_no_road_move() -> None:
    assert refusal(day_at("PA"), "MU", "road") == "fod_no_road"


def test_seward_rides_marseilles_to_cologne_on_three_white_segments() -> None:
    board = build_board(True)
    rules = house_rules({})
    assert "CO" in rail_reach(board, Tokens(), rules, "MR", (3, 2))
    assert "CO" not in rail_reach(board, Tokens(), rules, "MR", (2, 2))
    state = move(day_at("MR", (3, 2)), "CO", "rail", 0)
    assert state.hunter("godalming").tickets == ()
    assert (3, 2) in state.ticket_pool


def test_all_yellow_routes_use_the_yellow_value() -> None:
    board, rules = build_board(True), house_rules({})
    assert "SZ" in rail_reach(board, Tokens(), rules, "VI", (3, 2))
    assert "SZ" not in rail_reach(board, Tokens(), rules, "VI", (3, 1))
    assert "BD" in rail_reach(board, Tokens(), rules, "VI", (3, 1))


def test_a_ticket_without_yellow_value_never_rides_yellow_lines() -> None:
    board, rules = build_board(True), house_rules({})
    assert rail_reach(board, Tokens(), rules, "VI", (1, None)) == frozenset()
    assert "PR" not in rail_reach(board, Tokens(), rules, "BR", (3, None))
    assert "CO" in rail_reach(board, Tokens(), rules, "BR", (1, None))


def test_mixed_routes_use_the_yellow_value_unless_the_house_rule_says_otherwise() -> None:
    board = build_board(True)
    assert "PR" in rail_reach(board, Tokens(), house_rules({}), "CO", (2, 2))
    assert "PR" not in rail_reach(board, Tokens(), house_rules({}), "CO", (2, 1))
    white = house_rules({"mixed_rail_value": "white"})
    assert "PR" in rail_reach(board, Tokens(), white, "CO", (2, 1))
    forbidden = house_rules({"mixed_rail_value": "forbidden"})
    assert "PR" not in rail_reach(board, Tokens(), forbidden, "CO", (3, 3))


def test_rail_needs_a_held_ticket_and_a_ticket_is_only_for_rail() -> None:
    assert refusal(day_at("MR"), "PA", "rail", 0) == "fod_no_such_ticket"
    assert refusal(day_at("MR", (1, 1)), "CO", "rail", 0) == "fod_rail_out_of_reach"
    assert refusal(day_at("PA", (1, 1)), "BU", "road", 0) == "fod_ticket_only_by_rail"


def test_rail_cannot_pass_through_fog_or_use_a_roadblocked_line() -> None:
    board, rules = build_board(True), house_rules({})
    assert "CO" not in rail_reach(board, Tokens(fog=("PA",)), rules, "MR", (3, 2))
    assert "CO" not in rail_reach(board, Tokens(roadblocks=("rail:BU-PA",)), rules, "MR", (3, 2))
    assert "PA" in rail_reach(board, Tokens(roadblocks=("rail:BU-PA",)), rules, "MR", (3, 2))


def test_fog_closes_a_city_both_ways_and_roadblocks_close_roads() -> None:
    state = day_at("PA")
    assert refusal(state.but(tokens=Tokens(fog=("BU",))), "BU", "road") == "fod_fog_blocks"
    assert refusal(state.but(tokens=Tokens(fog=("PA",))), "BU", "road") == "fod_fog_holds"
    assert (
        refusal(state.but(tokens=Tokens(roadblocks=("road:BU-PA",))), "BU", "road")
        == "fod_roadblocked"
    )


def test_sea_moves_go_port_to_sea_sea_to_sea_and_sea_to_port() -> None:
    state = move(day_at("MR"), "MS", "sea")
    assert state.hunter("godalming").location == "MS"
    state = place_hunters(day_at("MS"), godalming="MS")
    assert move(state, "TS", "sea").hunter("godalming").location == "TS"
    assert move(state, "BA", "sea").hunter("godalming").location == "BA"
    assert refusal(day_at("PA"), "MS", "sea") == "fod_no_sea_link"


def test_a_storm_closes_a_sea() -> None:
    state = day_at("MR").but(tokens=Tokens(storms=("MS",)))
    assert refusal(state, "MS", "sea") == "fod_storm_blocks"


def test_at_sea_by_day_only_a_move_and_by_night_the_hunter_skips() -> None:
    state = day_at("MS")
    with pytest.raises(Illegal, match="fod_at_sea_must_move"):
        apply(state, Rest(seat=seat_of(state, "godalming"), hunter="godalming"))
    night = state.but(stage="night", time=1, turn=0)
    from sheets.fury_of_dracula.change import Change
    from sheets.fury_of_dracula.flow import advance

    change = Change(night)
    advance(change)
    assert change.state.current_hunter == "seward"
    assert "fod_hunter_skips" in codes(change.events)


def test_no_moves_at_night() -> None:
    state = day_at("PA").but(stage="night", time=1)
    assert refusal(state, "BU", "road") == "fod_no_move_at_night"


def test_from_a_hospital_the_only_move_is_into_its_city() -> None:
    state = day_at("MA")
    state = state.with_hunter("godalming", state.hunter("godalming").but(hospital=True))
    assert [(m.to, m.route) for m in hunter_moves(state, state.hunter("godalming"))] == [
        ("MA", "road")
    ]
    assert refusal(state, "SR", "road") == "fod_hospital_exit_only"
    after = move(state, "MA", "road").hunter("godalming")
    assert (after.location, after.hospital) == ("MA", False)


def test_the_nearest_hospital_by_roads() -> None:
    board = build_board(True)
    assert nearest_hospitals(board, "BO") == ("MA",)
    assert nearest_hospitals(board, "GE") == ("BD", "MA", "RO")
    assert nearest_hospitals(board, "LO") == ()


def dracula_at(place: str, trail: tuple[str, ...] = (), **kwargs: object) -> GameState:
    state = started("BC", **kwargs)  # type: ignore[arg-type]
    slots = (None, Hideout(cards=(place,)), *(Hideout(cards=(card,)) for card in trail))
    return state.but(
        trail=(*slots, *(None,) * (6 - len(slots))),
        dracula=state.dracula.but(location=place),
        stage="dracula_move",
    )


def test_the_rulebook_example_from_bordeaux_is_the_default() -> None:
    state = dracula_at("BO", ("CF", "NA"))
    assert {d.place for d in dracula_destinations(state)} == {"TO", "SN", "BB"}
    state = dracula_at("BO", ("CF", "NA"), house_rule_overrides={"road_bordeaux_saragossa": True})
    assert {d.place for d in dracula_destinations(state)} == {"TO", "SN", "BB", "SR"}


def test_bordeauxs_sea_is_a_setting() -> None:
    state = dracula_at("BO", ("CF", "NA"), house_rule_overrides={"bordeaux_sea": "AO"})
    assert {d.place for d in dracula_destinations(state)} == {"TO", "SN", "AO"}
    assert "BO" in state.board.sea_neighbours("AO")
    assert "BO" not in state.board.sea_neighbours("BB")
    assert "bordeaux_sea" in unverified_in_use(default_house_rules())


def test_wolf_form_through_a_heavenly_host_is_a_setting() -> None:
    blessed = Tokens(heavenly_host=("BU",))
    allowed = dracula_at("PA", advanced=True).but(tokens=blessed)
    assert "CO" in {d.place for d in dracula_destinations(allowed, wolf_form=True)}
    assert "wolf_form_passes_blessed" in unverified_in_use(allowed.rules)
    barred = dracula_at(
        "PA", advanced=True, house_rule_overrides={"wolf_form_passes_blessed": False}
    ).but(tokens=blessed)
    far = {d.place for d in dracula_destinations(barred, wolf_form=True)}
    assert "CO" in far, "Cologne is also two roads away through Strasbourg"
    assert "AM" not in far and "BU" not in far


def test_dracula_never_goes_by_rail_onto_his_trail_or_onto_blessed_ground() -> None:
    state = dracula_at("PA", ("BU",))
    places = {d.place for d in dracula_destinations(state)}
    assert "MR" not in places and "BO" not in places
    assert "BU" not in places
    blessed = state.but(tokens=Tokens(consecrated_ground=("LE",), heavenly_host=("GE",)))
    assert {"LE", "GE"}.isdisjoint({d.place for d in dracula_destinations(blessed)})


def test_sea_damage_and_castle_healing() -> None:
    state = dracula_at("MR")
    state, _ = act(state, DraculaMove(seat=DRACULA, place="MS"))
    assert state.dracula.damage == 2
    state = dracula_at("MS").but(dracula=state.dracula.but(location="MS", damage=2))
    state, _ = act(state, DraculaMove(seat=DRACULA, place="TS"))
    assert state.dracula.damage == 3
    state = dracula_at("GA").but(dracula=state.dracula.but(location="GA", damage=7))
    state, events = act(state, DraculaMove(seat=DRACULA, place="CD"))
    assert state.dracula.damage == 2 and "fod_dracula_healed" in codes(events)


def test_moving_into_a_hunters_city_reveals_dracula() -> None:
    state = place_hunters(dracula_at("PA"), godalming="BU")
    (option,) = [d for d in dracula_destinations(state) if d.place == "BU"]
    assert option.reveals
    state, events = act(state, DraculaMove(seat=DRACULA, place="BU"))
    assert state.dracula.revealed_at == "BU"
    assert state.trail[0] is not None and state.trail[0].revealed == {"BU"}
    assert "fod_dracula_revealed" in codes(events)


def test_wolf_form_reaches_two_roads_and_costs_one_damage() -> None:
    state = dracula_at("PA", advanced=True)
    far = {d.place for d in dracula_destinations(state, wolf_form=True)}
    assert "CO" in far and "CO" not in {d.place for d in dracula_destinations(state)}
    state, _ = act(state, DraculaMove(seat=DRACULA, place="CO", power="wolf_form"))
    assert state.dracula.location == "CO" and state.dracula.damage == 1
    assert state.trail[0] is not None and state.trail[0].cards == ("wolf_form", "CO")
    with pytest.raises(Illegal, match="fod_dracula_cannot_go"):
        apply(dracula_at("PA", advanced=True), DraculaMove(seat=DRACULA, place="CO"))

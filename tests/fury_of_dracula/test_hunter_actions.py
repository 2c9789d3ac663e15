"""The hunters' other actions: tickets, trade, special, passing, bats and effect moves."""

import pytest

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import (
    BatsMove,
    EffectMove,
    PassTurn,
    PlaceToken,
    ReserveTicket,
    Rest,
    Special,
    Trade,
)
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.options import options
from sheets.fury_of_dracula.rules import apply
from sheets.fury_of_dracula.state import GameState, Hideout, Tokens
from tests.fury_of_dracula.helpers import DRACULA, act, codes, seat_of, started


def godalming(state: GameState, **changes: object) -> GameState:
    return state.with_hunter("godalming", state.hunter("godalming").but(**changes))


def test_godalming_reserves_two_tickets_drawn_with_the_seed() -> None:
    state = started()
    after, _ = act(state, ReserveTicket(seat=seat_of(state, "godalming"), hunter="godalming"))
    again, _ = act(state, ReserveTicket(seat=seat_of(state, "godalming"), hunter="godalming"))
    assert len(after.hunter("godalming").tickets) == 2 and len(after.ticket_pool) == 14
    assert after.hunter("godalming").tickets == again.hunter("godalming").tickets


def test_tickets_drawn_at_the_table_come_out_of_the_pool_and_stop_at_two() -> None:
    state = godalming(started(), tickets=((1, 1),))
    seat = seat_of(state, "godalming")
    with pytest.raises(Illegal, match="fod_wrong_ticket_count"):
        apply(state, ReserveTicket(seat=seat, hunter="godalming", tickets=((3, 2), (3, 2))))
    after, _ = act(state, ReserveTicket(seat=seat, hunter="godalming", tickets=((3, 2),)))
    assert after.hunter("godalming").tickets == ((1, 1), (3, 2))
    with pytest.raises(Illegal, match="fod_ticket_limit"):
        apply(
            godalming(state, tickets=((1, 1), (3, 2))), ReserveTicket(seat=seat, hunter="godalming")
        )


def test_trade_needs_the_same_city_except_van_helsings_events() -> None:
    state = started()
    state = state.with_hunter("seward", state.hunter("seward").but(location="CN", items=1))
    state = godalming(state, items=2, tickets=((2, 2),))
    seat = seat_of(state, "godalming")
    after, _ = act(
        state,
        Trade(
            seat=seat,
            hunter="godalming",
            partner="seward",
            items_given=2,
            items_taken=1,
            tickets_given=(0,),
        ),
    )
    assert (after.hunter("godalming").items, after.hunter("seward").items) == (1, 2)
    assert after.hunter("seward").tickets == ((2, 2),)
    with pytest.raises(Illegal, match="fod_trade_needs_same_city"):
        apply(state, Trade(seat=seat, hunter="godalming", partner="mina"))
    with pytest.raises(Illegal, match="fod_events_not_tradeable"):
        apply(state, Trade(seat=seat, hunter="godalming", partner="seward", events_given=1))
    vh = godalming(state, events=1)
    after, _ = act(vh, Trade(seat=seat, hunter="godalming", partner="van_helsing", events_given=1))
    assert after.hunter("van_helsing").events == 1


def test_a_special_action_plays_an_event_from_hand() -> None:
    state = started()
    seat = seat_of(state, "godalming")
    with pytest.raises(Illegal, match="fod_no_event_in_hand"):
        apply(state, Special(seat=seat, hunter="godalming"))
    after, _ = act(godalming(state, events=2), Special(seat=seat, hunter="godalming"))
    assert after.hunter("godalming").events == 1 and after.current_hunter == "seward"


def test_passing_only_when_stuck_at_sea_by_day() -> None:
    state = started()
    seat = seat_of(state, "godalming")
    with pytest.raises(Illegal, match="fod_must_act"):
        apply(state, PassTurn(seat=seat, hunter="godalming"))
    stuck = godalming(state, location="BS").but(tokens=Tokens(fog=("CN", "VR"), storms=("IO",)))
    assert [a.TYPE for a in options(stuck, seat).actions] == ["fod.pass"]
    after, _ = act(stuck, PassTurn(seat=seat, hunter="godalming"))
    assert after.current_hunter == "seward"


def test_bats_move_a_hunter_before_his_action() -> None:
    state = started()
    state, _ = act(state, PlaceToken(seat=1, token="bats", at="godalming"))
    assert current_step(state) == "bats_move"
    with pytest.raises(Illegal, match="fod_not_now"):
        apply(state, Rest(seat=seat_of(state, "godalming"), hunter="godalming"))
    with pytest.raises(Illegal, match="fod_bats_cannot_go"):
        apply(state, BatsMove(seat=DRACULA, hunter="godalming", place="PA"))
    with pytest.raises(Illegal, match="fod_bats_must_move"):
        apply(state, BatsMove(seat=DRACULA, hunter="godalming", place=None))
    state, events = act(state, BatsMove(seat=DRACULA, hunter="godalming", place="VR"))
    assert state.hunter("godalming").location == "VR" and not state.hunter("godalming").bats
    assert state.bats_left == 2 and current_step(state) == "day_action"
    assert "fod_bats_moved" in codes(events)


def test_bats_over_a_hunter_in_fog_go_back_to_the_pool_and_say_so() -> None:
    state, _ = act(started(), PlaceToken(seat=1, token="bats", at="godalming"))
    state = state.but(tokens=state.tokens.but(fog=(state.hunter("godalming").location,)))
    state, events = act(state, BatsMove(seat=DRACULA, hunter="godalming", place=None))
    assert state.bats_left == 2 and current_step(state) == "day_action"
    assert "fod_bats_stayed" in codes(events) and "fod_bats_moved" not in codes(events)
    assert all(None not in event.params.values() for event in events)


def test_a_hunter_moved_by_a_card_finds_the_trail_too() -> None:
    state = started("BC").but(
        trail=(Hideout(cards=("BC",)), Hideout(cards=("GA",), encounters=("rats",)), *(None,) * 4)
    )
    state, events = act(state, EffectMove(seat=1, hunter="mina", to="GA"))
    assert state.trail[1] is not None and state.trail[1].revealed == {"GA"}
    assert current_step(state) == "ambush" and "fod_ambush_chance" in codes(events)
    with pytest.raises(Illegal, match="fod_fog_blocks"):
        apply(started().but(tokens=Tokens(fog=("GA",))), EffectMove(seat=1, hunter="mina", to="GA"))

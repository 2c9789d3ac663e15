"""The round and its automatic upkeep: time, despair, heavenly host, hospitals, combat,
dusk clean-up, supply from the top by day and the bottom by night, defeats and wins."""

import pytest

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import (
    AvoidCombat,
    Bite,
    ChooseHospital,
    CombatCard,
    DamageDracula,
    DamageHunter,
    DraculaStart,
    EndCombat,
    Escape,
    GainInfluence,
    PlaceToken,
    RemoveDuskTokens,
    Rest,
    Supply,
)
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.content import HUNTERS
from sheets.fury_of_dracula.flow import advance, current_step
from sheets.fury_of_dracula.rules import apply, initial
from sheets.fury_of_dracula.state import GameState, Tokens
from tests.fury_of_dracula.helpers import DRACULA, act, codes, make_setup, seat_of, started


def run_from(state: GameState, **changes: object) -> tuple[GameState, list[str]]:
    change = Change(state.but(**changes))
    advance(change)
    return change.state, codes(change.events)  # type: ignore[arg-type]


def rest_all(state: GameState) -> tuple[GameState, list[str]]:
    events: list[str] = []
    for hunter in HUNTERS:
        state, more = act(state, Rest(seat=seat_of(state, hunter), hunter=hunter))
        events += codes(more)
    return state, events


def test_dracula_chooses_a_legal_start_first() -> None:
    state = initial(make_setup())
    assert current_step(state) == "dracula_start"
    with pytest.raises(Illegal, match="fod_bad_dracula_start"):
        apply(state, DraculaStart(seat=DRACULA, place="CD"))
    with pytest.raises(Illegal, match="fod_bad_dracula_start"):
        apply(state, DraculaStart(seat=DRACULA, place="NS"))
    with pytest.raises(Illegal, match="fod_start_in_hunter_city"):
        apply(state, DraculaStart(seat=DRACULA, place="AM"))
    with pytest.raises(Illegal, match="fod_only_dracula"):
        apply(state, DraculaStart(seat=1, place="PA"))
    with pytest.raises(Illegal, match="fod_not_now"):
        apply(state, Rest(seat=seat_of(state, "godalming"), hunter="godalming"))


def test_the_first_dawn_keeps_monday_day_and_dusk_turns_night() -> None:
    state = started()
    assert (state.time, state.half, current_step(state)) == (0, "day", "day_action")
    state, events = rest_all(state)
    assert (state.time, state.half, current_step(state)) == (1, "night", "night_action")
    assert "fod_time_advanced" in events


def test_hunters_act_in_turn_order_and_only_their_player_acts() -> None:
    state = started()
    with pytest.raises(Illegal, match="fod_not_this_hunter"):
        apply(state, Rest(seat=seat_of(state, "seward"), hunter="seward"))
    wrong_seat = next(s for s in (1, 2) if s != seat_of(state, "godalming"))
    with pytest.raises(Illegal, match="fod_not_your_hunter"):
        apply(state, Rest(seat=wrong_seat, hunter="godalming"))


def test_despair_comes_when_sunday_night_becomes_monday_day() -> None:
    state, events = run_from(started(), stage="dawn", round=8, time=13)
    assert (state.time, state.despair, state.week) == (0, 1, 2)
    assert "fod_despair_added" in events and "fod_fury_of_dracula" not in events


def test_the_third_despair_brings_the_fury_and_no_fourth_comes() -> None:
    state, events = run_from(started(), stage="dawn", round=22, time=13, despair=2)
    assert state.despair == 3 and "fod_fury_of_dracula" in events
    state, events = run_from(state, stage="dawn", round=29, time=13)
    assert state.despair == 3 and "fod_despair_added" not in events


def test_despair_gives_an_advanced_dracula_a_rumour() -> None:
    state = started(advanced=True)
    state, _ = run_from(state, stage="dawn", round=8, time=13)
    assert state.dracula.rumours == 2


def test_heavenly_host_leaves_at_dawn_but_consecrated_ground_stays() -> None:
    tokens = Tokens(heavenly_host=("LO", "RO"), consecrated_ground=("VI",))
    state, events = run_from(started(), stage="dawn", round=2, time=1, tokens=tokens)
    assert state.tokens.heavenly_host == () and state.tokens.consecrated_ground == ("VI",)
    assert "fod_heavenly_host_removed" in events


def test_dusk_lifts_one_fog_per_city_and_a_lone_roadblock_and_storm() -> None:
    tokens = Tokens(fog=("PA", "PA", "RO"), roadblocks=("road:BU-PA",), storms=("MS",))
    state, events = run_from(started(), stage="dusk", tokens=tokens)
    assert state.tokens == Tokens(fog=("PA",))
    assert {"fod_fog_lifted", "fod_roadblock_removed", "fod_storm_removed"} <= set(events)
    assert current_step(state) == "night_action"


def test_with_several_roadblocks_or_storms_dracula_chooses_one_of_each() -> None:
    tokens = Tokens(roadblocks=("road:BU-PA", "rail:BU-PA"), storms=("MS", "NS"))
    state, _ = run_from(started(), stage="dusk", tokens=tokens)
    assert current_step(state) == "dusk_tokens"
    with pytest.raises(Illegal, match="fod_choose_token"):
        apply(state, RemoveDuskTokens(seat=DRACULA, roadblock="road:BU-PA"))
    state, _ = act(state, RemoveDuskTokens(seat=DRACULA, roadblock="road:BU-PA", storm="NS"))
    assert state.tokens.roadblocks == ("rail:BU-PA",) and state.tokens.storms == ("MS",)
    assert current_step(state) == "night_action"


def supply(state: GameState, event: str | None) -> tuple[GameState, list[str]]:
    hunter = state.current_hunter
    assert hunter is not None
    state, events = act(state, Supply(seat=seat_of(state, hunter), hunter=hunter, event=event))  # type: ignore[arg-type]
    return state, codes(events)


def test_supply_in_a_large_city_gives_items_and_an_event_from_the_top_by_day() -> None:
    state = started()
    state, _events = supply(state, "hunter")
    godalming = state.hunter("godalming")
    assert (godalming.items, godalming.events) == (2, 1)
    transition = apply(
        started(), Supply(seat=seat_of(state, "godalming"), hunter="godalming", event="dracula")
    )
    (supplied,) = [e for e in transition.events if e.code == "fod_supplied"]
    assert supplied.params["deck_end"] == "top"
    assert "fod_dracula_event_discarded" in codes(list(transition.events))
    assert transition.state.dracula.events == 0


def test_a_dracula_event_drawn_at_night_goes_to_dracula() -> None:
    state, _ = rest_all(started())
    state, events = supply(state, "dracula")
    assert state.dracula.events == 1 and "fod_dracula_event_gained" in events


def test_over_the_hand_limit_is_reminded() -> None:
    state = started()
    state = state.with_hunter("godalming", state.hunter("godalming").but(items=2))
    state, events = supply(state, "hunter")
    assert "fod_over_hand_limit" in events


def test_no_supply_or_ticket_in_castle_dracula() -> None:
    state = started()
    state = state.with_hunter("godalming", state.hunter("godalming").but(location="CD"))
    with pytest.raises(Illegal, match="fod_not_in_castle"):
        supply(state, "hunter")


def test_a_defeat_gives_two_plus_despair_influence_and_a_hospital_at_dawn() -> None:
    state = started().but(despair=1)
    state = state.with_hunter(
        "seward", state.hunter("seward").but(location="BO", tickets=((1, 1),), items=2)
    )
    state, events = act(state, DamageHunter(seat=1, hunter="seward", amount=10))
    assert state.influence == 3 and state.hunter("seward").defeated
    state, events = run_from(state, stage="dawn", round=2, time=1)
    seward = state.hunter("seward")
    assert (seward.location, seward.hospital, seward.damage, seward.items, seward.tickets) == (
        "MA",
        True,
        0,
        0,
        (),
    )
    assert "fod_hunter_to_hospital" in events


def test_on_a_hospital_tie_dracula_chooses() -> None:
    state = started()
    state = state.with_hunter("seward", state.hunter("seward").but(location="GE", defeated=True))
    state, _ = run_from(state, stage="dawn", round=2, time=1)
    assert current_step(state) == "hospital"
    with pytest.raises(Illegal, match="fod_not_your_choice"):
        apply(state, ChooseHospital(seat=1, hunter="seward", hospital="RO"))
    state, _ = act(state, ChooseHospital(seat=DRACULA, hunter="seward", hospital="RO"))
    assert state.hunter("seward").location == "RO" and current_step(state) == "day_action"


def test_a_defeated_hunter_skips_his_actions() -> None:
    state = started()
    state = state.with_hunter("godalming", state.hunter("godalming").but(defeated=True))
    state, events = run_from(state)
    assert state.current_hunter == "seward" and "fod_hunter_skips" in events


def test_bites_weaken_and_a_bite_with_no_space_defeats() -> None:
    state = started()
    state, events = act(state, Bite(seat=1, hunter="van_helsing"))
    assert "fod_hunter_weakened" in codes(events)
    state, _ = act(state, Bite(seat=1, hunter="van_helsing"))
    assert state.hunter("van_helsing").bites == 2 and not state.hunter("van_helsing").defeated
    state, _ = act(state, Bite(seat=1, hunter="van_helsing"))
    assert state.hunter("van_helsing").defeated
    state, _ = act(state, Bite(seat=1, hunter="mina"))
    assert state.hunter("mina").defeated and state.influence == 4


def test_influence_13_wins_for_dracula_and_stops_the_game() -> None:
    state = started().but(influence=12)
    state, _events = act(state, GainInfluence(seat=DRACULA, amount=1))
    assert state.winner == "dracula" and current_step(state) == "finished"
    with pytest.raises(Illegal, match="fod_game_over"):
        apply(state, Rest(seat=seat_of(state, "godalming"), hunter="godalming"))


def test_fifteen_damage_wins_for_the_hunters() -> None:
    state, _ = act(started(), DamageDracula(seat=0, amount=20))
    assert state.dracula.damage == 15 and state.winner == "hunters"


def test_day_combat_at_dawn_when_revealed_dracula_shares_a_city() -> None:
    state = started().but(dracula=started().dracula.but(revealed_at="PA"))
    state = state.with_hunter("mina", state.hunter("mina").but(location="PA"))
    state, events = run_from(state, stage="dawn", round=2, time=1)
    assert current_step(state) == "combat" and state.combat is not None
    assert (state.combat.half, state.combat.hunters) == ("day", ("mina",))
    for _ in range(6):
        state, _ = act(state, CombatCard(seat=DRACULA))
    assert state.combat is not None, "the sixth round is still to be resolved"
    with pytest.raises(Illegal, match="fod_last_round"):
        apply(state, CombatCard(seat=DRACULA))
    state, events = act(state, EndCombat(seat=DRACULA))
    assert state.combat is None and "fod_combat_ended" in codes(events)
    assert current_step(state) == "day_action"


def test_combat_ends_when_every_hunter_escaped_and_in_fog_dracula_may_avoid_it() -> None:
    base = started()
    state = base.but(dracula=base.dracula.but(revealed_at="PA"), tokens=Tokens(fog=("PA",)))
    state = state.with_hunter("mina", state.hunter("mina").but(location="PA"))
    state, _ = run_from(state, stage="dusk")
    assert state.combat is not None and state.combat.half == "night" and state.combat.avoidable
    escaped, _ = act(state, Escape(seat=1, hunter="mina"))
    assert escaped.combat is None
    avoided, events = act(state, AvoidCombat(seat=DRACULA))
    assert avoided.combat is None and "fod_combat_avoided" in codes(events)
    with pytest.raises(Illegal, match="fod_no_combat"):
        apply(avoided, EndCombat(seat=1))


def test_consecrated_ground_on_the_trail_reveals_it_and_forces_a_move() -> None:
    state = started("PA")
    state, events = act(state, PlaceToken(seat=1, token="consecrated_ground", at="PA"))
    assert state.trail[0] is not None and state.trail[0].revealed == {"PA"}
    assert state.dracula.must_move and "fod_hideout_revealed" in codes(events)
    with pytest.raises(Illegal, match="fod_token_target"):
        apply(started(), PlaceToken(seat=1, token="consecrated_ground", at="GA"))
    with pytest.raises(Illegal, match="fod_no_token_left"):
        apply(state, PlaceToken(seat=1, token="consecrated_ground", at="LO"))

"""Dracula's phase and his trail: sliding, maturing, lairs, power cards, encounters, and
what hunters find when they end a move on the trail."""

import pytest

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import (
    Ambush,
    ClearLair,
    DraculaMove,
    DrawEncounters,
    MakeLair,
    Mature,
    Move,
    PlaceEncounter,
    PlaceRumour,
    Rest,
    Search,
)
from sheets.fury_of_dracula.content import HUNTERS
from sheets.fury_of_dracula.dracula_turn import has_legal_move
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.house_rules import unverified_in_use
from sheets.fury_of_dracula.options import options, refusal
from sheets.fury_of_dracula.reminders import reminders
from sheets.fury_of_dracula.rules import apply, initial
from sheets.fury_of_dracula.state import GameState, Hideout
from tests.fury_of_dracula.helpers import DRACULA, act, codes, make_setup, seat_of, started


def to_dracula_phase(state: GameState) -> GameState:
    """Everybody rests by day and by night."""
    for _ in range(2):
        for hunter in HUNTERS:
            state, _ = act(state, Rest(seat=seat_of(state, hunter), hunter=hunter))
    return state


def at_move(
    *slots: Hideout | None, location: str, advanced: bool = False, **changes: object
) -> GameState:
    state = started("BC", advanced=advanced)
    trail = (None, *slots, *(None,) * (5 - len(slots)))
    return state.but(
        trail=trail, dracula=state.dracula.but(location=location), stage="dracula_move", **changes
    )


def test_the_trail_slides_and_dracula_moves_then_places_an_encounter() -> None:
    state = to_dracula_phase(started("PA"))
    assert current_step(state) == "dracula_move"
    assert state.trail[0] is None and state.trail[1] is not None
    state, _ = act(state, DraculaMove(seat=DRACULA, place="LE"))
    assert current_step(state) == "dracula_encounter"
    card = state.dracula.hand[0]
    state, events = act(state, PlaceEncounter(seat=DRACULA, encounter=card))
    assert state.trail[0] is not None and state.trail[0].encounters == (card,)
    assert len(state.dracula.hand) == 5 and len(state.dracula.deck) == 22
    assert current_step(state) == "day_action" and state.round == 2 and state.time == 2
    assert "fod_encounter_placed" in codes(events)


def test_no_encounter_at_sea_or_after_feed_or_when_revealed() -> None:
    state, events = act(
        at_move(Hideout(cards=("MR",)), location="MR"), DraculaMove(seat=DRACULA, place="MS")
    )
    assert "fod_no_encounter_placed" in codes(events) and current_step(state) == "day_action"
    advanced = at_move(Hideout(cards=("PA",)), location="PA", advanced=True)
    state, events = act(
        advanced.but(dracula=advanced.dracula.but(damage=5)),
        DraculaMove(seat=DRACULA, power="feed"),
    )
    assert state.dracula.damage == 2 and "fod_no_encounter_placed" in codes(events)
    base = at_move(Hideout(cards=("PA",)), location="PA")
    state = base.with_hunter("mina", base.hunter("mina").but(location="LE"))
    state, events = act(state, DraculaMove(seat=DRACULA, place="LE"))
    assert state.dracula.revealed_at == "LE" and "fod_no_encounter_placed" in codes(events)


def test_dark_call_costs_two_damage_and_draws_five() -> None:
    state = at_move(Hideout(cards=("PA",)), location="PA", advanced=True)
    state, _ = act(state, DraculaMove(seat=DRACULA, power="dark_call"))
    assert state.dracula.damage == 2 and len(state.dracula.hand) == 10


def test_hide_keeps_dracula_in_place_linked_to_his_location() -> None:
    state = at_move(Hideout(cards=("PA",)), location="PA", advanced=True)
    state, _ = act(state, DraculaMove(seat=DRACULA, power="hide"))
    hide = state.trail[0]
    assert hide is not None and hide.linked == "PA" and hide.revealed == frozenset()
    assert current_step(state) == "dracula_encounter" and state.dracula.location == "PA"


def test_a_power_on_the_trail_cannot_be_played_again_and_powers_are_advanced_only() -> None:
    state = at_move(Hideout(cards=("feed",)), Hideout(cards=("PA",)), location="PA", advanced=True)
    with pytest.raises(Illegal, match="fod_power_on_trail"):
        apply(state, DraculaMove(seat=DRACULA, power="feed"))
    with pytest.raises(Illegal, match="fod_advanced_only"):
        apply(
            at_move(Hideout(cards=("PA",)), location="PA"), DraculaMove(seat=DRACULA, power="feed")
        )


def test_consecrated_ground_at_his_location_forbids_staying() -> None:
    state = at_move(Hideout(cards=("PA",)), location="PA", advanced=True)
    state = state.but(dracula=state.dracula.but(must_move=True))
    with pytest.raises(Illegal, match="fod_must_move"):
        apply(state, DraculaMove(seat=DRACULA, power="hide"))


def test_misdirect_clears_a_space_and_takes_its_place() -> None:
    trail = (
        Hideout(cards=("PA",)),
        Hideout(cards=("BU",), encounters=("rats",)),
        Hideout(cards=("CO",)),
    )
    state = at_move(*trail, location="PA", advanced=True)
    state, _ = act(state, DraculaMove(seat=DRACULA, place="BU", misdirect_space=3))
    assert state.trail[2] is not None and state.trail[2].cards == ("misdirect",)
    assert state.trail[0] is not None and state.trail[0].cards == ("BU",)
    assert state.dracula.discard == ("rats",)
    with pytest.raises(Illegal, match="fod_misdirect_forbidden"):
        apply(
            at_move(*trail, location="PA", advanced=True),
            DraculaMove(seat=DRACULA, place="LE", misdirect_space=2),
        )


def leaving(hideout: Hideout, *, advanced: bool = False, **changes: object) -> GameState:
    state = started("BC", advanced=advanced)
    return state.but(
        trail=(
            None,
            Hideout(cards=("PA",)),
            None,
            Hideout(cards=("LE",)),
            Hideout(cards=("NA",)),
            None,
        ),
        dracula=state.dracula.but(location="PA"),
        leaving=hideout,
        stage="dracula_mature",
        **changes,
    )


def test_a_matured_vampire_adds_influence_and_clears_spaces_four_to_six() -> None:
    state, events = act(
        leaving(Hideout(cards=("RO",), encounters=("new_vampire",))),
        Mature(seat=DRACULA, resolve=(0,)),
    )
    assert state.influence == 3
    assert state.trail[3] is None and state.trail[4] is None and state.trail[1] is not None
    assert current_step(state) == "dracula_move" and "fod_hideout_matured" in codes(events)


def test_a_rumour_adds_three_more_once_and_declining_gives_nothing() -> None:
    hideout = Hideout(cards=("RO",), encounters=("reckless_vampire", "new_vampire"), rumour=True)
    state, _ = act(leaving(hideout), Mature(seat=DRACULA, resolve=(0, 1)))
    assert state.influence == 4 + 3 + 3
    state, _ = act(leaving(hideout), Mature(seat=DRACULA, resolve=()))
    assert state.influence == 0 and state.trail[3] is not None


def test_hides_encounter_cannot_mature() -> None:
    with pytest.raises(Illegal, match="fod_hide_cannot_mature"):
        apply(
            leaving(Hideout(cards=("hide",), encounters=("new_vampire",), linked="RO")),
            Mature(seat=DRACULA, resolve=(0,)),
        )


def test_a_hideout_becomes_a_lair_with_one_more_encounter_and_moving_in_brings_it_back() -> None:
    state = leaving(Hideout(cards=("LE",), encounters=("rats",)), advanced=True)
    card = state.dracula.hand[0]
    state, _ = act(state, MakeLair(seat=DRACULA, encounter=card))
    assert len(state.lairs) == 1 and state.lairs[0].encounters == ("rats", card)
    assert len(state.dracula.hand) == 5
    state = state.but(trail=(None, Hideout(cards=("PA",)), *(None,) * 4))
    state, _ = act(state, DraculaMove(seat=DRACULA, place="LE"))
    assert (
        state.lairs == ()
        and state.trail[0] is not None
        and state.trail[0].encounters == ("rats", card)
    )
    assert current_step(state) == "dracula_encounter"


def test_no_lair_at_sea_in_the_basic_game_or_beyond_three() -> None:
    sea = leaving(Hideout(cards=("MS",)), advanced=True)
    with pytest.raises(Illegal, match="fod_lair_needs_land"):
        apply(sea, MakeLair(seat=DRACULA, encounter=sea.dracula.hand[0]))
    basic = leaving(Hideout(cards=("LE",)))
    with pytest.raises(Illegal, match="fod_advanced_only"):
        apply(basic, MakeLair(seat=DRACULA, encounter=basic.dracula.hand[0]))
    full = leaving(Hideout(cards=("LE",)), advanced=True, lairs=(Hideout(cards=("X1",)),) * 3)
    with pytest.raises(Illegal, match="fod_lairs_full"):
        apply(full, MakeLair(seat=DRACULA, encounter=full.dracula.hand[0]))


def test_a_lair_can_be_cleared_at_any_time() -> None:
    state = started(advanced=True).but(lairs=(Hideout(cards=("LE",), encounters=("rats",)),))
    state, events = act(state, ClearLair(seat=DRACULA, lair=1))
    assert state.lairs == () and "fod_hideout_cleared" in codes(events)


def test_a_rumour_goes_on_a_hideout_with_encounters_in_spaces_one_to_three() -> None:
    state = started("BC", advanced=True)
    trail = (Hideout(cards=("PA",), encounters=("rats",)), Hideout(cards=("BU",)), *(None,) * 4)
    state = state.but(trail=trail, stage="dracula_rumour")
    with pytest.raises(Illegal, match="fod_rumour_space"):
        apply(state, PlaceRumour(seat=DRACULA, space=2))
    state, _ = act(state, PlaceRumour(seat=DRACULA, space=1))
    assert state.trail[0] is not None and state.trail[0].rumour
    assert state.dracula.rumours == 0 and state.round == 2


def hunter_arrives(
    trail: tuple[Hideout | None, ...], to: str, location: str = "BU"
) -> tuple[GameState, list[str]]:
    state = started("BC")
    state = state.but(
        trail=(*trail, *(None,) * (6 - len(trail))), dracula=state.dracula.but(location=location)
    )
    state = state.with_hunter("godalming", state.hunter("godalming").but(location="PA"))
    state, events = act(
        state, Move(seat=seat_of(state, "godalming"), hunter="godalming", to=to, route="road")
    )
    return state, codes(events)


def test_a_hunter_ending_on_the_trail_reveals_it_and_dracula_may_ambush() -> None:
    trail = (Hideout(cards=("BU",)), Hideout(cards=("LE",), encounters=("wolves", "rats")))
    state, events = hunter_arrives(trail, "LE")
    assert state.trail[1] is not None and state.trail[1].revealed == {"LE"}
    assert current_step(state) == "ambush" and "fod_hideout_revealed" in events
    with pytest.raises(Illegal, match="fod_no_such_ambush"):
        apply(state, Ambush(seat=DRACULA, encounter="bats"))
    ambushed, events2 = act(state, Ambush(seat=DRACULA, encounter="rats"))
    assert ambushed.trail[1] is not None and ambushed.trail[1].encounters == ("wolves",)
    assert "fod_ambushed" in codes(events2) and current_step(ambushed) == "day_action"
    passed, _ = act(state, Ambush(seat=DRACULA, encounter=None))
    assert passed.trail[1] is not None and len(passed.trail[1].encounters) == 2


def test_ending_in_draculas_city_reveals_him() -> None:
    state, events = hunter_arrives((Hideout(cards=("BU",)),), "BU")
    assert state.dracula.revealed_at == "BU" and "fod_dracula_revealed" in events
    assert current_step(state) == "day_action"


def test_a_linked_hide_is_revealed_with_its_location() -> None:
    trail = (Hideout(cards=("hide",), encounters=("rats",), linked="LE"), Hideout(cards=("LE",)))
    state, _ = hunter_arrives(trail, "LE", location="LE")
    assert state.trail[0] is not None and state.trail[0].revealed == {"hide"}
    assert state.dracula.revealed_at == "LE"


def test_search_resolves_every_known_encounter_where_the_hunter_stands() -> None:
    state = started("BC")
    trail = (Hideout(cards=("PA",), encounters=("rats", "spy"), revealed=frozenset({"PA"})),)
    state = state.but(trail=(*trail, *(None,) * 5), dracula=state.dracula.but(location="PA"))
    state = state.with_hunter("godalming", state.hunter("godalming").but(location="PA"))
    state, events = act(state, Search(seat=seat_of(state, "godalming"), hunter="godalming"))
    assert state.trail[0] is not None and state.trail[0].encounters == ()
    (searched,) = [event for event in events if event.code == "fod_searched"]
    assert searched.params["encounters"] == ["rats", "spy"]
    with pytest.raises(Illegal, match="fod_nothing_to_search"):
        apply(started("BC"), Search(seat=seat_of(state, "godalming"), hunter="godalming"))


def test_with_the_real_deck_dracula_enters_what_he_drew() -> None:
    state = initial(make_setup(encounter_cards="physical"))
    assert current_step(state) == "dracula_draw"
    with pytest.raises(Illegal, match="fod_wrong_draw_count"):
        apply(state, DrawEncounters(seat=DRACULA, cards=("rats",)))
    with pytest.raises(Illegal, match="fod_encounter_not_in_deck"):
        apply(state, DrawEncounters(seat=DRACULA, cards=("rats", "rats", "rats", "spy", "spy")))
    state, _ = act(
        state, DrawEncounters(seat=DRACULA, cards=("rats", "rats", "spy", "spy", "hoax"))
    )
    assert state.dracula.hand == ("hoax", "rats", "rats", "spy", "spy")
    assert len(state.dracula.deck) == 23 and current_step(state) == "dracula_start"


def cornered(**overrides: object) -> GameState:
    """Dracula in Cagliari, whose two seas are on his trail: no card he may play."""
    trail = (Hideout(cards=("CG",)), Hideout(cards=("MS",)), Hideout(cards=("TS",)))
    return at_move_with("CG", overrides, *trail, advanced=False)


def at_move_with(
    location: str, overrides: dict[str, object], *slots: Hideout, advanced: bool = True
) -> GameState:
    state = started("BC", advanced=advanced, house_rule_overrides=overrides)
    trail = (None, *slots, *(None,) * (5 - len(slots)))
    return state.but(
        trail=trail, dracula=state.dracula.but(location=location), stage="dracula_move"
    )


def test_a_cornered_dracula_is_not_sent_anywhere_by_the_app() -> None:
    state = cornered()
    assert not has_legal_move(state)
    dracula_reminders = {reminder.key for reminder in reminders(state, for_dracula=True)}
    assert "fod.reminder.cornered.table_decides" in dracula_reminders
    assert "cornered_dracula" in unverified_in_use(state.rules)
    decided = options(state, DRACULA).dracula_moves
    assert decided and all(choice.action.forced for choice in decided)
    assert "NS" in {choice.action.place for choice in decided}, "the table may decide a sea"
    moved, events = act(state, DraculaMove(seat=DRACULA, place="NS", forced=True))
    assert moved.dracula.location == "NS"
    (event,) = [event for event in events if event.code == "fod_dracula_moved"]
    assert event.params["forced"] is True


def test_the_house_rule_lets_a_cornered_dracula_go_to_any_free_land_place() -> None:
    state = cornered(cornered_dracula="any_free_land_place")
    places = {choice.action.place for choice in options(state, DRACULA).dracula_moves}
    assert "NS" not in places and "CD" in places and "CG" not in places
    dracula_reminders = {reminder.key for reminder in reminders(state, for_dracula=True)}
    assert "fod.reminder.cornered.any_free_land_place" in dracula_reminders


def test_a_dracula_with_a_legal_card_is_never_forced() -> None:
    state = at_move(Hideout(cards=("PA",)), location="PA")
    with pytest.raises(Illegal, match="fod_not_stuck"):
        apply(state, DraculaMove(seat=DRACULA, place="NS", forced=True))


def test_hide_feed_and_dark_call_at_sea_are_a_setting_allowed_by_default() -> None:
    at_sea = Hideout(cards=("MS",))
    allowed = at_move_with("MS", {}, at_sea)
    for power in ("hide", "feed", "dark_call"):
        assert refusal(allowed, DraculaMove(seat=DRACULA, power=power)) is None
    assert "stay_powers_at_sea" in unverified_in_use(allowed.rules)
    barred = at_move_with("MS", {"stay_powers_at_sea": False}, at_sea)
    for power in ("hide", "feed", "dark_call"):
        with pytest.raises(Illegal, match="fod_power_not_at_sea"):
            apply(barred, DraculaMove(seat=DRACULA, power=power))
    on_land = at_move_with("PA", {"stay_powers_at_sea": False}, Hideout(cards=("PA",)))
    assert refusal(on_land, DraculaMove(seat=DRACULA, power="feed")) is None


def test_a_rumour_follows_only_a_placed_encounter() -> None:
    trail = (Hideout(cards=("PA",), encounters=("rats",)),)
    state = at_move_with("PA", {}, *trail)
    at_sea, _ = act(
        state.but(dracula=state.dracula.but(location="LE")), DraculaMove(seat=DRACULA, place="EC")
    )
    assert current_step(at_sea) == "day_action", "no rumour after a sea move"
    on_land, _ = act(state, DraculaMove(seat=DRACULA, place="LE"))
    on_land, _ = act(on_land, PlaceEncounter(seat=DRACULA, encounter=on_land.dracula.hand[0]))
    assert current_step(on_land) == "dracula_rumour"
    old_way = at_move_with("PA", {"rumour_only_with_encounter": False}, *trail)
    old_way = old_way.but(dracula=old_way.dracula.but(location="LE"))
    after_sea, _ = act(old_way, DraculaMove(seat=DRACULA, place="EC"))
    assert current_step(after_sea) == "dracula_rumour"


def full_trail(last: Hideout, **kwargs: object) -> GameState:
    state = started("BC", **kwargs)  # type: ignore[arg-type]
    trail = (*(Hideout(cards=(code,)) for code in ("BC", "SO", "BE", "SJ", "ZA")), last)
    return state.but(trail=trail)


def test_an_empty_hideout_leaving_the_trail_goes_without_a_tap() -> None:
    state = to_dracula_phase(full_trail(Hideout(cards=("VI",))))
    assert current_step(state) == "dracula_move" and state.leaving is None
    with_card = to_dracula_phase(full_trail(Hideout(cards=("VI",), encounters=("rats",))))
    assert current_step(with_card) == "dracula_mature"
    may_be_lair = to_dracula_phase(full_trail(Hideout(cards=("VI",)), advanced=True))
    assert current_step(may_be_lair) == "dracula_mature", "Dracula may make it a lair"


def test_a_weakened_hunter_is_reminded_in_his_own_turn_only() -> None:
    state = started("BC")
    keys = [(r.key, dict(r.params)) for r in reminders(state, for_dracula=False)]
    assert ("fod.reminder.weakened", {"hunter": "mina"}) not in keys
    for hunter in ("godalming", "seward", "van_helsing"):
        state, _ = act(state, Rest(seat=seat_of(state, hunter), hunter=hunter))
    keys = [(r.key, dict(r.params)) for r in reminders(state, for_dracula=False)]
    assert state.current_hunter == "mina"
    assert ("fod.reminder.weakened", {"hunter": "mina"}) in keys

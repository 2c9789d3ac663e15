"""Dracula's decisions: his start, the hideout leaving space 6, his move and power cards,
the encounter he places, rumours, ambushes and the other choices the rules give him."""

from __future__ import annotations

from dataclasses import replace

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import (
    Ambush,
    AvoidCombat,
    BatsMove,
    ChooseHospital,
    ClearLair,
    DraculaMove,
    DraculaStart,
    MakeLair,
    Mature,
    PlaceEncounter,
    PlaceRumour,
    RemoveDuskTokens,
)
from sheets.fury_of_dracula.arrival import ended_move
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.combat import fight, vampire_fight
from sheets.fury_of_dracula.content import HunterId, PowerId, load_content
from sheets.fury_of_dracula.encounter_deck import discard, draw, refill, take_from_hand
from sheets.fury_of_dracula.flow import (
    current_step,
    encounter_allowed,
    finish_encounter_step,
    next_round,
    start_night,
)
from sheets.fury_of_dracula.house_rules import HouseRules
from sheets.fury_of_dracula.movement import (
    dracula_destinations,
    forced_destinations,
    is_sea,
    nearest_hospitals,
)
from sheets.fury_of_dracula.setup import TableSetup
from sheets.fury_of_dracula.state import GameState, Hideout, LastCard
from sheets.fury_of_dracula.tracks import damage_dracula, gain_influence, to_hospital
from sheets.fury_of_dracula.trail import Spot, clear, hideout, put, spots_at, take_encounter


def expect_step(state: GameState, *steps: str) -> None:
    step = current_step(state)
    if step not in steps:
        raise Illegal("fod_not_now", step=step)


def start(change: Change, action: DraculaStart) -> None:
    state = change.state
    expect_step(state, "dracula_start")
    place = load_content().places.get(action.place)
    if place is None:
        raise Illegal("fod_unknown_place", place=action.place)
    if place.is_sea or place.kind == "castle":
        raise Illegal("fod_bad_dracula_start", place=action.place)
    if any(hunter.location == action.place for hunter in state.hunters):
        raise Illegal("fod_start_in_hunter_city", place=action.place)
    change.update(
        trail=(Hideout(cards=(action.place,)), *state.trail[1:]),
        dracula=state.dracula.but(location=action.place),
        stage="dawn",
    )
    change.note("fod_dracula_started")
    change.secret("started", place=action.place)


def mature(change: Change, action: Mature) -> None:
    state = change.state
    expect_step(state, "dracula_mature")
    leaving = state.leaving
    assert leaving is not None, "dracula_mature waits only while a hideout leaves"
    indices = action.resolve
    if len(set(indices)) != len(indices) or any(
        not 0 <= index < len(leaving.encounters) for index in indices
    ):
        raise Illegal("fod_no_such_encounter", encounters=len(leaving.encounters))
    if indices and "hide" in leaving.cards:
        raise Illegal("fod_hide_cannot_mature")
    resolved = [leaving.encounters[index] for index in sorted(indices)]
    content = load_content()
    change.update(leaving=None, stage="dracula_move")
    change.note("fod_hideout_matured", encounters=resolved)
    change.secret("hideout_matured", cards=list(leaving.cards), encounters=list(leaving.encounters))
    discard(change, leaving.encounters)
    if leaving.rumour:
        change.note("fod_rumour_returned", where="trail", space=6)
    vampires = [card for card in resolved if content.is_vampire(card)]
    for card in resolved:
        if card in vampires:
            gain_influence(change, state.rules.vampire_influence[card], card)
        else:
            change.note("fod_matured_effect", encounter=card)
    if vampires and leaving.rumour:
        gain_influence(change, content.game.rumour_bonus, "rumour")
    if vampires:
        for space in sorted(state.rules.vampire_clears_spaces):
            if change.state.trail[space - 1] is not None:
                clear(change, Spot("trail", space - 1), cause="vampire")


def make_lair(change: Change, action: MakeLair) -> None:
    state = change.state
    expect_step(state, "dracula_mature")
    leaving = state.leaving
    assert leaving is not None, "dracula_mature waits only while a hideout leaves"
    if not state.setup.advanced:
        raise Illegal("fod_advanced_only")
    if leaving.location is None or is_sea(leaving.location):
        raise Illegal("fod_lair_needs_land")
    if len(state.lairs) >= load_content().game.lair_spaces:
        raise Illegal("fod_lairs_full")
    take_from_hand(change, action.encounter)
    lair = leaving.but(encounters=(*leaving.encounters, action.encounter))
    change.update(lairs=(*change.state.lairs, lair), leaving=None, stage="dracula_move")
    change.note("fod_lair_made", lair=len(change.state.lairs), encounters=len(lair.encounters))
    change.secret("lair_made", cards=list(lair.cards), encounters=list(lair.encounters))
    refill(change)


def move_refusal(state: GameState, action: DraculaMove) -> Illegal | None:
    """Why Dracula may not play this card now, or ``None``."""
    content = load_content()
    in_use = state.cards_in_use()
    powers = [power for power in (action.power,) if power is not None]
    if action.misdirect_space is not None:
        powers.append("misdirect")
    if powers and not state.setup.advanced:
        return Illegal("fod_advanced_only")
    for power in powers:
        if power in in_use:
            return Illegal("fod_power_on_trail", power=power)
    if action.power == "misdirect":
        return Illegal("fod_misdirect_needs_space")
    freed: tuple[str, ...] = ()
    if action.misdirect_space is not None:
        refusal = _misdirect_refusal(state, action.misdirect_space)
        if refusal is not None:
            return refusal
        target = state.trail[action.misdirect_space - 1]
        freed = target.cards if target is not None else ()
    stays = action.power in ("feed", "dark_call", "hide")
    if stays:
        if action.place is not None:
            return Illegal("fod_power_takes_no_place", power=action.power)
        location = state.dracula.location
        if state.dracula.must_move or (location is not None and state.tokens.blessed(location)):
            return Illegal("fod_must_move")
        if location is not None and is_sea(location) and not state.rules.stay_powers_at_sea:
            return Illegal("fod_power_not_at_sea", power=action.power)
        if action.forced:
            return Illegal("fod_not_stuck")
        return None
    if action.place is None:
        return Illegal("fod_place_needed")
    if content.places.get(action.place) is None:
        return Illegal("fod_unknown_place", place=action.place)
    if action.forced:
        if has_legal_move(state):
            return Illegal("fod_not_stuck")
        if action.power is not None or action.place not in forced_destinations(state):
            return Illegal("fod_dracula_cannot_go", place=action.place)
        return None
    destinations = dracula_destinations(state, wolf_form=action.power == "wolf_form", freed=freed)
    if action.place not in {destination.place for destination in destinations}:
        return Illegal("fod_dracula_cannot_go", place=action.place)
    return None


def _misdirect_refusal(state: GameState, space: int) -> Illegal | None:
    if not 2 <= space <= len(state.trail):
        return Illegal("fod_misdirect_space", space=space)
    target = state.trail[space - 1]
    if target is None:
        return Illegal("fod_misdirect_space", space=space)
    linked = {slot.linked for slot in state.trail if slot is not None and slot.linked}
    if (
        target.powers
        or target.location == load_content().game.castle
        or target.location == state.dracula.location
        or target.location in linked
    ):
        return Illegal("fod_misdirect_forbidden", space=space)
    return None


def has_legal_move(state: GameState) -> bool:
    """Whether Dracula has any card he may legally play (without being forced)."""
    if dracula_destinations(state):
        return True
    if not state.setup.advanced:
        return False
    if "misdirect" not in state.cards_in_use():
        for space in range(2, len(state.trail) + 1):
            target = state.trail[space - 1]
            if (
                target is not None
                and _misdirect_refusal(state, space) is None
                and dracula_destinations(state, freed=target.cards)
            ):
                return True
    cards: list[tuple[PowerId, str | None]] = [("feed", None), ("dark_call", None), ("hide", None)]
    cards += [("wolf_form", d.place) for d in dracula_destinations(state, wolf_form=True)]
    return any(
        move_refusal(state, DraculaMove(seat=state.setup.dracula_seat, power=power, place=place))
        is None
        for power, place in cards
    )


def move(change: Change, action: DraculaMove) -> None:
    state = change.state
    expect_step(state, "dracula_move")
    refusal = move_refusal(state, action)
    if refusal is not None:
        raise refusal
    content = load_content()
    rules = state.rules
    face_up = rules.power_cards_face_up
    if action.misdirect_space is not None:
        clear(change, Spot("trail", action.misdirect_space - 1), cause="misdirect")
        trail = list(change.state.trail)
        trail[action.misdirect_space - 1] = Hideout(
            cards=("misdirect",), revealed=frozenset({"misdirect"} if face_up else ())
        )
        change.update(trail=tuple(trail))
    origin = state.dracula.location
    power = action.power
    place = action.place
    lair_index = next(
        (index for index, lair in enumerate(state.lairs) if place and lair.location == place),
        None,
    )
    shown = frozenset({power} if power is not None and power != "hide" and face_up else ())
    if lair_index is not None:
        new = state.lairs[lair_index]
        change.update(lairs=tuple(lair for i, lair in enumerate(state.lairs) if i != lair_index))
        if power is not None:
            new = new.but(cards=(power, *new.cards), revealed=new.revealed | shown)
    else:
        cards = tuple(card for card in (power, place) if card is not None)
        new = Hideout(cards=cards, revealed=shown, linked=origin if power == "hide" else None)
    trail = list(change.state.trail)
    trail[0] = new
    destination = place if place is not None else origin
    at_sea = destination is not None and is_sea(destination)
    change.update(
        trail=tuple(trail),
        dracula=change.state.dracula.but(location=destination, must_move=False),
        last_card=LastCard(
            sea=at_sea and place is not None, power=power, lair=lair_index is not None
        ),
        stage="dracula_encounter",
    )
    change.note(
        "fod_dracula_moved",
        face=_public_face(new, face_up),
        misdirect_space=action.misdirect_space,
        lair=lair_index + 1 if lair_index is not None else None,
        forced=action.forced,
    )
    change.secret("moved", place=destination, power=power)
    if place is not None:
        _reveal_on_arrival(change, place)
    cause = power if power is not None and face_up else "move"
    if place is not None and origin is not None and is_sea(place):
        sea_damage = (
            content.game.sea_damage_sea_to_sea
            if is_sea(origin)
            else content.game.sea_damage_from_port
        )
        damage_dracula(change, sea_damage, "sea")
    match power:
        case "wolf_form":
            damage_dracula(change, rules.wolf_form_damage, cause)
        case "dark_call":
            damage_dracula(change, rules.dark_call_damage, cause)
            draw(change, rules.dark_call_draw)
        case "feed":
            damage_dracula(change, -rules.feed_heal, cause)
    if place == content.game.castle:
        damage_dracula(change, -content.game.castle_heal, "castle")


def _public_face(hideout_: Hideout, face_up: bool) -> list[str]:
    faces = []
    content = load_content()
    for card in hideout_.cards:
        if card in hideout_.revealed:
            faces.append(card)
        elif card in content.powers:
            faces.append("land")
        else:
            kind = content.place(card).kind
            faces.append("sea" if kind == "sea" else "castle" if kind == "castle" else "land")
    return faces


def _reveal_on_arrival(change: Change, place: str) -> None:
    """Entering a hunter's city reveals Dracula; otherwise a revealed Dracula's figure
    leaves the board."""
    state = change.state
    hunters = () if is_sea(place) else state.hunters_at(place)
    if hunters:
        first = state.trail[0]
        assert first is not None
        trail = (first.but(revealed=frozenset(first.cards)), *state.trail[1:])
        change.update(trail=trail, dracula=state.dracula.but(revealed_at=place))
        change.note("fod_dracula_revealed", place=place, hunter=hunters[0])
    elif state.dracula.revealed_at is not None:
        change.update(dracula=state.dracula.but(revealed_at=None))
        change.note("fod_dracula_hidden")


def place_encounter(change: Change, action: PlaceEncounter) -> None:
    state = change.state
    expect_step(state, "dracula_encounter")
    if not encounter_allowed(state):
        raise Illegal("fod_no_encounter_here")
    take_from_hand(change, action.encounter)
    first = change.state.trail[0]
    assert first is not None, "space 1 holds the card just placed"
    put(change, Spot("trail", 0), first.but(encounters=(*first.encounters, action.encounter)))
    if change.state.last_card is not None:
        change.update(last_card=replace(change.state.last_card, encounter=True))
    change.note("fod_encounter_placed", space=1, encounters=len(first.encounters) + 1)
    change.secret("encounter_placed", encounter=action.encounter)
    finish_encounter_step(change)


def place_rumour(change: Change, action: PlaceRumour) -> None:
    state = change.state
    expect_step(state, "dracula_rumour")
    if action.space is not None:
        if not 1 <= action.space <= 3:
            raise Illegal("fod_rumour_space", space=action.space)
        target = state.trail[action.space - 1]
        if target is None or not target.encounters or target.rumour:
            raise Illegal("fod_rumour_space", space=action.space)
        put(change, Spot("trail", action.space - 1), target.but(rumour=True))
        change.update(dracula=change.state.dracula.but(rumours=state.dracula.rumours - 1))
        change.note("fod_rumour_placed", space=action.space)
    next_round(change)


def ambush(change: Change, action: Ambush) -> None:
    state = change.state
    expect_step(state, "ambush")
    chance = state.ambush
    assert chance is not None
    if action.encounter is not None:
        spot = next(
            (
                spot
                for spot in spots_at(state, chance.place)
                if action.encounter in hideout(state, spot).encounters
            ),
            None,
        )
        if spot is None:
            raise Illegal("fod_no_such_ambush", encounter=action.encounter)
        home = hideout(state, spot).cards[0]
        vampire = load_content().is_vampire(action.encounter)
        damage = take_encounter(change, spot, action.encounter, may_return=vampire)
        change.note("fod_ambushed", hunter=chance.hunter, encounter=action.encounter)
        change.update(ambush=None)
        if vampire:
            fight(change, [vampire_fight(state, chance.hunter, action.encounter, damage, home)])
        else:
            discard(change, (action.encounter,))
        return
    change.note("fod_no_ambush", hunter=chance.hunter)
    change.update(ambush=None)


def hospital_chooser(rules: HouseRules, setup: TableSetup, hunter: HunterId) -> int:
    """The seat that chooses the hospital of ``hunter``: Dracula's player or the hunter's,
    as the table's house rule says."""
    if rules.hospital_choice == "dracula_chooses":
        return setup.dracula_seat
    return setup.hunter_seats[hunter]


def choose_hospital(change: Change, action: ChooseHospital) -> None:
    state = change.state
    expect_step(state, "hospital")
    if action.hunter not in state.hospital_queue:
        raise Illegal("fod_no_hospital_due", hunter=action.hunter)
    chooser = hospital_chooser(state.rules, state.setup, action.hunter)
    if action.seat != chooser:
        raise Illegal("fod_not_your_choice", seat=chooser)
    nearest = nearest_hospitals(state.board, state.hunter(action.hunter).location)
    allowed = nearest or load_content().hospitals
    if action.hospital not in allowed:
        raise Illegal("fod_not_nearest_hospital", hospital=action.hospital, nearest=list(allowed))
    to_hospital(change, action.hunter, action.hospital)


def remove_dusk_tokens(change: Change, action: RemoveDuskTokens) -> None:
    state = change.state
    expect_step(state, "dusk_tokens")
    tokens = state.tokens
    roadblocks, storms = list(tokens.roadblocks), list(tokens.storms)
    for chosen, placed, kind in (
        (action.roadblock, roadblocks, "roadblock"),
        (action.storm, storms, "storm"),
    ):
        if len(placed) > 1 and chosen not in placed:
            raise Illegal("fod_choose_token", token=kind)
        if len(placed) <= 1 and chosen is not None:
            raise Illegal("fod_no_choice_needed", token=kind)
    if action.roadblock is not None:
        roadblocks.remove(action.roadblock)
        change.note("fod_roadblock_removed", edge=action.roadblock)
    if action.storm is not None:
        storms.remove(action.storm)
        change.note("fod_storm_removed", sea=action.storm)
    change.update(tokens=tokens.but(roadblocks=tuple(roadblocks), storms=tuple(storms)))
    start_night(change)


def bats_move(change: Change, action: BatsMove) -> None:
    state = change.state
    expect_step(state, "bats_move")
    if action.hunter != state.current_hunter:
        raise Illegal("fod_not_this_hunter", hunter=action.hunter)
    figure = state.hunter(action.hunter)
    places = bats_destinations(state, action.hunter)
    if action.place is None:
        if places:
            raise Illegal("fod_bats_must_move", places=list(places))
    elif action.place not in places:
        raise Illegal("fod_bats_cannot_go", place=action.place)
    moved = figure.but(bats=False, location=action.place or figure.location)
    change.update(
        hunters=state.with_hunter(action.hunter, moved).hunters, bats_left=state.bats_left + 1
    )
    if action.place is None:
        change.note("fod_bats_stayed", hunter=action.hunter)
        return
    change.note("fod_bats_moved", hunter=action.hunter, place=action.place)
    ended_move(change, action.hunter, action.place)


def bats_destinations(state: GameState, hunter: HunterId) -> tuple[str, ...]:
    """Cities one road away that bats may carry the hunter to (never out of or into fog)."""
    figure = state.hunter(hunter)
    if figure.hospital or is_sea(figure.location) or figure.location in state.tokens.fog:
        return ()
    return tuple(
        place
        for place in sorted(state.board.road_neighbours(figure.location))
        if place not in state.tokens.fog
    )


def clear_lair(change: Change, action: ClearLair) -> None:
    state = change.state
    if not 1 <= action.lair <= len(state.lairs):
        raise Illegal("fod_no_such_lair", lair=action.lair)
    clear(change, Spot("lair", action.lair - 1), cause="dracula")


def avoid_combat(change: Change, action: AvoidCombat) -> None:
    state = change.state
    expect_step(state, "combat")
    combat = state.combat
    assert combat is not None
    if not combat.avoidable:
        raise Illegal("fod_combat_not_avoidable")
    change.update(combat=None)
    change.note("fod_combat_avoided", place=combat.place)

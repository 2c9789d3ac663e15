"""What a seat may do now, so that the UI can offer exactly the legal buttons.

Every decision with a closed set of answers is listed as ready actions, each asked of
:func:`~.rules.apply` itself so that options never disagree with the rules. Bookkeeping
with free amounts (damage, tokens, hands) is listed by action type. A hunter seat's
options depend only on what the hunters may know.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.registry import refusal_by
from sheets.fury_of_dracula.actions import (
    Ambush,
    AvoidCombat,
    BatsMove,
    Bite,
    ChangeDraculaEvents,
    ChangeHand,
    ChooseHospital,
    ClearLair,
    CombatCard,
    DamageDracula,
    DamageHunter,
    DamageVampire,
    DestroyVampire,
    DraculaEvent,
    DraculaMove,
    DraculaStart,
    DrawEncounters,
    EffectMove,
    EndCombat,
    Escape,
    GainInfluence,
    MakeLair,
    Mature,
    Mesmerize,
    Move,
    PassTurn,
    PlaceEncounter,
    PlaceRumour,
    PlaceToken,
    RemoveDuskTokens,
    RemoveToken,
    ReserveTicket,
    Rest,
    RevealTrail,
    Search,
    SetAlly,
    Special,
    StartCombat,
    Supply,
    Trade,
)
from sheets.fury_of_dracula.bookkeeping import allies_to_record
from sheets.fury_of_dracula.content import HUNTERS, PowerId, load_content
from sheets.fury_of_dracula.dracula_turn import bats_destinations
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.movement import dracula_destinations, forced_destinations, hunter_moves
from sheets.fury_of_dracula.rules import apply
from sheets.fury_of_dracula.state import GameState, Step
from sheets.fury_of_dracula.trail import hideout, spots_at

MATURE_SUBSETS_UP_TO = 4
RECORDS = (
    DamageHunter,
    Bite,
    DamageDracula,
    GainInfluence,
    ChangeHand,
    ChangeDraculaEvents,
    PlaceToken,
    RemoveToken,
    EffectMove,
    SetAlly,
)


@dataclass(frozen=True, slots=True)
class DraculaChoice:
    """A card Dracula may play in his movement step, with what it would do to him."""

    action: DraculaMove
    damage: int
    reveals: bool


@dataclass(frozen=True, slots=True)
class SeatOptions:
    """``actions`` are ready to send; ``records`` the bookkeeping types with free values
    (``fod.damage_hunter``...) this seat may send now; ``dracula_moves`` details the
    movement choices for Dracula's own device."""

    seat: int
    step: Step
    actions: tuple[Action, ...]
    records: tuple[str, ...]
    dracula_moves: tuple[DraculaChoice, ...] = ()


def refusal(state: GameState, action: Action) -> Illegal | None:
    """Why ``action`` would be refused, or ``None`` when it is legal."""
    return refusal_by(apply, state, action)


def legal(state: GameState, candidates: Iterable[Action]) -> tuple[Action, ...]:
    return tuple(action for action in candidates if refusal(state, action) is None)


def options(state: GameState, seat: int) -> SeatOptions:
    step = current_step(state)
    if state.finished:
        return SeatOptions(seat=seat, step=step, actions=(), records=())
    dracula = seat == state.setup.dracula_seat
    candidates = list(
        _dracula_candidates(state, seat) if dracula else _hunter_candidates(state, seat)
    )
    candidates += _table_candidates(state, seat)
    actions = legal(state, candidates)
    moves = _dracula_choices(state, actions) if dracula and step == "dracula_move" else ()
    return SeatOptions(
        seat=seat,
        step=step,
        actions=actions,
        records=record_types(state, seat),
        dracula_moves=moves,
    )


def record_types(state: GameState, seat: int) -> tuple[str, ...]:
    """The bookkeeping types with free values (:attr:`SeatOptions.records`) the rules
    take from ``seat`` now; asked alone, for a screen that offers only the records."""
    step = current_step(state)
    if state.finished:
        return ()
    if seat == state.setup.dracula_seat and step == "dracula_draw":
        return (DrawEncounters.TYPE,)
    if step in ("dracula_start", "dracula_draw"):
        return ()
    records = tuple(record.TYPE for record in RECORDS)
    if state.setup.app_dracula is not None:
        # The app's Dracula's events are titles he plays himself, never counts.
        records = tuple(kind for kind in records if kind != ChangeDraculaEvents.TYPE)
        records += (RevealTrail.TYPE,)
    if state.combat is None:
        records += (StartCombat.TYPE,)
    elif state.combat.vampire_card is not None:
        records += (DamageVampire.TYPE,)
    return records


def _hunter_candidates(state: GameState, seat: int) -> Iterator[Action]:
    step = current_step(state)
    hunter = state.current_hunter
    if step in ("day_action", "night_action") and hunter is not None:
        if state.setup.hunter_seats[hunter] != seat:
            return
        figure = state.hunter(hunter)
        if step == "day_action":
            for move in hunter_moves(state, figure):
                yield Move(
                    seat=seat, hunter=hunter, to=move.to, route=move.route, ticket=move.ticket
                )
        yield Supply(seat=seat, hunter=hunter)
        yield Supply(seat=seat, hunter=hunter, event="hunter")
        yield Supply(seat=seat, hunter=hunter, event="dracula")
        for title in load_content().dracula_events:
            yield Supply(seat=seat, hunter=hunter, event="dracula", card=title)
        for partner in HUNTERS:
            yield Trade(seat=seat, hunter=hunter, partner=partner)
        yield ReserveTicket(seat=seat, hunter=hunter)
        yield Rest(seat=seat, hunter=hunter)
        yield Search(seat=seat, hunter=hunter)
        yield Special(seat=seat, hunter=hunter)
        yield Special(seat=seat, hunter=hunter, event_played=False)
        yield PassTurn(seat=seat, hunter=hunter)
    if step == "hospital":
        yield from _hospital_candidates(state, seat)


def _hospital_candidates(state: GameState, seat: int) -> Iterator[Action]:
    for hunter in state.hospital_queue:
        for hospital in load_content().hospitals:
            yield ChooseHospital(seat=seat, hunter=hunter, hospital=hospital)


def _dracula_candidates(state: GameState, seat: int) -> Iterator[Action]:
    step = current_step(state)
    content = load_content()
    match step:
        case "dracula_start":
            for start in content.map.places:
                yield DraculaStart(seat=seat, place=start.code)
        case "ambush":
            assert state.ambush is not None
            yield Ambush(seat=seat, encounter=None)
            found = {
                card
                for spot in spots_at(state, state.ambush.place)
                for card in hideout(state, spot).encounters
            }
            for card in sorted(found):
                yield Ambush(seat=seat, encounter=card)
        case "combat":
            yield AvoidCombat(seat=seat)
        case "hospital":
            yield from _hospital_candidates(state, seat)
        case "bats_move":
            hunter = state.current_hunter
            assert hunter is not None
            yield BatsMove(seat=seat, hunter=hunter, place=None)
            for place in bats_destinations(state, hunter):
                yield BatsMove(seat=seat, hunter=hunter, place=place)
        case "dusk_tokens":
            for roadblock in (None, *sorted(set(state.tokens.roadblocks))):
                for storm in (None, *sorted(set(state.tokens.storms))):
                    yield RemoveDuskTokens(seat=seat, roadblock=roadblock, storm=storm)
        case "dracula_mature":
            leaving = state.leaving
            assert leaving is not None
            count = len(leaving.encounters)
            if count <= MATURE_SUBSETS_UP_TO:
                for size in range(count + 1):
                    for chosen in combinations(range(count), size):
                        yield Mature(seat=seat, resolve=chosen)
            else:
                yield Mature(seat=seat, resolve=())
                yield Mature(seat=seat, resolve=tuple(range(count)))
            for card in sorted(set(state.dracula.hand)):
                yield MakeLair(seat=seat, encounter=card)
        case "dracula_move":
            yield from _dracula_move_candidates(state, seat)
        case "dracula_encounter":
            for card in sorted(set(state.dracula.hand)):
                yield PlaceEncounter(seat=seat, encounter=card)
        case "dracula_rumour":
            for space in (None, 1, 2, 3):
                yield PlaceRumour(seat=seat, space=space)
    if step not in ("dracula_start", "dracula_draw"):
        for lair in range(1, len(state.lairs) + 1):
            yield ClearLair(seat=seat, lair=lair)
    for card in sorted(set(state.dracula.event_hand)):
        yield DraculaEvent(seat=seat, card=card)
        yield DraculaEvent(seat=seat, card=card, discard=True)


def _dracula_move_candidates(state: GameState, seat: int) -> Iterator[DraculaMove]:
    spaces: tuple[int | None, ...] = (None,)
    if state.setup.advanced:
        spaces += tuple(range(2, len(state.trail) + 1))
    any_legal = False
    for space in spaces:
        target = None if space is None else state.trail[space - 1]
        freed = () if target is None else target.cards
        for destination in dracula_destinations(state, freed=freed):
            any_legal = True
            yield DraculaMove(seat=seat, place=destination.place, misdirect_space=space)
        if not state.setup.advanced:
            continue
        for destination in dracula_destinations(state, wolf_form=True, freed=freed):
            yield DraculaMove(
                seat=seat, place=destination.place, power="wolf_form", misdirect_space=space
            )
        stays: tuple[PowerId, ...] = ("feed", "dark_call", "hide")
        for power in stays:
            yield DraculaMove(seat=seat, power=power, misdirect_space=space)
    if not any_legal:
        for place in forced_destinations(state):
            yield DraculaMove(seat=seat, place=place, forced=True)


def _dracula_choices(state: GameState, actions: tuple[Action, ...]) -> tuple[DraculaChoice, ...]:
    choices = []
    for action in actions:
        if not isinstance(action, DraculaMove):
            continue
        after = apply(state, action)
        choices.append(
            DraculaChoice(
                action=action,
                damage=after.state.dracula.damage - state.dracula.damage,
                reveals=any(event.code == "fod_dracula_revealed" for event in after.events),
            )
        )
    return tuple(choices)


def _table_candidates(state: GameState, seat: int) -> Iterator[Action]:
    combat = state.combat
    if combat is not None:
        if state.setup.app_dracula is None:
            yield CombatCard(seat=seat)
        for card in sorted(set(combat.dracula_hand)):
            yield CombatCard(seat=seat, card=card)
        yield EndCombat(seat=seat)
        yield DestroyVampire(seat=seat)
        for hunter in combat.hunters:
            yield Escape(seat=seat, hunter=hunter)
            yield Mesmerize(seat=seat, hunter=hunter)
        for hunter in combat.mesmerized:
            yield GainInfluence(seat=seat, amount=1, cause="fangs", hunter=hunter)


__all__ = [
    "DraculaChoice",
    "SeatOptions",
    "allies_to_record",
    "legal",
    "options",
    "record_types",
    "refusal",
]

"""What each device shows. The table's tablet and the hunters' phones get the public face
of the game; only Dracula's own seat gets his trail, lairs, hand and location.

:func:`public_view` is the tablet's view, :func:`view` a seat's (a hunter seat adds the
ticket values of the hunters it runs). :func:`to_json` turns any of them into plain JSON.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sheets.fury_of_dracula.combat import fighting
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.house_rules import unverified_in_use
from sheets.fury_of_dracula.reminders import Reminder, reminders
from sheets.fury_of_dracula.state import Combat, GameState, Hideout, Step, Ticket


@dataclass(frozen=True, slots=True)
class PublicHideout:
    """A trail space or lair as the hunters see it: each card's face (a place or power id
    when face up, else its back ``land``, ``sea`` or ``castle``), how many encounters lie
    on it, their titles once revealed, a rumour token, and the vampires back from a fight
    face up with their damage."""

    faces: tuple[str, ...]
    encounters: int
    revealed_encounters: tuple[str, ...]
    rumour: bool
    survivors: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class HunterView:
    hunter: HunterId
    seat: int
    player: str
    location: str
    hospital: bool
    damage: int
    health: int
    bites: int
    bite_spaces: int
    weakened: bool
    defeated: bool
    tickets: int
    items: int
    events: int
    item_limit: int
    event_limit: int
    bats: bool


@dataclass(frozen=True, slots=True)
class TokensView:
    fog: tuple[str, ...]
    roadblocks: tuple[str, ...]
    storms: tuple[str, ...]
    heavenly_host: tuple[str, ...]
    consecrated_ground: tuple[str, ...]
    bats_left: int


@dataclass(frozen=True, slots=True)
class CombatView:
    """A fight as everybody sees it: where and when, who fights and how they fare,
    Dracula's cards played, the round being played (the one an action on the fight aims
    at), and the vampire fought with its damage."""

    half: str
    place: str | None
    hunters: tuple[HunterId, ...]
    fighting: tuple[HunterId, ...]
    vampire: bool
    cards_played: int
    round_being_played: int
    last_round: bool
    escaped: tuple[HunterId, ...]
    bitten: tuple[HunterId, ...]
    mesmerized: tuple[HunterId, ...]
    vampire_card: str | None
    vampire_damage: int
    influence_won: bool
    fights_waiting: int


@dataclass(frozen=True, slots=True)
class PublicView:
    """Everything the whole table may know."""

    step: Step
    round: int
    week: int
    weekday: int
    half: str
    time: int
    current_hunter: HunterId | None
    reminders: tuple[Reminder, ...]
    influence: int
    despair: int
    fury_of_dracula: bool
    dracula_damage: int
    dracula_revealed_at: str | None
    dracula_player: str
    dracula_encounters_in_hand: int
    dracula_events_in_hand: int
    rumours_held: int
    dracula_ally: str | None
    hunter_ally: str | None
    hunters: tuple[HunterView, ...]
    tokens: TokensView
    trail: tuple[PublicHideout | None, ...]
    lairs: tuple[PublicHideout, ...]
    combat: CombatView | None
    ambush_hunter: HunterId | None
    hospital_queue: tuple[HunterId, ...]
    tickets_in_pool: int
    advanced: bool
    winner: str | None
    unverified_rules: tuple[str, ...]

    def hunter(self, hunter: HunterId) -> HunterView:
        return next(seen for seen in self.hunters if seen.hunter == hunter)


@dataclass(frozen=True, slots=True)
class HunterSeatView:
    """A hunter player's phone: the public view, his hunters and their tickets."""

    seat: int
    player: str
    public: PublicView
    my_hunters: tuple[HunterId, ...]
    my_tickets: Mapping[HunterId, tuple[Ticket, ...]]


@dataclass(frozen=True, slots=True)
class SecretHideout:
    """A hideout as Dracula knows it; ``card_numbers`` help him find the location cards."""

    cards: tuple[str, ...]
    card_numbers: tuple[int | None, ...]
    encounters: tuple[str, ...]
    revealed: tuple[str, ...]
    rumour: bool
    linked: str | None
    survivors: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class DraculaSeatView:
    """Dracula's phone: the public view and all his secrets."""

    seat: int
    player: str
    public: PublicView
    location: str | None
    trail: tuple[SecretHideout | None, ...]
    lairs: tuple[SecretHideout, ...]
    leaving: SecretHideout | None
    hand: tuple[str, ...]
    encounters_to_draw: int
    encounter_deck_size: int
    powers_available: tuple[str, ...]
    must_move: bool
    reminders: tuple[Reminder, ...]


SeatView = HunterSeatView | DraculaSeatView


def public_face(hideout: Hideout, power_cards_face_up: bool) -> PublicHideout:
    content = load_content()
    faces = []
    for card in hideout.cards:
        if card in hideout.revealed:
            faces.append(card)
        elif card in content.powers:
            shown = power_cards_face_up and card != "hide"
            faces.append(card if shown else "land")
        else:
            kind = content.place(card).kind
            faces.append(kind if kind in ("sea", "castle") else "land")
    return PublicHideout(
        faces=tuple(faces),
        encounters=len(hideout.encounters),
        revealed_encounters=hideout.encounters if hideout.encounters_revealed else (),
        rumour=hideout.rumour,
        survivors=hideout.survivors,
    )


def public_view(state: GameState) -> PublicView:
    setup, rules = state.setup, state.rules
    face_up = rules.power_cards_face_up
    return PublicView(
        step=current_step(state),
        round=state.round,
        week=state.week,
        weekday=state.weekday,
        half=state.half,
        time=state.time,
        current_hunter=state.current_hunter,
        reminders=reminders(state, for_dracula=False),
        influence=state.influence,
        despair=state.despair,
        fury_of_dracula=state.despair >= load_content().game.despair_max,
        dracula_damage=state.dracula.damage,
        dracula_revealed_at=state.dracula.revealed_at,
        dracula_player=setup.players[setup.dracula_seat].name,
        dracula_encounters_in_hand=len(state.dracula.hand),
        dracula_events_in_hand=state.dracula.events,
        rumours_held=state.dracula.rumours,
        dracula_ally=state.dracula.ally,
        hunter_ally=state.hunter_ally,
        hunters=tuple(_hunter_view(state, hunter) for hunter in HUNTERS),
        tokens=TokensView(
            fog=state.tokens.fog,
            roadblocks=state.tokens.roadblocks,
            storms=state.tokens.storms,
            heavenly_host=state.tokens.heavenly_host,
            consecrated_ground=state.tokens.consecrated_ground,
            bats_left=state.bats_left,
        ),
        trail=tuple(None if slot is None else public_face(slot, face_up) for slot in state.trail),
        lairs=tuple(public_face(lair, face_up) for lair in state.lairs),
        combat=None if state.combat is None else _combat_view(state, state.combat),
        ambush_hunter=state.ambush.hunter if state.ambush is not None else None,
        hospital_queue=state.hospital_queue,
        tickets_in_pool=len(state.ticket_pool),
        advanced=setup.advanced,
        winner=state.winner,
        unverified_rules=unverified_in_use(rules),
    )


def _combat_view(state: GameState, combat: Combat) -> CombatView:
    return CombatView(
        half=combat.half,
        place=combat.place,
        hunters=combat.hunters,
        fighting=fighting(state, combat),
        vampire=combat.vampire,
        cards_played=combat.cards_played,
        round_being_played=combat.round_being_played,
        last_round=combat.cards_played >= load_content().game.combat_cards_max,
        escaped=combat.escaped,
        bitten=combat.bitten,
        mesmerized=combat.mesmerized,
        vampire_card=combat.vampire_card,
        vampire_damage=combat.vampire_damage,
        influence_won=combat.influence_won,
        fights_waiting=len(state.fights_waiting),
    )


def _hunter_view(state: GameState, hunter: HunterId) -> HunterView:
    figure = state.hunter(hunter)
    rules = state.rules
    seat = state.setup.hunter_seats[hunter]
    always_weakened = load_content().hunters[hunter].always_weakened
    return HunterView(
        hunter=hunter,
        seat=seat,
        player=state.setup.players[seat].name,
        location=figure.location,
        hospital=figure.hospital,
        damage=figure.damage,
        health=rules.hunter_health[hunter],
        bites=figure.bites,
        bite_spaces=rules.hunter_bite_spaces[hunter],
        weakened=always_weakened or figure.bites > 0,
        defeated=figure.defeated,
        tickets=len(figure.tickets),
        items=figure.items,
        events=figure.events,
        item_limit=rules.hunter_item_limit[hunter],
        event_limit=rules.hunter_event_limit[hunter],
        bats=figure.bats,
    )


def _secret(hideout: Hideout) -> SecretHideout:
    content = load_content()
    return SecretHideout(
        cards=hideout.cards,
        card_numbers=tuple(
            content.places[card].card_no if card in content.places else None
            for card in hideout.cards
        ),
        encounters=hideout.encounters,
        revealed=tuple(sorted(hideout.revealed)),
        rumour=hideout.rumour,
        linked=hideout.linked,
        survivors=hideout.survivors,
    )


def view(state: GameState, seat: int, public: PublicView | None = None) -> SeatView:
    """What ``seat``'s own device shows; ``public`` is the state's public view, when it
    is already at hand."""
    setup = state.setup
    public = public_view(state) if public is None else public
    player = setup.players[seat].name
    if seat != setup.dracula_seat:
        mine = setup.hunters_of(seat)
        return HunterSeatView(
            seat=seat,
            player=player,
            public=public,
            my_hunters=mine,
            my_tickets={hunter: state.hunter(hunter).tickets for hunter in mine},
        )
    dracula = state.dracula
    in_use = state.cards_in_use()
    return DraculaSeatView(
        seat=seat,
        player=player,
        public=public,
        location=dracula.location,
        trail=tuple(None if slot is None else _secret(slot) for slot in state.trail),
        lairs=tuple(_secret(lair) for lair in state.lairs),
        leaving=None if state.leaving is None else _secret(state.leaving),
        hand=dracula.hand,
        encounters_to_draw=dracula.to_draw,
        encounter_deck_size=len(dracula.deck),
        powers_available=tuple(
            power for power in load_content().powers if setup.advanced and power not in in_use
        ),
        must_move=dracula.must_move,
        reminders=reminders(state, for_dracula=True),
    )


def to_json(value: Any) -> Any:
    """Plain JSON data (dicts, lists, strings, numbers) for any view or part of one."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            field.name: to_json(getattr(value, field.name)) for field in dataclasses.fields(value)
        }
    if isinstance(value, Mapping):
        return {str(key): to_json(item) for key, item in value.items()}
    if isinstance(value, tuple | list):
        return [to_json(item) for item in value]
    if isinstance(value, frozenset | set):
        return sorted(to_json(item) for item in value)
    return value

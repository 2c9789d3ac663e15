"""The table's record of what the physical cards did: damage, bites, influence, hands,
tokens placed and removed, hunters moved by effects and allies (fights: :mod:`.combat`).

Any seat may record these; the rules keep the bounds and trigger what follows (a defeat,
a win, a revealed hideout under consecrated ground, the end of a combat).
"""

from __future__ import annotations

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import (
    Bite,
    ChangeDraculaEvents,
    ChangeHand,
    DamageDracula,
    DamageHunter,
    EffectMove,
    GainInfluence,
    PlaceToken,
    RemoveToken,
    RevealTrail,
    SetAlly,
    Side,
)
from sheets.fury_of_dracula.arrival import ended_move
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.combat import check_fangs, end_combat_if_over
from sheets.fury_of_dracula.content import HUNTERS, load_content
from sheets.fury_of_dracula.setup import TableSetup
from sheets.fury_of_dracula.state import GameState
from sheets.fury_of_dracula.tracks import bite, damage_dracula, damage_hunter, gain_influence
from sheets.fury_of_dracula.trail import Spot, hideout, put, reveal_place, spots_at

TOKEN_FIELDS = {
    "fog": "fog",
    "roadblock": "roadblocks",
    "storm": "storms",
    "heavenly_host": "heavenly_host",
    "consecrated_ground": "consecrated_ground",
}


def record_damage_hunter(change: Change, action: DamageHunter) -> None:
    if action.amount == 0:
        raise Illegal("fod_zero_amount")
    damage_hunter(change, action.hunter, action.amount, "card")
    end_combat_if_over(change)


def record_bite(change: Change, action: Bite) -> None:
    bite(change, action.hunter)
    end_combat_if_over(change)


def record_damage_dracula(change: Change, action: DamageDracula) -> None:
    if action.amount == 0:
        raise Illegal("fod_zero_amount")
    damage_dracula(change, action.amount, "card")


def record_influence(change: Change, action: GainInfluence) -> None:
    if action.amount == 0:
        raise Illegal("fod_zero_amount")
    if action.cause == "fangs":
        check_fangs(change.state, action.hunter, action.amount)
    elif action.hunter is not None:
        raise Illegal("fod_influence_names_no_hunter")
    gain_influence(change, action.amount, action.cause)


def change_hand(change: Change, action: ChangeHand) -> None:
    if action.items == 0 and action.events == 0:
        raise Illegal("fod_zero_amount")
    figure = change.state.hunter(action.hunter)
    items, events = figure.items + action.items, figure.events + action.events
    if items < 0 or events < 0:
        raise Illegal("fod_not_enough_cards", hunter=action.hunter)
    change.update(
        hunters=change.state.with_hunter(
            action.hunter, figure.but(items=items, events=events)
        ).hunters
    )
    change.note("fod_hand_changed", hunter=action.hunter, items=items, events=events)
    rules = change.state.rules
    if (
        items > rules.hunter_item_limit[action.hunter]
        or events > rules.hunter_event_limit[action.hunter]
    ):
        change.note(
            "fod_over_hand_limit",
            hunter=action.hunter,
            items=items,
            events=events,
            item_limit=rules.hunter_item_limit[action.hunter],
            event_limit=rules.hunter_event_limit[action.hunter],
        )


def change_dracula_events(change: Change, action: ChangeDraculaEvents) -> None:
    if change.state.setup.app_dracula is not None:
        # His cards are titles in his hand: they come only from a hunter's supply at
        # night and leave only as he plays or discards them.
        raise Illegal("fod_app_dracula_events_by_title")
    if action.change == 0:
        raise Illegal("fod_zero_amount")
    events = change.state.dracula.events + action.change
    if events < 0:
        raise Illegal("fod_not_enough_cards", hunter=None)
    change.update(dracula=change.state.dracula.but(events=events))
    change.note("fod_dracula_events_changed", events=events)


def place_token(change: Change, action: PlaceToken) -> None:
    state = change.state
    content = load_content()
    supply = content.rules.tokens.get(action.token, 0)
    if action.token == "bats":
        if action.at not in HUNTERS:
            raise Illegal("fod_token_target", token=action.token, at=action.at)
        hunter = HUNTERS[HUNTERS.index(action.at)]
        figure = state.hunter(hunter)
        if figure.bats or state.bats_left < 1:
            raise Illegal("fod_no_token_left", token=action.token)
        change.update(
            hunters=state.with_hunter(hunter, figure.but(bats=True)).hunters,
            bats_left=state.bats_left - 1,
        )
        change.note("fod_token_placed", token=action.token, at=action.at)
        return
    field = TOKEN_FIELDS.get(action.token)
    if field is None:
        raise Illegal("fod_token_not_placeable", token=action.token)
    placed: tuple[str, ...] = getattr(state.tokens, field)
    if len(placed) >= supply:
        raise Illegal("fod_no_token_left", token=action.token)
    _check_target(state, action.token, action.at, placed)
    change.update(tokens=state.tokens.but(**{field: (*placed, action.at)}))
    change.note("fod_token_placed", token=action.token, at=action.at)
    if action.token in ("heavenly_host", "consecrated_ground"):
        reveal_place(change, action.at, with_encounters=True)
        if change.state.dracula.location == action.at:
            change.update(dracula=change.state.dracula.but(must_move=True))
            change.note("fod_dracula_must_move")


def _check_target(state: GameState, token: str, at: str, placed: tuple[str, ...]) -> None:
    content = load_content()
    if token == "roadblock":
        edge = state.board.edges.get(at)
        if edge is None or edge.type == "sea" or at in placed:
            raise Illegal("fod_token_target", token=token, at=at)
        return
    place = content.places.get(at)
    if place is None:
        raise Illegal("fod_token_target", token=token, at=at)
    if token == "storm":
        if not place.is_sea or at in placed:
            raise Illegal("fod_token_target", token=token, at=at)
        return
    if place.is_sea:
        raise Illegal("fod_token_target", token=token, at=at)
    if token in ("heavenly_host", "consecrated_ground") and at in placed:
        raise Illegal("fod_token_target", token=token, at=at)
    if token == "consecrated_ground" and at in state.rules.consecrated_ground_forbidden:
        raise Illegal("fod_token_target", token=token, at=at)


def remove_token(change: Change, action: RemoveToken) -> None:
    state = change.state
    if action.token == "bats":
        if action.at not in HUNTERS:
            raise Illegal("fod_token_target", token=action.token, at=action.at)
        hunter = HUNTERS[HUNTERS.index(action.at)]
        figure = state.hunter(hunter)
        if not figure.bats:
            raise Illegal("fod_no_token_there", token=action.token, at=action.at)
        change.update(
            hunters=state.with_hunter(hunter, figure.but(bats=False)).hunters,
            bats_left=state.bats_left + 1,
        )
    else:
        field = TOKEN_FIELDS.get(action.token)
        if field is None:
            raise Illegal("fod_token_not_placeable", token=action.token)
        placed = list(getattr(state.tokens, field))
        if action.at not in placed:
            raise Illegal("fod_no_token_there", token=action.token, at=action.at)
        placed.remove(action.at)
        change.update(tokens=state.tokens.but(**{field: tuple(placed)}))
        if action.token == "consecrated_ground" and not state.tokens.blessed(action.at):
            change.update(dracula=change.state.dracula.but(must_move=False))
    change.note("fod_token_removed", token=action.token, at=action.at)


def effect_move(change: Change, action: EffectMove) -> None:
    state = change.state
    figure = state.hunter(action.hunter)
    if figure.defeated:
        raise Illegal("fod_hunter_defeated", hunter=action.hunter)
    if load_content().places.get(action.to) is None:
        raise Illegal("fod_unknown_place", place=action.to)
    if action.to == figure.location and not figure.hospital:
        raise Illegal("fod_already_there", place=action.to)
    if figure.location in state.tokens.fog and not figure.hospital:
        raise Illegal("fod_fog_holds", place=figure.location)
    if action.to in state.tokens.fog:
        raise Illegal("fod_fog_blocks", to=action.to)
    change.update(
        hunters=state.with_hunter(
            action.hunter, figure.but(location=action.to, hospital=False)
        ).hunters
    )
    change.note(
        "fod_hunter_moved",
        hunter=action.hunter,
        origin=figure.location,
        to=action.to,
        route="effect",
    )
    ended_move(change, action.hunter, action.to)


def allies_to_record(setup: TableSetup, side: Side) -> tuple[str, ...]:
    """The allies a record may bring into play for ``side``: the printed ones, but none
    for the app's Dracula, who plays his allies himself (the table only discards his)."""
    if side == "dracula" and setup.app_dracula is not None:
        return ()
    return load_content().rules.allies[side]


def set_ally(change: Change, action: SetAlly) -> None:
    state = change.state
    allies = load_content().rules.allies[action.side]
    if action.ally is not None and action.ally not in allies:
        raise Illegal("fod_unknown_ally", ally=action.ally)
    if action.ally is not None and action.ally not in allies_to_record(state.setup, action.side):
        raise Illegal("fod_app_plays_his_allies")
    current = state.hunter_ally if action.side == "hunters" else state.dracula.ally
    if current == action.ally:
        raise Illegal("fod_ally_unchanged")
    if action.side == "hunters":
        change.update(hunter_ally=action.ally)
    else:
        change.update(dracula=state.dracula.but(ally=action.ally))
    change.note("fod_ally", side=action.side, ally=action.ally, replaced=current)


def reveal_trail(change: Change, action: RevealTrail) -> None:
    """A hunter's card turns a trail card of the app's Dracula face up: a trail space's,
    or a place's if it is on his trail (the answer "not on his trail" is public too)."""
    state = change.state
    if state.setup.app_dracula is None:
        raise Illegal("fod_dracula_turns_own_cards")
    if (action.space is None) == (action.place is None):
        raise Illegal("fod_reveal_space_or_place")
    if action.space is not None:
        if not 1 <= action.space <= len(state.trail):
            raise Illegal("fod_no_such_trail_space", space=action.space)
        if state.trail[action.space - 1] is None:
            raise Illegal("fod_trail_space_empty", space=action.space)
        spots: tuple[Spot, ...] = (Spot("trail", action.space - 1),)
    else:
        assert action.place is not None
        if action.place not in load_content().places:
            raise Illegal("fod_unknown_place", place=action.place)
        spots = spots_at(state, action.place, lairs=False)
        if not spots:
            change.note("fod_not_on_trail", place=action.place)
            return
    for spot in spots:
        current = hideout(change.state, spot)
        faces = frozenset(current.cards)
        if faces == current.revealed:
            raise Illegal("fod_trail_space_face_up", space=spot.index + 1)
        put(change, spot, current.but(revealed=faces))
        change.note("fod_trail_card_revealed", space=spot.index + 1, cards=list(current.cards))

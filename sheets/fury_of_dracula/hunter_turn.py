"""A hunter's day or night action: move, supply, trade, reserve a ticket, rest, search or
a special action, each checked against where he stands and the time of day."""

from __future__ import annotations

from sheets.core.dice import SeededDraws
from sheets.core.errors import Illegal
from sheets.fury_of_dracula import dracula_events
from sheets.fury_of_dracula.actions import (
    Move,
    PassTurn,
    ReserveTicket,
    Rest,
    Search,
    Special,
    Supply,
    Trade,
)
from sheets.fury_of_dracula.arrival import ended_move
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.combat import fight, vampire_fight
from sheets.fury_of_dracula.content import HunterId, load_content
from sheets.fury_of_dracula.encounter_deck import discard
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.movement import (
    hunter_moves,
    is_sea,
    rail_reach,
    road_move_blocked,
    sea_move_blocked,
)
from sheets.fury_of_dracula.state import GameState, Hunter, Ticket
from sheets.fury_of_dracula.tracks import damage_hunter
from sheets.fury_of_dracula.trail import hideout, spots_at, take_encounter

HunterAction = Move | Supply | Trade | ReserveTicket | Rest | Search | Special | PassTurn


def check_turn(state: GameState, action: HunterAction) -> Hunter:
    """:raises Illegal: unless it is this hunter's turn and his player acts."""
    step = current_step(state)
    if step not in ("day_action", "night_action"):
        raise Illegal("fod_not_now", step=step)
    if action.hunter != state.current_hunter:
        raise Illegal("fod_not_this_hunter", hunter=action.hunter, turn=state.current_hunter)
    figure = state.hunter(action.hunter)
    if not isinstance(action, Move | PassTurn) and _at_sea(figure) and state.half == "day":
        raise Illegal("fod_at_sea_must_move")
    return figure


def _at_sea(figure: Hunter) -> bool:
    return not figure.hospital and is_sea(figure.location)


def _in_castle(figure: Hunter) -> bool:
    return not figure.hospital and figure.location == load_content().game.castle


def _end_turn(change: Change) -> None:
    change.update(turn=change.state.turn + 1)


def move(change: Change, action: Move) -> None:
    state = change.state
    figure = check_turn(state, action)
    if state.half == "night":
        raise Illegal("fod_no_move_at_night")
    refusal = move_refusal(state, figure, action)
    if refusal is not None:
        raise refusal
    ticket = None
    tickets = figure.tickets
    if action.route == "rail":
        assert action.ticket is not None
        ticket = tickets[action.ticket]
        tickets = tickets[: action.ticket] + tickets[action.ticket + 1 :]
        change.update(ticket_pool=(*state.ticket_pool, ticket))
    moved = figure.but(location=action.to, hospital=False, tickets=tickets)
    change.update(hunters=change.state.with_hunter(action.hunter, moved).hunters)
    if ticket is not None:
        change.note(
            "fod_hunter_moved_by_rail",
            hunter=action.hunter,
            origin=figure.location,
            to=action.to,
            ticket=list(ticket),
        )
    else:
        change.note(
            "fod_hunter_moved",
            hunter=action.hunter,
            origin=figure.location,
            to=action.to,
            route=action.route,
        )
    ended_move(change, action.hunter, action.to)
    _end_turn(change)


def move_refusal(state: GameState, figure: Hunter, action: Move) -> Illegal | None:
    """The precise reason a move is not possible, or ``None``."""
    tokens, board = state.tokens, state.board
    origin = figure.location
    if load_content().places.get(action.to) is None:
        return Illegal("fod_unknown_place", place=action.to)
    if origin in tokens.fog:
        return Illegal("fod_fog_holds", place=origin)
    if figure.hospital:
        if action.to != origin or action.route != "road":
            return Illegal("fod_hospital_exit_only", city=origin)
        return Illegal("fod_fog_blocks", to=origin) if origin in tokens.fog else None
    reason: str | None
    match action.route:
        case "road":
            reason = road_move_blocked(tokens, board, origin, action.to)
        case "sea":
            reason = sea_move_blocked(tokens, board, origin, action.to)
        case "rail":
            if action.ticket is None or not 0 <= action.ticket < len(figure.tickets):
                return Illegal("fod_no_such_ticket", ticket=action.ticket)
            ticket = figure.tickets[action.ticket]
            reach = rail_reach(board, tokens, state.rules, origin, ticket)
            reason = None if action.to in reach else "fod_rail_out_of_reach"
    if reason is not None:
        return Illegal(reason, origin=origin, to=action.to)
    if action.route != "rail" and action.ticket is not None:
        return Illegal("fod_ticket_only_by_rail")
    return None


def supply(change: Change, action: Supply) -> None:
    state = change.state
    figure = check_turn(state, action)
    if _in_castle(figure):
        raise Illegal("fod_not_in_castle")
    content = load_content()
    if figure.hospital:
        if action.event is not None:
            raise Illegal("fod_hospital_items_only")
        items = 1
    else:
        if action.event is None:
            raise Illegal("fod_event_symbol_needed")
        large = content.place(figure.location).kind == "large"
        items = content.hunters[action.hunter].supply_items_large_city if large else 0
    to_dracula = action.event == "dracula" and state.half == "night"
    dracula_events.check_title(state, action, to_dracula)
    gained = figure.but(
        items=figure.items + items, events=figure.events + (action.event == "hunter")
    )
    change.update(hunters=state.with_hunter(action.hunter, gained).hunters)
    change.note(
        "fod_supplied",
        hunter=action.hunter,
        items=items,
        event=action.event,
        deck_end="top" if state.half == "day" else "bottom",
    )
    if to_dracula:
        dracula_events.give_to_dracula(change, action.card)
    elif action.event == "dracula":
        change.note("fod_dracula_event_discarded", hunter=action.hunter)
    _check_hand_limit(change, action.hunter)
    _end_turn(change)


def _check_hand_limit(change: Change, hunter: HunterId) -> None:
    figure = change.state.hunter(hunter)
    rules = change.state.rules
    if (
        figure.items > rules.hunter_item_limit[hunter]
        or figure.events > rules.hunter_event_limit[hunter]
    ):
        change.note(
            "fod_over_hand_limit",
            hunter=hunter,
            items=figure.items,
            events=figure.events,
            item_limit=rules.hunter_item_limit[hunter],
            event_limit=rules.hunter_event_limit[hunter],
        )


def trade(change: Change, action: Trade) -> None:
    state = change.state
    figure = check_turn(state, action)
    if action.partner == action.hunter:
        raise Illegal("fod_trade_with_self")
    partner = state.hunter(action.partner)
    if partner.defeated:
        raise Illegal("fod_hunter_defeated", hunter=action.partner)
    content = load_content()
    leader = any(
        content.hunters[hunter].trades_events_anywhere for hunter in (action.hunter, action.partner)
    )
    events_moved = action.events_given or action.events_taken
    goods_moved = (
        action.items_given or action.items_taken or action.tickets_given or action.tickets_taken
    )
    if events_moved and not leader:
        raise Illegal("fod_events_not_tradeable")
    if events_moved and goods_moved:
        raise Illegal("fod_trade_events_or_items")
    same_place = (
        figure.location == partner.location
        and figure.hospital == partner.hospital
        and not _at_sea(figure)
    )
    if not same_place and not (leader and events_moved):
        raise Illegal("fod_trade_needs_same_city", partner=action.partner)
    counts = (action.items_given, action.items_taken, action.events_given, action.events_taken)
    if min(counts) < 0:
        raise Illegal("fod_negative_count")
    if action.items_given > figure.items or action.events_given > figure.events:
        raise Illegal("fod_not_enough_cards", hunter=action.hunter)
    if action.items_taken > partner.items or action.events_taken > partner.events:
        raise Illegal("fod_not_enough_cards", hunter=action.partner)
    given = _pick_tickets(figure.tickets, action.tickets_given)
    taken = _pick_tickets(partner.tickets, action.tickets_taken)
    limit = content.game.ticket_limit
    mine = _without(figure.tickets, action.tickets_given) + taken
    theirs = _without(partner.tickets, action.tickets_taken) + given
    if len(mine) > limit or len(theirs) > limit:
        raise Illegal("fod_ticket_limit", limit=limit)
    delta_items = action.items_taken - action.items_given
    delta_events = action.events_taken - action.events_given
    state = state.with_hunter(
        action.hunter,
        figure.but(
            items=figure.items + delta_items, events=figure.events + delta_events, tickets=mine
        ),
    )
    state = state.with_hunter(
        action.partner,
        partner.but(
            items=partner.items - delta_items, events=partner.events - delta_events, tickets=theirs
        ),
    )
    change.update(hunters=state.hunters)
    change.note(
        "fod_traded",
        hunter=action.hunter,
        partner=action.partner,
        items=[action.items_given, action.items_taken],
        events=[action.events_given, action.events_taken],
        tickets=[len(given), len(taken)],
    )
    _check_hand_limit(change, action.hunter)
    _check_hand_limit(change, action.partner)
    _end_turn(change)


def _pick_tickets(tickets: tuple[Ticket, ...], indices: tuple[int, ...]) -> tuple[Ticket, ...]:
    if len(set(indices)) != len(indices) or any(not 0 <= i < len(tickets) for i in indices):
        raise Illegal("fod_no_such_ticket", ticket=list(indices))
    return tuple(tickets[i] for i in indices)


def _without(tickets: tuple[Ticket, ...], indices: tuple[int, ...]) -> tuple[Ticket, ...]:
    return tuple(ticket for i, ticket in enumerate(tickets) if i not in indices)


def reserve_ticket(change: Change, action: ReserveTicket) -> None:
    state = change.state
    figure = check_turn(state, action)
    if _in_castle(figure):
        raise Illegal("fod_not_in_castle")
    content = load_content()
    room = content.game.ticket_limit - len(figure.tickets)
    if room <= 0:
        raise Illegal("fod_ticket_limit", limit=content.game.ticket_limit)
    count = min(room, content.hunters[action.hunter].tickets_per_reserve, len(state.ticket_pool))
    if count == 0:
        raise Illegal("fod_ticket_pool_empty")
    pool = list(state.ticket_pool)
    draws = state.ticket_draws
    if action.tickets:
        if len(action.tickets) != count:
            raise Illegal("fod_wrong_ticket_count", expected=count, given=len(action.tickets))
        drawn = []
        for ticket in action.tickets:
            if ticket not in pool:
                raise Illegal("fod_ticket_not_in_pool", ticket=list(ticket))
            pool.remove(ticket)
            drawn.append(ticket)
    else:
        drawn = []
        for _ in range(count):
            ordered = sorted(pool, key=lambda t: (t[0], -1 if t[1] is None else t[1]))
            ticket = ordered[
                SeededDraws(state.setup.tickets_seed, "tickets", draws).below(len(ordered))
            ]
            draws += 1
            pool.remove(ticket)
            drawn.append(ticket)
    change.update(
        ticket_pool=tuple(pool),
        ticket_draws=draws,
        hunters=state.with_hunter(
            action.hunter, figure.but(tickets=(*figure.tickets, *drawn))
        ).hunters,
    )
    change.note("fod_ticket_reserved", hunter=action.hunter, count=len(drawn))
    _end_turn(change)


def rest(change: Change, action: Rest) -> None:
    check_turn(change.state, action)
    damage_hunter(change, action.hunter, -1, "rest")
    _end_turn(change)


def search_spots(state: GameState, figure: Hunter) -> tuple[int, ...]:
    """Trail spaces (0-based) with encounters where the hunter stands, for a search."""
    if figure.hospital or is_sea(figure.location):
        return ()
    spots = spots_at(state, figure.location, lairs=False)
    return tuple(spot.index for spot in spots if hideout(state, spot).encounters)


def search(change: Change, action: Search) -> None:
    state = change.state
    figure = check_turn(state, action)
    if figure.location in state.tokens.fog:
        raise Illegal("fod_fog_blocks_search")
    spaces = search_spots(state, figure)
    if not spaces:
        raise Illegal("fod_nothing_to_search")
    content = load_content()
    found: list[str] = []
    fights = []
    for spot in spots_at(state, figure.location, lairs=False):
        home = hideout(change.state, spot).cards[0]
        for encounter in hideout(change.state, spot).encounters:
            vampire = content.is_vampire(encounter)
            damage = take_encounter(change, spot, encounter, may_return=vampire)
            found.append(encounter)
            if vampire:
                fights.append(vampire_fight(state, action.hunter, encounter, damage, home))
            else:
                discard(change, (encounter,))
    change.note("fod_searched", hunter=action.hunter, encounters=found)
    _end_turn(change)
    fight(change, fights)


def special(change: Change, action: Special) -> None:
    state = change.state
    figure = check_turn(state, action)
    if action.event_played:
        if figure.events < 1:
            raise Illegal("fod_no_event_in_hand", hunter=action.hunter)
        figure = figure.but(events=figure.events - 1)
        change.update(hunters=state.with_hunter(action.hunter, figure).hunters)
    change.note("fod_special_action", hunter=action.hunter, event_played=action.event_played)
    _end_turn(change)


def pass_turn(change: Change, action: PassTurn) -> None:
    state = change.state
    figure = check_turn(state, action)
    if not (_at_sea(figure) and state.half == "day") or hunter_moves(state, figure):
        raise Illegal("fod_must_act")
    change.note("fod_hunter_skips", hunter=action.hunter, reason="no_way")
    _end_turn(change)

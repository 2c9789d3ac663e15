"""The setup stages at the table: the lost books, the three-player walkway draft, the
walkway placement counter-clockwise from the last player (recorded piece by piece, or in
one step as placed by the rules), and the card deal.

The books and the walkways placed in one step are the whole table's doing, as the game's
contract has it (:mod:`sheets.sator.authority`): their events name the table, never the
seat of the device that happened to record them."""

from __future__ import annotations

from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition
from sheets.sator.actions import (
    BooksPlaced,
    DraftWalkway,
    PlaceWalkway,
    StartPlay,
    WalkwaysPlaced,
)
from sheets.sator.flow import check_not_over, with_player
from sheets.sator.seating import draft_order, incertus_hand_sizes, placement_order
from sheets.sator.state import Phase, TableState, Turn


def _check_phase(state: TableState, phase: Phase, reason: str) -> None:
    check_not_over(state)
    if state.phase != phase:
        raise Illegal(reason, phase=state.phase)


def books_placed(state: TableState, action: BooksPlaced) -> Transition:
    _check_phase(state, "books", "sat_not_placing_books")
    following: Phase = "draft" if state.draft_pool else "placement"
    events = [
        Event("sat_books_placed", by_table=True),
        Event("sat_stage_started", None, {"stage": following}),
    ]
    return Transition(state.but(phase=following), tuple(events))


def next_drafter(state: TableState) -> int:
    """The seat whose pick it is in the walkway draft."""
    order = draft_order(state.seat_count, state.setup.first_player)
    return order[len(order) - len(state.draft_pool)]


def draft_walkway(state: TableState, action: DraftWalkway) -> Transition:
    """A pick from the pool; the last piece goes to its player without asking."""
    _check_phase(state, "draft", "sat_not_drafting")
    drafter = next_drafter(state)
    if action.seat != drafter:
        raise Illegal("sat_not_your_pick", player=state.name(drafter))
    if action.piece not in state.draft_pool:
        raise Illegal("sat_not_in_draft_pool", piece=action.piece)
    events = [Event("sat_walkway_drafted", action.seat, {"piece": action.piece})]
    state = _give(state, action.seat, action.piece)
    if len(state.draft_pool) == 1:
        last, seat = state.draft_pool[0], next_drafter(state)
        state = _give(state, seat, last)
        events.append(Event("sat_last_walkway_given", seat, {"piece": last}))
    if not state.draft_pool:
        state = state.but(phase="placement")
        events.append(Event("sat_stage_started", None, {"stage": "placement"}))
    return Transition(state, tuple(events))


def _give(state: TableState, seat: int, piece: str) -> TableState:
    player = state.players[seat]
    state = state.but(draft_pool=tuple(p for p in state.draft_pool if p != piece))
    return with_player(state, seat, player.but(walkways=(*player.walkways, piece)))


def next_placer(state: TableState) -> int:
    """The seat whose turn it is to lay a walkway."""
    order = placement_order(state.seat_count, state.setup.first_player)
    return order[len(order) - state.walkways_left_to_place]


def place_walkway(state: TableState, action: PlaceWalkway) -> Transition:
    """One walkway laid; after the last one the Incertus Movet cards are dealt by seat."""
    _check_phase(state, "placement", "sat_not_placing_walkways")
    placer = next_placer(state)
    if action.seat != placer:
        raise Illegal("sat_not_your_placement", player=state.name(placer))
    player = state.players[action.seat]
    if action.piece not in player.walkways:
        raise Illegal("sat_walkway_not_yours", piece=action.piece)
    state = with_player(
        state,
        action.seat,
        player.but(walkways=tuple(p for p in player.walkways if p != action.piece)),
    )
    left = state.walkways_left_to_place
    events = [Event("sat_walkway_placed", action.seat, {"piece": action.piece, "left": left})]
    if left == 0:
        state = _deal_cards(state, events)
    return Transition(state, tuple(events))


def walkways_placed(state: TableState, action: WalkwaysPlaced) -> Transition:
    """Every walkway laid at once, drafted or not: nothing later asks who laid which, so
    the table may skip the record piece by piece; then the cards are dealt."""
    check_not_over(state)
    if state.phase not in ("draft", "placement"):
        raise Illegal("sat_not_placing_walkways", phase=state.phase)
    events = [Event("sat_walkways_placed", by_table=True)]
    players = tuple(player.but(walkways=()) for player in state.players)
    state = _deal_cards(state.but(players=players, draft_pool=()), events)
    return Transition(state, tuple(events))


def _deal_cards(state: TableState, events: list[Event]) -> TableState:
    sizes = incertus_hand_sizes(state.seat_count, state.setup.first_player)
    players = tuple(
        player.but(incertus=size) for player, size in zip(state.players, sizes, strict=True)
    )
    pile = state.rules.incertus_movet_cards - sum(sizes)
    events.append(Event("sat_stage_started", None, {"stage": "deal"}))
    events += [Event("sat_cards_dealt", seat, {"count": size}) for seat, size in enumerate(sizes)]
    return state.but(phase="deal", players=players, incertus_pile=pile)


def start_play(state: TableState, action: StartPlay) -> Transition:
    _check_phase(state, "deal", "sat_not_dealing")
    first = state.setup.first_player
    state = state.but(phase="play", round=1, turn_number=1, turn=Turn(seat=first))
    events = (
        Event("sat_stage_started", None, {"stage": "play"}),
        Event("sat_round_started", None, {"round": 1}),
        Event("sat_turn_started", first, {"round": 1}),
    )
    return Transition(state, events)

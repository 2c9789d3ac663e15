"""``initial`` and ``apply`` for SATOR: each action checked against the rules and folded
into a new table state, with the events it caused."""

from __future__ import annotations

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.registry import Transition
from sheets.sator.actions import (
    BooksPlaced,
    CollectBook,
    DraftWalkway,
    Draw,
    EndTurn,
    Exchange,
    NextStep,
    PlaceWalkway,
    PlayMoves,
    PlayPrayer,
    PlayRotas,
    RemoveGargoyle,
    SearchExchange,
    StartPlay,
    UseFreeAction,
    WalkwaysPlaced,
)
from sheets.sator.cards import play_incertus, play_prayer
from sheets.sator.flow import check_seat
from sheets.sator.preparation import (
    books_placed,
    draft_walkway,
    place_walkway,
    start_play,
    walkways_placed,
)
from sheets.sator.setup import Setup
from sheets.sator.state import Player, TableState
from sheets.sator.turn import (
    collect_book,
    draw,
    end_turn,
    exchange,
    free_action,
    next_step,
    remove_gargoyle,
)


def initial(setup: Setup) -> TableState:
    """The table before the books are placed: each player holds the walkways dealt."""
    return TableState(
        setup=setup,
        rules=setup.rules(),
        phase="books",
        players=tuple(Player(walkways=hand) for hand in setup.walkways.hands),
        draft_pool=setup.walkways.draft_pool,
    )


def apply(state: TableState, action: Action) -> Transition:
    """The state after ``action``. :raises Illegal: naming the rule, and nothing changes."""
    check_seat(state, action.seat)
    match action:
        case BooksPlaced():
            return books_placed(state, action)
        case DraftWalkway():
            return draft_walkway(state, action)
        case PlaceWalkway():
            return place_walkway(state, action)
        case WalkwaysPlaced():
            return walkways_placed(state, action)
        case StartPlay():
            return start_play(state, action)
        case NextStep():
            return next_step(state, action)
        case Exchange() | SearchExchange():
            return exchange(state, action)
        case PlayRotas() | PlayMoves():
            return play_incertus(state, action)
        case PlayPrayer():
            return play_prayer(state, action)
        case UseFreeAction():
            return free_action(state, action)
        case RemoveGargoyle():
            return remove_gargoyle(state, action)
        case CollectBook():
            return collect_book(state, action)
        case Draw():
            return draw(state, action)
        case EndTurn():
            return end_turn(state, action)
    raise Illegal("sat_not_a_sator_action", action=action.TYPE)


def is_finished(state: TableState) -> bool:
    return state.phase == "finished"


__all__ = ["apply", "initial", "is_finished"]

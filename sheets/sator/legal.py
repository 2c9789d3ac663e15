"""The actions a SATOR seat may take now, and the seats the table waits for.

Each candidate is asked of :func:`~sheets.sator.rules.apply`, so the list never disagrees
with the rules. Where the table tells the app a free value, the list holds typical ones:
a card plays a walkway with no monk riding along, a prayer names the fewest walkways it
needs (the first ones on the board it may move), an exchange takes the lowest prayer of
the pile when it takes one, and a draw fills the hand, with at most one prayer.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from sheets.core.actions import Action
from sheets.core.registry import accepted_by
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
from sheets.sator.content import PIECE_MOVING_EFFECTS, PieceId, load_content
from sheets.sator.preparation import next_drafter, next_placer
from sheets.sator.rules import apply
from sheets.sator.state import TableState

# What a seat may send while the table waits for another: every walkway laid at once
# (the table's, during the draft or the placement), and a book its monk was moved over.
OUT_OF_TURN = frozenset({WalkwaysPlaced.TYPE, CollectBook.TYPE})


def legal_actions(state: TableState, seat: int) -> tuple[Action, ...]:
    player = state.players[seat]
    candidates: list[Action] = [
        BooksPlaced(seat=seat),
        *(DraftWalkway(seat=seat, piece=piece) for piece in state.draft_pool),
        *(PlaceWalkway(seat=seat, piece=piece) for piece in player.walkways),
        WalkwaysPlaced(seat=seat),
        StartPlay(seat=seat),
        CollectBook(seat=seat),
    ]
    if state.turn is not None and state.turn.seat == seat:
        candidates += _turn_actions(state, seat)
    return accepted_by(apply, state, candidates)


def awaiting(state: TableState) -> frozenset[int]:
    """The seat whose pick, placement or turn it is; everybody while a step of the setup
    on the real board is due; nobody once the game is won."""
    match state.phase:
        case "finished":
            return frozenset()
        case "draft":
            return frozenset({next_drafter(state)})
        case "placement":
            return frozenset({next_placer(state)})
        case "play":
            assert state.turn is not None
            return frozenset({state.turn.seat})
    return frozenset(range(state.seat_count))


def _turn_actions(state: TableState, seat: int) -> Iterator[Action]:
    rules = load_content().rules
    player = state.players[seat]
    on_board = tuple(piece for piece in load_content().pieces if piece not in state.removed)
    yield NextStep(seat=seat)
    yield EndTurn(seat=seat)
    takes = (None, *sorted(player.prayer_pile)[:1])
    for prayers in _discards(player.prayers, rules.exchange.simple.discard):
        for take in takes:
            yield Exchange(seat=seat, discard_prayers=prayers, take_prayer=take)
            yield SearchExchange(seat=seat, discard_prayers=prayers, take_prayer=take)
    for piece in on_board:
        for rotations in range(1, state.rules.rotas_max_rotations + 1):
            yield PlayRotas(seat=seat, piece=piece, rotations=rotations)
        for squares in range(1, state.rules.moves_max_squares + 1):
            yield PlayMoves(seat=seat, piece=piece, squares=squares)
        yield UseFreeAction(seat=seat, kind="slide", piece=piece)
        yield UseFreeAction(seat=seat, kind="rotate", piece=piece)
    yield UseFreeAction(seat=seat, kind="monk_step")
    yield from _prayers(state, seat, on_board)
    for owner, other in enumerate(state.players):
        if other.gargoyle.where == "board":
            colour = state.setup.seats[owner].colour
            for prayers in _discards(player.prayers, rules.gargoyle_removal_discard):
                yield RemoveGargoyle(seat=seat, colour=colour, discard_prayers=prayers)
    yield from _draws(state, seat)


def _discards(prayers: frozenset[int], most: int) -> Iterator[tuple[int, ...]]:
    for size in range(most + 1):
        yield from combinations(sorted(prayers), size)


def _prayers(state: TableState, seat: int, on_board: tuple[PieceId, ...]) -> Iterator[Action]:
    content = load_content()
    for number in sorted(state.players[seat].prayers):
        prayer = content.prayer(number)
        moves_pieces = prayer.effect in PIECE_MOVING_EFFECTS
        movable = tuple(
            piece for piece in on_board if not moves_pieces or state.gargoyle_on(piece) is None
        )
        for ap in state.rules.prayer_ap(number):
            yield PlayPrayer(seat=seat, prayer=number, ap=ap, pieces=movable[: prayer.min_pieces])


def _draws(state: TableState, seat: int) -> Iterator[Action]:
    player = state.players[seat]
    missing = load_content().rules.turn.hand_size - player.hand_size
    for incertus in range(missing + 1):
        yield Draw(seat=seat, incertus=incertus)
    for prayer in sorted(player.prayer_pile):
        for incertus in range(missing):
            yield Draw(seat=seat, incertus=incertus, prayers=(prayer,))

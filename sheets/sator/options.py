"""What a seat may do now, so that the UI can light up the buttons that work and say why
the others are grey.

Legality is asked of :func:`~sheets.sator.rules.apply` itself (with one representative
action per button or per walkway), so the options can never disagree with the rules; the
AP a card would cost comes from the same function the rules charge with.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any, Literal

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.registry import refusal_by
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
from sheets.sator.cards import card_cost, check_golden_rule, check_walkway
from sheets.sator.content import PIECE_MOVING_EFFECTS, PieceId, load_content
from sheets.sator.rules import apply
from sheets.sator.state import FreeAction, Phase, TableState

WalkwayUse = Literal["rotas", "moves", "free"]


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not allowed: translated by the UI as ``illegal.<reason>``."""

    reason: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, illegal: Illegal | None) -> Refusal | None:
        return None if illegal is None else cls(illegal.reason, dict(illegal.params))


@dataclass(frozen=True, slots=True)
class WalkwayChoice:
    """A walkway a ROTAS or MOVES card may move now: the rotations or squares the budget
    covers with no monk riding, and the monks already paid for on it this turn."""

    piece: PieceId
    amounts: tuple[int, ...]
    monks_paid: int


@dataclass(frozen=True, slots=True)
class PrayerChoice:
    """A prayer in hand that may be played: its printed AP levels the budget covers, and
    the walkways it may name (``least`` to ``most`` of them)."""

    prayer: int
    ap: tuple[int, ...]
    pieces: tuple[PieceId, ...]
    least: int
    most: int


@dataclass(frozen=True, slots=True)
class SeatOptions:
    """Every button of the seat. ``refused`` says why each button that offers nothing
    (named by its field here) is grey."""

    seat: int
    phase: Phase
    my_turn: bool
    books_placed: bool
    draft: tuple[PieceId, ...]
    place: tuple[PieceId, ...]
    walkways_placed: bool
    start_play: bool
    next_step: bool
    end_turn: bool
    exchange: bool
    search_exchange: bool
    discardable_prayers: tuple[int, ...]
    takeable_prayers: tuple[int, ...]
    rotas: tuple[WalkwayChoice, ...]
    moves: tuple[WalkwayChoice, ...]
    prayers: tuple[PrayerChoice, ...]
    free_actions: tuple[FreeAction, ...]
    free_walkways: tuple[PieceId, ...]
    remove_gargoyle: tuple[str, ...]
    collect_book: bool
    draw_incertus: int
    drawable_prayers: tuple[int, ...]
    refused: Mapping[str, Refusal]


def refusal(state: TableState, action: Action) -> Refusal | None:
    """Why ``action`` would be refused, or ``None`` when it is legal."""
    return Refusal.of(refusal_by(apply, state, action))


def options(state: TableState, seat: int) -> SeatOptions:
    refused: dict[str, Refusal] = {}

    def legal(button: str, action: Action) -> bool:
        why = refusal(state, action)
        if why is not None:
            refused.setdefault(button, why)
        return why is None

    player = state.players[seat]
    on_board = tuple(piece for piece in load_content().pieces if piece not in state.removed)
    exchange, discardable, takeable = _exchange(state, seat, Exchange, refused)
    search, search_discardable, search_takeable = _exchange(state, seat, SearchExchange, refused)
    free_walkways = _legal_walkways(
        state,
        seat,
        "free",
        on_board,
        lambda piece: UseFreeAction(seat=seat, kind="slide", piece=piece),
        "free_walkways",
        refused,
    )
    monk_step = legal("free_actions", UseFreeAction(seat=seat, kind="monk_step"))
    drawable_prayers = tuple(
        prayer
        for prayer in sorted(player.prayer_pile)
        if legal("drawable_prayers", Draw(seat=seat, prayers=(prayer,)))
    )
    found = SeatOptions(
        seat=seat,
        phase=state.phase,
        my_turn=state.turn is not None and state.turn.seat == seat and state.phase == "play",
        books_placed=legal("books_placed", BooksPlaced(seat=seat)),
        draft=tuple(
            piece
            for piece in state.draft_pool
            if legal("draft", DraftWalkway(seat=seat, piece=piece))
        ),
        place=tuple(
            piece
            for piece in player.walkways
            if legal("place", PlaceWalkway(seat=seat, piece=piece))
        ),
        walkways_placed=legal("walkways_placed", WalkwaysPlaced(seat=seat)),
        start_play=legal("start_play", StartPlay(seat=seat)),
        next_step=legal("next_step", NextStep(seat=seat)),
        end_turn=legal("end_turn", EndTurn(seat=seat)),
        exchange=exchange,
        search_exchange=search,
        discardable_prayers=tuple(sorted(set(discardable) | set(search_discardable))),
        takeable_prayers=tuple(sorted(set(takeable) | set(search_takeable))),
        rotas=_walkway_choices(state, seat, on_board, "rotas", refused),
        moves=_walkway_choices(state, seat, on_board, "moves", refused),
        prayers=_prayer_choices(state, seat, on_board, refused),
        free_actions=(
            *(("monk_step",) if monk_step else ()),
            *(("slide", "rotate") if free_walkways else ()),
        ),
        free_walkways=free_walkways,
        remove_gargoyle=_removable_gargoyles(state, seat, refused),
        collect_book=legal("collect_book", CollectBook(seat=seat)),
        draw_incertus=_drawable_incertus(state, seat, legal),
        drawable_prayers=drawable_prayers,
        refused=refused,
    )
    # A button that offers something is not grey, whatever some of its choices met.
    return replace(
        found, refused={name: why for name, why in refused.items() if not getattr(found, name)}
    )


def _discard_choices(prayers: frozenset[int], most: int) -> Iterator[tuple[int, ...]]:
    for size in range(most + 1):
        yield from combinations(sorted(prayers), size)


def _exchange(
    state: TableState,
    seat: int,
    kind: type[Exchange] | type[SearchExchange],
    refused: dict[str, Refusal],
) -> tuple[bool, tuple[int, ...], tuple[int, ...]]:
    """Whether some exchange of this kind is legal, the prayers that some legal exchange
    discards, and the prayers one may take (all prayers of the pile are alike here)."""
    button = "exchange" if kind is Exchange else "search_exchange"
    player = state.players[seat]
    pile = sorted(player.prayer_pile)
    takes: list[int | None] = [None, *pile[:1]]
    discard = load_content().rules.exchange.simple.discard
    discardable: set[int] = set()
    legal_takes: set[int | None] = set()
    for prayers in _discard_choices(player.prayers, discard):
        for take in takes:
            why = refusal(state, kind(seat=seat, discard_prayers=prayers, take_prayer=take))
            if why is None:
                discardable |= set(prayers)
                legal_takes.add(take)
            else:
                refused.setdefault(button, why)
    if not legal_takes:
        return False, (), ()
    takeable = tuple(pile) if pile and pile[0] in legal_takes else ()
    return True, tuple(sorted(discardable)), takeable


def _walkway_refusal(state: TableState, use: WalkwayUse, piece: PieceId) -> Refusal | None:
    """Why the rules' walkway checks refuse ``piece`` for this use: the only part of a
    card play's legality that differs from one walkway to another."""
    turn = state.turn
    assert turn is not None
    try:
        check_walkway(state, piece)
        if use != "free":
            check_golden_rule(state, turn, use, piece)
    except Illegal as illegal:
        return Refusal.of(illegal)
    return None


def _legal_walkways(
    state: TableState,
    seat: int,
    use: WalkwayUse,
    on_board: tuple[PieceId, ...],
    play: Callable[[PieceId], Action],
    button: str,
    refused: dict[str, Refusal],
) -> tuple[PieceId, ...]:
    """The walkways ``play`` is legal on: the walkway checks for each, and ``apply`` for
    one of them, which answers for the rest (nothing else depends on the walkway)."""
    if state.turn is None or state.turn.seat != seat:
        why = refusal(state, play(on_board[0]))
        assert why is not None
        refused[button] = why
        return ()
    pieces = []
    for piece in on_board:
        why = _walkway_refusal(state, use, piece)
        if why is None:
            pieces.append(piece)
        else:
            refused.setdefault(button, why)
    if pieces:
        why = refusal(state, play(pieces[0]))
        if why is not None:
            refused[button] = why
            return ()
    return tuple(pieces)


def _walkway_choices(
    state: TableState,
    seat: int,
    on_board: tuple[PieceId, ...],
    use: WalkwayUse,
    refused: dict[str, Refusal],
) -> tuple[WalkwayChoice, ...]:
    rules = state.rules
    most = rules.rotas_max_rotations if use == "rotas" else rules.moves_max_squares

    def play(piece: PieceId, amount: int = 1) -> PlayRotas | PlayMoves:
        if use == "rotas":
            return PlayRotas(seat=seat, piece=piece, rotations=amount)
        return PlayMoves(seat=seat, piece=piece, squares=amount)

    pieces = _legal_walkways(state, seat, use, on_board, play, use, refused)
    if not pieces:
        return ()
    turn = state.turn
    assert turn is not None
    # The rules' own price list; with no monk riding it is the same for every walkway.
    amounts = tuple(
        amount
        for amount in range(1, most + 1)
        if card_cost(state, play(pieces[0], amount))[0] <= state.ap_left
    )
    return tuple(WalkwayChoice(piece, amounts, turn.monks_paid_on(piece)) for piece in pieces)


def _prayer_choices(
    state: TableState, seat: int, on_board: tuple[PieceId, ...], refused: dict[str, Refusal]
) -> tuple[PrayerChoice, ...]:
    content = load_content()
    player = state.players[seat]
    choices = []
    for number in sorted(player.prayers):
        prayer = content.prayer(number)
        movable = prayer.effect in PIECE_MOVING_EFFECTS
        pieces = tuple(
            piece
            for piece in on_board
            if prayer.max_pieces and (not movable or state.gargoyle_on(piece) is None)
        )
        chosen = pieces[: prayer.min_pieces]
        levels = tuple(
            ap
            for ap in state.rules.prayer_ap(number)
            if _legal_prayer(state, seat, number, ap, chosen, refused)
        )
        if levels:
            choices.append(
                PrayerChoice(number, levels, pieces, prayer.min_pieces, prayer.max_pieces)
            )
    if not player.prayers:
        refused.setdefault("prayers", Refusal("sat_no_prayer_in_hand"))
    return tuple(choices)


def _legal_prayer(
    state: TableState,
    seat: int,
    prayer: int,
    ap: int,
    pieces: tuple[PieceId, ...],
    refused: dict[str, Refusal],
) -> bool:
    why = refusal(state, PlayPrayer(seat=seat, prayer=prayer, ap=ap, pieces=pieces))
    if why is not None:
        refused.setdefault("prayers", why)
    return why is None


def _removable_gargoyles(
    state: TableState, seat: int, refused: dict[str, Refusal]
) -> tuple[str, ...]:
    player = state.players[seat]
    cards = load_content().rules.gargoyle_removal_discard
    on_board = [
        state.setup.seats[owner].colour
        for owner, other in enumerate(state.players)
        if other.gargoyle.where == "board"
    ]
    if not on_board:
        refused["remove_gargoyle"] = Refusal("sat_no_gargoyle_on_board")
    removable = []
    for colour in on_board:
        reasons = [
            refusal(state, RemoveGargoyle(seat=seat, colour=colour, discard_prayers=prayers))
            for prayers in _discard_choices(player.prayers, cards)
        ]
        if None in reasons:
            removable.append(colour)
        else:
            refused.setdefault("remove_gargoyle", next(r for r in reasons if r is not None))
    return tuple(removable)


def _drawable_incertus(state: TableState, seat: int, legal: Callable[[str, Action], bool]) -> int:
    """The most Incertus Movet cards the seat may draw now (0 when it may not draw)."""
    if not legal("draw_incertus", Draw(seat=seat, incertus=1)):
        return 0
    size = load_content().rules.turn.hand_size
    return min(size - state.players[seat].hand_size, state.incertus_pile + state.incertus_discard)

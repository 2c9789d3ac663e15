"""What players do in SATOR, as loggable actions.

The app does not see the board, so an action says what the table did: which walkway a
card moved and how many monks rode on it, which prayer was drawn from a player's own
Liber Fidei pile. Which prayers a player drew is secret: it is in the action (the
player's own device sends it) but never in the events or in another seat's view.
"""

from __future__ import annotations

from dataclasses import dataclass

from sheets.core.actions import Action, register_action
from sheets.sator.content import PieceId, Step
from sheets.sator.state import FreeAction


@register_action("sat.books_placed")
@dataclass(frozen=True, slots=True, kw_only=True)
class BooksPlaced(Action):
    """The lost books lie where the positioning cards show (setup stage 1)."""


@register_action("sat.draft")
@dataclass(frozen=True, slots=True, kw_only=True)
class DraftWalkway(Action):
    """Three players: the seat whose pick it is takes ``piece`` from the pool."""

    piece: PieceId


@register_action("sat.place")
@dataclass(frozen=True, slots=True, kw_only=True)
class PlaceWalkway(Action):
    """The seat whose placement it is has laid ``piece``, one of its own, on the board."""

    piece: PieceId


@register_action("sat.walkways_placed")
@dataclass(frozen=True, slots=True, kw_only=True)
class WalkwaysPlaced(Action):
    """Every walkway lies on the board, placed as the rules say (after the three-player
    draft): the table records the placement in one step instead of piece by piece."""


@register_action("sat.start")
@dataclass(frozen=True, slots=True, kw_only=True)
class StartPlay(Action):
    """Cards are dealt, monks stand on their starting squares: the first turn begins."""


@register_action("sat.next_step")
@dataclass(frozen=True, slots=True, kw_only=True)
class NextStep(Action):
    """The active player is done with the current step of the turn.

    ``leaving`` is the step the button was tapped in: once the turn is past it, the
    action is refused, so that a second tap (or a second device) does not skip the next
    step too. ``None`` (logs from before) is not checked.
    """

    leaving: Step | None = None


@register_action("sat.exchange")
@dataclass(frozen=True, slots=True, kw_only=True)
class Exchange(Action):
    """Step 1 for 1 AP: discard two cards (these prayers, the rest Incertus Movet) and take
    the top card of the Incertus Movet pile, or of the own Liber Fidei pile, which turned
    out to be ``take_prayer``."""

    discard_prayers: tuple[int, ...] = ()
    take_prayer: int | None = None


@register_action("sat.search_exchange")
@dataclass(frozen=True, slots=True, kw_only=True)
class SearchExchange(Action):
    """Step 1 for 2 AP: discard two cards, at least one a prayer, search the Incertus
    Movet pile or the own Liber Fidei pile for any card (``take_prayer``), and shuffle it."""

    discard_prayers: tuple[int, ...] = ()
    take_prayer: int | None = None


@register_action("sat.rotas")
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayRotas(Action):
    """Step 2: a ROTAS card of the walkway's shape turns ``piece`` once or twice;
    ``monks`` rode on it."""

    piece: PieceId
    rotations: int = 1
    monks: int = 0


@register_action("sat.moves")
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayMoves(Action):
    """Step 2: a MOVES card of the walkway's material slides ``piece`` by ``squares``;
    ``monks`` rode on it."""

    piece: PieceId
    squares: int
    monks: int = 0


@register_action("sat.prayer")
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayPrayer(Action):
    """Step 2: a Liber Fidei prayer from the hand, paid ``ap``, acting on ``pieces``
    (the walkway the gargoyle sits on, or the walkways moved or removed). The table says
    whether a monk stands, or a book lies, on any of those walkways: some prayers need
    them empty."""

    prayer: int
    ap: int
    pieces: tuple[PieceId, ...] = ()
    monk_on_walkways: bool = False
    book_on_walkways: bool = False


@register_action("sat.free_action")
@dataclass(frozen=True, slots=True, kw_only=True)
class UseFreeAction(Action):
    """The turn's one free action: the monk steps one square, or a walkway (``piece``)
    with no monk on it slides one square or turns; ``monks`` stand on that walkway."""

    kind: FreeAction
    piece: PieceId | None = None
    monks: int = 0


@register_action("sat.remove_gargoyle")
@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveGargoyle(Action):
    """In the own turn, discard three cards (these prayers, the rest Incertus Movet) to send
    the gargoyle of ``colour`` back to the box."""

    colour: str
    discard_prayers: tuple[int, ...] = ()


@register_action("sat.book")
@dataclass(frozen=True, slots=True, kw_only=True)
class CollectBook(Action):
    """The seat's monk walked over one of its own lost books and took it."""


@register_action("sat.draw")
@dataclass(frozen=True, slots=True, kw_only=True)
class Draw(Action):
    """Step 5: cards drawn towards six, ``incertus`` from the common pile and these
    ``prayers`` from the own Liber Fidei pile."""

    incertus: int = 0
    prayers: tuple[int, ...] = ()


@register_action("sat.end_turn")
@dataclass(frozen=True, slots=True, kw_only=True)
class EndTurn(Action):
    """The active player's turn is over; unspent AP are lost and play passes left."""

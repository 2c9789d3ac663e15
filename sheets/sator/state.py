"""The state of a SATOR table: the setup stage reached, each player's cards, books and
gargoyle, the walkways taken off the board, the card piles, and the turn being played.

Everything is frozen. The app does not track positions on the board (the grid is in no
source): it keeps the books the rules need, and the players move the pieces.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sheets.core.frozen import Copyable
from sheets.sator.content import STEPS, PieceId, Step, load_content
from sheets.sator.house_rules import HouseRules
from sheets.sator.setup import Setup

Phase = Literal["books", "draft", "placement", "deal", "play", "finished"]
FreeAction = Literal["monk_step", "slide", "rotate"]
Card = Literal["rotas", "moves", "prayer"]
GargoyleWhere = Literal["supply", "board", "box"]


@dataclass(frozen=True, slots=True)
class Gargoyle:
    """A player's gargoyle: in their supply, on a walkway, or back in the box for good."""

    where: GargoyleWhere = "supply"
    piece: PieceId | None = None


@dataclass(frozen=True, slots=True)
class Play:
    """A card laid in front of the active player this turn, with what was paid for it.

    ``amount`` is the rotations (ROTAS) or squares (MOVES); ``pieces`` the walkways the
    card acted on; ``surcharge`` the part of ``ap`` paid for monks carried.
    """

    card: Card
    pieces: tuple[PieceId, ...]
    ap: int
    amount: int = 0
    surcharge: int = 0
    prayer: int | None = None


@dataclass(frozen=True)
class Player(Copyable):
    """One player's cards, books and gargoyle.

    ``prayers`` are the Liber Fidei cards in hand (secret); ``used`` those face up in
    front of the player, played or exchanged away, in the order that happened.
    """

    incertus: int = 0
    prayers: frozenset[int] = frozenset()
    used: tuple[int, ...] = ()
    books: int = 0
    walkways: tuple[PieceId, ...] = ()
    gargoyle: Gargoyle = Gargoyle()

    @property
    def hand_size(self) -> int:
        return self.incertus + len(self.prayers)

    @property
    def prayer_pile(self) -> frozenset[int]:
        """The prayers still in the player's face-down Liber Fidei pile."""
        return frozenset(load_content().prayer_numbers) - self.prayers - set(self.used)


@dataclass(frozen=True)
class Turn(Copyable):
    """The turn being played: its step, the AP spent, the cards laid, the free action."""

    seat: int
    step: Step = "exchange"
    ap_spent: int = 0
    plays: tuple[Play, ...] = ()
    free_action: FreeAction | None = None
    # Monks whose surcharge is already paid, per walkway: it is paid once per turn.
    monks_paid: tuple[tuple[PieceId, int], ...] = ()
    # The seats whose monk took one of its books this turn, one entry per book.
    books_taken: tuple[int, ...] = ()

    @property
    def step_index(self) -> int:
        return STEPS.index(self.step)

    @property
    def incertus_played(self) -> int:
        return sum(play.card != "prayer" for play in self.plays)

    @property
    def prayers_played(self) -> tuple[int, ...]:
        return tuple(play.prayer for play in self.plays if play.prayer is not None)

    def monks_paid_on(self, piece: PieceId) -> int:
        return next((monks for paid, monks in self.monks_paid if paid == piece), 0)

    def prayer_effects(self) -> frozenset[str]:
        content = load_content()
        return frozenset(content.prayer(number).effect for number in self.prayers_played)

    @property
    def monk_locked(self) -> bool:
        """Mihi in dies was played: the player's monk does not move this turn."""
        return "move_pieces_lock_monk" in self.prayer_effects()

    @property
    def monk_moved_outside_step(self) -> bool:
        """The monk moved by the free action or by a prayer of its own player."""
        return self.free_action == "monk_step" or bool(
            self.prayer_effects() & {"move_own_monk", "jump_own_monk"}
        )

    @property
    def incertus_in_front(self) -> int:
        """Played Incertus Movet cards lie in front of the player until step 4 ends."""
        return self.incertus_played if self.step_index <= STEPS.index("discard") else 0

    @property
    def movement_points(self) -> int:
        """Squares the monk may walk in step 3: one per Incertus Movet card played."""
        return 0 if self.monk_locked else self.incertus_played

    def own_monk_squares(self) -> int:
        """The most squares the active player's monk can have moved so far this turn: its
        movement points once step 3 has begun, the free step, and its own prayers (a jump
        lands on one square). Each book it took lay on a square it passed or stopped on."""
        content = load_content()
        squares = self.movement_points if self.step_index >= STEPS.index("move") else 0
        if self.free_action == "monk_step":
            squares += 1
        for number in self.prayers_played:
            prayer = content.prayer(number)
            if prayer.effect == "move_own_monk" and prayer.squares is not None:
                squares += prayer.squares[1]
            elif prayer.effect == "jump_own_monk":
                squares += 1
        return squares

    def books_of(self, seat: int) -> int:
        """Books ``seat``'s monk took this turn."""
        return self.books_taken.count(seat)


@dataclass(frozen=True)
class TableState(Copyable):
    """The whole table. ``turn`` is ``None`` until play starts."""

    setup: Setup
    rules: HouseRules
    phase: Phase
    players: tuple[Player, ...]
    draft_pool: tuple[PieceId, ...] = ()
    removed: frozenset[PieceId] = frozenset()
    incertus_pile: int = 0
    incertus_discard: int = 0
    round: int = 0
    turn_number: int = 0
    turn: Turn | None = None
    winner: int | None = None

    @property
    def seat_count(self) -> int:
        return len(self.players)

    @property
    def ap_left(self) -> int:
        if self.turn is None:
            return 0
        return load_content().rules.turn.action_points - self.turn.ap_spent

    def name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def seat_of_colour(self, colour: str) -> int | None:
        colours = self.setup.colours_in_play
        return colours.index(colour) if colour in colours else None

    def gargoyle_on(self, piece: PieceId) -> int | None:
        """The seat whose gargoyle sits on ``piece``, if any."""
        return next(
            (
                seat
                for seat, player in enumerate(self.players)
                if player.gargoyle.where == "board" and player.gargoyle.piece == piece
            ),
            None,
        )

    @property
    def walkways_left_to_place(self) -> int:
        return sum(len(player.walkways) for player in self.players)

    @property
    def incertus_in_front(self) -> int:
        """Incertus Movet cards the active player has played and not yet discarded."""
        return self.turn.incertus_in_front if self.turn else 0

"""What one seat's device shows. Everything at a SATOR table is public except the cards in
a hand: which Liber Fidei prayers a player holds (and so which are left in their pile) is
seen only by that player. Hand sizes are public: the card backs are on the table."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from sheets.sator.checklist import SetupChecklist, checklist
from sheets.sator.content import STEPS, PieceId, Step, load_content
from sheets.sator.house_rules import unverified_in_use
from sheets.sator.preparation import next_drafter, next_placer
from sheets.sator.reminders import Reminder, reminders
from sheets.sator.seating import player_number
from sheets.sator.state import FreeAction, Gargoyle, Phase, Play, TableState

StepStatus = Literal["done", "current", "todo"]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player as everybody sees them."""

    seat: int
    name: str
    colour: str
    number: int
    books: int
    hand_size: int
    prayers_in_hand: int
    prayers_used: tuple[int, ...]
    prayer_pile: int
    gargoyle: Gargoyle
    walkways_to_place: int


@dataclass(frozen=True, slots=True)
class HandView:
    """The seat's own hand: secret from everybody else."""

    incertus: int
    prayers: tuple[int, ...]
    prayer_pile: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StepView:
    step: Step
    status: StepStatus


@dataclass(frozen=True, slots=True)
class TurnView:
    """The turn being played, as the budget and the steps tell it."""

    seat: int
    name: str
    round: int
    turn_number: int
    step: Step
    steps: tuple[StepView, ...]
    ap_total: int
    ap_spent: int
    ap_left: int
    plays: tuple[Play, ...]
    free_action: FreeAction | None
    incertus_played: int
    movement_points: int
    monk_locked: bool
    prayers_locked: bool


@dataclass(frozen=True, slots=True)
class SeatView:
    """``to_act`` is the seat the table waits for (the drafter, the placer, the active
    player), or ``None`` when anybody may go on (or nobody: the game is over)."""

    seat: int
    phase: Phase
    checklist: SetupChecklist
    to_act: int | None
    turn: TurnView | None
    players: tuple[PlayerView, ...]
    hand: HandView
    draft_pool: tuple[PieceId, ...]
    removed: tuple[PieceId, ...]
    incertus_pile: int
    incertus_discard: int
    winner: int | None
    reminders: tuple[Reminder, ...]
    unverified: tuple[str, ...]


def view(state: TableState, seat: int) -> SeatView:
    own = state.players[seat]
    return SeatView(
        seat=seat,
        phase=state.phase,
        checklist=checklist(state.setup),
        to_act=_to_act(state),
        turn=_turn_view(state),
        players=tuple(_player_view(state, other) for other in range(state.seat_count)),
        hand=HandView(
            incertus=own.incertus,
            prayers=tuple(sorted(own.prayers)),
            prayer_pile=tuple(sorted(own.prayer_pile)),
        ),
        draft_pool=state.draft_pool,
        removed=tuple(sorted(state.removed)),
        incertus_pile=state.incertus_pile,
        incertus_discard=state.incertus_discard,
        winner=state.winner,
        reminders=reminders(state),
        unverified=unverified_in_use(state.rules),
    )


def public_view(state: TableState) -> SeatView:
    """The table as a device playing none of the seats may see it: as the seat whose turn
    it is (the first seat's before play) sees it, without that seat's cards in hand."""
    seat = state.turn.seat if state.turn is not None else 0
    return replace(view(state, seat), hand=HandView(incertus=0, prayers=(), prayer_pile=()))


def _to_act(state: TableState) -> int | None:
    match state.phase:
        case "draft":
            return next_drafter(state)
        case "placement":
            return next_placer(state)
        case "play":
            return state.turn.seat if state.turn else None
    return None


def _player_view(state: TableState, seat: int) -> PlayerView:
    player = state.players[seat]
    return PlayerView(
        seat=seat,
        name=state.name(seat),
        colour=state.setup.seats[seat].colour,
        number=player_number(state.seat_count, state.setup.first_player, seat),
        books=player.books,
        hand_size=player.hand_size,
        prayers_in_hand=len(player.prayers),
        prayers_used=player.used,
        prayer_pile=len(player.prayer_pile),
        gargoyle=player.gargoyle,
        walkways_to_place=len(player.walkways),
    )


def _turn_view(state: TableState) -> TurnView | None:
    turn = state.turn
    if turn is None:
        return None
    turn_rules = load_content().rules.turn
    return TurnView(
        seat=turn.seat,
        name=state.name(turn.seat),
        round=state.round,
        turn_number=state.turn_number,
        step=turn.step,
        steps=tuple(
            StepView(
                step,
                "done" if index < turn.step_index else "current" if step == turn.step else "todo",
            )
            for index, step in enumerate(STEPS)
        ),
        ap_total=turn_rules.action_points,
        ap_spent=turn.ap_spent,
        ap_left=state.ap_left,
        plays=turn.plays,
        free_action=turn.free_action,
        incertus_played=turn.incertus_played,
        movement_points=turn.movement_points,
        monk_locked=turn.monk_locked,
        prayers_locked=state.round <= turn_rules.prayer_lock_rounds,
    )

"""The mechanics every turn action shares: whose turn it is, the fixed order of the steps,
the action-point budget, and the Incertus Movet pile with its reshuffles.

Each helper either returns a new state (and appends what happened to ``events``) or
raises :class:`Illegal`; callers build their result from these, so a refused action never
leaves a half-changed state behind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.sator.content import STEPS, Step, load_content
from sheets.sator.state import Player, TableState, Turn


def check_seat(state: TableState, seat: int) -> None:
    if not 0 <= seat < state.seat_count:
        raise Illegal("sat_no_such_seat", seat=seat, seats=state.seat_count)


def check_not_over(state: TableState) -> None:
    if state.winner is not None:
        raise Illegal("sat_game_over", winner=state.name(state.winner))


def check_in_play(state: TableState) -> Turn:
    """The turn being played. :raises Illegal: before play starts or after the game ends."""
    check_not_over(state)
    if state.turn is None:
        raise Illegal("sat_setup_not_done", phase=state.phase)
    return state.turn


def active_turn(state: TableState, seat: int) -> Turn:
    """The turn, when it is ``seat``'s. :raises Illegal: otherwise."""
    turn = check_in_play(state)
    if seat != turn.seat:
        raise Illegal("sat_not_your_turn", player=state.name(turn.seat))
    return turn


def step_number(step: Step) -> int:
    """The number the rules give a step of the turn, from 1."""
    return STEPS.index(step) + 1


def step_passed(step: Step, current: Step) -> Illegal:
    return Illegal(
        "sat_step_passed",
        step=step,
        step_number=step_number(step),
        current=current,
        current_number=step_number(current),
    )


def enter_step(state: TableState, step: Step, events: list[Event]) -> TableState:
    """The state with the turn at ``step``, passing (and doing) the steps in between.

    Leaving step 4 puts the Incertus Movet cards played this turn on the discard pile.
    :raises Illegal: ``sat_step_passed`` when the turn is already beyond ``step``.
    """
    turn = check_in_play(state)
    target = STEPS.index(step)
    if turn.step_index > target:
        raise step_passed(step, turn.step)
    while turn.step_index < target:
        if turn.step == "discard" and turn.incertus_played:
            state = state.but(incertus_discard=state.incertus_discard + turn.incertus_played)
            events.append(Event("sat_cards_discarded", turn.seat, {"count": turn.incertus_played}))
        turn = turn.but(step=STEPS[turn.step_index + 1])
        events.append(
            Event(
                "sat_step_started",
                turn.seat,
                {"step": turn.step, "step_number": step_number(turn.step)},
            )
        )
    return state.but(turn=turn)


def spend(state: TableState, ap: int) -> TableState:
    """The state with ``ap`` taken from the turn's budget.

    :raises Illegal: ``sat_not_enough_ap`` when the budget does not cover it.
    """
    turn = check_in_play(state)
    if ap > state.ap_left:
        raise Illegal("sat_not_enough_ap", cost=ap, left=state.ap_left)
    return state.but(turn=turn.but(ap_spent=turn.ap_spent + ap))


def with_player(state: TableState, seat: int, player: Player) -> TableState:
    players = list(state.players)
    players[seat] = player
    return state.but(players=tuple(players))


def take_incertus(state: TableState, cards: int, events: list[Event]) -> TableState:
    """The state with ``cards`` taken from the Incertus Movet pile (not yet given to
    anybody); an empty pile is first replaced by the shuffled discard pile.

    :raises Illegal: ``sat_incertus_exhausted`` when pile and discards together run out.
    """
    pile, discard = state.incertus_pile, state.incertus_discard
    if cards > pile + discard:
        raise Illegal("sat_incertus_exhausted", wanted=cards, left=pile + discard)
    if cards > pile:
        cards -= pile
        pile, discard = discard, 0
        events.append(Event("sat_pile_reshuffled", None, {"count": pile}))
    return state.but(incertus_pile=pile - cards, incertus_discard=discard)


def discard_from_hand(
    state: TableState, seat: int, cards: int, prayers: tuple[int, ...]
) -> tuple[TableState, Player]:
    """The state and player after ``cards`` cards left the hand: ``prayers`` face up in
    front of the player for good, the rest Incertus Movet onto the discard pile.

    :raises Illegal: when the hand does not hold those cards.
    """
    player = state.players[seat]
    if len(prayers) > cards:
        raise Illegal("sat_discard_count", cards=cards, listed=len(prayers))
    check_prayers_in_hand(player, prayers)
    incertus = cards - len(prayers)
    if incertus > player.incertus:
        raise Illegal("sat_not_enough_cards", needed=incertus, held=player.incertus)
    player = player.but(
        incertus=player.incertus - incertus,
        prayers=player.prayers - set(prayers),
        used=(*player.used, *prayers),
    )
    state = state.but(incertus_discard=state.incertus_discard + incertus)
    return state, player


def check_prayers_in_hand(player: Player, prayers: Iterable[int]) -> None:
    def in_hand(prayer: int) -> None:
        if prayer in player.used:
            raise Illegal("sat_prayer_used", prayer=prayer)
        if prayer not in player.prayers:
            raise Illegal("sat_prayer_not_in_hand", prayer=prayer)

    _check_prayers(prayers, in_hand)


def check_prayers_in_pile(player: Player, prayers: Iterable[int]) -> None:
    def in_pile(prayer: int) -> None:
        if prayer not in player.prayer_pile:
            raise Illegal("sat_prayer_not_in_pile", prayer=prayer)

    _check_prayers(prayers, in_pile)


def _check_prayers(prayers: Iterable[int], where: Callable[[int], None]) -> None:
    """Each prayer named once, a prayer of the game, and where ``where`` checks it is; the
    prayers are checked one after another, so the first one at fault is named."""
    listed = list(prayers)
    if len(set(listed)) != len(listed):
        raise Illegal("sat_prayer_repeated", prayers=listed)
    for prayer in listed:
        if prayer not in load_content().prayer_numbers:
            raise Illegal("sat_no_such_prayer", prayer=prayer)
        where(prayer)


def check_prayer_limit(player: Player) -> None:
    limit = load_content().rules.turn.max_prayers_in_hand
    if len(player.prayers) > limit:
        raise Illegal("sat_too_many_prayers", limit=limit, held=len(player.prayers))

"""Step 2: playing cards. ROTAS and MOVES cards move walkways for their printed AP plus the
monk surcharge; Liber Fidei prayers act once per game for the AP printed on them."""

from __future__ import annotations

from collections.abc import Sequence

from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition
from sheets.sator.actions import PlayMoves, PlayPrayer, PlayRotas
from sheets.sator.content import (
    OWN_MONK_EFFECTS,
    PIECE_MOVING_EFFECTS,
    PieceId,
    Prayer,
    load_content,
)
from sheets.sator.flow import (
    active_turn,
    check_in_play,
    check_prayers_in_hand,
    enter_step,
    spend,
    with_player,
)
from sheets.sator.state import Card, Gargoyle, Play, TableState, Turn


def check_walkway(state: TableState, piece: PieceId, *, movable: bool = True) -> None:
    """:raises Illegal: unless ``piece`` is on the board (and free of gargoyles when it is
    to be moved or removed)."""
    if piece not in load_content().pieces:
        raise Illegal("sat_no_such_walkway", piece=piece)
    if piece in state.removed:
        raise Illegal("sat_walkway_removed", piece=piece)
    holder = state.gargoyle_on(piece)
    if movable and holder is not None:
        raise Illegal(
            "sat_walkway_under_gargoyle", piece=piece, colour=state.setup.seats[holder].colour
        )


def check_golden_rule(state: TableState, turn: Turn, card: Card, piece: PieceId) -> None:
    """Not two identical cards in a row on the same walkway: either the card played just
    before, or the last card played on that walkway, depending on the house rule."""
    if state.rules.golden_rule_scope == "consecutive_cards":
        previous = turn.plays[-1] if turn.plays else None
    else:
        previous = next((play for play in reversed(turn.plays) if piece in play.pieces), None)
    if previous is not None and previous.card == card and piece in previous.pieces:
        raise Illegal("sat_same_card_twice", piece=piece, card=card)


def monk_surcharge(state: TableState, turn: Turn, piece: PieceId, monks: int) -> int:
    """AP for the monks riding on a moved walkway, each paid once per walkway per turn."""
    if not 0 <= monks <= state.seat_count:
        raise Illegal("sat_monks_out_of_range", monks=monks, most=state.seat_count)
    unpaid = max(0, monks - turn.monks_paid_on(piece))
    return unpaid * state.rules.monk_surcharge_ap


def card_cost(state: TableState, action: PlayRotas | PlayMoves) -> tuple[int, int]:
    """The AP a ROTAS or MOVES play costs, and the part of it that is monk surcharge.

    :raises Illegal: when the rotations, squares or monks are out of range.
    """
    turn = check_in_play(state)
    rules = state.rules
    if isinstance(action, PlayRotas):
        if not 1 <= action.rotations <= rules.rotas_max_rotations:
            raise Illegal("sat_rotations_out_of_range", most=rules.rotas_max_rotations)
        base = action.rotations * rules.rotas_ap_per_rotation
    else:
        if not 1 <= action.squares <= rules.moves_max_squares:
            raise Illegal("sat_squares_out_of_range", most=rules.moves_max_squares)
        base = action.squares * rules.moves_ap_per_square
    surcharge = monk_surcharge(state, turn, action.piece, action.monks)
    return base + surcharge, surcharge


def play_incertus(state: TableState, action: PlayRotas | PlayMoves) -> Transition:
    turn = active_turn(state, action.seat)
    events: list[Event] = []
    state = enter_step(state, "play", events)
    turn = check_in_play(state)
    card: Card = "rotas" if isinstance(action, PlayRotas) else "moves"
    check_walkway(state, action.piece)
    check_golden_rule(state, turn, card, action.piece)
    player = state.players[action.seat]
    if player.incertus < 1:
        raise Illegal("sat_no_incertus_card")
    ap, surcharge = card_cost(state, action)
    state = spend(state, ap)
    amount = action.rotations if isinstance(action, PlayRotas) else action.squares
    paid = max(action.monks, turn.monks_paid_on(action.piece))
    turn = check_in_play(state)
    turn = turn.but(
        plays=(*turn.plays, Play(card, (action.piece,), ap, amount, surcharge)),
        monks_paid=(
            *((piece, monks) for piece, monks in turn.monks_paid if piece != action.piece),
            *(((action.piece, paid),) if paid else ()),
        ),
    )
    state = with_player(state.but(turn=turn), action.seat, player.but(incertus=player.incertus - 1))
    events.append(
        Event(
            "sat_rotas_played" if card == "rotas" else "sat_moves_played",
            action.seat,
            {
                "piece": action.piece,
                "amount": amount,
                "ap": ap,
                "surcharge": surcharge,
                "ap_left": state.ap_left,
            },
        )
    )
    return Transition(state, tuple(events))


def play_prayer(state: TableState, action: PlayPrayer) -> Transition:
    turn = active_turn(state, action.seat)
    events: list[Event] = []
    state = enter_step(state, "play", events)
    content = load_content()
    lock = content.rules.turn.prayer_lock_rounds
    if state.round <= lock:
        raise Illegal("sat_prayers_locked", rounds=lock)
    if action.prayer not in content.prayer_numbers:
        raise Illegal("sat_no_such_prayer", prayer=action.prayer)
    prayer = content.prayer(action.prayer)
    player = state.players[action.seat]
    check_prayers_in_hand(player, (action.prayer,))
    levels = state.rules.prayer_ap(action.prayer)
    if action.ap not in levels:
        raise Illegal(
            "sat_prayer_ap_not_printed", prayer=action.prayer, ap=action.ap, levels=list(levels)
        )
    _check_prayer_pieces(state, prayer, action.pieces)
    _check_walkways_empty(prayer, action)
    _check_own_monk(turn, prayer)
    if prayer.effect == "place_gargoyle" and player.gargoyle.where != "supply":
        raise Illegal("sat_gargoyle_not_in_supply", where=player.gargoyle.where)
    state = spend(state, action.ap)
    turn = check_in_play(state)
    turn = turn.but(
        plays=(*turn.plays, Play("prayer", action.pieces, action.ap, prayer=action.prayer))
    )
    player = player.but(
        prayers=player.prayers - {action.prayer}, used=(*player.used, action.prayer)
    )
    events.append(
        Event(
            "sat_prayer_played",
            action.seat,
            {
                "prayer": action.prayer,
                "ap": action.ap,
                "pieces": list(action.pieces),
                "walkways": len(action.pieces),
                "ap_left": state.ap_left,
            },
        )
    )
    state = with_player(state.but(turn=turn), action.seat, player)
    return Transition(_prayer_effect(state, action, prayer, events), tuple(events))


def _check_prayer_pieces(state: TableState, prayer: Prayer, pieces: Sequence[PieceId]) -> None:
    if not prayer.min_pieces <= len(pieces) <= prayer.max_pieces:
        raise Illegal(
            "sat_prayer_walkway_count",
            prayer=prayer.number,
            least=prayer.min_pieces,
            most=prayer.max_pieces,
        )
    if len(set(pieces)) != len(pieces):
        raise Illegal("sat_walkway_repeated", pieces=list(pieces))
    for piece in pieces:
        check_walkway(state, piece, movable=prayer.effect in PIECE_MOVING_EFFECTS)


def _check_walkways_empty(prayer: Prayer, action: PlayPrayer) -> None:
    """The table told what stands on the walkways named; some prayers need them empty."""
    if "monk" in prayer.walkways_free_of and action.monk_on_walkways:
        raise Illegal("sat_prayer_walkway_has_monk", prayer=prayer.number)
    if "book" in prayer.walkways_free_of and action.book_on_walkways:
        raise Illegal("sat_prayer_walkway_has_book", prayer=prayer.number)


def _check_own_monk(turn: Turn, prayer: Prayer) -> None:
    if prayer.effect in OWN_MONK_EFFECTS and turn.monk_locked:
        raise Illegal("sat_monk_locked")
    if prayer.effect == "move_pieces_lock_monk" and turn.monk_moved_outside_step:
        raise Illegal("sat_monk_already_moved")


def _prayer_effect(
    state: TableState, action: PlayPrayer, prayer: Prayer, events: list[Event]
) -> TableState:
    """What the app keeps of a prayer's effect; the table moves the pieces and monks."""
    seat = action.seat
    match prayer.effect:
        case "move_opponent_monks":
            tier = prayer.tier(action.ap)
            if tier is not None and tier.monks is None:
                events.append(Event("sat_opponents_may_move_any", seat, {"squares": tier.squares}))
            elif tier is not None:
                events.append(
                    Event(
                        "sat_opponents_may_move",
                        seat,
                        {"monks": tier.monks, "squares": tier.squares},
                    )
                )
        case "place_gargoyle":
            piece = action.pieces[0]
            player = state.players[seat]
            state = with_player(state, seat, player.but(gargoyle=Gargoyle("board", piece)))
            events.append(
                Event(
                    "sat_gargoyle_placed",
                    seat,
                    {"colour": state.setup.seats[seat].colour, "piece": piece},
                )
            )
        case "move_pieces_lock_monk":
            events.append(Event("sat_monk_locked", seat))
        case "remove_pieces":
            state = state.but(removed=state.removed | set(action.pieces))
            events.append(Event("sat_walkways_removed", seat, {"pieces": list(action.pieces)}))
    return state

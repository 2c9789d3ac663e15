"""The turn around the card plays: exchanging cards (step 1), the free action, removing a
gargoyle, collecting books, drawing back to six (step 5) and passing the turn on."""

from __future__ import annotations

from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition
from sheets.sator.actions import (
    CollectBook,
    Draw,
    EndTurn,
    Exchange,
    NextStep,
    RemoveGargoyle,
    SearchExchange,
    UseFreeAction,
)
from sheets.sator.cards import check_walkway, monk_surcharge
from sheets.sator.content import STEPS, load_content
from sheets.sator.flow import (
    active_turn,
    check_in_play,
    check_prayer_limit,
    check_prayers_in_pile,
    check_seat,
    discard_from_hand,
    enter_step,
    spend,
    step_passed,
    take_incertus,
    with_player,
)
from sheets.sator.state import Gargoyle, TableState, Turn


def next_step(state: TableState, action: NextStep) -> Transition:
    turn = active_turn(state, action.seat)
    if action.leaving is not None and action.leaving != turn.step:
        raise step_passed(action.leaving, turn.step)
    if turn.step == STEPS[-1]:
        raise Illegal("sat_last_step")
    events: list[Event] = []
    state = enter_step(state, STEPS[turn.step_index + 1], events)
    return Transition(state, tuple(events))


def exchange(state: TableState, action: Exchange | SearchExchange) -> Transition:
    """Discard two cards and take one: the top card (1 AP) or any card searched for (2 AP)."""
    turn = active_turn(state, action.seat)
    search = isinstance(action, SearchExchange)
    rule = load_content().rules.exchange.search if search else load_content().rules.exchange.simple
    if turn.step != "exchange":
        raise step_passed("exchange", turn.step)
    state = spend(state, rule.ap)
    if len(action.discard_prayers) < rule.min_prayers:
        raise Illegal("sat_search_needs_prayer", least=rule.min_prayers)
    lock = load_content().rules.turn.prayer_lock_rounds
    if action.discard_prayers and state.round <= lock and not state.rules.round_one_prayer_discard:
        raise Illegal("sat_prayer_discard_locked", rounds=lock)
    state, player = discard_from_hand(state, action.seat, rule.discard, action.discard_prayers)
    events: list[Event] = []
    if action.take_prayer is None:
        state = take_incertus(state, 1, events)
        player = player.but(incertus=player.incertus + 1)
    else:
        check_prayers_in_pile(player, (action.take_prayer,))
        player = player.but(prayers=player.prayers | {action.take_prayer})
        check_prayer_limit(player)
    state = with_player(state, action.seat, player)
    events.insert(
        0,
        Event(
            "sat_cards_searched" if search else "sat_cards_exchanged",
            action.seat,
            {
                "ap": rule.ap,
                "prayers_discarded": list(action.discard_prayers),
                "prayers_count": len(action.discard_prayers),
                "took": "incertus" if action.take_prayer is None else "liber_fidei",
                "ap_left": state.ap_left,
            },
        ),
    )
    return Transition(state, tuple(events))


def free_action(state: TableState, action: UseFreeAction) -> Transition:
    turn = active_turn(state, action.seat)
    if turn.free_action is not None:
        raise Illegal("sat_free_action_used", kind=turn.free_action)
    if action.kind == "monk_step":
        if action.piece is not None or action.monks:
            raise Illegal("sat_free_step_has_no_walkway")
        if turn.monk_locked:
            raise Illegal("sat_monk_locked")
    else:
        if action.piece is None:
            raise Illegal("sat_walkway_needed", kind=action.kind)
        check_walkway(state, action.piece)
        monk_surcharge(state, turn, action.piece, action.monks)
        # A walkway with a monk on it costs AP to move, and a free action costs none.
        if action.monks:
            raise Illegal("sat_free_walkway_has_monk", piece=action.piece, monks=action.monks)
    state = state.but(turn=turn.but(free_action=action.kind))
    event = (
        Event("sat_free_monk_step", action.seat)
        if action.kind == "monk_step"
        else Event(
            "sat_free_walkway_move", action.seat, {"kind": action.kind, "piece": action.piece}
        )
    )
    return Transition(state, (event,))


def remove_gargoyle(state: TableState, action: RemoveGargoyle) -> Transition:
    """Discard three cards in the own turn to send any gargoyle on the board to the box."""
    active_turn(state, action.seat)
    if action.colour not in load_content().colours:
        raise Illegal("sat_no_such_colour", colour=action.colour)
    owner = state.seat_of_colour(action.colour)
    if owner is None:
        raise Illegal("sat_colour_not_in_play", colour=action.colour)
    gargoyle = state.players[owner].gargoyle
    if gargoyle.where != "board":
        raise Illegal("sat_gargoyle_not_on_board", colour=action.colour, where=gargoyle.where)
    state = spend(state, state.rules.gargoyle_removal_ap)
    cards = load_content().rules.gargoyle_removal_discard
    state, player = discard_from_hand(state, action.seat, cards, action.discard_prayers)
    state = with_player(state, action.seat, player)
    state = with_player(state, owner, state.players[owner].but(gargoyle=Gargoyle("box")))
    event = Event(
        "sat_gargoyle_removed",
        action.seat,
        {
            "colour": action.colour,
            "piece": gargoyle.piece,
            "cards": cards,
            "prayers_discarded": list(action.discard_prayers),
            "prayers_count": len(action.discard_prayers),
        },
    )
    return Transition(state, (event,))


def collect_book(state: TableState, action: CollectBook) -> Transition:
    """One of the seat's own books taken by its monk, as far as the movement recorded this
    turn reaches (a book per square moved); the fourth wins the game at once."""
    check_seat(state, action.seat)
    turn = check_in_play(state)
    if action.seat == turn.seat:
        _check_own_monk_moved(state, turn)
        reach = turn.own_monk_squares()
        if turn.books_of(action.seat) >= reach:
            raise Illegal("sat_books_beyond_reach", squares=reach, books=turn.books_of(action.seat))
    elif not (
        state.rules.opponents_collect_books and "move_opponent_monks" in turn.prayer_effects()
    ):
        raise Illegal("sat_not_moved_by_prayer", player=state.name(turn.seat))
    else:
        _check_moved_by_prayer(turn, action.seat)
    state = state.but(turn=turn.but(books_taken=(*turn.books_taken, action.seat)))
    player = state.players[action.seat]
    player = player.but(books=player.books + 1)
    state = with_player(state, action.seat, player)
    events = [Event("sat_book_collected", action.seat, {"books": player.books})]
    if player.books >= load_content().rules.books_per_colour:
        state = state.but(phase="finished", winner=action.seat)
        events.append(Event("sat_game_won", action.seat, {"books": player.books}))
    return Transition(state, tuple(events))


def _check_moved_by_prayer(turn: Turn, seat: int) -> None:
    """Nihil pensi moved opponents' monks as far as its printed level allows: so many
    squares in all, for so many monks; each book taken lay on one of those squares."""
    content = load_content()
    play = next(
        play
        for play in turn.plays
        if play.prayer is not None and content.prayer(play.prayer).effect == "move_opponent_monks"
    )
    assert play.prayer is not None
    tier = content.prayer(play.prayer).tier(play.ap)
    if tier is None:
        return
    opponents = [taker for taker in turn.books_taken if taker != turn.seat]
    if len(opponents) >= tier.squares:
        raise Illegal("sat_books_beyond_prayer", squares=tier.squares, books=len(opponents))
    monks = set(opponents)
    if tier.monks is not None and seat not in monks and len(monks) >= tier.monks:
        raise Illegal("sat_prayer_moves_fewer_monks", monks=tier.monks)


def _check_own_monk_moved(state: TableState, turn: Turn) -> None:
    if turn.monk_locked:
        raise Illegal("sat_monk_locked")
    walked = turn.step_index >= STEPS.index("move") and turn.movement_points > 0
    if not (walked or turn.monk_moved_outside_step):
        raise Illegal("sat_monk_has_not_moved", step=turn.step)


def draw(state: TableState, action: Draw) -> Transition:
    """Step 5: cards from the Incertus Movet pile and the own Liber Fidei pile, towards six."""
    active_turn(state, action.seat)
    events: list[Event] = []
    state = enter_step(state, "draw", events)
    if action.incertus < 0 or action.incertus + len(action.prayers) == 0:
        raise Illegal("sat_draw_nothing")
    player = state.players[action.seat]
    hand_size = load_content().rules.turn.hand_size
    after = player.hand_size + action.incertus + len(action.prayers)
    if after > hand_size:
        raise Illegal("sat_hand_over_limit", size=hand_size, cards=after)
    check_prayers_in_pile(player, action.prayers)
    player = player.but(
        incertus=player.incertus + action.incertus,
        prayers=player.prayers | set(action.prayers),
    )
    check_prayer_limit(player)
    drawn: list[Event] = []
    state = take_incertus(state, action.incertus, drawn)
    state = with_player(state, action.seat, player)
    events.append(
        Event(
            "sat_cards_drawn",
            action.seat,
            {"incertus": action.incertus, "liber_fidei": len(action.prayers), "hand": after},
        )
    )
    return Transition(state, tuple(events + drawn))


def end_turn(state: TableState, action: EndTurn) -> Transition:
    """Steps left are passed (the discard done), the hand must be full again, unspent AP
    are lost, and the player on the left starts a turn: a new round at the first player."""
    turn = active_turn(state, action.seat)
    events: list[Event] = []
    state = enter_step(state, "draw", events)
    hand_size = load_content().rules.turn.hand_size
    cards = state.players[action.seat].hand_size
    if cards < hand_size:
        raise Illegal("sat_hand_not_full", cards=cards, size=hand_size, missing=hand_size - cards)
    events.append(Event("sat_turn_ended", action.seat, {"ap_lost": state.ap_left}))
    following = (turn.seat + 1) % state.seat_count
    round_number = state.round
    if following == state.setup.first_player:
        round_number += 1
        events.append(Event("sat_round_started", None, {"round": round_number}))
    events.append(Event("sat_turn_started", following, {"round": round_number}))
    state = state.but(
        turn=Turn(seat=following), round=round_number, turn_number=state.turn_number + 1
    )
    return Transition(state, tuple(events))

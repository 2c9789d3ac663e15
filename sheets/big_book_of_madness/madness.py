"""Madness cards: taken from the madness deck (the game is lost when it is empty),
banished back to it, destroyed, moved between a player's hand, support and piles."""

from __future__ import annotations

from sheets.big_book_of_madness.actions import (
    BanishByEffect,
    BanishMadness,
    DestroyFromMadnessDeck,
    DestroyMadness,
    EveryoneGainsMadness,
    GainMadness,
    MadnessDestination,
    MoveMadness,
    Reshuffle,
)
from sheets.big_book_of_madness.checks import (
    require_play,
    require_player,
    require_positive,
    take_turn_action,
    with_player,
)
from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.state import MadnessPlace, PlayerState, Result, TableState
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition

PLACE_OF_DESTINATION: dict[MadnessDestination, MadnessPlace] = {
    "discard_pile": "piles",
    "draw_pile": "piles",
    "hand": "hand",
    "support": "support",
}


def finish(state: TableState, won: bool, reason: str) -> tuple[TableState, Event]:
    result = Result(won=won, reason=reason, round=state.round, turn=state.turn)  # type: ignore[arg-type]
    event = Event("bbm_game_won" if won else "bbm_game_lost", None, {"reason": reason})
    return state.but(result=result, phase="over"), event


def take_madness(
    state: TableState, seat: int, count: int, to: MadnessDestination
) -> tuple[TableState, list[Event]]:
    """``seat`` takes ``count`` cards from the madness deck; taking from an empty deck
    loses the game for everybody at once."""
    events: list[Event] = []
    taken = min(count, state.madness_deck)
    if taken:
        player = state.players[seat].with_madness(PLACE_OF_DESTINATION[to], taken)
        state = with_player(state, seat, player).but(madness_deck=state.madness_deck - taken)
        events.append(
            Event(
                "bbm_madness_gained",
                seat,
                {"count": taken, "to": to, "deck": state.madness_deck},
            )
        )
    if taken < count:
        state, lost = finish(state, won=False, reason="madness_deck_empty")
        events.append(lost)
    return state, events


def gain(state: TableState, action: GainMadness) -> Transition:
    """Madness an effect gives. It may go into a full support: the player is then over
    the limit until cards leave it (only adding by choice is refused)."""
    require_play(state)
    require_positive(action.count)
    if action.player is None:
        return _everyone_gains(state, action.count, action.to)
    require_player(state, action.player)
    state, events = take_madness(state, action.player, action.count, action.to)
    return Transition(state, tuple(events))


def everyone_gains(state: TableState, action: EveryoneGainsMadness) -> Transition:
    require_play(state)
    require_positive(action.count)
    return _everyone_gains(state, action.count, "discard_pile")


def _everyone_gains(state: TableState, count: int, to: MadnessDestination) -> Transition:
    """Every remaining player, the active one first, until the deck runs out."""
    events: list[Event] = []
    for seat in state.clockwise_from_active():
        state, happened = take_madness(state, seat, count, to)
        events += happened
        if state.result is not None:
            break
    return Transition(state, tuple(events))


def reshuffle(state: TableState, action: Reshuffle) -> Transition:
    require_play(state)
    require_player(state, action.player)
    events = [Event("bbm_reshuffled", action.player, {})]
    state, happened = take_madness(state, action.player, 1, "discard_pile")
    return Transition(state, tuple(events + happened))


def banish(state: TableState, action: BanishMadness) -> Transition:
    require_player(state, action.seat)
    state, granted = take_turn_action(state, action.seat)
    owner = require_player(state, action.owner)
    if action.source == "hand" and action.owner != action.seat:
        raise Illegal("bbm_not_your_hand", player=action.owner)
    state = _return_to_deck(state, action.owner, owner, action.source, 1)
    event = Event(
        "bbm_madness_banished",
        action.owner,
        {
            "source": action.source,
            "count": 1,
            "by": action.seat,
            "paid": True,
            "cost": load_content().costs.banish,
            "granted": granted,
            "deck": state.madness_deck,
        },
    )
    return Transition(state, (event,))


def banish_by_effect(state: TableState, action: BanishByEffect) -> Transition:
    require_play(state)
    require_positive(action.count)
    owner = require_player(state, action.owner)
    state = _return_to_deck(state, action.owner, owner, action.source, action.count)
    event = Event(
        "bbm_madness_banished",
        action.owner,
        {
            "source": action.source,
            "count": action.count,
            "by": action.seat,
            "paid": False,
            "granted": False,
            "deck": state.madness_deck,
        },
    )
    return Transition(state, (event,))


def _return_to_deck(
    state: TableState, seat: int, owner: PlayerState, source: MadnessPlace, count: int
) -> TableState:
    return with_player(state, seat, _without(owner, seat, source, count)).but(
        madness_deck=state.madness_deck + count
    )


def destroy(state: TableState, action: DestroyMadness) -> Transition:
    require_play(state)
    require_positive(action.count)
    owner = require_player(state, action.owner)
    owner = _without(owner, action.owner, action.source, action.count)
    state = with_player(state, action.owner, owner)
    state = state.but(madness_out_of_game=state.madness_out_of_game + action.count)
    event = Event(
        "bbm_madness_destroyed", action.owner, {"source": action.source, "count": action.count}
    )
    return Transition(state, (event,))


def move(state: TableState, action: MoveMadness) -> Transition:
    require_play(state)
    require_positive(action.count)
    player = require_player(state, action.player)
    if action.source == action.target:
        raise Illegal("bbm_same_place", source=action.source)
    if (
        state.phase == "recovery"
        and action.player == state.active
        and (action.source, action.target) == ("hand", "piles")
    ):
        raise Illegal("bbm_no_madness_discard_in_recovery")
    held_only = {action.source, action.target} == {"hand", "piles"}
    if held_only:
        _require_madness(player, action.player, action.source, action.count)
    if action.target == "support":
        limit = state.support_limit(action.player)
        if player.support + action.count > limit:
            raise Illegal(
                "bbm_support_full", player=action.player, support=player.support, limit=limit
            )
    if held_only:
        player = player.with_madness(action.source, -action.count)
    else:
        player = _without(player, action.player, action.source, action.count)
    player = player.with_madness(action.target, action.count)
    event = Event(
        "bbm_madness_moved",
        action.player,
        {"source": action.source, "target": action.target, "count": action.count},
    )
    return Transition(with_player(state, action.player, player), (event,))


def destroy_from_deck(state: TableState, action: DestroyFromMadnessDeck) -> Transition:
    require_play(state)
    require_positive(action.count)
    short = action.count > state.madness_deck
    if state.madness_deck == 0 and state.rules.madness_deck_shortfall == "clamp":
        raise Illegal("bbm_madness_deck_empty")
    destroyed = min(action.count, state.madness_deck)
    state = state.but(
        madness_deck=state.madness_deck - destroyed,
        madness_out_of_game=state.madness_out_of_game + destroyed,
    )
    events = [
        Event(
            "bbm_madness_deck_destroyed",
            None,
            {"count": destroyed, "asked": action.count, "deck": state.madness_deck},
        )
    ]
    state, events = shortfall(state, short, events)
    return Transition(state, tuple(events))


def shortfall(
    state: TableState, short: bool, events: list[Event]
) -> tuple[TableState, list[Event]]:
    """A curse or monster needed more cards than the madness deck held: by default that
    is no defeat (no player had to take madness), unless the house rule says so."""
    if short and state.rules.madness_deck_shortfall == "lose":
        state, lost = finish(state, won=False, reason="madness_deck_empty")
        events.append(lost)
    return state, events


def _without(player: PlayerState, seat: int, place: MadnessPlace, count: int) -> PlayerState:
    """``count`` madness cards fewer in ``place``. Outside the support the app does not
    see cards drawn or discarded, so the hand and the piles lend each other what one of
    them lacks."""
    if place == "support":
        _require_madness(player, seat, place, count)
        return player.with_madness(place, -count)
    if player.madness_held < count:
        raise Illegal(
            "bbm_not_enough_madness",
            player=seat,
            source=place,
            have=player.madness_held,
            count=count,
        )
    return player.without_held_madness(place, count)


def _require_madness(player: PlayerState, seat: int, place: MadnessPlace, count: int) -> None:
    if player.madness_in(place) < count:
        raise Illegal(
            "bbm_not_enough_madness",
            player=seat,
            source=place,
            have=player.madness_in(place),
            count=count,
        )

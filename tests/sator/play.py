"""Random legal play driven by options(), for property tests, benchmarks and examples."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from itertools import combinations

from sheets.core.actions import Action
from sheets.core.log import Game
from sheets.sator import RULES
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
from sheets.sator.cards import card_cost
from sheets.sator.content import load_content
from sheets.sator.options import SeatOptions, options, refusal
from sheets.sator.setup import Setup
from sheets.sator.state import TableState
from tests.logs import play_on


def candidates(state: TableState, seat: int, rng: random.Random) -> list[Action]:
    """Legal-looking actions of ``seat`` built only from its options."""
    found = options(state, seat)
    actions: list[Action] = []
    if found.books_placed:
        actions.append(BooksPlaced(seat=seat))
    actions += [DraftWalkway(seat=seat, piece=piece) for piece in found.draft]
    actions += [PlaceWalkway(seat=seat, piece=piece) for piece in found.place]
    if found.walkways_placed and rng.random() < 0.1:
        actions.append(WalkwaysPlaced(seat=seat))
    if found.start_play:
        actions.append(StartPlay(seat=seat))
    if found.collect_book and rng.random() < 0.15:
        actions.append(CollectBook(seat=seat))
    if not found.my_turn:
        return actions
    actions += _turn_candidates(state, seat, found, rng)
    return actions


def _turn_candidates(
    state: TableState, seat: int, found: SeatOptions, rng: random.Random
) -> list[Action]:
    actions: list[Action] = []
    if found.next_step:
        actions.append(NextStep(seat=seat))
    if found.end_turn:
        actions += [EndTurn(seat=seat)] * 2
    take = rng.choice([None, *found.takeable_prayers])
    for kind, legal in ((Exchange, found.exchange), (SearchExchange, found.search_exchange)):
        if legal:
            actions += _some_discard(
                state,
                found.discardable_prayers,
                lambda prayers, kind=kind: kind(
                    seat=seat, discard_prayers=prayers, take_prayer=take
                ),
                rng,
            )
    for choice in rng.sample(found.rotas, min(3, len(found.rotas))):
        if choice.amounts:
            rotations = rng.choice(choice.amounts)
            actions.append(
                _with_monks(
                    state, PlayRotas(seat=seat, piece=choice.piece, rotations=rotations), rng
                )
            )
    for choice in rng.sample(found.moves, min(3, len(found.moves))):
        if choice.amounts:
            squares = rng.choice(choice.amounts)
            actions.append(
                _with_monks(state, PlayMoves(seat=seat, piece=choice.piece, squares=squares), rng)
            )
    for prayer in found.prayers:
        count = rng.randint(prayer.least, prayer.most)
        pieces = tuple(rng.sample(prayer.pieces, min(count, len(prayer.pieces))))
        actions += [
            PlayPrayer(seat=seat, prayer=prayer.prayer, ap=rng.choice(prayer.ap), pieces=pieces)
        ] * 2
    for kind in found.free_actions:
        piece = None if kind == "monk_step" else rng.choice(found.free_walkways)
        actions.append(UseFreeAction(seat=seat, kind=kind, piece=piece))
    for colour in found.remove_gargoyle:
        actions += _some_discard(
            state,
            tuple(state.players[seat].prayers),
            lambda prayers, colour=colour: RemoveGargoyle(
                seat=seat, colour=colour, discard_prayers=prayers
            ),
            rng,
        )
    if found.draw_incertus or found.drawable_prayers:
        missing = load_content().rules.turn.hand_size - state.players[seat].hand_size
        prayers = tuple(
            rng.sample(
                found.drawable_prayers, min(rng.randint(0, 1), len(found.drawable_prayers), missing)
            )
        )
        incertus = min(found.draw_incertus, missing - len(prayers))
        if incertus or prayers:
            actions += [Draw(seat=seat, incertus=incertus, prayers=prayers)] * 3
    return actions


def _some_discard(
    state: TableState,
    prayers: tuple[int, ...],
    make: Callable[[tuple[int, ...]], Action],
    rng: random.Random,
) -> list[Action]:
    """A legal action among those discarding some of ``prayers``, tried in random order."""
    choices = [combo for size in range(4) for combo in combinations(sorted(prayers), size)]
    rng.shuffle(choices)
    for combo in choices:
        action = make(combo)
        if refusal(state, action) is None:
            return [action]
    return []


def _with_monks(
    state: TableState, play: PlayRotas | PlayMoves, rng: random.Random
) -> PlayRotas | PlayMoves:
    """Sometimes a monk rides along, when the budget covers its surcharge."""
    carried = replace(play, monks=rng.randint(1, state.seat_count))
    if rng.random() < 0.3 and card_cost(state, carried)[0] <= state.ap_left:
        return carried
    return play


def next_random_action(state: TableState, rng: random.Random) -> Action | None:
    """A random action for a table playing at random; ``None`` once the game is over."""
    if RULES.is_finished(state):
        return None
    if state.turn is not None:
        # Out of turn a seat can only take a book its monk was moved over.
        others = [seat for seat in range(state.seat_count) if seat != state.turn.seat]
        takers = [seat for seat in others if refusal(state, CollectBook(seat=seat)) is None]
        if takers and rng.random() < 0.15:
            return CollectBook(seat=rng.choice(takers))
        return rng.choice(candidates(state, state.turn.seat, rng))
    seats = list(range(state.seat_count))
    rng.shuffle(seats)
    for seat in seats:
        found = candidates(state, seat, rng)
        if found:
            return rng.choice(found)
    raise AssertionError(f"nobody can act in phase {state.phase}")


def play_random_game(setup: Setup, rng: random.Random, most: int = 400) -> Game:
    game = Game(RULES, setup)
    play_on(game, next_random_action, rng, most)
    return game

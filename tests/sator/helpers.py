"""Small builders for SATOR rules tests: a table set up and a quick way to reach play."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sheets.core.log import Game
from sheets.sator import RULES
from sheets.sator.actions import (
    BooksPlaced,
    DraftWalkway,
    Draw,
    EndTurn,
    PlaceWalkway,
    StartPlay,
)
from sheets.sator.content import load_content
from sheets.sator.randomiser import randomise
from sheets.sator.setup import SeatSetup, Setup
from sheets.sator.state import Player, TableState
from sheets.sator.view import view

NAMES = ("Ann", "Bob", "Cid", "Dee")


def seats(count: int) -> list[SeatSetup]:
    colours = load_content().colours
    return [SeatSetup(name=NAMES[i], colour=colours[i]) for i in range(count)]


def setup(count: int = 2, *, seed: int = 1, first_player: int = 0, **house_rules: Any) -> Setup:
    return randomise(
        seats(count), seed, first_player=first_player, house_rules_overrides=house_rules
    )


def prepared(game: Game) -> Game:
    """The game taken through the setup stages: books, draft, placement, deal, start."""
    game.act(BooksPlaced(seat=0))
    while game.state.phase in ("draft", "placement"):
        state = game.state
        seat = view(state, 0).to_act
        assert seat is not None
        if state.phase == "draft":
            game.act(DraftWalkway(seat=seat, piece=state.draft_pool[0]))
        else:
            game.act(PlaceWalkway(seat=seat, piece=state.players[seat].walkways[0]))
    game.act(StartPlay(seat=0))
    return game


def playing(count: int = 2, **kwargs: Any) -> Game:
    """A game at the first player's first turn."""
    return prepared(Game(RULES, setup(count, **kwargs)))


def active(game: Game) -> int:
    turn = game.state.turn
    assert turn is not None
    return turn.seat


def finish_turn(game: Game) -> None:
    """Draw back to six with Incertus Movet cards and end the active turn."""
    seat = active(game)
    missing = load_content().rules.turn.hand_size - game.state.players[seat].hand_size
    if missing:
        game.act(Draw(seat=seat, incertus=missing))
    game.act(EndTurn(seat=seat))


def in_round(game: Game, round_number: int) -> Game:
    while game.state.round < round_number:
        finish_turn(game)
    return game


def with_player(state: TableState, seat: int, **changes: Any) -> TableState:
    """The state with one player's cards or books set directly, to start a test there."""
    players = list(state.players)
    players[seat] = players[seat].but(**changes)
    return state.but(players=tuple(players))


def game_from(state: TableState) -> Game:
    """A log whose starting point is ``state`` (for tests that set a hand up directly)."""
    return Game(replace(RULES, initial=lambda _setup: state), state.setup)


def hand(state: TableState, seat: int) -> Player:
    player: Player = state.players[seat]
    return player


def codes(events: tuple[Any, ...]) -> list[str]:
    return [event.code for event in events]

"""SATOR rules: replaying a long four-player game, and what one button press costs (apply,
then the options and view every device redraws from)."""

from __future__ import annotations

import random
import statistics

from bench.measure import report, report_latency, timings_ms
from sheets.core import Game
from sheets.sator import RULES
from sheets.sator.actions import PlayMoves
from sheets.sator.options import options
from sheets.sator.state import TableState
from sheets.sator.view import view
from tests.random_play import play_random
from tests.sator.helpers import setup


def long_game() -> Game:
    return play_random(RULES, setup(4, seed=2026), random.Random(4), 400)


def bench_replay() -> None:
    game = long_game()
    game_setup, actions = game.setup, game.actions
    samples = timings_ms(lambda: Game(RULES, game_setup, actions), repeat=30)
    report("sat.replay_4_seats.actions", len(actions), "actions")
    report_latency("sat.replay_4_seats", samples)
    report(
        "sat.replay_4_seats.throughput",
        len(actions) / (statistics.median(samples) / 1000),
        "actions/s",
    )


def _mid_turn() -> TableState:
    game = long_game()
    state: TableState = game.state
    while state.turn is None or state.turn.step != "exchange" or state.phase != "play":
        game.undo()
        state = game.state
    return state


def bench_button() -> None:
    state = _mid_turn()
    assert state.turn is not None
    seat = state.turn.seat
    piece = options(state, seat).moves[0].piece
    move = PlayMoves(seat=seat, piece=piece, squares=2, monks=1)
    report_latency("sat.apply_moves", timings_ms(lambda: RULES.apply(state, move), repeat=2000))
    after = RULES.apply(state, move).state
    report_latency("sat.options_active_seat", timings_ms(lambda: options(after, seat), repeat=300))
    other = (seat + 1) % after.seat_count
    report_latency("sat.options_other_seat", timings_ms(lambda: options(after, other), repeat=300))
    report_latency("sat.view", timings_ms(lambda: view(after, seat), repeat=1000))


BENCHMARKS = [bench_replay, bench_button]

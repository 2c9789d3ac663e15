"""The Big Book of Madness rules: replaying a whole game, one step of upkeep, and what a
device needs after each action (the options and the view of a seat)."""

from __future__ import annotations

import random
import statistics

from bench.measure import report, report_latency, timings_ms
from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.actions import NextStep
from sheets.core import Game
from tests.big_book_of_madness.helpers import Table, setup
from tests.big_book_of_madness.play import example_setup
from tests.random_play import play_random


def whole_game() -> Game:
    """A five-player game played at random until it ends."""
    return play_random(RULES, example_setup(5, 2026, difficulty="III"), random.Random(5))


def bench_replay() -> None:
    game = whole_game()
    setup, actions = game.setup, game.actions
    samples = timings_ms(lambda: Game(RULES, setup, actions), repeat=60)
    report("bbm.replay_5_players.actions", len(actions), "actions")
    report_latency("bbm.replay_5_players", samples)
    report(
        "bbm.replay_5_players.throughput",
        len(actions) / (statistics.median(samples) / 1000),
        "actions/s",
    )


def _mid_game() -> Game:
    game = whole_game()
    return Game(RULES, game.setup, game.actions[: len(game.actions) // 2])


def bench_round_end() -> None:
    """The heaviest step of upkeep: the round ends, the next monster arrives with its curses."""
    table = Table(setup(5, difficulty="III"))
    table.to(6, "focus")
    state, step = table.state, NextStep(seat=0)
    samples = timings_ms(lambda: RULES.apply(state, step), repeat=2000, warmup=50)
    report_latency("bbm.apply_next_step_round_end", samples)


def bench_options_and_view() -> None:
    state = _mid_game().state

    def refresh() -> None:
        RULES.options(state, state.active)
        RULES.view(state, state.active)

    samples = timings_ms(refresh, repeat=500, warmup=20)
    report_latency("bbm.options_and_view_one_seat", samples)


BENCHMARKS = [bench_replay, bench_round_end, bench_options_and_view]

"""Fury of Dracula rules: replaying a whole game, and one hunter move with the views and
options every device then asks for."""

from __future__ import annotations

import random
import statistics

from bench.measure import report, report_latency, timings_ms
from sheets.core import Game
from sheets.fury_of_dracula import RULES
from sheets.fury_of_dracula.options import options
from sheets.fury_of_dracula.view import public_view, to_json, view
from tests.fury_of_dracula.play import example_setup
from tests.random_play import play_random, random_player

next_action = random_player(RULES)


def whole_game() -> Game:
    return play_random(RULES, example_setup(2026, players=5), random.Random(7), 700)


def bench_replay() -> None:
    game = whole_game()
    setup, actions = game.setup, game.actions
    samples = timings_ms(lambda: Game(RULES, setup, actions), repeat=20)
    report("fod.replay_game.actions", len(actions), "actions")
    report_latency("fod.replay_game", samples)
    report(
        "fod.replay_game.throughput",
        len(actions) / (statistics.median(samples) / 1000),
        "actions/s",
    )


def bench_hunter_move_and_refresh() -> None:
    """One day move applied, then every seat's view and options and the table's view."""
    game = Game(RULES, example_setup(3, players=5))
    rng = random.Random(3)
    while game.state.current_hunter is None or game.state.half != "day":
        action = next_action(game.state, rng)
        assert action is not None
        game.act(action)
    state = game.state
    move = next(
        a
        for a in options(state, state.setup.hunter_seats[state.current_hunter]).actions
        if a.TYPE == "fod.move"
    )

    def refresh() -> None:
        after = RULES.apply(state, move).state
        to_json(public_view(after))
        for seat in range(len(after.setup.players)):
            to_json(view(after, seat))
            options(after, seat)

    report_latency("fod.move_and_refresh_5_seats", timings_ms(refresh, repeat=200, warmup=10))


BENCHMARKS = [bench_replay, bench_hunter_move_and_refresh]

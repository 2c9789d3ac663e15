"""Paper Dungeons rules: replaying a whole 8-seat game, and one movement action."""

from __future__ import annotations

import random
import statistics

from bench.measure import report, report_latency, timings_ms
from sheets.core import Game
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import Move, RollDice
from sheets.paper_dungeons.state import TableState
from tests.paper_dungeons.play import example_setup
from tests.random_play import play_random


def eight_seat_game() -> Game:
    return play_random(RULES, example_setup(8, 2026), random.Random(8))


def bench_replay() -> None:
    game = eight_seat_game()
    setup, actions = game.setup, game.actions
    samples = timings_ms(lambda: Game(RULES, setup, actions), repeat=60)
    report("pd.replay_8_seats.actions", len(actions), "actions")
    report_latency("pd.replay_8_seats", samples)
    report(
        "pd.replay_8_seats.throughput",
        len(actions) / (statistics.median(samples) / 1000),
        "actions/s",
    )


def _standing_at(room: str) -> TableState:
    state = RULES.initial(example_setup(8, 5))
    sheets = list(state.sheets)
    from dataclasses import replace

    sheets[0] = replace(sheets[0], position=room, path=(room,))
    state = replace(state, sheets=tuple(sheets))
    roll = ("warrior", "wizard", "cleric", "boots", "cleric", "rogue")
    rolled = RULES.apply(state, RollDice(seat=0, symbols=roll)).state
    assert isinstance(rolled, TableState)
    return rolled


def bench_move() -> None:
    state = _standing_at("B2")
    move = Move(seat=0, die=3, path=("C2", "C3", "D3"), choices=("warrior",))
    samples = timings_ms(lambda: RULES.apply(state, move), repeat=2000, warmup=50)
    report_latency("pd.apply_move_3_rooms", samples)


BENCHMARKS = [bench_replay, bench_move]

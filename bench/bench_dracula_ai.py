"""The app as Dracula: whole simulated games of each strength, and of a Dracula choosing
uniformly among his legal decisions, against the same scripted hunters.

``FOD_AI_GAMES`` sets the games played by each Dracula (200 by default); they run on
two processes. The win rates are lower bounds to reach, so only the random Dracula's
(which the hunters must beat) and the decision time carry a goal.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from bench.measure import report, report_latency
from sheets.core.authority import HOST
from sheets.fury_of_dracula.app_dracula.simulation import (
    UNIFORM_DRACULA,
    DraculaPlayer,
    app_dracula,
    simulate,
    simulation_setup,
)
from sheets.fury_of_dracula.app_dracula.strength import DraculaStrength
from storage import SeatInfo, open_store
from tests.fury_of_dracula.play import example_setup, hunters_action
from ui.server import make_services

GAMES = int(os.environ.get("FOD_AI_GAMES", "200"))
WORKERS = 2
HARD_GOAL = 0.35
RANDOM_GOAL = 0.10
DECISION_GOAL_MS = 50.0
# Games the table service plays against the app's Dracula, for its time on the server.
SERVER_GAMES = 3
SERVER_ACTIONS = 300


def _player(name: str) -> DraculaPlayer:
    return UNIFORM_DRACULA if name == UNIFORM_DRACULA.name else app_dracula(DraculaStrength(name))


def _play(job: tuple[str, int]) -> tuple[str, str | None, int, list[float]]:
    name, seed = job
    played = simulate(simulation_setup(seed), _player(name))
    return name, played.winner, played.rounds, played.decision_ms


def bench_dracula_ai() -> None:
    names = [UNIFORM_DRACULA.name, *(strength.value for strength in DraculaStrength)]
    jobs = [(name, seed) for name in names for seed in range(GAMES)]
    with ProcessPoolExecutor(WORKERS) as pool:
        results = list(pool.map(_play, jobs, chunksize=8))
    report("fod_ai.games", GAMES, "games", measures="games played by each Dracula")
    decision_ms: list[float] = []
    rates = {}
    for name in names:
        mine = [result for result in results if result[0] == name]
        wins = sum(1 for result in mine if result[1] == "dracula")
        unfinished = sum(1 for result in mine if result[1] is None)
        rates[name] = wins / len(mine)
        report(f"fod_ai.{name}.win_rate", rates[name], "ratio")
        report(f"fod_ai.{name}.rounds", statistics.mean(r[2] for r in mine), "rounds")
        report(f"fod_ai.{name}.unfinished", unfinished, "games")
        if name != UNIFORM_DRACULA.name:
            decision_ms += [ms for result in mine for ms in result[3]]
    report(
        "fod_ai.win_rate",
        rates[DraculaStrength.HARD.value],
        "ratio",
        measures=f"the hardest Dracula's wins against the scripted hunters (to reach {HARD_GOAL})",
    )
    report(
        "fod_ai.random_win_rate",
        rates[UNIFORM_DRACULA.name],
        "ratio",
        goal=RANDOM_GOAL,
        measures="a Dracula choosing uniformly among his legal decisions",
    )
    ordered = rates["easy"] < rates["normal"] < rates["hard"]
    report(
        "fod_ai.strengths_ordered", 1.0 if ordered else 0.0, "bool", measures="easy < normal < hard"
    )
    report_latency(
        "fod_ai.decision",
        decision_ms,
        goal_p95=DECISION_GOAL_MS,
        measures="one decision of the app's Dracula, every strength, during the games",
    )


def bench_app_dracula_on_the_server() -> None:
    """A hunter's action taken by the table service (checked, applied, written to SQLite)
    together with the app's answers to it (decided, applied, written), as a tablet's tap
    waits for them."""
    answered_ms: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(data_dir=Path(folder))
        tables = make_services(store).tables
        for seed in range(SERVER_GAMES):
            setup = example_setup(seed, players=2, app_dracula=DraculaStrength.HARD.value)
            seats = [SeatInfo(name=player.name) for player in setup.players]
            game_id = str(store.create_game(kind="fury_of_dracula", setup=setup, seats=seats))
            table = tables.open(game_id)
            rng = random.Random(seed)
            for _ in range(SERVER_ACTIONS):
                action = hunters_action(table.state, rng)
                if action is None:
                    break
                before = len(table.game.actions)
                start = time.perf_counter()
                tables.act(game_id, action, HOST)
                if len(table.game.actions) > before + 1:
                    answered_ms.append((time.perf_counter() - start) * 1000)
    report_latency(
        "fod_ai.server_answer",
        answered_ms,
        goal_p95=DECISION_GOAL_MS,
        measures="a hunter's action and the hard Dracula's answers to it, stored, on the server",
    )


BENCHMARKS = [bench_dracula_ai, bench_app_dracula_on_the_server]

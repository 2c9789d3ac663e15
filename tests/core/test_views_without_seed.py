"""No seat's view of any game holds its setup's seed (nor Fury of Dracula's ticket seed):
the later draws follow from it, so a device that had it could know them beforehand."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from sheets.core.registry import GameRules
from sheets.games import get_game
from tests.big_book_of_madness.play import example_setup as madness_setup
from tests.fury_of_dracula.play import example_setup as dracula_setup
from tests.paper_dungeons.play import example_setup as dungeons_setup
from tests.random_play import play_random
from tests.sator.helpers import setup as sator_setup

# Far from any count, score or index a view holds, so that finding it means the seed.
SEED = 918_273_645

SETUPS: dict[str, Callable[[], Any]] = {
    "paper_dungeons": lambda: dungeons_setup(3, SEED),
    "fury_of_dracula": lambda: dracula_setup(SEED, ticket_seed=SEED + 1),
    "big_book_of_madness": lambda: madness_setup(3, SEED),
    "sator": lambda: sator_setup(3, seed=SEED),
}


def values_in(found: Any) -> Iterator[Any]:
    """Every value held in ``found``, however deep."""
    yield found
    if dataclasses.is_dataclass(found) and not isinstance(found, type):
        for field in dataclasses.fields(found):
            yield from values_in(getattr(found, field.name))
    elif isinstance(found, BaseModel):
        for name in type(found).model_fields:
            yield from values_in(getattr(found, name))
    elif isinstance(found, dict):
        for key, value in found.items():
            yield from values_in(key)
            yield from values_in(value)
    elif isinstance(found, tuple | list | set | frozenset):
        for item in found:
            yield from values_in(item)


def holds_seed(view: Any, seeds: set[int]) -> bool:
    return any(
        (isinstance(value, int) and value in seeds)
        or (isinstance(value, str) and any(str(seed) in value for seed in seeds))
        for value in values_in(view)
    )


def test_the_scan_finds_a_seed_however_deep() -> None:
    setup = SETUPS["paper_dungeons"]()
    assert holds_seed({"a": (1, [setup])}, {SEED})
    assert not holds_seed({"a": (1, ["9182"])}, {SEED})


@pytest.mark.parametrize("kind", sorted(SETUPS))
def test_no_view_holds_the_seed(kind: str) -> None:
    rules = get_game(kind)
    setup = SETUPS[kind]()
    seeds = {SEED, SEED + 1}
    assert holds_seed(setup, seeds), "the setup holds it"
    told: set[int] = set()

    def check(rules: GameRules, state: Any) -> None:
        seats = range(rules.seat_count(setup))
        told.update(seat for seat in seats if holds_seed(rules.view(state, seat), seeds))

    play_random(rules, setup, random.Random(1), 60, check)
    assert not told, "these seats' views hold the seed"

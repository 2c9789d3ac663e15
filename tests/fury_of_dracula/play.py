"""Fury of Dracula setups for tests, benchmarks and examples, and the bookkeeping a table
playing at random records only now and then (:mod:`tests.random_play`)."""

from __future__ import annotations

from sheets.fury_of_dracula.legal import OUT_OF_TURN
from sheets.fury_of_dracula.setup import Setup, randomise_setup

# The records of what happened at the table (damage, bites, influence) and a lair cleared.
BOOKKEEPING = OUT_OF_TURN


def example_setup(seed: int, *, players: int = 3, advanced: bool = True, **kwargs: object) -> Setup:
    names = [f"Player {number}" for number in range(1, players + 1)]
    return randomise_setup(names, seed, dracula_seat=0, advanced=advanced, **kwargs)  # type: ignore[arg-type]

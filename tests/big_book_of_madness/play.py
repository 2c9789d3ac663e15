"""The Big Book of Madness setups for tests, benchmarks and examples, and the bookkeeping a
table playing at random records only now and then (:mod:`tests.random_play`)."""

from __future__ import annotations

from typing import Any

from sheets.big_book_of_madness.actions import NextStep, RevealMonster, StartGame
from sheets.big_book_of_madness.legal import OUT_OF_TURN
from sheets.big_book_of_madness.setup import Setup, draw_setup

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")

# The table's bookkeeping of what the cards did: all it may send out of turn but the flow.
BOOKKEEPING = OUT_OF_TURN - {StartGame.TYPE, NextStep.TYPE, RevealMonster.TYPE}


def example_setup(players: int = 3, seed: int = 1, **options: Any) -> Setup:
    return draw_setup(NAMES[:players], seed, **options)

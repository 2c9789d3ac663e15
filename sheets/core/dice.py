"""Seeded randomness that stays the same across Python versions and platforms.

Each draw is derived from SHA-256 of the game's seed and a key naming what is drawn
(``("roll", 3, 0)`` is the first attempt of the third roll), so the same game always
gets the same dice and cards, and undoing a roll and rolling again gives the same faces.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")


class SeededDraws:
    """A deterministic stream of uniform draws for one key of one seed."""

    def __init__(self, seed: int, *key: object) -> None:
        self._prefix = f"{seed}|{'|'.join(map(str, key))}|".encode()
        self._words = self._stream()

    def _stream(self) -> Iterator[int]:
        block = 0
        while True:
            digest = hashlib.sha256(self._prefix + str(block).encode()).digest()
            for offset in range(0, len(digest), 4):
                yield int.from_bytes(digest[offset : offset + 4], "big")
            block += 1

    def below(self, bound: int) -> int:
        """A uniform integer in ``range(bound)`` (rejection sampling, no modulo bias)."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 32) - (1 << 32) % bound
        for word in self._words:
            if word < limit:
                return word % bound
        raise AssertionError("the stream is infinite")

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A Fisher–Yates shuffle of a copy of ``items``."""
        result = list(items)
        for index in range(len(result) - 1, 0, -1):
            other = self.below(index + 1)
            result[index], result[other] = result[other], result[index]
        return result

    def sample(self, items: Sequence[T], count: int) -> list[T]:
        return self.shuffled(items)[:count]

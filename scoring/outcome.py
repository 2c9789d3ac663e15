"""The result of a finished game in a form every game kind shares, for history and
statistics: who played, their score (if the game has one) and who won."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    name: str
    score: int | None
    winner: bool
    place: int | None = None
    lines: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """``summary`` is a message key for the UI (``"outcome.dracula_wins"``), ``details``
    its parameters."""

    kind: str
    seats: tuple[SeatResult, ...]
    summary: str = ""
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "summary": self.summary,
            "details": dict(self.details),
            "seats": [
                {
                    "seat": s.seat,
                    "name": s.name,
                    "score": s.score,
                    "winner": s.winner,
                    "place": s.place,
                    "lines": dict(s.lines),
                }
                for s in self.seats
            ],
        }

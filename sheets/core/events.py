"""What happened as a consequence of an action, for the history panel and tests."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One consequence of an action: ``code`` is translated by the UI as ``event.<code>``.

    ``seat`` is the seat it happened to, or ``None`` for the whole table. ``by_table``:
    the whole table did it (a step on the real board that is no player's alone, whichever
    device recorded it), so the history names the table rather than a player; its ``seat``
    is ``None``.
    """

    code: str
    seat: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    by_table: bool = False

    def __str__(self) -> str:
        who = "table" if self.seat is None else f"seat {self.seat}"
        details = " ".join(f"{key}={value}" for key, value in self.params.items())
        return f"{who}: {self.code} {details}".rstrip()

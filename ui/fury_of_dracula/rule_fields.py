"""Fury of Dracula's house rules as people type them: per-hunter and per-vampire numbers,
a choice per Dracula event, tickets as ``3/2×4, 1/-×3``, place lists as ``CD, GA, KL``
and spaces as ``4, 5, 6``.

Each setting's kind follows from its default in the game data; the rules validate the
values (:func:`~sheets.fury_of_dracula.house_rules.house_rules`), so these functions only
turn text into data and back, raising ``ValueError`` for text that is not data.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from sheets.fury_of_dracula.content import Setting

FieldKind = Literal[
    "switch", "choice", "number", "per_key", "per_key_choice", "tickets", "places", "numbers"
]
TICKET = re.compile(r"^\s*(\d+)\s*/\s*(\d+|-)\s*[×x*]\s*(\d+)\s*$")


def field_kind(spec: Setting) -> FieldKind:
    default = spec.default
    if isinstance(default, bool):
        return "switch"
    if spec.options is not None:
        return "choice"
    if isinstance(default, int):
        return "number"
    if isinstance(default, dict):
        if all(isinstance(value, str) for value in default.values()):
            return "per_key_choice"
        return "per_key"
    if default and isinstance(default[0], list):
        return "tickets"
    if default and isinstance(default[0], int):
        return "numbers"
    return "places"


def tickets_text(mix: Any) -> str:
    return ", ".join(
        f"{white}/{'-' if yellow is None else yellow}×{copies}" for white, yellow, copies in mix
    )


def parse_tickets(text: str) -> list[list[int | None]]:
    """``"3/2×4, 1/-×3"`` as ``[[3, 2, 4], [1, None, 3]]``. :raises ValueError:"""
    mix: list[list[int | None]] = []
    for part in (part for part in text.split(",") if part.strip()):
        found = TICKET.match(part)
        if found is None:
            raise ValueError(part)
        white, yellow, copies = found.groups()
        mix.append([int(white), None if yellow == "-" else int(yellow), int(copies)])
    return mix


def list_text(values: Any) -> str:
    return ", ".join(str(value) for value in values)


def parse_places(text: str) -> list[str]:
    """``"cd, GA"`` as ``["CD", "GA"]``; the rules check that the codes exist."""
    return [part.strip().upper() for part in text.split(",") if part.strip()]


def parse_numbers(text: str) -> list[int]:
    """``"4, 5, 6"`` as ``[4, 5, 6]``. :raises ValueError:"""
    return [int(part) for part in text.split(",") if part.strip()]

"""House rules as people type them: tables as "0, 1, 3", corrections as "A1-A2=wall".

Each setting's kind follows from its default in the game data; the rules validate the
values (``house_rules``), so these functions only turn text into data and back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from sheets.paper_dungeons.content import Setting

FieldKind = Literal[
    "choice",
    "switch",
    "number",
    "table",
    "numbers_by_artifact",
    "heroes_by_artifact",
    "pairs",
    "corrections",
]


def field_kind(name: str, spec: Setting) -> FieldKind:
    if spec.options is not None:
        return "choice"
    default = spec.default
    if isinstance(default, bool):
        return "switch"
    if isinstance(default, int):
        return "number"
    if name.endswith("_table"):
        return "table"
    if name == "artifact_completion_glory":
        return "numbers_by_artifact"
    if name == "artifact_hero_for_1_to_4":
        return "heroes_by_artifact"
    if name == "sheet_corrections":
        return "corrections"
    if isinstance(default, dict):
        return "pairs"
    return "choice"


def as_text(value: Any) -> str:
    """A table, mapping or number as it is typed."""
    if value is None:
        return ""
    if isinstance(value, list | tuple):
        return ", ".join(map(str, value))
    if isinstance(value, dict):
        return ", ".join(f"{key}={item}" for key, item in value.items())
    return str(value)


def parse_table(text: str) -> list[int] | None:
    """``"0, 1, 3"`` as a list; empty text means no table. :raises ValueError:"""
    parts = [part.strip() for part in text.split(",") if part.strip()]
    return [int(part) for part in parts] or None


def parse_pairs(text: str, value_type: type = int) -> dict[str, Any]:
    """``"M01=5, M02=3"`` as a mapping. :raises ValueError: on a part without ``=``."""
    pairs: dict[str, Any] = {}
    for part in (part.strip() for part in text.split(",")):
        if not part:
            continue
        key, separator, value = part.partition("=")
        if not separator or not key.strip():
            raise ValueError(part)
        pairs[key.strip().upper()] = value_type(value.strip())
    return pairs


def corrections_as_text(value: dict[str, Any], words: Mapping[str, str]) -> tuple[str, str]:
    """The corrections as the two texts of their fields; an edge's kind (open, wall, water)
    is written as ``words`` names it in the session's language."""
    edges = {key: words.get(kind, kind) for key, kind in value.get("edges", {}).items()}
    return as_text(edges), as_text(value.get("minion_levels", {}))


def parse_corrections(edges: str, levels: str, words: Mapping[str, str]) -> dict[str, Any]:
    """The corrections typed in the two fields; an edge's kind may be written in the
    session's language (``words``) or as its id."""
    kinds = {word.casefold(): kind for kind, word in words.items()}
    return {
        "edges": {
            key: kinds.get(item.casefold(), item.lower())
            for key, item in parse_pairs(edges, str).items()
        },
        "minion_levels": parse_pairs(levels),
    }

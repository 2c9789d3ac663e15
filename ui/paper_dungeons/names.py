"""Names of Paper Dungeons cards in the session's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from sheets.paper_dungeons.content import Objective, load_content


class Named(Protocol):
    @property
    def name_en(self) -> str: ...

    @property
    def name_cz(self) -> str: ...


def card_name(card: Named, language: str) -> str:
    return card.name_cz if language == "cs" else card.name_en


def objective_text(objective: Objective, language: str) -> str:
    """An objective with its thresholds: "Rooms explored (20/25/30)"."""
    thresholds = objective.condition.thresholds or ()
    return f"{card_name(objective, language)} ({'/'.join(map(str, thresholds))})"


def describe_values(language: str) -> Callable[[str, Any], str | None]:
    """How Paper Dungeons parameters read: mission ids as mission names."""

    def describe(name: str, value: Any) -> str | None:
        if name == "mission" and isinstance(value, str):
            return card_name(load_content().mission(value), language)
        return None

    return describe

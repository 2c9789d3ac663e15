"""Names of Paper Dungeons cards in the session's language."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, Protocol

from sheets.i18n import LANGUAGES, translate
from sheets.paper_dungeons.content import Objective, load_content
from sheets.paper_dungeons.setup import VillainCard, manual_villains


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


def entered_villain_name(villains: Sequence[VillainCard], number: int) -> str | None:
    """The name of villain ``number`` (1-3) as the table gave it; ``None`` for a villain
    known only by its number, whose name is the app's placeholder (in English, or in the
    language of the device that set the game up)."""
    name = villains[number - 1].name
    return None if name in _villain_placeholders() else name


@cache
def _villain_placeholders() -> frozenset[str]:
    placeholders = {villain.name for villain in manual_villains()}
    placeholders |= {
        translate("pd.new.villain", language, number=number)
        for language in LANGUAGES
        for number in range(1, len(placeholders) + 1)
    }
    return frozenset(placeholders)


def describe_values(
    language: str, villains: Callable[[], Sequence[VillainCard]]
) -> Callable[[str, Any], str | None]:
    """How Paper Dungeons parameters read: mission ids as mission names, a villain's
    number as the name the table gave it (a villain without one stays a number, as the
    texts say "villain 2")."""

    def describe(name: str, value: Any) -> str | None:
        if name == "mission" and isinstance(value, str):
            return card_name(load_content().mission(value), language)
        if name == "villain" and isinstance(value, int):
            return entered_villain_name(villains(), value)
        return None

    return describe

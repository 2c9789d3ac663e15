"""What every area of the printed Paper Dungeons sheet draws from, and small builders.

:class:`Filling` gathers one sheet's inputs (language, the game's board and house rules,
the seat and its pencil marks) so that each area is a plain function of it. A blank sheet
is filled with an empty :class:`Sheet`, so blank, prepared and finished sheets share one
code path and differ only in their data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from sheets.i18n import Language, translate
from sheets.layout import Box, Element, Fill, Mark, Text
from sheets.paper_dungeons.board import Board
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.setup import SeatSetup, TableSetup
from sheets.paper_dungeons.state import Sheet

TITLE_SIZE = 3.2
LABEL_SIZE = 2.5
SMALL_SIZE = 2.0
TITLE_BASELINE = 3.6
UNVERIFIED = "*"


@dataclass(frozen=True, slots=True)
class Filling:
    """One sheet's inputs. ``setup``/``seat_setup`` are ``None`` on a blank sheet;
    ``written`` holds the die numbers of each round and ``score_lines`` the final score
    of a finished one."""

    language: Language
    rules: HouseRules
    board: Board
    sheet: Sheet
    unverified: frozenset[str]
    setup: TableSetup | None = None
    seat_setup: SeatSetup | None = None
    written: tuple[tuple[int | None, ...], ...] = ()
    score_lines: Mapping[str, int] | None = None

    def text(self, key: str, /, **params: Any) -> str:
        return translate(f"sheet.{key}", self.language, **params)

    def named(self, item: Any) -> str:
        """The name of a card or artifact from the game data, in the sheet's language."""
        return str(item.name_cz if self.language == "cs" else item.name_en)

    def unsure(self, *settings: str) -> str:
        """The unverified marker when any of ``settings`` is an unconfirmed default."""
        return UNVERIFIED if self.unverified.intersection(settings) else ""


def title(text: str) -> Text:
    return Text(0.0, TITLE_BASELINE, text, size=TITLE_SIZE, bold=True)


def box_row(
    ids: Callable[[int], str],
    numbers: range,
    *,
    x: float,
    y: float,
    size: float,
    pitch: float,
    mark: Callable[[int], Mark] = lambda number: "none",
    text: Callable[[int], str] = lambda number: "",
    fill: Callable[[int], Fill] = lambda number: "none",
    text_size: float = SMALL_SIZE,
    gap_every: int = 0,
    gap: float = 0.0,
) -> list[Element]:
    """Square boxes for ``numbers``, left to right, with an extra ``gap`` after every
    ``gap_every`` boxes so that a long track can be counted at a glance."""
    boxes: list[Element] = []
    for index, number in enumerate(numbers):
        extra = gap * (index // gap_every) if gap_every else 0.0
        boxes.append(
            Box(
                x + index * pitch + extra,
                y,
                size,
                size,
                id=ids(number),
                fill=fill(number),
                mark=mark(number),
                text=text(number),
                text_size=text_size,
            )
        )
    return boxes

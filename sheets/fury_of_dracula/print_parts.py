"""What both printed aids of Fury of Dracula draw from: their texts in one language, the
house rules they quote (marking unverified values), and small element builders."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sheets.fury_of_dracula.house_rules import HouseRules
from sheets.fury_of_dracula.setup import TableSetup
from sheets.i18n import Language, translate
from sheets.layout import PAPER_SIZES_MM, Area, Box, Element, Line, Page, Text

CONTENT_W = 190.0
TITLE_SIZE = 6.0
HEADING_SIZE = 3.0
LABEL_SIZE = 2.5
SMALL_SIZE = 2.1
AREA_GAP = 3.0
UNVERIFIED = "*"


@dataclass(frozen=True, slots=True)
class AidInputs:
    """One aid's inputs: the language, the game's house rules and which of them are
    unverified defaults; ``setup`` prefills names and start cities, ``None`` leaves blanks."""

    language: Language
    rules: HouseRules
    unverified: frozenset[str]
    setup: TableSetup | None = None

    def text(self, key: str, /, **params: Any) -> str:
        return translate(f"fod.print.{key}", self.language, **params)

    def term(self, key: str, /, **params: Any) -> str:
        """A game term from the rules' own messages (``hunter.mina``, ``place.PA``...)."""
        return translate(f"fod.{key}", self.language, **params)

    def unsure(self, *settings: str) -> str:
        """The unverified marker when any of ``settings`` is an unconfirmed default."""
        return UNVERIFIED if self.unverified.intersection(settings) else ""


def heading(text: str, y: float = 3.4) -> Text:
    return Text(0.0, y, text, HEADING_SIZE, bold=True)


def write_in(x: float, baseline: float, width: float, filled: str = "") -> list[Element]:
    """A line to write on, or the text already written there."""
    if filled:
        return [Text(x + 0.6, baseline, filled, LABEL_SIZE, bold=True, width=width - 1.2)]
    return [Line(x, baseline + 0.8, x + width, baseline + 0.8, "thin")]


def boxes(
    x: float,
    y: float,
    count: int,
    *,
    size: float,
    pitch: float,
    ids: str,
    texts: Sequence[str] = (),
    first: int = 1,
) -> list[Element]:
    """A row of ``count`` square boxes, ids ``<ids>:<number>`` from ``first``."""
    return [
        Box(
            x + index * pitch,
            y,
            size,
            size,
            id=f"{ids}:{first + index}",
            text=texts[index] if index < len(texts) else "",
            text_size=SMALL_SIZE,
        )
        for index in range(count)
    ]


def header(aid: AidInputs, title: str, note: str) -> Area:
    """The title, the Dracula player's name (or a line for it) and a line of advice."""
    elements: list[Element] = [
        Text(0.0, 7.0, title, TITLE_SIZE, bold=True, width=118.0),
        Text(124.0, 7.0, aid.text("dracula_player"), LABEL_SIZE),
    ]
    name = ""
    if aid.setup is not None:
        name = aid.setup.players[aid.setup.dracula_seat].name
    elements += write_in(142.0, 7.0, CONTENT_W - 142.0, name)
    elements.append(Text(0.0, 13.0, note, LABEL_SIZE, width=CONTENT_W))
    return Area("header", title, 0.0, 0.0, CONTENT_W, 15.0, tuple(elements))


def footnote(aid: AidInputs, areas: Sequence[Area]) -> Area | None:
    """The note explaining the unverified marker, when the page shows one."""
    marked = any(
        isinstance(element, Text) and UNVERIFIED in element.text
        for area in areas
        for element in area.elements
    )
    if not marked:
        return None
    note = f"{UNVERIFIED} {aid.text('unverified_note')}"
    return Area(
        "notes",
        aid.text("notes"),
        0.0,
        0.0,
        CONTENT_W,
        4.0,
        (Text(0.0, 2.6, note, 2.0, width=CONTENT_W),),
    )


def stack(areas: Sequence[Area], paper: str) -> Page:
    """The areas one under another, centred on the paper.

    :raises ValueError: for an unknown paper, or areas taller than it.
    """
    if paper not in PAPER_SIZES_MM:
        raise ValueError(f"unknown paper {paper!r}; choose one of {sorted(PAPER_SIZES_MM)}")
    width, height = PAPER_SIZES_MM[paper]
    total = sum(area.h for area in areas) + AREA_GAP * (len(areas) - 1)
    if total > height:
        raise ValueError(f"the page is {total:.0f} mm tall, more than the {paper} paper")
    left, top = (width - CONTENT_W) / 2, (height - total) / 2
    placed = []
    for area in areas:
        placed.append(Area(area.id, area.title, left, top, area.w, area.h, area.elements))
        top += area.h + AREA_GAP
    return Page(width, height, tuple(placed))

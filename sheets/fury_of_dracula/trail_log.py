"""Dracula's trail log: a private sheet with one row per Dracula phase (the location card
he placed, its number in the location deck, a power card, the encounter, whether the
hunters revealed it and what became of it when it left the trail), his lairs, and the
costs of his power cards as this game's house rules set them.

Element ids: ``log:<row>:<column>`` for each cell (row 0 is the start location, rows 1-28
the rounds), ``lair:<n>:<column>`` for the lair rows.
"""

from __future__ import annotations

from sheets.fury_of_dracula.print_parts import (
    CONTENT_W,
    LABEL_SIZE,
    SMALL_SIZE,
    AidInputs,
    footnote,
    header,
    heading,
    stack,
)
from sheets.layout import Area, Box, Element, Line, Page, Text

ROUNDS = 28
ROW_H = 6.0
HEAD_H = 8.0
COLUMNS: tuple[tuple[str, float], ...] = (
    ("round", 11.0),
    ("weekday", 16.0),
    ("location", 44.0),
    ("card_no", 12.0),
    ("power", 26.0),
    ("encounter", 40.0),
    ("revealed", 14.0),
    ("left", 27.0),
)
WEEK = 7


def trail_log_page(aid: AidInputs, paper: str) -> Page:
    areas = [
        header(aid, aid.text("trail_log.title"), aid.text("trail_log.note")),
        _log(aid),
        _lairs(aid),
        _powers(aid),
    ]
    note = footnote(aid, areas)
    return stack([*areas, *([note] if note else [])], paper)


def _log(aid: AidInputs) -> Area:
    elements: list[Element] = []
    x = 0.0
    for column, width in COLUMNS:
        elements.append(Box(x, 0.0, width, HEAD_H, fill="light", stroke="thin"))
        elements.append(
            Text(
                x + width / 2,
                HEAD_H / 2 + 1.0,
                aid.text(f"trail_log.{column}"),
                SMALL_SIZE,
                "centre",
                True,
                width - 1.0,
            )
        )
        x += width
    for row in range(ROUNDS + 1):
        top = HEAD_H + row * ROW_H
        x = 0.0
        for column, width in COLUMNS:
            elements.append(Box(x, top, width, ROW_H, id=f"log:{row}:{column}", stroke="hair"))
            printed = _printed(aid, row, column)
            if printed:
                elements.append(
                    Text(x + 1.0, top + ROW_H / 2 + 0.9, printed, LABEL_SIZE, width=width - 2.0)
                )
            x += width
        if row % WEEK == 0:
            elements.append(Line(0.0, top + ROW_H, CONTENT_W, top + ROW_H, "thick"))
    height = HEAD_H + (ROUNDS + 1) * ROW_H
    return Area("log", aid.text("trail_log.title"), 0.0, 0.0, CONTENT_W, height, tuple(elements))


def _printed(aid: AidInputs, row: int, column: str) -> str:
    """What is printed in a cell before play: round numbers and weekdays, and the start
    row's label; the power, encounter, revealed and fate cells of the start stay struck."""
    if column == "round":
        return aid.text("trail_log.start") if row == 0 else str(row)
    if column == "weekday" and row > 0:
        return aid.term(f"weekday.{(row - 1) % WEEK}")
    if row == 0 and column in ("power", "encounter"):
        return "—"
    return ""


def _lairs(aid: AidInputs) -> Area:
    elements: list[Element] = [heading(aid.text("trail_log.lairs"))]
    label_w, location_w = 18.0, 44.0
    encounters_w = CONTENT_W - label_w - location_w
    for index in range(3):
        top = 5.0 + index * ROW_H
        number = index + 1
        elements += [
            Box(0.0, top, label_w, ROW_H, stroke="hair", fill="light"),
            Text(1.0, top + ROW_H / 2 + 0.9, aid.term("lair", number=number), LABEL_SIZE),
            Box(label_w, top, location_w, ROW_H, id=f"lair:{number}:location", stroke="hair"),
            Box(
                label_w + location_w,
                top,
                encounters_w,
                ROW_H,
                id=f"lair:{number}:encounters",
                stroke="hair",
            ),
        ]
    elements.append(
        Text(
            label_w + location_w + 1.0,
            3.4,
            aid.text("trail_log.lair_encounters"),
            SMALL_SIZE,
            width=encounters_w - 2.0,
        )
    )
    height = 5.0 + 3 * ROW_H
    return Area("lairs", aid.text("trail_log.lairs"), 0.0, 0.0, CONTENT_W, height, tuple(elements))


def _powers(aid: AidInputs) -> Area:
    rules = aid.rules
    lines = [
        aid.text(
            "power.feed",
            heal=f"{rules.feed_heal}{aid.unsure('feed_heal')}",
        ),
        aid.text(
            "power.dark_call",
            damage=f"{rules.dark_call_damage}{aid.unsure('dark_call_damage')}",
            draw=f"{rules.dark_call_draw}{aid.unsure('dark_call_draw')}",
        ),
        aid.text(
            "power.wolf_form",
            damage=f"{rules.wolf_form_damage}{aid.unsure('wolf_form_damage')}",
            roads=f"{rules.wolf_form_roads}{aid.unsure('wolf_form_roads')}",
        ),
        aid.text("power.misdirect"),
        aid.text("power.hide"),
    ]
    elements: list[Element] = [heading(aid.text("trail_log.powers"))]
    elements += [
        Text(0.0, 7.4 + index * 3.4, line, LABEL_SIZE, width=CONTENT_W)
        for index, line in enumerate(lines)
    ]
    height = 7.4 + (len(lines) - 1) * 3.4 + 1.6
    return Area(
        "powers", aid.text("trail_log.powers"), 0.0, 0.0, CONTENT_W, height, tuple(elements)
    )

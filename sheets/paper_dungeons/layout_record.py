"""The lower part of the sheet: artifacts, the round boxes with the villain fights, and
the final score."""

from __future__ import annotations

from collections.abc import Mapping

from sheets.layout import Area, Box, Element, Symbol, Text
from sheets.paper_dungeons.content import load_content
from sheets.paper_dungeons.layout_parts import LABEL_SIZE, SMALL_SIZE, Filling, title

ARTIFACT_COLUMNS = 4
ARTIFACT_CELL_W = 49.0
ARTIFACT_CELL_H = 12.0
ROUND_COLUMN = 9.2
ROUND_BOX_W = 7.0
ROUND_BOX_H = 6.2
ROUNDS_WIDTH = 104.0
SCORE_WIDTH = 88.0
SCORE_ROWS = 6


def artifacts_area(filling: Filling, x: float, y: float, width: float) -> Area:
    artifacts = load_content().rules.artifacts
    crafted = filling.sheet.artifacts
    unsure = filling.unsure("artifact_hero_for_1_to_4", "artifact_halves_same_symbol")
    elements: list[Element] = [title(filling.text("area.artifacts"))]
    for index, artifact in enumerate(artifacts):
        row, column = divmod(index, ARTIFACT_COLUMNS)
        left, top = column * ARTIFACT_CELL_W, 5.5 + row * ARTIFACT_CELL_H
        elements.append(
            Text(
                left,
                top + 2.6,
                f"{artifact.id}. {filling.named(artifact)}",
                2.4,
                width=ARTIFACT_CELL_W - 2.0,
            )
        )
        hero = filling.rules.artifact_hero(artifact.id)
        if hero is not None:
            elements.append(Symbol(left + 3.0, top + 7.0, 4.6, hero, label=unsure))
        else:
            elements.append(Text(left + 35.5, top + 7.7, filling.text("any_die"), 2.0, width=13.0))
        for half in (1, 2):
            elements.append(
                Box(
                    left + 9.0 + (half - 1) * 13.0,
                    top + 4.0,
                    12.0,
                    6.0,
                    id=f"artifact:{artifact.id}:{half}",
                    mark="filled" if crafted[index] >= half else "none",
                )
            )
    rows = -(-len(artifacts) // ARTIFACT_COLUMNS)
    height = 5.5 + rows * ARTIFACT_CELL_H
    return Area("artifacts", filling.text("area.artifacts"), x, y, width, height, tuple(elements))


def rounds_area(filling: Filling, x: float, y: float) -> Area:
    rules = load_content().rules
    villain_after = {int(r): v for r, v in rules.villain_fight_after_round.items()}
    elements: list[Element] = [
        title(filling.text("area.rounds")),
        Text(ROUNDS_WIDTH, 3.6, filling.text("rounds_rule"), SMALL_SIZE, "right"),
    ]
    centre = 1.0 + ROUND_COLUMN / 2
    for round_number in range(1, rules.rounds + 1):
        written = filling.written[round_number - 1] if round_number <= len(filling.written) else ()
        elements.append(Text(centre, 9.0, str(round_number), 2.8, "centre", True))
        for action in range(1, rules.actions_per_round + 1):
            number = written[action - 1] if action <= len(written) else None
            elements.append(
                Box(
                    centre - ROUND_BOX_W / 2,
                    10.2 + (action - 1) * 7.0,
                    ROUND_BOX_W,
                    ROUND_BOX_H,
                    id=f"round:{round_number}:{action}",
                    text="" if number is None else str(number),
                    text_size=3.6,
                )
            )
        centre += ROUND_COLUMN
        if round_number in villain_after:
            elements += _villain_column(filling, villain_after[round_number], centre)
            centre += ROUND_COLUMN
    elements += _dice_key(filling)
    return Area("rounds", filling.text("area.rounds"), x, y, ROUNDS_WIDTH, 46.0, tuple(elements))


def _villain_column(filling: Filling, villain: int, centre: float) -> list[Element]:
    fights = [fight for fight in filling.sheet.fights if fight.villain == villain]
    glory = sum(fight.glory + fight.reward_glory for fight in fights)
    elements: list[Element] = [
        Symbol(centre - 0.8, 6.6, 4.6, "villain", label=str(villain)),
        Box(
            centre - ROUND_BOX_W / 2,
            10.2,
            ROUND_BOX_W,
            ROUND_BOX_H,
            id=f"fight:{villain}",
            stroke="thick",
            text=f"{glory:+d}" if fights else "",
            text_size=3.0,
        ),
        Text(centre, 19.0, filling.text("glory"), 1.9, "centre"),
    ]
    if any(fight.fled for fight in fights):
        elements.append(Text(centre, 21.6, filling.text("fled"), 1.9, "centre", True))
    return elements


def _dice_key(filling: Filling) -> list[Element]:
    dice = load_content().rules.dice
    elements: list[Element] = []
    for row, (colour, kind) in enumerate((("white", dice.white), ("black", dice.black))):
        baseline = 38.4 + row * 6.0
        elements.append(Text(1.0, baseline, filling.text(f"dice.{colour}"), 2.2, bold=True))
        numbered = [face for face in kind.faces if face.number is not None]
        for index, face in enumerate(sorted(numbered, key=lambda face: face.number or 0)):
            elements.append(
                Symbol(
                    27.0 + index * 12.0, baseline - 0.9, 3.8, face.symbol, label=str(face.number)
                )
            )
    return elements


def score_area(filling: Filling, x: float, y: float) -> Area:
    lines = load_content().sheet.score_lines
    given = filling.score_lines
    elements: list[Element] = [title(filling.text("area.score"))]
    column_w = SCORE_WIDTH / 2
    for index, line in enumerate(lines):
        column, row = divmod(index, SCORE_ROWS)
        left, top = column * column_w, 5.5 + row * 6.6
        total = line.id == "total"
        value = _score_value(given, line.id) if given is not None else None
        elements += [
            Text(
                left,
                top + 4.0,
                line.cz if filling.language == "cs" else line.en,
                LABEL_SIZE,
                bold=total,
                width=column_w - 17.0,
            ),
            Box(
                left + column_w - 16.0,
                top,
                14.0,
                5.6,
                id=f"score:{line.id}",
                stroke="thick" if total else "thin",
                text="" if value is None else str(value),
                text_size=3.2,
            ),
        ]
    return Area("score", filling.text("area.score"), x, y, SCORE_WIDTH, 46.0, tuple(elements))


def _score_value(given: Mapping[str, int], line: str) -> int | None:
    if line == "total" and "total" not in given:
        return sum(given.values())
    return given.get(line)

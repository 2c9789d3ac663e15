"""What a player reads beside their sheet: Power, Objective with its progress, the missions
of the game with who has done them, and the villains.

The lines are made once for the game (their number never changes) and then only
rewritten, so that an action sends the line that changed and not the panel.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from sheets.paper_dungeons.content import load_content
from sheets.paper_dungeons.measures import Measure
from sheets.paper_dungeons.view import SeatView
from ui.i18n import Texts
from ui.paper_dungeons.dialogs import villain_name
from ui.paper_dungeons.names import card_name, objective_text
from ui.widgets.redraw import Restyled

MISSION_ICONS = {
    "done": ft.Icons.CHECK_BOX,
    "gone": ft.Icons.DO_NOT_DISTURB_ON,
    "open": ft.Icons.CHECK_BOX_OUTLINE_BLANK,
}


@dataclass(frozen=True)
class Line:
    text: str
    icon: ft.IconData | None = None
    bold: bool = False
    small: bool = False


def info_lines(t: Texts, seen: SeatView) -> tuple[Line, ...]:
    content = load_content()
    seat_setup = seen.setup.seats[seen.seat]
    sheet = seen.sheet
    lines: list[Line] = []
    power = content.power(seat_setup.power) if seat_setup.power else None
    lines.append(Line(t("pd.info.power", name=card_name(power, t.language)) if power else ""))
    objective = content.objective(seat_setup.objective) if seat_setup.objective else None
    if objective is None:
        lines.append(Line(""))
    else:
        measure = Measure(sheet, seen.board, seen.rules, seat_setup.power)
        value = measure.value(objective.condition)
        name = objective_text(objective, t.language)
        lines.append(Line(t("pd.info.objective", name=name, value=value)))
    lines.append(Line(t("pd.info.missions"), bold=True))
    done = {score.mission: score.round for score in sheet.missions}
    for mission_id in seen.setup.missions:
        name = card_name(content.mission(mission_id), t.language)
        if mission_id in done:
            text = t("pd.info.mission_done", name=name, round=done[mission_id])
            lines.append(Line(text, MISSION_ICONS["done"]))
        elif mission_id not in seen.open_missions:
            lines.append(Line(t("pd.info.mission_gone", name=name), MISSION_ICONS["gone"]))
        else:
            lines.append(Line(t("pd.info.mission_open", name=name), MISSION_ICONS["open"]))
    if not seen.setup.missions:
        lines.append(Line(t("pd.info.no_missions")))
    names = ", ".join(villain_name(t, seen.setup.villains, number) for number in (1, 2, 3))
    lines.append(Line(t("pd.info.villains", names=names), small=True))
    return tuple(lines)


class InfoRow(Restyled[Line]):
    """One line of the panel: an icon (when the line has one) and its text."""

    def __init__(self) -> None:
        self.icon = ft.Icon(ft.Icons.CHECK_BOX_OUTLINE_BLANK, size=18, visible=False)
        self.text = ft.Text("", expand=True)
        self.control = ft.Row([self.icon, self.text], spacing=6)

    def draw(self, line: Line) -> list[ft.Control]:
        text, icon = self.text, self.icon
        text.value = line.text
        text.weight = ft.FontWeight.BOLD if line.bold else None
        text.size = 12 if line.small else 14
        text.visible = bool(line.text)
        icon.visible = line.icon is not None
        if line.icon is not None:
            icon.icon = line.icon
        return [self.control]


class InfoPanel(Restyled[tuple[Line, ...]]):
    """The lines, each rewritten on its own; the panel is sent whole only when the number
    of its lines changed."""

    def __init__(self) -> None:
        self.rows: list[InfoRow] = []
        self.control = ft.Column(spacing=4)

    def draw(self, lines: tuple[Line, ...]) -> list[ft.Control]:
        if len(lines) != len(self.rows):
            self.rows = [InfoRow() for _ in lines]
            self.control.controls = [row.control for row in self.rows]
            for line, row in zip(lines, self.rows, strict=True):
                row.show(line)
            return [self.control]
        changed: list[ft.Control] = []
        for line, row in zip(lines, self.rows, strict=True):
            changed += row.show(line)
        return changed

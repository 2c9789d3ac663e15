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


def info_lines(t: Texts, seen: SeatView) -> list[Line]:
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
    return lines


class InfoPanel:
    def __init__(self) -> None:
        self.rows: list[tuple[ft.Icon, ft.Text, ft.Row]] = []
        self.control = ft.Column(spacing=4)

    def show(self, lines: list[Line]) -> list[ft.Control]:
        if len(lines) != len(self.rows):
            self.rows = []
            for _ in lines:
                icon = ft.Icon(ft.Icons.CHECK_BOX_OUTLINE_BLANK, size=18, visible=False)
                text = ft.Text("", expand=True)
                self.rows.append((icon, text, ft.Row([icon, text], spacing=6)))
            self.control.controls = [row for _, _, row in self.rows]
            self._fill(lines)
            return [self.control]
        changed: list[ft.Control] = []
        for line, (icon, text, row) in zip(lines, self.rows, strict=True):
            if self._set(line, icon, text):
                changed.append(row)
        return changed

    def _fill(self, lines: list[Line]) -> None:
        for line, (icon, text, _) in zip(lines, self.rows, strict=True):
            self._set(line, icon, text)

    @staticmethod
    def _set(line: Line, icon: ft.Icon, text: ft.Text) -> bool:
        before = (text.value, icon.icon, text.weight, text.size, icon.visible)
        text.value = line.text
        text.weight = ft.FontWeight.BOLD if line.bold else None
        text.size = 12 if line.small else 14
        text.visible = bool(line.text)
        icon.visible = line.icon is not None
        if line.icon is not None:
            icon.icon = line.icon
        return before != (text.value, icon.icon, text.weight, text.size, icon.visible)

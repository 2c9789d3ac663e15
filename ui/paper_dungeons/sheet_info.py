"""What a player reads at the top of their sheet: Power, Objective with its progress, the
missions of the game with who has done them, and the villains."""

from __future__ import annotations

import flet as ft

from sheets.paper_dungeons.content import load_content
from sheets.paper_dungeons.measures import Measure
from sheets.paper_dungeons.state import TableState
from ui.i18n import Texts
from ui.paper_dungeons.names import card_name, objective_text


def sheet_info(t: Texts, state: TableState, seat: int) -> list[ft.Control]:
    content = load_content()
    seat_setup = state.setup.seats[seat]
    sheet = state.sheets[seat]
    lines: list[ft.Control] = []
    if seat_setup.power:
        lines.append(
            ft.Text(t("pd.info.power", name=card_name(content.power(seat_setup.power), t.language)))
        )
    if seat_setup.objective:
        objective = content.objective(seat_setup.objective)
        value = Measure(sheet, state.board, state.rules, seat_setup.power).value(
            objective.condition
        )
        lines.append(
            ft.Text(t("pd.info.objective", name=objective_text(objective, t.language), value=value))
        )
    lines.append(ft.Text(t("pd.info.missions"), weight=ft.FontWeight.BOLD))
    done = {score.mission: score.round for score in sheet.missions}
    for mission_id in state.setup.missions:
        name = card_name(content.mission(mission_id), t.language)
        if mission_id in done:
            text, icon = (
                t("pd.info.mission_done", name=name, round=done[mission_id]),
                ft.Icons.CHECK_BOX,
            )
        elif mission_id not in state.open_missions:
            text, icon = t("pd.info.mission_gone", name=name), ft.Icons.DO_NOT_DISTURB_ON
        else:
            text, icon = t("pd.info.mission_open", name=name), ft.Icons.CHECK_BOX_OUTLINE_BLANK
        lines.append(ft.Row([ft.Icon(icon, size=18), ft.Text(text, expand=True)], spacing=6))
    if not state.setup.missions:
        lines.append(ft.Text(t("pd.info.no_missions")))
    names = ", ".join(villain.name for villain in state.setup.villains)
    lines.append(ft.Text(t("pd.info.villains", names=names), size=12))
    return lines

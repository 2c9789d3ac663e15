"""Fury of Dracula's entry in the app: its screens, its icon and its result for history."""

from __future__ import annotations

import flet as ft

from scoring.fury_of_dracula import outcome
from sheets.fury_of_dracula.setup import APP_SEAT_NAME, Setup
from sheets.i18n import joined
from ui.fury_of_dracula.export import device_file
from ui.fury_of_dracula.house_rules import DraculaHouseRules
from ui.fury_of_dracula.new_game import NewGameScreen
from ui.fury_of_dracula.play_screen import open_play
from ui.fury_of_dracula.results_screen import ResultsScreen
from ui.games import GameUi
from ui.house_rules.screen import HouseRulesScreen
from ui.i18n import Texts


def fury_of_dracula_ui() -> GameUi:
    return GameUi(
        icon=ft.Icons.NIGHTLIGHT,
        new_game=NewGameScreen.open,
        play=open_play,
        results=ResultsScreen.open,
        house_rules=HouseRulesScreen.opener(DraculaHouseRules()),
        outcome=outcome,
        device_file=device_file,
        seat_role=_seat_role,
        app_seat_name=APP_SEAT_NAME,
    )


def _seat_role(setup: Setup, seat: int, t: Texts) -> str:
    """Dracula, or the hunters a seat runs."""
    if seat == setup.dracula_seat:
        return t("fod.role.dracula")
    return joined((t(f"fod.hunter.{hunter}") for hunter in setup.hunters_of(seat)), t.language)

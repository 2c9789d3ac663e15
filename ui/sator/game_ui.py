"""SATOR's entry in the app: its screens, its icon and its result for history."""

from __future__ import annotations

import flet as ft

from scoring.sator import outcome
from ui.games import GameUi
from ui.house_rules.screen import HouseRulesScreen
from ui.sator.export import device_file
from ui.sator.house_rules import SatorHouseRules
from ui.sator.new_game import NewGameScreen
from ui.sator.play_screen import PlayScreen
from ui.sator.results_screen import ResultsScreen


def sator_ui() -> GameUi:
    return GameUi(
        icon=ft.Icons.AUTO_STORIES,
        new_game=NewGameScreen.open,
        play=PlayScreen.open,
        results=ResultsScreen.open,
        house_rules=HouseRulesScreen.opener(SatorHouseRules()),
        outcome=outcome,
        device_file=device_file,
    )

"""The Big Book of Madness's entry in the app: its screens, its icon and its result for
history."""

from __future__ import annotations

import flet as ft

from scoring.big_book_of_madness import outcome
from ui.big_book_of_madness.house_rules import MadnessHouseRules
from ui.big_book_of_madness.new_game import NewGameScreen
from ui.big_book_of_madness.results_screen import ResultsScreen
from ui.big_book_of_madness.table_screen import TableScreen
from ui.games import GameUi
from ui.house_rules.screen import HouseRulesScreen


def big_book_of_madness_ui() -> GameUi:
    return GameUi(
        icon=ft.Icons.MENU_BOOK,
        new_game=NewGameScreen.open,
        play=TableScreen.open,
        results=ResultsScreen.open,
        house_rules=HouseRulesScreen.opener(MadnessHouseRules()),
        outcome=outcome,
    )

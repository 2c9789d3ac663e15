"""Paper Dungeons' entry in the app: its screens, its icon and its result for history."""

from __future__ import annotations

import flet as ft

from scoring.paper_dungeons import outcome
from ui.games import GameUi
from ui.house_rules.screen import HouseRulesScreen
from ui.paper_dungeons.campaign_screen import CampaignScreen
from ui.paper_dungeons.house_rules import PaperDungeonsHouseRules
from ui.paper_dungeons.new_game import NewGameScreen
from ui.paper_dungeons.results_screen import ResultsScreen
from ui.paper_dungeons.sheet_screen import SheetScreen


def paper_dungeons_ui() -> GameUi:
    return GameUi(
        icon=ft.Icons.GRID_ON,
        new_game=NewGameScreen.open,
        play=SheetScreen.open,
        results=ResultsScreen.open,
        house_rules=HouseRulesScreen.opener(PaperDungeonsHouseRules()),
        outcome=outcome,
        pages={"campaign": CampaignScreen.open},
    )

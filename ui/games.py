"""The screens and the result of each game kind the app can play."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

import flet as ft

from scoring.outcome import GameOutcome

if TYPE_CHECKING:
    from ui.app import AppSession
    from ui.i18n import Texts
    from ui.screen import Screen

ScreenFactory = Callable[["AppSession", dict[str, str]], "Screen"]


@dataclass(frozen=True)
class GameUi:
    """A game kind's screens (``/new/<kind>``, ``/game/<id>``, ``/game/<id>/results``,
    ``/game/<id>/rules`` and ``/house-rules/<kind>``), its result for history and the icon of
    its card on the home screen; ``seat_role`` names what a seat plays, for a phone
    choosing its seat. Whose each action is, is the game's own (its rules' ``authority``)."""

    icon: ft.IconData
    new_game: ScreenFactory
    play: ScreenFactory
    results: ScreenFactory
    house_rules: ScreenFactory
    outcome: Callable[[Any], GameOutcome]
    seat_role: Callable[[Any, int, Texts], str] | None = None


@cache
def game_uis() -> dict[str, GameUi]:
    """Every game's screens, by kind. Importing them takes longer than the rest of the
    server's start, so this is first called once the server listens (see ui.server)."""
    from scoring import big_book_of_madness as bbm_scoring
    from scoring import paper_dungeons as pd_scoring
    from ui.big_book_of_madness.house_rules import MadnessHouseRules
    from ui.big_book_of_madness.new_game import NewGameScreen as BbmNewGame
    from ui.big_book_of_madness.results_screen import ResultsScreen as BbmResults
    from ui.big_book_of_madness.table_screen import TableScreen as BbmTable
    from ui.fury_of_dracula.game_ui import fury_of_dracula_ui
    from ui.house_rules.screen import HouseRulesScreen
    from ui.paper_dungeons.house_rules import PaperDungeonsHouseRules
    from ui.paper_dungeons.new_game import NewGameScreen
    from ui.paper_dungeons.results_screen import ResultsScreen
    from ui.paper_dungeons.sheet_screen import SheetScreen
    from ui.sator.game_ui import sator_ui

    return {
        "paper_dungeons": GameUi(
            icon=ft.Icons.GRID_ON,
            new_game=NewGameScreen.open,
            play=SheetScreen.open,
            results=ResultsScreen.open,
            house_rules=HouseRulesScreen.opener(PaperDungeonsHouseRules()),
            outcome=pd_scoring.outcome,
        ),
        "big_book_of_madness": GameUi(
            icon=ft.Icons.MENU_BOOK,
            new_game=BbmNewGame.open,
            play=BbmTable.open,
            results=BbmResults.open,
            house_rules=HouseRulesScreen.opener(MadnessHouseRules()),
            outcome=bbm_scoring.outcome,
        ),
        "sator": sator_ui(),
        "fury_of_dracula": fury_of_dracula_ui(),
    }

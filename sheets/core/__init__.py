"""The engine shared by every game: actions, errors, events, seeded dice, the log."""

from sheets.core.actions import Action, action_from_json, action_to_json, register_action
from sheets.core.errors import Illegal, InvalidAction, InvalidSetup
from sheets.core.events import Event
from sheets.core.log import Entry, Game
from sheets.core.registry import GameRules, Transition, register_game

__all__ = [
    "Action",
    "Entry",
    "Event",
    "Game",
    "GameRules",
    "Illegal",
    "InvalidAction",
    "InvalidSetup",
    "Transition",
    "action_from_json",
    "action_to_json",
    "register_action",
    "register_game",
]

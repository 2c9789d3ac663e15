"""Fury of Dracula, 3rd edition (Běsnění Drákuly): the table's bookkeeping and Dracula's
secret trail as pure rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sheets.core.actions import Action
from sheets.core.registry import Transition, register_game
from sheets.fury_of_dracula import actions
from sheets.fury_of_dracula.content import CONTENT_VERSION
from sheets.fury_of_dracula.options import SeatOptions, options
from sheets.fury_of_dracula.rules import apply, initial, is_finished
from sheets.fury_of_dracula.setup import Setup, setup_from_json, setup_to_json
from sheets.fury_of_dracula.state import GameState
from sheets.fury_of_dracula.view import SeatView, view

KIND = "fury_of_dracula"


class FuryOfDracula:
    """The registry entry: Fury of Dracula's rules behind the common game protocol."""

    kind = KIND
    content_version = CONTENT_VERSION

    def setup_from_json(self, data: Mapping[str, Any]) -> Setup:
        return setup_from_json(data)

    def setup_to_json(self, setup: Setup) -> dict[str, Any]:
        return setup_to_json(setup)

    def initial(self, setup: Setup) -> GameState:
        return initial(setup)

    def apply(self, state: GameState, action: Action) -> Transition:
        return apply(state, action)

    def options(self, state: GameState, seat: int) -> SeatOptions:
        return options(state, seat)

    def view(self, state: GameState, seat: int) -> SeatView:
        return view(state, seat)

    def is_finished(self, state: GameState) -> bool:
        return is_finished(state)


RULES = register_game(FuryOfDracula())

__all__ = ["KIND", "RULES", "FuryOfDracula", "actions"]

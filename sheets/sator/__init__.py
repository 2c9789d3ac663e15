"""SATOR AREPO TENET OPERA ROTAS: the setup randomiser and the action-point turn, as pure
rules. The app keeps the books of the game (budget, steps, cards, prayers, gargoyles,
lost books); the players move the walkways and monks on the real board."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sheets.core.actions import Action
from sheets.core.registry import Transition, register_game
from sheets.sator import actions
from sheets.sator.content import CONTENT_VERSION
from sheets.sator.options import SeatOptions, options
from sheets.sator.rules import apply, initial, is_finished
from sheets.sator.setup import Setup, setup_from_json, setup_to_json
from sheets.sator.state import TableState
from sheets.sator.view import SeatView, view

KIND = "sator"


class Sator:
    """The registry entry: SATOR's rules behind the common game protocol."""

    kind = KIND
    content_version = CONTENT_VERSION

    def setup_from_json(self, data: Mapping[str, Any]) -> Setup:
        return setup_from_json(data)

    def setup_to_json(self, setup: Setup) -> dict[str, Any]:
        return setup_to_json(setup)

    def initial(self, setup: Setup) -> TableState:
        return initial(setup)

    def apply(self, state: TableState, action: Action) -> Transition:
        return apply(state, action)

    def options(self, state: TableState, seat: int) -> SeatOptions:
        return options(state, seat)

    def view(self, state: TableState, seat: int) -> SeatView:
        return view(state, seat)

    def is_finished(self, state: TableState) -> bool:
        return is_finished(state)


RULES = register_game(Sator())

__all__ = ["KIND", "RULES", "Sator", "actions"]

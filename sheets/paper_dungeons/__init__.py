"""Paper Dungeons (Papírové doupě): the whole table as pure rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sheets.core.actions import Action
from sheets.core.registry import Transition, register_game
from sheets.paper_dungeons import actions
from sheets.paper_dungeons.content import CONTENT_VERSION
from sheets.paper_dungeons.options import SeatOptions, options
from sheets.paper_dungeons.rules import apply, initial, is_finished
from sheets.paper_dungeons.setup import Setup, setup_from_json, setup_to_json
from sheets.paper_dungeons.state import TableState
from sheets.paper_dungeons.view import SeatView, view

KIND = "paper_dungeons"


class PaperDungeons:
    """The registry entry: Paper Dungeons' rules behind the common game protocol."""

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


RULES = register_game(PaperDungeons())

__all__ = ["KIND", "RULES", "PaperDungeons", "actions"]

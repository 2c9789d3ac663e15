"""The Big Book of Madness (Velká kniha strašlivých čar): the table's tracks, curses and
madness as pure rules, with the upkeep the players would otherwise forget."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sheets.big_book_of_madness import actions
from sheets.big_book_of_madness.content import CONTENT_VERSION
from sheets.big_book_of_madness.options import SeatOptions, options
from sheets.big_book_of_madness.rules import apply, initial, is_finished
from sheets.big_book_of_madness.setup import Setup, setup_from_json, setup_to_json
from sheets.big_book_of_madness.state import TableState
from sheets.big_book_of_madness.view import TableView, view
from sheets.core.actions import Action
from sheets.core.registry import Transition, register_game

KIND = "big_book_of_madness"


class BigBookOfMadness:
    """The registry entry: the rules behind the common game protocol."""

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

    def view(self, state: TableState, seat: int) -> TableView:
        return view(state, seat)

    def is_finished(self, state: TableState) -> bool:
        return is_finished(state)


RULES = register_game(BigBookOfMadness())

__all__ = ["KIND", "RULES", "BigBookOfMadness", "actions"]

"""The Big Book of Madness (Velká kniha strašlivých čar): the table's tracks, curses and
madness as pure rules, with the upkeep the players would otherwise forget."""

from __future__ import annotations

from sheets.big_book_of_madness import actions
from sheets.big_book_of_madness.authority import AUTHORITY
from sheets.big_book_of_madness.content import CONTENT_VERSION
from sheets.big_book_of_madness.legal import awaiting, legal_actions
from sheets.big_book_of_madness.options import options
from sheets.big_book_of_madness.rules import apply, initial, is_finished
from sheets.big_book_of_madness.setup import setup_from_json, setup_to_json
from sheets.big_book_of_madness.view import view
from sheets.core.registry import GameRules, register_game

KIND = "big_book_of_madness"

RULES = register_game(
    GameRules(
        kind=KIND,
        content_version=CONTENT_VERSION,
        setup_from_json=setup_from_json,
        setup_to_json=setup_to_json,
        initial=initial,
        apply=apply,
        options=options,
        legal_actions=legal_actions,
        awaiting=awaiting,
        view=view,
        is_finished=is_finished,
        seat_count=lambda setup: len(setup.players),
        authority=AUTHORITY,
    )
)

__all__ = ["KIND", "RULES", "actions"]

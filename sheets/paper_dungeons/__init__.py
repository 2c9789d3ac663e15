"""Paper Dungeons (Papírové doupě): the whole table as pure rules."""

from __future__ import annotations

from sheets.core.registry import GameRules, register_game
from sheets.paper_dungeons import actions
from sheets.paper_dungeons.authority import AUTHORITY
from sheets.paper_dungeons.content import CONTENT_VERSION
from sheets.paper_dungeons.legal import awaiting, legal_actions, table_step_due
from sheets.paper_dungeons.options import options
from sheets.paper_dungeons.rules import apply, initial, is_finished
from sheets.paper_dungeons.setup import setup_from_json, setup_to_json
from sheets.paper_dungeons.view import view

KIND = "paper_dungeons"

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
        table_step_due=table_step_due,
        view=view,
        is_finished=is_finished,
        seat_count=lambda setup: len(setup.seats),
        authority=AUTHORITY,
    )
)

__all__ = ["KIND", "RULES", "actions"]

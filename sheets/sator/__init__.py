"""SATOR AREPO TENET OPERA ROTAS: the setup randomiser and the action-point turn, as pure
rules. The app keeps the books of the game (budget, steps, cards, prayers, gargoyles,
lost books); the players move the walkways and monks on the real board."""

from __future__ import annotations

from sheets.core.registry import GameRules, register_game
from sheets.sator import actions
from sheets.sator.authority import AUTHORITY
from sheets.sator.content import CONTENT_VERSION
from sheets.sator.legal import awaiting, legal_actions
from sheets.sator.options import options
from sheets.sator.rules import apply, initial, is_finished
from sheets.sator.setup import setup_from_json, setup_to_json
from sheets.sator.view import view

KIND = "sator"

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
        seat_count=lambda setup: len(setup.seats),
        authority=AUTHORITY,
    )
)

__all__ = ["KIND", "RULES", "actions"]

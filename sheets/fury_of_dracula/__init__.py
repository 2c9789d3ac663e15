"""Fury of Dracula, 3rd edition (Běsnění Drákuly): the table's bookkeeping and Dracula's
secret trail as pure rules."""

from __future__ import annotations

from sheets.core.actions import Action
from sheets.core.registry import GameRules, register_game
from sheets.fury_of_dracula import actions
from sheets.fury_of_dracula.app_dracula import DraculaStrength, next_decision
from sheets.fury_of_dracula.authority import AUTHORITY
from sheets.fury_of_dracula.content import CONTENT_VERSION
from sheets.fury_of_dracula.legal import awaiting, legal_actions
from sheets.fury_of_dracula.options import options
from sheets.fury_of_dracula.rules import apply, initial, is_finished
from sheets.fury_of_dracula.setup import setup_from_json, setup_to_json
from sheets.fury_of_dracula.state import GameState
from sheets.fury_of_dracula.view import view

KIND = "fury_of_dracula"


def app_turn(state: GameState) -> Action | None:
    """What the app's Dracula does now, in a game he plays."""
    strength = state.setup.app_dracula
    if strength is None:
        return None
    return next_decision(state, DraculaStrength(strength))


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
        app_turn=app_turn,
    )
)

__all__ = ["KIND", "RULES", "actions"]

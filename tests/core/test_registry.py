"""The registry of game kinds: each game's rules as one record of pure functions."""

from dataclasses import FrozenInstanceError

import pytest

from sheets.core import GameRules, Illegal, Transition, register_game
from sheets.core.registry import refusal_by
from sheets.games import game_kinds, get_game
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import EndRound, RollDice
from tests.paper_dungeons.helpers import PLAIN_ROLL, game


def test_every_builtin_game_is_registered_under_its_kind() -> None:
    builtin = ("big_book_of_madness", "fury_of_dracula", "paper_dungeons", "sator")
    assert set(builtin) <= set(game_kinds())
    for kind in builtin:
        assert get_game(kind).kind == kind
    assert get_game("paper_dungeons") is RULES


def test_an_unknown_kind_is_named_with_the_known_ones() -> None:
    with pytest.raises(KeyError, match="unknown game kind 'chess'; known: big_book_of_madness"):
        get_game("chess")


def test_a_kind_is_registered_once_and_its_rules_are_frozen() -> None:
    with pytest.raises(ValueError, match="'paper_dungeons' is registered twice"):
        register_game(RULES)
    with pytest.raises(FrozenInstanceError):
        RULES.kind = "other"  # type: ignore[misc]


def test_the_rules_are_the_games_own_functions() -> None:
    table = game()
    transition = RULES.apply(table.state, RollDice(seat=0, symbols=PLAIN_ROLL))
    assert isinstance(transition, Transition)
    assert isinstance(RULES, GameRules)
    assert RULES.setup_from_json(RULES.setup_to_json(table.setup)) == table.setup


def test_a_refusal_is_the_illegal_that_apply_raises_and_none_when_legal() -> None:
    state = game().state
    refused = refusal_by(RULES.apply, state, EndRound(seat=0))
    assert isinstance(refused, Illegal)
    assert refused.reason == "round_not_played"
    assert refusal_by(RULES.apply, state, RollDice(seat=0, symbols=PLAIN_ROLL)) is None

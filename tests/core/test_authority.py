"""The games' contracts: every action type a game has says whose it is, and what a game
does not have is refused with a reason."""

from __future__ import annotations

import pytest

from sheets.core.actions import registered_action_types
from sheets.core.authority import HOST, TABLE, Authority
from sheets.core.errors import Illegal
from sheets.games import BUILTIN_KINDS, get_game
from sheets.paper_dungeons.actions import EndRound, RollDice
from sheets.sator.actions import StartPlay


@pytest.mark.parametrize("kind", BUILTIN_KINDS)
def test_every_action_type_of_a_game_says_whose_it_is(kind: str) -> None:
    own = {
        action.TYPE
        for action in registered_action_types()
        if action.__module__.startswith(f"sheets.{kind}.")
    }
    assert own
    assert set(get_game(kind).authority.permissions) == own


def test_a_permission_for_an_action_the_game_lacks_is_a_mistake_in_the_game() -> None:
    with pytest.raises(ValueError, match="StartPlay"):
        Authority.declare((RollDice, EndRound), RollDice=TABLE, StartPlay=TABLE)


def test_another_games_action_is_refused_with_a_reason() -> None:
    rules = get_game("paper_dungeons")
    with pytest.raises(Illegal) as refused:
        rules.authority.check(
            None, HOST, StartPlay(seat=0), held_elsewhere=frozenset(), host_present=True
        )
    assert refused.value.reason == "unknown_action"
    assert refused.value.params == {"action": StartPlay.TYPE}

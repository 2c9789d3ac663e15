"""The refusals every part of the rules shares: the game must be on, in the right phase,
about a player who is still in it."""

from __future__ import annotations

from sheets.big_book_of_madness.state import Phase, PlayerState, TableState
from sheets.core.errors import Illegal


def require_play(state: TableState) -> None:
    """The game has started and is not over: a turn is on, so the bookkeeping of effects
    may happen, whatever the phase."""
    if state.result is not None:
        raise Illegal("bbm_game_over", won=state.result.won, reason=state.result.reason)
    if state.phase == "setup":
        raise Illegal("bbm_not_started")


def require_phase(state: TableState, phase: Phase) -> None:
    require_play(state)
    if state.phase != phase:
        raise Illegal("bbm_wrong_phase", phase=state.phase, needed=phase)


def require_player(state: TableState, seat: int) -> PlayerState:
    """A player still in the game."""
    if not 0 <= seat < len(state.players):
        raise Illegal("bbm_no_such_player", player=seat, players=len(state.players))
    player = state.players[seat]
    if player.eliminated:
        raise Illegal("bbm_player_eliminated", player=seat)
    return player


def take_turn_action(state: TableState, seat: int) -> tuple[TableState, bool]:
    """One of the five actions of the Actions phase, taken by ``seat``: the active
    player's own, or one that a spell cast this turn granted another player (it is used
    up). The state with the grant spent, and whether the action was granted.

    :raises Illegal: ``bbm_not_your_actions`` when no spell lets ``seat`` act now.
    """
    require_phase(state, "actions")
    player = require_player(state, seat)
    if seat == state.active:
        return state, False
    if player.granted_actions < 1:
        raise Illegal("bbm_not_your_actions", player=seat, active=state.active)
    return with_player(state, seat, player.but(granted_actions=player.granted_actions - 1)), True


def require_positive(count: int) -> None:
    if count < 1:
        raise Illegal("bbm_count_not_positive", count=count)


def with_player(state: TableState, seat: int, player: PlayerState) -> TableState:
    players = list(state.players)
    players[seat] = player
    return state.but(players=tuple(players))

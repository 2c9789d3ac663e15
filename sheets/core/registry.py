"""The registry of game kinds, and the functions that make up the rules of each."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from sheets.core.actions import Action
from sheets.core.authority import Authority
from sheets.core.errors import Illegal
from sheets.core.events import Event


@dataclass(frozen=True, slots=True)
class Transition:
    """The state after an action and what happened on the way there."""

    state: Any
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class GameRules:
    """The rules of one game kind: its name, its content version, its pure functions and
    whose each of its actions is (``authority``, checked by the server for every device).

    ``apply`` raises :class:`~sheets.core.errors.Illegal` (never a silent no-op) and
    leaves the given state untouched; states are frozen.

    ``legal_actions(state, seat)`` are concrete actions the seat may send now, every one
    accepted by ``apply``: all of them where the choices are closed, a few typical values
    where a player enters a free one (an amount, dice rolled at the table). An action of
    the whole table is listed in every seat the rules take it from; which device may send
    it is the authority's business. ``awaiting(state)`` are the seats the game waits for:
    the player whose turn it is, everybody while all play at once or while only a step of
    the whole table is due, nobody once the game is over; ``table_step_due(state)`` tells
    the last two apart (no player is waited for while the table's step is due).

    ``app_turn(state)`` is the next action of a seat the app plays
    (``authority.app_seats``), or ``None`` while the app has nothing to do: the server
    takes it after every change of the game, as long as there is one.
    """

    kind: str
    content_version: str
    setup_from_json: Callable[[Mapping[str, Any]], Any]
    setup_to_json: Callable[[Any], dict[str, Any]]
    initial: Callable[[Any], Any]
    apply: Callable[[Any, Action], Transition]
    options: Callable[[Any, int], Any]
    legal_actions: Callable[[Any, int], tuple[Action, ...]]
    awaiting: Callable[[Any], frozenset[int]]
    view: Callable[[Any, int], Any]
    is_finished: Callable[[Any], bool]
    seat_count: Callable[[Any], int]
    authority: Authority
    app_turn: Callable[[Any], Action | None] = lambda state: None
    table_step_due: Callable[[Any], bool] = lambda state: False


StateT = TypeVar("StateT")


def refusal_by(
    apply: Callable[[StateT, Action], Transition], state: StateT, action: Action
) -> Illegal | None:
    """Why ``apply`` would refuse ``action`` in ``state``, or ``None`` when it is legal.

    A game's options ask this of its rules, so that they can never disagree with them.
    """
    try:
        apply(state, action)
    except Illegal as illegal:
        return illegal
    return None


def accepted_by(
    apply: Callable[[StateT, Action], Transition], state: StateT, candidates: Iterable[Action]
) -> tuple[Action, ...]:
    """The ``candidates`` that ``apply`` accepts in ``state``, in their order: how a game's
    legal actions are asked of its rules, so that they can never disagree with them."""
    return tuple(action for action in candidates if refusal_by(apply, state, action) is None)


_GAMES: dict[str, GameRules] = {}


def register_game(rules: GameRules) -> GameRules:
    if rules.kind in _GAMES:
        raise ValueError(f"game kind {rules.kind!r} is registered twice")
    _GAMES[rules.kind] = rules
    return rules


def get_game(kind: str) -> GameRules:
    """The rules of a registered game kind (:mod:`sheets.games` registers the app's).

    :raises KeyError: naming the unknown kind and the known ones.
    """
    try:
        return _GAMES[kind]
    except KeyError:
        raise KeyError(f"unknown game kind {kind!r}; known: {', '.join(sorted(_GAMES))}") from None


def game_kinds() -> tuple[str, ...]:
    return tuple(sorted(_GAMES))

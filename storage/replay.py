"""A stored game back as a live one: its setup read by its rules, its log replayed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sheets.core.actions import Action
from sheets.core.errors import Illegal, InvalidAction
from sheets.core.log import Entry, Game
from sheets.core.registry import GameRules
from sheets.games import get_game
from storage.errors import LogDoesNotReplay, SetupUnreadable
from storage.log import action_of
from storage.records import GameSummary, LoggedAction, LogTail, StoredGame
from storage.tables import ActionRow


def rules_and_setup(game_id: str, kind: str, setup: Mapping[str, Any]) -> tuple[GameRules, Any]:
    """:raises SetupUnreadable: for an unknown kind or a setup the rules refuse."""
    try:
        rules = get_game(kind)
        return rules, rules.setup_from_json(setup)
    except (KeyError, ValueError) as error:
        raise SetupUnreadable(game_id=game_id, problem=str(error)) from None


def read_actions(game_id: str, rows: Sequence[ActionRow]) -> tuple[tuple[int, Action], ...]:
    """The rows' actions with their numbers. :raises LogDoesNotReplay: for a row that no
    longer reads as an action."""
    numbered = []
    for row in rows:
        try:
            numbered.append((row.seq, action_of(row)))
        except InvalidAction as error:
            raise LogDoesNotReplay(
                game_id=game_id, seq=row.seq, action=row.type, reason=str(error)
            ) from None
    return tuple(numbered)


def replay(
    info: GameSummary,
    setup_json: Mapping[str, Any],
    rows: Sequence[ActionRow],
    result: Mapping[str, Any] | None,
    position: int,
) -> StoredGame:
    """:raises SetupUnreadable: :raises LogDoesNotReplay: naming the game and the action."""
    rules, setup = rules_and_setup(info.game_id, info.kind, setup_json)
    actions = read_actions(info.game_id, [row for row in rows if not row.undone])
    undone = read_actions(
        info.game_id,
        sorted((row for row in rows if row.redoable), key=lambda row: row.undo_order or 0),
    )
    try:
        game = Game(
            rules,
            setup,
            (Entry(action, seq) for seq, action in actions),
            (Entry(action, seq) for seq, action in undone),
        )
    except Illegal:
        _raise_first_refused(info.game_id, rules, setup, actions)
        raise
    return StoredGame(
        info=info,
        setup=setup,
        actions=actions,
        undone=undone,
        game=game,
        result=result,
        position=position,
    )


def _raise_first_refused(
    game_id: str, rules: GameRules, setup: Any, actions: Sequence[tuple[int, Action]]
) -> None:
    state = rules.initial(setup)
    for seq, action in actions:
        try:
            state = rules.apply(state, action).state
        except Illegal as refused:
            raise LogDoesNotReplay(
                game_id=game_id, seq=seq, action=action.TYPE, reason=refused.reason
            ) from refused


def log_tail(
    game_id: str,
    known: int,
    position: int,
    rows: Sequence[ActionRow],
    redo_stack: Sequence[ActionRow],
) -> LogTail:
    """How the log went on from position ``known`` to ``position``, given the ``rows``
    numbered after the last action the reader knows and the undone actions that may be
    redone now (``redo_stack``, the latest undone last). Every change moves the position
    on by one and only a new action or a redo adds a row, so the changes all logged an
    action exactly when the rows are as many as the moves and none is undone."""
    appended_only = len(rows) == position - known and not any(row.undone for row in rows)
    return LogTail(
        position=position,
        appended=tuple(
            LoggedAction(seq, action, row.redo_of)
            for (seq, action), row in zip(read_actions(game_id, rows), rows, strict=True)
        )
        if appended_only
        else None,
        redo_stack=read_actions(game_id, redo_stack),
    )

"""Golden playthroughs: a game's setup and actions, with what the rules make of them.

A file holds the setup (``setup {...}``) and the actions (``> {...}``) as input; every other
line is the transcript the rules produce: the events of each action, and summaries of the
state at the points its game kind shows them (see ``summaries.py``). The game kind is the
registered game whose content version the setup names. The test replays the input and
compares the whole text, so a change of the rules shows up as a diff to review.

    python -m tests.golden.playthrough tests/golden/*.txt    rewrite the files after a change
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sheets.core import Game, GameRules, action_from_json, action_to_json, game_kinds, get_game
from sheets.core.actions import Action
from sheets.core.events import Event
from tests.golden.summaries import SUMMARIES

GOLDEN = Path(__file__).parent


def rules_for(setup: Mapping[str, Any]) -> GameRules:
    """The game whose content the setup was made for."""
    for kind in game_kinds():
        rules = get_game(kind)
        if rules.content_version == setup.get("content_version"):
            return rules
    raise LookupError(f"no game has content {setup.get('content_version')!r}")


def read_input(text: str) -> tuple[GameRules, Any, list[Action]]:
    rules = setup = None
    actions = []
    for line in text.splitlines():
        if line.startswith("setup "):
            data = json.loads(line.removeprefix("setup "))
            rules = rules_for(data)
            setup = rules.setup_from_json(data)
        elif line.startswith("> "):
            actions.append(action_from_json(json.loads(line.removeprefix("> "))))
    assert rules is not None, "a golden file starts with its setup"
    return rules, setup, actions


def render(title: str, rules: GameRules, setup: Any, actions: list[Action]) -> str:
    game = Game(rules, setup)
    summary = SUMMARIES[rules.kind]
    setup_json = json.dumps(rules.setup_to_json(setup), ensure_ascii=False)
    lines = [f"# {title}", "setup " + setup_json]
    for action in actions:
        events = game.act(action)
        lines.append("> " + json.dumps(action_to_json(action), ensure_ascii=False))
        lines += [f"  . {_event(game.state, event)}" for event in events]
        lines += summary(game.state, action)
    return "\n".join(lines) + "\n"


def _event(state: Any, event: Event) -> str:
    who = "table" if event.seat is None else state.setup.seats[event.seat].name
    details = " ".join(f"{key}={_value(value)}" for key, value in event.params.items())
    return f"{who}: {event.code} {details}".rstrip()


def _value(value: object) -> str:
    if isinstance(value, list | tuple):
        return ",".join(map(str, value)) or "-"
    return str(value)


def regenerate(path: Path) -> None:
    text = path.read_text("utf-8")
    title = text.splitlines()[0].removeprefix("# ")
    path.write_text(render(title, *read_input(text)), "utf-8")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        regenerate(Path(name))

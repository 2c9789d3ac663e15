"""Golden playthroughs: a game's setup and actions, with what the rules make of them.

A file holds the setup (``setup {...}``) and the actions (``> {...}``) as input; every other
line is the transcript the rules produce: the events of each action, and after each round a
summary of every sheet and its score. The test replays the input and compares the whole
text, so a change of the rules shows up as a diff to review.

    python -m tests.golden.playthrough tests/golden/*.txt    rewrite the files after a change
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from scoring.paper_dungeons import breakdown
from sheets.core import Game, action_from_json, action_to_json
from sheets.core.events import Event
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import EndRound, RecordFight
from sheets.paper_dungeons.setup import Setup, setup_from_json, setup_to_json
from sheets.paper_dungeons.state import TableState

GOLDEN = Path(__file__).parent


def read_input(text: str) -> tuple[Setup, list]:
    setup = None
    actions = []
    for line in text.splitlines():
        if line.startswith("setup "):
            setup = setup_from_json(json.loads(line.removeprefix("setup ")))
        elif line.startswith("> "):
            actions.append(action_from_json(json.loads(line.removeprefix("> "))))
    assert setup is not None, "a golden file starts with its setup"
    return setup, actions


def render(title: str, setup: Setup, actions: list) -> str:
    game = Game(RULES, setup)
    lines = [f"# {title}", "setup " + json.dumps(setup_to_json(setup), ensure_ascii=False)]
    for action in actions:
        events = game.act(action)
        lines.append("> " + json.dumps(action_to_json(action), ensure_ascii=False))
        lines += [f"  . {_event(game.state, event)}" for event in events]
        if isinstance(action, EndRound | RecordFight) and game.state.phase in ("roll", "finished"):
            lines += _summary(game.state)
    return "\n".join(lines) + "\n"


def _event(state: TableState, event: Event) -> str:
    who = "table" if event.seat is None else state.setup.seats[event.seat].name
    details = " ".join(f"{key}={_value(value)}" for key, value in event.params.items())
    return f"{who}: {event.code} {details}".rstrip()


def _value(value: object) -> str:
    if isinstance(value, list | tuple):
        return ",".join(map(str, value)) or "-"
    return str(value)


def _summary(state: TableState) -> list[str]:
    lines = [f"= after round {state.round - 1 if state.phase == 'roll' else state.round}"]
    for seat, sheet in enumerate(state.sheets):
        name = state.setup.seats[seat].name
        numbers = " ".join("".join(str(n) for n in r) for r in state.written_numbers(seat))
        lines.append(
            f"  {name} | levels {'/'.join(map(str, sheet.levels))} health {sheet.health}"
            f" | wounds {sheet.wounds} potions {sheet.potions} soaked {sheet.soaked}"
            f" | gems {''.join(sheet.gems) or '-'}+{sheet.bonus_gems}"
            f" crossed {''.join(sorted(sheet.crossed_gems)) or '-'}"
            f" | minions {len(sheet.minions)} | artifacts {''.join(map(str, sheet.artifacts))}"
            f" | at {sheet.position or '-'} explored {len(sheet.explored)}"
            f" | resurrected {sheet.resurrections} | dice {numbers}"
        )
        result = breakdown(state, seat)
        scored = " ".join(f"{line}={glory}" for line, glory in result.lines.items() if glory)
        lines.append(f"  {name} score {result.total}: {scored or 'nothing yet'}")
    return lines


def regenerate(path: Path) -> None:
    text = path.read_text("utf-8")
    title = text.splitlines()[0].removeprefix("# ")
    setup, actions = read_input(text)
    path.write_text(render(title, setup, actions), "utf-8")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        regenerate(Path(name))

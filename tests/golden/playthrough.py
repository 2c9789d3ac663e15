"""Golden playthroughs: a game's setup and actions, with what the rules make of them.

A file holds the game kind (``game <kind>``; files without it are Paper Dungeons), the
setup (``setup {...}``) and the actions (``> {...}``) as input; every other line is the
transcript the rules produce: the events of each action, and the summaries the game's
transcript module writes (:mod:`tests.golden.paper_dungeons`,
:mod:`tests.golden.big_book_of_madness`). The test replays the input and compares the
whole text, so a change of the rules shows up as a diff to review.

    python -m tests.golden.playthrough tests/golden/*.txt    rewrite the files after a change
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sheets.core import Game, action_from_json, action_to_json, get_game
from sheets.core.actions import Action
from sheets.core.events import Event
from tests.golden import big_book_of_madness, paper_dungeons

GOLDEN = Path(__file__).parent
DEFAULT_KIND = "paper_dungeons"


@dataclass(frozen=True)
class Transcript:
    """How one game kind is written: who a seat is, and the summary after an action."""

    name: Callable[[Any, int], str]
    summary: Callable[[Any, Action, tuple[Event, ...]], list[str]]
    complete: Callable[[str], bool]


TRANSCRIPTS = {
    "paper_dungeons": Transcript(
        paper_dungeons.seat_name, paper_dungeons.summary, paper_dungeons.complete
    ),
    "big_book_of_madness": Transcript(
        big_book_of_madness.seat_name, big_book_of_madness.summary, big_book_of_madness.complete
    ),
}


@dataclass(frozen=True)
class Playthrough:
    title: str
    kind: str
    setup: Any
    actions: list[Action]


def read_input(text: str) -> Playthrough:
    lines = text.splitlines()
    kind = DEFAULT_KIND
    setup = None
    actions = []
    for line in lines:
        if line.startswith("game "):
            kind = line.removeprefix("game ")
        elif line.startswith("setup "):
            setup = get_game(kind).setup_from_json(json.loads(line.removeprefix("setup ")))
        elif line.startswith("> "):
            actions.append(action_from_json(json.loads(line.removeprefix("> "))))
    assert setup is not None, "a golden file starts with its setup"
    return Playthrough(lines[0].removeprefix("# "), kind, setup, actions)


def render(play: Playthrough) -> str:
    rules = get_game(play.kind)
    transcript = TRANSCRIPTS[play.kind]
    game = Game(rules, play.setup)
    lines = [f"# {play.title}"]
    if play.kind != DEFAULT_KIND:
        lines.append(f"game {play.kind}")
    lines.append("setup " + json.dumps(rules.setup_to_json(play.setup), ensure_ascii=False))
    for action in play.actions:
        events = game.act(action)
        lines.append("> " + json.dumps(action_to_json(action), ensure_ascii=False))
        lines += [f"  . {_event(game.state, transcript, event)}" for event in events]
        lines += transcript.summary(game.state, action, events)
    return "\n".join(lines) + "\n"


def _event(state: Any, transcript: Transcript, event: Event) -> str:
    who = "table" if event.seat is None else transcript.name(state, event.seat)
    details = " ".join(f"{key}={_value(value)}" for key, value in event.params.items())
    return f"{who}: {event.code} {details}".rstrip()


def _value(value: object) -> str:
    if isinstance(value, list | tuple):
        return ",".join(map(str, value)) or "-"
    return str(value)


def regenerate(path: Path) -> None:
    path.write_text(render(read_input(path.read_text("utf-8"))), "utf-8")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        regenerate(Path(name))

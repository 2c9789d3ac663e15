"""Golden playthroughs: a game's setup and actions, with what the rules make of them.

A file holds its title, optionally the game kind (``kind fury_of_dracula``; else the game
whose content version the setup names), the setup (``setup {...}``) and the actions
(``> {...}``) as input; every other line is the transcript the rules produce: the events
of each action and, at the points the kind chooses, a summary of the table. The test
replays the input and compares the whole text, so a change of the rules shows up as a
diff to review.

    python -m tests.golden.playthrough tests/golden/*.txt    rewrite the files after a change
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sheets.core import Action, Game, action_from_json, action_to_json
from sheets.core.events import Event
from sheets.games import game_kinds, get_game
from tests.golden import (
    dracula_transcript,
    madness_transcript,
    paper_dungeons_transcript,
    sator_transcript,
)

GOLDEN = Path(__file__).parent


@dataclass(frozen=True)
class Transcript:
    """How one game kind is written down: who an event happened to, and the summary
    lines (if any) after an action and its events."""

    seat_name: Callable[[Any, int], str]
    summary: Callable[[Any, Action, tuple[Event, ...]], list[str]]


TRANSCRIPTS = {
    "paper_dungeons": Transcript(
        paper_dungeons_transcript.seat_name, paper_dungeons_transcript.summary
    ),
    "fury_of_dracula": Transcript(dracula_transcript.seat_name, dracula_transcript.summary),
    "sator": Transcript(sator_transcript.seat_name, sator_transcript.summary),
    "big_book_of_madness": Transcript(madness_transcript.seat_name, madness_transcript.summary),
}


@dataclass(frozen=True)
class GoldenInput:
    kind: str
    setup: Any
    actions: list[Action]


def kind_of(setup: dict[str, Any]) -> str:
    """The game whose content the setup was made for."""
    for kind in game_kinds():
        if get_game(kind).content_version == setup.get("content_version"):
            return kind
    raise LookupError(f"no game has content {setup.get('content_version')!r}")


def read_input(text: str) -> GoldenInput:
    kind = None
    setup_data = None
    actions = []
    for line in text.splitlines():
        if line.startswith("kind "):
            kind = line.removeprefix("kind ").strip()
        elif line.startswith("setup "):
            setup_data = json.loads(line.removeprefix("setup "))
        elif line.startswith("> "):
            actions.append(action_from_json(json.loads(line.removeprefix("> "))))
    assert setup_data is not None, "a golden file starts with its setup"
    kind = kind or kind_of(setup_data)
    return GoldenInput(kind, get_game(kind).setup_from_json(setup_data), actions)


def render(title: str, given: GoldenInput) -> str:
    rules = get_game(given.kind)
    transcript = TRANSCRIPTS[given.kind]
    game = Game(rules, given.setup)
    lines = [f"# {title}"]
    if given.kind == "fury_of_dracula":
        lines.append(f"kind {given.kind}")
    lines.append("setup " + json.dumps(rules.setup_to_json(given.setup), ensure_ascii=False))
    for action in given.actions:
        events = game.act(action)
        lines.append("> " + json.dumps(action_to_json(action), ensure_ascii=False))
        lines += [f"  . {_event(transcript, game.state, event)}" for event in events]
        lines += transcript.summary(game.state, action, events)
    return "\n".join(lines) + "\n"


def _event(transcript: Transcript, state: Any, event: Event) -> str:
    who = "table" if event.seat is None else transcript.seat_name(state, event.seat)
    details = " ".join(f"{key}={value_text(value)}" for key, value in event.params.items())
    return f"{who}: {event.code} {details}".rstrip()


def value_text(value: object) -> str:
    if isinstance(value, list | tuple):
        return ",".join(map(str, value)) or "-"
    return str(value)


def regenerate(path: Path) -> None:
    text = path.read_text("utf-8")
    title = text.splitlines()[0].removeprefix("# ")
    path.write_text(render(title, read_input(text)), "utf-8")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        regenerate(Path(name))

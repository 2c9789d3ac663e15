"""The history of every golden playthrough, written out as the game's history shows it in
each language, with players spoken of in the feminine, the masculine and neutral wording:
every line reads as a sentence, with no raw value (``None``), empty brackets or code."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import count
from pathlib import Path
from typing import Any

import pytest

from sheets.big_book_of_madness.text import event_text
from sheets.core import Game
from sheets.core.events import Event
from sheets.games import get_game
from sheets.i18n import LANGUAGES, Language, Name, person
from sheets.i18n.grammar import ADDRESSES
from tests.golden.playthrough import GOLDEN, TRANSCRIPTS, read_input
from tests.i18n.test_render import LEFTOVERS
from tests.ui.readable import problem_of
from ui.fury_of_dracula.names import describe_values as dracula_values
from ui.i18n import Texts
from ui.paper_dungeons.names import describe_values as dungeon_values
from ui.sator.names import describe_values as sator_values

GOLDENS = sorted(GOLDEN.glob("*.txt"))
# English writes a level or a value before its noun with a hyphen ("a level-4 ability"):
# a word, not an id.
COMPOUND = re.compile(r"\b(level|value)-\d+\b")


def _people(kind: str, state: Any) -> list[Name]:
    """The seats' players, each asking for the next way of being addressed."""
    people = []
    for seat in count():
        try:
            name = TRANSCRIPTS[kind].seat_name(state, seat)
        except IndexError:
            return people
        people.append(person(name, ADDRESSES[seat % len(ADDRESSES)]))
    raise AssertionError("unreachable")


def _writer(kind: str, game: Game, language: Language) -> Callable[[Event], str]:
    """An event in words, as the kind's history dialog writes it."""
    people = _people(kind, game.state)
    if kind == "big_book_of_madness":
        return lambda event: event_text(game.state, event, language, people)
    texts = Texts(language, people)
    if kind == "fury_of_dracula":
        texts.extra.append(dracula_values(language))
    elif kind == "sator":
        texts.extra.append(sator_values(language, lambda: game.state.rules))
    else:
        texts.extra.append(dungeon_values(language, lambda: game.state.setup.villains))
    return texts.event


def history(path: Path, language: Language) -> Iterator[str]:
    golden = read_input(path.read_text("utf-8"))
    game = Game(get_game(golden.kind), golden.setup)
    write = _writer(golden.kind, game, language)
    for action in golden.actions:
        yield from (write(event) for event in game.act(action))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", GOLDENS, ids=[path.stem for path in GOLDENS])
def test_a_golden_games_history_reads_as_sentences(path: Path, language: Language) -> None:
    lines = list(history(path, language))
    assert lines
    unreadable = [
        f"{line!r}: {problem_of(read) or 'a leftover'}"
        for line in lines
        if problem_of(read := COMPOUND.sub("level", line)) or LEFTOVERS.search(line)
    ]
    assert unreadable == []

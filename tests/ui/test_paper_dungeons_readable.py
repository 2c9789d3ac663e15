"""The golden Paper Dungeons games, replayed on a screen in both languages, never show a
player ``None``, a raw id, a message key, a brace of a message or, in Czech, English:
every seat's sheet after every action, the history, and the final score."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from sheets.core.actions import Action
from sheets.core.names import said_in
from sheets.i18n import Language
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import EndRound, RecordFight
from tests.golden.playthrough import GOLDEN, GoldenInput, read_input
from tests.ui.harness import FakeClient
from tests.ui.helpers import bar_control, dialog_place, stored_game
from tests.ui.pd_sheet import switch_to
from tests.ui.readable import problem_of, shown_texts, unreadable_texts
from ui.i18n import Texts

LANGUAGES: tuple[Language, ...] = ("cs", "en")
GAMES = ("solo", "three_players")
LOCALES = Path(__file__).parents[2] / "sheets" / "i18n" / "locales"
WORD = re.compile(r"[^\W\d_]{4,}")


def golden(name: str) -> GoldenInput:
    return read_input((GOLDEN / f"{name}.txt").read_text("utf-8"))


def message_words(language: Language) -> set[str]:
    """The words of a language's messages (their texts, not their ids or variables)."""
    words: set[str] = set()
    for path in (LOCALES / language).glob("*.ftl"):
        for line in path.read_text("utf-8").splitlines():
            if line.lstrip().startswith("#"):
                continue
            text = re.sub(r"^-?[\w-]+ =", " ", line)
            text = re.sub(r"\{[^}]*\}|\[[^\]]*\]", " ", text)
            words |= {word.lower() for word in WORD.findall(text)}
    return words


@cache
def english_only() -> frozenset[str]:
    return frozenset(message_words("en") - message_words("cs"))


def english_in_czech(text: str, names: tuple[str, ...]) -> list[str]:
    """The words of a Czech screen's ``text`` that only the English messages use; the
    players' names are theirs, in any language."""
    for name in names:
        text = text.replace(name, " ")
    return [word for word in WORD.findall(text) if word.lower() in english_only()]


def problems(client: FakeClient, language: Language, names: tuple[str, ...]) -> list[str]:
    found = [*unreadable_texts(client, allowed=names)]
    for text in shown_texts(client):
        if "{" in text or "}" in text:
            found.append(f"{text!r}: a brace of a message")
        if language == "cs" and (english := english_in_czech(text, names)):
            found.append(f"{text!r}: English in Czech {english}")
    return sorted(set(found))


def test_english_in_czech_is_found_and_czech_passes() -> None:
    assert english_in_czech("Netvor 2: strength 5", ()) == ["strength"]
    assert english_in_czech("Netvor 2: síla 5, 4 body slávy", ()) == []
    assert english_in_czech("Player 1 hraje", ("Player 1",)) == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", GAMES)
def test_every_event_of_the_golden_games_reads_as_a_sentence(name: str, language) -> None:
    game = golden(name)
    names = tuple(seat.name for seat in game.setup.seats)
    t = Texts(language, names)
    state = RULES.initial(game.setup)
    for action in game.actions:
        result = RULES.apply(state, action)
        state = result.state
        for event in result.events:
            text = t.event(event)
            assert problem_of(text) is None, (event, text)
            assert "{" not in text, (event, text)
            if language == "cs":
                assert english_in_czech(text, names) == [], (event, text)


def steps(game: GoldenInput) -> Iterator[list[Action]]:
    """The actions to look at the screen after: each one of a solo game; each round of a
    table's game (its every seat is looked at)."""
    if len(game.setup.seats) == 1:
        yield from ([action] for action in game.actions)
        return
    step: list[Action] = []
    for action in game.actions:
        step.append(action)
        if isinstance(action, EndRound | RecordFight):
            yield step
            step = []
    if step:
        yield step


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", GAMES)
async def test_a_golden_game_reads_as_sentences_on_every_screen(
    table, name: str, language: Language
) -> None:
    game = golden(name)
    stored = tuple(seat.name for seat in game.setup.seats)
    game_id = stored_game(table, "paper_dungeons", game.setup, stored)
    # The golden games' players left their names untyped: each device says them.
    names = tuple(said_in(seat_name, language) for seat_name in stored)
    client = await table.device(route=f"/game/{game_id}", language=language)
    assert problems(client, language, names) == []
    for step in steps(game):
        table.act(game_id, *step)
        await client.settle()
        assert problems(client, language, names) == [], step[-1]
        if isinstance(step[-1], EndRound) and len(names) > 1:
            for seat_name in names:
                await switch_to(client, seat_name)
                assert problems(client, language, names) == [], (step[-1], seat_name)
    history = "Historie" if language == "cs" else "History"
    await client.fire(bar_control(client, history))
    assert problems(client, language, names) == []
    dialog_place(client).pop()
    await client.go(f"/game/{game_id}/results")
    assert problems(client, language, names) == []
    if len(names) > 1:
        # "Vítězí" agrees with one winner or several, women or men ("Vítěz:" did not).
        won = "Vítězí " if language == "cs" else "Won by "
        assert any(text.startswith(won) for text in client.texts())

"""The Big Book of Madness and Fury of Dracula read as sentences in both languages, as
SATOR does (``test_sator_readable``): the new game, then the table's screen and a seat's
screen through a whole game played at random, with the history open at its end. No
reason code, raw id, message key, ``None`` or English plural slip reaches a person."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.house_rules import house_rules
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.games import get_game
from tests.big_book_of_madness.play import example_setup as madness_setup
from tests.fury_of_dracula.play import example_setup as dracula_setup
from tests.random_play import random_player
from tests.ui.harness import FakeClient
from tests.ui.helpers import bar_control, stored_game
from tests.ui.readable import unreadable_texts
from ui.i18n import Texts

madness_action = random_player(get_game("big_book_of_madness"))
dracula_action = random_player(get_game("fury_of_dracula"))


LANGUAGES = ("cs", "en")
CHECK_EVERY = 20
ACTIONS = 600
GAMES: dict[str, tuple[Callable[[int], Any], Callable[[Any, random.Random], Action | None]]] = {
    "big_book_of_madness": (lambda seed: madness_setup(3, seed), madness_action),
    "fury_of_dracula": (lambda seed: dracula_setup(seed), dracula_action),
}
HISTORY = {"cs": "Historie", "en": "History"}


def readable(client: FakeClient, when: str, allowed: Iterable[str] = ()) -> None:
    assert unreadable_texts(client, allowed) == [], when


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", GAMES)
async def test_the_new_game_reads_as_sentences(table, kind: str, language: str) -> None:
    client = await table.device(route=f"/new/{kind}", language=language)
    # Madness asks for the round tracker first: a cell not copied yet shows "?", named
    # by its tooltip.
    readable(client, "the new game", {"?"})


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", GAMES)
async def test_a_whole_game_reads_as_sentences_at_the_table_and_at_a_seat(
    table, kind: str, language: str
) -> None:
    make_setup, next_action = GAMES[kind]
    setup = make_setup(5)
    game_id = stored_game(table, kind, setup, [player.name for player in setup.players])
    shared = await table.device(route=f"/game/{game_id}", language=language)
    phone = await table.device(route=f"/game/{game_id}", language=language, width=390, height=844)
    rng = random.Random(5)
    live = table.services.tables
    references = card_references(kind, language)
    done = tried = 0
    while (action := next_action(live.open(game_id).state, rng)) and tried < ACTIONS:
        tried += 1
        # The random play records now and then what only another seat's device may.
        with contextlib.suppress(Illegal):
            table.act(game_id, action)
            done += 1
        if tried % CHECK_EVERY == 0:
            for client in (shared, phone):
                await client.settle()
                readable(client, f"after {done} actions", references)
    assert done > ACTIONS / 3
    for client in (shared, phone):
        await client.settle()
        readable(client, "at the end", references)
        await client.fire(bar_control(client, HISTORY[language]))
        readable(client, "the history", references)


def card_references(kind: str, language: str) -> set[str]:
    """The app's own reference of each Madness card, in small type beside its name for a
    table that numbered its cards: the one id a person is shown, on purpose."""
    if kind != "big_book_of_madness":
        return set()
    content = load_content()
    cards = (*house_rules({}).library_ids(), *content.first_page_ids, *content.inner_page_ids)
    t = Texts(language, ())  # type: ignore[arg-type]
    return {t("bbm.ui.card_reference", card=card) for card in cards}

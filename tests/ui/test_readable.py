"""The shared screens read as sentences in both languages, and the check that says so
finds what it should."""

from __future__ import annotations

import flet as ft
import pytest

from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.log import Game
from sheets.sator import RULES as SATOR
from tests.sator.helpers import setup as sator_setup
from tests.ui.harness import find
from tests.ui.helpers import dialog_place
from tests.ui.readable import problem_of, unreadable_texts
from tests.ui.test_sator import stored_game
from ui.i18n import Texts

LANGUAGES = ("cs", "en")


@pytest.mark.parametrize(
    "text",
    [
        "(fod_not_this_hunter)",
        "Drawn: water-1c",
        "sator.play.menu",
        "Gargoyle on None",
        "—",
        "1 items",
        "played 1 combat cards",
        "1 bats tokens in the pool",
    ],
)
def test_what_a_person_should_not_read_is_found(text: str) -> None:
    assert problem_of(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Dracula played 1 combat card.",
        "1 bonus",
        "http://192.168.1.20:8550/join?code=ABC123",
        "Round 2 of 8 · Ann",
        "Zbývá 4 z 6 AB",
        "Shuffle, then draw 11 cards.",
        "Return all leftover value-1 cards to the box.",
        "Cid learns level-1 air spell: pay 2 air.",
        "1 Bats token in the pool",
        "The marker now reaches the Invocation space: round 1 ends.",
    ],
)
def test_sentences_pass(text: str) -> None:
    assert problem_of(text) is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refusal_or_event_without_a_text_reads_as_a_sentence(
    language: str, caplog: pytest.LogCaptureFixture
) -> None:
    t = Texts(language, ("Ann",))  # type: ignore[arg-type]
    refused = t.reason(Illegal("no_such_reason_code", seat=0))
    happened = t.event(Event("no_such_event_code", 0, {}))
    missing = t("no.such.message")
    for text in (refused, happened, missing):
        assert problem_of(text) is None, text
    assert "no_such" not in refused + happened and "no.such" not in missing
    # Each missing text is logged for the developers (which fails any other test).
    assert len([r for r in caplog.records if r.name == "ui.i18n"]) == 3
    caplog.clear()


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("route", ["/", "/settings", "/profiles", "/join"])
async def test_the_shared_screens_read_as_sentences(table, route: str, language: str) -> None:
    client = await table.device(route=route, language=language)
    assert unreadable_texts(client) == []


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_wrong_join_code_reads_as_a_sentence(lan_table, language: str) -> None:
    phone = await lan_table.device(
        route="/join", language=language, client_ip="192.168.1.40", width=390, height=844
    )
    phone.one(ft.TextField).value = "NOPE42"
    await phone.fire(find(phone, ft.FilledButton, "Připojit" if language == "cs" else "Join"))
    assert unreadable_texts(phone) == []


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_invitation_and_the_seat_dialog_read_as_sentences(
    lan_table, language: str
) -> None:
    game_id = stored_game(lan_table, Game(SATOR, sator_setup(3, seed=4)))
    host = await lan_table.device(route=f"/game/{game_id}", language=language)
    menu = host.one(ft.PopupMenuButton)
    await host.fire(menu.items[-1])
    assert unreadable_texts(host) == []
    dialog_place(host).pop()
    await host.fire(
        find(host, ft.OutlinedButton, "Čí zařízení?" if language == "cs" else "Whose device?")
    )
    assert unreadable_texts(host) == []

"""Against the app's Dracula nobody holds his seat, so nobody may see his secrets: the
table's own tablet (the host) and a hunter's phone open the game, try the seat menu and
the join screen, in the middle of a fight, and none of the places, encounters, combat
cards or event cards in hand he keeps hidden is in any frame either receives."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from sheets.core.authority import HOST
from sheets.fury_of_dracula.actions import RevealCombatCards
from sheets.i18n import translate
from storage import Store
from tests.fury_of_dracula.app_secrets import (
    hidden_combat_cards,
    hidden_event_titles,
    hidden_facts,
)
from tests.fury_of_dracula.play import example_setup, hunters_action
from tests.ui.test_fury_of_dracula_secrecy import combat_card_terms, named_terms
from tests.wire.conftest import start_server, store_game
from tests.wire.device import HOST_ADDRESS, WireDevice, strings_of
from tests.wire.test_secrecy import ENGLISH, SEAT_MENU
from tests.wire.test_secrecy import leaks as board_leaks
from ui.server import make_services

pytestmark = pytest.mark.asyncio

HUNTER = "Player 1 ·"


def _prepare(store: Store) -> dict[str, Any]:
    setup = example_setup(6, players=2, app_dracula="normal")
    game_id, code = store_game(
        store, "fury_of_dracula", setup, [player.name for player in setup.players]
    )
    tables = make_services(store).tables
    table = tables.open(game_id)
    rng = random.Random(0)
    for _ in range(400):
        if table.state.combat is not None:
            break
        action = hunters_action(table.state, rng)
        assert action is not None
        tables.act(game_id, action, HOST)
    tables.act(game_id, RevealCombatCards(seat=0, by_table=True), HOST)
    hidden, titles = hidden_facts(table.game)
    cards = hidden_combat_cards(table.game)
    events = hidden_event_titles(table.game)
    return {
        "game": game_id,
        "code": code,
        "hidden": hidden,
        "titles": titles,
        "cards": cards,
        "events": events,
    }


def leaks(frames: list[Any], prepared: dict[str, Any]) -> list[str]:
    """The hidden places, encounters, combat cards and event cards that ``frames`` name."""
    terms = combat_card_terms(prepared["cards"])
    for event in prepared["events"]:
        terms[event] = re.compile(rf"^{re.escape(event)}$")
        terms.update(named_terms(f"fod.dracula_event.{event}"))
    named = {
        term
        for frame in frames
        for text in strings_of(frame)
        for term, pattern in terms.items()
        if pattern.search(text)
    }
    return sorted({*board_leaks(frames, prepared), *named})


@pytest.fixture(scope="module")
def server(data_dir: Any) -> Iterator[tuple[Any, dict[str, Any]]]:
    running, prepared = start_server(data_dir, _prepare)
    yield running, prepared
    running.stop()


async def looks_everywhere(device: WireDevice, prepared: dict[str, Any]) -> None:
    """The join screen, the game, its seat menu, and the game opened again."""
    game_id, code = prepared["game"], prepared["code"]
    mark = len(device.frames)
    await device.go(f"/join?code={code}")
    await device.wait_text("Join", mark)
    await device.fire(device.find("Join"))
    await device.wait_text(HUNTER, mark, prefix=True)
    mark = len(device.frames)
    await device.go(f"/game/{game_id}")
    await device.wait_text(SEAT_MENU, mark)
    await device.fire(device.find(SEAT_MENU, "PopupMenuItem"))
    await device.wait_text("The table", mark)
    mark = len(device.frames)
    await device.go(f"/game/{game_id}?again")
    await device.wait_text(SEAT_MENU, mark)


async def test_neither_the_host_nor_a_hunter_receives_the_apps_secrets(server) -> None:
    running, prepared = server
    assert prepared["hidden"] and prepared["titles"] and prepared["cards"] and prepared["events"]
    tablet = WireDevice(running.port, source=HOST_ADDRESS, storage=dict(ENGLISH), width=1024)
    await tablet.open("/")
    await looks_everywhere(tablet, prepared)
    assert not leaks(tablet.frames, prepared)
    await tablet.close()

    phone = WireDevice(running.port, storage=dict(ENGLISH))
    await phone.open(f"/join?code={prepared['code']}")
    await phone.wait_text("Join")
    await phone.fire(phone.find("Join"))
    await phone.wait_text(HUNTER, prefix=True)
    await phone.fire(phone.find(HUNTER, "FilledTonalButton", prefix=True))
    await phone.wait_text(SEAT_MENU)
    await looks_everywhere(phone, prepared)
    assert not leaks(phone.frames, prepared)
    await phone.close()


async def test_the_check_sees_a_hidden_place_or_card_named(server) -> None:
    _, prepared = server
    place = sorted(prepared["hidden"])[0]
    assert leaks([{"text": place}], prepared) == [place]


async def test_the_check_sees_a_combat_card_in_his_hand_named(server) -> None:
    _, prepared = server
    card = sorted(prepared["cards"])[0]
    assert leaks([{"text": card}], prepared) == [card]


async def test_the_check_sees_an_event_card_in_his_hand_named(server) -> None:
    _, prepared = server
    card = sorted(prepared["events"])[0]
    english = translate(f"fod.dracula_event.{card}", "en")
    assert leaks([{"text": card}], prepared) == [card]
    assert leaks([{"text": f"Dracula holds {english}."}], prepared) == [english]

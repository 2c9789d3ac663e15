"""Dracula's events against the app in Chromium, on a Czech phone 390 px wide: at night a
hunter supplies and draws a card with Dracula's symbol, names it on his phone among
Dracula's titles, and it goes to the app's Dracula unseen; when his phase comes he plays
it and the phone is told to take it from the event cards and resolve it. Once named, no
frame names it again before he plays it. The screens are kept in ``test-output/``."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from sheets.core.authority import HOST
from sheets.fury_of_dracula.actions import Rest
from sheets.fury_of_dracula.content import HUNTERS
from sheets.i18n import translate
from storage import Store
from tests.e2e.conftest import Server, screenshot
from tests.e2e.game_night import LOCALES, PHONE, PhoneRoute, in_view
from tests.e2e.game_night import tap as tap_in_view
from tests.e2e.test_fury_of_dracula import open_device
from tests.e2e.test_fury_of_dracula_app import button, game_of, shown, whose_turn
from tests.fury_of_dracula.play import example_setup
from tests.ui.test_fury_of_dracula_secrecy import named_terms
from tests.wire.conftest import start_server, store_game
from ui.server import make_services

pytestmark = pytest.mark.e2e

CARD = "roadblock"


def _at_night(store: Store) -> dict[str, Any]:
    """One hunter's player against the hard app's Dracula, every hunter rested by day:
    Lord Godalming's night action is due."""
    setup = example_setup(3, players=1, app_dracula="hard")
    game_id, code = store_game(
        store, "fury_of_dracula", setup, [player.name for player in setup.players]
    )
    tables = make_services(store).tables
    for hunter in HUNTERS:
        tables.act(game_id, Rest(seat=0, hunter=hunter), HOST)
    table = tables.open(game_id)
    assert table.state.half == "night" and table.state.current_hunter == "godalming"
    return {"game": game_id, "code": code}


@pytest.fixture(scope="module")
def night_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Any]]:
    running, prepared = start_server(tmp_path_factory.mktemp("app-events"), _at_night)
    yield running, prepared
    running.stop()


def test_a_hunter_names_draculas_event_on_his_phone_and_is_told_when_he_plays_it(
    browser: Any, night_server: tuple[Server, Any]
) -> None:
    server, prepared = night_server
    route = PhoneRoute(server.port)
    try:
        language = "cs"
        url = route.url(f"{server.url}join?code={prepared['code']}")
        phone, frames = open_device(browser, url, PHONE, LOCALES[language])
        button(phone, translate("join.go", language)).click()
        phone.get_by_role("button", name=re.compile(" · ")).first.click()
        tap_in_view(phone, translate("fod.play.do.supply", language))
        shown(phone, translate("fod.play.dracula_event_question", language))
        name = translate(f"fod.dracula_event.{CARD}", language)
        expect(button(phone, name)).to_be_visible()
        screenshot(phone, "fod-app-event-entry-390-cs")
        # The dialog offers every title; what comes after the choice names none.
        mark = len(frames.strings)
        # Far down the dialog's list: scrolled to the middle first, where a tap is sure.
        in_view(phone, button(phone, name)).click()
        expect(
            phone.get_by_text(translate("fod.play.dracula_event_question", language))
        ).to_have_count(0)
        state = game_of(server, prepared["game"]).state
        assert state.dracula.event_hand == (CARD,)
        terms = named_terms(f"fod.dracula_event.{CARD}")
        after = frames.strings[mark:]
        assert not {term for text in after for term, p in terms.items() if p.search(text)}

        for _ in HUNTERS[1:]:
            _, step, _ = whose_turn(server, prepared["game"], language)
            expect(phone.get_by_text(step, exact=True)).to_be_attached()
            tap_in_view(phone, translate("fod.play.do.rest", language))
            expect(phone.get_by_text(step, exact=True)).to_have_count(0)
        told = translate("fod.do.dracula_event", language, dracula_event=name)
        shown(phone, told)
        assert game_of(server, prepared["game"]).state.dracula.event_hand == ()
        in_view(phone, phone.get_by_text(told))
        screenshot(phone, "fod-app-event-step-390-cs")
        phone.context.close()
    finally:
        route.close()

"""Fury of Dracula against the app's Dracula in Chromium, once in English and once in
Czech: the host's tablet sets the game up with the app as Dracula and invites two
hunters' phones, which join with the address read from the invitation's QR code. The
hunters play two rounds on their phones and a fight, asking the app for its combat card
each round; after each of the app's moves every device is told what to do with the
pieces, in a fight which of his combat cards to turn up. No frame any device receives
names a place, an encounter or a combat card in hand the app's Dracula keeps hidden. The
phones' screens are shot at 390 px wide, kept in ``test-output/``."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from sheets.core import Game
from sheets.fury_of_dracula.content import HUNTERS
from sheets.fury_of_dracula.flow import current_step
from sheets.i18n import Language, translate
from storage import open_store
from tests.e2e.conftest import Server, open_app, screenshot
from tests.e2e.game_night import LOCALES, PHONE, TABLET, PhoneRoute, in_view, scan_invitation
from tests.e2e.game_night import tap as tap_in_view
from tests.e2e.test_fury_of_dracula import Frames, open_device
from tests.fury_of_dracula.app_secrets import hidden_combat_cards, hidden_facts
from tests.ui.test_fury_of_dracula_secrecy import (
    combat_card_terms,
    encounter_terms,
    place_terms,
)
from ui.fury_of_dracula.names import hunter as hunter_name

pytestmark = pytest.mark.e2e

ROUNDS = 2
COMBAT_ROUNDS = 2


# Whose turn it is, as the status says it.
@pytest.fixture(scope="module")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One ``--lan`` server for the module, on this machine only."""
    running = Server(tmp_path_factory.mktemp("app-dracula"), "--lan", host="127.0.0.1")
    running.start()
    yield running
    running.stop()


@pytest.fixture(scope="module")
def route(app_server: Server) -> Iterator[PhoneRoute]:
    relay = PhoneRoute(app_server.port)
    yield relay
    relay.close()


def t(key: str, language: Language, **params: Any) -> str:
    return translate(key, language, **params)


def shown(page: Any, text: str | re.Pattern[str]) -> None:
    expect(page.get_by_text(text).first).to_be_attached()


def button(page: Any, name: str | re.Pattern[str]) -> Any:
    return page.get_by_role("button", name=name, exact=isinstance(name, str))


def game_of(server: Server, game_id: str) -> Game:
    store = open_store(data_dir=server.data_dir)
    try:
        return store.load_game(game_id=game_id).game
    finally:
        store.close()


@pytest.mark.parametrize("language", ["en", "cs"])
def test_two_hunters_phones_play_against_the_apps_dracula(
    browser: Any, app_server: Server, route: PhoneRoute, language: Language
) -> None:
    form = open_app(
        browser,
        app_server.url.rstrip("/") + "/new/fury_of_dracula",
        locale=LOCALES[language],
        **PHONE,
    )
    button(form, t("fod.new.played_by.app", language)).first.click()
    shown(form, t("fod.new.app_players", language))
    screenshot(form, f"fod-app-new-game-390-{language}")
    form.context.close()

    tablet, tablet_frames = open_device(browser, app_server.url, TABLET, LOCALES[language])
    tablet.get_by_role("button", name=re.compile(t("kind.fury_of_dracula", language))).first.click()
    # The first "the app" on the form: who plays Dracula, above who deals his encounters.
    button(tablet, t("fod.new.played_by.app", language)).first.click()
    shown(tablet, t("fod.new.app_players", language))
    button(tablet, t("fod.new.strength.hard", language)).click()
    shown(tablet, t("fod.new.strength.hard.note", language))
    tablet.get_by_label(t("new.fewer", language), exact=True).click()
    button(tablet, t("fod.new.start", language)).click()
    start = t("fod.do.start", language)
    shown(tablet, start)
    game_id = tablet.url.rsplit("/game/", 1)[1]
    setup = game_of(app_server, game_id).state.setup
    assert setup.app_dracula == "hard" and len(setup.players) == 3

    tablet.get_by_label(t("fod.play.menu", language), exact=True).click()
    tablet.get_by_role("menuitem", name=t("invite.menu", language)).click()
    address = route.url(scan_invitation(tablet, language))
    button(tablet, t("common.close", language)).click()

    phones = {}
    for seat in (0, 1):
        name = setup.players[seat].name
        phone, frames = open_device(browser, address, PHONE, LOCALES[language])
        button(phone, t("join.go", language)).click()
        offered = phone.get_by_role("button", name=re.compile(" · ")).all_inner_texts()
        assert not any(setup.players[2].name in label for label in offered), offered
        button(phone, re.compile(f"^{re.escape(name)} · ")).click()
        shown(phone, start)
        phones[seat] = (phone, frames)

    # The phones hold every hunter: the host's tablet is the table's screen.
    shown(tablet, t("fod.play.table_screen", language))
    expect(tablet.get_by_text(t("access.viewer", language))).to_have_count(0)
    screenshot(tablet, f"fod-app-table-1024-{language}")
    phone, _ = phones[0]
    screenshot(phone, f"fod-app-phone-start-390-{language}")
    button(phone, t("fod.do.done", language)).click()
    expect(phone.get_by_text(start)).to_have_count(0)

    for number in range(1, ROUNDS + 1):
        hunters_round(app_server, game_id, phones, language)
        shown(tablet, t("fod.do.title", language))
        for page, _ in phones.values():
            shown(page, t("fod.do.title", language))
        if number == 1:
            screenshot(phones[1][0], f"fod-app-phone-moves-390-{language}")
            fight(app_server, game_id, phones, (tablet, tablet_frames), language)

    places, titles = hidden_facts(game_of(app_server, game_id))
    assert places, "the app's Dracula keeps places hidden"
    terms = {**place_terms(places), **encounter_terms(titles)}
    for frames in (tablet_frames, *(frames for _, frames in phones.values())):
        assert leaks(frames, terms) == set(), [
            text for text in frames.strings if any(p.search(text) for p in terms.values())
        ][:5]
    tablet.set_viewport_size(PHONE)
    screenshot(tablet, f"fod-app-table-390-{language}")
    for page in (tablet, *(page for page, _ in phones.values())):
        page.context.close()


def leaks(frames: Frames, terms: dict[str, re.Pattern[str]]) -> set[str]:
    """The hidden places and encounters (as codes, ids, and their English and Czech names)
    that a string of ``frames`` names."""
    return {
        term for text in frames.strings for term, pattern in terms.items() if pattern.search(text)
    }


def whose_turn(server: Server, game_id: str, language: Language) -> tuple[int, str, int]:
    """The seat of the hunter whose turn it is, the line his player's phone shows for the
    turn, and how many actions are logged."""
    game = game_of(server, game_id)
    state = game.state
    hunter = state.current_hunter
    assert hunter is not None, state.stage
    name = hunter_name(hunter, language)
    line = t("fod.play.hunter_turn", language, step=current_step(state), hunter=name)
    return state.setup.hunter_seats[hunter], line, len(game.actions)


def hunters_round(
    server: Server, game_id: str, phones: dict[int, tuple[Any, Frames]], language: Language
) -> None:
    """Every hunter rests, day and night, each on his player's phone; the app answers
    after the last."""
    for _ in range(2 * len(HUNTERS)):
        seat, step, logged = whose_turn(server, game_id, language)
        phone, _ = phones[seat]
        # The phone may still be drawing the turn before: its Rest is tapped once it shows
        # this turn.
        expect(phone.get_by_text(step, exact=True)).to_be_attached()
        tap_in_view(phone, t("fod.action.rest", language))
        expect(phone.get_by_text(step, exact=True)).to_have_count(0)
        assert len(game_of(server, game_id).actions) > logged


def fight(
    server: Server,
    game_id: str,
    phones: dict[int, tuple[Any, Frames]],
    table: tuple[Any, Frames],
    language: Language,
) -> None:
    """A hunter's player starts a fight against Dracula for his hunter; each round the
    phones ask for the app's combat card once the hunters chose theirs, and every device
    is told which card to turn up; no device has received a card still in his hand; then
    the fight is ended."""
    phone, _ = phones[0]
    setup = game_of(server, game_id).state.setup
    hunter = next(h for h in HUNTERS if setup.hunter_seats[h] == 0)
    tap_in_view(phone, t("fod.action.start_combat", language))
    phone.get_by_role("checkbox", name=t(f"fod.hunter.{hunter}", language)).click()
    phone.get_by_role("switch", name=t("fod.play.against_vampire", language)).click()
    button(phone, t("fod.action.start_combat", language)).last.click()
    for number in range(1, COMBAT_ROUNDS + 1):
        tap_in_view(phone, t("fod.play.reveal_combat", language))
        card = played_card(server, game_id, number)
        name = t(f"fod.combat_card.{card}", language)
        told = t("fod.do.combat_card", language, round=number, combat_card=name)
        for page, _ in (*phones.values(), table):
            shown(page, told)
    in_view(phone, phone.get_by_text(told))
    screenshot(phone, f"fod-app-phone-combat-390-{language}")
    in_hand = hidden_combat_cards(game_of(server, game_id))
    assert in_hand, "the app's Dracula holds cards nobody has seen"
    terms = combat_card_terms(in_hand)
    for _, frames in (*phones.values(), table):
        assert leaks(frames, terms) == set()
    tap_in_view(phone, t("fod.action.end_combat", language))
    expect(phone.get_by_text(t("fod.play.reveal_combat", language))).to_have_count(0)


def played_card(server: Server, game_id: str, number: int) -> str:
    """The combat card the app's Dracula played in round ``number`` of the fight, once the
    server has stored it."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        combat = game_of(server, game_id).state.combat
        if combat is not None and len(combat.dracula_played) >= number:
            return str(combat.dracula_played[number - 1])
        time.sleep(0.1)
    raise AssertionError(f"the app played no combat card for round {number}")

"""Two devices in Chromium: the tablet hosts a table, a phone joins it over the network;
the tablet's roll appears on the phone, the phone's actions on the tablet."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect

from storage import SeatInfo, open_store
from tests.e2e.conftest import Server, open_app, screenshot, title
from tests.e2e.game_night import PhoneRoute
from tests.e2e.paper_dungeons_steps import Sheet
from tests.paper_dungeons.play import example_setup
from ui.lan import JoinCodes

pytestmark = pytest.mark.e2e


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[Server, str, str]]:
    """A ``--lan`` server (on 127.0.0.1 only) with a two-player game, and the game's join
    code."""
    setup = example_setup(2, 31)
    setup = setup.model_copy(
        update={
            "seats": (
                setup.seats[0].model_copy(update={"name": "Ann"}),
                setup.seats[1].model_copy(update={"name": "Bob"}),
            )
        }
    )
    store = open_store(data_dir=tmp_path)
    game_id = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name="Ann"), SeatInfo(name="Bob")]
    )
    code = JoinCodes(store).code_for(game_id)
    store.close()
    server = Server(tmp_path, "--lan", host="127.0.0.1")
    server.start()
    yield server, game_id, code
    server.stop()


def test_the_tablets_roll_reaches_the_phone_and_the_phones_actions_the_tablet(
    browser, table: tuple[Server, str, str]
) -> None:
    server, game_id, code = table
    tablet = open_app(browser, f"http://127.0.0.1:{server.port}/game/{game_id}", locale="cs-CZ")
    expect(title(tablet, "1. kolo z 8 · Ann")).to_be_attached()

    relay = PhoneRoute(server.port)
    try:
        phone = open_app(
            browser,
            relay.url(f"{server.url}join?code={code}"),
            width=390,
            height=844,
            locale="cs-CZ",
        )
        phone.get_by_role("button", name="Připojit").click()
        phone.get_by_role("button", name="Bob").click()
        expect(title(phone, "1. kolo z 8 · Bob")).to_be_attached()
        expect(phone.get_by_text("Kostkami hází hostitel.")).to_be_attached()

        tablet.get_by_role("button", name="Hodit").click()
        expect(phone.get_by_text(re.compile("^Vyberte kostku"))).to_be_attached()

        sheet = Sheet(phone, "cs", host=False)
        for left in (2, 1, 0):
            sheet.brew(left)
        expect(phone.get_by_text("Čeká se, až hostitel ukončí kolo.")).to_be_attached()
        expect(tablet.get_by_role("button", name="Bob hotovo")).to_be_attached()
        screenshot(phone, "lan-phone")
        screenshot(tablet, "lan-tablet")
        phone.context.close()
    finally:
        relay.close()
    tablet.context.close()

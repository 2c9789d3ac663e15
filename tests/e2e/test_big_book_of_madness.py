"""The Big Book of Madness in headless Chromium, as a table uses it: a new game, the setup
checklist and its printed aid, the first turn with the new monster's alert, the curses
placed on the track and one of them broken, and a double tap that ends one turn."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import Server, open_app, screenshot
from tests.e2e.game_night import in_view, tap

pytestmark = pytest.mark.e2e


def test_a_table_sets_up_and_plays_its_first_turn(server: Server, browser: object) -> None:
    page = open_app(browser, server.url, locale="cs-CZ")

    page.get_by_text("Velká kniha strašlivých čar").first.click()  # type: ignore[attr-defined]
    page.get_by_role(
        "button", name="Teď ne: použít odhady aplikace, označené jako neověřené"
    ).click()  # type: ignore[attr-defined]
    page.get_by_role("button", name="Připravit stůl").click()  # type: ignore[attr-defined]
    page.get_by_text("Příprava stolu", exact=True).wait_for(state="attached")  # type: ignore[attr-defined]
    with page.expect_download() as download:  # type: ignore[attr-defined]
        page.get_by_role("button", name="Vytisknout přípravu a počítadlo kol").click()  # type: ignore[attr-defined]
    pdf = download.value
    assert pdf.suggested_filename == "big-book-of-madness.pdf"
    with open(pdf.path(), "rb") as file:
        assert file.read(4) == b"%PDF"

    page.get_by_role("button", name="Začít hru").click()  # type: ignore[attr-defined]
    page.get_by_role("button", name="Dál: grimoár, posunout žeton").click()  # type: ignore[attr-defined]
    page.get_by_text("Přichází nová nestvůra").wait_for(state="attached")  # type: ignore[attr-defined]
    screenshot(page, "bbm-new-monster-alert")
    page.get_by_role("button", name="OK").click()  # type: ignore[attr-defined]

    # Each pick is a round trip to the server: a chip is seen chosen before the next.
    for index, element in enumerate(("voda", "oheň", "vzduch")):
        chip = page.get_by_role("checkbox", name=element, exact=True).nth(index)  # type: ignore[attr-defined]
        chip.click()
        expect(chip).to_be_checked()
    place = page.get_by_role("button", name="Rozmístit kletby")  # type: ignore[attr-defined]
    expect(place).to_be_enabled()
    place.click()
    page.get_by_role("button", name="Místo A: vodní kletba, čeká").wait_for(state="attached")  # type: ignore[attr-defined]
    page.get_by_role("button", name="Dál: fáze akcí").click()  # type: ignore[attr-defined]
    page.get_by_role("button", name="A: voda").click()  # type: ignore[attr-defined]
    page.get_by_role("button", name="voda (zbývá 10)").click()  # type: ignore[attr-defined]
    page.get_by_role("button", name="Místo A: vodní kletba, zlomená").wait_for(state="attached")  # type: ignore[attr-defined]
    screenshot(page, "bbm-curse-broken")

    # A double tap on the end of the turn ends one turn: the second tap, aimed at the
    # button the first one redrew, finds no button. The next tap then leaves Bob's Focus.
    tap(page, "Dál: fáze zotavení")  # type: ignore[arg-type]
    end_turn = page.get_by_role("button", name="Ukončit tah, předat žeton", exact=True)  # type: ignore[attr-defined]
    in_view(page, end_turn).dblclick()  # type: ignore[arg-type]
    tap(page, "Dál: grimoár, posunout žeton")  # type: ignore[arg-type]
    expect(page.get_by_role("button", name="Dál: fáze akcí")).to_be_attached()  # type: ignore[attr-defined]

"""SATOR in headless Chromium: a game set up and begun on the shared tablet, a card played
there, a phone that takes its player's seat and follows along, and the printed aid."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import Server, open_app, screenshot

pytestmark = pytest.mark.e2e


def test_a_game_is_set_up_played_followed_on_a_phone_and_printed(
    server: Server, browser: object
) -> None:
    tablet = open_app(browser, server.url, width=1024, height=768, locale="cs-CZ")
    tablet.get_by_text("SATOR AREPO TENET OPERA ROTAS").first.click()
    tablet.get_by_role("button", name="Začít hru").click()
    expect(tablet.get_by_text("Příprava: Rozmístění ztracených knih")).to_be_attached()
    tablet.get_by_role("button", name="Knihy jsou rozmístěny").click()
    expect(tablet.get_by_text("Příprava: Rozmístění lávek")).to_be_attached()
    screenshot(tablet, "sator-placement-tablet")
    tablet.get_by_role("button", name="Lávky jsou položeny podle pravidel").click()
    expect(tablet.get_by_text("Příprava: Rozdání karet")).to_be_attached()
    tablet.get_by_role("button", name="Karty rozdány: začít první tah").click()
    expect(tablet.get_by_text("Na tahu: Hráč 1 (červená)")).to_be_attached()
    expect(tablet.get_by_text("Zbývá 6 z 6 AB")).to_be_attached()

    phone = open_app(browser, tablet.url, width=390, height=844, locale="cs-CZ")
    expect(phone.get_by_text("Na tahu: Hráč 1 (červená)")).to_be_attached()
    phone.get_by_role("button", name="Čí zařízení?").click()
    phone.get_by_text("Na tomto zařízení hraje Hráč 2").click()
    expect(phone.get_by_text("Vaše karty")).to_be_attached()

    tablet.get_by_role("button", name="ROTAS: 2 AB za rotaci").click()
    # The form's chips are check boxes to assistive technology, named by their label.
    tablet.get_by_role("checkbox", name="T díl", exact=True).click()
    tablet.get_by_role("checkbox", name="materiál 2", exact=True).click()
    expect(tablet.get_by_text("Stojí 2 AB; potom zbývá 4 AB.")).to_be_attached()
    tablet.get_by_role("button", name="Zahrát kartu").click()
    expect(tablet.get_by_text("Zbývá 4 z 6 AB")).to_be_attached()
    expect(phone.get_by_text("Zbývá 4 z 6 AB")).to_be_attached()
    expect(
        phone.get_by_text("ROTAS na T díl (materiál 2): 2 AB (z toho 0 za mnichy)")
    ).to_be_attached()
    screenshot(tablet, "sator-turn-tablet")
    screenshot(phone, "sator-turn-phone")

    tablet.get_by_label("Další").click()
    with tablet.expect_download() as download:
        tablet.get_by_role("menuitem", name="Vytisknout přehled a karty tahu").click()
    assert download.value.suggested_filename == "sator.pdf"
    with open(download.value.path(), "rb") as pdf:
        assert pdf.read(5) == b"%PDF-"

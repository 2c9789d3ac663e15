"""The whole app in Chromium: a solo game of Paper Dungeons from the home screen, a round
played by tapping, a reload that finds the same sheet, Czech and English, and the PDF of
a finished game downloaded from its results."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PIL import Image, ImageStat
from playwright.sync_api import expect

from storage import SeatInfo, open_store
from tests.e2e.conftest import Server, open_app, screenshot, wait_ready
from tests.e2e.paper_dungeons_steps import brew_with_some_die
from tests.paper_dungeons.play import example_setup, play_random_game

pytestmark = pytest.mark.e2e


def not_blank(path: Path) -> bool:
    with Image.open(path) as image:
        return max(ImageStat.Stat(image.convert("L")).stddev) > 20


def test_a_round_of_a_solo_game_survives_a_reload(browser, server: Server) -> None:
    page = open_app(browser, server.url, locale="cs-CZ")
    page.get_by_text("Papírové doupě").first.click()
    page.get_by_role("button", name="Začít hru").click()
    expect(page.get_by_text("1. kolo z 8")).to_be_attached()
    page.get_by_role("button", name="Hodit").click()
    expect(page.get_by_text(re.compile("Vyberte kostku"))).to_be_attached()
    for _ in range(3):
        brew_with_some_die(page, "Namíchat lektvary")
    expect(page.get_by_text("Tři akce máte za sebou", exact=False)).to_be_attached()
    page.get_by_role("button", name="Ukončit kolo").click()
    expect(page.get_by_text("2. kolo z 8")).to_be_attached()
    url = page.url
    page.reload()
    wait_ready(page)
    assert page.url == url
    expect(page.get_by_text("2. kolo z 8")).to_be_attached()
    expect(page.get_by_text("Hoďte kostkami.")).to_be_attached()
    tablet = screenshot(page, "paper-dungeons-tablet")
    assert not_blank(tablet)
    page.context.close()

    phone = open_app(browser, url, width=390, height=844, locale="cs-CZ")
    expect(phone.get_by_text("2. kolo z 8")).to_be_attached()
    assert not_blank(screenshot(phone, "paper-dungeons-phone"))
    phone.context.close()


def test_english_is_one_switch_away(browser, server: Server) -> None:
    page = open_app(browser, server.url, locale="cs-CZ")
    expect(page.get_by_text("Nová hra").first).to_be_attached()
    page.get_by_label("Nastavení").click()
    # The first language choice is this device's; the second, the server's for new devices.
    page.get_by_text("English").first.click()
    expect(page.get_by_text("Settings").first).to_be_attached()
    expect(page.get_by_text("Language", exact=True)).to_be_attached()
    page.context.close()


def test_a_browser_in_english_starts_in_english_and_keeps_the_choice_of_its_own(
    browser, server: Server
) -> None:
    english = open_app(browser, server.url, locale="en-GB")
    expect(english.get_by_text("New game").first).to_be_attached()
    expect(english.get_by_label("Settings")).to_be_attached()
    german = open_app(browser, server.url, locale="de-DE")
    expect(german.get_by_text("New game").first).to_be_attached()
    czech = open_app(browser, server.url, locale="cs-CZ")
    expect(czech.get_by_text("Nová hra").first).to_be_attached()
    for page in (english, german, czech):
        page.context.close()


def test_the_pdf_of_a_finished_game_downloads(browser, server: Server) -> None:
    setup = example_setup(2, 9)
    game = play_random_game(setup, random.Random(9))
    store = open_store(data_dir=server.data_dir)
    game_id = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=seat.name) for seat in setup.seats]
    )
    for position, action in enumerate(game.actions):
        store.append_action(game_id=game_id, action=action, position=position)
    store.close()
    page = open_app(browser, f"{server.url}game/{game_id}/results")
    # The language is the device's, or the one last chosen on this server.
    expect(page.get_by_text(re.compile("^(Závěrečné bodování|Final score)$")).first).to_be_attached(
        timeout=15_000
    )
    with page.expect_download(timeout=30_000) as download:
        page.get_by_label(re.compile("^(Vytisknout tento list|Print this sheet)$")).click()
    path = download.value.path()
    assert download.value.suggested_filename == "paper-dungeons-score.pdf"
    assert Path(path).read_bytes().startswith(b"%PDF")
    page.context.close()

"""The whole app in Chromium: a solo game of Paper Dungeons from the home screen, a round
played by tapping, a reload that finds the same sheet, Czech and English, and the PDF of
a finished game downloaded from its results."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest
from PIL import Image, ImageStat
from playwright.sync_api import Page, expect

from sheets.games import get_game
from storage import SeatInfo, open_store
from tests.e2e.conftest import PATIENCE_MS, Server, open_app, screenshot, title, wait_ready
from tests.e2e.game_night import COUNT_FRAMES
from tests.e2e.page_scripts import SHOWN_IN_PAGE
from tests.e2e.paper_dungeons_steps import Sheet
from tests.paper_dungeons.play import example_setup
from tests.random_play import play_random

pytestmark = pytest.mark.e2e


def not_blank(path: Path) -> bool:
    with Image.open(path) as image:
        return max(ImageStat.Stat(image.convert("L")).stddev) > 20


def painted(page: Page, name: str) -> bool:
    """Whether the page gets painted: a busy machine paints the first frames after a
    load well after the semantics tree says what they will show."""
    deadline = time.monotonic() + PATIENCE_MS / 1000
    while not not_blank(shot := screenshot(page, name)) and time.monotonic() < deadline:
        page.evaluate("() => new Promise(done => requestAnimationFrame(done))")
    return not_blank(shot)


def test_a_round_of_a_solo_game_survives_a_reload(browser, server: Server) -> None:
    page = open_app(browser, server.url, locale="cs-CZ")
    page.get_by_text("Papírové doupě").first.click()
    page.get_by_role("button", name="Začít hru").click()
    expect(title(page, "1. kolo z 8")).to_be_attached()
    page.get_by_role("button", name="Hodit").click()
    expect(page.get_by_text(re.compile("Vyberte kostku"))).to_be_attached()
    sheet = Sheet(page, "cs")
    for left in (2, 1, 0):
        sheet.brew(left)
    sheet.end_round(sheet.title("pd.sheet.round", round=2))
    url = page.url
    page.reload()
    wait_ready(page)
    assert page.url == url
    expect(title(page, "2. kolo z 8")).to_be_attached()
    expect(page.get_by_text("Hoďte kostkami.")).to_be_attached()
    assert painted(page, "paper-dungeons-tablet")
    page.context.close()

    phone = open_app(browser, url, width=390, height=844, locale="cs-CZ")
    expect(title(phone, "2. kolo z 8")).to_be_attached()
    assert painted(phone, "paper-dungeons-phone")
    phone.context.close()


# Run in the page before a tap: notes in ``window.firstShown`` the moment a text matching
# the pattern given is first in the page.
FIRST_SHOWN_NOTED = (
    """pattern => {
    window.firstShown = null;
    const shown = () => ("""
    + SHOWN_IN_PAGE
    + """)(new RegExp(pattern));
    const watch = new MutationObserver(() => {
        if (!shown()) return;
        watch.disconnect();
        window.firstShown = performance.now();
    });
    watch.observe(document.body,
        {subtree: true, childList: true, characterData: true, attributes: true});
}"""
)


def test_the_words_about_a_roll_come_with_its_dice(browser, server: Server) -> None:
    """The dice come up with skulls: the message at the bottom about the wounds is shown
    with them (sent together in one message), and an undo takes both away."""
    setup = example_setup(1, 6)
    store = open_store(data_dir=server.data_dir)
    game_id = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=seat.name) for seat in setup.seats]
    )
    store.close()
    page = open_app(browser, f"{server.url}game/{game_id}", locale="en-GB")
    said = "Skulls: 2 wounds; potions soaked 0, 2 on the wound track."
    # Watched in the page from before the tap: the message stays its 4 s, and a loaded
    # machine's Playwright may take longer than that to return from the tap.
    page.evaluate(FIRST_SHOWN_NOTED, f"^{re.escape(said)}$")
    page.get_by_role("button", name="Roll").click()
    expect(page.get_by_text(re.compile("Pick a die"))).to_be_attached()
    page.wait_for_function("() => window.firstShown !== null")
    words = page.get_by_text(said)
    assert painted(page, "paper-dungeons-skulls")
    page.get_by_label("Undo").click()
    expect(words).to_have_count(0)
    expect(page.get_by_role("button", name="Roll")).to_be_attached()
    page.context.close()


# Run in the page before the app, after ``COUNT_FRAMES``: counts what the page tells the
# server when a rotation ends (Flet's "animation_end" event, named "rotation"); Flet's
# messages are MessagePack, whose strings are plain UTF-8 in the frame.
ROTATION_ENDS_COUNTED = """
    window.rotationEndsSaid = 0;
    window.onFrameSent = data => {
        const text = typeof data === 'string' ? data : new TextDecoder().decode(data);
        if (text.includes('animation_end') && text.includes('rotation')) {
            window.rotationEndsSaid += 1;
        }
    };
"""


def test_the_browser_says_when_its_dice_stopped_spinning(browser, server: Server) -> None:
    """Chromium tells the server once the dice of a roll stopped turning, and the server
    puts them back at rest (at no angle, drawn faster), which the page turns them to at
    once and says so too: two rotations end per roll, the second only once the server
    answered the first."""
    store = open_store(data_dir=server.data_dir)
    game_id = store.create_game(
        kind="paper_dungeons", setup=example_setup(1, 11), seats=[SeatInfo(name="Ann")]
    )
    store.close()
    page = open_app(
        browser,
        f"{server.url}game/{game_id}",
        locale="en-GB",
        init_script=COUNT_FRAMES + ROTATION_ENDS_COUNTED,
    )
    page.get_by_role("button", name="Roll").click()
    expect(page.get_by_text(re.compile("Pick a die"))).to_be_attached()
    page.wait_for_function("() => window.rotationEndsSaid === 2")
    page.get_by_label("Undo").click()
    page.get_by_role("button", name="Roll").click()
    page.wait_for_function("() => window.rotationEndsSaid === 4")
    page.context.close()


def test_the_new_game_form_fits_a_phone(browser, server: Server) -> None:
    """Every drop-down of the form is as wide as the phone allows, so its choice is read
    whole ("A (game data, unverified)"), not cut to the width its options measured."""
    page = open_app(browser, f"{server.url}new/paper_dungeons", width=390, height=844)
    start = page.get_by_role("button", name="Start the game")
    expect(start).to_be_attached()
    form_width = 390 - 2 * start.bounding_box()["x"]
    # A drop-down reads to a screen reader as a button named by its choice only when
    # open; closed, it is the one wide button without a name.
    unnamed = page.get_by_role("button", name=re.compile("^$"))
    boxes = [unnamed.nth(index).bounding_box() for index in range(unnamed.count())]
    dropdowns = [box for box in boxes if box and box["width"] > 100]
    assert len(dropdowns) == 4  # the dungeon card and three villains
    assert all(box["width"] >= form_width - 1 for box in dropdowns), dropdowns
    assert painted(page, "paper-dungeons-new-game-phone")
    page.context.close()


def test_english_is_one_switch_away(browser, server: Server) -> None:
    page = open_app(browser, server.url, locale="cs-CZ")
    expect(page.get_by_text("Nová hra").first).to_be_attached()
    page.get_by_label("Nastavení").click()
    # The first language choice is this device's; the second, the server's for new devices.
    page.get_by_text("English").first.click()
    expect(page.get_by_text("Settings").first).to_be_attached()
    expect(page.get_by_text("Language of this device", exact=True)).to_be_attached()
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
    game = play_random(get_game("paper_dungeons"), setup, random.Random(9))
    store = open_store(data_dir=server.data_dir)
    game_id = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=seat.name) for seat in setup.seats]
    )
    for position, action in enumerate(game.actions):
        store.append_action(game_id=game_id, action=action, position=position)
    store.close()
    page = open_app(browser, f"{server.url}game/{game_id}/results")
    # The language is the device's, or the one last chosen on this server.
    final_score = page.get_by_text(re.compile("^(Závěrečné bodování|Final score)$"))
    expect(final_score.first).to_be_attached()
    with page.expect_download() as download:
        page.get_by_label(re.compile("^(Vytisknout tento list|Print this sheet)$")).click()
    path = download.value.path()
    assert download.value.suggested_filename == "paper-dungeons-score.pdf"
    assert Path(path).read_bytes().startswith(b"%PDF")
    page.context.close()

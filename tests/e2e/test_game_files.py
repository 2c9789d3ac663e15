"""A game file through the real pages: a Paper Dungeons game saved from its menu on one
server (a phone-sized browser) and imported on the home screen of another, where it opens;
a file that is no game is refused there with the reason, in Czech."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from sheets.core.log import Game
from sheets.paper_dungeons import RULES
from storage import SeatInfo, open_store
from tests.e2e.conftest import Server, open_app, screenshot
from tests.paper_dungeons.play import example_setup
from tests.random_play import random_player

next_random_action = random_player(RULES)


pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def saved_game(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, str]]:
    """A server whose store holds a two-player game a few rounds in."""
    data_dir = tmp_path_factory.mktemp("files-from")
    game = Game(RULES, example_setup(2, 5))
    rng = random.Random(5)
    for _ in range(12):
        action = next_random_action(game.state, rng)
        assert action is not None
        game.act(action)
    store = open_store(data_dir=data_dir)
    game_id = store.create_game(
        kind="paper_dungeons", setup=game.setup, seats=[SeatInfo(s.name) for s in game.setup.seats]
    )
    for position, action in enumerate(game.actions):
        store.append_action(game_id=game_id, action=action, position=position)
    store.close()
    running = Server(data_dir)
    running.start()
    yield running, game_id
    running.stop()


@pytest.fixture(scope="module")
def other_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("files-to"))
    running.start()
    yield running
    running.stop()


def test_a_game_saved_on_one_server_opens_on_another(
    saved_game: tuple[Server, str], other_server: Server, browser: Any, tmp_path: Path
) -> None:
    server, game_id = saved_game
    phone = open_app(browser, f"{server.url}game/{game_id}", **PHONE)
    phone.get_by_role("button", name="Menu").first.click()
    expect(phone.get_by_role("menuitem", name="Save the game file")).to_be_attached()
    screenshot(phone, "game-file-menu-en")
    with phone.expect_download() as download:
        phone.get_by_role("menuitem", name="Save the game file").click()
    assert download.value.suggested_filename == f"paper-dungeons-{game_id[:8]}.json"
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    czech = open_app(browser, f"{server.url}game/{game_id}", locale="cs-CZ", dark=True, **PHONE)
    czech.get_by_role("button", name="Nabídka").first.click()
    expect(czech.get_by_role("menuitem", name="Uložit soubor hry")).to_be_attached()
    screenshot(czech, "game-file-menu-cs-dark")

    elsewhere = open_app(browser, other_server.url, **PHONE)
    expect(elsewhere.get_by_text("No games yet: start one above.")).to_be_attached()
    screenshot(elsewhere, "game-file-home-en")
    with elsewhere.expect_file_chooser() as chooser:
        elsewhere.get_by_role("button", name="Import a game file").click()
    chooser.value.set_files(saved)
    expect(elsewhere).to_have_url(f"{other_server.url}game/{game_id}")
    # The notice is drawn at once, but on a busy machine Chromium's accessibility tree may
    # leave it out for good: its words are checked headless (tests/ui/test_game_files.py).
    expect(elsewhere.get_by_text("Heroes", exact=True).first).to_be_attached()
    screenshot(elsewhere, "game-file-imported-en")


def test_a_file_that_is_no_game_is_refused_in_czech(
    other_server: Server, browser: Any, tmp_path: Path
) -> None:
    forged = tmp_path / "hra.json"
    forged.write_text('{"format": "table-companion/game", "format_version": 99}')
    page = open_app(browser, other_server.url, locale="cs-CZ", **PHONE)
    screenshot(page, "game-file-home-cs")
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Importovat soubor hry").click()
    chooser.value.set_files(forged)
    expect(
        page.get_by_text("Soubor hry zapsala novější verze aplikace", exact=False)
    ).to_be_attached()
    screenshot(page, "game-file-refused-cs")

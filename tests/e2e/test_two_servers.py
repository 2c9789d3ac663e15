"""Two server processes on one PostgreSQL database, a tablet on each showing the same
game: what one does reaches the other, and when both roll at the same moment the game
gets one roll (the other is refused with the rules' reason, never a second branch of the
log), and both tablets come to show the same sheet as the one stored."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from sheets.paper_dungeons.actions import RollDice
from storage import SeatInfo, open_store
from tests.e2e.conftest import PATIENCE_MS, Server, open_app, screenshot, title
from tests.paper_dungeons.play import example_setup
from tests.storage.conftest import NO_POSTGRES, POSTGRES_URL, postgres_schema_url

pytestmark = [pytest.mark.e2e, pytest.mark.postgres]

ROUNDS = 3
DIE = re.compile(r"^(Kostka|Die) \d:")


@pytest.fixture(scope="module")
def database_url() -> Iterator[str]:
    if POSTGRES_URL is None:
        pytest.skip(NO_POSTGRES)
    yield from postgres_schema_url()


@pytest.fixture(scope="module")
def game_id(database_url: str) -> str:
    setup = example_setup(1, 23)
    store = open_store(url=database_url)
    created = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(s.name) for s in setup.seats]
    )
    store.close()
    return created


@pytest.fixture(scope="module")
def servers(
    tmp_path_factory: pytest.TempPathFactory, database_url: str, game_id: str
) -> Iterator[tuple[Server, Server]]:
    pair = (
        Server(tmp_path_factory.mktemp("first"), environment={"DATABASE_URL": database_url}),
        Server(tmp_path_factory.mktemp("second"), environment={"DATABASE_URL": database_url}),
    )
    for server in pair:
        server.start()
    yield pair
    for server in pair:
        server.stop()


def _dice(page: Any) -> list[str]:
    return sorted(page.get_by_role("button", name=DIE).all_inner_texts())


def _roll_button(page: Any) -> Any:
    return page.get_by_role("button", name="Roll", exact=True)


def test_tablets_on_two_servers_share_the_game_and_a_race_never_forks_it(
    browser: Any, servers: tuple[Server, Server], database_url: str, game_id: str
) -> None:
    tablets = [open_app(browser, f"{server.url}game/{game_id}") for server in servers]
    for tablet in tablets:
        expect(title(tablet, "Round 1 of 8")).to_be_attached()
    for round_ in range(ROUNDS):
        for tablet in tablets:
            expect(_roll_button(tablet)).to_be_enabled()
        # Both taps are sent before either tablet hears of the other's: the two servers
        # act on the same game at the same moment.
        buttons = [_roll_button(tablet).element_handle() for tablet in tablets]
        for button in buttons:
            button.evaluate("button => button.click()")
        for tablet in tablets:
            expect(tablet.get_by_text(re.compile("^Pick a die"))).to_be_attached()
        store = open_store(url=database_url)
        stored = store.load_game(game_id=game_id)
        store.close()
        assert [type(a) for a in stored.game.actions] == [RollDice], "one roll, one branch"
        expect(tablets[1].get_by_role("button", name=DIE)).to_have_count(6)
        # Each tablet spins its dice before it shows the roll: wait until both show it.
        deadline = time.monotonic() + PATIENCE_MS / 1000
        while _dice(tablets[0]) != _dice(tablets[1]) and time.monotonic() < deadline:
            tablets[0].wait_for_timeout(100)
        assert _dice(tablets[0]) == _dice(tablets[1])
        if round_ == 0:
            screenshot(tablets[1], "two-servers-second")
        # Each takes the roll back in turn; the other tablet follows.
        undoing, following = tablets[round_ % 2], tablets[1 - round_ % 2]
        undoing.get_by_label("Undo").click()
        expect(_roll_button(following)).to_be_enabled()
        expect(following.get_by_text("Roll the dice.")).to_be_attached()
    for tablet in tablets:
        tablet.context.close()
    log = "".join((server.data_dir / "server.log").read_text() for server in servers)
    assert "Traceback" not in log

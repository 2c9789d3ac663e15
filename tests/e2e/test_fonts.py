"""The app's fonts in Chromium: DejaVu Sans from this server, and the emoji of a player's
name drawn with the emoji font this server serves when the name needs it."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Response

from storage import SeatInfo, open_store
from tests.e2e.conftest import PATIENCE_MS, Server
from tests.paper_dungeons.play import example_setup
from ui import fonts

pytestmark = pytest.mark.e2e


def test_a_name_with_an_emoji_gets_the_emoji_font(browser, server: Server) -> None:
    if fonts.emoji_font() is None:
        pytest.skip("no emoji font on this machine (Debian's fonts-noto-color-emoji)")
    setup = example_setup(2, 5)
    seats = (setup.seats[0].model_copy(update={"name": "Ada 🎲"}), setup.seats[1])
    setup = setup.model_copy(update={"seats": seats})
    store = open_store(data_dir=server.data_dir)
    game_id = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=seat.name) for seat in seats]
    )
    store.close()
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    served: list[Response] = []
    page.on("response", lambda response: served.append(response))
    emoji_font = re.compile(r"/assets/fonts/notocoloremoji/")
    with page.expect_response(emoji_font, timeout=PATIENCE_MS) as emoji:
        page.goto(f"{server.url}game/{game_id}")
    assert emoji.value.status == 200
    fonts_served = {r.url.rsplit("/", 1)[1]: r.status for r in served if "/assets/fonts/" in r.url}
    assert fonts_served["DejaVuSans.ttf"] == 200
    assert fonts_served["DejaVuSans-Bold.ttf"] == 200
    assert all(status == 200 for status in fonts_served.values()), fonts_served
    context.close()

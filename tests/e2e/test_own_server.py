"""Nothing a device asks for leaves the table: every request of the page, on the home
screen and in a game, on a desktop and on an Android phone, goes to the app's server."""

from __future__ import annotations

from typing import Any

import pytest

from storage import SeatInfo, open_store
from tests.e2e.conftest import PATIENCE_MS, Server, title, wait_ready
from tests.paper_dungeons.play import example_setup
from ui.web.client import RIVE_HERE, RIVE_SCRIPTS

pytestmark = pytest.mark.e2e

DEVICES = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "android": {
        "viewport": {"width": 412, "height": 860},
        "user_agent": (
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
            "(KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36"
        ),
        "is_mobile": True,
        "has_touch": True,
        "device_scale_factor": 2.625,
    },
}


@pytest.mark.parametrize("device", list(DEVICES))
def test_every_request_of_home_and_a_game_goes_to_the_apps_server(
    browser: Any, server: Server, device: str
) -> None:
    store = open_store(data_dir=server.data_dir)
    setup = example_setup(2, 5)
    game_id = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=s.name) for s in setup.seats]
    )
    store.close()
    context = browser.new_context(locale="en-GB", **DEVICES[device])
    context.set_default_timeout(PATIENCE_MS)
    asked: list[str] = []
    context.on("request", lambda request: asked.append(request.url))
    page = context.new_page()
    rive = f"{server.url}{RIVE_HERE.strip('/')}/{RIVE_SCRIPTS[0]}"
    # The client asks for Rive's runtime once it runs: the address it asks is the proof
    # that the client served is the one that stays on the table.
    with page.expect_request(rive):
        page.goto(server.url)
    _wait_ready(page, device)
    title(page, "Table companion").wait_for()
    with page.expect_request(lambda request: request.url.startswith(server.url)):
        page.goto(f"{server.url}game/{game_id}")
    _wait_ready(page, device)
    page.get_by_text(setup.seats[0].name).first.wait_for()
    elsewhere = [url for url in asked if not url.startswith((server.url, "data:", "blob:"))]
    assert elsewhere == []
    assert rive in asked and f"{server.url}main.dart.wasm" in asked
    # A browser's tab keeps no copy of the app: only the installed app does.
    assert (
        page.evaluate("async () => (await navigator.serviceWorker.getRegistrations()).length") == 0
    )
    context.close()


def _wait_ready(page: Any, device: str) -> None:
    """``wait_ready``, on a phone too: Flutter on a touch screen switches its semantics on
    when its placeholder is tapped, not clicked."""
    if DEVICES[device].get("has_touch"):
        page.wait_for_function("() => window.flet && window.flet.flutterApp !== undefined")
        page.locator("flt-semantics-placeholder").tap(force=True)
    wait_ready(page)

"""The installed app while the table's server is away: it says so in the device's
language, with the server's address and what to do, and carries on where it was when
the server is back; opened while the server is away, it shows the same message from its
own copy instead of the browser's error page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from sheets.core.names import said_in
from sheets.i18n import translate
from storage import SeatInfo, open_store
from tests.e2e.conftest import (
    BROWSER_ARGS,
    CHROMIUM,
    PATIENCE_MS,
    ROOT,
    Server,
    screenshot,
    title,
    wait_ready,
)
from tests.e2e.upgraded_server import UPGRADED_VERSION
from tests.paper_dungeons.play import example_setup

pytestmark = pytest.mark.e2e

# (browser's language, language chosen in the app's settings, colour scheme): each of
# the app's languages once, one of them chosen against the browser's, in dark mode.
DEVICES = {"czech": ("cs-CZ", None, "light"), "english-chosen": ("cs-CZ", "en", "dark")}


@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as running:
        yield running


@pytest.fixture
def table_server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "data")
    running.data_dir.mkdir()
    running.start()
    yield running
    running.stop()


def _installed(playwright: Any, profile: Path, url: str, locale: str, scheme: str = "light") -> Any:
    """The app as installed: Chromium with its own profile, the page in an app window."""
    context = playwright.chromium.launch_persistent_context(
        str(profile),
        executable_path=CHROMIUM,
        args=[*BROWSER_ARGS, f"--accept-lang={locale}", f"--app={url}"],
        viewport={"width": 390, "height": 844},
        locale=locale,
        color_scheme=scheme,
    )
    context.set_default_timeout(PATIENCE_MS)
    return context


def _expect_away(page: Any, server: Server, language: str) -> Any:
    notice = page.locator("#table-away")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(translate("away.title", language))
    expect(notice).to_contain_text(f"127.0.0.1:{server.port}")
    expect(notice).to_contain_text(translate("away.retrying", language))
    return notice


def _kept(page: Any) -> list[str]:
    """The paths of everything the service worker keeps."""
    return list(
        page.evaluate(
            """async () => {
                const paths = [];
                for (const name of await caches.keys()) {
                    const cache = await caches.open(name);
                    for (const request of await cache.keys()) {
                        const url = new URL(request.url);
                        paths.push(url.pathname + url.search);
                    }
                }
                return paths;
            }"""
        )
    )


SHELL_FILES = {
    "/",
    "/flutter_bootstrap.js",
    "/flutter.js",
    "/main.dart.js",
    "/main.dart.mjs",
    "/main.dart.wasm",
    "/python.js",
    "/manifest.json",
    "/favicon.png",
}
SHELL_FOLDERS = ("/canvaskit/", "/assets/", "/icons/", "/rive/")


def _is_shell(path: str) -> bool:
    """Whether ``path`` is a file of the app's shell (the page, the client, its fonts and
    icons), as opposed to anything of a game."""
    return path in SHELL_FILES or path.startswith(SHELL_FOLDERS)


def _wait_for_the_copy(page: Any) -> None:
    """Until the service worker keeps the page and the client's biggest file."""
    page.wait_for_function(
        """async () => {
            const names = await caches.keys();
            for (const name of names) {
                const cache = await caches.open(name);
                const kept = (await cache.keys()).map(request => new URL(request.url).pathname);
                if (kept.includes('/') && kept.includes('/main.dart.wasm')) return true;
            }
            return false;
        }""",
        polling=500,
        timeout=PATIENCE_MS,
    )


@pytest.mark.parametrize("device", list(DEVICES))
def test_the_open_app_says_the_server_is_away_and_carries_on_when_it_is_back(
    playwright: Any, table_server: Server, tmp_path: Path, device: str
) -> None:
    locale, chosen, scheme = DEVICES[device]
    language = chosen or "cs"
    context = _installed(
        playwright, tmp_path / "profile", f"{table_server.url}settings", locale, scheme
    )
    page = context.pages[0]
    wait_ready(page)
    if chosen is not None:
        # The first language choice is this device's.
        page.get_by_text(translate(f"language.{chosen}", "cs")).first.click()
    settings = title(page, translate("settings.title", language))
    expect(settings).to_be_visible()
    table_server.stop()
    notice = _expect_away(page, table_server, language)
    screenshot(page, f"server-away-{language}-{scheme}-390")
    table_server.start()
    expect(notice).to_have_count(0)
    expect(settings).to_be_visible()
    context.close()


def test_the_installed_app_opens_while_the_server_is_away_and_loads_when_it_is_back(
    playwright: Any, table_server: Server, tmp_path: Path
) -> None:
    store = open_store(data_dir=table_server.data_dir)
    setup = example_setup(2, 5)
    game_id = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=s.name) for s in setup.seats]
    )
    store.close()
    profile = tmp_path / "profile"
    context = _installed(playwright, profile, f"{table_server.url}game/{game_id}", "cs-CZ")
    page = context.pages[0]
    wait_ready(page)
    # A Czech device names the untyped seat in Czech.
    page.get_by_text(said_in(setup.seats[0].name, "cs")).first.wait_for()
    _wait_for_the_copy(page)
    assert not [path for path in _kept(page) if not _is_shell(path)], "kept more than the shell"
    context.close()
    table_server.stop()

    context = _installed(playwright, profile, table_server.url, "cs-CZ")
    page = context.pages[0]
    notice = _expect_away(page, table_server, "cs")
    assert page.url == table_server.url, "the browser's error page, not the app's copy"
    assert page.evaluate("() => window.tableAway.servedFromCache") is True
    screenshot(page, "server-away-opened-cs-390")
    table_server.start()
    # The copy loads the page again from the server once it answers.
    expect(notice).to_have_count(0)
    wait_ready(page)
    expect(title(page, translate("app.title", "cs"))).to_be_visible()
    context.close()


def test_an_upgraded_server_is_never_met_by_the_old_copy(
    playwright: Any, table_server: Server, tmp_path: Path
) -> None:
    profile = tmp_path / "profile"
    context = _installed(playwright, profile, table_server.url, "en-GB")
    page = context.pages[0]
    wait_ready(page)
    _wait_for_the_copy(page)
    context.close()
    table_server.stop()
    upgraded = Server(table_server.data_dir, script=ROOT / "tests" / "e2e" / "upgraded_server.py")
    upgraded.port, upgraded.url = table_server.port, table_server.url
    upgraded.start()
    try:
        context = _installed(playwright, profile, table_server.url, "en-GB")
        page = context.pages[0]
        wait_ready(page)
        assert page.locator('meta[name="table-companion-upgraded"]').count() == 1, (
            "the old copy of the page, not the upgraded server's"
        )
        # The upgraded worker takes over, drops the old copy and keeps the new page.
        page.wait_for_function(
            """async (version) => {
                const names = await caches.keys();
                if (names.length !== 1 || !names[0].endsWith(version)) return false;
                const page = await (await caches.open(names[0])).match('/');
                return Boolean(page) && (await page.text()).includes('table-companion-upgraded');
            }""",
            arg=UPGRADED_VERSION,
            polling=500,
            timeout=PATIENCE_MS,
        )
        context.close()
    finally:
        upgraded.stop()

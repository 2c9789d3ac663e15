"""The app as phones install it: the manifest the page links (its name in the device's
language, else English; its colours and icons), Chromium's own installability check,
the favicon and the title, and the installed app's window."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from tests.e2e.conftest import BROWSER_ARGS, CHROMIUM, OUTPUT, Server, wait_ready
from ui.theme import BACKGROUND_HEX, SEED_HEX
from ui.web.app import WEB

pytestmark = pytest.mark.e2e

NAMES = {
    "cs-CZ": ("Společník ke stolu", "Společník"),
    "en-GB": ("Table companion", "Companion"),
    "de-DE": ("Table companion", "Companion"),
}


@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as running:
        yield running


def _installed(playwright: Any, profile: Path, url: str, locale: str) -> Any:
    """Chromium with a profile of its own (an installed app is never incognito) showing
    ``url`` as an app window: no address bar, the page in standalone display. Chromium
    speaks ``locale`` itself: it opens the app window before Playwright's own language
    reaches the page, and the manifest it fetches then asks in Chromium's language."""
    return playwright.chromium.launch_persistent_context(
        str(profile),
        executable_path=CHROMIUM,
        args=[*BROWSER_ARGS, f"--accept-lang={locale}", f"--app={url}"],
        viewport={"width": 412, "height": 860},
        locale=locale,
    )


def _manifest(context: Any, page: Any) -> tuple[str, dict[str, Any]]:
    """The manifest the page links, as Chromium fetched it (in the device's language)."""
    link = page.evaluate("() => document.querySelector('link[rel=manifest]').href")
    fetched = context.new_cdp_session(page).send("Page.getAppManifest")
    assert fetched["url"] == link and fetched["errors"] == []
    return str(link), json.loads(fetched["data"])


@pytest.mark.parametrize("locale", list(NAMES))
def test_the_linked_manifest_names_the_app_in_the_devices_language_and_its_icons_fit(
    playwright: Any, server: Server, tmp_path: Path, locale: str
) -> None:
    context = _installed(playwright, tmp_path, server.url, locale)
    page = context.pages[0]
    wait_ready(page)
    link, manifest = _manifest(context, page)
    assert link == f"{server.url}manifest.json"
    assert (manifest["name"], manifest["short_name"]) == NAMES[locale]
    # The name iOS offers for the icon is the manifest's.
    assert (
        page.evaluate(
            "() => document.querySelector('meta[name=apple-mobile-web-app-title]').content"
        )
        == manifest["short_name"]
    )
    assert manifest["lang"] == ("cs" if locale == "cs-CZ" else "en")
    assert (
        "Paper Dungeons" in manifest["description"] or "Papírové doupě" in manifest["description"]
    )
    assert manifest["display"] == "standalone"
    assert (manifest["start_url"], manifest["scope"]) == ("/", "/")
    assert (manifest["theme_color"], manifest["background_color"]) == (SEED_HEX, BACKGROUND_HEX)
    purposes = set()
    for icon in manifest["icons"]:
        response = page.request.get(link.rsplit("/", 1)[0] + "/" + icon["src"])
        assert response.ok and response.headers["content-type"] == "image/png"
        picture = Image.open(io.BytesIO(response.body()))
        assert f"{picture.width}x{picture.height}" == icon["sizes"]
        purpose = icon.get("purpose", "any")
        if purpose == "maskable":
            # A phone cuts its own shape out of a maskable icon: it has no transparency.
            assert picture.mode == "RGB"
        purposes.add((purpose, icon["sizes"]))
    assert purposes == {(p, s) for p in ("any", "maskable") for s in ("192x192", "512x512")}

    cdp = context.new_cdp_session(page)
    assert cdp.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}
    assert page.evaluate("() => matchMedia('(display-mode: standalone)').matches")
    page.wait_for_function(f"() => document.title === {NAMES[locale][0]!r}")
    if locale == "cs-CZ":
        OUTPUT.mkdir(exist_ok=True)
        page.wait_for_timeout(1000)
        page.screenshot(path=str(OUTPUT / "installed-app.png"))
    context.close()


def test_the_favicon_and_the_page_are_the_apps_not_flets(playwright: Any, server: Server) -> None:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
    page = browser.new_page()
    page.goto(server.url)
    favicon = page.evaluate("() => document.querySelector('link[rel=icon]').href")
    assert page.request.get(favicon).body() == (WEB / "favicon.png").read_bytes()
    touch_icon = page.evaluate("() => document.querySelector('link[rel=apple-touch-icon]').href")
    assert (
        page.request.get(touch_icon).body()
        == (WEB / "icons" / "apple-touch-icon-192.png").read_bytes()
    )
    html = page.request.get(server.url).text()
    assert "<title>Table companion</title>" in html
    assert '<meta name="apple-mobile-web-app-title" content="Companion">' in html
    assert "<title>Flet" not in html and 'content="Flet' not in html
    browser.close()


def test_flutter_draws_the_page_with_webassembly_on_the_pages_own_thread(
    playwright: Any, server: Server
) -> None:
    """Not cross-origin isolated, Flutter's WebAssembly renderer runs single-threaded
    (see ``ui.web.isolation``); it is still the WebAssembly one, not the slower fallback."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
    page = browser.new_page()
    page.goto(server.url)
    wait_ready(page)
    assert page.evaluate("() => window.crossOriginIsolated") is False
    assert page.evaluate("() => window._flutter_skwasmInstance !== undefined") is True
    browser.close()

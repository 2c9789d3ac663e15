"""The web server's own files: the manifest in the device's language, the app's icons in
place of Flet's, and icons that are what their drawing script draws."""

from __future__ import annotations

import inspect
import io
import json
import math
import re
import tomllib
from pathlib import Path

import flet as ft
import httpx
import pytest
from PIL import Image, ImageChops, ImageColor

from main import main
from storage import Store
from ui.server import app_main, make_services
from ui.theme import BACKGROUND_HEX, DARK_BACKGROUND_HEX, SEED_HEX
from ui.web import draw_icons
from ui.web.app import WEB, web_app
from ui.web.away import PROBE_PATH, WORKER_PATH, shell_version
from ui.web.client import client_dir
from ui.web.manifest import ICON_SIZES, manifest, preferred_language
from ui.web.page import PageError, localise

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("cs-CZ,cs;q=0.9,en;q=0.8", "cs"),
        ("en-GB,en;q=0.9,cs;q=0.8", "en"),
        ("de-DE,de;q=0.9,cs;q=0.8,en;q=0.7", "cs"),
        ("de-DE, en;q=0.5, cs;q=0.6", "cs"),
        ("cs;q=0, en;q=0.1", "en"),
        ("de-DE,fr", "en"),
        ("", "en"),
        (None, "en"),
        ("cs;q=nonsense,en", "en"),
        ("sk-SK,sk;q=0.9,en;q=0.8", "cs"),
        ("en-US,en;q=0.9,sk;q=0.8", "en"),
        ("de-DE,sk;q=0.8,en;q=0.5", "cs"),
    ],
)
def test_the_manifest_speaks_the_first_language_the_device_wants_that_the_app_speaks(
    header: str | None, language: str
) -> None:
    assert preferred_language(header) == language


def test_the_manifest_names_the_app_in_both_languages_with_the_themes_colours() -> None:
    czech, english = manifest("cs"), manifest("en")
    assert (czech["name"], czech["short_name"]) == ("Společník ke stolu", "Společník")
    assert (english["name"], english["short_name"]) == ("Table companion", "Companion")
    for each in (czech, english):
        assert len(each["short_name"]) <= 12, "a home screen shows about twelve letters"
        assert each["display"] == "standalone"
        assert each["user_preferences"]["color_scheme_dark"]["background_color"] == (
            DARK_BACKGROUND_HEX
        )
        assert (each["theme_color"], each["background_color"]) == (SEED_HEX, BACKGROUND_HEX)
        assert each["icons"] == english["icons"]


@pytest.mark.asyncio
async def test_the_server_answers_with_the_apps_manifest_favicon_icons_and_page(
    store: Store,
) -> None:
    services = make_services(store)
    transport = httpx.ASGITransport(app=web_app(app_main(services), services))
    async with httpx.AsyncClient(transport=transport, base_url="http://table") as client:
        czech = await client.get("/manifest.json", headers={"Accept-Language": "cs-CZ,cs;q=0.9"})
        assert czech.headers["content-type"] == "application/manifest+json"
        assert czech.headers["vary"] == "Accept-Language"
        assert czech.json() == manifest("cs")
        assert (await client.get("/manifest.json")).json()["name"] == "Table companion"
        favicon = await client.get("/favicon.png")
        assert favicon.content == (WEB / "favicon.png").read_bytes()
        for icon in manifest("en")["icons"]:
            served = await client.get(f"/{icon['src']}")
            assert served.content == (WEB / icon["src"]).read_bytes()
        page = (await client.get("/game/whatever")).text
    assert "<title>Table companion</title>" in page
    assert '<link rel="manifest" href="manifest.json">' in page


PAGES = {
    "cs-CZ,cs;q=0.9,en;q=0.8": ("cs", "Společník ke stolu", "Společník", "Papírové doupě"),
    "sk-SK,sk;q=0.9": ("cs", "Společník ke stolu", "Společník", "Papírové doupě"),
    "en-GB,en;q=0.9,cs;q=0.5": ("en", "Table companion", "Companion", "Paper Dungeons"),
    "de-DE": ("en", "Table companion", "Companion", "Paper Dungeons"),
}


@pytest.mark.asyncio
@pytest.mark.parametrize("header", list(PAGES))
async def test_the_page_is_named_and_described_in_the_browsers_language(
    store: Store, header: str
) -> None:
    language, title, home_screen_name, game = PAGES[header]
    services = make_services(store)
    transport = httpx.ASGITransport(app=web_app(app_main(services), services))
    async with httpx.AsyncClient(transport=transport, base_url="http://table") as client:
        for path in ("/", "/game/7", "/settings"):
            first = await client.get(path, headers={"Accept-Language": header})
            assert first.headers["vary"] == "Accept-Language"
            assert "etag" not in first.headers and "last-modified" not in first.headers
            page = first.text
            assert f'<html lang="{language}">' in page
            assert f"<title>{title}</title>" in page
            assert f'<meta name="apple-mobile-web-app-title" content="{home_screen_name}">' in page
            [description] = re.findall(r'<meta name="description" content="([^"]*)">', page)
            assert game in description
            assert "Flet" not in description and "<title>Flet" not in page
            assert f"background: {BACKGROUND_HEX};" in page
            assert f"background: {DARK_BACKGROUND_HEX};" in page
            assert int(first.headers["content-length"]) == len(first.content)
        # A browser that kept the page of another language gets this one, never "not
        # modified".
        again = await client.get(
            "/",
            headers={
                "Accept-Language": header,
                "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT",
            },
        )
        assert again.status_code == 200 and f"<title>{title}</title>" in again.text


def test_a_changed_flet_page_is_noticed() -> None:
    with pytest.raises(PageError, match="was Flet upgraded"):
        localise("<html><head><title>Flet</title></head></html>", "cs")


@pytest.mark.asyncio
async def test_no_answer_isolates_the_page_so_flutter_draws_on_one_thread(store: Store) -> None:
    """Flet's headers would make the page cross-origin isolated, where Flutter's renderer
    draws in a second thread and can hang the page (see ``ui.web.isolation``)."""
    services = make_services(store)
    transport = httpx.ASGITransport(app=web_app(app_main(services), services))
    async with httpx.AsyncClient(transport=transport, base_url="http://table") as client:
        answers = [
            await client.get("/"),
            await client.get("/game/whatever"),
            await client.get("/flutter_bootstrap.js", headers={"Accept-Encoding": "gzip"}),
            await client.get("/canvaskit/skwasm.js", headers={"Accept-Encoding": "identity"}),
        ]
    for answer in answers:
        assert answer.status_code == 200
        assert "cross-origin-opener-policy" not in answer.headers
        assert "cross-origin-embedder-policy" not in answer.headers
    assert answers[2].headers["content-encoding"] == "gzip"


@pytest.mark.parametrize(("name", "size", "maskable"), draw_icons.PICTURES)
def test_each_icon_is_what_the_script_draws(name: str, size: int, maskable: bool) -> None:
    committed = Image.open(WEB / "icons" / name)
    drawn = draw_icons.draw(size, maskable=maskable)
    assert committed.size == (size, size)
    assert committed.mode == ("RGB" if maskable else "RGBA")
    assert ImageChops.difference(committed.convert("RGBA"), drawn).getbbox() is None


@pytest.mark.parametrize("size", ICON_SIZES)
def test_a_maskable_icons_drawing_is_inside_the_circle_every_mask_keeps(size: int) -> None:
    """Every mask keeps the circle of 40 % of the side around the centre (205 px of 512):
    no pixel of the drawing lies outside it, and the drawing nearly fills it."""
    picture = Image.open(WEB / "icons" / f"icon-maskable-{size}.png").convert("RGB")
    brown = ImageColor.getrgb(SEED_HEX)
    safe = 0.4 * size
    farthest = 0.0
    centre = (size - 1) / 2
    for y in range(size):
        for x in range(size):
            pixel = picture.getpixel((x, y))
            if max(abs(a - b) for a, b in zip(pixel, brown, strict=True)) > 8:
                farthest = max(farthest, math.hypot(x - centre, y - centre))
    assert safe * 0.95 < farthest <= safe


def test_the_favicon_is_what_the_script_draws() -> None:
    committed = Image.open(io.BytesIO((WEB / "favicon.png").read_bytes()))
    drawn = draw_icons.draw(draw_icons.FAVICON_SIZE, maskable=False)
    assert ImageChops.difference(committed.convert("RGBA"), drawn).getbbox() is None


def test_the_packaged_icon_is_what_the_script_draws() -> None:
    committed = Image.open(draw_icons.PACKAGED_ICON)
    drawn = draw_icons.draw(draw_icons.PACKAGED_SIZE, maskable=True, safe=draw_icons.ADAPTIVE_SAFE)
    assert committed.mode == "RGB", "iOS refuses an app icon with transparency"
    assert ImageChops.difference(committed.convert("RGBA"), drawn).getbbox() is None


def test_a_packaged_build_names_the_app_and_uses_the_themes_colours() -> None:
    flet = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["flet"]
    assert flet["product"] == manifest("en")["name"]
    assert flet["app"]["module"] == "main"
    assert flet["android"]["adaptive_icon_background"] == SEED_HEX
    assert flet["splash"]["color"] == BACKGROUND_HEX
    assert draw_icons.PACKAGED_ICON == ROOT / "assets" / "icon.png"


def test_in_a_packaged_client_main_runs_the_app_there_with_its_games_on_the_device(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[tuple[object, dict[str, object]]] = []
    monkeypatch.setenv("FLET_PLATFORM", "android")
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setattr(ft, "run", lambda entry, **options: started.append((entry, options)))
    assert main(["--data-dir", str(tmp_path)]) == 0
    [(entry, options)] = started
    assert inspect.iscoroutinefunction(entry)
    assert callable(options["before_main"]), "the device's own screen is recorded as its host"
    assert (tmp_path / "table.db").is_file()


@pytest.mark.asyncio
async def test_the_page_carries_the_away_message_and_the_worker_keeps_the_shell(
    store: Store,
) -> None:
    services = make_services(store)
    transport = httpx.ASGITransport(app=web_app(app_main(services), services))
    async with httpx.AsyncClient(transport=transport, base_url="http://table") as client:
        page = (await client.get("/game/7", headers={"Accept-Language": "cs"})).text
        worker = await client.get(WORKER_PATH)
        probe = await client.get(PROBE_PATH)
        bootstrap = (await client.get("/flutter_bootstrap.js")).text
    [settings] = re.findall(r"<script>window.tableAway = (\{.*?\});</script>", page)
    away = json.loads(settings)
    assert away["language"] == "cs" and away["servedFromCache"] is False
    assert away["texts"]["cs"]["title"] == "Server stolu neodpovídá"
    assert away["texts"]["en"]["address"] == "The table's server at {address} cannot be reached."
    assert (WEB / "away.js").read_text("utf-8") in page
    # The worker's copy of the page says it is the copy by flipping this very text.
    assert '"servedFromCache":false' in page and '"servedFromCache":false' in worker.text
    assert worker.headers["content-type"].startswith("text/javascript")
    assert worker.headers["cache-control"] == "no-cache"
    [version] = re.findall(r'const VERSION = "([0-9a-f]{16})";', worker.text)
    assert version == shell_version(client_dir())
    assert probe.status_code == 204 and probe.headers["cache-control"] == "no-store"
    assert 'serviceWorkerVersion: "' not in bootstrap and "_flutter.loader.load({" in bootstrap


def test_the_shells_version_changes_with_any_file_of_the_client(tmp_path: Path) -> None:
    (tmp_path / "assets").mkdir()
    (tmp_path / "main.dart.wasm").write_bytes(b"\0asm")
    first = shell_version(tmp_path)
    assert shell_version(tmp_path) == first
    (tmp_path / "main.dart.wasm").write_bytes(b"\0asm, upgraded")
    upgraded = shell_version(tmp_path)
    (tmp_path / "assets" / "font.ttf").write_bytes(b"font")
    assert len({first, upgraded, shell_version(tmp_path)}) == 3

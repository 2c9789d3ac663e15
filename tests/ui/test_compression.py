"""The web client's files reach a browser gzip-compressed when it accepts that, and as they
are otherwise; a compressed copy is revalidated by its own ETag."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from flet_web import get_package_web_dir
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from storage import Store
from ui.compression import CompressedClient
from ui.server import app_main, make_services
from ui.web.app import web_app

PROGRAM = bytes(range(256)) * 64  # 16 KiB that compress well


def _client(app: object) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://app")


@pytest.fixture
def files(tmp_path: Path) -> CompressedClient:
    (tmp_path / "main.dart.wasm").write_bytes(PROGRAM)
    (tmp_path / "tiny.js").write_bytes(b"let x = 1;")
    (tmp_path / "index.html").write_bytes(b"<html>" + b" " * 4096 + b"</html>")

    def manifest(request: Request) -> JSONResponse:
        language = request.headers.get("accept-language", "en")[:2]
        return JSONResponse({"name": language * 1000}, headers={"Vary": "Accept-Language"})

    return CompressedClient(
        Starlette(
            routes=[
                Route("/manifest.json", manifest),
                Mount("/", StaticFiles(directory=tmp_path)),
            ]
        )
    )


@pytest.mark.asyncio
async def test_a_browser_that_accepts_gzip_gets_the_file_compressed(
    files: CompressedClient,
) -> None:
    async with _client(files) as client:
        compressed = await client.get("/main.dart.wasm", headers={"Accept-Encoding": "gzip"})
        again = await client.get("/main.dart.wasm", headers={"Accept-Encoding": "gzip, br"})
        plain = await client.get("/main.dart.wasm", headers={"Accept-Encoding": "identity"})
    assert compressed.status_code == 200
    assert compressed.headers["content-encoding"] == "gzip"
    assert compressed.headers["vary"] == "Accept-Encoding"
    assert int(compressed.headers["content-length"]) < len(PROGRAM) / 4
    assert compressed.content == PROGRAM  # httpx decompresses, as a browser does
    assert again.content == PROGRAM and again.headers["etag"] == compressed.headers["etag"]
    assert "content-encoding" not in plain.headers and plain.content == PROGRAM
    assert plain.headers["etag"] != compressed.headers["etag"]


@pytest.mark.asyncio
async def test_a_cached_compressed_copy_is_revalidated_by_its_own_etag(
    files: CompressedClient,
) -> None:
    async with _client(files) as client:
        first = await client.get("/main.dart.wasm", headers={"Accept-Encoding": "gzip"})
        etag = first.headers["etag"]
        revalidated = await client.get(
            "/main.dart.wasm", headers={"Accept-Encoding": "gzip", "If-None-Match": etag}
        )
        changed = await client.get(
            "/main.dart.wasm", headers={"Accept-Encoding": "gzip", "If-None-Match": '"old"'}
        )
    assert revalidated.status_code == 304 and revalidated.content == b""
    assert revalidated.headers["etag"] == etag
    assert changed.status_code == 200 and changed.content == PROGRAM


@pytest.mark.asyncio
async def test_pages_small_files_missing_files_and_ranges_go_through_unchanged(
    files: CompressedClient,
) -> None:
    async with _client(files) as client:
        gzip_ok = {"Accept-Encoding": "gzip"}
        tiny = await client.get("/tiny.js", headers=gzip_ok)
        page = await client.get("/index.html", headers=gzip_ok)
        missing = await client.get("/nothing.wasm", headers=gzip_ok)
        part = await client.get("/main.dart.wasm", headers={**gzip_ok, "Range": "bytes=0-9"})
    assert "content-encoding" not in tiny.headers and tiny.content == b"let x = 1;"
    assert "content-encoding" not in page.headers
    assert missing.status_code == 404
    assert part.status_code == 206 and part.content == PROGRAM[:10]


@pytest.mark.asyncio
async def test_an_answer_that_depends_on_the_request_is_never_kept_for_others(
    files: CompressedClient,
) -> None:
    async with _client(files) as client:
        czech = await client.get(
            "/manifest.json", headers={"Accept-Encoding": "gzip", "Accept-Language": "cs"}
        )
        english = await client.get(
            "/manifest.json", headers={"Accept-Encoding": "gzip", "Accept-Language": "en"}
        )
    assert czech.json()["name"].startswith("cs") and english.json()["name"].startswith("en")


@pytest.mark.asyncio
async def test_the_server_compresses_the_flet_client_ahead_of_the_first_browser(
    store: Store,
) -> None:
    services = make_services(store)
    app = web_app(app_main(services), services)
    await app._prepare(["/canvaskit/skwasm.wasm"])
    shipped = (Path(get_package_web_dir()) / "canvaskit" / "skwasm.wasm").read_bytes()
    async with _client(app) as client:
        served = await client.get("/canvaskit/skwasm.wasm", headers={"Accept-Encoding": "gzip"})
    assert served.headers["content-encoding"] == "gzip"
    # Flet's own headers are kept, but for those that would isolate the page.
    assert served.headers["access-control-allow-origin"] == "*"
    assert "cross-origin-embedder-policy" not in served.headers
    assert int(served.headers["content-length"]) < len(shipped) / 2
    assert served.content == shipped

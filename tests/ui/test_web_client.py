"""The client this server sends names no other server: Rive's CDN address is replaced,
byte for byte, by one on this server, where a stand-in runtime answers."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urljoin

import pytest

from ui.web.client import (
    BOOTSTRAP,
    CLIENT_BUILDS,
    RIVE_CDN,
    RIVE_HERE,
    RIVE_SCRIPTS,
    client_dir,
    place_client,
    same_length_path,
)

# The end of Flet's flutter_bootstrap.js: the loader asked to register Flutter's worker.
FLUTTER_LOADING = """_flutter.loader.load({
    config: flutterConfig,
    serviceWorkerSettings: {
        serviceWorkerVersion: "1804020039" /* deprecated */,
    },
});
"""


def test_a_padded_path_has_the_length_asked_and_resolves_to_the_path() -> None:
    padded = same_length_path("/rive/", 66)
    assert len(padded) == 66
    assert urljoin("http://192.168.1.20:8550/game/7", padded.decode() + "wasm/x.js") == (
        "http://192.168.1.20:8550/rive/wasm/x.js"
    )
    with pytest.raises(ValueError, match="cannot be written"):
        same_length_path("/rive/", 7)


def test_the_client_builds_load_rive_from_this_server(tmp_path: Path) -> None:
    web, served = tmp_path / "web", tmp_path / "served"
    web.mkdir()
    served.mkdir()
    for name in CLIENT_BUILDS:
        (web / name).write_bytes(b"\x00\x42" + RIVE_CDN + b"\x01rest")
    (web / BOOTSTRAP).write_text(FLUTTER_LOADING, encoding="utf-8")
    place_client(web, served)
    assert (served / BOOTSTRAP).read_text() == (
        "_flutter.loader.load({\n    config: flutterConfig,\n});\n"
    )
    for name in CLIENT_BUILDS:
        build = (served / name).read_bytes()
        assert RIVE_CDN not in build and len(build) == len(RIVE_CDN) + 7
        assert build.startswith(b"\x00\x42/./") and build.endswith(b"rive/\x01rest")
    for script in RIVE_SCRIPTS:
        assert "window.RiveNative" in (served / RIVE_HERE.strip("/") / script).read_text()


def test_a_client_that_does_not_name_the_cdn_once_stops_the_server(tmp_path: Path) -> None:
    for name in CLIENT_BUILDS:
        (tmp_path / name).write_bytes(b"no address here")
    with pytest.raises(RuntimeError, match="was Flet upgraded"):
        place_client(tmp_path, tmp_path)


def test_a_loader_that_no_longer_registers_flutters_worker_stops_the_server(
    tmp_path: Path,
) -> None:
    web, served = tmp_path / "web", tmp_path / "served"
    web.mkdir()
    served.mkdir()
    for name in CLIENT_BUILDS:
        (web / name).write_bytes(RIVE_CDN)
    (web / BOOTSTRAP).write_text("_flutter.loader.load({config: flutterConfig});")
    with pytest.raises(RuntimeError, match="was Flet upgraded"):
        place_client(web, served)


def test_the_served_client_names_no_cdn() -> None:
    for name in CLIENT_BUILDS:
        build = (client_dir() / name).read_bytes()
        assert b"cdn.jsdelivr.net" not in build, name

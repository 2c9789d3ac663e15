"""The Flet client as this server sends it: asking nothing of any other server.

Flet 1.0.5's client bundles the Rive animation runtime, and at start it loads Rive's
WebAssembly glue from ``cdn.jsdelivr.net`` on every device, whether or not a page shows
an animation. Offline that request fails; online it tells a third party that somebody is
playing, and from where. The app draws no Rive animation, so the client here asks this
server instead, which answers with a stand-in that never finishes loading: the client
waits for Rive exactly as it does when the CDN cannot be reached, and nothing else
changes.

Flutter's loader would also put its own service worker in place of the app's
(``ui/web/service-worker.js``): the loader here registers none.

The CDN's address is a constant in both builds of the client (``main.dart.js`` and
``main.dart.wasm``). In the WebAssembly module a string is stored with its length, so the
local address replacing it has the same length: the path is padded with ``./`` segments,
which the browser drops when it resolves the address.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from ui.fonts import assets_dir

RIVE_CDN = b"https://cdn.jsdelivr.net/npm/@rive-app/flutter-native-wasm@44.0.0/"
RIVE_HERE = "/rive/"
# The files the client asks for under the Rive address, the second when the first fails.
RIVE_SCRIPTS = ("wasm/rive_native.js", "wasm_compatibility/rive_native.js")
# A Rive runtime that never becomes ready: what the client sees when the CDN is away.
RIVE_STAND_IN = (
    "// This app draws no Rive animation: its runtime is never ready, as when it cannot\n"
    "// be downloaded, and the client carries on without it.\n"
    "window.RiveNative = () => new Promise(() => {});\n"
)
CLIENT_BUILDS = ("main.dart.js", "main.dart.wasm")
BOOTSTRAP = "flutter_bootstrap.js"
# Flutter's loader registers Flutter's own service worker whenever the page already has
# one, and that worker unregisters itself and every other: the app's would last one visit.
_FLUTTER_WORKER = re.compile(r"\n\s*serviceWorkerSettings:\s*\{[^{}]*\},")


def same_length_path(path: str, length: int) -> bytes:
    """``path`` (absolute, ending in ``/``) written in exactly ``length`` bytes: padded
    after its first ``/`` with ``./`` segments, which resolve to nothing."""
    padding = length - len(path)
    if padding < 0 or padding % 2:
        raise ValueError(f"{path!r} cannot be written in {length} bytes")
    return ("/" + "./" * (padding // 2) + path[1:]).encode("ascii")


def place_client(web: Path, folder: Path) -> None:
    """Write into ``folder`` (served before Flet's own files) the client builds of ``web``
    that load Rive from this server, the stand-in they load, and the loader without
    Flutter's service worker."""
    local = same_length_path(RIVE_HERE, len(RIVE_CDN))
    for name in CLIENT_BUILDS:
        build = (web / name).read_bytes()
        if build.count(RIVE_CDN) != 1:
            raise RuntimeError(f"Flet's {name} does not name Rive's CDN once; was Flet upgraded?")
        (folder / name).write_bytes(build.replace(RIVE_CDN, local))
    loader, found = _FLUTTER_WORKER.subn("", (web / BOOTSTRAP).read_text("utf-8"))
    if found != 1:
        raise RuntimeError(f"Flet's {BOOTSTRAP} has changed; was Flet upgraded?")
    (folder / BOOTSTRAP).write_text(loader, encoding="utf-8")
    for script in RIVE_SCRIPTS:
        target = folder / RIVE_HERE.strip("/") / script
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(RIVE_STAND_IN, encoding="utf-8")


@cache
def client_dir() -> Path:
    """The folder the web client's own files are served from before Flet's: the app's
    fonts (``ui.fonts``) and the client builds above. Made once per process."""
    from flet_web import get_package_web_dir

    folder = assets_dir()
    place_client(Path(get_package_web_dir()), folder)
    return folder

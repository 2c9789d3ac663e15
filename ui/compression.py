"""The web client's files, gzip-compressed for the browsers that accept it.

Every new device downloads the whole client, about 14 MB on Chromium (the Dart program
and the renderer as WebAssembly, the icon font, the app's fonts), and Flet's server sends
it as it is. Compressed it is about 5.5 MB: a phone on the table's Wi-Fi gets its first
screen seconds sooner. Each file is compressed once per server run, in a worker thread
when it is first asked for, and kept in memory; the files do not change while the
server runs.
"""

from __future__ import annotations

import asyncio
import gzip
from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Any

ASGIApp = Any
Message = MutableMapping[str, Any]

COMPRESSED_SUFFIXES = (".wasm", ".js", ".mjs", ".json", ".otf", ".ttf")
MINIMUM_SIZE = 1024
LEVEL = 6


@dataclass(frozen=True)
class _Compressed:
    headers: list[tuple[bytes, bytes]]
    body: bytes
    etag: bytes


class CompressedClient:
    """ASGI middleware: ``GET`` of a client file by a browser that accepts gzip gets the
    compressed copy (with its own ETag, so a cached copy is revalidated as usual);
    anything else goes to ``app`` untouched."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self._files: dict[str, asyncio.Future[_Compressed | None]] = {}
        self._preparing: asyncio.Task[None] | None = None

    async def __call__(self, scope: Message, receive: Any, send: Any) -> None:
        if not _wants_gzip(scope):
            await self.app(scope, receive, send)
            return
        path = scope["path"]
        entry = self._files.get(path)
        if entry is None:
            entry = asyncio.get_running_loop().create_future()
            self._files[path] = entry
            try:
                entry.set_result(await self._compress(scope, receive))
            except BaseException:
                del self._files[path]
                entry.cancel()
                raise
        compressed = await asyncio.shield(entry)
        if compressed is None:
            await self.app(scope, receive, send)
        elif compressed.etag in _header(scope, b"if-none-match"):
            await send(
                {"type": "http.response.start", "status": 304, "headers": _not_modified(compressed)}
            )
            await send({"type": "http.response.body", "body": b""})
        else:
            await send(
                {"type": "http.response.start", "status": 200, "headers": compressed.headers}
            )
            await send({"type": "http.response.body", "body": compressed.body})

    def prepare_soon(self, paths: list[str]) -> None:
        """Compress the files at ``paths`` in the background (one after another, each in
        a worker thread), so that the first devices need not wait for it."""
        self._preparing = asyncio.get_running_loop().create_task(self._prepare(paths))

    async def _prepare(self, paths: list[str]) -> None:
        for path in paths:
            sent: list[Message] = []

            async def keep(message: Message, sent: list[Message] = sent) -> None:
                sent.append(message)

            await self(_get(path), _BrowserWaiting(), keep)

    async def _compress(self, scope: Message, receive: Any) -> _Compressed | None:
        """The whole file from ``app``, compressed; ``None`` when it is not one to
        compress (not found, small, already encoded, or not the same for every request)."""
        plain = {
            **scope,
            "headers": [
                (name, value)
                for name, value in scope["headers"]
                if name not in (b"if-none-match", b"if-modified-since", b"range")
            ],
            # The whole body in messages, not a path for the server to send itself.
            "extensions": {
                name: value
                for name, value in scope.get("extensions", {}).items()
                if name != "http.response.pathsend"
            },
        }
        start: Message = {}
        chunks: list[bytes] = []

        async def keep(message: Message) -> None:
            if message["type"] == "http.response.start":
                start.update(message)
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.app(plain, receive, keep)
        body = b"".join(chunks)
        headers = [(name.lower(), value) for name, value in start.get("headers", [])]
        names = {name for name, _ in headers}
        # A response that depends on more of the request than its path (a manifest in the
        # browser's language) is not the same file for everybody: it is left as it is.
        if (
            start.get("status") != 200
            or len(body) < MINIMUM_SIZE
            or names & {b"content-encoding", b"vary"}
        ):
            return None
        squeezed = await asyncio.to_thread(gzip.compress, body, LEVEL, mtime=0)
        etag = b'"' + _plain_etag(headers).strip(b'"') + b'-gzip"'
        kept = [
            (name, value)
            for name, value in headers
            if name not in (b"content-length", b"etag", b"accept-ranges", b"vary")
        ]
        return _Compressed(
            headers=[
                *kept,
                (b"content-encoding", b"gzip"),
                (b"content-length", str(len(squeezed)).encode()),
                (b"etag", etag),
                (b"vary", b"Accept-Encoding"),
            ],
            body=squeezed,
            etag=etag,
        )


def _get(path: str) -> Message:
    """The scope of a browser's ``GET path`` that accepts gzip."""
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(b"accept-encoding", b"gzip")],
        "client": ("127.0.0.1", 0),
        "server": ("127.0.0.1", 0),
    }


class _BrowserWaiting:
    """What a browser sends for a ``GET``: an empty body, then nothing while it waits
    for the answer (a server listening for a disconnect waits on it)."""

    def __init__(self) -> None:
        self.asked = False

    async def __call__(self) -> Message:
        if not self.asked:
            self.asked = True
            return {"type": "http.request", "body": b"", "more_body": False}
        never: asyncio.Future[Message] = asyncio.get_running_loop().create_future()
        return await never


def _wants_gzip(scope: Message) -> bool:
    return (
        scope["type"] == "http"
        and scope["method"] == "GET"
        and scope["path"].endswith(COMPRESSED_SUFFIXES)
        and b"gzip" in _header(scope, b"accept-encoding")
        and not _header(scope, b"range")
    )


def _header(scope: Message, name: bytes) -> bytes:
    return b", ".join(value for key, value in scope["headers"] if key.lower() == name)


def _plain_etag(headers: list[tuple[bytes, bytes]]) -> bytes:
    return next((value for name, value in headers if name == b"etag"), b"")


def _not_modified(compressed: _Compressed) -> list[tuple[bytes, bytes]]:
    return [
        (name, value)
        for name, value in compressed.headers
        if name not in (b"content-length", b"content-type")
    ]

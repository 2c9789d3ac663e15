"""The page a device opens first, in the device's language.

Flet writes the app's name and description into its page once, in one language, so a
Czech phone's "Add to Home Screen" offered "Table companion". Each page is sent here in
the language of the browser's ``Accept-Language`` (as the manifest is): its language, its
title, its description and the name iOS puts under the icon, and the loading screen on
the app's own light or dark background. It also carries what the device shows while the
server is away (``ui.web.away``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

from sheets.i18n import Language, translate
from ui.compression import ASGIApp, Message
from ui.theme import BACKGROUND_HEX, DARK_BACKGROUND_HEX
from ui.web.away import away_head
from ui.web.manifest import preferred_language

# Requests a page answers: the client's routes (``/``, ``/game/7``), never its files.
_FILE = re.compile(r"\.[A-Za-z0-9]+$")
# Request headers that would let the server answer "not modified" for a page in another
# language than the one asked for.
CONDITIONAL = {b"if-none-match", b"if-modified-since", b"if-range", b"range"}
# Response headers of the page as Flet keeps it, which the localised one is not.
DROPPED = {b"content-length", b"etag", b"last-modified", b"accept-ranges", b"vary"}


class PageError(RuntimeError):
    """Flet's page no longer has the part the app writes in the device's language."""


def localise(page: str, language: Language) -> str:
    """``page`` (Flet's) in ``language``, with what it shows while the server is away."""

    def text(key: str) -> str:
        return html.escape(translate(key, language), quote=True)

    def background(colour: str) -> Callable[[re.Match[str]], str]:
        return lambda match: match[1] + colour

    replacements = [
        (r"<html\b[^>]*>", lambda _: f'<html lang="{language}">'),
        (r"<title>[^<]*</title>", lambda _: f"<title>{text('app.title')}</title>"),
        (
            r'(<meta name="description" content=)"[^"]*"',
            lambda match: f'{match[1]}"{text("app.description")}"',
        ),
        (
            r'(<meta name="apple-mobile-web-app-title" content=)"[^"]*"',
            lambda match: f'{match[1]}"{text("app.short_name")}"',
        ),
        (r"(#loading \{[^}]*background: )#[0-9a-fA-F]{6}", background(BACKGROUND_HEX)),
        (
            r"(prefers-color-scheme: dark\)\s*\{\s*#loading \{\s*background: )#[0-9a-fA-F]{6}",
            background(DARK_BACKGROUND_HEX),
        ),
        ("</head>", lambda _: away_head(language) + "</head>"),
    ]
    for pattern, replacement in replacements:
        page, found = re.subn(pattern, replacement, page, count=1)
        if not found:
            raise PageError(f"Flet's page has nothing matching {pattern!r}; was Flet upgraded?")
    return page


def is_page_request(scope: Message) -> bool:
    """Whether ``scope`` asks for the page: a ``GET`` of one of the client's routes."""
    return bool(
        scope["type"] == "http"
        and scope["method"] == "GET"
        and (not _FILE.search(scope["path"]) or scope["path"].endswith(".html"))
    )


class LocalisedPage:
    """ASGI middleware: ``app``'s page (HTML) in the language the browser asks for."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Message, receive: Any, send: Any) -> None:
        if not is_page_request(scope):
            await self.app(scope, receive, send)
            return
        language = preferred_language(_header(scope, b"accept-language"))
        scope = {
            **scope,
            "headers": [(n, v) for n, v in scope["headers"] if n.lower() not in CONDITIONAL],
            "extensions": {
                name: value
                for name, value in scope.get("extensions", {}).items()
                if name != "http.response.pathsend"
            },
        }
        start: Message = {}
        chunks: list[bytes] = []

        async def localised(message: Message) -> None:
            if message["type"] == "http.response.start":
                start.update(message)
                if not _is_html(message):
                    await send(message)
                return
            if not _is_html(start) or message["type"] != "http.response.body":
                await send(message)
                return
            chunks.append(message.get("body", b""))
            if message.get("more_body", False):
                return
            body = localise(b"".join(chunks).decode("utf-8"), language).encode("utf-8")
            headers = [(n, v) for n, v in start.get("headers", []) if n.lower() not in DROPPED]
            headers += [
                (b"content-length", str(len(body)).encode()),
                (b"vary", b"Accept-Language"),
                (b"cache-control", b"no-cache"),
                (b"content-language", language.encode()),
            ]
            await send({**start, "headers": headers})
            await send(
                {
                    "type": "http.response.body",
                    "body": body,
                }
            )

        await self.app(scope, receive, localised)


def _is_html(start: Message) -> bool:
    return start.get("status") == 200 and any(
        name.lower() == b"content-type" and value.startswith(b"text/html")
        for name, value in start.get("headers", [])
    )


def _header(scope: Message, name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            return bytes(value).decode("latin-1")
    return None

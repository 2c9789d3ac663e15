"""A game night in Chromium, on this machine only: a ``--lan`` server listening on the
loopback address, a host tablet and phones that the server tells apart as other devices,
the invitation's QR code read from the screen's pixels, and phones joining with it.

The server tells devices apart by the address their connection comes from: the tablet
connects from 127.0.0.1, the server's own machine, and hosts; a phone opens the app through
``PhoneRoute``, a relay whose connections to the server come from 127.0.0.2, an address
the server does not count as its own. Each device is a browser context of its own.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from io import BytesIO
from urllib.parse import urlsplit, urlunsplit

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from sheets.i18n import Language, translate
from tests.e2e.conftest import Server, open_app, screenshot

PHONES_FROM = "127.0.0.2"
TABLET = {"width": 1024, "height": 768}
PHONE = {"width": 390, "height": 844}
# A busy machine (other work on its two cores) may take seconds to draw a screen.
PATIENCE_MS = 15_000
SCAN_EVERY_MS = 200


class PhoneRoute:
    """A relay on this machine to the server: a connection made to ``port`` reaches the
    server from ``PHONES_FROM``, as a phone's would from its own address."""

    def __init__(self, server_port: int) -> None:
        self.server_port = server_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self.listener.getsockname()[1])
        self.open: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self, address: str) -> str:
        """``address`` (the server's, as the invitation gives it) through this relay."""
        parts = urlsplit(address)
        return urlunsplit(parts._replace(netloc=f"127.0.0.1:{self.port}"))

    def _accept(self) -> None:
        while True:
            try:
                phone, _ = self.listener.accept()
            except OSError:
                return
            server = socket.socket()
            server.bind((PHONES_FROM, 0))
            server.connect(("127.0.0.1", self.server_port))
            self.open += [phone, server]
            for source, sink in ((phone, server), (server, phone)):
                threading.Thread(target=_pump, args=(source, sink), daemon=True).start()

    def close(self) -> None:
        self.listener.close()
        for connection in self.open:
            connection.close()


def _pump(source: socket.socket, sink: socket.socket) -> None:
    try:
        while data := source.recv(65536):
            sink.sendall(data)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)


@pytest.fixture(scope="module")
def table_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One ``--lan`` server per test module, listening on this machine only."""
    running = Server(tmp_path_factory.mktemp("game-night"), "--lan", host="127.0.0.1")
    running.start()
    yield running
    running.stop()


@pytest.fixture(scope="module")
def phone_route(table_server: Server) -> Iterator[PhoneRoute]:
    route = PhoneRoute(table_server.port)
    yield route
    route.close()


@pytest.fixture(autouse=True, scope="module")
def patience() -> Iterator[None]:
    expect.set_options(timeout=PATIENCE_MS)
    yield
    expect.set_options(timeout=5_000)


def qr_codes(page: object) -> list[str]:
    """The texts of the QR codes a screenshot of ``page`` shows, read from its pixels."""
    shot = page.screenshot()  # type: ignore[attr-defined]
    return [found.text for found in zxingcpp.read_barcodes(Image.open(BytesIO(shot)))]


def scan_invitation(page: object, language: Language = "cs") -> str:
    """The address in the QR code of the invitation open on ``page`` (a device speaking
    ``language``): one code, readable, for the address the dialog tells phones to open.
    The screen is looked at until the code is drawn (the dialog opens with an animation),
    as a scanner is held up."""
    expect(page.get_by_label(translate("invite.qr", language))).to_be_visible()  # type: ignore[attr-defined]
    deadline = time.monotonic() + PATIENCE_MS / 1000
    codes = qr_codes(page)
    while not codes and time.monotonic() < deadline:
        page.wait_for_timeout(SCAN_EVERY_MS)  # type: ignore[attr-defined]
        codes = qr_codes(page)
    if len(codes) != 1:
        shown = screenshot(page, "invitation-unreadable")
        raise AssertionError(f"the invitation shows {len(codes)} readable QR codes: {shown}")
    written = codes[0].split("?", 1)[0]
    told = translate("invite.open", language, address=written)
    expect(page.get_by_text(told, exact=False)).to_be_visible()  # type: ignore[attr-defined]
    return codes[0]


def join_by_qr(browser: object, route: PhoneRoute, address: str, seat: str) -> object:
    """A phone that opened ``address`` (the scanned code) and took the seat ``seat``."""
    phone = open_app(browser, route.url(address), locale="cs-CZ", **PHONE)
    phone.get_by_role("button", name="Připojit").click()  # type: ignore[attr-defined]
    phone.get_by_role("button", name=seat, exact=True).click()  # type: ignore[attr-defined]
    return phone

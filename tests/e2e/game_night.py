"""A game night in Chromium, on this machine only: a ``--lan`` server on a loopback address
of its own, a host tablet and phones that the server tells apart as other devices, the
invitation's QR code read from the screen's pixels, and phones joining with it.

Every device reaches the server at ``LOOPBACK_TABLE`` (127.0.0.2), which the server does
not count as its own machine: the tablet hosts the table because it set the game up, and
each phone is a device of its own (a browser context with its own storage).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from io import BytesIO

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from tests.e2e.conftest import Server, open_app

LOOPBACK_TABLE = "127.0.0.2"
TABLET = {"width": 1024, "height": 768}
PHONE = {"width": 390, "height": 844}
# A busy machine (other work on its two cores) may take seconds to draw a screen.
PATIENCE_MS = 15_000
SCAN_EVERY_MS = 200


@pytest.fixture(scope="module")
def table_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One ``--lan`` server per test module, on the loopback address of the table."""
    running = Server(tmp_path_factory.mktemp("game-night"), "--lan", host=LOOPBACK_TABLE)
    running.start()
    yield running
    running.stop()


@pytest.fixture(autouse=True, scope="module")
def patience() -> Iterator[None]:
    expect.set_options(timeout=PATIENCE_MS)
    yield
    expect.set_options(timeout=5_000)


def qr_codes(page: object) -> list[str]:
    """The texts of the QR codes a screenshot of ``page`` shows, read from its pixels."""
    shot = page.screenshot()  # type: ignore[attr-defined]
    return [found.text for found in zxingcpp.read_barcodes(Image.open(BytesIO(shot)))]


def scan_invitation(page: object) -> str:
    """The address in the QR code of the invitation open on ``page``: one code, readable,
    for the address the dialog tells phones to open. The screen is looked at until
    the code is drawn (the dialog opens with an animation), as a scanner is held up."""
    expect(page.get_by_label("QR kód adresy s kódem stolu")).to_be_visible()  # type: ignore[attr-defined]
    deadline = time.monotonic() + PATIENCE_MS / 1000
    codes = qr_codes(page)
    while not codes and time.monotonic() < deadline:
        page.wait_for_timeout(SCAN_EVERY_MS)  # type: ignore[attr-defined]
        codes = qr_codes(page)
    assert len(codes) == 1, f"the invitation shows {len(codes)} readable QR codes"
    written = codes[0].split("?", 1)[0]
    expect(page.get_by_text(f"otevřete {written} nebo", exact=False)).to_be_visible()  # type: ignore[attr-defined]
    return codes[0]


def join_by_qr(browser: object, address: str, seat: str) -> object:
    """A phone that opened ``address`` (the scanned code) and took the seat ``seat``."""
    phone = open_app(browser, address, **PHONE)
    phone.get_by_role("button", name="Připojit").click()  # type: ignore[attr-defined]
    phone.get_by_role("button", name=seat, exact=True).click()  # type: ignore[attr-defined]
    return phone

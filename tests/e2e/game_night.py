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
import re
import socket
import threading
import time
from collections.abc import Iterator
from io import BytesIO
from urllib.parse import urlsplit, urlunsplit

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from sheets.i18n import Language, translate
from storage import open_store
from tests.e2e.conftest import PATIENCE_MS, TWO_FRAMES, Server, open_app, screenshot
from tests.e2e.guard import GUARD

PHONES_FROM = "127.0.0.2"
TABLET = {"width": 1024, "height": 768}
PHONE = {"width": 390, "height": 844}
SCAN_EVERY_MS = 200
# A tap on a field has the keyboard within this when it was not lost (measured under a
# load of 20: at most 1.1 s).
FOCUS_MS = 5_000
FIELD_TAPS = 4


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


@pytest.fixture
def table_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One ``--lan`` server per test, listening on this machine only, with data of its own:
    a test run again after a hung page starts from a new table, as it did the first time
    (the first attempt may have kept a house rule or stored a game)."""
    running = Server(tmp_path_factory.mktemp("game-night"), "--lan", host="127.0.0.1")
    running.start()
    yield running
    running.stop()


@pytest.fixture
def phone_route(table_server: Server) -> Iterator[PhoneRoute]:
    route = PhoneRoute(table_server.port)
    yield route
    route.close()


@pytest.fixture(autouse=True, scope="module")
def patience() -> None:
    """Every expectation of the module waits up to ``PATIENCE_MS`` (a busy machine may
    take many seconds to draw a screen)."""
    expect.set_options(timeout=PATIENCE_MS)


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


# The locale of a phone's browser that speaks each language.
LOCALES: dict[Language, str] = {"cs": "cs-CZ", "en": "en-US"}


def join_by_qr(
    browser: object, route: PhoneRoute, address: str, seat: str, language: Language = "cs"
) -> Page:
    """A phone whose browser speaks ``language``, that opened ``address`` (the scanned
    code) and took the seat ``seat``."""
    phone: Page = open_app(browser, route.url(address), locale=LOCALES[language], **PHONE)  # type: ignore[assignment]
    join = phone.get_by_role("button", name=translate("join.go", language), exact=True)
    take = phone.get_by_role("button", name=seat, exact=True)
    # Neither tap loads a page: each is answered by the server redrawing the screen, and
    # on a busy machine the page may take long to acknowledge the tap itself. Playwright
    # is not asked to wait after the tap; the test waits for the screen the tap brings.
    join.click(no_wait_after=True)
    expect(take).to_be_enabled()
    take.click(no_wait_after=True)
    expect(join).to_have_count(0)
    return phone


def recorded(server: Server) -> int:
    """How many actions the server has stored for its one game."""
    store = open_store(data_dir=server.data_dir)
    try:
        (game,) = store.list_games(status="active")
        return len(store.load_game(game_id=game.game_id).actions)
    finally:
        store.close()


def scrolled_to(device: Page, target: Locator) -> Locator:
    """``target``, scrolling the screen to it from the top: Flutter makes the controls off
    the window readable only once they are scrolled into it."""
    if target.count():
        return target
    size = device.viewport_size or PHONE
    device.mouse.move(size["width"] / 3, size["height"] / 2)
    device.mouse.wheel(0, -20_000)
    for _ in range(16):
        if target.count():
            return target
        device.mouse.wheel(0, size["height"] / 2)
    expect(target).to_be_attached()
    return target


def in_view(device: Page, target: Locator) -> Locator:
    """``target`` scrolled into the window and come to rest there: Flutter keeps a little
    of what lies beyond the window readable too, where a tap cannot reach it, and a
    screen still gliding from a scroll moves a button from under a tap aimed at it."""
    target = scrolled_to(device, target).first
    size = device.viewport_size or PHONE
    resting = None
    for _ in range(16):
        box = target.bounding_box()
        inside = box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]
        if inside and box == resting:
            GUARD.check(device)
            return target
        if not inside:
            middle = 0 if box is None else box["y"] + box["height"] / 2 - size["height"] / 2
            device.mouse.move(size["width"] / 3, size["height"] / 2)
            device.mouse.wheel(0, middle)
        resting = box if inside else None
        device.evaluate(TWO_FRAMES)
    return target


def tap(device: Page, name: str | re.Pattern[str]) -> None:
    """The button named ``name``, scrolled into the window and tapped."""
    in_view(device, device.get_by_role("button", name=name, exact=True)).click()


# Counts the frames the server sends the page, to tell when a redraw has arrived, and the
# frames the page sends, to tell whether a tap reached the app at all; each frame sent is
# also handed to ``window.onFrameSent``, when a test sets one.
COUNT_FRAMES = """
    const Native = window.WebSocket;
    window.framesReceived = 0;
    window.framesSent = 0;
    window.WebSocket = class extends Native {
        constructor(...args) {
            super(...args);
            this.addEventListener("message", () => { window.framesReceived += 1; });
        }
        send(data) {
            window.framesSent += 1;
            window.onFrameSent?.(data);
            super.send(data);
        }
    };
"""


def tap_sent(page: Page, target: Locator) -> None:
    """Tap ``target`` until the page has told the server (the page opened with
    ``COUNT_FRAMES``). A tap that Flutter never turned into an event is tapped again, as a
    person would; a tap that was sent is never repeated, however slow the answer."""
    for _ in range(FIELD_TAPS):
        sent = page.evaluate("window.framesSent")
        target.click()
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function("n => window.framesSent > n", arg=sent, timeout=FOCUS_MS)
            return
    raise AssertionError(f"{FIELD_TAPS} taps on {target} never reached the server")


def tap_into(field: Locator) -> None:
    """Tap ``field`` until it has the keyboard. A tap on a field can be lost: with other
    work on the two cores, about one tap in four on a field just drawn left the focus on
    the page (Flutter's text field had not taken it), and nothing would bring it later."""
    for _ in range(FIELD_TAPS):
        field.click()
        with contextlib.suppress(AssertionError):
            expect(field).to_be_focused(timeout=FOCUS_MS)
            return
    expect(field).to_be_focused()


def type_name(field: Locator, name: str) -> None:
    """Type ``name`` over what ``field`` holds, as a person does, looking again: the
    browser's text editing may miss the first keys typed into a field just focused (then
    the name is typed over once more)."""
    for _ in range(FIELD_TAPS):
        tap_into(field)
        field.press("Control+a")
        field.press_sequentially(name, delay=20)
        if field.input_value() == name:
            break
    expect(field).to_have_value(name)


def type_over(page: Page, field: Locator, text: str, *, answered: bool) -> None:
    """Click ``field``, delete what it holds and type ``text``, looking at the field as a
    person does (the page opened with ``COUNT_FRAMES``). ``answered``: leaving the field
    before redraws the screen; its answer comes first (the browser's own text editing can
    race with a redraw arriving during the first keys when the machine is very busy)."""
    received = page.evaluate("window.framesReceived")
    tap_into(field)
    if answered:
        page.wait_for_function("n => window.framesReceived > n", arg=received)
    for _ in range(FIELD_TAPS):
        page.keyboard.press("End")
        for _ in field.input_value():
            page.keyboard.press("Backspace")
        if field.input_value() == "":
            break
        # The keys went elsewhere: a redraw took the keyboard from the field.
        tap_into(field)
    expect(field).to_have_value("")
    for typed in range(1, len(text) + 1):
        _type_letter(page, field, text[:typed])


def _type_letter(page: Page, field: Locator, wanted: str) -> None:
    """Type the last letter of ``wanted`` after the rest. A key that did not reach the field
    (on a busy machine, Flutter's field can lose the keyboard between two keys) is typed
    again after a tap on the field, as a person does who sees the letter missing."""
    for _ in range(FIELD_TAPS):
        page.keyboard.type(wanted[-1])
        with contextlib.suppress(AssertionError):
            expect(field).to_have_value(wanted, timeout=FOCUS_MS)
            return
        if field.input_value() != wanted[:-1]:
            break
        tap_into(field)
        page.keyboard.press("End")
    expect(field).to_have_value(wanted)

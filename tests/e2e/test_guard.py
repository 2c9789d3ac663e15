"""Each guard of ``tests.e2e.guard`` fails on the fault it is there for, put into the app's
home screen by ``tests.e2e.faulty_server``, and passes on the app as it is."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from PIL import Image
from playwright.sync_api import expect

from tests.e2e.conftest import ROOT, Server, open_app, screenshot
from tests.e2e.faulty_server import BUTTON
from tests.e2e.guard import GUARD, error_box

FAULTY = ROOT / "tests" / "e2e" / "faulty_server.py"


@pytest.fixture
def faulty(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Server]:
    running = Server(
        tmp_path_factory.mktemp("faulty"),
        script=FAULTY,
        environment={"INJECTED_FAULT": request.param},
    )
    running.start()
    yield running
    running.stop()


def _close_broken(page: object) -> None:
    """Close a page whose fault a test has seen: what the closing check finds again is
    that same fault."""
    page.context.close()  # type: ignore[attr-defined]
    GUARD.found.clear()


def _home(browser: object, server: Server, *, dark: bool = False) -> object:
    page = open_app(browser, server.url, dark=dark, checked=False)
    expect(page.get_by_text("Paper Dungeons").first).to_be_visible()  # type: ignore[attr-defined]
    return page


def test_the_app_as_it_is_passes(browser: object, server: Server) -> None:
    for dark in (False, True):
        page = _home(browser, server, dark=dark)
        assert (
            error_box(screenshot(page, f"guard-home-{'dark' if dark else 'light'}").read_bytes())
            is None
        )
        page.context.close()  # type: ignore[attr-defined]


@pytest.mark.parametrize("faulty", ["unlayoutable"], indirect=True)
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_control_flutter_cannot_lay_out_is_seen_in_pixels(
    browser: object, faulty: Server, dark: bool
) -> None:
    page = _home(browser, faulty, dark=dark)
    with pytest.raises(AssertionError, match="Flutter's error box"):
        screenshot(page, f"guard-unlayoutable-{'dark' if dark else 'light'}")
    _close_broken(page)


@pytest.mark.parametrize("faulty", ["unbounded"], indirect=True)
def test_flets_own_error_is_seen(browser: object, faulty: Server) -> None:
    page = _home(browser, faulty)
    with pytest.raises(AssertionError, match="Flet shows 'Error displaying ResponsiveRow"):
        GUARD.check(page, pixels=True)
    _close_broken(page)


@pytest.mark.parametrize("faulty", ["missing_text"], indirect=True)
def test_a_missing_text_is_seen_in_the_server_log(browser: object, faulty: Server) -> None:
    page = _home(browser, faulty)
    with pytest.raises(AssertionError, match=r"ERROR ui\.i18n: no text 'guard\.no_such_text'"):
        GUARD.check(page)
    _close_broken(page)


@pytest.mark.parametrize("faulty", ["raising_handler"], indirect=True)
def test_a_raising_handler_is_seen_in_the_server_log(browser: object, faulty: Server) -> None:
    page = _home(browser, faulty)
    page.get_by_role("button", name=BUTTON).click()  # type: ignore[attr-defined]
    expect(page.get_by_text("Error running app")).to_be_attached()  # type: ignore[attr-defined]
    with pytest.raises(AssertionError, match="Traceback"):
        GUARD.check(page)
    # What the device then shows is Flet's own report of the failure.
    with pytest.raises(AssertionError, match="Flet shows"):
        GUARD.check(page, pixels=True)
    _close_broken(page)


def test_an_exception_in_the_page_is_seen_in_the_console(browser: object, server: Server) -> None:
    page = _home(browser, server)
    with page.expect_event("pageerror"):  # type: ignore[attr-defined]
        page.evaluate(  # type: ignore[attr-defined]
            "() => { console.error('a console error');"
            " setTimeout(() => { throw new Error('thrown in the page'); }); }"
        )
    with pytest.raises(
        AssertionError, match=r"(?s)console error: a console error.*thrown in the page"
    ):
        GUARD.check(page)
    _close_broken(page)


def test_a_context_closed_on_a_broken_screen_fails_the_test() -> None:
    """The check made on closing is kept for the end of the test, where it fails it."""
    GUARD.found.append("a page: Flutter's error box at (0, 0, 10, 10)")
    with pytest.raises(AssertionError, match="error box"):
        GUARD.check_all_pages()


@pytest.mark.parametrize("background", [(255, 255, 255), (18, 18, 18)], ids=["light", "dark"])
def test_a_grey_block_is_an_error_box_and_a_grey_line_is_not(background: tuple[int, ...]) -> None:
    grey = (196, 196, 196) if background[0] > 128 else (182, 182, 182)
    blocks = ((24, 24, True), (300, 30, True), (300, 12, False), (14, 14, False))
    for width, height, found in blocks:
        page = Image.new("RGB", (1024, 768), background)
        page.paste(grey, (101, 57, 101 + width, 57 + height))
        shot = io.BytesIO()
        page.save(shot, "PNG")
        assert (error_box(shot.getvalue()) is not None) == found, (width, height)

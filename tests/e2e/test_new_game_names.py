"""Names typed in Chromium on the new-game screens of the games with a table of phones: a
person clicks each name field in turn and types, and every name stays and starts the
game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import Server, open_app

pytestmark = pytest.mark.e2e
# A busy machine (other work on its two cores) may take seconds to draw a screen.
PATIENCE_MS = 15_000

NAMES = ["Alice", "Bob", "Cyril", "Dana"]
GAMES = {
    "sator": ("Začít hru", "Příprava: Rozmístění ztracených knih"),
    "big_book_of_madness": ("Připravit stůl", "Dana"),
    "fury_of_dracula": ("Začít hru", "Dana"),
}


COUNT_FRAMES = """
    const Native = window.WebSocket;
    window.framesReceived = 0;
    window.WebSocket = class extends Native {
        constructor(...args) {
            super(...args);
            this.addEventListener("message", () => { window.framesReceived += 1; });
        }
    };
"""


@pytest.fixture(autouse=True, scope="module")
def patience() -> Iterator[None]:
    expect.set_options(timeout=PATIENCE_MS)
    yield
    expect.set_options(timeout=5_000)


def type_over(page: object, field: object, text: str, *, answered: bool) -> None:
    """Click ``field``, delete what it holds and type ``text``, looking at the field as a
    person does. ``answered``: leaving the field before redraws the screen; its answer
    comes first (the browser's own text editing can race with a redraw arriving during
    the first keys when the machine is very busy)."""
    received = page.evaluate("window.framesReceived")  # type: ignore[attr-defined]
    field.click()  # type: ignore[attr-defined]
    expect(field).to_be_focused()
    if answered:
        page.wait_for_function(  # type: ignore[attr-defined]
            "n => window.framesReceived > n", arg=received
        )
    page.keyboard.press("End")  # type: ignore[attr-defined]
    for _ in field.input_value():  # type: ignore[attr-defined]
        page.keyboard.press("Backspace")  # type: ignore[attr-defined]
    expect(field).to_have_value("")
    for typed in range(1, len(text) + 1):
        page.keyboard.type(text[typed - 1])  # type: ignore[attr-defined]
        expect(field).to_have_value(text[:typed])


@pytest.mark.parametrize("kind", GAMES)
def test_every_name_typed_stays_and_starts_the_game(
    server: Server, browser: object, kind: str
) -> None:
    start, started = GAMES[kind]
    # Tall enough for every field to be on screen: a field off screen has no element yet.
    page = open_app(
        browser, f"{server.url}new/{kind}", height=1400, init_script=COUNT_FRAMES, locale="cs-CZ"
    )
    if kind == "big_book_of_madness":  # it asks for its round tracker at the first game
        page.get_by_role("button", name="Teď ne", exact=False).click()
    fields = page.get_by_role("textbox")
    expect(fields.first).to_be_attached()
    while fields.count() < len(NAMES):
        shown = fields.count()
        page.get_by_label("O hráče více").click()
        expect(fields).to_have_count(shown + 1)
    for index, name in enumerate(NAMES):
        type_over(page, fields.nth(index), name, answered=index > 0)
    page.keyboard.press("Tab")
    for index, name in enumerate(NAMES):
        expect(fields.nth(index)).to_have_value(name)
    page.get_by_role("button", name=start).click()
    expect(page.get_by_text(started).first).to_be_attached()
    page.context.close()

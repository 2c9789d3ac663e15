"""Names typed in Chromium on the new-game screens of the games with a table of phones: a
person clicks each name field in turn and types, and every name stays and starts the
game."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import Server, open_app
from tests.e2e.game_night import COUNT_FRAMES, patience, tap_sent, type_over

pytestmark = pytest.mark.e2e
__all__ = ["patience"]

NAMES = ["Alice", "Bob", "Cyril", "Dana"]
GAMES = {
    "sator": ("Začít hru", "Příprava: Rozmístění ztracených knih"),
    "big_book_of_madness": ("Připravit stůl", "Dana"),
    "fury_of_dracula": ("Začít hru", "Dana"),
}


@pytest.mark.parametrize("kind", GAMES)
def test_every_name_typed_stays_and_starts_the_game(
    server: Server, browser: object, kind: str
) -> None:
    start, started = GAMES[kind]
    # Tall enough for every field to be on screen: a field off screen has no element yet.
    page = open_app(
        browser, f"{server.url}new/{kind}", height=1400, init_script=COUNT_FRAMES, locale="cs-CZ"
    )
    # A page left open after a failure would go on using the machine's two cores.
    try:
        if kind == "big_book_of_madness":  # it asks for its round tracker at the first game
            not_now = page.get_by_role("button", name="Teď ne", exact=False)
            not_now.click()
            # A closing dialog gives the keyboard back to what had it before: a field tapped
            # before it is gone loses the keyboard again.
            expect(not_now).to_have_count(0)
        # The players' names (SATOR also asks each figure colour's name, in fields of its own).
        fields = page.get_by_role("textbox", name=re.compile(r"^(Hráč|Jméno hráče) \d+"))
        expect(fields.first).to_be_attached()
        while fields.count() < len(NAMES):
            shown = fields.count()
            tap_sent(page, page.get_by_label("Přidat hráče"))
            expect(fields).to_have_count(shown + 1)
        for index, name in enumerate(NAMES):
            type_over(page, fields.nth(index), name, answered=index > 0)
        page.keyboard.press("Tab")
        for index, name in enumerate(NAMES):
            expect(fields.nth(index)).to_have_value(name)
        page.get_by_role("button", name=start).click()
        expect(page.get_by_text(started).first).to_be_attached()
    finally:
        page.context.close()

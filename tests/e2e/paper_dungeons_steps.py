"""Taps on a Paper Dungeons sheet that the end-to-end tests share."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

# Time for a tap's round trip to the server and the new frame.
STEP_MS = 500
# A skull is not a die a player can choose: it only wounds.
UNUSED_DIE = re.compile(r"(Kostka|Die) \d:(?!.*(použitá|used|lebka|skull))")
WARRIOR = re.compile("^(Válečník|Warrior): ")


def brew_with_some_die(page: Page, brew: str) -> None:
    """Pick the first die still unused and brew potions with it, answering the bonus
    question of the fourth potion if it comes. Each step waits for the screen to answer,
    so a slow machine only makes it slower."""
    brew_button = page.get_by_role("button", name=brew)
    choice = page.get_by_role("button", name=WARRIOR)
    page.get_by_role("button", name=UNUSED_DIE).first.click()
    expect(brew_button).to_be_attached(timeout=10_000)
    brew_button.click()
    for _ in range(40):
        if choice.count() and choice.first.is_visible():
            try:
                choice.first.click(timeout=STEP_MS * 4)
            except PlaywrightTimeoutError:
                continue  # the question closed while the tap was on its way
        if not brew_button.count() and not choice.count():
            return
        page.wait_for_timeout(STEP_MS // 2)
    expect(brew_button).to_have_count(0)

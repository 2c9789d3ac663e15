"""Fury of Dracula in two browsers: the table's tablet starts a game, Dracula's phone takes
his seat and picks his start in secret, and each device shows what it may."""

from __future__ import annotations

import re
import time

import pytest

from tests.e2e.conftest import open_app, screenshot

pytestmark = pytest.mark.e2e


def test_the_table_and_draculas_phone_play_the_first_moves(server, browser) -> None:
    from playwright.sync_api import expect

    began = time.perf_counter()
    tablet = open_app(browser, server.url)
    tablet.get_by_text("Fury of Dracula").first.click()
    tablet.get_by_role("button", name="Start the game").click()
    expect(tablet.get_by_text(re.compile("Waiting for Dracula"))).to_be_visible(timeout=15_000)
    game_url = tablet.url
    assert "/game/" in game_url

    phone = open_app(browser, game_url, width=390, height=844)
    phone.get_by_label("More", exact=True).click()
    phone.get_by_role("menuitem", name="This device plays…").click()
    phone.get_by_role("button", name=re.compile("Dracula: his trail and cards")).click()
    expect(phone.get_by_text(re.compile("^Pick your start location"))).to_be_visible(timeout=15_000)
    phone.get_by_role("button", name="Sofia", exact=True).click()
    expect(phone.get_by_text("You are in Sofia.")).to_be_visible(timeout=15_000)

    expect(tablet.get_by_text("Day: hunter's action: Lord Godalming")).to_be_visible(timeout=15_000)
    expect(tablet.get_by_text(re.compile("Dracula has chosen his start location"))).to_be_visible()
    expect(tablet.get_by_text(re.compile("Sofia"))).to_have_count(0)
    tablet.get_by_role("button", name="Rest", exact=True).click()
    expect(tablet.get_by_text("Day: hunter's action: Dr. John Seward")).to_be_visible(
        timeout=15_000
    )
    expect(phone.get_by_text("Day: hunter's action: Dr. John Seward")).to_be_visible(timeout=15_000)
    expect(phone.get_by_text(re.compile("^Sofia \\(\\d+\\)$"))).to_be_visible()

    screenshot(tablet, "fury-of-dracula-table")
    screenshot(phone, "fury-of-dracula-dracula-phone")
    elapsed = time.perf_counter() - began
    assert elapsed < 120, f"the two devices took {elapsed:.1f} s"

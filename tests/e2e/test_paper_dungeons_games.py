"""Whole games of Paper Dungeons in Chromium, through taps only, from the home screen to
the final score: three players passing one tablet, with the villain fights typed at the
table for every seat, in Czech; and a solo game on a phone, in English."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page

from sheets.paper_dungeons.content import load_content
from tests.e2e.conftest import Server, open_app, screenshot
from tests.e2e.paper_dungeons_steps import Sheet

pytestmark = pytest.mark.e2e

RULES = load_content().rules
FIGHTS = RULES.villain_fight_after_round


def start_game(sheet: Sheet, players: int) -> list[str]:
    page = sheet.page
    page.get_by_text(sheet.say("kind.paper_dungeons")).first.click()
    for count in range(2, players + 1):
        page.get_by_label(sheet.say("new.more")).click()
        sheet.shows(sheet.text("new.count", count=count))
    sheet.button("pd.new.start").click()
    seats = [sheet.say("new.player_name", number=n) for n in range(1, players + 1)]
    sheet.shows(first_title(sheet, seats))
    return seats


def first_title(sheet: Sheet, seats: list[str]) -> Locator:
    if len(seats) == 1:
        return sheet.title("pd.sheet.round", round=1)
    return sheet.title("pd.sheet.round_seat", round=1, name=seats[0])


def play(sheet: Sheet, seats: list[str]) -> None:
    """Every round: the roll, three actions of every seat, the end of the round, and after
    the rounds that have one, every seat's villain fight."""
    for number in range(1, RULES.rounds + 1):
        sheet.roll()
        for seat in seats:
            if len(seats) > 1:
                sheet.switch_to(seat, number)
            for left in (2, 1, 0):
                sheet.brew(left)
        fight = FIGHTS.get(number)
        sheet.end_round(
            sheet.button("pd.fight.open").first if fight else next_round(sheet, seats, number)
        )
        if fight:
            for index, seat in enumerate(seats):
                if len(seats) > 1:
                    sheet.switch_to(seat, number)
                last = index == len(seats) - 1
                sheet.fight(
                    glory=2 + index,
                    marker=next_round(sheet, seats, number)
                    if last
                    else sheet.text("pd.fight.waiting"),
                )


def next_round(sheet: Sheet, seats: list[str], number: int) -> Locator:
    """What the sheet says once round ``number`` is over (the last seat played is shown)."""
    if number == RULES.rounds:
        return sheet.text("pd.sheet.phase.finished")
    if len(seats) == 1:
        return sheet.title("pd.sheet.round", round=number + 1)
    return sheet.title("pd.sheet.round_seat", round=number + 1, name=seats[-1])


def final_score(sheet: Sheet, name: str) -> None:
    sheet.tap(sheet.button("pd.sheet.results"), "final score")
    sheet.shows(sheet.page.get_by_role("heading", name=sheet.say("pd.sheet.results")))
    screenshot(sheet.page, name)


def taps_per_action(sheet: Sheet, seats: list[str]) -> dict[str, float]:
    rounds, fights = RULES.rounds, len(FIGHTS)
    actions = rounds * len(seats) * RULES.actions_per_round
    return {
        "roll": sheet.taps["roll"] / rounds,
        "brew": sheet.taps["brew"] / actions,
        "fight": sheet.taps["fight"] / (fights * len(seats)),
    }


def test_three_players_pass_one_tablet_to_the_final_score(browser, server: Server) -> None:
    page: Page = open_app(browser, server.url, width=1024, height=768, locale="cs-CZ")
    sheet = Sheet(page, "cs")
    seats = start_game(sheet, 3)
    play(sheet, seats)
    screenshot(page, "paper-dungeons-game-3-players-over")
    final_score(sheet, "paper-dungeons-game-3-players-score")
    for seat in seats:
        sheet.shows(page.get_by_text(seat).first)
    per_action = taps_per_action(sheet, seats)
    assert per_action["roll"] == 1
    # A die and Brew, and now and then the answer to a potion bonus's question.
    assert 2 <= per_action["brew"] < 2.5
    # Open the form, type the glory, record it, close what it brought.
    assert per_action["fight"] == 4
    page.context.close()


def test_a_solo_game_on_a_phone(browser, server: Server) -> None:
    page: Page = open_app(browser, server.url, width=390, height=844, locale="en-US")
    sheet = Sheet(page, "en")
    seats = start_game(sheet, 1)
    play(sheet, seats)
    final_score(sheet, "paper-dungeons-game-solo-phone-score")
    assert sheet.taps["seat"] == 0
    page.context.close()

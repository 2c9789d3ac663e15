"""A game night of SATOR in Chromium, on this machine only: a host tablet (127.0.0.1, the
server's own machine) for Alena, who has no phone, and two phones, each its own browser,
reaching the server from another loopback address as phones on the network do
(``PhoneRoute``); Bořek's phone speaks English. The host types the players' names, sets
the table up and invites the phones with the QR code, read from the screen's pixels; each
phone takes its player's seat; the table plays two rounds, every player on their own
device; what a device may not do is refused there, and nothing reaches the server.

Screenshots of the main screens are written to test-output/, at 1024×768 and 390×844, in
Czech and in English (an English device of the network that took no seat watches at
1024×768).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import Server, open_app, open_history, screenshot
from tests.e2e.game_night import (
    COUNT_FRAMES,
    PHONE,
    PhoneRoute,
    in_view,
    join_by_qr,
    patience,
    phone_route,
    recorded,
    scan_invitation,
    scrolled_to,
    table_server,
    tap,
    tap_sent,
    type_over,
)

pytestmark = pytest.mark.e2e
__all__ = ["patience", "phone_route", "table_server"]

NAMES = ("Alena", "Bořek", "Cyril")
COLOURS = ("červená", "barva 2", "barva 3")
TURNS = 6


@dataclass(frozen=True)
class Words:
    """What a device shows, in its language."""

    language: str
    shapes: tuple[str, ...]
    material: str
    rotas: str
    play_card: str
    costs: str
    ap_left: str
    draw: str
    draw_send: str
    end_turn: str
    history: str
    close: str
    not_your_turn: str
    host_records: str
    books_placed: str


CZECH = Words(
    "cs",
    ("velký rohový díl", "malý rohový díl", "T díl", "velký rovný díl", "střední rovný díl"),
    "materiál {}",
    "ROTAS: 2 AB za rotaci",
    "Zahrát kartu",
    "Stojí 2 AB; potom zbývá 4 AB.",
    "Zbývá 4 z 6 AB",
    "Dobrat do šesti",
    "Dobrat",
    "Ukončit tah",
    "Historie",
    "Zavřít",
    "Na tahu je {}.",
    "Až bude stůl připraven, zaznamená to zařízení hostitele.",
    "Knihy jsou rozmístěny",
)
ENGLISH = Words(
    "en",
    ("large corner", "small corner", "T piece", "long straight", "medium straight"),
    "material {}",
    "ROTAS: 2 AP per rotation",
    "Play the card",
    "Costs 2 AP; 4 AP left after.",
    "4 of 6 AP left",
    "Draw back to six",
    "Draw",
    "End the turn",
    "History",
    "Close",
    "It is {}'s turn.",
    "When the table is ready, the host's device records it.",
    "The books are placed",
)


def shot(device: Page, what: str, words: Words) -> None:
    size = device.viewport_size or PHONE
    screenshot(device, f"sator-night-{what}-{words.language}-{size['width']}")


def set_up_the_table(host: Page) -> None:
    """Three players, their names typed one after another: each stays as typed."""
    tap_sent(host, host.get_by_label("Přidat hráče"))
    fields = host.get_by_role("textbox", name=re.compile(r"^Jméno hráče \d$"))
    expect(fields).to_have_count(3)
    for index, name in enumerate(NAMES):
        type_over(host, fields.nth(index), name, answered=index > 0)
    host.keyboard.press("Tab")
    for index, name in enumerate(NAMES):
        expect(fields.nth(index)).to_have_value(name)
    expect(host.get_by_text(f"1. {NAMES[0]} · {COLOURS[0]}: 4 karty")).to_be_attached()
    shot(host, "new-game", CZECH)
    host.get_by_role("button", name="Začít hru").click()
    expect(host.get_by_text("Příprava: Rozmístění ztracených knih")).to_be_attached()


def play_a_turn(device: Page, words: Words, turn: int) -> None:
    """A ROTAS card on a walkway (another each turn), then back to six cards and the end
    of the turn, on the device of the player whose turn it is."""
    tap(device, words.rotas)
    for chip in (words.shapes[turn % 5], words.material.format(turn % 4 + 1)):
        choice = in_view(device, device.get_by_role("checkbox", name=chip, exact=True))
        choice.click()
        expect(choice).to_be_checked()
    expect(device.get_by_text(words.costs)).to_be_attached()
    if turn == 0:
        shot(device, "rotas", words)
    send = device.get_by_role("button", name=words.play_card, exact=True)
    in_view(device, send).click()
    expect(send).to_have_count(0)
    scrolled_to(device, device.get_by_text(words.ap_left))
    draw_back_to_six(device, words)
    tap(device, words.end_turn)


def draw_back_to_six(device: Page, words: Words) -> None:
    tap(device, words.draw)
    send = device.get_by_role("button", name=words.draw_send, exact=True)
    in_view(device, send).click()
    expect(send).to_have_count(0)


def whose_turn(device: Page, seat: int) -> None:
    """Wait until ``device`` shows that it is ``seat``'s turn."""
    scrolled_to(device, device.get_by_text(f"Na tahu: {NAMES[seat]} ({COLOURS[seat]})"))


def followed_in_english(device: Page, seat: int) -> None:
    colour = ("red", "colour 2", "colour 3")[seat]
    scrolled_to(device, device.get_by_text(f"{NAMES[seat]}'s turn ({colour})"))


def nothing_to_do(device: Page, words: Words, active: str, said: str) -> None:
    """``device`` offers no step of ``active``'s turn and says why."""
    scrolled_to(device, device.get_by_text(said))
    expect(device.get_by_role("button", name=words.end_turn, exact=True)).to_have_count(0)
    expect(device.get_by_role("button", name=words.rotas, exact=True)).to_have_count(0)
    assert active in said


def books_beyond_the_monks_reach(host: Page) -> None:
    """Alena's monk moved one square (one Incertus Movet card played): one book is taken,
    a second is refused with the reason."""
    tap(host, "Další krok: 3 Pohyb mnicha")
    take = host.get_by_role("button", name="Můj mnich sebral mou knihu", exact=True)
    in_view(host, take).click()
    scrolled_to(host, host.get_by_text("Knihy: 1 / 4"))
    expect(in_view(host, take)).to_be_disabled()
    reason = "Váš mnich se v tomto tahu posunul nejvýš o 1 pole, mohl tedy sebrat jen 1 knihu."
    expect(in_view(host, host.get_by_text(reason))).to_be_visible()
    shot(host, "books-refused", CZECH)


def private_draw_on_the_tablet(host: Page) -> None:
    """On the shared tablet the draw lists every prayer not yet face up (Alena's pile and
    hand alike), so nobody watching learns which she holds; it says whose cards it shows."""
    tap(host, CZECH.draw)
    expect(host.get_by_text("Karty, které má Alena: dívá se jen Alena.")).to_be_visible()
    prayers = host.get_by_role("checkbox", name=re.compile(r"^\d\. [A-Z ,?]+$"))
    expect(prayers).to_have_count(8)
    shot(host, "draw-private", CZECH)
    send = host.get_by_role("button", name=CZECH.draw_send, exact=True)
    send.click()
    expect(send).to_have_count(0)


def test_a_host_and_two_phones_set_up_and_play_two_rounds(
    browser: object, table_server: Server, phone_route: PhoneRoute
) -> None:
    host = open_app(
        browser, f"{table_server.url}new/sator", locale="cs-CZ", init_script=COUNT_FRAMES
    )
    set_up_the_table(host)
    shot(host, "books", CZECH)

    host.get_by_label("Další").click()
    host.get_by_role("menuitem", name="Pozvat hráče").click()
    address = scan_invitation(host)
    shot(host, "invite", CZECH)
    host.get_by_role("button", name="Zavřít").click()

    bob = join_by_qr(browser, phone_route, address, NAMES[1], "en")
    cyril = join_by_qr(browser, phone_route, address, NAMES[2])
    expect(bob.get_by_text(f"{NAMES[1]}'s device", exact=False)).to_be_attached()
    expect(cyril.get_by_text(f"na kterém hraje {NAMES[2]}", exact=False)).to_be_attached()
    game = host.url.rsplit("/", 1)[-1]
    watcher = open_app(browser, phone_route.url(f"{table_server.url}game/{game}"), locale="en-US")
    expect(watcher.get_by_text("You are watching", exact=False)).to_be_attached()
    shot(bob, "books", ENGLISH)
    shot(watcher, "books", ENGLISH)

    # The table's setup steps are the host's: a phone and a watcher are told so, and
    # their button does nothing.
    before = recorded(table_server)
    for device, words in ((cyril, CZECH), (watcher, ENGLISH)):
        expect(device.get_by_text(words.host_records)).to_be_attached()
        placed = device.get_by_role("button", name=words.books_placed, exact=True)
        expect(placed).to_be_disabled()
    shot(cyril, "books", CZECH)
    # A phone is offered only its own seat, and is asked before it gives its seat back.
    tap(cyril, "Čí zařízení?")
    seats = cyril.get_by_role("button", name=re.compile("^Na tomto zařízení hraje "))
    expect(seats).to_have_count(1)
    expect(seats).to_have_accessible_name(re.compile(f"^Na tomto zařízení hraje {NAMES[2]} "))
    expect(cyril.get_by_text("Z tohoto telefonu nelze", exact=False).first).to_be_attached()
    shot(cyril, "seats", CZECH)
    cyril.get_by_role("button", name="Bez místa: telefon se jen dívá", exact=False).click()
    expect(cyril.get_by_text("Změnit místo?")).to_be_visible()
    cyril.get_by_role("button", name="Nechat, jak je").click()
    expect(cyril.get_by_text("Změnit místo?")).to_have_count(0)
    expect(cyril.get_by_text(f"na kterém hraje {NAMES[2]}", exact=False)).to_be_attached()
    assert recorded(table_server) == before

    host.get_by_role("button", name="Knihy jsou rozmístěny").click()
    expect(host.get_by_text("Příprava: Výběr zbylých lávek")).to_be_attached()
    expect(bob.get_by_text("Setting up: Walkway draft")).to_be_attached()
    shot(host, "walkways", CZECH)
    shot(bob, "walkways", ENGLISH)
    host.get_by_role("button", name="Lávky jsou položeny podle pravidel").click()
    expect(host.get_by_text("Příprava: Rozdání karet")).to_be_attached()
    shot(host, "deal", CZECH)
    host.get_by_role("button", name="Karty rozdány: začít první tah").click()
    # The screen leaves the deal once the action is stored; a click alone returns sooner.
    expect(host.get_by_text("Příprava: Rozdání karet")).to_have_count(0)
    assert recorded(table_server) == before + 3

    devices = (host, bob, cyril)
    languages = (CZECH, ENGLISH, CZECH)
    for turn in range(TURNS):
        seat = turn % 3
        device, words = devices[seat], languages[seat]
        if seat == 1:
            followed_in_english(bob, seat)
        else:
            whose_turn(device, seat)
        if turn == 1:
            # Bořek's turn: the tablet and Cyril's phone follow and offer nothing of it.
            nothing_to_do(cyril, CZECH, NAMES[1], CZECH.not_your_turn.format(NAMES[1]))
            watching = f"Na tahu je {NAMES[1]} na svém zařízení: toto zařízení hru sleduje."
            nothing_to_do(host, CZECH, NAMES[1], watching)
            shot(bob, "turn", ENGLISH)
            shot(cyril, "turn", CZECH)
            shot(watcher, "turn", ENGLISH)
        if turn == 0:
            shot(host, "turn", CZECH)
        if seat == 0 and turn >= 3:
            play_round_two_on_the_tablet(host)
        else:
            play_a_turn(device, words, turn)
    whose_turn(host, 0)
    scrolled_to(host, host.get_by_text("3. kolo · 7. tah"))
    assert recorded(table_server) > before + 3 + 3 * TURNS
    shot(host, "after-two-rounds", CZECH)

    for device, words in ((cyril, CZECH), (watcher, ENGLISH)):
        open_history(device, words.history)
        expect(device.get_by_text(words.history, exact=True).last).to_be_visible()
        shot(device, "history", words)
        device.get_by_role("button", name=words.close).click()

    newcomer = open_app(browser, f"{table_server.url}new/sator", locale="en-US", **PHONE)
    expect(newcomer.get_by_role("button", name="Start the game")).to_be_attached()
    shot(newcomer, "new-game", ENGLISH)


def play_round_two_on_the_tablet(host: Page) -> None:
    tap(host, CZECH.rotas)
    for chip in ("T díl", "materiál 1"):
        choice = in_view(host, host.get_by_role("checkbox", name=chip, exact=True))
        choice.click()
    send = host.get_by_role("button", name=CZECH.play_card, exact=True)
    send.click()
    expect(send).to_have_count(0)
    books_beyond_the_monks_reach(host)
    private_draw_on_the_tablet(host)
    tap(host, CZECH.end_turn)

"""A game night of The Big Book of Madness in Chromium, on this machine only: a host tablet
(127.0.0.1, the server's own machine) and two phones, each its own browser, reaching the
server from another loopback address as phones on the network do (``PhoneRoute``). The
host copies the round tracker, sets the game up with the players' names and invites the
phones with the QR code, read from the screen; each phone takes its player's seat; the
table plays two rounds, the phones acting for their own magicians; what a phone may not
do is refused, on the phone and at the server.

Screenshots of the main screens are written to test-output/, at 1024×768 and 390×844, in
Czech and in English.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from storage import open_store
from tests.e2e import game_night
from tests.e2e.conftest import Server, open_app, screenshot
from tests.e2e.game_night import (
    PhoneRoute,
    in_view,
    join_by_qr,
    phone_route,
    recorded,
    scan_invitation,
    scrolled_to,
    table_server,
    tap,
)

pytestmark = pytest.mark.e2e
__all__ = ["phone_route", "table_server"]

BOARD = {"I": [0, 0, 1, 1, 1, 1], "II": [0, 1, 1, 1, 2, 2], "III": [1, 1, 2, 2, 2, 2]}
NAMES = ("Alena", "Bořek", "Cyril")
ELEMENTS_CS = ("voda", "oheň", "země")


def copy_the_round_tracker(host: Page) -> None:
    """The first game asks for the board's round tracker: each cell is tapped until it
    shows the board's count (the cells come after the back button, row by row)."""
    expect(host.get_by_text("Opište počítadlo kol ze svého herního plánu")).to_be_visible()
    cells = host.get_by_role("button")
    for row in range(6):
        for column, difficulty in enumerate(("I", "II", "III")):
            cell = cells.nth(1 + 3 * row + column)
            for _ in range(BOARD[difficulty][row] + 1):
                cell.click()
            expect(cell).to_have_accessible_name(str(BOARD[difficulty][row]))
    host.get_by_role("button", name="Uložit pro tuto i další hry").click()


def set_up_the_table(host: Page) -> None:
    """Three players, typed one after another; each name stays as typed."""
    # The buttons for one player fewer and one more have no name of their own: they come
    # first among the form's unnamed buttons.
    host.get_by_role("button", name="", exact=True).nth(1).click()
    fields = host.get_by_role("textbox", name=re.compile(r"^Hráč \d, po směru hodin"))
    expect(fields).to_have_count(3)
    # The third player's magician is dealt once the form has been redrawn for three.
    expect(host.get_by_text(re.compile(r" hraje za .* \(losem\)$"))).to_have_count(3)
    for index, name in enumerate(NAMES):
        type_name(host, fields.nth(index), name)
    screenshot(host, "bbm-night-new-game-cs-1024")
    host.get_by_role("button", name="Připravit stůl").click()
    expect(host.get_by_text("Příprava stolu", exact=True)).to_be_attached()
    screenshot(host, "bbm-night-checklist-cs-1024")
    for name in NAMES:
        expect(host.get_by_role("checkbox", name=re.compile(f"^{name} hraje za "))).to_be_attached()
    host.get_by_role("button", name="Začít hru").click()
    expect(host.get_by_role("button", name="Dál: grimoár, posunout žeton")).to_be_visible()


def type_name(host: Page, field: Locator, name: str) -> None:
    """Type ``name`` into ``field``; it has reached the server when the magician card
    names the player."""
    named = host.get_by_text(re.compile(f"^{name} hraje za .* \\((losem|podle volby)\\)$"))
    game_night.type_name(field, name)
    expect(named).to_be_visible()


def next_step(host: Page, label: str) -> None:
    tap(host, label)


def game_id(server: Server) -> str:
    store = open_store(data_dir=server.data_dir)
    try:
        (game,) = store.list_games(status="active")
        return str(game.game_id)
    finally:
        store.close()


def refused(device: Page, button: str, reason: str | re.Pattern[str]) -> None:
    """``button`` stays on ``device``'s screen, marked; a tap says why, and nothing is
    recorded."""
    in_view(device, device.get_by_role("button", name=button, exact=True)).click()
    # The message at the bottom is read as a text, or as a group with a close button.
    said = device.get_by_text(reason).or_(device.get_by_role("group", name=reason))
    expect(said.first).to_be_attached()


def active_name(host: Page) -> str:
    turn_of = scrolled_to(host, host.get_by_text(re.compile("Na tahu: ")))
    text = turn_of.first.text_content() or ""
    found = re.search("Na tahu: (\\w+) · ", text)
    assert found, text
    return found.group(1)


SPACES = {"A": 2, "B": 3, "C": 3, "D": 4, "E": 5}


def alert_coming(host: Page, turn: int) -> bool:
    """Whether moving the marker in ``turn`` alerts the table: a new monster on space 1,
    or a curse waiting on the space the marker reaches."""
    space = (turn - 1) % 5 + 1
    if space == 1:
        return True
    scrolled_to(host, host.get_by_role("button", name=re.compile("^Místo A")))
    return any(
        host.get_by_role("button", name=re.compile(f"^Místo {place}: [^,]*, čeká")).count()
        for place, under in SPACES.items()
        if under == space
    )


def go_to_the_grimoire(host: Page, turn: int) -> None:
    """On to the Grimoire phase; its alert, when one comes, is read, then OK."""
    coming = alert_coming(host, turn)
    next_step(host, "Dál: grimoár, posunout žeton")
    if coming:
        ok = host.get_by_role("button", name="OK")
        ok.click()
        expect(ok).to_have_count(0)
    scrolled_to(host, host.get_by_text("Teď: Fáze grimoáru"))


def place_the_curses(host: Page) -> None:
    """A monster the table has not catalogued: its three element icons, then the curses."""
    place = host.get_by_role("button", name="Rozmístit kletby")
    if not place.is_visible():
        return
    for index, element in enumerate(ELEMENTS_CS):
        chip = host.get_by_role("checkbox", name=element, exact=True).nth(index)
        chip.click()
        expect(chip).to_be_checked()
    expect(place).to_be_enabled()
    place.click()
    expect(place).to_be_hidden()


def a_curse_left(device: Page, english: bool) -> str | None:
    """The place of a curse still to break, read from the track's tiles."""
    word, states = ("Place", "waiting|triggered") if english else ("Místo", "čeká|spuštěná")
    scrolled_to(device, device.get_by_role("button", name=re.compile(f"^{word} A")))
    for place in SPACES:
        left = re.compile(f"^{word} {place}: [^,]*, ({states})")
        if device.get_by_role("button", name=left).count():
            return place
    return None


def break_a_curse(device: Page, english: bool) -> bool:
    place = a_curse_left(device, english)
    if place is None:
        return False
    tap(device, re.compile(f"^{place}: "))
    reward = "water" if english else "voda"
    choice = device.get_by_role("button", name=re.compile(f"^{reward} \\("))
    expect(choice).to_be_visible()
    screenshot(
        device, f"bbm-night-reward-{'en' if english else 'cs'}-{device.viewport_size['width']}"
    )
    choice.click()
    broken = f"Place {place}: " if english else f"Místo {place}: "
    done = re.compile(f"^{broken}[^,]*, (broken|zlomená) ")
    scrolled_to(device, device.get_by_role("button", name=done))
    return True


def test_a_host_and_two_phones_play_two_rounds(
    browser: object, table_server: Server, phone_route: PhoneRoute
) -> None:
    lan_server = table_server
    host = open_app(browser, table_server.url, locale="cs-CZ")
    host.get_by_text("Velká kniha strašlivých čar").first.click()
    copy_the_round_tracker(host)
    set_up_the_table(host)

    host.get_by_label("Další").click()
    host.get_by_role("menuitem", name="Pozvat hráče").click()
    address = scan_invitation(host)
    screenshot(host, "bbm-night-invite-cs-1024")
    host.get_by_role("button", name="Zavřít").click()

    bob = join_by_qr(browser, phone_route, address, "Bořek", "en")
    cyril = join_by_qr(browser, phone_route, address, "Cyril")
    for phone, seat in ((bob, "Bořek"), (cyril, "Cyril")):
        expect(phone.get_by_text(re.compile(f"^{seat}$")).first).to_be_attached()
    phones = {"Bořek": bob, "Cyril": cyril}

    first = active_name(host)
    # What a phone may not do: move the table on (the host's), act in another's turn.
    before = recorded(lan_server)
    refused(cyril, "Dál: grimoár, posunout žeton", "Tohle může udělat jen zařízení hostitele.")
    other = "Cyril" if first != "Cyril" else "Bořek"
    assert recorded(lan_server) == before

    for turn in range(1, 11):
        active = active_name(host)
        go_to_the_grimoire(host, turn)
        place_the_curses(host)
        next_step(host, "Dál: fáze akcí")
        if turn == 1:
            growth = "Growth (1)" if other == "Bořek" else "Pučení (1)"
            said = f"It is {active}'s turn" if other == "Bořek" else f"Na tahu je {active}"
            refused(phones[other], growth, re.compile(said))
            # Only the host's: on to the Grimoire, the monster's elements, on to Actions.
            assert recorded(lan_server) == before + 3
            screenshot(host, "bbm-night-actions-cs-1024")
            screenshot(bob, "bbm-night-table-en-390")
            screenshot(cyril, "bbm-night-table-cs-390")
        if active == "Alena":
            break_a_curse(host, english=False)
        elif active == "Bořek":
            break_a_curse(bob, english=True)
        else:
            tap(cyril, "Telepatie (1)")
            grant = cyril.get_by_role("button", name=re.compile("^Bořek: ×1: "))
            expect(grant).to_be_visible()
            screenshot(cyril, "bbm-night-telepathy-cs-390")
            grant.click()
            # Bořek's phone learns that the spell lets him act, then buys a card.
            scrolled_to(bob, bob.get_by_text(re.compile("Bořek acts in Cyril's turn")))
            tap(bob, "Acquire an element card")
            bob.get_by_role("button", name=re.compile("^water, value 2: pay 2")).click()
            expect(
                bob.get_by_text(re.compile("acquires a value-2 water card")).first
            ).to_be_attached()
        next_step(host, "Dál: fáze zotavení")
        next_step(host, "Ukončit tah, předat žeton")
        scrolled_to(host, host.get_by_text(re.compile(f"kolo z 6 · {turn + 1}\\. tah")))
    # Two rounds of five turns: the eleventh turn opens the third.
    scrolled_to(host, host.get_by_text(re.compile("2\\. kolo z 6 · 11\\. tah")))
    assert recorded(lan_server) > before + 40
    screenshot(host, "bbm-night-after-two-rounds-cs-1024")

    # A device of the network that joined no seat watches, in English: it moves nothing.
    watcher = open_app(
        browser, phone_route.url(f"{table_server.url}game/{game_id(table_server)}"), locale="en-US"
    )
    expect(watcher.get_by_text(re.compile("Round 2 of 6 · turn 11"))).to_be_attached()
    screenshot(watcher, "bbm-night-table-en-1024")
    before = recorded(lan_server)
    refused(watcher, "Next: Grimoire, move the marker", "Only the host device can do this.")
    assert recorded(lan_server) == before

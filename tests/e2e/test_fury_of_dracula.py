"""A game night of Fury of Dracula in Chromium: the host's tablet sets the game up with the
players' names and invites the phones; Dracula's player and a hunter player join on their
phones with the address read from the invitation's QR code (seen by the server as other
devices, from another address); two rounds are played, each device acting for its own
side; what a device may not do is not offered to it, and a hunter's device never receives
one of Dracula's hidden places, nor Dracula's the tickets a hunter drew. The main screens
are shot at 1024×768 and 390×844 in English and Czech, each laid out for its size, kept
in ``test-output/`` to be looked at."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import msgpack
import pytest
from playwright.sync_api import expect

from sheets.fury_of_dracula.content import load_content
from sheets.i18n import Language, translate
from tests.e2e import game_night
from tests.e2e.conftest import Server, open_app, screenshot, wait_ready
from tests.e2e.game_night import (
    PATIENCE_MS,
    PHONE,
    TABLET,
    PhoneRoute,
    patience,
    phone_route,
    scan_invitation,
    table_server,
)
from ui.fury_of_dracula.seat_screen import WIDE

pytestmark = pytest.mark.e2e
__all__ = ["patience", "phone_route", "table_server"]

NAMES = ("Anna", "Bohdan", "Cyril")
HUNTERS = {
    "godalming": "Lord Godalming",
    "seward": "Dr. John Seward",
    "van_helsing": "Van Helsing",
    "mina": "Mina Harker",
}
# Dracula starts in Sofia and goes south, far from the hunters' start cities.
START, PATH = "SO", ("SA", "VA")
TIMEOUT = PATIENCE_MS


def open_device(
    browser: Any, url: str, size: dict[str, int], locale: str | None = None
) -> tuple[Any, Frames]:
    """A new device on the app (its browser speaking ``locale``), and what it will receive
    over the app's websocket."""
    context = browser.new_context(viewport=size, locale=locale)
    page = context.new_page()
    frames = Frames(page)
    page.goto(url)
    wait_ready(page)
    return page, frames


class Frames:
    """Every string a browser page receives over the app's websocket."""

    def __init__(self, page: Any) -> None:
        self.strings: list[str] = []
        self.socket: Any = None
        page.on("websocket", self._opened)

    def _opened(self, socket: Any) -> None:
        self.socket = socket
        socket.on("framereceived", lambda payload: self.strings.extend(_frame_strings(payload)))

    def mention(self, words: set[str]) -> set[str]:
        return {word for word in words for text in self.strings if _names(word).search(text)}


def _frame_strings(payload: bytes | str) -> list[str]:
    if isinstance(payload, str):
        return [payload]
    unpacker = msgpack.Unpacker(raw=False, strict_map_key=False)
    unpacker.feed(payload)
    return [text for message in unpacker for text in _strings(message)]


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def _names(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")


def place_names(codes: tuple[str, ...]) -> set[str]:
    """The places in English and Czech, as every form a Czech message may decline."""
    names = {
        translate(f"fod.place.{code}", language) for code in codes for language in ("en", "cs")
    }
    return names | {load_content().place(code).name_cs for code in codes}


def step_of(page: Any) -> str:
    """The step the table waits for, as the status panel says it."""
    texts = page.locator("flt-semantics").all_inner_texts()
    steps = [text for text in texts if re.match(r"^(Day|Night) – .+'s turn$", text)]
    return steps[0] if steps else ""


def tap(page: Any, name: str | re.Pattern[str], *, role: str = "button") -> None:
    page.get_by_role(role, name=name, exact=isinstance(name, str)).first.click()


def wait_text(page: Any, text: str | re.Pattern[str]) -> None:
    expect(page.get_by_text(text).first).to_be_attached(timeout=TIMEOUT)


def test_a_game_night_with_the_host_and_two_phones(
    browser: Any, table_server: Server, phone_route: PhoneRoute
) -> None:
    tablet, tablet_frames = open_device(browser, table_server.url, TABLET)
    tap(tablet, re.compile("Fury of Dracula"))
    for number, name in enumerate(NAMES, start=1):
        type_name(tablet, tablet.get_by_role("textbox", name=f"Player {number}"), name)
    tap(tablet, "Start the game")
    wait_text(tablet, re.compile(r"Waiting for .+ \(Dracula\)"))
    game_id = tablet.url.rsplit("/game/", 1)[1]

    tablet.get_by_label("More", exact=True).click()
    tap(tablet, "Invite players", role="menuitem")
    address = phone_route.url(scan_invitation(tablet, "en"))
    tap(tablet, "Close")

    seats = joined_seats(browser, address)
    dracula_player = next(name for name, role in seats.items() if role == "Dracula")
    hunter_player = next(name for name in NAMES if name != dracula_player)
    dracula, dracula_frames = open_device(browser, address, PHONE)
    join(dracula, dracula_player)
    phone, phone_frames = open_device(browser, address, PHONE)
    join(phone, hunter_player)
    phone_hunters = {h for h, title in HUNTERS.items() if title in seats[hunter_player]}
    assert phone_hunters

    wait_text(dracula, re.compile("^Pick your start location"))
    nothing_recorded_before_the_start(tablet, phone, dracula)
    tap(dracula, translate(f"fod.place.{START}", "en"))
    wait_text(dracula, f"You are in {translate(f'fod.place.{START}', 'en')}.")

    refused_on_the_wrong_devices(phone, dracula, phone_hunters, dracula_player)
    for place in PATH:
        hunters_turn(tablet, phone, phone_hunters, reserve=place == PATH[-1])
        dracula_turn(dracula, place)
    wait_text(tablet, re.compile("^Round 3 · "))

    hidden = place_names((START, *PATH))
    assert tablet_frames.mention(hidden) == set()
    assert phone_frames.mention(hidden) == set()
    assert any(re.search(r"white \d", text) for text in phone_frames.strings), "its ticket"
    assert not any(re.search(r"white \d", text) for text in dracula_frames.strings)
    assert not any(re.search(r"white \d", text) for text in tablet_frames.strings)
    assert dracula_frames.mention(hidden), "Dracula's phone shows his own places"

    devices = {"table": (tablet, tablet_frames), "hunter": (phone, phone_frames)}
    shoot_the_main_screens({**devices, "dracula": (dracula, dracula_frames)}, game_id)
    for page in (phone, dracula, tablet):
        page.context.close()


def type_name(page: Any, field: Any, name: str) -> None:
    """Type ``name`` into ``field``; it has reached the server when the form, redrawn as
    the field is left with Enter, says what the player plays."""
    game_night.type_name(field, name)
    field.press("Enter")
    plays = re.compile(rf"(: {name}$|^Drawn: {name} plays Dracula\.$)")
    expect(page.get_by_text(plays).first).to_be_attached(timeout=TIMEOUT)


def joined_seats(browser: Any, address: str) -> dict[str, str]:
    """The join list: each player's name with what the seat plays."""
    page = open_app(browser, address, **PHONE)
    tap(page, "Join")
    wait_text(page, "Which player are you?")
    labels = page.get_by_role("button").all_inner_texts()
    page.context.close()
    seats = {}
    for label in labels:
        name, _, role = label.partition(" · ")
        if name in NAMES:
            seats[name] = role
    assert set(seats) == set(NAMES), labels
    return seats


def join(page: Any, player: str) -> None:
    tap(page, "Join")
    tap(page, re.compile(f"^{player} · "))
    heading = page.get_by_role("heading", name=re.compile(f"{re.escape(player)}$"))
    expect(heading).to_be_attached(timeout=TIMEOUT)


def refused_on_the_wrong_devices(
    phone: Any, dracula: Any, phone_hunters: set[str], dracula_player: str
) -> None:
    """A hunter's phone records only its own hunters and nothing of Dracula's tracks;
    Dracula's phone nothing of the hunters'; neither takes another's seat. (The phones are
    made tall for a moment: Flutter names only what is on screen.)"""
    for page in (phone, dracula):
        page.set_viewport_size({"width": 390, "height": 4000})
    # Each hunter's − of damage is named for its hunter.
    editable = re.compile(": one less – damage$")
    expect(phone.get_by_role("button", name=editable)).to_have_count(len(phone_hunters))
    expect(dracula.get_by_role("button", name=editable)).to_have_count(0)
    assert track_buttons(dracula) == 4, "influence and Dracula's damage, - and +"
    assert track_buttons(phone) == 0
    phone.get_by_label("More", exact=True).click()
    tap(phone, "This device plays…", role="menuitem")
    seat = phone.get_by_text(f"Play as {dracula_player}").first
    expect(seat).to_be_attached(timeout=TIMEOUT)
    wait_text(phone, re.compile("another device plays it; the host can free it"))
    tap(phone, "Close")
    for page in (phone, dracula):
        page.set_viewport_size({"width": 390, "height": 844})


def nothing_recorded_before_the_start(tablet: Any, phone: Any, dracula: Any) -> None:
    """Until Dracula has started, no device offers a record the rules would refuse (the
    hunters' counters, Dracula's tracks, the table's records), and the table is told why;
    :func:`refused_on_the_wrong_devices` sees them offered once he has. (The devices are
    made tall for a moment: Flutter names only what is on screen.)"""
    devices = (tablet, phone, dracula)
    for page in devices:
        page.set_viewport_size({"width": 390, "height": 4000})
    wait_text(tablet, "Not now: the table is at step Dracula's start.")
    for page in devices:
        expect(page.get_by_role("button", name=re.compile(" – damage$"))).to_have_count(0)
        expect(page.get_by_role("button", name="Place token")).to_have_count(0)
    assert track_buttons(dracula) == 0
    for page, size in zip(devices, (TABLET, PHONE, PHONE), strict=True):
        page.set_viewport_size(size)


def track_buttons(page: Any) -> int:
    """The buttons among the tracks, from influence to despair."""
    lines = page.locator("flt-semantics-host").aria_snapshot().splitlines()
    first = next(i for i, line in enumerate(lines) if "Influence 0 / 13" in line)
    last = next(i for i, line in enumerate(lines) if "Despair: " in line)
    return sum(line.strip().startswith("- button") for line in lines[first:last])


def hunters_turn(tablet: Any, phone: Any, phone_hunters: set[str], *, reserve: bool) -> None:
    """Every hunter's day and night action, each on the device that plays him: the phone
    for its player's hunters (one of them reserves a ticket drawn by the app), the table
    for the others."""
    for _ in range(8):
        expect(tablet.get_by_text(re.compile(r"^(Day|Night) – .+'s turn$"))).to_be_attached(
            timeout=TIMEOUT
        )
        step = step_of(tablet)
        hunter = next(h for h, title in HUNTERS.items() if step.endswith(f" {title}'s turn"))
        device = phone if hunter in phone_hunters else tablet
        expect(device.get_by_text(step).first).to_be_attached(timeout=TIMEOUT)
        if reserve and device is phone:
            tap(phone, "Reserve ticket")
            tap(phone, "Let the app draw")
            reserve = False
        else:
            tap(device, "Rest")
        expect(tablet.get_by_text(step, exact=True)).to_have_count(0, timeout=TIMEOUT)


def dracula_turn(dracula: Any, place: str) -> None:
    name = translate(f"fod.place.{place}", "en")
    wait_text(dracula, "Dracula: movement")
    tap(dracula, re.compile(f"^{re.escape(name)}"))
    wait_text(dracula, "Dracula: encounter")
    titles = [translate(f"fod.encounter.{card}", "en") for card in load_content().encounters]
    dracula.get_by_role(
        "button", name=re.compile("^(" + "|".join(map(re.escape, titles)) + ")")
    ).first.click()
    wait_text(dracula, "The hunters are acting.")


def shoot_the_main_screens(devices: dict[str, tuple[Any, Frames]], game_id: str) -> None:
    """The table, a hunter's phone and Dracula's phone at both sizes, in English, then in
    Czech chosen on each device."""
    languages: tuple[Language, ...] = ("en", "cs")
    for language in languages:
        for name, (page, frames) in devices.items():
            if language == "cs":
                switch_to_czech(page, game_id)
            for size in (TABLET, PHONE):
                resize(page, frames, size, language)
                screenshot(page, f"fod-{name}-{size['width']}x{size['height']}-{language}")


def resize(page: Any, frames: Frames, size: dict[str, int], language: Language) -> None:
    """``page`` at ``size``, laid out for it: a screen resized across the width that puts
    the board beside the actions is sent anew, tracks and all, by the server."""
    if (page.viewport_size["width"] >= WIDE) == (size["width"] >= WIDE):
        page.set_viewport_size(size)
        return
    tracks = translate("fod.play.tracks", language)
    with frames.socket.expect_event(
        "framereceived", lambda payload: tracks in _frame_strings(payload), timeout=TIMEOUT
    ):
        page.set_viewport_size(size)


def switch_to_czech(page: Any, game_id: str) -> None:
    base = page.url.split("/game/", 1)[0].split("/join", 1)[0].rstrip("/")
    page.goto(f"{base}/settings")
    wait_ready(page)
    page.get_by_text("Čeština", exact=True).first.click()
    wait_text(page, "Nastavení")
    page.goto(f"{base}/game/{game_id}")
    wait_ready(page)
    wait_text(page, re.compile(r"\d+\. kolo · "))

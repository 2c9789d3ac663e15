"""Every target a finger taps is at least 44×44 px, and the play screens' icon buttons
are named for screen readers, measured in Chromium through Flutter's semantics tree: the
home and settings screens and a stored game of each of the four games, at 390×844 (dark)
and 1024×768 (light), and the history dialog. A target cut by the edge of a scrolled list
counts as whole (it is tapped once scrolled in). The screens are kept in ``test-output/``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from sheets.core.log import Game
from sheets.fury_of_dracula.actions import DraculaStart
from sheets.sator import RULES as SATOR
from storage import SeatInfo, open_store
from tests.big_book_of_madness.play import example_setup as madness_setup
from tests.e2e.conftest import Server, open_app, open_history, screenshot
from tests.e2e.targets import too_small
from tests.fury_of_dracula.play import example_setup as dracula_setup
from tests.paper_dungeons.play import example_setup as dungeon_setup
from tests.sator.helpers import prepared
from tests.sator.helpers import setup as sator_setup
from ui.widgets.play_bar import PHONE_WIDTH

pytestmark = pytest.mark.e2e

SIZES = {"phone": (390, 844, True), "tablet": (1024, 768, False)}
PLAY_BUTTONS = ("Undo", "Redo", "History")


@pytest.fixture(scope="module")
def games(server: Server) -> Iterator[dict[str, str]]:
    """A stored game of each kind, as just set up (SATOR past its setup stages), and Fury
    of Dracula against the app's Dracula, who starts as the table opens."""
    setups = {
        "paper_dungeons": ("paper_dungeons", dungeon_setup(3, 5), ()),
        "sator": ("sator", sator_setup(3, seed=5), None),
        "big_book_of_madness": ("big_book_of_madness", madness_setup(3, 5), ()),
        # Dracula has started: the table's records are offered from then on.
        "fury_of_dracula": (
            "fury_of_dracula",
            dracula_setup(5),
            (DraculaStart(seat=dracula_setup(5).dracula_seat, place="PA"),),
        ),
        "fury_of_dracula_app": (
            "fury_of_dracula",
            dracula_setup(5, players=2, app_dracula="normal"),
            (),
        ),
    }
    store = open_store(data_dir=server.data_dir)
    ids = {}
    for screen, (kind, setup, actions) in setups.items():
        if actions is None:
            actions = prepared(Game(SATOR, setup)).actions
        names = [seat.name for seat in getattr(setup, "players", None) or setup.seats]
        ids[screen] = store.create_game(
            kind=kind, setup=setup, seats=[SeatInfo(name=name) for name in names]
        )
        for position, action in enumerate(actions):
            store.append_action(game_id=ids[screen], action=action, position=position)
    store.close()
    yield ids


@pytest.mark.parametrize("size", SIZES)
def test_every_target_is_a_fingers_size(browser, server: Server, games, size: str) -> None:
    width, height, dark = SIZES[size]
    faults = []
    routes = {"home": "", "settings": "settings"}
    routes |= {kind: f"game/{game_id}" for kind, game_id in games.items()}
    for screen, route in routes.items():
        page = open_app(browser, server.url + route, width=width, height=height, dark=dark)
        if route.startswith("game/"):
            # On a phone the history is in the menu.
            for name in PLAY_BUTTONS[: 3 if width >= PHONE_WIDTH else 2]:
                expect(page.get_by_role("button", name=name, exact=True)).to_be_attached()
        else:
            expect(page.get_by_role("button").first).to_be_attached()
        screenshot(page, f"targets-{screen}-{size}")
        faults += [f"{screen} at {width}×{height}: {fault}" for fault in too_small(page)]
        if screen == "fury_of_dracula":
            open_history(page, "History")
            expect(page.get_by_role("button", name="Close", exact=True)).to_be_attached()
            screenshot(page, f"targets-history-{size}")
            faults += [f"history at {width}×{height}: {fault}" for fault in too_small(page)]
        page.context.close()
    assert faults == [], "\n".join(faults)


def test_the_play_screens_buttons_have_names_of_their_own(browser, server: Server, games) -> None:
    page = open_app(browser, f"{server.url}game/{games['fury_of_dracula']}", width=1024)
    for name in (*PLAY_BUTTONS, "More"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_attached()
    for hunter in ("Lord Godalming", "Dr. John Seward", "Van Helsing", "Mina Harker"):
        for change in ("one less", "one more"):
            button = page.get_by_role("button", name=f"{hunter}: {change} – damage", exact=True)
            expect(button).to_be_attached()
    page.context.close()

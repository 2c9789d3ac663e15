"""The states that matter of each game, as people see them in Chromium: stored games from
the start to the end (and Fury of Dracula's fight with a vampire), each opened on a phone
(390×844) and a tablet (1024×768), in Czech and English, light and dark, scrolled from the
top to the end, with its history open. Every screenful is checked in pixels and text
(``tests.e2e.guard``, ``tests.e2e.sight``) and kept in ``test-output/sweep/``.

Each state is opened in one way, the states of a game in turn in the four ways that show
each width in each language, and each theme at both widths and in both languages (every
state opened all eight ways would take the suite's whole time budget).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from playwright.sync_api import expect

from sheets.big_book_of_madness import RULES as MADNESS
from sheets.core.actions import Action
from sheets.core.log import Game
from sheets.fury_of_dracula import RULES as DRACULA
from sheets.fury_of_dracula.actions import StartCombat
from sheets.fury_of_dracula.options import refusal
from sheets.paper_dungeons import RULES as DUNGEONS
from sheets.sator import RULES as SATOR
from storage import SeatInfo, open_store
from tests.big_book_of_madness.play import example_setup as madness_setup
from tests.e2e.conftest import Server, open_app, open_history, screenshot
from tests.e2e.sight import seen_faults, seen_in_dialog
from tests.fury_of_dracula.play import example_setup as dracula_setup
from tests.paper_dungeons.play import example_setup as dungeon_setup
from tests.random_play import random_player
from tests.sator.helpers import prepared
from tests.sator.helpers import setup as sator_setup

madness_action = random_player(MADNESS)
dracula_action = random_player(DRACULA)
dungeon_action = random_player(DUNGEONS)
sator_action = random_player(SATOR)


pytestmark = pytest.mark.e2e

# Each width in each language once, and each theme at both widths and in both languages.
WAYS = [(390, "cs-CZ", False), (1024, "en-US", True), (390, "en-US", True), (1024, "cs-CZ", False)]
HEIGHT = {390: 844, 1024: 768}
HISTORY = {"cs-CZ": "Historie", "en-US": "History"}
# Screenfuls looked at at most, scrolling down until the screen ends.
SCREENFULS = 5
SEED = 21
RULES = {
    "paper_dungeons": DUNGEONS,
    "sator": SATOR,
    "big_book_of_madness": MADNESS,
    "fury_of_dracula": DRACULA,
}


@dataclass(frozen=True)
class State:
    kind: str
    name: str
    setup: Any
    actions: tuple[Action, ...]


def _names(setup: Any) -> list[str]:
    return [seat.name for seat in getattr(setup, "players", None) or setup.seats]


def _played(
    kind: str,
    setup: Any,
    next_action: Callable[[Any, random.Random], Action | None],
    stops: tuple[int, ...],
    start: tuple[Action, ...] = (),
) -> list[State]:
    """The game played at random, kept after each number of actions in ``stops`` (and at
    its end, when it ends sooner)."""
    game = Game(RULES[kind], setup)
    for action in start:
        game.act(action)
    rng = random.Random(SEED)
    states = []
    for stop in stops:
        while len(game.actions) < stop and (action := next_action(game.state, rng)):
            game.act(action)
        if not states or len(states[-1].actions) != len(game.actions):
            states.append(State(kind, f"{kind}-{len(game.actions)}", setup, tuple(game.actions)))
    return states


def _dracula_fight() -> State:
    """Fury of Dracula played until the hunters can fight with a vampire, and fighting."""
    setup = dracula_setup(SEED)
    game, rng = Game(DRACULA, setup), random.Random(SEED)
    while True:
        for hunters in (("godalming", "seward"), ("godalming",), ("mina",), ("seward",)):
            fight = StartCombat(seat=setup.dracula_seat, hunters=hunters, vampire=True)
            if refusal(game.state, fight) is None:
                game.act(fight)
                return State("fury_of_dracula", "fury_of_dracula-fight", setup, game.actions)
        action = dracula_action(game.state, rng)
        assert action is not None, "no fight came"
        game.act(action)


def states() -> list[State]:
    sator = sator_setup(3, seed=SEED)
    return [
        *_played("paper_dungeons", dungeon_setup(3, SEED), dungeon_action, (0, 40, 150, 10**4)),
        *_played(
            "sator",
            sator,
            sator_action,
            (0, 60, 10**4),
            tuple(prepared(Game(SATOR, sator)).actions),
        ),
        *_played("big_book_of_madness", madness_setup(3, SEED), madness_action, (0, 80, 10**4)),
        *_played("fury_of_dracula", dracula_setup(SEED), dracula_action, (0, 150)),
        _dracula_fight(),
    ]


STATES = states()


@pytest.fixture(scope="module")
def stored(server: Server) -> dict[str, str]:
    """Each state's game in the server's store, by the state's name."""
    store = open_store(data_dir=server.data_dir)
    ids = {}
    for state in STATES:
        names = _names(state.setup)
        game_id = store.create_game(
            kind=state.kind, setup=state.setup, seats=[SeatInfo(name=n) for n in names]
        )
        for position, action in enumerate(state.actions):
            store.append_action(game_id=game_id, action=action, position=position)
        ids[state.name] = str(game_id)
    store.close()
    return ids


def _cases() -> list[Any]:
    cases = []
    for kind_index, kind in enumerate(RULES):
        of_kind = [state for state in STATES if state.kind == kind]
        for index, state in enumerate(of_kind):
            way = WAYS[(kind_index + index) % len(WAYS)]
            theme = "dark" if way[2] else "light"
            case_id = f"{state.name}-{way[0]}-{way[1][:2]}-{theme}"
            cases.append(pytest.param(state, way, id=case_id))
    return cases


CASES = _cases()


@pytest.mark.parametrize(("state", "way"), CASES)
def test_each_state_is_seen_whole(
    browser: object,
    server: Server,
    stored: dict[str, str],
    state: State,
    way: tuple[int, str, bool],
) -> None:
    width, locale, dark = way
    name = f"sweep/{state.name}-{width}-{locale[:2]}-{'dark' if dark else 'light'}"
    page: Any = open_app(
        browser,
        f"{server.url}game/{stored[state.name]}",
        width=width,
        height=HEIGHT[width],
        locale=locale,
        dark=dark,
    )
    expect(page.get_by_role("heading").first).to_be_attached()
    faults = []
    shown = None
    for screenful in range(SCREENFULS):
        shot = screenshot(page, f"{name}-{screenful}").read_bytes()
        if shot == shown:
            # Scrolled to the end: the screen did not move.
            break
        shown = shot
        faults += [f"screenful {screenful}: {fault}" for fault in seen_faults(page)]
        page.mouse.move(width / 2, HEIGHT[width] / 2)
        page.mouse.wheel(0, HEIGHT[width] * 0.8)
        # Off every control: a tooltip shown under the pointer is no fault of the screen.
        page.mouse.move(0, HEIGHT[width] - 1)
    page.mouse.wheel(0, -HEIGHT[width] * SCREENFULS)
    open_history(page, HISTORY[locale])
    # A dialog is named by its title (Flutter's default name is "Alert").
    named = page.locator("[role=alertdialog] > flt-semantics[aria-label]").first
    expect(named).to_be_attached()
    assert named.get_attribute("aria-label") not in ("", "Alert", "Upozornění")
    screenshot(page, f"{name}-history")
    faults += [f"history: {fault}" for fault in seen_in_dialog(page)]
    page.context.close()
    assert faults == [], "\n".join(dict.fromkeys(faults))

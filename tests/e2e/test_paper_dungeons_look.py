"""The Paper Dungeons sheet as players see it: at phone, portrait tablet and landscape
tablet widths, in Czech and English, light and dark, every text clear of every other text
and of every box's edge, at the top of the sheet and scrolled down. The screenshots are
kept in ``test-output/`` to be looked at."""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import expect

from sheets.core.log import Game
from sheets.paper_dungeons import RULES
from storage import SeatInfo, open_store
from tests.e2e.conftest import Server, open_app, screenshot, title
from tests.e2e.layout_check import drawn_nodes, overlaps
from tests.paper_dungeons.play import example_setup, next_random_action

pytestmark = pytest.mark.e2e

SIZES = ((390, 844), (768, 1024), (1024, 768))
NAMES = ("Ada", "Božena", "Cyril 🎲")
# Rooms, level boxes, dice and buttons: far more than this whenever the sheet is drawn.
MANY_BOXES = 20
ROUND = re.compile(r"(kolo z|of) 8")


@pytest.fixture(scope="module")
def game_id(server: Server) -> str:
    """A three-player game well into its rounds, with marks on every track."""
    setup = example_setup(3, 4)
    seats = tuple(s.model_copy(update={"name": n}) for s, n in zip(setup.seats, NAMES, strict=True))
    setup = setup.model_copy(update={"seats": seats})
    game, rng = Game(RULES, setup), random.Random(4)
    for _ in range(70):
        action = next_random_action(game.state, rng)
        assert action is not None
        game.act(action)
    store = open_store(data_dir=server.data_dir)
    created = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=n) for n in NAMES]
    )
    for position, action in enumerate(game.actions):
        store.append_action(game_id=created, action=action, position=position)
    store.close()
    return str(created)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("locale", ["cs-CZ", "en-US"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_text_runs_over_another_or_a_box(
    browser, server: Server, game_id: str, size: tuple[int, int], locale: str, dark: bool
) -> None:
    width, height = size
    page = open_app(
        browser, f"{server.url}game/{game_id}", width=width, height=height, locale=locale, dark=dark
    )
    expect(title(page, ROUND)).to_be_attached()
    name = f"paper-dungeons-sheet-{width}-{locale[:2]}-{'dark' if dark else 'light'}"
    problems = []
    for part in ("top", "scrolled"):
        if part == "scrolled":
            page.mouse.move(width * 0.75, height * 0.4)
            page.mouse.wheel(0, height * 0.6)
        screenshot(page, f"{name}-{part}")
        nodes = drawn_nodes(page)
        assert sum(node.box for node in nodes) >= MANY_BOXES, f"{part}: the sheet is not drawn"
        problems += [f"{part}: {p}" for p in overlaps(nodes)]
    page.context.close()
    assert problems == []

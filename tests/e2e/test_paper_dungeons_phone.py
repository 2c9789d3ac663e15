"""Paper Dungeons on a 390 px phone in Chromium, in Czech and English, light and dark: a
route being built says all it brings and keeps its way back and its way out in reach,
every room of the dungeon names itself, the fight dialog adds up the party's strength
with its glory field clear of its label, and the new game form reads whole. The
screenshots are kept in ``test-output/`` to be looked at."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from sheets.i18n import Language, translate
from sheets.paper_dungeons.actions import Move, RollDice
from storage import SeatInfo, open_store
from tests.e2e.conftest import Server, open_app, screenshot, title
from tests.e2e.layout_check import drawn_nodes, overlaps
from tests.paper_dungeons.play import example_setup

pytestmark = pytest.mark.e2e

PHONE = (390, 844)
TABLET = (1024, 768)
LOCALES: dict[Language, str] = {"cs": "cs-CZ", "en": "en-US"}
# The phone in each language and theme (where a route's prompt and buttons are tight), and
# the tablet once.
WAYS = [(PHONE, "cs", False), (PHONE, "en", True), (TABLET, "en", True)]
WAY_IDS = [f"{s[0]}-{language}-{'dark' if dark else 'light'}" for s, language, dark in WAYS]
PLAIN = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")
# The smallest height a finger hits reliably.
TOUCH_PX = 44


def store_game(server: Server, setup, actions) -> str:  # type: ignore[no-untyped-def]
    store = open_store(data_dir=server.data_dir)
    names = [seat.name for seat in setup.seats]
    created = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=n) for n in names]
    )
    for position, action in enumerate(actions):
        store.append_action(game_id=created, action=action, position=position)
    store.close()
    return str(created)


@pytest.fixture(scope="module")
def rolled(server: Server) -> str:
    """A solo game, its party in C1 and the dice of round 1 rolled, boots among them."""
    setup = example_setup(1, seed=3)
    return store_game(
        server, setup, [RollDice(seat=0, symbols=PLAIN), Move(seat=0, die=2, path=("C1",))]
    )


def fully_in_view(page: Page, box: dict[str, float]) -> bool:
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    return (
        box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= width + 0.5
        and box["y"] + box["height"] <= height + 0.5
    )


def _opened(
    browser: object, url: str, size: tuple[int, int], language: Language, dark: bool
) -> Page:
    width, height = size
    page: Page = open_app(  # type: ignore[assignment]
        browser, url, width=width, height=height, locale=LOCALES[language], dark=dark
    )
    return page


def say(language: Language, key: str, **params: object) -> str:
    return translate(key, language, **params)


@pytest.mark.parametrize(("size", "language", "dark"), WAYS, ids=WAY_IDS)
def test_a_route_being_built_keeps_its_way_back_in_reach(
    browser, server: Server, rolled: str, size: tuple[int, int], language: Language, dark: bool
) -> None:
    width = size[0]
    page = _opened(browser, f"{server.url}game/{rolled}", size, language, dark)
    expect(title(page, say(language, "pd.sheet.round", round=1))).to_be_attached()
    boots = say(language, "pd.die.label", index=4, colour="", symbol="", number="")
    page.get_by_role("button", name=re.compile("^" + boots.split(":")[0] + ":")).click()
    for room in ("C2", "C3"):
        page.get_by_role("button", name=re.compile(f"^{room}: ")).dispatch_event("click")
    back = page.get_by_role("button", name=say(language, "pd.route.back"), exact=True)
    give_up = page.get_by_role("button", name=say(language, "pd.route.cancel"), exact=True)
    walk = page.get_by_role("button", name=say(language, "pd.route.walk"), exact=True)
    for button in (walk, back, give_up):
        expect(button).to_be_attached()
    name = f"paper-dungeons-route-{width}-{language}-{'dark' if dark else 'light'}"
    screenshot(page, name)
    for button in (walk, back, give_up):
        box = button.bounding_box()
        assert box is not None and fully_in_view(page, box), box
        assert box["height"] >= TOUCH_PX, box
    # The prompt, the total and the buttons, clear of each other (the dice's boxes are
    # looked at by the sheet's own test).
    die = boots.split(" ")[0]
    nodes = [n for n in drawn_nodes(page) if n.in_bar and not n.text.startswith(die)]
    assert [str(n) for n in nodes if n.text.startswith("C2 → C3")], nodes
    assert overlaps(nodes) == []
    page.context.close()


@pytest.mark.parametrize(("size", "language", "dark"), WAYS, ids=WAY_IDS)
def test_the_new_game_form_reads_whole(
    browser, server: Server, size: tuple[int, int], language: Language, dark: bool
) -> None:
    width, height = size
    page = _opened(browser, f"{server.url}new/paper_dungeons", size, language, dark)
    expect(title(page, say(language, "pd.new.title"))).to_be_attached()
    page.get_by_role("button", name=say(language, "pd.new.start")).wait_for(state="attached")
    name = f"paper-dungeons-new-game-{width}-{language}-{'dark' if dark else 'light'}"
    screenshot(page, f"{name}-top")
    page.mouse.move(width / 2, height / 2)
    page.mouse.wheel(0, 500)
    screenshot(page, name)
    page.mouse.wheel(0, 900)
    screenshot(page, f"{name}-cards")
    page.get_by_role("button", name=say(language, "pd.new.enter_villain")).click()
    expect(page.get_by_role("textbox", name=say(language, "pd.villain.flee"))).to_be_attached()
    screenshot(page, f"{name}-villain")
    page.context.close()


@pytest.fixture(scope="module")
def at_the_fight(server: Server) -> str:
    """A solo game whose villains' cards the table keeps, at the first villain's fight."""
    from tests.ui.test_paper_dungeons import to_villain_fight

    setup = example_setup(1, 8, manual_villains=True)
    return store_game(server, setup, to_villain_fight(setup, 8))


@pytest.mark.parametrize(("size", "language", "dark"), WAYS, ids=WAY_IDS)
def test_the_fight_dialog_tells_the_strength(
    browser,
    server: Server,
    at_the_fight: str,
    size: tuple[int, int],
    language: Language,
    dark: bool,
) -> None:
    width = size[0]
    page = _opened(browser, f"{server.url}game/{at_the_fight}", size, language, dark)
    page.get_by_role("button", name=say(language, "pd.fight.open"), exact=True).first.click()
    glory = page.get_by_role("textbox", name=say(language, "pd.fight.glory"))
    expect(glory).to_be_attached()
    total = say(language, "pd.fight.total_unknown", total=0).split(":")[0]
    expect(page.get_by_text(re.compile("^" + re.escape(total)))).to_be_attached()
    name = f"paper-dungeons-fight-{width}-{language}-{'dark' if dark else 'light'}"
    screenshot(page, name)
    page.context.close()

"""Every game's phone screens read in Czech: no label of Flutter's own left in English, no
title cut at 390 px, and a screenshot of each game's table for a person to look at."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from storage import SeatInfo, open_store
from tests.e2e.conftest import Server, open_app, screenshot, wait_ready
from tests.text_fit import lines_needed
from ui.widgets.common import TITLE_LINE_HEIGHT, TITLE_SIZE

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
# Flutter's own labels as its English localisation writes them (tooltips, the text field's
# counter, dialogs and menus); a Czech screen shows Flutter's Czech ones instead.
FLUTTER_ENGLISH = re.compile(
    r"\b(Back|Show menu|Open navigation menu|Navigation menu|Popup menu|Close|Dismiss|"
    r"Dismiss menu|characters? remaining|Select all|Copy|Paste|Cut|Search|Clear|Delete|"
    r"More|Next page|Previous page|Expand|Collapse|Refresh|Alert|Dialog|Scrim|Bottom Sheet|"
    r"Cancel|Selected)\b"
)
# Moves played at random into each game, so that its history has something to say.
MOVES = 12


def _games(data_dir: Path) -> dict[str, str]:
    """A game of each kind, a few moves in, stored as another device left them: Eva asked
    to be spoken of in the feminine, Adam in the masculine, Alex in neutral wording."""
    from sheets.big_book_of_madness.setup import draw_setup
    from sheets.core.log import Game
    from sheets.fury_of_dracula.setup import randomise_setup
    from sheets.games import get_game
    from sheets.paper_dungeons.setup import quick_setup
    from sheets.sator.content import load_content
    from sheets.sator.randomiser import randomise
    from sheets.sator.setup import SeatSetup
    from tests.random_play import next_random_action

    names = ("Eva", "Adam", "Alex")
    addresses = ("feminine", "masculine", "neutral")
    colours = load_content().colours[: len(names)]
    sator_seats = [SeatSetup(name=n, colour=c) for n, c in zip(names, colours, strict=True)]
    kinds = {
        "paper_dungeons": quick_setup(names, 5),
        "sator": randomise(sator_seats, 5),
        "big_book_of_madness": draw_setup(names, 5),
        "fury_of_dracula": randomise_setup(names, 5, dracula_seat=0, advanced=True),
    }
    store = open_store(data_dir=data_dir)
    games = {}
    for kind, setup in kinds.items():
        game = Game(get_game(kind), setup)
        rng = random.Random(5)
        actions = []
        for _ in range(MOVES):
            action = next_random_action(game.rules, game.state, rng)
            if action is None:
                break
            game.act(action)
            actions.append(action)
        seats = [SeatInfo(n, address=a) for n, a in zip(names, addresses, strict=True)]
        game_id = store.create_game(kind=kind, setup=setup, seats=seats)
        for position, action in enumerate(actions):
            store.append_action(game_id=game_id, action=action, position=position)
        games[kind] = game_id
    store.close()
    return games


def _read(page: Any) -> tuple[list[str], list[dict[str, Any]]]:
    """Every label and text of the semantics tree, and the app bar titles with their boxes."""
    labels = page.evaluate(
        """() => [...document.querySelectorAll('flt-semantics, input, textarea')].flatMap(e => {
            const own = [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent);
            return [e.getAttribute('aria-label') || '', e.getAttribute('placeholder') || '',
                    e.getAttribute('title') || '', ...own];
        }).filter(text => text.trim())"""
    )
    titles = page.evaluate(
        """() => [...document.querySelectorAll('flt-semantics[role="heading"], h1, h2')]
            .map(e => { const box = e.getBoundingClientRect();
                        return {text: (e.getAttribute('aria-label') || e.textContent).trim(),
                                width: box.width, height: box.height}; })
            .filter(t => t.text)"""
    )
    return labels, titles


HOME_TITLES = ("Společník ke stolu", "Table companion")
# Flutter's back button as each language's localisation labels it.
BACK = {"cs-CZ": "Zpět", "en-GB": "Back"}


def _wait_for_screen(page: Any, *, home: bool, back: str) -> None:
    """Wait until the app shows the screen of the address it was opened on: a screen above
    home has Flutter's back button, and home's title has gone with the transition."""
    page.wait_for_function(
        """([home, homeTitles, backLabel]) => {
            const headings = [...document.querySelectorAll('flt-semantics[role="heading"], h1, h2')]
                .map(e => (e.getAttribute('aria-label') || e.textContent).trim());
            const onHome = headings.some(text => homeTitles.includes(text));
            if (home) return onHome;
            const back = [...document.querySelectorAll('flt-semantics')].some(e =>
                e.getAttribute('aria-label') === backLabel || e.textContent.trim() === backLabel);
            return back && headings.length > 0 && !onHome;
        }""",
        arg=[home, list(HOME_TITLES), back],
        polling=200,
    )


def _check(page: Any, where: str, *, czech: bool) -> list[str]:
    labels, titles = _read(page)
    problems = []
    if czech:
        english = [label for label in labels if FLUTTER_ENGLISH.search(label)]
        problems += [f"{where}: English {label!r}" for label in english]
    for title in titles:
        shown = max(1, round(title["height"] / (TITLE_SIZE * TITLE_LINE_HEIGHT)))
        if lines_needed(title["text"], title["width"], TITLE_SIZE) > shown:
            problems.append(f"{where}: title cut {title}")
    return problems


def _routes(games: dict[str, str], *, play: bool = True) -> list[str]:
    """Every screen of the app with each game's; ``play``: its play screen too."""
    routes = ["/", "/settings", "/profiles"]
    for kind, game_id in games.items():
        routes += [f"/new/{kind}", f"/house-rules/{kind}", f"/game/{game_id}/results"]
        if play:
            routes.append(f"/game/{game_id}")
    return routes


def _screens(browser: Any, server: Server, locale: str, routes: list[str]) -> Iterator[Any]:
    """Each screen in a tab of its own, on a phone whose browser speaks ``locale``: a
    reloaded tab could show the previous screen first."""
    page = open_app(browser, server.url, locale=locale, **PHONE)
    context = page.context
    page.close()
    for route in routes:
        page = context.new_page()
        page.goto(server.url + route.lstrip("/"))
        wait_ready(page)
        try:
            _wait_for_screen(page, home=route == "/", back=BACK[locale])
        except PlaywrightTimeout as error:
            raise AssertionError(f"{route} was not shown: {_read(page)[1]}") from error
        yield route, page
        page.close()
    context.close()


@pytest.fixture(scope="module")
def games(server: Server) -> dict[str, str]:
    return _games(server.data_dir)


def test_every_games_phone_screens_read_in_czech_with_nothing_cut(
    server: Server, browser: Any, games: dict[str, str]
) -> None:
    problems: list[str] = []
    for route, page in _screens(browser, server, "cs-CZ", _routes(games)):
        problems += _check(page, route, czech=True)
        if route == "/settings":
            # Flutter's own back button, in Flutter's Czech: its labels were read.
            assert "Zpět" in _read(page)[0]
        if route.startswith("/game/") and not route.endswith("/results"):
            kind = next(kind for kind, game_id in games.items() if route.endswith(game_id))
            screenshot(page, f"czech-phone-{kind}")
    assert not problems, "\n".join(problems)


def test_no_title_is_cut_on_a_phone_in_english_either(
    server: Server, browser: Any, games: dict[str, str]
) -> None:
    problems: list[str] = []
    # The play screens on an English phone are looked at in the sweep (tests.e2e.test_sweep).
    for route, page in _screens(browser, server, "en-GB", _routes(games, play=False)):
        problems += _check(page, route, czech=False)
    assert not problems, "\n".join(problems)

"""Small builders for rules tests: a table at a chosen moment, and a quick way to act."""

from __future__ import annotations

from typing import Any

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.actions import NextStep, StartGame
from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.setup import Setup, setup_from_json, setup_to_json
from sheets.big_book_of_madness.state import TableState
from sheets.core.actions import Action
from sheets.core.events import Event
from sheets.core.log import Game
from tests.big_book_of_madness.play import example_setup

MONSTER_ELEMENTS = ("water", "fire", "earth")


def catalogue(elements: tuple[str, str, str] = MONSTER_ELEMENTS) -> dict[str, Any]:
    """House rules naming every grimoire page with the same three monster elements."""
    content = load_content()
    pages = content.first_page_ids + content.inner_page_ids
    return {
        "grimoire_pages": {
            page: {"name": f"Monster {page}", "elements": list(elements)} for page in pages
        }
    }


def setup(players: int = 3, *, known_monsters: bool = True, **changes: Any) -> Setup:
    """Players Ann, Bob, Cid... with Ann first; magicians Rosana, Viktor, Harold, Sandra,
    Larry unless changed; every monster's elements known unless ``known_monsters`` is off."""
    overrides = dict(changes.pop("house_rules", {}))
    if known_monsters:
        overrides = {**catalogue(), **overrides}
    magicians = changes.pop(
        "magicians", ["rosana", "viktor", "harold", "sandra", "larry"][:players]
    )
    base = example_setup(players, 11, magicians=magicians, first_player=0, overrides=overrides)
    return setup_from_json({**setup_to_json(base), **changes})


class Table:
    """A game with shortcuts: ``act`` returns event codes, ``advance`` presses next step."""

    def __init__(self, game_setup: Setup | None = None, *, started: bool = True) -> None:
        self.game = Game(RULES, game_setup or setup())
        self.events: tuple[Event, ...] = ()
        if started:
            self.act(StartGame(seat=0))

    @property
    def state(self) -> TableState:
        return self.game.state

    def act(self, action: Action) -> list[str]:
        self.events = self.game.act(action)
        return [event.code for event in self.events]

    def advance(self, steps: int = 1) -> list[str]:
        """Press next step ``steps`` times; the codes of every event on the way."""
        codes: list[str] = []
        for _ in range(steps):
            codes += self.act(NextStep(seat=0))
        return codes

    def to(self, turn: int, phase: str) -> None:
        """Press next step until turn ``turn`` is in ``phase``."""
        while (self.state.turn, self.state.phase) != (turn, phase):
            assert self.state.turn <= turn, f"passed turn {turn} {phase}"
            self.advance()

    def event(self, code: str) -> Event:
        return next(event for event in self.events if event.code == code)

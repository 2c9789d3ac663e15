"""A Big Book of Madness game being set up on the new-game screen, until it becomes a
:class:`~sheets.big_book_of_madness.setup.Setup` (drawn and validated by the rules).

What the players leave to chance (a magician, the first player, the grimoire pages and
the library spells) is drawn with the draft's seed, so the preview and the game agree; a
table that shuffled its own cards types the names printed on the cards that came out
instead. The cards are not numbered: a name the table's catalogue (house rules) knows is
that card, any other name is kept for this game on a card the seed drew in that place.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from sheets.big_book_of_madness.content import ELEMENTS, Element, MagicianId, load_content
from sheets.big_book_of_madness.house_rules import LEVELS, Difficulty, HouseRules, house_rules
from sheets.big_book_of_madness.setup import (
    Mode,
    Setup,
    draw_setup,
    setup_from_json,
    setup_to_json,
)
from sheets.core.errors import InvalidSetup

INNER_PAGES = load_content().grimoire.inner_pages_drawn
MIN_PLAYERS = load_content().players["min"]
MAX_PLAYERS = load_content().players["max"]
MODES: dict[Mode, tuple[bool, bool]] = {
    "classic": (False, False),
    "horror": (True, False),
    "nightmare": (False, True),
    "horror_nightmare": (True, True),
}


@dataclass
class PlayerDraft:
    name: str
    magician: MagicianId | None = None


@dataclass
class TableDraws:
    """The names printed on the cards the table drew ("" when not typed): the first page's
    monster, the monsters of the inner pages in order, per element the library spells of
    levels 1, 2 and 3."""

    first_page: str = ""
    inner_pages: list[str] = field(default_factory=lambda: [""] * INNER_PAGES)
    library: dict[Element, list[str]] = field(
        default_factory=lambda: {element: [""] * len(LEVELS) for element in ELEMENTS}
    )

    def repeated(self) -> bool:
        """Whether one name is typed for two grimoire pages, or for two spells."""
        pages = [self.first_page, *self.inner_pages]
        spells = [name for names in self.library.values() for name in names]
        return any(_repeats(names) for names in (pages, spells))


def _repeats(names: list[str]) -> bool:
    typed = [name.strip().casefold() for name in names if name.strip()]
    return len(set(typed)) != len(typed)


def _assign(
    names: list[str], drawn: list[str], pool: tuple[str, ...], known: dict[str, str]
) -> list[str]:
    """The cards of ``names`` (typed for the places the seed drew ``drawn``): a name the
    catalogue ``known`` (card: name) has is that card; the other places take the seed's
    cards, or others of ``pool``, that no name claimed."""
    by_name = {name.casefold(): card for card, name in known.items() if card in pool}
    chosen = [by_name.get(name.strip().casefold()) if name.strip() else None for name in names]
    claimed = {card for card in chosen if card}
    free = iter(dict.fromkeys(card for card in [*drawn, *pool] if card not in claimed))
    return [card or next(free) for card in chosen]


@dataclass
class MadnessDraft:
    """Everything the new-game screen has chosen so far. A ``None`` magician or first
    player is drawn; ``table_draws`` replaces the drawn grimoire and library."""

    players: list[PlayerDraft]
    seed: int = field(default_factory=lambda: secrets.randbelow(2**31))
    first_player: int | None = None
    difficulty: Difficulty = "I"
    mode: Mode = "classic"
    five_player_variant: bool = False
    table_draws: TableDraws | None = None
    house_rules: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def fresh(cls, names: list[str], overrides: dict[str, Any] | None = None) -> MadnessDraft:
        return cls(players=[PlayerDraft(name) for name in names], house_rules=dict(overrides or {}))

    @property
    def rules(self) -> HouseRules:
        return house_rules(self.house_rules)

    def modes(self) -> tuple[Mode, ...]:
        """The modes on offer: both at once only as a house rule."""
        combined: tuple[Mode, ...] = ("horror_nightmare",) if self.rules.combine_modes else ()
        return ("classic", "horror", "nightmare", *combined)

    def set_player_count(self, count: int, default_name: str) -> None:
        """``default_name`` may hold ``{number}``, the new player's place at the table."""
        count = max(MIN_PLAYERS, min(MAX_PLAYERS, count))
        while len(self.players) < count:
            self.players.append(PlayerDraft(default_name.format(number=len(self.players) + 1)))
        del self.players[count:]
        if self.first_player is not None and self.first_player >= count:
            self.first_player = None
        if count != MAX_PLAYERS:
            self.five_player_variant = False

    def reshuffle(self) -> None:
        self.seed = secrets.randbelow(2**31)

    def drawn(self) -> Setup:
        """The setup with everything left to chance drawn from the seed.

        :raises InvalidSetup: saying what does not fit.
        """
        horror, nightmare = MODES[self.mode]
        return draw_setup(
            [player.name for player in self.players],
            self.seed,
            magicians=[player.magician for player in self.players],
            first_player=self.first_player,
            difficulty=self.difficulty,
            horror=horror,
            nightmare=nightmare,
            five_player_variant=self.five_player_variant,
            overrides=self.house_rules,
        )

    def enter_table_draws(self) -> None:
        """Start entering the names of the cards the table drew."""
        self.table_draws = TableDraws()

    def to_setup(self) -> Setup:
        """The setup of the game: with the table's own draws, the cards they name and the
        names new to the catalogue kept in this game's house rules.

        :raises InvalidSetup: saying what does not fit.
        """
        setup = self.drawn()
        draws = self.table_draws
        if draws is None:
            return setup
        if draws.repeated():
            raise InvalidSetup("one name is typed for two cards")
        rules = self.rules
        content = load_content()
        pages = {page: entry.name for page, entry in rules.grimoire_pages.items() if entry.name}
        first = _assign(
            [draws.first_page], [setup.grimoire.first_page], content.first_page_ids, pages
        )
        inner = _assign(
            draws.inner_pages, list(setup.grimoire.inner_pages), content.inner_page_ids, pages
        )
        library = {
            element: [
                _assign(
                    [draws.library[element][level - 1]],
                    [setup.library[element][level - 1]],
                    rules.library_ids(element, level),
                    rules.spell_names,
                )[0]
                for level in LEVELS
            ]
            for element in ELEMENTS
        }
        typed_pages = zip([*first, *inner], [draws.first_page, *draws.inner_pages], strict=True)
        typed_spells = (
            (card, draws.library[element][index])
            for element in ELEMENTS
            for index, card in enumerate(library[element])
        )
        overrides = dict(setup.house_rules)
        grimoire = {page: entry.model_dump() for page, entry in rules.grimoire_pages.items()}
        for page, name in typed_pages:
            if name.strip() and pages.get(page) != name.strip():
                grimoire[page] = {**grimoire.get(page, {}), "name": name.strip()}
        names = dict(rules.spell_names)
        for spell, name in typed_spells:
            if name.strip():
                names[spell] = name.strip()
        if grimoire != {p: e.model_dump() for p, e in rules.grimoire_pages.items()}:
            overrides["grimoire_pages"] = grimoire
        if names != rules.spell_names:
            overrides["spell_names"] = names
        return setup_from_json(
            {
                **setup_to_json(setup),
                "grimoire": {"first_page": first[0], "inner_pages": inner},
                "library": library,
                "house_rules": overrides,
            }
        )

"""What a game of The Big Book of Madness starts from, and the seeded setup randomiser.

A setup records what is on the table: players and magicians, difficulty, mode, the
grimoire pages and library spells in play, the first player. :func:`draw_setup` draws
what the table leaves to chance with the game's seed; a table that shuffled the real
cards enters what came out instead, in the same fields.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

from sheets.big_book_of_madness.content import (
    CONTENT_VERSION,
    ELEMENTS,
    Element,
    MagicianId,
    load_content,
)
from sheets.big_book_of_madness.house_rules import LEVELS, Difficulty, HouseRules, house_rules
from sheets.core.dice import SeededDraws
from sheets.core.errors import InvalidSetup
from sheets.core.validation import PlayerName, read_setup, write_setup

Mode = Literal["classic", "horror", "nightmare", "horror_nightmare"]
MAGICIANS: tuple[MagicianId, ...] = get_args(MagicianId)


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class PlayerSetup(_Frozen):
    name: PlayerName
    magician: MagicianId


class GrimoireDraw(_Frozen):
    """The first page (monster 1) and the inner pages in the order their monsters come."""

    first_page: str
    inner_pages: tuple[str, ...]

    @model_validator(mode="after")
    def _known_distinct_pages(self) -> GrimoireDraw:
        content = load_content()
        if self.first_page not in content.first_page_ids:
            raise ValueError(f"the first page is one of {', '.join(content.first_page_ids)}")
        drawn = content.grimoire.inner_pages_drawn
        if len(self.inner_pages) != drawn:
            raise ValueError(f"the grimoire holds {drawn} inner pages")
        unknown = [page for page in self.inner_pages if page not in content.inner_page_ids]
        if unknown:
            raise ValueError(f"unknown inner pages {unknown} (I1-I{content.grimoire.inner_pages})")
        if len(set(self.inner_pages)) != len(self.inner_pages):
            raise ValueError("an inner page is in the grimoire twice")
        return self

    def page_of_monster(self, number: int) -> str:
        """The card whose back shows monster ``number`` (1-6)."""
        return self.first_page if number == 1 else self.inner_pages[number - 2]


class TableSetup(_Frozen):
    """What every device at the table may know of a game's setup: all of it but the seed,
    which drew it (the table knows it only as the number of the draw)."""

    players: tuple[PlayerSetup, ...]
    first_player: int = Field(ge=0)
    difficulty: Difficulty = "I"
    horror: bool = False
    nightmare: bool = False
    five_player_variant: bool = False
    grimoire: GrimoireDraw
    library: dict[Element, tuple[str, str, str]]
    house_rules: dict[str, Any] = Field(default_factory=dict)
    content_version: str = CONTENT_VERSION

    @property
    def mode(self) -> Mode:
        if self.horror and self.nightmare:
            return "horror_nightmare"
        return "horror" if self.horror else "nightmare" if self.nightmare else "classic"

    def rules(self) -> HouseRules:
        return house_rules(self.house_rules)

    @model_validator(mode="after")
    def _consistent(self) -> TableSetup:
        players = load_content().players
        if not players["min"] <= len(self.players) <= players["max"]:
            raise ValueError(
                f"the game is for {players['min']} to {players['max']} players, "
                f"not {len(self.players)}"
            )
        names = [player.name.casefold() for player in self.players]
        if len(set(names)) != len(names):
            raise ValueError("every player needs a different name")
        magicians = [player.magician for player in self.players]
        if len(set(magicians)) != len(magicians):
            raise ValueError("every player needs a different magician")
        if self.first_player >= len(self.players):
            raise ValueError(f"the first player must be one of the {len(self.players)} players")
        if self.five_player_variant and len(self.players) != players["max"]:
            raise ValueError(f"the five-player variant needs {players['max']} players")
        if self.content_version != CONTENT_VERSION:
            raise ValueError(
                f"this game was made for content {self.content_version!r}; "
                f"this app has {CONTENT_VERSION!r}"
            )
        rules = self.rules()
        if self.horror and self.nightmare and not rules.combine_modes:
            raise ValueError("Horror and Nightmare are played together only as a house rule")
        if set(self.library) != set(ELEMENTS):
            raise ValueError("the library has a stack of each element")
        for element, stack in self.library.items():
            for level, spell in zip(LEVELS, stack, strict=True):
                if spell not in rules.library_ids(element, level):
                    raise ValueError(
                        f"the {element} stack needs a level-{level} {element} spell "
                        f"at position {level}, not {spell!r}"
                    )
        return self


class Setup(TableSetup):
    """Everything a game starts from. JSON-serialisable."""

    seed: int = Field(ge=0)

    def for_the_table(self) -> TableSetup:
        """This setup without its seed, as every device may have it."""
        fields = {name: getattr(self, name) for name in TableSetup.model_fields}
        return TableSetup.model_construct(**fields)


def setup_from_json(data: Mapping[str, Any]) -> Setup:
    """:raises InvalidSetup: naming every field that does not fit."""
    return read_setup(Setup, data, game="Big Book of Madness")


def setup_to_json(setup: Setup) -> dict[str, Any]:
    return write_setup(setup)


def deal_magicians(seed: int, chosen: Sequence[MagicianId | None]) -> tuple[MagicianId, ...]:
    """Each player's magician: the chosen one, or one dealt at random from those left.

    :raises InvalidSetup: if two players chose the same magician.
    """
    taken = [magician for magician in chosen if magician is not None]
    if len(set(taken)) != len(taken):
        raise InvalidSetup("two players chose the same magician")
    left = SeededDraws(seed, "magicians").shuffled([m for m in MAGICIANS if m not in taken])
    dealt = iter(left)
    return tuple(magician if magician is not None else next(dealt) for magician in chosen)


def draw_grimoire(seed: int) -> GrimoireDraw:
    """One of the first pages on top, and inner pages drawn in the order they will open."""
    content = load_content()
    return GrimoireDraw(
        first_page=SeededDraws(seed, "grimoire", "first").choice(content.first_page_ids),
        inner_pages=tuple(
            SeededDraws(seed, "grimoire", "inner").sample(
                content.inner_page_ids, content.grimoire.inner_pages_drawn
            )
        ),
    )


def draw_library(seed: int, rules: HouseRules) -> dict[Element, tuple[str, str, str]]:
    """Per element one spell of level 1, 2 and 3 (level 1 on top of the stack)."""
    return {
        element: (
            SeededDraws(seed, "library", element, 1).choice(rules.library_ids(element, 1)),
            SeededDraws(seed, "library", element, 2).choice(rules.library_ids(element, 2)),
            SeededDraws(seed, "library", element, 3).choice(rules.library_ids(element, 3)),
        )
        for element in ELEMENTS
    }


def draw_setup(
    names: Sequence[str],
    seed: int,
    *,
    magicians: Sequence[MagicianId | None] | None = None,
    first_player: int | None = None,
    difficulty: Difficulty = "I",
    horror: bool = False,
    nightmare: bool = False,
    five_player_variant: bool = False,
    overrides: Mapping[str, Any] | None = None,
) -> Setup:
    """A whole setup drawn with ``seed``: magicians not chosen, the first player when not
    given, the grimoire and the library. The same arguments always give the same setup.

    :raises InvalidSetup: naming what does not fit.
    """
    chosen = list(magicians) if magicians is not None else [None] * len(names)
    if len(chosen) != len(names):
        raise InvalidSetup("give a magician (or None to deal one) for every player")
    if not 0 < len(names) <= len(MAGICIANS):
        raise InvalidSetup(f"there are magicians for 1 to {len(MAGICIANS)} players")
    rules = house_rules(overrides or {})
    if first_player is None:
        first_player = SeededDraws(seed, "first_player").below(len(names))
    data = {
        "players": [
            {"name": name, "magician": magician}
            for name, magician in zip(names, deal_magicians(seed, chosen), strict=True)
        ],
        "first_player": first_player,
        "difficulty": difficulty,
        "horror": horror,
        "nightmare": nightmare,
        "five_player_variant": five_player_variant,
        "grimoire": draw_grimoire(seed).model_dump(),
        "library": draw_library(seed, rules),
        "seed": seed,
        "house_rules": dict(overrides or {}),
    }
    return setup_from_json(data)


__all__ = [
    "MAGICIANS",
    "GrimoireDraw",
    "Mode",
    "PlayerSetup",
    "Setup",
    "TableSetup",
    "deal_magicians",
    "draw_grimoire",
    "draw_library",
    "draw_setup",
    "setup_from_json",
    "setup_to_json",
]

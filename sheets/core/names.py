"""The one rule for a person's name, wherever it comes from: a player profile, the names
typed for a new game of any kind, a game file imported.

A name is shown on every device at the table, in messages and on paper, so it is a short
line of text and nothing else: no control characters (a NUL, a terminal's escape, a line
break), and none of the characters that turn the direction of the text after them (a
right-to-left override makes the rest of a message read backwards on every screen).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import cache, lru_cache
from typing import Any, Protocol, Self, TypeVar

from sheets.i18n import LANGUAGES, Language, translate

NAME_MAX = 40

# Controls (NUL, ESC, tab, line breaks), lone surrogates (no text at all, and PostgreSQL
# cannot store them) and the line and paragraph separators, which break a line as well.
_NOT_TEXT = frozenset({"Cc", "Cs", "Zl", "Zp"})
# The embeddings and overrides (U+202A to U+202E) and the isolates (U+2066 to U+2069): they
# set the direction of whatever follows them, not of the name alone.
_DIRECTION = frozenset(map(chr, (*range(0x202A, 0x202F), *range(0x2066, 0x206A))))

BLANK = "blank"
TOO_LONG = "too_long"
CONTROL = "control"
DIRECTION = "direction"


class NameRefused(ValueError):
    """A name the rule does not allow. ``reason`` is :data:`BLANK`, :data:`TOO_LONG`,
    :data:`CONTROL` or :data:`DIRECTION`; the UI translates ``name.<reason>`` with
    ``params``, and ``str()`` is the English text (for logs and the command line)."""

    def __init__(self, reason: str, /, **params: Any) -> None:
        self.reason = reason
        self.params: dict[str, Any] = params
        super().__init__(translate(f"name.{reason}", "en", **params))


def checked_name(text: str) -> str:
    """``text`` as a name, without the spaces around it.

    :raises NameRefused: when it is blank, longer than :data:`NAME_MAX` characters, or
        holds a control character or a character that sets the direction of the text.
    """
    name = text.strip()
    if not name:
        raise NameRefused(BLANK)
    if len(name) > NAME_MAX:
        raise NameRefused(TOO_LONG, most=NAME_MAX)
    if any(_not_text(character) for character in name):
        raise NameRefused(CONTROL)
    if not _DIRECTION.isdisjoint(name):
        raise NameRefused(DIRECTION)
    return name


def cleaned_name(text: str) -> str:
    """``text`` made to obey :func:`checked_name`: without the characters it refuses and
    cut to :data:`NAME_MAX`; ``""`` when nothing of it is left. For names stored before
    the rule, which nobody is there to retype."""
    kept = "".join(
        character for character in text if not _not_text(character) and character not in _DIRECTION
    )
    return kept.strip()[:NAME_MAX].strip()


def _not_text(character: str) -> bool:
    return unicodedata.category(character) in _NOT_TEXT


def name_refusal(text: str) -> NameRefused | None:
    """Why ``text`` is not a name, or ``None`` when it is one (for forms that mark every
    field at once rather than stop at the first)."""
    try:
        checked_name(text)
    except NameRefused as refused:
        return refused
    return None


# The name a seat has until somebody types one ("Player 2").
PLACEHOLDER_KEY = "new.player_name"
_NUMBER_MARK = "\x00"


def placeholder(number: int, language: Language) -> str:
    """The name seat ``number`` (from 1) has until somebody types one."""
    return translate(PLACEHOLDER_KEY, language, number=number)


def is_placeholder(name: str) -> bool:
    """Whether ``name`` is the name a seat has until somebody types one ("Player 2",
    "Hráč 2" in any language of the app): a seat of nobody in particular, whom no
    statistics follow and no result names."""
    return any(_placeholder(language).fullmatch(name.strip()) for language in LANGUAGES)


@lru_cache(maxsize=4096)
def said_in(name: str, language: Language, app_names: tuple[str, ...] = ()) -> str:
    """``name`` as a device in ``language`` says it. A name the app gave rather than a
    person typed is stored in the language of the device that made the game: a
    placeholder ("Player 2", "Hráč 2") or one of ``app_names`` (the keys of the messages
    that name a seat the app plays) in any language is said in ``language``; a typed name
    as it is. Somebody who typed "Player 2" is said as a placeholder too: nothing tells
    the two apart, and either way the seat is the second player's. Remembered: every
    device's screen asks again at every change of its table."""
    stripped = name.strip()
    for spoken in LANGUAGES:
        found = _placeholder(spoken).fullmatch(stripped)
        if found is not None:
            return placeholder(int(found.group("number")), language)
        for key in app_names:
            if stripped == translate(key, spoken):
                return translate(key, language)
    return name


class _Said(Protocol):
    """A game's setup (a pydantic model), or a state holding one."""

    def model_copy(self, *, update: Mapping[str, Any] | None = None) -> Self: ...


class _GameState(Protocol):
    @property
    def setup(self) -> Any: ...

    def but(self, **changes: Any) -> Self: ...


SetupT = TypeVar("SetupT", bound=_Said)
StateT = TypeVar("StateT", bound=_GameState)

# The field of a game's setup that lists its people, whatever the game calls them.
_PEOPLE_FIELDS = ("players", "seats")


def setup_said_in(setup: SetupT, language: Language, app_names: tuple[str, ...] = ()) -> SetupT:
    """``setup`` with its people's names as a device in ``language`` says them
    (:func:`said_in`), for showing and printing; the same setup when no name changes."""
    [field] = [name for name in _PEOPLE_FIELDS if name in type(setup).model_fields]  # type: ignore[attr-defined]
    people = getattr(setup, field)
    said = [said_in(person.name, language, app_names) for person in people]
    if all(name == person.name for name, person in zip(said, people, strict=True)):
        return setup
    renamed = tuple(
        person.model_copy(update={"name": name}) for name, person in zip(said, people, strict=True)
    )
    return setup.model_copy(update={field: renamed})


def state_said_in(state: StateT, language: Language, app_names: tuple[str, ...] = ()) -> StateT:
    """A game's ``state`` with its players' names as a device in ``language`` says them,
    for what is shown or printed (its views, its results, its sheets); the same state
    when no name changes. Only for showing: the game itself keeps the names it was made
    with."""
    setup = setup_said_in(state.setup, language, app_names)
    return state if setup is state.setup else state.but(setup=setup)


@cache
def _placeholder(language: Language) -> re.Pattern[str]:
    before, after = translate(PLACEHOLDER_KEY, language, number=_NUMBER_MARK).split(_NUMBER_MARK)
    return re.compile(
        rf"{re.escape(before.strip())}\s*(?P<number>\d+)\s*{re.escape(after.strip())}"
    )

"""The one rule for a person's name: a short line of text, and nothing that is no text or
that turns the direction of what follows it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from sheets.core.names import (
    BLANK,
    CONTROL,
    DIRECTION,
    NAME_MAX,
    TOO_LONG,
    NameRefused,
    checked_name,
    cleaned_name,
    is_placeholder,
    name_refusal,
    said_in,
    state_said_in,
)
from sheets.games import get_game
from sheets.i18n import Language, translate
from tests.big_book_of_madness.play import example_setup as madness_setup
from tests.fury_of_dracula.play import example_setup as dracula_setup
from tests.paper_dungeons.play import example_setup as dungeon_setup
from tests.sator.helpers import setup as sator_setup
from tests.untyped_names import names_of, people_field, untyped


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Eva", "Eva"),
        ("  Řehoř Čapek  ", "Řehoř Čapek"),
        ("x" * NAME_MAX, "x" * NAME_MAX),
        (" " * 100 + "Eva", "Eva"),
        ("Ana-María O'Neil", "Ana-María O'Neil"),
        ("نور", "نور"),
        ("Eva 👩‍👩‍👧", "Eva 👩‍👩‍👧"),
    ],
)
def test_a_name_is_kept_without_the_spaces_around_it(text: str, name: str) -> None:
    assert checked_name(text) == name
    assert name_refusal(text) is None


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", BLANK),
        (" \t ", BLANK),
        ("x" * (NAME_MAX + 1), TOO_LONG),
        ("x" * 200_000, TOO_LONG),
        ("Eva\x00", CONTROL),
        ("\x1b[31mEva", CONTROL),
        ("Eva\nBob", CONTROL),
        ("Eva\x7f", CONTROL),
        ("Eva\x9b31m", CONTROL),
        ("Eva\u2028Bob", CONTROL),
        ("Eva\ud800", CONTROL),
        ("Eva\u202eavE", DIRECTION),
        ("\u202dEva", DIRECTION),
        ("Eva\u2066x\u2069", DIRECTION),
    ],
)
def test_a_name_that_is_not_a_line_of_text_is_refused_with_its_reason(
    text: str, reason: str
) -> None:
    with pytest.raises(NameRefused) as refused:
        checked_name(text)
    assert refused.value.reason == reason
    found = name_refusal(text)
    assert found is not None and found.reason == reason


def test_a_refusal_says_why_in_both_languages() -> None:
    refused = name_refusal("x" * 50)
    assert refused is not None
    assert str(refused) == f"A name can have at most {NAME_MAX} characters."
    assert translate(f"name.{refused.reason}", "cs", **refused.params) == (
        f"Jméno může mít nejvýše {NAME_MAX} znaků."
    )
    for reason in (BLANK, CONTROL, DIRECTION):
        assert translate(f"name.{reason}", "cs") != translate(f"name.{reason}", "en")


@pytest.mark.parametrize("name", ["Player 1", "Hráč 1", "Player 12", " Hráč 3 "])
def test_the_untyped_names_of_both_languages_are_placeholders(name: str) -> None:
    assert is_placeholder(name)


@pytest.mark.parametrize("name", ["Anna", "Player", "Hráč", "Player 1b", "Big Player 1"])
def test_typed_names_are_not(name: str) -> None:
    assert not is_placeholder(name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Eva", "Eva"),
        ("  Eva  ", "Eva"),
        ("E\x00va", "Eva"),
        ("\x1b[31mEva", "[31mEva"),
        ("\u202eEva\u2069", "Eva"),
        ("Eva\n\u2028Nová", "EvaNová"),
        ("x" * 200_000, "x" * NAME_MAX),
        ("\x1b" + " " * NAME_MAX + "Eva", "Eva"),
        ("x" * (NAME_MAX - 1) + " y", "x" * (NAME_MAX - 1)),
        (" \x00\u202e ", ""),
    ],
)
def test_a_stored_name_is_cleaned_into_one_the_rule_allows(text: str, name: str) -> None:
    assert cleaned_name(text) == name
    if name:
        assert checked_name(name) == name


@pytest.mark.parametrize(
    ("stored", "language", "said"),
    [
        ("Dracula (the app)", "cs", "Drákula (aplikace)"),
        ("Drákula (aplikace)", "en", "Dracula (the app)"),
        ("Dracula (the app)", "en", "Dracula (the app)"),
        ("Player 2", "cs", "Hráč 2"),
        ("Hráč 12", "en", "Player 12"),
        ("Player 2", "en", "Player 2"),
        # A typed name is the player's own, in whatever language it was typed.
        ("Anna", "cs", "Anna"),
        ("Player 1b", "cs", "Player 1b"),
    ],
)
def test_a_name_the_app_gave_is_said_in_each_devices_language(
    stored: str, language: Language, said: str
) -> None:
    assert said_in(stored, language, ("fod.new.app_seat_name",)) == said


SETUPS: dict[str, Callable[[], Any]] = {
    "big_book_of_madness": lambda: madness_setup(3, 1),
    "fury_of_dracula": lambda: dracula_setup(1),
    "paper_dungeons": lambda: dungeon_setup(3, 1),
    "sator": lambda: sator_setup(3, seed=1),
}


@pytest.mark.parametrize("kind", SETUPS)
def test_a_games_state_names_its_untyped_players_in_the_language_asked(kind: str) -> None:
    made = untyped(SETUPS[kind](), "en")
    field = people_field(made)
    typed = (getattr(made, field)[0].model_copy(update={"name": "Anna"}),)
    made = made.model_copy(update={field: typed + getattr(made, field)[1:]})
    state = get_game(kind).initial(made)

    said = state_said_in(state, "cs")

    assert names_of(said.setup) == ["Anna", "Hráč 2", "Hráč 3"][: len(names_of(made))]
    assert said.setup.seed == made.seed
    # The game keeps the names it was made with; a device of its language sees them so.
    assert names_of(state.setup) == names_of(made)
    assert state_said_in(state, "en") is state

"""Paper Dungeons' history and prompts as a player would say them: how an artifact's half
was drawn, and each villain by the name the table gave it, or by its number alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheets.i18n import Language
from sheets.paper_dungeons.setup import VillainCard, manual_villains
from tests.golden.playthrough import GOLDEN
from tests.i18n.test_golden_histories import history
from ui.i18n import Texts
from ui.paper_dungeons.names import describe_values

# Villain 2 of this game is typed at the table under its name, Hydra.
THREE_PLAYERS = GOLDEN / "three_players.txt"


def lines(path: Path, language: Language) -> list[str]:
    return list(history(path, language))


@pytest.mark.parametrize(
    ("language", "drawn", "artifact"),
    [
        ("en", "Player 1: Artifact 7: half 1 of 2 drawn for a treasure.", "Artifact "),
        ("cs", "Player 1: Předmět 7: 1. polovina ze 2 zakreslena za poklad.", "Předmět "),
    ],
)
def test_the_history_says_how_an_artifacts_half_was_drawn(
    language: Language, drawn: str, artifact: str
) -> None:
    said = lines(THREE_PLAYERS, language)
    assert drawn in said
    assert not [line for line in said if artifact in line and "(" in line]


@pytest.mark.parametrize(
    ("language", "named", "numbered"),
    [
        ("en", "Villain Hydra: enter each party's fight.", "Villain 2"),
        ("cs", "Netvor Hydra: zapište boj každé družiny.", "Netvor 2"),
    ],
)
def test_the_history_calls_a_villain_typed_at_the_table_by_its_name(
    language: Language, named: str, numbered: str
) -> None:
    said = lines(THREE_PLAYERS, language)
    assert named in said
    assert not [line for line in said if numbered in line]


@pytest.mark.parametrize(
    ("language", "placeholder", "prompt"),
    [
        ("en", "Villain 1", "Fight against villain 1: enter its result."),
        ("cs", "Netvor 1", "Souboj s netvorem 1: zadejte jeho výsledek."),
        ("cs", "Villain 1", "Souboj s netvorem 1: zadejte jeho výsledek."),
    ],
)
def test_a_villain_without_a_name_is_named_once_in_the_fight_prompt(
    language: Language, placeholder: str, prompt: str
) -> None:
    """A villain whose card the table keeps is known by its number, whatever language
    set the game up ("Netvor 1" from a Czech device), never "netvorem Netvor 1"."""
    villains = (VillainCard(name=placeholder), *manual_villains()[1:])
    t = Texts(language)
    t.extra.append(describe_values(language, lambda: villains))
    assert t("pd.fight.prompt", villain=t.value("villain", 1)) == prompt

"""Paper Dungeons' history as a player would say it: how an artifact's half was drawn."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheets.i18n import Language
from tests.golden.playthrough import GOLDEN
from tests.i18n.test_golden_histories import history

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

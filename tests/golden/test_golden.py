"""Replay the golden playthroughs and compare every line of what the rules make of them."""

import difflib
from pathlib import Path

import pytest

from tests.golden.playthrough import GOLDEN, read_input, render

FILES = sorted(GOLDEN.glob("*.txt"))

# What shows that a transcript plays a whole game to its end, per game kind.
COMPLETE = {
    "paper_dungeons": ("= after round 8", "game_over"),
    "fury_of_dracula": ("= after round 2", "fod_game_won"),
    "sator": ("sat_stage_started stage=play", "sat_game_won"),
    "big_book_of_madness": ("= after round 2",),
}


def test_there_are_golden_games_for_every_game_with_rules() -> None:
    assert {path.name for path in FILES} >= {
        "solo.txt",
        "three_players.txt",
        "fury_of_dracula.txt",
        "sator_three_players.txt",
        "madness_two_rounds.txt",
    }


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_golden_playthrough(path: Path) -> None:
    expected = path.read_text("utf-8")
    title = expected.splitlines()[0].removeprefix("# ")
    actual = render(title, read_input(expected))
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), actual.splitlines(True), "golden", "now", n=2
            )
        )
        pytest.fail(
            f"{path.name} plays differently now. If the change is intended, rewrite it with\n"
            f"    python -m tests.golden.playthrough {path}\nand review the diff:\n{diff}"
        )


def test_the_golden_games_are_complete() -> None:
    for path in FILES:
        text = path.read_text("utf-8")
        markers = COMPLETE[read_input(text).kind]
        assert all(marker in text for marker in markers), path.name

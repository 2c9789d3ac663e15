"""Replay the golden playthroughs and compare every line of what the rules make of them."""

import difflib
from pathlib import Path

import pytest

from tests.golden.playthrough import GOLDEN, TRANSCRIPTS, read_input, render

FILES = sorted(GOLDEN.glob("*.txt"))


def test_there_are_golden_games_of_every_kind_with_a_transcript() -> None:
    names = {path.name for path in FILES}
    assert names >= {"solo.txt", "three_players.txt", "madness_two_rounds.txt"}
    assert {read_input(path.read_text("utf-8")).kind for path in FILES} == set(TRANSCRIPTS)


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_golden_playthrough(path: Path) -> None:
    expected = path.read_text("utf-8")
    actual = render(read_input(expected))
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


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_the_golden_games_are_complete(path: Path) -> None:
    text = path.read_text("utf-8")
    assert TRANSCRIPTS[read_input(text).kind].complete(text), path.name

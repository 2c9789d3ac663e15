"""``python main.py print big-book-of-madness``: the blank aid written whole, in either
language and paper, and too many pages refused."""

from __future__ import annotations

from pathlib import Path

import pytest

import main
from tests.pdf.pdf_tools import page_texts


def run(*arguments: str) -> int:
    return main.main(["print", "big-book-of-madness", *arguments])


def test_help_names_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main.main(["print", "--help"])
    assert "big-book-of-madness" in capsys.readouterr().out


def test_the_blank_aid_is_written(tmp_path: Path) -> None:
    out = tmp_path / "aid.pdf"
    assert run("--out", str(out), "--lang", "en", "--paper", "letter") == 0
    checklist, tracker = page_texts(out.read_bytes())
    assert "setup checklist" in checklist and "round tracker" in tracker
    assert run("--out", str(out), "--count", "2") == 0
    texts = page_texts(out.read_bytes())
    assert len(texts) == 4 and "příprava hry" in texts[1]
    assert [path.name for path in tmp_path.iterdir()] == ["aid.pdf"]


def test_too_many_pages_are_explained_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "aid.pdf"
    assert run("--out", str(out), "--count", "150") == 2
    assert "at most 200 pages, not 150 copies of 2 pages" in capsys.readouterr().err
    assert not out.exists()


def test_a_stored_game_prints_its_checklist_and_tracker(tmp_path: Path) -> None:
    from storage import SeatInfo, open_store
    from tests.big_book_of_madness.helpers import setup as madness_setup

    game_setup = madness_setup(3)
    store = open_store(data_dir=tmp_path)
    game_id = store.create_game(
        kind="big_book_of_madness",
        setup=game_setup,
        seats=[SeatInfo(name=seat.name) for seat in game_setup.players],
    )
    store.close()
    out = tmp_path / "aid.pdf"
    stored = ["--data-dir", str(tmp_path), "print", "big-book-of-madness", "--lang", "en"]
    assert main.main([*stored, "--out", str(out), "--game", game_id]) == 0
    checklist = page_texts(out.read_bytes())[0]
    assert all(player.name in checklist for player in game_setup.players)
    assert main.main([*stored, "--out", str(out), "--game", "nope"]) == 2

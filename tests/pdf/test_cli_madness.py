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
    assert run("--out", str(out), "--count", "150") == 1
    assert "at most 200 pages, not 150 copies of 2 pages" in capsys.readouterr().err
    assert not out.exists()

"""``python main.py print``: help, exit codes, clear messages, and files written whole."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import main
from tests.pdf.pdf_tools import page_texts

ROOT = Path(main.__file__).parent


def run(*arguments: str) -> int:
    return main.main(["print", *arguments])


def test_help_explains_the_command() -> None:
    result = subprocess.run(
        [sys.executable, "main.py", "print", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0
    for option in ("paper-dungeons", "--out", "--lang", "--paper", "--count", "--game", "--seat"):
        assert option in result.stdout


def test_blank_sheets_are_written(tmp_path: Path) -> None:
    out = tmp_path / "pad.pdf"
    assert (
        run(
            "paper-dungeons", "--out", str(out), "--lang", "en", "--paper", "letter", "--count", "3"
        )
        == 0
    )
    texts = page_texts(out.read_bytes())
    assert len(texts) == 3 and all("Defeated minions" in text for text in texts)
    assert run("paper-dungeons", "--out", str(out)) == 0
    (czech,) = page_texts(out.read_bytes())
    assert "Poražení přisluhovači" in czech
    assert [path.name for path in tmp_path.iterdir()] == ["pad.pdf"]


def test_the_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    out = tmp_path / "pad.pdf"
    umask = os.umask(0o022)
    try:
        assert run("paper-dungeons", "--out", str(out)) == 0
    finally:
        os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o644


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--count", "0"], "choose 1 to 200 sheets, not 0"),
        (["--count", "201"], "choose 1 to 200 sheets, not 201"),
        (["--count", "many"], "'many' is not a whole number"),
        (["--lang", "de"], "invalid choice: 'de'"),
        (["--paper", "a3"], "invalid choice: 'a3'"),
        (["--seat", "Ann"], "--seat needs --game"),
    ],
)
def test_bad_arguments_are_explained(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    out = tmp_path / "pad.pdf"
    with pytest.raises(SystemExit) as exit_info:
        run("paper-dungeons", "--out", str(out), *arguments)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err
    assert not out.exists()


def test_an_unknown_game_and_a_missing_out_are_explained(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run("monopoly", "--out", str(tmp_path / "x.pdf"))
    assert exit_info.value.code == 2
    assert "invalid choice: 'monopoly'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        run("paper-dungeons")
    assert "--out" in capsys.readouterr().err


def stored_game(data_dir: Path, *, finished: bool) -> tuple[str, object]:
    import random

    from sheets.paper_dungeons import RULES
    from storage import SeatInfo, open_store
    from tests.paper_dungeons.play import example_setup
    from tests.random_play import play_random

    setup = example_setup(2, 5)
    game = play_random(RULES, setup, random.Random(2))
    store = open_store(data_dir=data_dir)
    game_id = store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(name=seat.name) for seat in setup.seats]
    )
    for position, action in enumerate(game.actions if finished else game.actions[:20]):
        store.append_action(game_id=game_id, action=action, position=position)
    store.close()
    return game_id, game


def print_stored(data_dir: Path, out: Path, game_id: str, *options: str) -> int:
    """``python main.py --data-dir DIR print paper-dungeons --out OUT --game ID ...``"""
    stored = ["--data-dir", str(data_dir), "print", "paper-dungeons", "--game", game_id]
    return main.main([*stored, "--out", str(out), *options])


def test_a_stored_game_prints_its_players_sheets(tmp_path: Path) -> None:
    game_id, _ = stored_game(tmp_path, finished=False)
    out = tmp_path / "game.pdf"
    assert print_stored(tmp_path, out, game_id, "--lang", "en") == 0
    texts = page_texts(out.read_bytes())
    assert len(texts) == 2 and "Player 1" in texts[0] and "Player 2" in texts[1]
    assert print_stored(tmp_path, out, game_id, "--seat", "Player 2") == 0
    (czech,) = page_texts(out.read_bytes())
    # Nobody typed the names: a Czech sheet says the seat's placeholder in Czech.
    assert "Hráč 2" in czech and "Player" not in czech
    assert print_stored(tmp_path, out, game_id, "--seat", "Hráč 1", "--lang", "en") == 0
    (english,) = page_texts(out.read_bytes())
    assert "Player 1" in english


def test_the_data_directory_may_follow_the_print_command(tmp_path: Path) -> None:
    """Where the game is stored may be said with the game itself, after ``print``."""
    game_id, _ = stored_game(tmp_path, finished=False)
    out = tmp_path / "game.pdf"
    options = ["--game", game_id, "--data-dir", str(tmp_path), "--lang", "en"]
    assert main.main(["print", "paper-dungeons", "--out", str(out), *options]) == 0
    assert "Player 1" in page_texts(out.read_bytes())[0]


def test_a_finished_game_prints_with_its_score(tmp_path: Path) -> None:
    from scoring.paper_dungeons import breakdown

    game_id, game = stored_game(tmp_path, finished=True)
    out = tmp_path / "finished.pdf"
    assert print_stored(tmp_path, out, game_id, "--seat", "Player 1", "--lang", "en") == 0
    total = breakdown(game.state, 0).total  # type: ignore[attr-defined]
    assert str(total) in page_texts(out.read_bytes())[0]


def test_an_unknown_game_or_player_is_explained_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game_id, _ = stored_game(tmp_path, finished=False)
    out = tmp_path / "game.pdf"
    assert print_stored(tmp_path, out, "42") == 2
    assert "there is no stored game 42" in capsys.readouterr().err
    assert print_stored(tmp_path, out, game_id, "--seat", "Zed") == 2
    assert "Zed" in capsys.readouterr().err
    assert not out.exists()


def test_an_unwritable_place_is_explained(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run("paper-dungeons", "--out", str(tmp_path / "missing" / "pad.pdf")) == 2
    assert "does not exist" in capsys.readouterr().err
    assert run("paper-dungeons", "--out", str(tmp_path)) == 2
    assert "it is a folder" in capsys.readouterr().err


def _never_built(monkeypatch: pytest.MonkeyPatch) -> None:
    import sheets.pdf.paper_dungeons

    def build(**arguments: object) -> bytes:
        raise AssertionError("the PDF was made although it cannot be written")

    monkeypatch.setattr(sheets.pdf.paper_dungeons, "blank_pad", build)
    monkeypatch.setattr(sheets.pdf.paper_dungeons, "game_sheets", build)


def test_a_place_that_cannot_be_written_is_refused_before_the_pdf_is_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _never_built(monkeypatch)
    assert run("paper-dungeons", "--out", str(tmp_path / "missing" / "pad.pdf")) == 2
    assert "the folder" in capsys.readouterr().err
    assert run("paper-dungeons", "--out", str(tmp_path)) == 2
    assert "it is a folder" in capsys.readouterr().err
    read_only = tmp_path / "read-only"
    read_only.mkdir()
    # As root a mode bit would not stop the write: ask the operating system's own answer.
    access = os.access
    monkeypatch.setattr(
        main.os, "access", lambda path, mode: Path(path) != read_only and access(path, mode)
    )
    assert run("paper-dungeons", "--out", str(read_only / "pad.pdf")) == 2
    assert f"the folder {read_only} is not writable" in capsys.readouterr().err
    assert list(read_only.iterdir()) == []


def test_an_unknown_player_is_refused_before_the_pdf_is_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id, _ = stored_game(tmp_path, finished=False)
    _never_built(monkeypatch)
    # The sheets would be Czech (the default): so are the names they know.
    assert print_stored(tmp_path, tmp_path / "game.pdf", game_id, "--seat", "Zed") == 2
    assert "no player 'Zed' in this game; its players: Hráč 1, Hráč 2" in (capsys.readouterr().err)


def test_a_mistyped_data_directory_is_explained_and_no_database_is_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DATABASE_URL", raising=False)
    typo = tmp_path / "gmaes"
    assert print_stored(typo, tmp_path / "game.pdf", "42") == 2
    assert f"no games stored in {typo}" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_a_failed_write_leaves_the_old_file_and_no_leftovers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "pad.pdf"
    out.write_bytes(b"the previous pad")

    def disk_full(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(main.os, "fsync", disk_full)
    assert run("paper-dungeons", "--out", str(out)) == 2
    assert "No space left on device" in capsys.readouterr().err
    assert out.read_bytes() == b"the previous pad"
    assert [path.name for path in tmp_path.iterdir()] == ["pad.pdf"]


def test_a_failure_while_making_the_pdf_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sheets.pdf.paper_dungeons

    def broken(**arguments: object) -> bytes:
        raise RuntimeError("renderer crashed")

    monkeypatch.setattr(sheets.pdf.paper_dungeons, "blank_pad", broken)
    out = tmp_path / "pad.pdf"
    with pytest.raises(RuntimeError):
        run("paper-dungeons", "--out", str(out))
    assert list(tmp_path.iterdir()) == []

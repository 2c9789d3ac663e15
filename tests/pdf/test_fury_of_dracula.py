"""Fury of Dracula's printed aids as PDF: both pages in Czech and English, copies, ink
where the grids are, and ``python main.py print fury-of-dracula``."""

from __future__ import annotations

from pathlib import Path

import pytest

import main
from sheets.fury_of_dracula.printable import trail_log
from sheets.fury_of_dracula.setup import randomise_setup
from sheets.pdf.fury_of_dracula import aids_pdf
from tests.pdf.pdf_tools import crop_mm, ink, page_texts, render_page


def test_both_aids_in_english_and_czech_with_their_diacritics() -> None:
    trail, tracker = page_texts(aids_pdf(language="en", paper="a4"))
    assert "Dracula's trail log" in trail and "Wednesday" in trail
    assert "Hunters' tracker" in tracker and "The hunters win at 15" in tracker
    trail, tracker = page_texts(aids_pdf(language="cs", paper="letter"))
    assert "Záznam Drákulovy Cesty" in trail and "čtvrtek" in trail
    assert "Přehled lovců" in tracker and "Mína Harkerová" in tracker
    assert "Žetony na mapě" in tracker


def test_copies_repeat_each_aid_and_a_prepared_one_names_the_players() -> None:
    setup = randomise_setup(["Žofie", "Řehoř"], 2, dracula_seat=0)
    texts = page_texts(aids_pdf(language="cs", paper="a4", setup=setup, copies=2))
    assert len(texts) == 4
    assert all("Žofie" in text for text in texts)
    assert "Řehoř" in texts[2] and "start: Konstanta" in texts[3]
    with pytest.raises(ValueError, match="print 1 to 100 copies, not 101"):
        aids_pdf(language="en", paper="a4", copies=101)


def test_the_log_grid_is_drawn_where_the_layout_puts_it() -> None:
    pdf = aids_pdf(language="en", paper="a4")
    image = render_page(pdf, page=1, dpi=60)
    log = trail_log(language="en").area("log")
    grid = crop_mm(image, (log.x, log.y, log.x + log.w, log.y + log.h), 60)
    margin = crop_mm(image, (0, 0, log.x - 1, 280), 60)
    assert ink(grid) > 0.04
    assert ink(margin) == 0


def test_the_print_command_writes_both_aids(tmp_path: Path) -> None:
    out = tmp_path / "aids.pdf"
    assert main.main(["print", "fury-of-dracula", "--out", str(out), "--lang", "en"]) == 0
    assert [text.splitlines()[0] for text in page_texts(out.read_bytes())] == [
        "Dracula's trail log",
        "Hunters' tracker",
    ]


def test_the_print_command_explains_too_many_copies(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "aids.pdf"
    assert main.main(["print", "fury-of-dracula", "--out", str(out), "--count", "150"]) == 2
    assert "print 1 to 100 copies, not 150" in capsys.readouterr().err
    assert not out.exists()


def test_the_print_command_prepares_the_aids_for_a_stored_game(tmp_path: Path) -> None:
    from storage import SeatInfo, open_store

    setup = randomise_setup(["Žofie", "Řehoř", "Ivan"], 8, dracula_seat=1)
    store = open_store(data_dir=tmp_path)
    game_id = store.create_game(
        kind="fury_of_dracula", setup=setup, seats=[SeatInfo(name=p.name) for p in setup.players]
    )
    store.close()
    out = tmp_path / "aids.pdf"
    arguments = ["--data-dir", str(tmp_path), "print", "fury-of-dracula", "--out", str(out)]
    assert main.main([*arguments, "--game", game_id, "--lang", "cs"]) == 0
    trail, tracker = page_texts(out.read_bytes())
    assert "Řehoř" in trail
    assert "Žofie" in tracker and "Ivan" in tracker

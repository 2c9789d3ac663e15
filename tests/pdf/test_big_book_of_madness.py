"""The Big Book of Madness aid as PDF: Czech and English text, paper sizes, copies, and the
rendered tracker page."""

from __future__ import annotations

import io
import random
import shutil

import pytest
from pypdf import PdfReader

from sheets.big_book_of_madness.printable import round_tracker
from sheets.games import get_game
from sheets.pdf.big_book_of_madness import aid_pdf
from tests.big_book_of_madness.play import example_setup
from tests.pdf.pdf_tools import crop_mm, ink, page_texts, render_page
from tests.random_play import play_random

POINTS_PER_MM = 72 / 25.4


def test_the_blank_aid_reads_in_czech_with_its_accents() -> None:
    checklist, tracker = page_texts(aid_pdf(language="cs"))
    assert "Velká kniha strašlivých čar: příprava hry" in checklist
    assert "Odpočítejte balíček děsu" in checklist
    assert "počítadlo kol" in tracker and "Fáze zotavení" in tracker
    assert "Přemožena?" in tracker


def test_a_games_aid_in_english_names_its_players_and_draws() -> None:
    setup = example_setup(3, 5, difficulty="II")
    text = "\n".join(page_texts(aid_pdf(language="en", setup=setup)))
    assert "Ann plays" in text and "Players: Ann, Bob, Cid" in text
    assert "Difficulty II: Medium" in text
    assert f"Drawn for this game (draw no. {setup.seed})" in text


def test_a_finished_game_prints_how_far_the_table_got() -> None:
    game = play_random(get_game("big_book_of_madness"), example_setup(4, 9), random.Random(3))
    text = "\n".join(page_texts(aid_pdf(language="en", state=game.state)))
    assert "hand " in text and "support " in text


def test_letter_paper_and_copies_of_each_page() -> None:
    pdf = aid_pdf(language="en", paper="letter", copies=3)
    pages = PdfReader(io.BytesIO(pdf)).pages
    assert len(pages) == 6
    width, height = (float(value) for value in pages[0].mediabox.upper_right)
    assert round(width / POINTS_PER_MM, 1) == 215.9 and round(height / POINTS_PER_MM, 1) == 279.4
    texts = page_texts(pdf)
    assert all("setup checklist" in text for text in texts[:3])
    assert all("round tracker" in text for text in texts[3:])


@pytest.mark.parametrize(("copies", "message"), [(0, "at least one"), (101, "at most 200")])
def test_too_few_or_too_many_pages_are_refused(copies: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        aid_pdf(language="en", copies=copies)


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm is missing")
def test_the_tracker_page_draws_its_rounds_table_and_leaves_the_margin_white() -> None:
    dpi = 80
    image = render_page(aid_pdf(language="en"), page=2, dpi=dpi)
    page = round_tracker(language="en")
    area = page.areas[0]
    rows = [e for e in area.elements if getattr(e, "id", None) == "monster:1"]
    top = area.y + rows[0].y
    table = crop_mm(image, (area.x, top, area.x + area.w, top + 6 * 15.0), dpi)
    margin = crop_mm(image, (0.0, 0.0, page.w, area.y - 1.0), dpi)
    assert ink(table) > 0.03
    assert ink(margin) == 0.0

"""The PDFs read back: Czech text intact, names and scores filled in, pages, sizes, stability."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from scoring.paper_dungeons import breakdown
from sheets.core.log import Game
from sheets.layout import Area, Box, Circle, Line, Page, Symbol, Text
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.state import TableState
from sheets.pdf import render_pdf
from sheets.pdf.paper_dungeons import (
    blank_pad,
    finished_sheet,
    finished_sheets,
    game_sheets,
    prepared_sheets,
)
from tests.paper_dungeons.helpers import seat
from tests.paper_dungeons.helpers import setup as make_setup
from tests.pdf.pdf_tools import drawing_streams, page_texts

POINTS_PER_MM = 72 / 25.4


def score_lines(state: TableState, seat_index: int) -> dict[str, int]:
    return dict(breakdown(state, seat_index).lines)


def test_czech_labels_and_names_keep_their_diacritics() -> None:
    game = make_setup([seat("Šťastný Ťapka"), seat("Věra Růžičková")])
    text = page_texts(prepared_sheets(setup=game, language="cs", paper="a4"))
    for label in (
        "Papírové doupě",
        "Poražení přisluhovači",
        "Předměty",
        "Zranění",
        "Závěrečné bodování",
        "Zmrtvýchvstání",
        "Čaroděj",
        "úroveň",
        "= součet úrovní hrdinů",
        "lebky nezraňují",
        "Karta podzemí",
    ):
        assert label in text[0] and label in text[1]
    assert "Šťastný Ťapka" in text[0] and "Věra Růžičková" in text[1]


def test_english_sheets_are_in_english() -> None:
    (text,) = page_texts(blank_pad(language="en", paper="letter", count=1))
    assert "Paper Dungeons" in text and "Defeated minions" in text
    assert "Hrdinové" not in text


def test_a_finished_sheet_shows_the_name_and_every_score(finished_game: Game) -> None:
    state = finished_game.state
    score = breakdown(state, 1)
    pdf = finished_sheet(
        setup=state.setup,
        state=state,
        seat=1,
        score_lines=score.lines,
        language="cs",
        paper="a4",
    )
    (text,) = page_texts(pdf)
    words = text.split()
    assert state.setup.seats[1].name in text
    for glory in (*score.lines.values(), score.total):
        assert str(glory) in words
    written = [n for numbers in state.written_numbers(1) for n in numbers]
    assert written and all(str(number) in words for number in written)


def test_a_pad_has_one_page_of_the_paper_size_per_sheet() -> None:
    for paper, size in (("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))):
        reader = PdfReader(io.BytesIO(blank_pad(language="cs", paper=paper, count=4)))
        assert len(reader.pages) == 4
        for page in reader.pages:
            width, height = float(page.mediabox.width), float(page.mediabox.height)
            assert width == pytest.approx(size[0] * POINTS_PER_MM, abs=0.01)
            assert height == pytest.approx(size[1] * POINTS_PER_MM, abs=0.01)


def test_identical_pages_are_drawn_once_and_shared() -> None:
    one = blank_pad(language="cs", paper="a4", count=1)
    many = blank_pad(language="cs", paper="a4", count=100)
    assert len(many) < len(one) + 100 * 1000
    streams = drawing_streams(many)
    assert len(streams) == 100
    assert all(page == streams[0] and len(page[0]) < 200 for page in streams)


def test_output_is_byte_stable(finished_game: Game) -> None:
    state = finished_game.state

    def render() -> bytes:
        return finished_sheets(
            setup=state.setup,
            state=state,
            score_lines={0: score_lines(state, 0)},
            language="en",
            paper="letter",
        )

    assert render() == render()
    assert blank_pad(language="cs", paper="a4", count=2) == blank_pad(
        language="cs", paper="a4", count=2
    )


def test_progress_is_reported_after_every_page() -> None:
    calls: list[tuple[int, int]] = []
    blank_pad(language="cs", paper="a4", count=3, progress=lambda d, t: calls.append((d, t)))
    assert calls == [(1, 3), (2, 3), (3, 3)]


def test_prepared_sheets_one_page_per_seat_or_copies_of_the_chosen(finished_game: Game) -> None:
    setup = finished_game.setup
    texts = page_texts(prepared_sheets(setup=setup, language="en", paper="a4"))
    assert [s.name in t for s, t in zip(setup.seats, texts, strict=True)] == [True] * 3
    copies = page_texts(
        prepared_sheets(setup=setup, language="en", paper="a4", seats=[1], copies=2)
    )
    assert len(copies) == 2 and all(setup.seats[1].name in text for text in copies)


def test_page_limits_are_enforced(finished_game: Game) -> None:
    setup = finished_game.setup
    for count in (0, 201):
        with pytest.raises(ValueError, match="1 to 200"):
            blank_pad(language="cs", paper="a4", count=count)
    with pytest.raises(ValueError, match="1 to 200"):
        prepared_sheets(setup=setup, language="cs", paper="a4", copies=67)
    with pytest.raises(ValueError, match="unknown paper"):
        blank_pad(language="cs", paper="a3", count=1)


def test_a_game_prints_prepared_until_it_is_over_then_finished(finished_game: Game) -> None:
    setup, state = finished_game.setup, finished_game.state
    actions = finished_game.actions
    running = Game(RULES, setup, actions[: len(actions) // 2]).state
    assert running.phase != "finished"
    while_running = game_sheets(
        setup=setup,
        state=running,
        score_lines=score_lines,
        language="en",
        paper="a4",
        seat_name="player 2",
        copies=2,
    )
    assert while_running == prepared_sheets(
        setup=setup, language="en", paper="a4", seats=[1], copies=2
    )
    once_over = game_sheets(
        setup=setup, state=state, score_lines=score_lines, language="en", paper="a4"
    )
    scores = {seat_index: score_lines(state, seat_index) for seat_index in range(3)}
    assert once_over == finished_sheets(
        setup=setup, state=state, score_lines=scores, language="en", paper="a4"
    )
    with pytest.raises(ValueError, match=r"no player 'Nobody'.*Player 1, Player 2, Player 3"):
        game_sheets(
            setup=setup,
            state=state,
            score_lines=score_lines,
            language="en",
            paper="a4",
            seat_name="Nobody",
        )
    with pytest.raises(ValueError, match="prints once"):
        game_sheets(
            setup=setup, state=state, score_lines=score_lines, language="en", paper="a4", copies=2
        )


def test_the_renderer_draws_every_element_and_refuses_unknown_symbols() -> None:
    area = Area(
        "test",
        "Test",
        10.0,
        10.0,
        100.0,
        60.0,
        (
            Box(0, 0, 10, 10, mark="filled", fill="light", text="A"),
            Box(12, 0, 10, 10, mark="crossed", stroke="thick"),
            Box(24, 0, 10, 10, mark="circled", stroke="hair"),
            Box(36, 0, 10, 10, mark="dotted", stroke="none", fill="dark"),
            Text(0, 20, "vlevo ěščřžýáíéůúťň", align="left"),
            Text(50, 20, "uprostřed", align="centre", bold=True),
            Text(100, 20, "vpravo, a long text squeezed", align="right", width=20),
            *(
                Line(0, 30 + i * 3, 90, 30 + i * 3, style=style)
                for i, style in enumerate(("thin", "thick", "wall", "water", "path", "dashed"))
            ),
            Circle(5, 55, 3, text="1", fill="medium"),
            Symbol(20, 55, 5, "gem", label="C", mark="circled"),
            Symbol(30, 55, 5, "orc", mark="crossed"),
            Symbol(40, 55, 5, "skull", mark="filled"),
            Symbol(50, 55, 5, "boots", mark="dotted"),
        ),
    )
    pdf = render_pdf([Page(100.0, 100.0, (area,))], title="test")
    (text,) = page_texts(pdf)
    assert "vlevo ěščřžýáíéůúťň" in text and "uprostřed" in text and "squeezed" in text
    with pytest.raises(ValueError, match="no glyph for symbol 'dragon'"):
        render_pdf(
            [Page(50.0, 50.0, (Area("x", "x", 0, 0, 50, 50, (Symbol(5, 5, 5, "dragon"),)),))],
            title="test",
        )

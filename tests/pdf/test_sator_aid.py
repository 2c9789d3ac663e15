"""SATOR's printed aid: the setup checklist and the turn cards, blank or for a game, in
Czech and English, on A4 and Letter; its layout stays on the paper and inside its cards."""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import pytest

import main
from sheets.layout import PAPER_SIZES_MM, Box, Circle, Element, Line, Page, Symbol, Text
from sheets.pdf.sator import aid_pdf, measure
from sheets.sator.print_flow import wrap
from sheets.sator.printable import aid_pages
from tests.pdf.pdf_tools import crop_mm, ink, page_texts, render_page
from tests.sator.helpers import setup

CHECKLIST_AREAS = {"title", "players", "positioning", "walkways", "placement", "deal", "notes"}


def pages_of(language: str = "en", paper: str = "a4", **kwargs: object) -> tuple[Page, ...]:
    return aid_pages(language=language, paper=paper, measure=measure, **kwargs)  # type: ignore[arg-type]


def extent(element: Element) -> tuple[float, float, float, float]:
    """Left, top, right, bottom of an element in its area, in millimetres."""
    match element:
        case Box():
            return element.x, element.y, element.x + element.w, element.y + element.h
        case Text():
            width = measure(element.text, element.size, element.bold)
            if element.width is not None:
                width = min(width, element.width)
            return element.x, element.y - element.size, element.x + width, element.y
        case Line():
            return (
                min(element.x1, element.x2),
                min(element.y1, element.y2),
                max(element.x1, element.x2),
                max(element.y1, element.y2),
            )
        case Circle():
            return (
                element.cx - element.r,
                element.cy - element.r,
                element.cx + element.r,
                element.cy + element.r,
            )
        case Symbol():
            half = element.size / 2
            return element.cx - half, element.cy - half, element.cx + half, element.cy + half
    raise TypeError(element)


def test_words_wrap_to_the_width_without_losing_any() -> None:
    text = "Each player shuffles the positioning cards of their colour and draws one."
    lines = wrap(text, 40.0, 3.0, measure)
    assert len(lines) > 1
    assert " ".join(lines) == text
    assert all(measure(line, 3.0, False) <= 40.0 for line in lines)
    assert wrap("Incomprehensibilities", 5.0, 3.0, measure) == ["Incomprehensibilities"]
    assert wrap("", 40.0, 3.0, measure) == []


@pytest.mark.parametrize("paper", sorted(PAPER_SIZES_MM))
@pytest.mark.parametrize("players", [None, 2, 3, 4])
def test_everything_stays_on_the_paper_and_inside_its_area(paper: str, players: int | None) -> None:
    game = None if players is None else setup(players, seed=players)
    pages = pages_of("cs", paper, setup=game)
    width, height = PAPER_SIZES_MM[paper]
    for page in pages:
        assert (page.w, page.h) == (width, height)
        for area in page.areas:
            assert area.x >= 0 and area.x + area.w <= width + 0.01, area.id
            assert area.y >= 0 and area.y + area.h <= height + 0.01, area.id
            for element in area.elements:
                left, _, right, bottom = extent(element)
                assert left >= -0.01 and right <= area.w + 0.01, (area.id, element)
                assert bottom <= area.h + 0.01, (area.id, element)


def test_the_checklist_comes_first_then_a_turn_card_for_each_player() -> None:
    pages = pages_of(setup=setup(3, seed=11))
    areas = [area.id for page in pages for area in page.areas]
    cards = [area for area in areas if area.startswith("card:")]
    assert cards == ["card:1", "card:2", "card:3"]
    assert CHECKLIST_AREAS | {"draft"} <= set(areas)
    assert areas.index("notes") < areas.index("card:1")
    blank = [area.id for page in pages_of() for area in page.areas]
    assert "draft" not in blank
    assert [a for a in blank if a.startswith("card:")] == [f"card:{n}" for n in range(1, 5)]


def test_areas_of_a_page_do_not_overlap() -> None:
    for page in pages_of(setup=setup(4, seed=2)):
        boxes = sorted((area.y, area.y + area.h, area.id) for area in page.areas if area.h)
        for (_, bottom, upper), (top, _, lower) in itertools.pairwise(boxes):
            assert bottom <= top + 0.01, (upper, lower)


def test_a_blank_aid_in_english_has_blanks_and_every_colours_card() -> None:
    texts = page_texts(aid_pdf(language="en", paper="a4"))
    checklist = "\n".join(texts[:-2])
    assert "Setup checklist: fill in what your table draws" in checklist
    assert "red: card ______ in play? yes / no" in checklist
    assert "3 players: 1 of every shape each, the 6 left are drafted in the order 1-2-3-3-2-1" in (
        checklist.replace("\n", " ")
    )
    assert "Building rule 3: never two books of one colour on the same walkway." in checklist
    cards = "\n".join(texts[-2:])
    assert "Turn card: ________________ · red" in cards
    assert cards.count("Turn card: ________________ · colour ____________") == 3
    assert "colour 2" not in "\n".join(texts), "a colour nobody named is written in"
    assert "1 Exchange cards" in cards and "5 Draw new cards" in cards
    assert "1. NIHIL PENSI NEQUE MODERATI HABERE: 1/2/3 AP" in cards
    assert cards.count("* A value our rules do not confirm") == 4


def test_a_games_aid_in_czech_names_its_players_and_draws() -> None:
    game = setup(3, seed=11)
    texts = page_texts(aid_pdf(language="cs", paper="letter", setup=game))
    everything = "\n".join(texts)
    assert f"Přehled přípravy pro 3 hráče, losování č. {game.seed}" in everything
    assert "1. Ann · červená (začíná)" in everything
    assert "Výběr zbylých lávek" in everything
    assert "Karta tahu: Cid · barva ____________" in everything
    assert "barva hráče Cid: karta" in everything
    assert "barva 3" not in everything
    assert "Stavební řád 1: lávka musí ležet celá uvnitř bílé mřížky." in everything
    # An unverified value is marked, and the mark explained on the checklist.
    assert "2. VIRTUS CLARA AETERNAQUE HABETUR: 1/2/3/4/5 AB*" in everything
    assert "* Hodnota, kterou naše pravidla nepotvrzují" in everything


def test_a_value_the_table_set_is_printed_unmarked() -> None:
    game = setup(2, seed=1, prayer_2_ap=[2, 4])
    cards = "\n".join(page_texts(aid_pdf(language="en", paper="a4", setup=game))[-1:])
    assert "2. VIRTUS CLARA AETERNAQUE HABETUR: 2/4 AP\n" in cards + "\n"


def test_an_unknown_paper_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown paper 'a5'"):
        pages_of(paper="a5")


@pytest.mark.parametrize("language", ["cs", "en"])
def test_a_blank_a4_checklist_fits_one_page_footnote_included(language: str) -> None:
    pages = pages_of(language)
    checklist = [page for page in pages if not page.areas[0].id.startswith("card:")]
    assert len(checklist) == 1
    assert "notes" in [area.id for area in checklist[0].areas]


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm is missing")
def test_the_turn_cards_are_drawn_with_a_line_to_cut_between_them() -> None:
    dpi = 60
    pdf = aid_pdf(language="en", paper="a4")
    image = render_page(pdf, page=2, dpi=dpi)
    height = PAPER_SIZES_MM["a4"][1]
    first = crop_mm(image, (12.0, 12.0, 198.0, height / 2 - 8.0), dpi)
    gap = crop_mm(image, (12.0, height / 2 - 3.0, 198.0, height / 2 - 0.5), dpi)
    assert ink(first) > 0.02
    assert ink(gap) == 0.0


def test_the_print_command_writes_the_aid(tmp_path: Path) -> None:
    out = tmp_path / "aid.pdf"
    assert main.main(["print", "sator", "--out", str(out), "--lang", "en"]) == 0
    texts = page_texts(out.read_bytes())
    assert len(texts) == 3 and "Setup checklist" in texts[0]
    assert main.main(["print", "sator", "--out", str(out), "--count", "2"]) == 2
    assert page_texts(out.read_bytes()) == texts


def test_the_print_command_writes_a_stored_games_checklist(tmp_path: Path) -> None:
    from storage import SeatInfo, open_store

    game_setup = setup(3, seed=4)
    store = open_store(data_dir=tmp_path)
    game_id = store.create_game(
        kind="sator", setup=game_setup, seats=[SeatInfo(name=s.name) for s in game_setup.seats]
    )
    store.close()
    out = tmp_path / "aid.pdf"
    command = ["--data-dir", str(tmp_path), "print", "sator", "--out", str(out), "--lang", "en"]
    assert main.main([*command, "--game", game_id]) == 0
    checklist = page_texts(out.read_bytes())[0]
    assert all(seat.name in checklist for seat in game_setup.seats)
    assert main.main([*command, "--game", game_id, "--seat", game_setup.seats[0].name]) == 2
    assert (
        main.main(
            [
                "--data-dir",
                str(tmp_path),
                "print",
                "paper-dungeons",
                "--out",
                str(tmp_path / "x.pdf"),
                "--game",
                game_id,
            ]
        )
        == 2
    )


def test_the_names_the_table_gave_are_printed_and_the_others_written_in() -> None:
    game = setup(
        3,
        seed=11,
        colour_names={"colour_2": "modrá", "colour_3": "zelená"},
        material_names={"material_3": "kámen"},
    )
    everything = "\n".join(page_texts(aid_pdf(language="cs", paper="a4", setup=game)))
    assert "2. Bob · modrá" in everything and "Karta tahu: Cid · zelená" in everything
    assert "modrá: karta" in everything
    assert "kámen" in everything and "materiál 3" not in everything and "3 =" not in everything
    legend = "Materiály: 1 = ________, 2 = ________, 4 = ________."
    assert legend in everything.replace("\n", " ")
    assert "barva 2" not in everything and "barva 3" not in everything


def test_a_four_player_checklist_with_the_materials_key_keeps_its_footnote() -> None:
    for language in ("cs", "en"):
        texts = page_texts(aid_pdf(language=language, paper="a4", setup=setup(4, seed=2)))
        assert "* " not in texts[1].partition("\n")[0], "the footnote alone on a page"
        assert len(texts) == 3

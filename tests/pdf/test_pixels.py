"""Page 1 rendered by pdftoppm: the dungeon is drawn, and a prepared sheet shows the dungeon
card's walls where a blank sheet has open doorways."""

from __future__ import annotations

import shutil

import pytest
from PIL import ImageChops

from sheets.core.log import Game
from sheets.paper_dungeons.layout import sheet_page
from sheets.paper_dungeons.layout_dungeon import ROOM, room_origin
from sheets.paper_dungeons.rules import initial
from sheets.pdf.paper_dungeons import blank_pad, prepared_sheets
from tests.pdf.pdf_tools import crop_mm, ink, render_page

pytestmark = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="pdftoppm is missing (apt install poppler-utils)"
)
DPI = 100


def test_the_dungeon_is_drawn_and_the_margin_is_empty() -> None:
    page = sheet_page(language="cs")
    image = render_page(blank_pad(language="cs", paper="a4", count=1), dpi=DPI)
    dungeon = page.area("dungeon")
    inside = crop_mm(
        image, (dungeon.x, dungeon.y, dungeon.x + dungeon.w, dungeon.y + dungeon.h), DPI
    )
    margin = crop_mm(image, (0.0, 0.0, page.w, min(area.y for area in page.areas) - 1.0), DPI)
    assert ink(inside) > 0.08
    assert ink(margin) == 0.0


def _side(room: str, neighbour: str) -> tuple[float, float, float, float]:
    """A thin window across the middle of the side two rooms share, in page millimetres."""
    x, y = room_origin(room)
    if room[0] == neighbour[0]:
        edge_y = y if int(neighbour[1:]) > int(room[1:]) else y + ROOM
        return x + 6.0, edge_y - 0.5, x + ROOM - 6.0, edge_y + 0.5
    edge_x = x + ROOM if neighbour[0] > room[0] else x
    return edge_x - 0.5, y + 6.0, edge_x + 0.5, y + ROOM - 6.0


def test_a_prepared_sheet_differs_from_a_blank_one_where_the_card_adds_walls(
    finished_game: Game,
) -> None:
    setup = finished_game.setup
    blank_board = initial(
        setup.model_copy(update={"dungeon": setup.dungeon.model_copy(update={"extra_walls": ()})})
    ).board
    added = [(a, b) for a, b in setup.dungeon.extra_walls if blank_board.link(a, b) == "open"]
    assert len(added) >= 4
    dungeon = sheet_page(language="cs").area("dungeon")
    blank = render_page(blank_pad(language="cs", paper="a4", count=1), dpi=DPI)
    prepared = render_page(prepared_sheets(setup=setup, language="cs", paper="a4"), dpi=DPI)

    def window(a: str, b: str) -> tuple[float, float, float, float]:
        left, top, right, bottom = _side(a, b)
        return dungeon.x + left, dungeon.y + top, dungeon.x + right, dungeon.y + bottom

    for a, b in added:
        assert ink(crop_mm(prepared, window(a, b), DPI)) > 0.9, (a, b)
        assert ink(crop_mm(blank, window(a, b), DPI)) < 0.6, (a, b)
    untouched = window("C2", "C3")
    assert (
        ImageChops.difference(
            crop_mm(blank, untouched, DPI), crop_mm(prepared, untouched, DPI)
        ).getbbox()
        is None
    )

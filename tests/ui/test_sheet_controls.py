"""A Paper Dungeons sheet of few controls: the server keeps every control a phone shows
(most of the memory a phone takes on it, and most of a redraw's work), so what is printed
and never tapped is drawn on canvases. Nothing is lost for a person: the drawn tracks say
what they hold, the signs are the icons they were, the rooms stay named targets."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import flet.canvas as cv
import pytest
from flet_web import get_package_web_dir

from sheets.i18n import translate
from sheets.paper_dungeons.actions import Move, RollDice
from sheets.paper_dungeons.content import GEM_LETTERS
from tests.paper_dungeons.play import example_setup
from tests.ui.drawable import controls
from tests.ui.helpers import screen_of, stored_game
from tests.ui.icon_font import glyph_names
from tests.ui.pd_sheet import PLAIN
from ui.widgets.symbols import GLYPHS, ICONS

# A sheet measured 767-775 controls drawn so (phone or tablet, 1 or 8 seats, either
# language), where it was 1,240-1,270 as controls. The bound leaves room for a small
# addition and fails long before the sheet is made of controls again.
SHEET_CONTROLS = 800
# 42 rooms, each a named target, and the canvases of everything else: the printed walls
# and each dash of water a rounded rectangle (224 in all), which a browser without a
# graphics card draws much faster than the dashed strokes they were.
DUNGEON_CONTROLS = 240


@pytest.mark.asyncio
@pytest.mark.parametrize("seats", [1, 8])
@pytest.mark.parametrize(("width", "height"), [(390, 844), (1024, 768)])
@pytest.mark.parametrize("language", ["cs", "en"])
async def test_a_sheet_is_few_controls(
    table, seats: int, width: int, height: int, language: str
) -> None:  # type: ignore[no-untyped-def]
    setup = example_setup(seats, seed=5)
    names = [seat.name for seat in setup.seats]
    game_id = stored_game(table, "paper_dungeons", setup, names, [RollDice(seat=0, symbols=PLAIN)])
    client = await table.device(
        width=width, height=height, route=f"/game/{game_id}", language=language
    )
    assert len(list(controls(client.page))) <= SHEET_CONTROLS
    assert len(list(controls(screen_of(client).dungeon))) <= DUNGEON_CONTROLS


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["cs", "en"])
async def test_the_drawn_tracks_say_what_they_hold(table, language: str) -> None:  # type: ignore[no-untyped-def]
    setup = example_setup(1, seed=3)
    actions = [RollDice(seat=0, symbols=PLAIN), Move(seat=0, die=2, path=("C1",))]
    game_id = stored_game(table, "paper_dungeons", setup, ["Eva"], actions)
    client = await table.device(route=f"/game/{game_id}", language=language)
    screen = screen_of(client)
    record = screen.record
    written = [str(n) for n in screen.context.seen(0).written_numbers[0]]
    assert written, "the walk wrote its die in the first round"
    assert record.rounds.control.tooltip == translate(
        "pd.screen.round_drawn", language, round="1", numbers=", ".join(written)
    )
    assert record.minions.control.tooltip == translate("pd.screen.minions_drawn", language, count=0)
    assert record.gems.control.tooltip == ", ".join(
        translate("pd.screen.gem_none", language, letter=letter) for letter in GEM_LETTERS
    )


def test_every_drawn_sign_is_the_icon_it_was() -> None:
    """A sign on a canvas is written as a code point of the web client's icon font: each
    one draws the glyph of the Material icon the sign's control showed."""
    font = Path(get_package_web_dir()) / "assets" / "fonts" / "MaterialIcons-Regular.otf"
    names = glyph_names(font)
    wanted = {symbol: f"{icon.name.lower()}_baseline" for symbol, icon in ICONS.items()}
    wanted |= {"cross": "close_baseline", "dot": "circle_baseline"}
    assert {symbol: names.get(point) for symbol, point in GLYPHS.items()} == wanted


def _shapes(client) -> list[Any]:  # type: ignore[no-untyped-def]
    """Every shape on the sheet's canvases."""
    return [
        shape
        for canvas in controls(client.page)
        if isinstance(canvas, cv.Canvas)
        for shape in canvas.shapes
    ]


@pytest.mark.asyncio
async def test_what_is_printed_is_drawn_once_for_every_phone_of_a_table(table) -> None:  # type: ignore[no-untyped-def]
    """The phones of a table draw what is printed on the sheet (the dungeon's signs and
    frames, the tracks' boxes and headings) with the same shapes, made once: the server
    keeps each shape a phone was sent, so a sheet drawn anew for every phone was most of
    what a phone took there. Only what a track has written in is each phone's own, and
    on one phone a shape is in one place only (tracks drawn alike share none). Another
    table draws its own, let go with it: a shape outliving the phones that were sent it
    would keep the server from giving back their memory."""
    setup = example_setup(2, seed=5)
    names = [seat.name for seat in setup.seats]
    game_id, other_game = [
        stored_game(table, "paper_dungeons", setup, names, [RollDice(seat=0, symbols=PLAIN)])
        for _ in range(2)
    ]
    first, second, other = [
        await table.device(width=390, height=844, route=f"/game/{game}")
        for game in (game_id, game_id, other_game)
    ]
    drawn_first = {id(shape) for shape in _shapes(first)}
    own = [shape for shape in _shapes(second) if id(shape) not in drawn_first]
    assert len(_shapes(second)) > 200
    assert own, "what a track writes in is each phone's own"
    assert all(isinstance(shape, cv.Text) for shape in own)
    assert len(own) < len(_shapes(second)) / 4
    assert len({id(shape) for shape in _shapes(second)}) == len(_shapes(second))
    assert not drawn_first & {id(shape) for shape in _shapes(other)}

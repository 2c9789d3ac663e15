"""The Big Book of Madness's round track on a 390 px phone and a 1024 px tablet in both
languages: every word of a curse tile, in every status, fits the room its padding and
border leave (a triggered tile's border once broke its words as "trigger/ed" and
"spuště/ná"), and no phase tile is set in bold, wider than a quarter of the phone
("▶ 1 Soustředěn")."""

from __future__ import annotations

import dataclasses
import typing

import flet as ft
import pytest

from sheets.big_book_of_madness.actions import StartGame
from sheets.big_book_of_madness.content import CurseKind
from sheets.big_book_of_madness.state import CurseStatus
from sheets.i18n import Language
from tests.big_book_of_madness.play import example_setup
from tests.text_fit import BODY_LETTER_SPACING, text_width
from tests.ui.helpers import stored_game
from ui.big_book_of_madness.context import TableContext
from ui.big_book_of_madness.track_view import TrackView

STATUSES: tuple[CurseStatus, ...] = typing.get_args(CurseStatus)
KINDS: tuple[CurseKind, ...] = typing.get_args(CurseKind)


def room(tile: ft.Container) -> float:
    """The width a tile leaves its words: its own less its padding and its border."""
    padding = tile.padding
    assert isinstance(padding, int | float), padding
    border = tile.border.left.width if tile.border is not None else 0
    assert tile.width is not None
    return tile.width - 2 * padding - 2 * border


def letter_spacing(text: ft.Text) -> float:
    style = text.style
    if style is not None and style.letter_spacing is not None:
        return float(style.letter_spacing)
    return BODY_LETTER_SPACING


@pytest.mark.asyncio
@pytest.mark.parametrize("width", [390, 1024])
@pytest.mark.parametrize("language", ["cs", "en"])
async def test_every_word_of_the_track_fits_its_tile(table, language: Language, width: int) -> None:
    setup = example_setup(3, 4)
    game_id = stored_game(
        table, "big_book_of_madness", setup, [player.name for player in setup.players]
    )
    table.act(game_id, StartGame(seat=0))
    device = await table.device(
        width=width, height=844, route=f"/game/{game_id}", language=language
    )
    track = device.one(TrackView)
    view = TableContext(table.services.tables.open(game_id), language).public()
    too_wide: list[tuple[str, str, float]] = []
    for kind in KINDS:
        for status in STATUSES:
            curses = tuple(
                dataclasses.replace(curse, kind=kind, status=status) for curse in view.curses
            )
            track.refresh(dataclasses.replace(view, curses=curses))
            for tile in track.curse_tiles.values():
                text = tile.content.controls[1]
                inner = room(tile)
                too_wide += [
                    (status, word, inner)
                    for word in (text.value or "").split()
                    if text_width(word, text.size, letter_spacing=letter_spacing(text)) > inner
                ]
    assert too_wide == []
    assert all(tile.content.weight in (None, "normal") for tile in track.phase_tiles)

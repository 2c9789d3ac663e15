"""The Big Book of Madness's round track on a 390 px phone in both languages: every word
of a curse tile fits the tile (a tile's status once broke as "spuště/ná"), and no phase
tile is set in bold, wider than a quarter of the phone ("▶ 1 Soustředěn")."""

from __future__ import annotations

import pytest

from sheets.big_book_of_madness.actions import StartGame
from tests.big_book_of_madness.play import example_setup
from tests.text_fit import text_width
from tests.ui.helpers import stored_game
from ui.big_book_of_madness.track_view import TrackView

STATUSES = ("empty", "waiting", "triggered", "passed", "broken", "neutralised")


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["cs", "en"])
async def test_every_word_of_the_track_fits_its_tile_on_a_phone(table, language: str) -> None:
    setup = example_setup(3, 4)
    game_id = stored_game(
        table, "big_book_of_madness", setup, [player.name for player in setup.players]
    )
    table.act(game_id, StartGame(seat=0))
    phone = await table.device(width=390, height=844, route=f"/game/{game_id}", language=language)
    track = phone.one(TrackView)
    # The tile's width less its padding.
    inner = track.column_px - 2 * 4
    texts = [tile.content.controls[1] for tile in track.curse_tiles.values()]
    shown = [word for text in texts for word in (text.value or "").split()]
    statuses = [track.words(f"bbm.ui.curse_short.{status}") for status in STATUSES]
    size = texts[0].size
    too_wide = [w for w in shown + statuses if text_width(w, size) > inner]
    assert too_wide == [], (inner, too_wide)
    assert all(tile.content.weight in (None, "normal") for tile in track.phase_tiles)

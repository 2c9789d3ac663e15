"""The Paper Dungeons screens on a 390 px phone and for screen readers: the route being
built says it all and keeps its way back in reach, the fight dialog adds up the party's
strength, the new game form reads whole, and every room of the dungeon names itself."""

from __future__ import annotations

import pytest

from sheets.i18n import translate
from sheets.paper_dungeons.actions import Move, RollDice
from sheets.paper_dungeons.content import room_names
from tests.paper_dungeons.play import example_setup
from tests.ui.helpers import stored_game
from tests.ui.pd_sheet import PLAIN, switch_to
from ui.widgets.area_view import AreaView

PHONE = {"width": 390, "height": 844}
LANGUAGES = ("cs", "en")


def room_words(client) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """What each room of the dungeon says to a screen reader, by room."""
    view = client.one(AreaView)
    return {
        element.id.removeprefix("room:"): control.tooltip
        for element, control in zip(view.placed, view.placed_controls, strict=True)
        if (getattr(element, "id", None) or "").startswith("room:")
    }


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_only_the_room_the_party_is_in_says_so(table, language: str) -> None:
    """The party walks C1, then C2: C1 no longer says the party is there. Every room
    names itself first and reads as its own; the other seat's sheet speaks of its own
    party."""
    setup = example_setup(2, seed=3)
    names = [seat.name for seat in setup.seats]
    game_id = stored_game(table, "paper_dungeons", setup, names, [RollDice(seat=0, symbols=PLAIN)])
    client = await table.device(**PHONE, route=f"/game/{game_id}", language=language)
    here = translate("pd.room.here", language)
    table.act(game_id, Move(seat=0, die=3, path=("C1",)))
    await client.settle()
    table.act(game_id, Move(seat=0, die=4, path=("C2",)))
    await client.settle()
    words = room_words(client)
    assert sorted(words) == sorted(room_names())
    assert [room for room, said in words.items() if here in said] == ["C2"]
    assert all(said.startswith(f"{room}: ") for room, said in words.items())
    assert len(set(words.values())) == len(words)
    await switch_to(client, names[1])
    assert [room for room, said in room_words(client).items() if here in said] == []

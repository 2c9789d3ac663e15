"""The game file of one seat: a hunter's or the table's holds nothing of Dracula's secrets,
Dracula's or the table's nothing of the hunters' tickets; none can be imported as a game
until the game is over, when every device gets the whole game."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from sheets.core.authority import HOST
from sheets.fury_of_dracula.actions import DamageDracula, ReserveTicket
from sheets.fury_of_dracula.content import load_content
from sheets.i18n import translate
from storage import ImportRefused
from storage.documents import SEAT_RECORD_FORMAT
from tests.fury_of_dracula.test_secrecy import secret_places, strings
from tests.ui.fod_devices import device, far_apart_setup, play_far_apart, stored_game, take_seat
from tests.ui.helpers import bar_control
from ui.fury_of_dracula.export import seat_game_file

ENCOUNTERS = set(load_content().encounters)


def exported(table: Any, game_id: str, seat: int | None) -> str:
    live = table.services.tables.open(game_id)
    full = table.services.store.export_game(game_id=game_id)
    return seat_game_file(full, live.game, seat)


def leaks(text: str, places: set[str]) -> set[str]:
    found = set(strings(json.loads(text))) & (places | ENCOUNTERS)
    for code in places:
        for language in ("en", "cs"):
            name = translate(f"fod.place.{code}", language)
            if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text):
                found.add(name)
    return found


@pytest.fixture
def played(table: Any) -> str:
    game_id = stored_game(table, far_apart_setup())
    play_far_apart(table.services.tables, game_id)
    return game_id


def test_a_hunter_seat_and_the_table_get_no_hidden_place_or_card(table: Any, played: str) -> None:
    hidden = secret_places(table.services.tables.open(played).state)
    assert hidden == {"SO", "SA", "IO", "AT", "VA", "SJ", "BE"}
    for seat in (1, 2, None):
        text = exported(table, played, seat)
        document = json.loads(text)
        assert document["format"] == SEAT_RECORD_FORMAT and document["seat"] == seat
        assert "seed" not in document["setup"]
        assert ("ticket_seed" in document["setup"]) == (seat is not None)
        assert leaks(text, hidden) == set()
        moves = [e for e in document["log"] if e["action"]["type"] == "fod.dracula_move"]
        assert len(moves) == 6 and all(set(e["action"]) == {"type", "seat"} for e in moves)
        assert any(event["code"] == "fod_dracula_moved" for event in moves[0]["events"])


def test_dracula_gets_his_secrets_but_not_the_hunters_tickets(table: Any) -> None:
    game_id = stored_game(table, far_apart_setup(ticket_seed=41))
    tables = table.services.tables
    play_far_apart(tables, game_id, ("SA",))
    state = tables.open(game_id).state
    assert state.current_hunter == "godalming", "Godalming reserves two tickets"
    entered = ReserveTicket(seat=1, hunter="godalming", tickets=((3, 2), (1, None)))
    tables.act(game_id, entered, HOST)
    document = json.loads(exported(table, game_id, 0))
    assert document["format"] == SEAT_RECORD_FORMAT and document["seat"] == 0
    assert document["setup"]["seed"] == 7 and "ticket_seed" not in document["setup"]
    assert {"SO", "SA"} <= set(strings(document))
    [reserved] = [
        e["action"] for e in document["log"] if e["action"]["type"] == "fod.reserve_ticket"
    ]
    assert "tickets" not in reserved
    hunters = json.loads(exported(table, game_id, 1))
    assert hunters["setup"]["ticket_seed"] == 41


def test_a_finished_game_is_whole_for_every_device_and_imports(table: Any, played: str) -> None:
    store = table.services.store
    table.services.tables.act(played, DamageDracula(seat=0, amount=15), HOST)
    for seat in (0, 1, None):
        assert exported(table, played, seat) == store.export_game(game_id=played)
    text = exported(table, played, 1)
    store.delete_game(game_id=played)
    assert store.import_game(data=text).game_id == played


def test_a_seat_record_is_not_taken_for_a_game_file(table: Any, played: str) -> None:
    with pytest.raises(ImportRefused):
        table.services.store.import_game(data=exported(table, played, 1))


@pytest.mark.asyncio
async def test_the_menu_saves_this_devices_file(table: Any, played: str) -> None:
    phone = await device(table, played, width=390)
    await take_seat(phone, "Cyril")
    await phone.fire(bar_control(phone, "Save the game file"))
    name, data = await phone.saved_file()
    assert name == f"fury-of-dracula-{played[:8]}.json"
    document = json.loads(data)
    assert document["seat"] == 2
    assert (
        leaks(data.decode("utf-8"), secret_places(table.services.tables.open(played).state))
        == set()
    )

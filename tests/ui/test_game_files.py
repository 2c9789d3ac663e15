"""Game files from the app: every game's menu saves the file this device may have, and the
home screen imports one into another server, where the game replays to the same state
and score; a refused file says why and stores nothing."""

from __future__ import annotations

import ast
import asyncio
import json
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import flet as ft
import pytest
import pytest_asyncio

from sheets.core.authority import HOST, Actor
from sheets.core.log import Game
from sheets.games import get_game
from sheets.sator.actions import Draw
from storage import MAX_GAME_FILE_BYTES, open_store
from storage.documents import GAME_FILE_FORMAT, SEAT_RECORD_FORMAT
from tests.core.test_random_play import SETUPS
from tests.random_play import play_random
from tests.ui.conftest import Table
from tests.ui.harness import FakeClient, find
from tests.ui.helpers import bar_control, dialogs, notified, stored_game
from ui.game_file import device_game_file
from ui.screen_book import game_uis
from ui.server import make_services

KINDS = sorted(SETUPS)
# Seeds whose random games are quick to play and end with a score.
SEED = 1
SAVE = {"en": "Save the game file", "cs": "Uložit soubor hry"}
IMPORT = {"en": "Import a game file", "cs": "Importovat soubor hry"}


def played(kind: str, most: int = 400) -> Game:
    rules = get_game(kind)
    return play_random(rules, SETUPS[kind](SEED), random.Random(SEED), most)


def store_played(table: Table, kind: str, game: Game) -> str:
    names = [f"Player {seat + 1}" for seat in range(game.rules.seat_count(game.setup))]
    return stored_game(table, kind, game.setup, names, game.actions)


def saved_file(table: Table, game_id: str, actor: Actor) -> str:
    """The game file ``actor``'s device saves from the game's menu."""
    live = table.services.tables.open(game_id)
    return device_game_file(table.services.store, live, actor, game_uis()[live.kind].device_file)


@pytest_asyncio.fixture
async def other_server(tmp_path: Path) -> AsyncIterator[Table]:
    """A second server with a store of its own, empty."""
    store = open_store(data_dir=tmp_path / "other")
    yield Table(make_services(store))
    store.close()


async def save_from_menu(client: FakeClient, language: str = "en") -> tuple[str, bytes]:
    await client.fire(bar_control(client, SAVE[language]))
    return await client.saved_file()


async def import_on_home(client: FakeClient, name: str, data: bytes, language: str = "en") -> None:
    """Pick the file on the home screen; done once the game opens or a refusal shows (the
    store checks a file in a worker thread)."""
    button = find(client, ft.OutlinedButton, IMPORT[language])
    assert isinstance(button.action, ft.PickFiles)
    await client.pick_file(button.action.file_picker, name, data)
    deadline = asyncio.get_running_loop().time() + 30
    while client.page.route == "/" and not refusals(client):
        assert asyncio.get_running_loop().time() < deadline, "nothing came of the import"
        await asyncio.sleep(0.02)
    await client.settle()


def refusals(client: FakeClient) -> list[ft.AlertDialog]:
    return [
        dialog for dialog in dialogs(client) if isinstance(dialog, ft.AlertDialog) and dialog.open
    ]


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", KINDS)
async def test_a_game_saved_from_its_menu_replays_on_another_server_to_the_same_score(
    table: Table, other_server: Table, kind: str
) -> None:
    game = played(kind)
    assert game.rules.is_finished(game.state)
    game_id = store_played(table, kind, game)
    host = await table.device(route=f"/game/{game_id}", width=390, height=844)
    name, data = await save_from_menu(host)
    assert name == f"{kind.replace('_', '-')}-{game_id[:8]}.json"
    assert json.loads(data)["format"] == GAME_FILE_FORMAT

    elsewhere = await other_server.device()
    await import_on_home(elsewhere, name, data)
    assert elsewhere.page.route == f"/game/{game_id}"
    assert notified(elsewhere).startswith("The game from the file is stored.")
    imported = other_server.services.tables.open(game_id)
    assert imported.state == table.services.tables.open(game_id).state
    outcome = game_uis()[kind].outcome
    assert outcome(imported.state).to_json() == outcome(game.state).to_json()
    [result] = other_server.services.store.history()
    assert result.game_id == game_id
    assert [seat.score for seat in result.seats] == [
        seat.score for seat in table.services.store.history()[0].seats
    ]


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["paper_dungeons", "big_book_of_madness", "sator"])
async def test_a_game_in_progress_moves_to_another_server_and_goes_on(
    table: Table, other_server: Table, kind: str
) -> None:
    game = played(kind, most=25)
    assert not game.rules.is_finished(game.state)
    game_id = store_played(table, kind, game)
    data = saved_file(table, game_id, HOST)
    elsewhere = await other_server.device()
    await import_on_home(elsewhere, "game.json", data.encode())
    imported = other_server.services.tables.open(game_id)
    assert imported.state == game.state
    assert other_server.services.store.list_games(status="active")[0].game_id == game_id


@pytest.mark.asyncio
async def test_a_hunters_file_of_a_game_in_progress_is_refused_as_a_record(
    table: Table, other_server: Table
) -> None:
    game = played("fury_of_dracula", most=30)
    game_id = store_played(table, "fury_of_dracula", game)
    data = saved_file(table, game_id, HOST)
    assert json.loads(data)["format"] == SEAT_RECORD_FORMAT
    elsewhere = await other_server.device()
    await import_on_home(elsewhere, "fury.json", data.encode())
    assert any("what one device saw of a game still in progress" in t for t in elsewhere.texts())
    assert other_server.services.store.list_games() == []


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("data", "language", "says"),
    [
        (b"{not json", "en", "This is not a complete game file of this app."),
        (b"{not json", "cs", "Toto není úplný soubor hry z této aplikace."),
        (b'{"format": "table-companion/game", "format_version": 9}', "cs", "novější verze"),
    ],
)
async def test_a_refused_file_says_why_in_the_devices_language_and_stores_nothing(
    table: Table, data: bytes, language: str, says: str
) -> None:
    client = await table.device(language=language)
    await import_on_home(client, "forged.json", data, language)
    assert len(refusals(client)) == 1
    assert any(says in text for text in client.texts())
    assert table.services.store.list_games() == []
    assert client.page.route == "/"


@pytest.mark.asyncio
async def test_a_file_too_large_is_refused_before_it_is_sent(table: Table) -> None:
    client = await table.device()
    button = find(client, ft.OutlinedButton, IMPORT["en"])
    await client.pick_file(button.action.file_picker, "huge.json", b" " * (MAX_GAME_FILE_BYTES + 1))
    assert any("larger than 4 MiB" in text for text in client.texts())
    assert client.uploads == []
    assert table.services.store.list_games() == []


@pytest.mark.asyncio
async def test_every_games_menu_offers_the_file_in_both_languages(table: Table) -> None:
    for kind in KINDS:
        game = played(kind, most=10)
        game_id = store_played(table, kind, game)
        for language in ("en", "cs"):
            client = await table.device(route=f"/game/{game_id}", language=language)
            assert bar_control(client, SAVE[language]) is not None


def test_a_sator_phone_file_holds_no_other_players_prayers(table: Any) -> None:
    game = played("sator", most=40)
    draws = [a for a in game.actions if isinstance(a, Draw) and a.prayers]
    assert {a.seat for a in draws} >= {0, 1}, "both players drew prayers"
    assert not game.rules.is_finished(game.state)
    game_id = store_played(table, "sator", game)
    live = table.services.tables.open(game_id)
    live.held.add(1)
    phone = Actor(host=False, seats=frozenset({1}))
    record = json.loads(saved_file(table, game_id, phone))
    assert record["format"] == SEAT_RECORD_FORMAT and record["hands_seen"] == [1]
    drawn = [e["action"] for e in record["log"] if e["action"]["type"] == "sat.draw"]
    assert all("prayers" not in a for a in drawn if a["seat"] != 1)
    assert any(a.get("prayers") for a in drawn if a["seat"] == 1)
    # The host's device shows the hands of the players without a phone of their own.
    host = json.loads(saved_file(table, game_id, HOST))
    assert host["hands_seen"] == [seat for seat in range(len(live.seats)) if seat != 1]
    live.held.clear()
    whole = json.loads(saved_file(table, game_id, HOST))
    assert whole["format"] == GAME_FILE_FORMAT


@pytest.mark.asyncio
async def test_a_failed_upload_is_told_and_stores_nothing(table: Table) -> None:
    client = await table.device(language="cs")

    async def lost(address: str, data: bytes) -> None:
        """The browser's upload that never reaches the server."""

    client.put = lost
    button = find(client, ft.OutlinedButton, IMPORT["cs"])
    picker = button.action.file_picker
    await client.pick_file(picker, "hra.json", b"{}")
    assert len(client.uploads) == 1
    await client.fire(picker, "upload", {"file_name": "hra.json", "error": "XMLHttpRequest error"})
    await client.settle()
    assert len(refusals(client)) == 1
    assert any("Soubor se do aplikace nepřenesl" in text for text in client.texts())
    assert table.services.store.list_games() == []


def test_the_games_with_secrets_register_their_files_and_the_menu_names_no_game() -> None:
    with_secrets = {kind for kind, game in game_uis().items() if game.device_file is not None}
    assert with_secrets == {"fury_of_dracula", "sator"}
    source = (Path(__file__).parents[2] / "ui" / "game_file.py").read_text(encoding="utf-8")
    imported = [
        node.module
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ImportFrom) and node.module is not None
    ]
    for kind in game_uis():
        assert not any(kind in module for module in imported)
        assert kind not in source

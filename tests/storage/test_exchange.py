"""Export and import of one game as a versioned JSON file, and every refusal."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from scoring.paper_dungeons import outcome
from sheets.core import Game
from sheets.paper_dungeons import RULES
from storage import ImportRefused, Store, open_store
from storage.errors import (
    ImportContentMismatch,
    ImportDuplicate,
    ImportMalformed,
    ImportTooNew,
    ImportUnknownKind,
)
from tests.paper_dungeons.play import example_setup
from tests.random_play import random_player
from tests.storage.games import KIND, finished_game, seat_infos, stored

next_random_action = random_player(RULES)


def _game_with_undo_history(store: Store) -> str:
    game = Game(RULES, example_setup(2, 21))
    seats = [replace(seat, address="feminine") for seat in seat_infos(game)]
    game_id = store.create_game(kind=KIND, setup=game.setup, seats=seats, title="Tue")
    rng = random.Random(21)
    position = 0
    for step in range(30):
        action = next_random_action(game.state, rng)
        assert action is not None
        game.act(action)
        store.append_action(game_id=game_id, action=action, position=position)
        position += 1
        if step % 7 == 6:
            store.undo(game_id=game_id, position=position)
            position += 1
            game.undo()
    for _ in range(2):
        game.undo()
        store.undo(game_id=game_id, position=position)
        position += 1
    game.redo()
    store.redo(game_id=game_id, position=position)
    assert store.load_game(game_id=game_id).game.undone == game.undone
    return game_id


def test_a_game_file_round_trips_into_another_database(store: Store, tmp_path: Any) -> None:
    game_id = _game_with_undo_history(store)
    eva = store.create_profile(name="Eva")
    store.link_profile(game_id=game_id, seat=0, profile_id=eva.profile_id)
    text = store.export_game(game_id=game_id)
    assert json.loads(text)["format_version"] == 1

    other = open_store(url=f"sqlite:///{tmp_path / 'other.db'}")
    other_eva = other.create_profile(name="eva")
    assert other.import_game(data=text.encode()).game_id == game_id
    original, copy = store.load_game(game_id=game_id), other.load_game(game_id=game_id)
    assert copy.actions == original.actions
    assert copy.undone == original.undone
    assert copy.game.state == original.game.state
    assert copy.info.title == "Tue"
    assert copy.info.created_at == original.info.created_at
    assert [s.profile_id for s in copy.info.seats] == [other_eva.profile_id, None]
    assert [s.address for s in copy.info.seats] == ["feminine", "feminine"]
    exported_again = json.loads(other.export_game(game_id=game_id))
    assert exported_again["seats"][0]["profile"] == "eva"
    exported_again["seats"][0]["profile"] = "Eva"
    assert exported_again == json.loads(text)
    other.close()


def _finished_elsewhere(store: Store, tmp_path: Any) -> tuple[str, str, Store]:
    game = finished_game(3, 11)
    game_id = stored(store, game)
    store.finish_game(
        game_id=game_id, outcome=outcome(game.state).to_json(), position=len(game.actions)
    )
    other = open_store(url=f"sqlite:///{tmp_path / 'other.db'}")
    return game_id, store.export_game(game_id=game_id), other


def _opened(store: Store, game_id: str) -> None:
    """The game opened at a table, as the app opens it."""
    from ui.server import make_services

    make_services(store).tables.open(game_id)


def test_a_finished_game_gets_its_result_from_its_actions(store: Store, tmp_path: Any) -> None:
    game_id, text, other = _finished_elsewhere(store, tmp_path)
    imported = other.import_game(data=text)
    assert imported.notes == ("result_not_used",)
    assert other.result(game_id=game_id) is None
    _opened(other, game_id)
    assert other.result(game_id=game_id) == store.result(game_id=game_id)
    other.close()


def test_a_forged_score_is_not_used(store: Store, tmp_path: Any) -> None:
    game_id, text, other = _finished_elsewhere(store, tmp_path)
    forged = json.loads(text)
    forged["result"]["seats"][0]["score"] = 12345
    forged["result"]["seats"][0]["winner"] = True
    other.import_game(data=json.dumps(forged))
    _opened(other, game_id)
    assert other.result(game_id=game_id) == store.result(game_id=game_id)
    other.close()


def test_a_forged_result_does_not_finish_a_game_in_progress(store: Store, tmp_path: Any) -> None:
    _, text, other = _finished_elsewhere(store, tmp_path)
    whole = finished_game(3, 11)
    in_progress = stored(store, Game(RULES, whole.setup, whole.actions[:10]))
    forged = json.loads(store.export_game(game_id=in_progress))
    result = json.loads(text)
    forged.update(status="finished", result=result["result"], finished_at=result["finished_at"])
    imported = other.import_game(data=json.dumps(forged))
    assert imported.notes == ("result_not_used", "not_finished")
    _opened(other, in_progress)
    assert other.result(game_id=in_progress) is None
    assert [g.game_id for g in other.list_games(status="active")] == [in_progress]
    other.close()


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig"])
def test_a_file_saved_as_utf_16_is_read_alike(store: Store, encoding: str) -> None:
    game_id = stored(store, finished_game(1, 5))
    text = store.export_game(game_id=game_id)
    store.delete_game(game_id=game_id)
    assert store.import_game(data=text.encode(encoding)).game_id == game_id


def _changed(text: str, change: Callable[[dict[str, Any]], None]) -> str:
    document = json.loads(text)
    change(document)
    return json.dumps(document)


def _drop_action(document: dict[str, Any]) -> None:
    del document["log"][0]


def _newer(document: dict[str, Any]) -> None:
    document["format_version"] = 2
    document["something_new"] = True


def _nested(levels: int) -> str:
    return "[" * levels + "]" * levels


def _seats(count: int) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        document["seats"] = [
            {"seat": n, "name": f"P{n}", "profile": None, "address": None} for n in range(count)
        ]

    return change


REFUSALS: list[tuple[str, Callable[[str], str | bytes], type[ImportRefused], str]] = [
    ("not json", lambda text: "hello", ImportMalformed, "not JSON"),
    ("truncated", lambda text: text[: len(text) // 2], ImportMalformed, "not JSON"),
    ("not utf-8", lambda text: b"\xff\xfe" + text.encode(), ImportMalformed, "not JSON"),
    ("another json", lambda text: '{"a": 1}', ImportMalformed, "not a game file"),
    ("newer format", lambda text: _changed(text, _newer), ImportTooNew, "format 2"),
    (
        "unknown kind",
        lambda text: _changed(text, lambda d: d.update(kind="chess")),
        ImportUnknownKind,
        "chess",
    ),
    (
        "other game data",
        lambda text: _changed(text, lambda d: d.update(content_version="paper-dungeons/0")),
        ImportContentMismatch,
        "paper-dungeons/0",
    ),
    (
        "missing field",
        lambda text: _changed(text, lambda d: d.pop("setup")),
        ImportMalformed,
        "setup",
    ),
    (
        "bad setup",
        lambda text: _changed(text, lambda d: d["setup"].update(seats=[])),
        ImportMalformed,
        "setup does not fit",
    ),
    (
        "log does not replay",
        lambda text: _changed(text, _drop_action),
        ImportMalformed,
        "refused by the rules",
    ),
    (
        "repeated number",
        lambda text: _changed(text, lambda d: d["log"][1].update(seq=1)),
        ImportMalformed,
        "sequence numbers",
    ),
    ("deeply nested", lambda text: _nested(100_000), ImportMalformed, "nested too deeply"),
    (
        "deeply nested field",
        lambda text: text.replace('"title": null', '"title": ' + _nested(100_000)),
        ImportMalformed,
        "not a complete game file",
    ),
    (
        "huge number",
        lambda text: _changed(text, lambda d: d["log"][0].update(seq=10**30)),
        ImportMalformed,
        "seq",
    ),
    (
        "huge undo order",
        lambda text: _changed(text, lambda d: d["log"][0].update(undone=True, undo_order=10**30)),
        ImportMalformed,
        "undo_order",
    ),
    (
        "huge seat",
        lambda text: _changed(text, lambda d: d["log"][0]["action"].update(seat=10**30)),
        ImportMalformed,
        "a seat the file does not list",
    ),
    (
        "version as text",
        lambda text: _changed(text, lambda d: d.update(format_version="1")),
        ImportMalformed,
        "format_version",
    ),
    (
        "version of thousands of digits",
        lambda text: _changed(text, lambda d: d.update(format_version=int("9" * 4_000))),
        ImportMalformed,
        "format version of 4000 digits",
    ),
    (
        "number beyond what Python reads",
        lambda text: text.replace('"format_version": 1', '"format_version": ' + "9" * 5_000),
        ImportMalformed,
        "thousands of digits",
    ),
    (
        "seat name with NUL",
        lambda text: _changed(text, lambda d: d["seats"][0].update(name="Eva\x00")),
        ImportMalformed,
        "control characters",
    ),
    (
        "seat name with an escape",
        lambda text: _changed(text, lambda d: d["seats"][1].update(name="\x1b[31mBob")),
        ImportMalformed,
        "control characters",
    ),
    (
        "setup name with an escape",
        lambda text: _changed(text, lambda d: d["setup"]["seats"][0].update(name="\x1b[31mEva")),
        ImportMalformed,
        "control characters",
    ),
    (
        "profile name turning the text",
        lambda text: _changed(text, lambda d: d["seats"][0].update(profile="Eva\u202e")),
        ImportMalformed,
        "direction of the text",
    ),
    (
        "seat name too long",
        lambda text: _changed(text, lambda d: d["seats"][0].update(name="x" * 200_000)),
        ImportMalformed,
        "at most 40 characters",
    ),
    ("no seat", lambda text: _changed(text, _seats(0)), ImportMalformed, "lists 0"),
    ("seats missing", lambda text: _changed(text, _seats(1)), ImportMalformed, "lists 1"),
    ("seats too many", lambda text: _changed(text, _seats(3)), ImportMalformed, "lists 3"),
    (
        "oversized",
        lambda text: text + " " * (5 * 2**20),
        ImportMalformed,
        "larger than 4 MiB",
    ),
    (
        "unknown action",
        lambda text: _changed(text, lambda d: d["log"][0]["action"].update(type="nope")),
        ImportMalformed,
        "nope",
    ),
]


@pytest.mark.parametrize(
    ("change", "error", "mentions"), [r[1:] for r in REFUSALS], ids=[r[0] for r in REFUSALS]
)
def test_a_file_that_does_not_fit_is_refused_and_changes_nothing(
    store: Store,
    change: Callable[[str], str | bytes],
    error: type[ImportRefused],
    mentions: str,
) -> None:
    game_id = stored(store, finished_game(2, 5))
    text = store.export_game(game_id=game_id)
    store.delete_game(game_id=game_id)
    with pytest.raises(error) as refused:
        store.import_game(data=change(text))
    assert mentions in str(refused.value)
    assert "Nothing was changed" in str(refused.value)
    assert store.list_games() == []


def test_importing_a_game_twice_is_refused(store: Store) -> None:
    game_id = stored(store, finished_game(1, 5))
    before = store.list_games()
    with pytest.raises(ImportDuplicate):
        store.import_game(data=store.export_game(game_id=game_id))
    assert store.list_games() == before

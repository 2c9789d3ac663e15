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
from tests.paper_dungeons.play import example_setup, next_random_action
from tests.storage.games import KIND, finished_game, seat_infos, stored


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
    assert other.import_game(data=text.encode()) == game_id
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


def test_a_finished_game_brings_its_result(store: Store, tmp_path: Any) -> None:
    game = finished_game(3, 11)
    game_id = stored(store, game)
    store.finish_game(
        game_id=game_id, outcome=outcome(game.state).to_json(), position=len(game.actions)
    )
    text = store.export_game(game_id=game_id)
    other = open_store(url=f"sqlite:///{tmp_path / 'other.db'}")
    other.import_game(data=text)
    assert other.result(game_id=game_id) == store.result(game_id=game_id)
    assert other.history()[0].finished_at == store.history()[0].finished_at
    other.close()


def _changed(text: str, change: Callable[[dict[str, Any]], None]) -> str:
    document = json.loads(text)
    change(document)
    return json.dumps(document)


def _drop_action(document: dict[str, Any]) -> None:
    del document["log"][0]


def _newer(document: dict[str, Any]) -> None:
    document["format_version"] = 2
    document["something_new"] = True


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
    game_id = stored(store, finished_game(1, 5))
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

"""What a change costs the other servers on PostgreSQL: the notice goes out with the
statement that moves the log (no round trip of its own) and only once the change is
committed; the reader of a change reads it in one statement, outside a transaction."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from sqlalchemy import event

from sheets.paper_dungeons.actions import RollDice
from storage import ActionNotFound, GameNotice, SeatInfo, Store, open_store
from tests.paper_dungeons.play import example_setup
from tests.storage.conftest import NO_POSTGRES, POSTGRES_URL, postgres_schema_url

pytestmark = pytest.mark.postgres

ROLL = RollDice(seat=0, symbols=("warrior", "wizard", "clover", "boots", "cleric", "rogue"))


@pytest.fixture
def postgres_store() -> Iterator[Store]:
    if POSTGRES_URL is None:
        pytest.skip(NO_POSTGRES)
    for url in postgres_schema_url():
        store = open_store(url=url)
        yield store
        store.close()


def _new_game(store: Store) -> str:
    setup = example_setup(2, 17)
    return store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(s.name) for s in setup.seats]
    )


class Statements:
    """The statements a store sends its database, and whether each was sent outside a
    transaction."""

    def __init__(self, store: Store) -> None:
        self.sent: list[tuple[str, bool]] = []
        event.listen(store._engine, "before_cursor_execute", self._record)

    def _record(self, connection: object, cursor: object, statement: str, *_: object) -> None:
        driver = connection.connection.driver_connection  # type: ignore[attr-defined]
        self.sent.append((" ".join(statement.split()), driver.autocommit))


def test_the_notice_of_a_change_goes_with_the_statement_that_moves_the_log(
    postgres_store: Store,
) -> None:
    game_id = _new_game(postgres_store)
    statements = Statements(postgres_store)
    seq = postgres_store.append_action(game_id=game_id, action=ROLL, position=0)
    postgres_store.mark_undone(game_id=game_id, seq=seq, position=1)
    postgres_store.redo(game_id=game_id, position=2)
    notifying = [sql for sql, _ in statements.sent if "pg_notify" in sql]
    assert len(notifying) == 3, "one notice for each change"
    assert all("UPDATE game SET" in sql for sql in notifying), "no round trip of its own"


def test_a_change_rolled_back_notifies_nobody(postgres_store: Store) -> None:
    game_id = _new_game(postgres_store)
    heard: list[GameNotice] = []
    committed = threading.Event()

    def on_notice(notice: GameNotice) -> None:
        if notice.game_id == game_id:
            heard.append(notice)
            committed.set()

    listener = postgres_store.listen(on_notice, lambda: None)
    assert listener is not None
    try:
        # The log moves (and the notice is sent) before the redo is found missing: the
        # whole change is rolled back.
        with pytest.raises(ActionNotFound):
            postgres_store.append_action(game_id=game_id, action=ROLL, position=0, redo_of=7)
        postgres_store.append_action(game_id=game_id, action=ROLL, position=0)
        assert committed.wait(timeout=30)
    finally:
        listener.stop()
    assert heard == [GameNotice(game_id, 1)]


def test_a_change_is_read_in_one_statement_outside_a_transaction(postgres_store: Store) -> None:
    game_id = _new_game(postgres_store)
    seq = postgres_store.append_action(game_id=game_id, action=ROLL, position=0)
    postgres_store.mark_undone(game_id=game_id, seq=seq, position=1)
    statements = Statements(postgres_store)
    tail = postgres_store.log_after(game_id=game_id, position=1, seq=seq)
    assert (tail.position, tail.appended, tail.redo_stack) == (2, None, ((seq, ROLL),))
    assert [outside for _, outside in statements.sent] == [True]


def test_a_change_takes_a_statement_for_each_thing_it_does(postgres_store: Store) -> None:
    """A new action: the log moved (and the notice), its seat's undone actions dropped,
    the row written with its number; an undo, of a known number or the latest of a seat,
    of one action or several: the log moved, the rows marked with their places on the
    redo stack; a redo: the log moved, the undone row taken off the redo stack, and
    logged again. The rows to change and their numbers are found by the statements that
    change them: no statement only reads."""
    store = postgres_store
    game_id = _new_game(store)
    store.append_action(game_id=game_id, action=ROLL, position=0)
    store.append_action(game_id=game_id, action=ROLL, position=1)
    statements = Statements(store)
    counts = {}

    def count(change: str, run: Callable[[], int | None]) -> int | None:
        sent = len(statements.sent)
        result = run()
        counts[change] = len(statements.sent) - sent
        return result

    third = count("append", lambda: store.append_action(game_id=game_id, action=ROLL, position=2))
    count("mark_undone", lambda: store.mark_undone(game_id=game_id, seq=1, position=3))
    fourth = count("redo", lambda: store.redo(game_id=game_id, position=4))
    count("undo", lambda: store.undo(game_id=game_id, seat=0, position=5))
    fifth = count(
        "redo_of",
        lambda: store.append_action(game_id=game_id, action=ROLL, position=6, redo_of=4),
    )
    count(
        "mark_all_undone", lambda: store.mark_all_undone(game_id=game_id, seqs=[5, 2], position=7)
    )
    assert (third, fourth, fifth) == (3, 4, 5)
    assert counts == {
        "append": 3,
        "mark_undone": 2,
        "redo": 3,
        "undo": 2,
        "redo_of": 3,
        "mark_all_undone": 2,
    }
    assert all(sql.startswith(("INSERT", "UPDATE", "WITH moved")) for sql, _ in statements.sent)
    loaded = store.load_game(game_id=game_id)
    assert [seq for seq, _ in loaded.actions] == [3]
    assert [seq for seq, _ in loaded.undone] == [5, 2]

"""Two servers on one database: each keeps its own live tables, and a change one makes
while the other's table is out of date never forks the game. The other's change is tried
again on the newer game, where it is kept or refused with the rules' reason, and every
table comes to the same game as the one stored. On PostgreSQL the servers tell each
other of their changes; on SQLite (one server) the same checks hold for its writers."""

from __future__ import annotations

import contextlib
import random
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheets.core.authority import HOST
from sheets.core.errors import Illegal
from sheets.games import get_game
from sheets.paper_dungeons.actions import BrewPotions, EndRound, LevelUp, RollDice
from storage import GameNotice, SeatInfo, Store, StoredGame, open_store
from tests.paper_dungeons.play import example_setup
from tests.random_play import random_player
from tests.storage.conftest import NO_POSTGRES, POSTGRES_URL, postgres_schema_url
from ui.live import LiveTables
from ui.server import make_services

next_random_action = random_player(get_game("paper_dungeons"))


ROLL = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'table.db'}"
        return
    if POSTGRES_URL is None:
        pytest.skip(NO_POSTGRES)
    yield from postgres_schema_url()


@pytest.fixture
def postgres_url() -> Iterator[str]:
    if POSTGRES_URL is None:
        pytest.skip(NO_POSTGRES)
    yield from postgres_schema_url()


class Server:
    """A server's store and live tables (what ``main.py`` makes), without the web."""

    def __init__(self, url: str) -> None:
        self.store = open_store(url=url)
        self.tables = make_services(self.store).tables

    def close(self) -> None:
        self.store.close()


@pytest.fixture
def servers(database_url: str) -> Iterator[tuple[Server, Server]]:
    pair = (Server(database_url), Server(database_url))
    yield pair
    for server in pair:
        server.close()


def _new_game(store: Store) -> str:
    setup = example_setup(2, 17)
    return store.create_game(
        kind="paper_dungeons", setup=setup, seats=[SeatInfo(s.name) for s in setup.seats]
    )


def _same_as_stored(tables: LiveTables, store: Store, game_id: str) -> None:
    table, stored = tables.open(game_id), store.load_game(game_id=game_id)
    assert table.game.actions == stored.game.actions
    assert table.game.undone == stored.game.undone
    assert table.state == stored.game.state
    assert [(entry.number, entry.action) for entry in table.game.entries] == list(stored.actions)
    assert [(entry.number, entry.action) for entry in table.game.undone_entries] == list(
        stored.undone
    )
    assert table.position == stored.position


def test_a_change_the_rules_refuse_on_the_newer_game_is_refused_and_nothing_forks(
    servers: tuple[Server, Server],
) -> None:
    first, second = servers
    game_id = _new_game(first.store)
    first.tables.open(game_id)
    second.tables.open(game_id)
    redraw: list[str] = []
    second.tables.moved_elsewhere = redraw.append
    first.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
    with pytest.raises(Illegal) as refused:
        second.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
    assert refused.value.reason == "already_rolled"
    assert redraw == [game_id], "the refused device, too, is shown the newer game"
    for server in servers:
        _same_as_stored(server.tables, first.store, game_id)
    assert second.tables.open(game_id).state.dice == first.tables.open(game_id).state.dice
    assert first.store.load_game(game_id=game_id).position == 1


def test_a_change_that_still_fits_is_made_on_the_newer_game(
    servers: tuple[Server, Server],
) -> None:
    first, second = servers
    game_id = _new_game(first.store)
    first.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
    second.tables.open(game_id)
    first.tables.act(game_id, BrewPotions(seat=0, die=0), HOST)
    second.tables.act(game_id, BrewPotions(seat=1, die=1), HOST)
    first.tables.follow(GameNotice(game_id, 3))
    stored = first.store.load_game(game_id=game_id)
    assert [type(action).__name__ for action in stored.game.actions] == [
        "RollDice",
        "BrewPotions",
        "BrewPotions",
    ]
    assert [sheet.potions for sheet in stored.game.state.sheets] == [2, 2]
    for server in servers:
        _same_as_stored(server.tables, first.store, game_id)


def test_undo_and_redo_on_an_out_of_date_table_act_on_the_newer_game(
    servers: tuple[Server, Server],
) -> None:
    first, second = servers
    game_id = _new_game(first.store)
    first.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
    second.tables.open(game_id)
    first.tables.act(game_id, BrewPotions(seat=0, die=0), HOST)
    # As if the taps had come one after the other to one server: the latest action goes.
    assert second.tables.undo(game_id, None, HOST) == BrewPotions(seat=0, die=0)
    assert first.tables.redo(game_id, None, HOST) == BrewPotions(seat=0, die=0)
    second.tables.follow(GameNotice(game_id, 4))
    first.tables.follow(GameNotice(game_id, 4))
    for server in servers:
        _same_as_stored(server.tables, first.store, game_id)
    assert second.tables.open(game_id).state.sheets[0].potions == 2


def test_a_table_follows_new_actions_then_an_undo_and_the_seats_from_the_log(
    servers: tuple[Server, Server],
) -> None:
    first, second = servers
    game_id = _new_game(first.store)
    table = second.tables.open(game_id)
    assert not second.tables.follow(GameNotice(game_id, 0))
    first.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
    first.tables.act(game_id, BrewPotions(seat=1, die=2), HOST)
    version = table.version
    redraw: list[str] = []
    second.tables.moved_elsewhere = redraw.append
    # A notice only says where to look: the change itself is read from the log.
    assert second.tables.follow(GameNotice(game_id, 1))
    assert (table.position, table.version) == (2, version + 1)
    assert redraw == [game_id]
    _same_as_stored(second.tables, second.store, game_id)
    assert not second.tables.follow(GameNotice(game_id, 2))

    first.tables.undo(game_id, 1, HOST)
    assert second.tables.follow(GameNotice(game_id, 3))
    _same_as_stored(second.tables, second.store, game_id)
    assert table.state.sheets[1].potions == 0

    first.store.issue_device_token(game_id=game_id, seat=1)
    assert second.tables.follow(GameNotice(game_id, None))
    assert table.held == {1}
    seatings = table.seatings
    assert not second.tables.follow(GameNotice(game_id, None))
    assert table.seatings > seatings, "the seat may have passed to another device"
    assert not second.tables.follow(GameNotice("0" * 32, 5)), "a game not open here"


def _follow_first(first: Server, second: Server, game_id: str) -> None:
    """The second server hears of the first's latest change, and then holds the stored
    game."""
    second.tables.follow(GameNotice(game_id, first.tables.open(game_id).position))
    _same_as_stored(second.tables, first.store, game_id)


def _counted_loads(server: Server, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The games ``server`` reads whole from now on."""
    loads: list[str] = []
    load_game = server.store.load_game

    def counted_load(*, game_id: str) -> StoredGame:
        loads.append(game_id)
        return load_game(game_id=game_id)

    monkeypatch.setattr(server.store, "load_game", counted_load)
    return loads


def _roll_and_two_brews(server: Server, game_id: str) -> None:
    """The host rolls, then seats 1 and 0 each brew with a die of the roll."""
    server.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
    server.tables.act(game_id, BrewPotions(seat=1, die=1), HOST)
    server.tables.act(game_id, BrewPotions(seat=0, die=0), HOST)


def test_a_table_follows_undos_by_undoing_them_and_reads_the_whole_game_only_for_a_new_setup(
    servers: tuple[Server, Server], monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = servers
    game_id = _new_game(first.store)
    table = second.tables.open(game_id)
    loads = _counted_loads(second, monkeypatch)
    _roll_and_two_brews(first, game_id)
    _follow_first(first, second, game_id)
    # Not the latest action of all: seat 0 brewed after it.
    first.tables.undo(game_id, 1, HOST)
    _follow_first(first, second, game_id)
    first.tables.redo(game_id, 1, HOST)
    _follow_first(first, second, game_id)
    loads_after_redo = len(loads)
    first.tables.undo(game_id, 0, HOST)
    _follow_first(first, second, game_id)
    # The roll and the brew that used its die, in one change.
    first.tables.undo_with_later(game_id, 0, HOST)
    _follow_first(first, second, game_id)
    assert table.game.actions == ()
    assert len(table.game.undone) == 3
    assert len(loads) == loads_after_redo, "undos are followed without reading the game"
    first.tables.change_setup(game_id, example_setup(2, 18), HOST)
    _follow_first(first, second, game_id)
    assert table.game.setup == example_setup(2, 18)


def test_a_table_follows_redos_and_new_actions_without_reading_the_whole_game(
    servers: tuple[Server, Server], monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = servers
    game_id = _new_game(first.store)
    table = second.tables.open(game_id)
    _roll_and_two_brews(first, game_id)
    first.tables.undo(game_id, 1, HOST)
    first.tables.undo(game_id, 0, HOST)
    _follow_first(first, second, game_id)
    loads = _counted_loads(second, monkeypatch)
    first.tables.redo(game_id, 1, HOST)
    _follow_first(first, second, game_id)
    # Two changes heard at once: a redo, then a new action.
    first.tables.redo(game_id, None, HOST)
    first.tables.act(game_id, LevelUp(seat=1, die=2, hero="warrior"), HOST)
    _follow_first(first, second, game_id)
    assert [entry.number for entry in table.game.entries] == [1, 4, 5, 6]
    assert loads == [], "redos are followed without reading the game"


@settings(
    max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_a_table_following_every_change_holds_the_stored_game_after_each(
    servers: tuple[Server, Server], seed: int
) -> None:
    """Random acts, undos (alone and with the later actions that depend on them) and
    redos on one server: the other, told of each change, holds the stored game."""
    rng = random.Random(seed)
    first, second = servers
    game_id = _new_game(first.store)
    second.tables.open(game_id)
    for _ in range(40):
        seat = rng.choice([None, 0, 1])
        change = rng.choice(["act", "act", "act", "undo", "undo later", "redo"])
        if change == "undo later":
            with contextlib.suppress(Illegal):
                first.tables.undo_with_later(game_id, seat, HOST)
        else:
            _change_at_random(first, game_id, change, seat, rng)
        _follow_first(first, second, game_id)


def test_every_open_table_catches_up_after_notices_were_missed(
    servers: tuple[Server, Server],
) -> None:
    first, second = servers
    games = [_new_game(first.store) for _ in range(3)]
    for game_id in games:
        second.tables.open(game_id)
    first.tables.act(games[0], RollDice(seat=0, symbols=ROLL), HOST)
    first.store.issue_device_token(game_id=games[2], seat=0)
    assert sorted(second.tables.follow_all()) == sorted([games[0], games[2]])
    for game_id in games:
        _same_as_stored(second.tables, second.store, game_id)


def test_servers_on_postgresql_hear_each_others_changes(postgres_url: str) -> None:
    first, second = Server(postgres_url), Server(postgres_url)
    game_id = _new_game(first.store)
    second.tables.open(game_id)
    heard: list[GameNotice] = []
    caught_up = threading.Event()

    def on_notice(notice: GameNotice) -> None:
        # The database may be shared with other tests running meanwhile: their games'
        # notices are heard too.
        if notice.game_id != game_id:
            return
        heard.append(notice)
        if second.tables.follow(notice):
            caught_up.set()

    listener = second.store.listen(on_notice, lambda: None)
    assert listener is not None
    try:
        first.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
        assert caught_up.wait(timeout=30)
        _same_as_stored(second.tables, second.store, game_id)
        assert heard == [GameNotice(game_id, 1)]
        caught_up.clear()
        first.store.issue_device_token(game_id=game_id, seat=1)
        assert caught_up.wait(timeout=30)
        assert second.tables.open(game_id).held == {1}
    finally:
        listener.stop()
        first.close()
        second.close()


def test_sqlite_serves_one_process_and_has_no_notices(tmp_path: Path) -> None:
    store = open_store(data_dir=tmp_path)
    assert store.listen(lambda notice: None, lambda: None) is None
    store.close()


def test_an_undo_after_a_redo_marks_the_row_the_redo_logged(
    servers: tuple[Server, Server],
) -> None:
    first, second = servers
    game_id = _new_game(first.store)
    second.tables.open(game_id)
    first.tables.act(game_id, RollDice(seat=0, symbols=ROLL), HOST)
    first.tables.act(game_id, BrewPotions(seat=0, die=0), HOST)
    first.tables.act(game_id, BrewPotions(seat=1, die=1), HOST)
    first.tables.undo(game_id, 0, HOST)
    # The other server redoes on the newer game: the redo is logged anew as number 4.
    second.tables.redo(game_id, 0, HOST)
    first.tables.follow(GameNotice(game_id, 5))
    assert [entry.number for entry in first.tables.open(game_id).game.entries] == [1, 3, 4]
    first.tables.undo(game_id, 0, HOST)
    stored = first.store.load_game(game_id=game_id)
    assert stored.undone == ((4, BrewPotions(seat=0, die=0)),)
    assert [seq for seq, _ in stored.actions] == [1, 3]
    second.tables.follow(GameNotice(game_id, 6))
    for server in servers:
        _same_as_stored(server.tables, first.store, game_id)


def _change_at_random(
    server: Server, game_id: str, change: str, seat: int | None, rng: random.Random
) -> None:
    """A random ``change`` (act, undo or redo) ``server`` makes or has refused; either way
    its table is then up to date."""
    tables = server.tables
    with contextlib.suppress(Illegal):
        if change == "undo":
            tables.undo(game_id, seat, HOST)
        elif change == "redo":
            tables.redo(game_id, seat, HOST)
        else:
            action = next_random_action(tables.open(game_id).state, rng)
            tables.act(game_id, action or EndRound(seat=0), HOST)


@settings(
    max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_the_numbers_a_table_holds_are_the_stored_ones_after_every_change(
    servers: tuple[Server, Server], seed: int
) -> None:
    """Random acts, undos and redos (an undo often redone at once), each on either server:
    the one that made the change holds the numbers a fresh load from storage gives, even
    when it was out of date and made it on the newer game."""
    rng = random.Random(seed)
    game_id = _new_game(servers[0].store)
    for _ in range(40):
        seat = rng.choice([None, 0, 1])
        for change in rng.choice(["act", "act", "act", "undo", "redo", "undo redo"]).split():
            server = rng.choice(servers)
            _change_at_random(server, game_id, change, seat, rng)
            _same_as_stored(server.tables, server.store, game_id)
    for server in servers:
        server.tables.follow_all()
        _same_as_stored(server.tables, server.store, game_id)

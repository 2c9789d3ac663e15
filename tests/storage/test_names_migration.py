"""Names stored before the rule for names are made to obey it by migration 0006, and
nothing else in the database changes."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from alembic import command
from sqlalchemy import Engine, MetaData, insert, select, update
from sqlalchemy.engine import make_url

from scoring.outcome import GameOutcome, SeatResult
from sheets.core.names import NAME_MAX, checked_name, is_placeholder
from storage import SeatInfo, open_store
from storage.engine import IMMEDIATE, create_store_engine
from storage.migrate import alembic_config, current_revision
from tests.fury_of_dracula import play as dracula
from tests.storage.games import KIND, finished_game, stored

ESCAPE = "\x1b[31m"
OVERRIDE = "\u202e"
LONG = 200_000


def _tables(engine: Engine) -> MetaData:
    metadata = MetaData()
    metadata.reflect(engine)
    return metadata


def _everything(engine: Engine) -> dict[str, list[dict[str, Any]]]:
    """Every row of every table but the names and the setups' players' names, in order."""
    metadata = _tables(engine)
    found: dict[str, list[dict[str, Any]]] = {}
    with engine.connect() as connection:
        for name, table in metadata.tables.items():
            if name == "alembic_version":
                continue
            rows = connection.execute(select(table).order_by(*table.primary_key.columns))
            found[name] = [_without_names(name, dict(row._mapping)) for row in rows]
    return found


def _without_names(table: str, row: dict[str, Any]) -> dict[str, Any]:
    if table in ("profile", "seat"):
        row = {key: value for key, value in row.items() if key not in ("name", "name_key")}
    if table == "game":
        setup = dict(row["setup"])
        players = "seats" if row["kind"] == "paper_dungeons" else "players"
        setup[players] = [{**player, "name": None} for player in setup[players]]
        row = {**row, "setup": setup}
    if table == "game_result":
        outcome = dict(row["outcome"])
        outcome["seats"] = [{**seat, "name": None} for seat in outcome["seats"]]
        row = {**row, "outcome": outcome}
    return row


def test_stored_names_are_made_to_obey_the_rule_and_nothing_else_changes(
    database_url: str,
) -> None:
    # PostgreSQL refuses a NUL in a text column (though not in JSON), and a column longer
    # than its type; SQLite stores whatever it is given.
    sqlite = database_url.startswith("sqlite")
    nul = "\x00" if sqlite else ""
    long_column = LONG if sqlite else 100
    game = finished_game(3, 11)
    store = open_store(url=database_url)
    game_id = stored(store, game)
    # Listed by place, not by seat, as a result may list them.
    outcome = GameOutcome(
        kind=KIND,
        seats=tuple(
            SeatResult(seat=seat, name=game.setup.seats[seat].name, score=None, winner=seat == 2)
            for seat in (2, 0, 1)
        ),
    )
    store.finish_game(game_id=game_id, outcome=outcome.to_json(), position=len(game.actions))
    dracula_setup = dracula.example_setup(5)
    dracula_id = store.create_game(
        kind="fury_of_dracula",
        setup=dracula_setup,
        seats=[SeatInfo(name=player.name) for player in dracula_setup.players],
    )
    kept = store.create_profile(name="Adam")
    store.close()
    engine = create_store_engine(make_url(database_url))
    with engine.connect() as connection:
        connection = connection.execution_options(**{IMMEDIATE: True})
        with connection.begin():
            command.downgrade(alembic_config(connection), "0005")
    tables = _tables(engine)
    profile, seat, games, results = (
        tables.tables[name] for name in ("profile", "seat", "game", "game_result")
    )
    with engine.begin() as connection:
        created_at = connection.execute(select(profile.c.created_at)).scalar_one()
        for number, name in enumerate(
            [
                f"{OVERRIDE}Eva",
                f"Eva{nul}{OVERRIDE}",
                f"{ESCAPE}Marie",
                "x" * long_column,
                f" {nul}\x1b ",
                "",
            ]
        ):
            connection.execute(
                insert(profile).values(
                    id=f"old{number}",
                    name=name,
                    name_key=name.strip().casefold(),
                    created_at=created_at,
                )
            )
        seat_names = [f"{nul}Ann{OVERRIDE}", "\x1bann", f"{ESCAPE}{'L' * LONG}"]
        for number, name in enumerate(seat_names):
            column_name = name if sqlite or number < 2 else name[:long_column]
            connection.execute(
                update(seat)
                .where(seat.c.game_id == game_id, seat.c.seat == number)
                .values(name=column_name)
            )
        for table_id, players in ((game_id, "seats"), (dracula_id, "players")):
            setup = connection.execute(
                select(games.c.setup).where(games.c.id == table_id)
            ).scalar_one()
            setup[players] = [
                {**player, "name": name}
                for player, name in zip(setup[players], seat_names, strict=True)
            ]
            connection.execute(update(games).where(games.c.id == table_id).values(setup=setup))
        result = connection.execute(select(results.c.outcome)).scalar_one()
        for listed in result["seats"]:
            listed["name"] = seat_names[listed["seat"]]
        connection.execute(update(results).values(outcome=result))
    before = _everything(engine)

    store = open_store(url=database_url)
    loaded = store.load_game(game_id=game_id)
    loaded_dracula = store.load_game(game_id=dracula_id)
    history = store.history()
    profiles = {profile.profile_id: profile.name for profile in store.list_profiles()}
    store.close()

    expected_seats = ["Ann", "ann 2", "[31m" + "L" * (NAME_MAX - 4)]
    assert [seat.name for seat in loaded.game.setup.seats] == expected_seats
    assert [seat.name for seat in loaded.info.seats] == expected_seats
    assert [player.name for player in loaded_dracula.game.setup.players] == expected_seats
    assert [seat.name for seat in history[0].seats] == [expected_seats[seat] for seat in (2, 0, 1)]
    assert loaded.game.actions == game.actions
    # The replayed game is the game it was, but for the names of its setup.
    assert replace(loaded.game.state, setup=game.setup) == game.state
    assert profiles[kept.profile_id] == "Adam"
    assert profiles["old0"] == "Eva" and profiles["old1"] == "Eva 2"
    assert profiles["old2"] == "[31mMarie"
    assert profiles["old3"] == "x" * NAME_MAX
    assert is_placeholder(profiles["old4"]) and is_placeholder(profiles["old5"])
    with engine.connect() as connection:
        assert current_revision(connection) == "0006"
        stored_profiles = connection.execute(select(profile.c.name, profile.c.name_key)).all()
        stored_seats = connection.execute(select(seat.c.name)).scalars().all()
    for name, key in stored_profiles:
        assert checked_name(name) == name and key == name.casefold()
    assert len({key for _, key in stored_profiles}) == len(stored_profiles)
    assert all(checked_name(name) == name for name in stored_seats)
    assert _everything(engine) == before
    engine.dispose()

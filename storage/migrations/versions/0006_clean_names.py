"""Names stored before the rule for names made to obey it: profiles, seats, and the
players of every game's setup and of every game's result, without control characters or
direction overrides, and no longer than the rule allows.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-06
"""

from collections.abc import Callable
from itertools import count
from typing import Any

import sqlalchemy as sa
from alembic import op

from sheets.core.names import NAME_MAX, cleaned_name, name_refusal, placeholder
from sheets.i18n import DEFAULT_LANGUAGE
from storage.profiles import name_key

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

# Where each kind of game lists its players in its setup (each with a "name").
_PLAYERS_IN_SETUP = {
    "paper_dungeons": "seats",
    "sator": "seats",
    "fury_of_dracula": "players",
    "big_book_of_madness": "players",
}
# What a profile's name key is while the profiles are renamed, so that two renamed
# profiles never hold one key at once: the override cannot be in any name that obeys the
# rule, so no key of a finished name is one of these.
_RENAMING = "\u202e"

_profile = sa.table(
    "profile",
    sa.column("id", sa.String),
    sa.column("name", sa.String),
    sa.column("name_key", sa.String),
    sa.column("created_at", sa.DateTime),
)
_seat = sa.table(
    "seat", sa.column("game_id", sa.String), sa.column("seat", sa.Integer), sa.column("name")
)
_result = sa.table("game_result", sa.column("game_id", sa.String), sa.column("outcome", sa.JSON))
_game = sa.table(
    "game", sa.column("id", sa.String), sa.column("kind", sa.String), sa.column("setup", sa.JSON)
)


def upgrade() -> None:
    connection = op.get_bind()
    _clean_profiles(connection)
    _clean_seats(connection)
    _clean_setups(connection)
    _clean_results(connection)


def downgrade() -> None:
    # The characters taken out are gone; the cleaned names are valid at every revision.
    pass


def _clean_names(names: list[str], key: Callable[[str], str]) -> list[str]:
    """``names`` as the rule allows them, in order. A name that obeys the rule is kept; any
    other is cleaned (the placeholder of its place when nothing of it is left) and numbered
    when another name has its ``key`` already."""
    obeying = {
        index
        for index, name in enumerate(names)
        if name_refusal(name) is None and name == name.strip()
    }
    taken = {key(names[index]) for index in obeying}
    result: list[str] = []
    for index, name in enumerate(names):
        if index not in obeying:
            name = _free(cleaned_name(name) or placeholder(index + 1, DEFAULT_LANGUAGE), taken, key)
            taken.add(key(name))
        result.append(name)
    return result


def _free(wanted: str, taken: set[str], key: Callable[[str], str]) -> str:
    """``wanted``, or it with the first number after it that makes it a name not taken."""
    if key(wanted) not in taken:
        return wanted
    for number in count(2):
        suffix = f" {number}"
        name = wanted[: NAME_MAX - len(suffix)].rstrip() + suffix
        if key(name) not in taken:
            return name
    raise AssertionError("unreachable: the numbers do not end")


def _clean_profiles(connection: sa.Connection) -> None:
    rows = connection.execute(
        sa.select(_profile.c.id, _profile.c.name).order_by(_profile.c.created_at, _profile.c.id)
    ).all()
    names = _clean_names([row.name for row in rows], name_key)
    renamed = [(row.id, name) for row, name in zip(rows, names, strict=True) if name != row.name]
    for profile_id, _ in renamed:
        connection.execute(
            sa.update(_profile)
            .where(_profile.c.id == profile_id)
            .values(name_key=_RENAMING + profile_id)
        )
    for profile_id, name in renamed:
        connection.execute(
            sa.update(_profile)
            .where(_profile.c.id == profile_id)
            .values(name=name, name_key=name_key(name))
        )


def _clean_seats(connection: sa.Connection) -> None:
    """Each game's seats as one list, cleaned as the names of its setup are, so that a seat
    and the player of its setup keep one name."""
    rows = connection.execute(
        sa.select(_seat.c.game_id, _seat.c.seat, _seat.c.name).order_by(
            _seat.c.game_id, _seat.c.seat
        )
    ).all()
    by_game: dict[str, list[Any]] = {}
    for row in rows:
        by_game.setdefault(row.game_id, []).append(row)
    for seats in by_game.values():
        names = _clean_names([row.name for row in seats], str.casefold)
        for row, name in zip(seats, names, strict=True):
            if name != row.name:
                connection.execute(
                    sa.update(_seat)
                    .where(_seat.c.game_id == row.game_id, _seat.c.seat == row.seat)
                    .values(name=name)
                )


def _clean_setups(connection: sa.Connection) -> None:
    games = connection.execute(
        sa.select(_game.c.id, _game.c.kind).where(_game.c.kind.in_(_PLAYERS_IN_SETUP))
    ).all()
    for game in games:
        setup = connection.execute(sa.select(_game.c.setup).where(_game.c.id == game.id)).scalar()
        players = setup.get(_PLAYERS_IN_SETUP[game.kind]) if isinstance(setup, dict) else None
        if not isinstance(players, list) or not all(
            isinstance(player, dict) and isinstance(player.get("name"), str) for player in players
        ):
            continue
        names = _clean_names([player["name"] for player in players], str.casefold)
        if names == [player["name"] for player in players]:
            continue
        for player, name in zip(players, names, strict=True):
            player["name"] = name
        connection.execute(sa.update(_game).where(_game.c.id == game.id).values(setup=setup))


def _clean_results(connection: sa.Connection) -> None:
    """The names in each result, taken in the order of their seats as the seats' names are
    (a result lists them in any order), so that they stay the names of those seats."""
    for game_id in connection.execute(sa.select(_result.c.game_id)).scalars().all():
        outcome = connection.execute(
            sa.select(_result.c.outcome).where(_result.c.game_id == game_id)
        ).scalar()
        seats = outcome.get("seats") if isinstance(outcome, dict) else None
        if not isinstance(seats, list) or not all(
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and isinstance(seat.get("seat"), int)
            for seat in seats
        ):
            continue
        in_seat_order = sorted(seats, key=lambda seat: int(seat["seat"]))
        names = _clean_names([seat["name"] for seat in in_seat_order], str.casefold)
        if names == [seat["name"] for seat in in_seat_order]:
            continue
        for seat, name in zip(in_seat_order, names, strict=True):
            seat["name"] = name
        connection.execute(
            sa.update(_result).where(_result.c.game_id == game_id).values(outcome=outcome)
        )

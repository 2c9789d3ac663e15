"""Who may undo (and redo) what, for every action type of every game and every kind of
device, from the games' contracts: the table's actions where the table's actions are
taken; a seat's on the device holding that seat, or on the host while no other device
does; what a player did on their own device never on a shared device behind their back,
unless it is undone with the table's earlier action it depended on, or it is a seat's
record, which the host may take for any seat and so may take back.

The table is the one of the access tests: phones hold seats 0 and 1, seat 2 is played on
the host tablet. Each rule is checked on the contract for every example action, and
through the server's live tables on games played at random, undone and redone there.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from sheets.core.actions import Action
from sheets.core.authority import Actor, Authority, Who
from sheets.core.errors import Illegal
from sheets.games import get_game
from storage import SeatInfo, open_store
from tests.random_play import next_random_action
from tests.ui.test_contract_access import (
    APP_DRACULA,
    DEVICES,
    HELD_BY_PHONES,
    KINDS,
    SEATS,
    Kind,
    examples,
    forged,
)
from ui.server import make_services

HOST = DEVICES["host tablet"]
ACCESS = {"host_only", "not_your_seat", "undo_elsewhere", "redo_elsewhere", "app_plays_seat"}


@dataclass(frozen=True)
class Asked:
    """How a device asks to take an action back: with the host at the table or not, with
    an earlier action it depends on or alone, as an undo or a redo."""

    host_present: bool
    depending: bool
    redo: bool = False


def expected_refusal(
    authority: Authority, device: Actor, action: Action, asked: Asked
) -> str | None:
    """The contract read plainly: why ``device`` may not take ``action`` back (or bring it
    back), or ``None``."""
    tables = authority.tables(action)
    if device.host:
        record = authority.of(action.TYPE).who is Who.RECORD
        elsewhere = action.seat in HELD_BY_PHONES - device.seats
        if asked.depending or tables or record or not elsewhere:
            return None
        return "redo_elsewhere" if asked.redo else "undo_elsewhere"
    if tables:
        stand_in = authority.may_stand_in(action.TYPE, asked.host_present) and bool(device.seats)
        return None if stand_in else "host_only"
    return None if action.seat in device.seats else "not_your_seat"


def refusal(authority: Authority, device: Actor, action: Action, asked: Asked) -> str | None:
    try:
        authority.check_take_back(
            device,
            action,
            held_elsewhere=HELD_BY_PHONES - device.seats,
            host_present=asked.host_present,
            depending=asked.depending,
            redo=asked.redo,
        )
    except Illegal as refused:
        return refused.reason
    return None


@pytest.mark.parametrize("redo", [False, True], ids=["undo", "redo"])
@pytest.mark.parametrize("depending", [False, True], ids=["alone", "with an earlier one"])
@pytest.mark.parametrize("host_present", [True, False], ids=["host at the table", "no host"])
@pytest.mark.parametrize("kind", [*sorted(KINDS), "fury_of_dracula against the app"])
def test_the_contract_says_who_takes_back_each_action(
    kind: str, host_present: bool, depending: bool, redo: bool
) -> None:
    game = APP_DRACULA if kind.endswith("the app") else KINDS[kind]
    name = kind.split()[0]
    authority = get_game(name).authority
    checked = 0
    for of_type in examples(name, game).values():
        for action in (variant for example in of_type for variant in forged(example)):
            takers = []
            for device_name, device in DEVICES.items():
                asked = Asked(host_present, depending, redo)
                said = refusal(authority, device, action, asked)
                expected = expected_refusal(authority, device, action, asked)
                assert said == expected, (device_name, action)
                if said is None:
                    takers.append(device_name)
                checked += 1
            assert "watcher" not in takers, action
            phones = [taker for taker in takers if taker.startswith("phone")]
            assert len(phones) <= 1 or authority.tables(action), (action, phones)
            if host_present:
                assert takers, f"nobody may take back {action}"
    assert checked >= SEATS * len(authority.permissions) * len(DEVICES)


def _played_at_random(tmp_path: Any, kind: str, game: Kind, seed: int) -> tuple[Any, str]:
    """A table of ``kind`` whose seats were all played on the host tablet at random, then
    two of them taken by phones."""
    store = open_store(data_dir=tmp_path)
    tables = make_services(store).tables
    game_id = str(
        store.create_game(
            kind=kind,
            setup=game.setup(seed),
            seats=[SeatInfo(name=f"Player {seat + 1}") for seat in range(SEATS)],
        )
    )
    tables.arrive(game_id, "tablet", None, host=True)
    rules = get_game(kind)
    rng = random.Random(seed)
    for _ in range(60):
        action = next_random_action(rules, tables.open(game_id).state, rng)
        if action is None:
            break
        tables.act(game_id, action, HOST)
    for seat in HELD_BY_PHONES:
        tables.seat_taken(game_id, seat, held=True)
    return tables, game_id


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_server_undoes_and_redoes_exactly_what_the_contract_allows(
    tmp_path: Any, kind: str, seed: int
) -> None:
    tables, game_id = _played_at_random(tmp_path, kind, KINDS[kind], seed)
    authority = get_game(kind).authority
    tried = 0
    refusals: set[str | None] = set()
    for device_name, device in DEVICES.items():
        for seat in (None, *range(SEATS)):
            game = tables.open(game_id).game
            index = game.last_index(seat)
            if index is None:
                continue
            latest = game.actions[index]
            later = game.depending_on_last(seat)
            if not device.host and (seat is None or seat not in device.seats):
                # Anybody's latest is the host's to ask for; another seat's, not a phone's.
                expected: str | None = "host_only" if seat is None else "not_your_seat"
            else:
                expected = expected_refusal(authority, device, latest, Asked(True, depending=False))
            for entry in later if expected is None else ():
                expected = expected or expected_refusal(
                    authority, device, entry.action, Asked(True, depending=True)
                )
            before = game.actions
            try:
                if later:
                    tables.undo_with_later(game_id, seat, device)
                else:
                    tables.undo(game_id, seat, device)
                said = None
            except Illegal as refused:
                said = refused.reason
            case = (device_name, seat, latest, [entry.action for entry in later])
            refusals.add(said)
            if expected is not None:
                assert said == expected, case
                assert tables.open(game_id).game.actions == before, case
                continue
            assert said not in ACCESS, case
            if said is None:
                tried += 1
                try:
                    tables.redo(game_id, seat, device)
                except Illegal as refused:  # the game moved on without it
                    assert refused.reason not in ACCESS, case
                    continue
                assert len(tables.open(game_id).game.actions) == len(before) - len(later), case
    assert tried, "nothing was taken back: the test reached no undo"
    assert {"undo_elsewhere", "not_your_seat", "host_only"} <= refusals

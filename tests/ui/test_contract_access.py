"""Every action type of every game, sent by every kind of device, through the server's
live tables: exactly what the game's contract (its rules' ``authority``) allows passes the
check, everything else is refused with ``not_your_seat`` or ``host_only`` and nothing is
recorded.

The actions come from random games of each kind, with a few written out for the types
random play does not reach; each is also sent for every seat and naming every hunter or
player, as a device forging another seat's action would. The table: phones hold seats 0
and 1, seat 2 is played on the host tablet; once with the host at the table and once
without.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from sheets.big_book_of_madness import actions as bbm
from sheets.core.actions import Action
from sheets.core.authority import APP, Actor, Authority, Who
from sheets.core.errors import Illegal
from sheets.fury_of_dracula import actions as fod
from sheets.fury_of_dracula.content import HUNTERS
from sheets.games import get_game
from sheets.paper_dungeons import actions as pd
from sheets.sator import actions as sator
from storage import SeatInfo, Store, open_store
from tests.big_book_of_madness import play as bbm_play
from tests.fury_of_dracula import play as fod_play
from tests.paper_dungeons import play as pd_play
from tests.random_play import play_random
from tests.sator import helpers as sator_helpers
from ui.server import make_services

SEATS = 3
HELD_BY_PHONES = frozenset({0, 1})
DEVICES = {
    "host tablet": Actor(host=True, seats=frozenset()),
    "phone of seat 0": Actor(host=False, seats=frozenset({0})),
    "phone of seat 1": Actor(host=False, seats=frozenset({1})),
    "watcher": Actor(host=False, seats=frozenset()),
}
ACCESS_REFUSALS = {"not_your_seat", "host_only"}


@dataclass(frozen=True)
class Kind:
    setup: Callable[[int], Any]
    # Actions of the types random play does not reach.
    written: tuple[Action, ...]


KINDS = {
    "paper_dungeons": Kind(
        setup=lambda seed: pd_play.example_setup(SEATS, seed),
        written=(
            pd.RecordFight(seat=1, fled=False, glory=2, wounds=1),
            pd.ChooseBonus(seat=1, choice="gem"),
            pd.SetPowerGlory(seat=1, glory=3),
            pd.SetMinionBonus(seat=1, bonus=1),
            pd.ManualEffect(seat=1, effect="gain_gem", target="red"),  # type: ignore[arg-type]
        ),
    ),
    "big_book_of_madness": Kind(
        setup=lambda seed: bbm_play.example_setup(SEATS, seed),
        written=(
            bbm.CountSupply(seat=0, element="fire", value=2, count=1),  # type: ignore[arg-type]
            bbm.MadnessUnderCurses(seat=0),
            bbm.RefreshAnySpell(seat=1, owner=0, spell="telepathy"),
            bbm.DiscardMadnessDraw(seat=1),
            bbm.DrawBanish(seat=1, drew_madness=True),
            bbm.LabelCurse(seat=0, place="A", label="Silence"),
        ),
    ),
    "sator": Kind(
        setup=lambda seed: sator_helpers.setup(SEATS, seed=seed),
        written=(sator.PlaceWalkway(seat=1, piece="walkway_1"),),  # type: ignore[arg-type]
    ),
    "fury_of_dracula": Kind(
        setup=lambda seed: fod_play.example_setup(seed, players=SEATS),
        written=(
            fod.SetAlly(seat=0, side="dracula", ally="great_wolf"),
            fod.SetAlly(seat=1, side="hunters", ally="jonathan_harker"),
            fod.AvoidCombat(seat=0),
            fod.ChooseHospital(seat=1, hunter="godalming", hospital="ST"),
            fod.DamageVampire(seat=0, amount=1),
            fod.DestroyVampire(seat=0),
            fod.ChangeDraculaEvents(seat=0, change=1),
            fod.DrawEncounters(seat=0, cards=("wolves",)),
            fod.BatsMove(seat=0, hunter="godalming", place="PA"),
            fod.RemoveDuskTokens(seat=0, roadblock="road:BU-PA", storm="NS"),
            fod.EffectMove(seat=1, hunter="godalming", to="TO"),
            fod.ChangeHand(seat=1, hunter="mina", items=1),
            fod.PassTurn(seat=1, hunter="godalming"),
            fod.RemoveToken(seat=1, token="fog", at="PA"),
            fod.StartCombat(seat=1, hunters=("godalming",), vampire=False),
            fod.StartCombat(seat=0, hunters=("seward", "mina"), vampire=True),
            fod.StartCombat(seat=1, hunters=("godalming",), vampire=False, by_table=True),
            fod.EndCombat(seat=1, by_table=True),
            fod.PlaceToken(seat=1, token="fog", at="PA", by_table=True),
            fod.RevealCombatCards(seat=1),
            fod.RevealCombatCards(seat=1, by_table=True),
            fod.DraculaEvent(seat=0, card="roadblock"),
            fod.RevealTrail(seat=1, space=1),
            fod.RevealTrail(seat=1, place="PA", by_table=True),
        ),
    ),
}
# Fury of Dracula against the app's Dracula, who plays the last seat.
APP_DRACULA = Kind(
    setup=lambda seed: fod_play.example_setup(seed, players=SEATS - 1, app_dracula="normal"),
    written=KINDS["fury_of_dracula"].written,
)


def examples(kind: str, game: Kind | None = None) -> dict[str, list[Action]]:
    """Actions of every type of ``kind``, by type: one from random games, the written ones."""
    game = game or KINDS[kind]
    found: dict[str, list[Action]] = {}
    for seed in range(3):
        played = play_random(get_game(kind), game.setup(seed), random.Random(seed))
        for action in played.actions:
            found.setdefault(action.TYPE, [action])
    for action in game.written:
        found.setdefault(action.TYPE, []).append(action)
    return found


def forged(action: Action) -> Iterator[Action]:
    """``action`` as it is, sent for every seat, and naming every hunter or player."""
    fields = {field.name: getattr(action, field.name) for field in dataclasses.fields(action)}
    names: list[dict[str, object]] = [{"seat": seat} for seat in range(SEATS)]
    if "hunter" in fields:
        names += [{"hunter": hunter} for hunter in HUNTERS]
    if "hunters" in fields:
        names += [{"hunters": (fields["hunters"][0], hunter)} for hunter in HUNTERS]
    if "owner" in fields:
        names += [{"owner": seat} for seat in range(SEATS)]
    yield action
    for changes in names:
        yield dataclasses.replace(action, **changes)  # type: ignore[arg-type]


def contract_allows(
    authority: Authority, state: Any, device: Actor, action: Action, host_present: bool
) -> bool:
    """What the contract says, read plainly: the table's actions are the host's (or, for
    a stand-in action while no host is there, any seated device's); a seat's action is its
    device's, or the host's when no phone holds that seat; a record is the device's of the
    seat it belongs to, or the host's, sent in that seat; and whoever names other seats
    must hold them, unless it is the host. What is taken or recorded in a seat the app
    plays is the app's alone, and the app sends nothing else."""
    permission = authority.of(action.TYPE)
    acting = authority.acting_seat(state, action)
    app_seats = authority.app_seats(state)
    if device.app:
        return acting is not None and acting in app_seats and action.seat == acting
    if acting in app_seats or action.seat in app_seats:
        return False
    if permission.who is Who.TABLE:
        return device.host
    if permission.who is Who.TABLE_OR_STAND_IN:
        return device.host or (not host_present and bool(device.seats))
    if permission.who is Who.RECORD:
        belongs_to = permission.record_of(state, action)
        if action.seat != belongs_to or not (device.host or belongs_to in device.seats):
            return False
    elif not (action.seat in device.seats or (device.host and action.seat not in HELD_BY_PHONES)):
        return False
    return device.host or permission.names(state, action) <= device.seats


def test_every_action_type_of_every_game_has_an_example() -> None:
    for kind in KINDS:
        missing = set(get_game(kind).authority.permissions) - set(examples(kind))
        assert not missing, f"{kind}: no example of {sorted(missing)}"


@pytest.mark.parametrize("host_present", [True, False], ids=["host at the table", "no host"])
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_exactly_what_the_contract_allows_is_accepted(
    tmp_path: Any, kind: str, host_present: bool
) -> None:
    _check_contract(tmp_path, kind, KINDS[kind], DEVICES, host_present)


@pytest.mark.parametrize("host_present", [True, False], ids=["host at the table", "no host"])
def test_against_the_app_dracula_exactly_what_the_contract_allows_is_accepted(
    tmp_path: Any, host_present: bool
) -> None:
    devices = {**DEVICES, "the app": APP}
    refusals = _check_contract(tmp_path, "fury_of_dracula", APP_DRACULA, devices, host_present)
    # Every device is refused Dracula's actions for the one reason that they are the app's.
    assert refusals["app_plays_seat"] > 0


def log_position(store: Store, game_id: str) -> int:
    """Where the stored log of the game stands: every change recorded moves it."""
    return store.log_after(game_id=game_id, position=0, seq=sys.maxsize).position


def _check_contract(
    tmp_path: Any, kind: str, game: Kind, devices: dict[str, Actor], host_present: bool
) -> dict[str, int]:
    """Send every example of ``kind`` from every device; the refusals counted by reason."""
    store = open_store(data_dir=tmp_path)
    tables = make_services(store).tables
    game_id = str(
        store.create_game(
            kind=kind,
            setup=game.setup(7),
            seats=[SeatInfo(name=f"Player {seat + 1}") for seat in range(SEATS)],
        )
    )
    for seat in HELD_BY_PHONES:
        tables.seat_taken(game_id, seat, held=True)
    if host_present:
        tables.arrive(game_id, "tablet", None, host=True)
    authority = get_game(kind).authority
    checked = 0
    refusals: dict[str, int] = {}
    for of_type in examples(kind, game).values():
        for action in (variant for example in of_type for variant in forged(example)):
            for device_name, device in devices.items():
                table = tables.open(game_id)
                allowed = contract_allows(authority, table.state, device, action, host_present)
                app_seats = authority.app_seats(table.state)
                the_apps = not device.app and (
                    authority.acting_seat(table.state, action) in app_seats
                    or action.seat in app_seats
                )
                recorded = log_position(store, game_id)
                try:
                    tables.act(game_id, action, device)
                    reason = None
                except Illegal as refused:
                    reason = refused.reason
                    refusals[reason] = refusals.get(reason, 0) + 1
                case = (device_name, action, reason)
                if allowed:
                    assert reason not in {*ACCESS_REFUSALS, "app_plays_seat"}, case
                else:
                    expected = {"app_plays_seat"} if the_apps else ACCESS_REFUSALS
                    assert reason in expected, case
                    assert log_position(store, game_id) == recorded, case
                checked += 1
    assert checked >= (1 + SEATS) * len(authority.permissions) * len(devices)
    store.close()
    return refusals

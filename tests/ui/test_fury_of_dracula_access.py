"""Who may record what, checked by the server for every action whatever a device sends:
each action of the list is sent from each kind of device (the host, Dracula's phone, the
phone of the hunter concerned, another hunter's phone, a device that only watches)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from sheets.core.actions import Action
from sheets.core.authority import Actor
from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import (
    Bite,
    ChangeDraculaEvents,
    ChangeHand,
    CombatCard,
    DamageDracula,
    DamageHunter,
    DamageVampire,
    DestroyVampire,
    DraculaStart,
    EffectMove,
    EndCombat,
    Escape,
    GainInfluence,
    Mesmerize,
    PlaceToken,
    Rest,
    SetAlly,
    StartCombat,
)
from storage import SeatInfo, open_store
from tests.ui.fod_devices import PLAYERS, far_apart_setup
from ui.server import make_services

HOST = Actor(host=True, seats=frozenset())
DEVICES = {
    "host": HOST,
    "dracula": Actor(host=False, seats=frozenset({0})),
    "bohdan": Actor(host=False, seats=frozenset({1})),  # Godalming and Mina
    "cyril": Actor(host=False, seats=frozenset({2})),  # Seward and Van Helsing
    "watcher": Actor(host=False, seats=frozenset()),
}
ACCESS_REFUSALS = {"not_your_seat", "host_only"}
Setup = Callable[[Any, str], None]


def nothing(tables: Any, game_id: str) -> None:
    return None


def fighting(tables: Any, game_id: str) -> None:
    tables.act(game_id, StartCombat(seat=1, hunters=("godalming",), vampire=False), HOST)


def mesmerized(tables: Any, game_id: str) -> None:
    fighting(tables, game_id)
    tables.act(game_id, Mesmerize(seat=0, hunter="godalming"), HOST)


CASES: list[tuple[Action, Setup, set[str]]] = [
    (DamageHunter(seat=1, hunter="godalming", amount=1), nothing, {"host", "bohdan"}),
    (Bite(seat=2, hunter="van_helsing"), nothing, {"host", "cyril"}),
    (ChangeHand(seat=1, hunter="mina", items=1), nothing, {"host", "bohdan"}),
    (EffectMove(seat=1, hunter="godalming", to="TO"), nothing, {"host", "bohdan"}),
    (DamageDracula(seat=0, amount=1), nothing, {"host", "dracula"}),
    (GainInfluence(seat=0, amount=1), nothing, {"host", "dracula"}),
    (ChangeDraculaEvents(seat=0, change=1), nothing, {"host", "dracula"}),
    (SetAlly(seat=0, side="dracula", ally="great_wolf"), nothing, {"host", "dracula"}),
    (CombatCard(seat=0), fighting, {"host", "dracula"}),
    (Mesmerize(seat=0, hunter="godalming"), fighting, {"host", "dracula"}),
    (
        GainInfluence(seat=0, amount=1, cause="fangs", hunter="godalming"),
        mesmerized,
        {"host", "dracula"},
    ),
    (DamageVampire(seat=0, amount=1), fighting, {"host", "dracula"}),
    (DestroyVampire(seat=0), fighting, {"host", "dracula"}),
    (Escape(seat=1, hunter="godalming"), fighting, {"host", "bohdan"}),
    (Rest(seat=1, hunter="godalming"), nothing, {"bohdan"}),
    (PlaceToken(seat=2, token="fog", at="PA"), nothing, {"host", "cyril"}),
    (StartCombat(seat=0, hunters=("seward",), vampire=False), nothing, {"host", "dracula"}),
    (StartCombat(seat=1, hunters=("godalming", "mina")), nothing, {"host", "bohdan"}),
    # A hunter's phone sending another player's hunter into a fight.
    (StartCombat(seat=1, hunters=("godalming", "van_helsing")), nothing, {"host"}),
    # The table's own records, which the history credits to the table: the host's alone.
    (EndCombat(seat=1, by_table=True), fighting, {"host"}),
    (EndCombat(seat=1), fighting, {"host", "bohdan"}),
    (PlaceToken(seat=2, token="fog", at="PA", by_table=True), nothing, {"host"}),
    (StartCombat(seat=1, hunters=("godalming",), by_table=True), nothing, {"host"}),
    (SetAlly(seat=1, side="hunters", ally="rufus_smith", by_table=True), nothing, {"host"}),
]


# A device that may take back any action, to put the table back after one went through.
EVERY_SEAT = Actor(host=True, seats=frozenset({0, 1, 2}))


def new_game(store: Any) -> str:
    return str(
        store.create_game(
            kind="fury_of_dracula",
            setup=far_apart_setup(),
            seats=[SeatInfo(name=name) for name in PLAYERS],
        )
    )


def refusal(tables: Any, game_id: str, action: Action, actor: Actor) -> str | None:
    try:
        tables.act(game_id, action, actor)
    except Illegal as refused:
        return refused.reason
    tables.undo(game_id, action.seat, EVERY_SEAT)
    return None


def _case_id(part: object) -> str:
    """The same name in every test process (a function's or a set's repr is not)."""
    if isinstance(part, set):
        return "+".join(sorted(part))
    return getattr(part, "__name__", None) or str(part)[:40]


@pytest.mark.parametrize(("action", "prepare", "allowed"), CASES, ids=_case_id)
def test_each_device_may_record_only_its_own(
    tmp_path: Any, action: Action, prepare: Setup, allowed: set[str]
) -> None:
    store = open_store(data_dir=tmp_path)
    services = make_services(store)
    tables = services.tables
    game_id = new_game(store)
    for seat in (0, 1, 2):
        tables.seat_taken(game_id, seat, held=True)
    tables.act(game_id, DraculaStart(seat=0, place="SO"), DEVICES["dracula"])
    prepare(tables, game_id)
    for name, actor in DEVICES.items():
        reason = refusal(tables, game_id, action, actor)
        if name in allowed:
            assert reason not in ACCESS_REFUSALS, (name, reason)
        else:
            assert reason in ACCESS_REFUSALS, (name, reason)
    store.close()


def test_a_record_cannot_be_credited_to_another_seat(tmp_path: Any) -> None:
    store = open_store(data_dir=tmp_path)
    services = make_services(store)
    game_id = new_game(store)
    services.tables.act(game_id, DraculaStart(seat=0, place="SO"), DEVICES["dracula"])
    for forged in (
        DamageHunter(seat=2, hunter="godalming", amount=1),
        DamageDracula(seat=1, amount=1),
        CombatCard(seat=1),
    ):
        with pytest.raises(Illegal, match="not_your_seat"):
            services.tables.act(game_id, forged, HOST)
    store.close()


def test_a_fight_a_hunters_phone_starts_names_only_the_hunters_it_plays(tmp_path: Any) -> None:
    """Every hunter's phone, naming each hunter beside its own: what the setup says the
    phone plays is accepted, every other player's hunter refused and nothing recorded."""
    store = open_store(data_dir=tmp_path)
    tables = make_services(store).tables
    game_id = new_game(store)
    for seat in (0, 1, 2):
        tables.seat_taken(game_id, seat, held=True)
    tables.act(game_id, DraculaStart(seat=0, place="SO"), DEVICES["dracula"])
    setup = far_apart_setup()
    for seat in (1, 2):
        phone = Actor(host=False, seats=frozenset({seat}))
        [own, *_] = setup.hunters_of(seat)
        for hunter, hunters_seat in setup.hunter_seats.items():
            fight = StartCombat(seat=seat, hunters=tuple(dict.fromkeys((own, hunter))))
            logged = len(tables.open(game_id).game.actions)
            reason = refusal(tables, game_id, fight, phone)
            if hunters_seat == seat:
                # The rules may still refuse (two hunters in different cities).
                assert reason not in ACCESS_REFUSALS, (seat, hunter, reason)
            else:
                assert reason == "not_your_seat", (seat, hunter, reason)
                assert len(tables.open(game_id).game.actions) == logged
    store.close()

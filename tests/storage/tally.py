"""A tiny game kind for storage tests: seats add points to their own tally.

Any positive amount is legal, so processes can append actions forever; registering it
shows that the store works for any kind in the registry, not only Paper Dungeons.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sheets.core import Action, GameRules, Illegal, Transition, register_action, register_game
from sheets.core.authority import Authority
from sheets.games import get_game

KIND = "storage_test_tally"


@dataclass(frozen=True, slots=True)
class TallySetup:
    seats: int


@register_action("storage_test_tally.add")
@dataclass(frozen=True, slots=True, kw_only=True)
class Add(Action):
    amount: int


CONTENT_VERSION = "tally/1"


def setup_from_json(data: Mapping[str, Any]) -> TallySetup:
    if data.get("content_version") != CONTENT_VERSION:
        raise ValueError(f"tally content {data.get('content_version')!r} is not tally/1")
    return TallySetup(seats=int(data["seats"]))


def setup_to_json(setup: TallySetup) -> dict[str, Any]:
    return {"seats": setup.seats, "content_version": CONTENT_VERSION}


def initial(setup: TallySetup) -> tuple[int, ...]:
    return (0,) * setup.seats


def apply(state: tuple[int, ...], action: Action) -> Transition:
    if not isinstance(action, Add) or action.amount < 1:
        raise Illegal("amount_not_positive")
    if not 0 <= action.seat < len(state):
        raise Illegal("no_such_seat", seat=action.seat)
    tallies = list(state)
    tallies[action.seat] += action.amount
    return Transition(tuple(tallies))


def rules() -> GameRules:
    """The registered tally rules (registered once per process)."""
    try:
        return get_game(KIND)
    except KeyError:
        return register_game(
            GameRules(
                kind=KIND,
                content_version=CONTENT_VERSION,
                setup_from_json=setup_from_json,
                setup_to_json=setup_to_json,
                initial=initial,
                apply=apply,
                options=lambda state, seat: None,
                legal_actions=lambda state, seat: (Add(seat=seat, amount=1),),
                awaiting=lambda state: frozenset(range(len(state))),
                view=lambda state, seat: state,
                is_finished=lambda state: False,
                seat_count=lambda setup: setup.seats,
                authority=Authority.declare((Add,)),
            )
        )


rules()

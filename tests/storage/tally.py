"""A tiny game kind for storage tests: seats add points to their own tally.

Any positive amount is legal, so processes can append actions forever; registering it
shows that the store works for any kind in the registry, not only Paper Dungeons.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sheets.core import Action, Illegal, Transition, register_action, register_game
from sheets.core.registry import get_game

KIND = "storage_test_tally"


@dataclass(frozen=True, slots=True)
class TallySetup:
    seats: int


@register_action("storage_test_tally.add")
@dataclass(frozen=True, slots=True, kw_only=True)
class Add(Action):
    amount: int


class TallyRules:
    kind = KIND
    content_version = "tally/1"

    def setup_from_json(self, data: Mapping[str, Any]) -> TallySetup:
        if data.get("content_version") != self.content_version:
            raise ValueError(f"tally content {data.get('content_version')!r} is not tally/1")
        return TallySetup(seats=int(data["seats"]))

    def setup_to_json(self, setup: TallySetup) -> dict[str, Any]:
        return {"seats": setup.seats, "content_version": self.content_version}

    def initial(self, setup: TallySetup) -> tuple[int, ...]:
        return (0,) * setup.seats

    def apply(self, state: tuple[int, ...], action: Action) -> Transition:
        if not isinstance(action, Add) or action.amount < 1:
            raise Illegal("amount_not_positive")
        if not 0 <= action.seat < len(state):
            raise Illegal("no_such_seat", seat=action.seat)
        tallies = list(state)
        tallies[action.seat] += action.amount
        return Transition(tuple(tallies))

    def options(self, state: tuple[int, ...], seat: int) -> None:
        return None

    def view(self, state: tuple[int, ...], seat: int) -> tuple[int, ...]:
        return state

    def is_finished(self, state: tuple[int, ...]) -> bool:
        return False


def rules() -> TallyRules:
    """The registered tally rules (registered once per process)."""
    try:
        return get_game(KIND)  # type: ignore[return-value]
    except KeyError:
        return register_game(TallyRules())  # type: ignore[return-value]


rules()

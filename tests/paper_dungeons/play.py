"""Paper Dungeons setups and games for tests, benchmarks and made-up examples."""

from __future__ import annotations

import random

from sheets.core.log import Game
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import EndRound, RecordFight
from sheets.paper_dungeons.setup import Setup, VillainCard, VillainRange, VillainReward, quick_setup
from tests.random_play import next_random_action


def fought_villains() -> tuple[VillainCard, VillainCard, VillainCard]:
    """Villains with made-up card values, so that fights are resolved by the rules."""

    def card(name: str, weakness: str, base: int, reward: VillainReward) -> VillainCard:
        return VillainCard(
            name=name,
            weakness=weakness,  # type: ignore[arg-type]
            ranges=(
                VillainRange(min_strength=base, glory=3, wounds=3),
                VillainRange(min_strength=base + 5, glory=6, wounds=2),
                VillainRange(min_strength=base + 10, glory=10, wounds=1),
            ),
            flee_glory=-4,
            reward=reward,
            gem_letters=("A", "B") if name == "Troll" else ("G",),
        )

    return (
        card("Troll", "warrior", 6, VillainReward(kind="glory", amount=3)),
        card("Lich", "wizard", 9, VillainReward(kind="level_up_any")),
        card("Minotaur", "cleric", 12, VillainReward(kind="potions", amount=2)),
    )


def example_setup(
    seats: int, seed: int, *, manual_villains: bool = False, **changes: object
) -> Setup:
    setup = quick_setup([f"Player {n + 1}" for n in range(seats)], seed)
    if not manual_villains:
        setup = setup.model_copy(update={"villains": fought_villains()})
    if changes:
        setup = Setup.model_validate({**setup.model_dump(), **changes})
    return setup


def finished_with_fights_entered(seats: int) -> Game:
    """A game played at random to its last round, which the first seat ends; its villain
    fights are then entered at the table, each seat's in turn."""
    table = Game(RULES, example_setup(seats, 5, manual_villains=True))
    rng = random.Random(3)
    while (action := next_random_action(RULES, table.state, rng)) is not None:
        if isinstance(action, EndRound) and table.state.round == 8:
            break
        table.act(action)
    table.act(EndRound(seat=0))
    for seat in range(seats):
        table.act(RecordFight(seat=seat, fled=False, glory=5, wounds=2))
    assert table.state.phase == "finished"
    return table

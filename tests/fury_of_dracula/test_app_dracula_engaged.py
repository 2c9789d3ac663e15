"""The app's Dracula in a fight with several hunters names the one he engages, recorded
with his card so it replays and told to the table; and he never plays a card that does
nothing then: his pride forbids an early escape at every strength."""

from __future__ import annotations

from functools import cache

import pytest

from sheets.core import Game
from sheets.core.actions import action_from_json, action_to_json
from sheets.core.errors import Illegal
from sheets.fury_of_dracula import RULES, app_turn
from sheets.fury_of_dracula.actions import CombatCard, RevealCombatCards, StartCombat
from sheets.fury_of_dracula.app_dracula import (
    DraculaStrength,
    combat_card_for,
    engaged_hunter_for,
)
from sheets.fury_of_dracula.app_dracula.combat_cards import ESCAPES
from sheets.fury_of_dracula.content import HunterId
from sheets.fury_of_dracula.reminders import reminders
from sheets.fury_of_dracula.rules import apply
from sheets.fury_of_dracula.state import GameState
from sheets.fury_of_dracula.table_steps import TableStep, table_steps
from sheets.i18n import translate
from tests.fury_of_dracula.helpers import place_hunters, started
from tests.fury_of_dracula.play import example_setup

TRIO: tuple[HunterId, ...] = ("godalming", "seward", "mina")
# Both escapes and two cards that do something, so a blind pick often escapes.
ESCAPING_HAND = ("claws", "escape_bat", "escape_bat", "escape_mist", "plotting")


@cache
def _dracula_started(seed: int, strength: str) -> GameState:
    game = Game(RULES, example_setup(seed, players=2, app_dracula=strength))
    while (decision := app_turn(game.state)) is not None:
        game.act(decision)
    return game.state


def in_a_fight(
    hunters: tuple[HunterId, ...] = TRIO,
    *,
    seed: int = 6,
    strength: str = "hard",
    vampire: bool = True,
) -> GameState:
    """A game against the app's Dracula, ``hunters`` fighting together in Paris, their
    cards for the first round chosen."""
    state = place_hunters(_dracula_started(seed, strength), **dict.fromkeys(hunters, "PA"))
    seat = state.setup.hunter_seats[hunters[0]]
    state = apply(state, StartCombat(seat=seat, hunters=hunters, vampire=vampire)).state
    return apply(state, RevealCombatCards(seat=seat)).state


def test_with_several_hunters_he_names_the_engaged_one_and_the_table_is_told() -> None:
    state = in_a_fight()
    decision = app_turn(state)
    assert isinstance(decision, CombatCard) and decision.card is not None
    assert decision.engaged == engaged_hunter_for(state, DraculaStrength.HARD)
    assert decision.engaged in TRIO
    steps = table_steps(apply(state, decision).events)
    assert steps == (
        TableStep(
            "combat_card_engaged",
            {"round": 1, "combat_card": decision.card, "hunter": decision.engaged},
        ),
    )


def test_the_engaged_hunter_replays_from_the_log() -> None:
    state = in_a_fight()
    decision = app_turn(state)
    assert isinstance(decision, CombatCard)
    stored = action_from_json(action_to_json(decision))
    assert stored == decision and isinstance(stored, CombatCard) and stored.engaged is not None


def test_alone_against_him_a_hunter_is_not_named() -> None:
    state = in_a_fight(("mina",))
    decision = app_turn(state)
    assert isinstance(decision, CombatCard) and decision.engaged is None
    assert [step.code for step in table_steps(apply(state, decision).events)] == ["combat_card"]


def test_a_hunter_out_of_the_fight_cannot_be_engaged() -> None:
    state = in_a_fight(("mina", "seward"))
    combat = state.combat
    assert combat is not None
    card = combat.dracula_hand[0]
    with pytest.raises(Illegal) as refused:
        apply(state, CombatCard(seat=state.setup.dracula_seat, card=card, engaged="godalming"))
    assert refused.value.reason == "fod_not_in_combat"


def test_a_human_dracula_names_the_engaged_hunter_at_the_table_not_in_the_log() -> None:
    state = place_hunters(started(), mina="PA", seward="PA")
    seat = state.setup.hunter_seats["mina"]
    fight = apply(state, StartCombat(seat=seat, hunters=("mina", "seward"))).state
    with pytest.raises(Illegal) as refused:
        apply(fight, CombatCard(seat=fight.setup.dracula_seat, engaged="mina"))
    assert refused.value.reason == "fod_combat_card_not_kept"
    keys = [reminder.key for reminder in reminders(fight, for_dracula=False)]
    assert "fod.reminder.combat_round" in keys


def test_against_the_app_the_table_is_not_told_to_name_the_engaged_hunter() -> None:
    keys = [reminder.key for reminder in reminders(in_a_fight(), for_dracula=False)]
    assert "fod.reminder.combat_round_app" in keys
    assert "fod.reminder.combat_round" not in keys
    assert "names the engaged one" not in translate("fod.reminder.combat_round_app", "en", count=1)
    assert "Drákula určí" not in translate("fod.reminder.combat_round_app", "cs", count=1)


def _with_hand(state: GameState, *, despair: int = 0) -> GameState:
    combat = state.combat
    assert combat is not None
    return state.but(combat=combat.but(dracula_hand=ESCAPING_HAND), despair=despair)


@pytest.mark.parametrize("strength", list(DraculaStrength))
def test_his_pride_keeps_him_from_escaping_a_vampires_fight_before_round_four(
    strength: DraculaStrength,
) -> None:
    for seed in range(8):
        state = _with_hand(in_a_fight(seed=seed, strength=strength))
        for played in ((), ("claws",), ("claws", "fangs")):
            card = combat_card_for(state, strength, played, {})
            assert card not in ESCAPES, (seed, played)


@pytest.mark.parametrize("strength", list(DraculaStrength))
def test_his_pride_keeps_him_in_a_fight_until_round_two_plus_the_despair(
    strength: DraculaStrength,
) -> None:
    for seed in range(8):
        fight = in_a_fight(("mina",), seed=seed, strength=strength, vampire=False)
        for despair, played in ((0, ()), (1, ()), (1, ("claws",)), (2, ("claws", "fangs"))):
            card = combat_card_for(_with_hand(fight, despair=despair), strength, played, {})
            assert card not in ESCAPES, (seed, despair, played)


def test_once_his_pride_allows_it_the_easy_dracula_may_escape() -> None:
    cards = {
        combat_card_for(
            _with_hand(in_a_fight(seed=seed, strength="easy")),
            DraculaStrength.EASY,
            ("claws", "fangs", "plotting"),
            {},
        )
        for seed in range(8)
    }
    assert cards & ESCAPES

"""The app's Dracula's own combat deck: dealt from the seed at a fight's start, five in
hand, one drawn after each round, six played at most; the card he plays is named, checked
against his hand and told to the table; a human Dracula's games stay as they were."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest

from sheets.core import Game
from sheets.core.actions import action_from_json, action_to_json
from sheets.core.errors import Illegal
from sheets.fury_of_dracula import RULES, app_turn
from sheets.fury_of_dracula.actions import CombatCard, RevealCombatCards, StartCombat
from sheets.fury_of_dracula.app_dracula import DraculaStrength, next_decision
from sheets.fury_of_dracula.app_dracula.combat_cards import DRACULA_CARDS, ESCAPES
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.reminders import reminders
from sheets.fury_of_dracula.rules import apply, initial
from sheets.fury_of_dracula.table_steps import table_steps
from sheets.i18n import translate
from tests.fury_of_dracula.helpers import started
from tests.fury_of_dracula.play import example_setup, hunters_action
from tests.logs import refused

HAND = 5
LAST_ROUND = 6


@cache
def _game_in_a_fight(seed: int = 6) -> Game:
    """A game against the app's Dracula, played by random hunters up to his first fight."""
    game = Game(RULES, example_setup(seed, players=2, app_dracula="normal"))
    rng = random.Random(0)
    for _ in range(400):
        if game.state.combat is not None:
            return game
        action = app_turn(game.state) or hunters_action(game.state, rng)
        assert action is not None
        game.act(action)
    raise AssertionError("no fight within 400 actions")


def in_a_fight() -> Game:
    return _game_in_a_fight().copy()


def play_round(game: Game, card: str | None = None) -> str:
    """The hunters choose their cards, then Dracula plays ``card`` (the first in his hand
    when not said)."""
    game.act(RevealCombatCards(seat=0))
    combat = game.state.combat
    assert combat is not None
    chosen = card if card is not None else combat.dracula_hand[0]
    game.act(CombatCard(seat=game.state.setup.dracula_seat, card=chosen))
    return chosen


def test_draculas_thirteen_combat_cards_are_data_with_names_in_both_languages() -> None:
    content = load_content()
    assert Counter(content.dracula_combat_deck()) == {
        "claws": 2,
        "escape_bat": 2,
        "escape_mist": 1,
        "fangs": 2,
        "mesmerize": 2,
        "plotting": 2,
        "strength": 2,
    }
    assert content.game.combat_hand_size == HAND
    assert set(DRACULA_CARDS) == set(content.dracula_combat_cards)
    assert sorted(ESCAPES) == ["escape_bat", "escape_mist"]
    assert translate("fod.combat_card.claws", "cs") == "Spár"
    assert translate("fod.combat_card.escape_mist", "en") == "Escape as Mist"
    for card in content.dracula_combat_cards:
        names = {translate(f"fod.combat_card.{card}", language) for language in ("cs", "en")}
        assert all(name and "fod" not in name for name in names)


def test_a_fight_against_the_app_deals_him_five_cards_from_his_thirteen() -> None:
    combat = in_a_fight().state.combat
    assert combat is not None
    assert len(combat.dracula_hand) == HAND and combat.dracula_played == ()
    assert Counter(combat.dracula_hand + combat.dracula_deck) == Counter(
        load_content().dracula_combat_deck()
    )


def test_he_plays_a_card_of_his_hand_and_draws_the_next_one() -> None:
    game = in_a_fight()
    before = game.state.combat
    assert before is not None
    card = before.dracula_hand[2]
    game.act(RevealCombatCards(seat=0))
    events = game.act(CombatCard(seat=game.state.setup.dracula_seat, card=card))
    after = game.state.combat
    assert after is not None
    assert after.dracula_played == (card,) and after.cards_played == 1
    expected = list(before.dracula_hand)
    expected.remove(card)
    assert after.dracula_hand == (*expected, before.dracula_deck[0])
    assert after.dracula_deck == before.dracula_deck[1:]
    played = [event for event in events if event.code == "fod_combat_card_played"]
    assert [event.params for event in played] == [{"cards_played": 1, "combat_card": card}]
    assert [(step.code, dict(step.params)) for step in table_steps(events)] == [
        ("combat_card", {"round": 1, "combat_card": card})
    ]


def test_he_plays_six_cards_at_most_and_draws_none_after_the_sixth() -> None:
    game = in_a_fight()
    played = [play_round(game) for _ in range(LAST_ROUND)]
    combat = game.state.combat
    assert combat is not None
    assert combat.dracula_played == tuple(played) and combat.cards_played == LAST_ROUND
    assert len(combat.dracula_hand) == HAND - 1
    assert len(combat.dracula_deck) == 13 - HAND - (LAST_ROUND - 1)
    with pytest.raises(Illegal) as refused:
        apply(game.state, RevealCombatCards(seat=0))
    assert refused.value.reason == "fod_last_round"


@pytest.mark.parametrize(
    ("card", "reason"),
    [
        (None, "fod_combat_card_needed"),
        ("rifle", "fod_unknown_combat_card"),
        ("missing", "fod_combat_card_not_in_hand"),
    ],
)
def test_a_card_he_does_not_hold_is_refused(card: str | None, reason: str) -> None:
    game = in_a_fight()
    game.act(RevealCombatCards(seat=0))
    combat = game.state.combat
    assert combat is not None
    if card == "missing":
        card = next(c for c in load_content().dracula_combat_cards if c not in combat.dracula_hand)
    with pytest.raises(Illegal) as refused:
        apply(game.state, CombatCard(seat=game.state.setup.dracula_seat, card=card))
    assert refused.value.reason == reason


def test_his_decision_names_a_card_of_his_hand_whatever_the_order_of_his_deck() -> None:
    game = in_a_fight()
    game.act(RevealCombatCards(seat=0))
    state = game.state
    combat = state.combat
    assert combat is not None
    shuffled = state.but(combat=combat.but(dracula_deck=tuple(reversed(combat.dracula_deck))))
    for strength in DraculaStrength:
        decision = next_decision(state, strength)
        assert isinstance(decision, CombatCard) and decision.card in combat.dracula_hand
        assert next_decision(shuffled, strength) == decision


def test_undo_and_replay_deal_and_play_the_same_cards() -> None:
    game = in_a_fight()
    for _ in range(3):
        play_round(game)
    after = game.state
    replayed = Game(RULES, after.setup)
    for action in game.actions:
        replayed.act(action_from_json(action_to_json(action)))
    assert replayed.state == after
    game.undo()
    game.undo()
    game.redo()
    game.redo()
    assert game.state == after


def test_a_human_draculas_card_is_not_recorded_and_old_logs_still_load() -> None:
    state = started()
    hunter = next(iter(state.setup.hunter_seats))
    seat = state.setup.hunter_seats[hunter]
    fight = apply(state, StartCombat(seat=seat, hunters=(hunter,), vampire=True)).state
    combat = fight.combat
    assert combat is not None and combat.dracula_hand == combat.dracula_deck == ()
    old = action_from_json({"type": "fod.combat_card", "seat": fight.setup.dracula_seat})
    assert old == CombatCard(seat=fight.setup.dracula_seat, card=None)
    after = apply(fight, old)
    assert after.state.combat is not None and after.state.combat.cards_played == 1
    assert [event.code for event in after.events] == ["fod_combat_round"]
    with pytest.raises(Illegal) as refused:
        apply(fight, CombatCard(seat=fight.setup.dracula_seat, card="claws"))
    assert refused.value.reason == "fod_combat_card_not_kept"


def test_the_table_is_reminded_that_the_app_draws_his_combat_cards() -> None:
    app_keys = [reminder.key for reminder in reminders(in_a_fight().state, for_dracula=False)]
    assert "fod.reminder.combat_prepare_app" in app_keys
    assert "fod.reminder.combat_prepare" not in app_keys
    state = started()
    hunter = next(iter(state.setup.hunter_seats))
    seat = state.setup.hunter_seats[hunter]
    fight = apply(state, StartCombat(seat=seat, hunters=(hunter,), vampire=True)).state
    keys = [reminder.key for reminder in reminders(fight, for_dracula=False)]
    assert "fod.reminder.combat_prepare" in keys
    for language in ("cs", "en"):
        said = translate("fod.reminder.combat_prepare_app", language, half="day")
        assert "fod" not in said


def test_a_fight_found_when_dracula_is_revealed_among_hunters_deals_his_hand_too() -> None:
    """Not only a fight a hunter starts: one the dawn or dusk check begins, with the
    hunters in the city he is revealed in, is fought from his dealt hand as well."""
    state = initial(example_setup(1, advanced=False, app_dracula="normal"))
    rng = random.Random(1)
    for _ in range(200):
        action = app_turn(state) or hunters_action(state, rng)
        assert action is not None
        fighting = state.combat is not None
        state = apply(state, action).state
        found = state.combat is not None and not fighting and not state.combat.vampire
        if found and not isinstance(action, StartCombat):
            break
    assert state.combat is not None and not state.combat.vampire
    assert not isinstance(action, StartCombat)
    assert len(state.combat.dracula_hand) == HAND
    assert isinstance(app_turn(apply(state, RevealCombatCards(seat=0)).state), CombatCard)


def test_a_round_of_the_fight_already_played_is_refused() -> None:
    game = in_a_fight()
    combat = game.state.combat
    assert combat is not None
    this_round = combat.cards_played + 1
    game.act(RevealCombatCards(seat=0, combat_round=this_round))
    dracula = game.state.setup.dracula_seat
    game.act(CombatCard(seat=dracula, card=combat.dracula_hand[0], combat_round=this_round))
    assert refused(game, RevealCombatCards(seat=0, combat_round=this_round)).params == {
        "combat_round": this_round
    }
    game.act(RevealCombatCards(seat=0, combat_round=this_round + 1))

"""A game against the app's Dracula as the rules know it: its setup (and the games set
up before it, which still load), the combat card he plays once the hunters chose theirs,
and the steps the table is told from the public changes of his actions."""

from __future__ import annotations

import json
import random

import pytest

from sheets.core import Game
from sheets.core.errors import Illegal, InvalidSetup
from sheets.core.events import Event
from sheets.fury_of_dracula import RULES, app_turn
from sheets.fury_of_dracula.actions import (
    CombatCard,
    DraculaStart,
    Move,
    RevealCombatCards,
    StartCombat,
)
from sheets.fury_of_dracula.change import SECRET_PREFIX
from sheets.fury_of_dracula.checklist import setup_checklist
from sheets.fury_of_dracula.rules import apply, initial
from sheets.fury_of_dracula.secrecy import public_events
from sheets.fury_of_dracula.setup import (
    randomise_setup,
    setup_from_json,
    setup_to_json,
)
from sheets.fury_of_dracula.state import GameState, Hideout
from sheets.fury_of_dracula.table_steps import TableStep, TableToDo, table_steps, table_to_do
from sheets.fury_of_dracula.view import to_json, view
from tests.fury_of_dracula.helpers import place_hunters, seat_of, started, with_trail
from tests.fury_of_dracula.play import example_setup, hunters_action


def test_against_the_app_every_player_is_a_hunter_and_dracula_sits_last() -> None:
    setup = randomise_setup(["Ann"], 4, app_dracula="easy", app_seat_name="Dracula (the app)")
    assert [player.name for player in setup.players] == ["Ann", "Dracula (the app)"]
    assert setup.dracula_seat == 1 and set(setup.hunter_seats.values()) == {0}
    assert setup.encounter_cards == "app"
    four = randomise_setup(["A", "B", "C", "D"], 4, app_dracula="hard")
    assert set(four.hunter_seats.values()) == {0, 1, 2, 3} and four.dracula_seat == 4
    with pytest.raises(InvalidSetup):
        randomise_setup(["A", "B", "C", "D", "E"], 4, app_dracula="hard")


def test_a_setup_against_the_app_keeps_his_seat_last_and_his_own_deck() -> None:
    data = setup_to_json(example_setup(4, players=2, app_dracula="normal"))
    assert data["app_dracula"] == "normal"
    with pytest.raises(InvalidSetup, match="last seat"):
        setup_from_json(
            {**data, "dracula_seat": 0, "hunter_seats": dict.fromkeys(data["hunter_seats"], 2)}
        )
    with pytest.raises(InvalidSetup, match="encounter deck"):
        setup_from_json({**data, "encounter_cards": "physical"})


def test_a_game_a_player_plays_dracula_in_is_written_and_read_as_before() -> None:
    data = setup_to_json(example_setup(4))
    assert "app_dracula" not in data
    assert setup_from_json(data).app_dracula is None


def test_the_apps_dracula_plays_his_combat_card_only_once_the_hunters_chose() -> None:
    game = Game(RULES, example_setup(6, players=2, app_dracula="normal"))
    rng = random.Random(0)
    for _ in range(400):
        if game.state.combat is not None:
            break
        action = app_turn(game.state) or hunters_action(game.state, rng)
        assert action is not None
        game.act(action)
    state = game.state
    assert state.combat is not None
    dracula = state.setup.dracula_seat
    with pytest.raises(Illegal) as early:
        apply(state, CombatCard(seat=dracula))
    assert early.value.reason == "fod_hunters_choose_first"
    assert app_turn(state) is None
    chosen = apply(state, RevealCombatCards(seat=0)).state
    decision = app_turn(chosen)
    assert isinstance(decision, CombatCard) and decision.seat == dracula
    assert decision.card in state.combat.dracula_hand
    with pytest.raises(Illegal) as twice:
        apply(chosen, RevealCombatCards(seat=0))
    assert twice.value.reason == "fod_cards_already_chosen"


def test_a_player_dracula_plays_his_combat_cards_without_waiting() -> None:
    state = started()
    hunter = next(iter(state.setup.hunter_seats))
    seat = state.setup.hunter_seats[hunter]
    fight = apply(state, StartCombat(seat=seat, hunters=(hunter,), vampire=True)).state
    with pytest.raises(Illegal) as refused:
        apply(fight, RevealCombatCards(seat=seat))
    assert refused.value.reason == "fod_dracula_plays_his_cards"
    assert apply(fight, CombatCard(seat=fight.setup.dracula_seat)).state.combat is not None


def test_the_steps_come_from_public_changes_only() -> None:
    events = [
        Event(SECRET_PREFIX + "moved", 2, {"place": "VR"}),
        Event("fod_hideout_cleared", None, {"where": "trail", "space": 3, "cause": "misdirect"}),
        Event("fod_dracula_moved", None, {"face": ["land"], "misdirect_space": 3}),
        Event("fod_dracula_revealed", None, {"place": "VR", "hunter": "mina"}),
        Event("fod_encounters_drawn", None, {"count": 1}),
        Event("fod_ambushed", None, {"hunter": "mina", "encounter": "wolves"}),
        Event("fod_dracula_damaged", None, {"amount": 2, "damage": 2, "cause": "sea"}),
    ]
    steps = table_steps(events)
    assert [step.code for step in steps] == [
        "clear",
        "misdirect",
        "lay_card",
        "revealed",
        "ambush",
        "event",
    ]
    assert steps[-1].event == events[-1]
    assert table_steps(public_events(events)) == steps


def test_the_checklist_lays_draculas_cards_out_as_markers_for_the_app() -> None:
    keys = [item.key for item in setup_checklist(example_setup(4, app_dracula="normal"))]
    assert keys[2] == "fod.setup.app_dracula"
    assert "fod.setup.app_dracula_decks" in keys and keys[-1] == "fod.setup.app_dracula_start"
    assert not {"fod.setup.dracula_player", "fod.setup.encounters_app"} & set(keys)
    played = [item.key for item in setup_checklist(example_setup(4))]
    assert played[2] == "fod.setup.dracula_player" and played[-1] == "fod.setup.dracula_start"


def found_in_vienna() -> tuple[GameState, list[tuple[int, tuple[Event, ...]]]]:
    """Against the app: Dracula is in Prague on trail space 1 with Rats on it; Vienna's
    card on space 2 holds Wolves. Godalming walks from Munich into Vienna. The state and
    the history, each action as its seat and events."""
    setup = example_setup(4, players=2, app_dracula="normal")
    dracula = setup.dracula_seat
    begun = apply(initial(setup), DraculaStart(seat=dracula, place="PR"))
    state = with_trail(
        begun.state,
        Hideout(cards=("PR",), encounters=("rats",)),
        Hideout(cards=("VI",), encounters=("wolves",)),
    )
    state = place_hunters(state, godalming="MU")
    move = Move(seat=seat_of(state, "godalming"), hunter="godalming", to="VI", route="road")
    moved = apply(state, move)
    return moved.state, [(dracula, begun.events), (move.seat, moved.events)]


def test_a_hunter_who_finds_draculas_trail_is_told_to_turn_its_card_face_up() -> None:
    state, history = found_in_vienna()
    to_do = table_to_do(history, state.setup.dracula_seat)
    assert to_do == TableToDo(
        1, (TableStep("turn_card", {"where": "trail", "space": 2, "cards": ["VI"]}),)
    )


def test_a_hunter_who_finds_dracula_is_told_once_to_turn_his_card_face_up() -> None:
    """Walking into Prague, trail space 1, reveals Dracula there: the step that puts his
    figure there turns his card, and no second step asks for the same card."""
    setup = example_setup(4, players=2, app_dracula="normal")
    dracula = setup.dracula_seat
    begun = apply(initial(setup), DraculaStart(seat=dracula, place="PR"))
    state = with_trail(begun.state, Hideout(cards=("PR",), encounters=("rats",)))
    state = place_hunters(state, godalming="NU")
    move = Move(seat=seat_of(state, "godalming"), hunter="godalming", to="PR", route="road")
    moved = apply(state, move)
    to_do = table_to_do([(dracula, begun.events), (move.seat, moved.events)], dracula)
    assert to_do == TableToDo(1, (TableStep("revealed", {"place": "PR"}),))


def test_a_hunters_device_is_told_no_card_still_face_down() -> None:
    state, history = found_in_vienna()
    to_do = table_to_do(history, state.setup.dracula_seat)
    assert to_do is not None
    for seat in sorted(set(state.setup.hunter_seats.values())):
        seen = json.dumps([to_json(view(state, seat)), to_json(to_do)])
        assert '"VI"' in seen
        for hidden in ("PR", "rats", "wolves"):
            assert f'"{hidden}"' not in seen, hidden


def test_a_turn_is_a_players_action_with_the_apps_answers_and_the_latest_with_steps_counts() -> (
    None
):
    dracula = 2
    revealed = Event(
        "fod_hideout_revealed",
        None,
        {"where": "trail", "space": 3, "cards": ["VI"], "encounters": ["wolves"]},
    )
    ambushed = Event("fod_ambushed", None, {"hunter": "mina", "encounter": "rats"})
    damaged = Event("fod_hunter_damaged", None, {"hunter": "mina", "amount": 1, "damage": 1})
    history: list[tuple[int, tuple[Event, ...]]] = [
        (dracula, (Event("fod_dracula_started", None, {}),)),
        (0, (revealed, damaged)),
        (dracula, (ambushed,)),
        (1, (damaged,)),
    ]
    to_do = table_to_do(history, dracula)
    assert to_do is not None and to_do.last == 2
    assert [step.code for step in to_do.steps] == ["turn_card", "turn_encounters", "ambush"]
    assert table_to_do(history[:1], dracula) == TableToDo(0, (TableStep("start"),))
    assert table_to_do([(0, (damaged,))], dracula) is None


def test_what_a_search_finds_is_resolved_and_a_vampire_found_is_fought() -> None:
    events = [
        Event("fod_searched", None, {"hunter": "mina", "encounters": ["rats", "new_vampire"]}),
        Event(
            "fod_vampire_fight",
            None,
            {"hunters": ["mina"], "encounter": "new_vampire", "damage": 0},
        ),
        Event("fod_trail_card_revealed", None, {"space": 4, "cards": ["hide"]}),
    ]
    assert table_steps(events, by_dracula=False) == (
        TableStep("search_found", {"hunter": "mina", "encounter": "rats"}),
        TableStep("vampire_fight", {"hunters": ["mina"], "encounter": "new_vampire", "damage": 0}),
        TableStep("turn_card", {"where": "trail", "space": 4, "cards": ["hide"]}),
    )

"""The app's Dracula's event cards: the hunters enter the title of a Dracula event drawn
for him at night, it joins his secret hand, he plays it when the house rule says and the
table is told to take it and resolve it; an ally goes to his area; his hand keeps its
limit of four. A hunter's card may turn one of his trail cards face up."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from sheets.core import Game
from sheets.core.errors import Illegal, InvalidSetup
from sheets.core.events import Event
from sheets.fury_of_dracula import RULES, app_turn
from sheets.fury_of_dracula.actions import (
    ChangeDraculaEvents,
    DraculaEvent,
    DraculaStart,
    RevealTrail,
    SetAlly,
    Supply,
)
from sheets.fury_of_dracula.app_dracula import DraculaStrength, next_decision
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.house_rules import house_rules, setting_specs
from sheets.fury_of_dracula.options import allies_to_record, options, record_types, refusal
from sheets.fury_of_dracula.rules import apply, initial
from sheets.fury_of_dracula.secrecy import action_json_for_seat, events_for_seat
from sheets.fury_of_dracula.setup import randomise_setup
from sheets.fury_of_dracula.state import GameState, Hideout
from sheets.fury_of_dracula.table_steps import TableStep, table_steps
from sheets.fury_of_dracula.view import view
from sheets.i18n import translate
from tests.fury_of_dracula.play import example_setup, hunters_action

LIMIT = 4


def against_app(strength: str = "hard", **timing: str) -> GameState:
    """Two hunters' players against the app's Dracula, who started in Paris; the night
    has come and Godalming's night action is due."""
    setup = randomise_setup(
        ["Ann", "Ben"],
        11,
        app_dracula=strength,  # type: ignore[arg-type]
        house_rule_overrides={"dracula_event_timing": _timings(**timing)} if timing else None,
    )
    state = initial(setup)
    state = apply(state, DraculaStart(seat=setup.dracula_seat, place="PA")).state
    return state.but(stage="night", time=1, turn=0)


def _timings(**changed: str) -> dict[str, str]:
    return {**setting_specs()["dracula_event_timing"].default, **changed}


def supply(state: GameState, card: str | None, event: str = "dracula") -> GameState:
    hunter = state.current_hunter
    assert hunter is not None
    seat = state.setup.hunter_seats[hunter]
    return apply(state, Supply(seat=seat, hunter=hunter, event=event, card=card)).state  # type: ignore[arg-type]


def with_hand(state: GameState, *cards: str) -> GameState:
    return state.but(dracula=state.dracula.but(event_hand=cards, events=len(cards)))


def at_his_phase(state: GameState) -> GameState:
    return state.but(stage="dracula_move", turn=4)


def steps_in(language: str, steps: tuple[TableStep, ...]) -> list[str]:
    return [translate(f"fod.do.{step.code}", language, **_names(step, language)) for step in steps]


def _names(step: TableStep, language: str) -> dict[str, Any]:
    return {
        name: translate(f"fod.dracula_event.{value}", language)
        if name == "dracula_event"
        else value
        for name, value in step.params.items()
    }


# The cards as data


def test_draculas_seventeen_event_titles_are_data_in_both_languages() -> None:
    content = load_content()
    assert sum(card.copies for card in content.dracula_events.values()) == 25
    assert Counter({card.id: card.copies for card in content.dracula_events.values()}) == {
        "customs_search": 1,
        "darkness_returns": 1,
        "devilish_power": 2,
        "draculas_brides": 1,
        "enraged": 1,
        "false_tip": 2,
        "great_wolf": 1,
        "hidden_schemes": 2,
        "immanuel_hildesheim": 1,
        "nocturnal_visit": 1,
        "roadblock": 3,
        "seduction": 1,
        "sensationalist_press": 1,
        "summon_storms": 2,
        "unearthly_swiftness": 1,
        "vampiric_influence": 2,
        "wild_horses": 2,
    }
    allies = {card.id for card in content.dracula_events.values() if card.ally}
    assert allies == set(content.rules.allies["dracula"])
    for card in content.dracula_events:
        english = translate(f"fod.dracula_event.{card}", "en")
        czech = translate(f"fod.dracula_event.{card}", "cs")
        assert english and "fod" not in english
        # No Czech title is in the Czech rules: each shows the English one beside it.
        assert english in czech


def test_when_the_app_plays_each_event_is_an_unverified_house_rule_validated_on_load() -> None:
    spec = setting_specs()["dracula_event_timing"]
    assert spec.status == "unknown"
    assert set(spec.default) == set(load_content().dracula_events)
    assert house_rules({}).dracula_event_timing["roadblock"] == "dracula_phase"
    corrected = house_rules({"dracula_event_timing": _timings(roadblock="drawn")})
    assert corrected.dracula_event_timing["roadblock"] == "drawn"
    with pytest.raises(InvalidSetup, match="each Dracula event"):
        house_rules({"dracula_event_timing": {"roadblock": "drawn"}})
    with pytest.raises(InvalidSetup):
        house_rules({"dracula_event_timing": _timings(roadblock="whenever")})


# The hunters' entry at night


def test_a_dracula_event_drawn_at_night_is_entered_by_title_and_joins_his_hand() -> None:
    state = against_app()
    with pytest.raises(Illegal, match="fod_dracula_event_title_needed"):
        supply(state, None)
    with pytest.raises(Illegal, match="fod_unknown_dracula_event"):
        supply(state, "holy_water")
    after = supply(state, "roadblock")
    assert after.dracula.event_hand == ("roadblock",)
    assert after.dracula.events == 1


def test_by_day_or_with_a_hunters_card_no_title_is_entered() -> None:
    state = against_app()
    with pytest.raises(Illegal, match="fod_dracula_event_title_unwanted"):
        supply(state, "roadblock", event="hunter")
    day = state.but(stage="day", time=0)
    with pytest.raises(Illegal, match="fod_dracula_event_title_unwanted"):
        supply(day, "roadblock")
    assert supply(day, None).dracula.event_hand == ()


def test_a_human_dracula_keeps_his_cards_himself_and_the_app_only_counts_them() -> None:
    setup = example_setup(11, players=3)
    state = initial(setup)
    state = apply(state, DraculaStart(seat=setup.dracula_seat, place="PA")).state
    state = state.but(stage="night", time=1, turn=0)
    with pytest.raises(Illegal, match="fod_dracula_event_title_unwanted"):
        supply(state, "roadblock")
    after = supply(state, None)
    assert after.dracula.events == 1 and after.dracula.event_hand == ()
    with pytest.raises(Illegal, match="fod_dracula_events_by_hand"):
        apply(after, DraculaEvent(seat=setup.dracula_seat, card="roadblock"))


def test_the_table_cannot_count_the_apps_cards_by_hand() -> None:
    state = supply(against_app(), "roadblock")
    with pytest.raises(Illegal, match="fod_app_dracula_events_by_title"):
        apply(state, ChangeDraculaEvents(seat=0, change=-1))


# His secret


def _everything_sent_to(state: GameState, action: Any, events: list[Event], seat: int) -> str:
    dracula = state.setup.dracula_seat
    parts = [
        action_json_for_seat(action, seat, dracula),
        [(event.code, event.params) for event in events_for_seat(events, seat)],
        repr(view(state, seat)),
    ]
    return json.dumps(parts, default=repr)


def test_the_title_reaches_no_device_in_actions_events_or_views() -> None:
    state = against_app()
    hunter_seat = state.setup.hunter_seats["godalming"]
    entry = Supply(seat=hunter_seat, hunter="godalming", event="dracula", card="seduction")
    transition = apply(state, entry)
    for seat in (*range(len(state.setup.players) - 1), -1):
        sent = _everything_sent_to(transition.state, entry, list(transition.events), seat)
        assert "seduction" not in sent
        assert "event_hand" not in sent
    # The check sees the title where it is sent: to the app's own seat, which no device
    # holds.
    dracula = state.setup.dracula_seat
    assert action_json_for_seat(entry, dracula, dracula)["card"] == "seduction"


def test_what_he_discards_stays_secret_and_what_he_plays_becomes_public() -> None:
    state = with_hand(against_app(), "wild_horses", "false_tip", "seduction", "enraged")
    state = supply(state, "customs_search")
    dracula = state.setup.dracula_seat
    action = next_decision(state, DraculaStrength.HARD)
    assert isinstance(action, DraculaEvent) and action.discard
    transition = apply(state, action)
    hand = transition.state.dracula.event_hand
    assert len(hand) == LIMIT and action.card not in hand
    for seat in (0, 1, -1):
        sent = _everything_sent_to(transition.state, action, list(transition.events), seat)
        assert action.card not in sent
    assert steps_in("en", table_steps(transition.events)) == [
        "Dracula discards an event card: put one of his face-down event cards on the event "
        "discard pile, face down."
    ]
    played = apply(
        at_his_phase(with_hand(state, "roadblock")), DraculaEvent(seat=dracula, card="roadblock")
    )
    assert any(
        event.params.get("dracula_event") == "roadblock"
        for event in events_for_seat(played.events, 0)
    )


# His decisions


def test_at_the_start_of_his_phase_he_plays_a_card_and_the_table_is_told_what_to_do() -> None:
    state = at_his_phase(with_hand(against_app(), "roadblock", "wild_horses"))
    action = next_decision(state, DraculaStrength.HARD)
    assert action == DraculaEvent(seat=state.setup.dracula_seat, card="roadblock")
    transition = apply(state, action)
    assert transition.state.dracula.event_hand == ("wild_horses",)
    assert transition.state.dracula.events == 1
    steps = table_steps(transition.events)
    assert steps_in("en", steps) == [
        "Dracula plays Roadblock: take Roadblock from the event cards, read it aloud and "
        "resolve it as it says."
    ]
    assert steps_in("cs", steps) == [
        "Drákula hraje událost „Zátaras (Roadblock)“: vezměte ji z karet událostí, přečtěte "
        "ji nahlas a vyhodnoťte ji, jak říká."
    ]
    # One card a phase: next he moves, and the card he cannot time stays in his hand.
    after = transition.state
    assert not isinstance(next_decision(after, DraculaStrength.HARD), DraculaEvent)


def test_an_ally_goes_to_his_area_one_at_a_time() -> None:
    state = at_his_phase(with_hand(against_app(), "great_wolf", "draculas_brides"))
    dracula = state.setup.dracula_seat
    action = next_decision(state, DraculaStrength.HARD)
    assert isinstance(action, DraculaEvent) and action.card in ("great_wolf", "draculas_brides")
    transition = apply(state, action)
    assert transition.state.dracula.ally == action.card
    assert [step.code for step in table_steps(transition.events)] == ["dracula_ally"]
    other = next(card for card in transition.state.dracula.event_hand)
    next_phase = transition.state.but(round=transition.state.round + 1)
    with pytest.raises(Illegal, match="fod_dracula_has_ally"):
        apply(next_phase, DraculaEvent(seat=dracula, card=other))
    assert next_decision(next_phase, DraculaStrength.HARD) != DraculaEvent(seat=dracula, card=other)
    # The table may discard his ally (a card's effect), never give him one.
    seat = state.setup.hunter_seats["godalming"]
    with pytest.raises(Illegal, match="fod_app_plays_his_allies"):
        apply(next_phase, SetAlly(seat=seat, side="dracula", ally="great_wolf"))
    freed = apply(next_phase, SetAlly(seat=seat, side="dracula", ally=None)).state
    assert freed.dracula.ally is None
    assert next_decision(freed, DraculaStrength.HARD) == DraculaEvent(seat=dracula, card=other)


def test_he_plays_a_card_only_when_the_house_rule_says() -> None:
    dracula_of = against_app().setup.dracula_seat
    hunters_turn = with_hand(against_app(), "roadblock")
    assert next_decision(hunters_turn, DraculaStrength.HARD) is None
    with pytest.raises(Illegal, match="fod_dracula_event_not_now"):
        apply(hunters_turn, DraculaEvent(seat=dracula_of, card="roadblock"))
    kept = at_his_phase(with_hand(against_app(), "wild_horses"))
    with pytest.raises(Illegal, match="fod_dracula_event_kept"):
        apply(kept, DraculaEvent(seat=dracula_of, card="wild_horses"))
    assert not isinstance(next_decision(kept, DraculaStrength.HARD), DraculaEvent)
    # Corrected to "as soon as it is drawn", it is played at once, whoever acts next.
    drawn = supply(against_app(wild_horses="drawn"), "wild_horses")
    assert current_step(drawn) == "night_action"
    assert next_decision(drawn, DraculaStrength.HARD) == DraculaEvent(
        seat=dracula_of, card="wild_horses"
    )


def test_his_hand_never_stays_over_four() -> None:
    state = with_hand(against_app(), "wild_horses", "roadblock", "false_tip", "great_wolf")
    state = supply(state, "seduction")
    assert len(state.dracula.event_hand) == LIMIT + 1
    with pytest.raises(Illegal, match="fod_dracula_events_within_limit"):
        apply(
            with_hand(state, "roadblock"),
            DraculaEvent(seat=state.setup.dracula_seat, card="roadblock", discard=True),
        )
    action = next_decision(state, DraculaStrength.HARD)
    assert isinstance(action, DraculaEvent) and action.discard
    # He throws away a card he would never play before one he would.
    assert load_content().dracula_events[action.card] and action.card in (
        "wild_horses",
        "false_tip",
        "seduction",
    )
    assert len(apply(state, action).state.dracula.event_hand) == LIMIT


@pytest.mark.parametrize("strength", list(DraculaStrength))
def test_what_dracula_cannot_know_never_changes_his_event_decisions(strength: str) -> None:
    base = with_hand(against_app(strength), "roadblock", "great_wolf", "wild_horses")
    for state in (at_his_phase(base), base):
        decided = next_decision(state, DraculaStrength(strength))
        hunters = tuple(
            hunter.but(items=3, events=2, tickets=((3, 2),)) for hunter in state.hunters
        )
        secret_changed = state.but(hunters=hunters, ticket_pool=tuple(reversed(state.ticket_pool)))
        assert next_decision(secret_changed, DraculaStrength(strength)) == decided


def test_games_with_his_events_replay_from_their_log_and_undo_with_the_supply() -> None:
    game = Game(RULES, example_setup(6, players=2, app_dracula="hard"))
    rng = random.Random(1)
    played: list[DraculaEvent] = []
    for _ in range(300):
        if game.state.finished:
            break
        action = app_turn(game.state) or hunters_action(game.state, rng)
        assert action is not None
        game.act(action)
        if isinstance(action, DraculaEvent):
            played.append(action)
    assert any(not action.discard for action in played) and any(a.discard for a in played)
    again = Game(RULES, game.setup)
    for entry in game.entries:
        again.act(entry.action)
    assert again.state == game.state
    # Taking back the supply and the app's discard that answered it restores the hand.
    index = next(
        i
        for i, entry in enumerate(game.entries)
        if isinstance(entry.action, DraculaEvent) and entry.action.discard
    )
    before = Game(RULES, game.setup)
    for entry in game.entries[: index - 1]:
        before.act(entry.action)
    assert isinstance(game.entries[index - 1].action, Supply)
    rewound = Game(RULES, game.setup)
    for entry in game.entries[: index + 1]:
        rewound.act(entry.action)
    rewound.undo(game.entries[index].action.seat)
    rewound.undo(game.entries[index - 1].action.seat)
    assert rewound.state == before.state


# A hunter's card turns a trail card face up


def _trail(state: GameState) -> GameState:
    trail = (Hideout(cards=("PA",)), Hideout(cards=("hide",), linked="PA"), Hideout(cards=("BO",)))
    return state.but(trail=(*trail, None, None, None), stage="day", time=0)


def test_a_hunters_card_turns_a_trail_space_face_up_and_the_table_is_told_what_is_there() -> None:
    state = _trail(against_app())
    transition = apply(state, RevealTrail(seat=0, space=3))
    assert transition.state.trail[2] is not None
    assert transition.state.trail[2].revealed == frozenset({"BO"})
    (event,) = [event for event in transition.events if event.code == "fod_trail_card_revealed"]
    assert event.params == {"space": 3, "cards": ["BO"]}
    with pytest.raises(Illegal, match="fod_trail_space_face_up"):
        apply(transition.state, RevealTrail(seat=0, space=3))
    with pytest.raises(Illegal, match="fod_trail_space_empty"):
        apply(state, RevealTrail(seat=0, space=5))
    with pytest.raises(Illegal, match="fod_reveal_space_or_place"):
        apply(state, RevealTrail(seat=0, space=1, place="PA"))


def test_a_place_named_by_a_hunters_card_is_turned_up_or_said_not_to_be_on_his_trail() -> None:
    state = _trail(against_app())
    found = apply(state, RevealTrail(seat=0, place="BO"))
    assert found.state.trail[2] is not None and found.state.trail[2].revealed
    missing = apply(state, RevealTrail(seat=0, place="MU"))
    assert [(e.code, e.params) for e in missing.events if e.code == "fod_not_on_trail"] == [
        ("fod_not_on_trail", {"place": "MU"})
    ]
    assert missing.state.trail == state.trail


def test_a_human_dracula_turns_his_own_trail_cards() -> None:
    setup = example_setup(11, players=3)
    state = initial(setup)
    state = _trail(apply(state, DraculaStart(seat=setup.dracula_seat, place="PA")).state)
    hunter_seat = setup.hunter_seats["godalming"]
    with pytest.raises(Illegal, match="fod_dracula_turns_own_cards"):
        apply(state, RevealTrail(seat=hunter_seat, space=1))


@pytest.mark.parametrize("app_plays", [True, False])
def test_the_allies_offered_to_the_table_are_exactly_those_the_rules_take(app_plays: bool) -> None:
    if app_plays:
        state = against_app()
    else:
        setup = example_setup(11, players=3)
        state = apply(initial(setup), DraculaStart(seat=setup.dracula_seat, place="PA")).state
    seat = state.setup.hunter_seats["godalming"]
    offered = {side: allies_to_record(state.setup, side) for side in ("hunters", "dracula")}
    assert offered["hunters"] == load_content().rules.allies["hunters"]
    assert offered["dracula"] == (() if app_plays else load_content().rules.allies["dracula"])
    for side, printed in load_content().rules.allies.items():
        for ally in printed:
            taken = refusal(state, SetAlly(seat=seat, side=side, ally=ally))
            if ally in offered[side]:
                assert taken is None, (side, ally)
            else:
                assert taken is not None and taken.reason == "fod_app_plays_his_allies"


def test_the_trail_is_turned_up_by_the_table_only_when_the_app_plays_dracula() -> None:
    state = _trail(against_app())
    assert RevealTrail.TYPE in record_types(state, 0)
    assert record_types(state, 0) == options(state, 0).records
    setup = example_setup(11, players=3)
    human = _trail(apply(initial(setup), DraculaStart(seat=setup.dracula_seat, place="PA")).state)
    hunter_seat = setup.hunter_seats["godalming"]
    assert RevealTrail.TYPE not in record_types(human, hunter_seat)
    assert record_types(human, hunter_seat) == options(human, hunter_seat).records

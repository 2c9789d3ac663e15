"""Fights: vampire encounters fought and going back to their hideouts, Mesmerize and
Fangs, and both ends of the game reached in one combat round (FFG's Errata & FAQ)."""

import pytest

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import (
    Ambush,
    Bite,
    CombatCard,
    DamageDracula,
    DamageHunter,
    DamageVampire,
    DestroyVampire,
    EndCombat,
    GainInfluence,
    Mature,
    Mesmerize,
    Move,
    Search,
    StartCombat,
)
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.rules import apply
from sheets.fury_of_dracula.state import Combat, GameState, Hideout
from sheets.fury_of_dracula.table_steps import TableStep, table_steps
from sheets.fury_of_dracula.view import public_view
from tests.fury_of_dracula.helpers import DRACULA, act, codes, seat_of, started


def searching(*encounters: str, rumour: bool = False) -> GameState:
    """Godalming in Paris, whose revealed hideout on space 2 holds ``encounters``."""
    state = started("BC")
    paris = Hideout(cards=("PA",), encounters=encounters, revealed=frozenset({"PA"}), rumour=rumour)
    state = state.but(trail=(Hideout(cards=("BC",)), paris, *(None,) * 4))
    return state.with_hunter("godalming", state.hunter("godalming").but(location="PA"))


def search(state: GameState) -> tuple[GameState, list[str]]:
    state, events = act(state, Search(seat=seat_of(state, "godalming"), hunter="godalming"))
    return state, codes(events)


def test_a_vampire_found_by_a_search_is_fought_and_survives_face_up_with_its_damage() -> None:
    state, events = search(searching("rats", "new_vampire"))
    assert current_step(state) == "combat" and "fod_vampire_fight" in events
    assert state.combat is not None and state.combat.vampire_card == "new_vampire"
    assert state.combat.hunters == ("godalming",)
    assert state.trail[1] is not None and state.trail[1].encounters == ()
    assert "rats" in state.dracula.discard and "new_vampire" not in state.dracula.discard
    state, _ = act(state, DamageVampire(seat=DRACULA, amount=2))
    state, events2 = act(state, EndCombat(seat=DRACULA))
    home = state.trail[1]
    assert home is not None and home.encounters == ("new_vampire",)
    assert home.survivors == (("new_vampire", 2),)
    assert "fod_vampire_returned" in codes(events2)
    seen = public_view(state).trail[1]
    assert seen is not None and seen.encounters == 1
    assert seen.survivors == (("new_vampire", 2),)
    assert current_step(state) == "day_action" and state.current_hunter == "seward"


def test_the_table_is_told_where_a_fought_vampires_card_goes() -> None:
    """Against the app the cards are markers: a survivor goes back face up, with its
    damage, to the hideout it came from; a vampire destroyed goes to the discard pile."""
    fought, _ = search(searching("new_vampire"))
    _, events = act(fought, DamageVampire(seat=DRACULA, amount=2), EndCombat(seat=DRACULA))
    returned = {"encounter": "new_vampire", "damage": 2, "where": "trail", "space": 2}
    assert TableStep("vampire_returned", returned) in table_steps(events, by_dracula=False)
    _, events = act(fought, DestroyVampire(seat=DRACULA))
    assert TableStep("vampire_discarded", {"encounter": "new_vampire"}) in table_steps(
        events, by_dracula=False
    )


def test_a_vampire_back_from_a_fight_still_matures_for_its_influence() -> None:
    state = started("BC")
    leaving = Hideout(cards=("PA",), encounters=("new_vampire",), survivors=(("new_vampire", 2),))
    state = state.but(leaving=leaving, stage="dracula_mature")
    state, _ = act(state, Mature(seat=DRACULA, resolve=(0,)))
    assert state.influence == 3


def test_a_vampire_found_again_keeps_the_damage_on_it() -> None:
    state, _ = search(searching("new_vampire"))
    state, _ = act(state, DamageVampire(seat=DRACULA, amount=2), EndCombat(seat=DRACULA))
    state = state.but(turn=0)
    state, _ = search(state)
    assert state.combat is not None and state.combat.vampire_damage == 2


def test_a_destroyed_vampire_is_discarded_and_the_rumour_goes_with_the_last_encounter() -> None:
    state, events = search(searching("new_vampire", rumour=True))
    assert "fod_rumour_returned" not in events, "the vampire may still come back"
    assert state.trail[1] is not None and state.trail[1].rumour
    state, events2 = act(state, DestroyVampire(seat=DRACULA))
    assert state.combat is None and "new_vampire" in state.dracula.discard
    assert state.trail[1] is not None and not state.trail[1].rumour
    assert "fod_rumour_returned" in codes(events2)
    with pytest.raises(Illegal, match="fod_no_combat"):
        apply(state, DestroyVampire(seat=DRACULA))


def test_two_vampires_found_at_once_are_fought_one_after_the_other() -> None:
    state, _ = search(searching("new_vampire", "reckless_vampire"))
    assert state.combat is not None and state.combat.vampire_card == "new_vampire"
    state, _ = act(state, DestroyVampire(seat=DRACULA))
    assert state.combat is not None and state.combat.vampire_card == "reckless_vampire"
    state, _ = act(state, EndCombat(seat=DRACULA))
    assert state.combat is None
    assert state.trail[1] is not None and state.trail[1].survivors == (("reckless_vampire", 0),)


def test_an_ambush_with_a_vampire_is_a_fight_and_its_lair_waits_for_it() -> None:
    state = started("BC", advanced=True)
    lair = Hideout(cards=("LE",), encounters=("aristocratic_vampire",))
    state = state.but(lairs=(lair,))
    state = state.with_hunter("godalming", state.hunter("godalming").but(location="PA"))
    godalming = seat_of(state, "godalming")
    state, _ = act(state, Move(seat=godalming, hunter="godalming", to="LE", route="road"))
    assert current_step(state) == "ambush"
    state, events = act(state, Ambush(seat=DRACULA, encounter="aristocratic_vampire"))
    assert current_step(state) == "combat" and "fod_vampire_fight" in codes(events)
    assert state.lairs == (Hideout(cards=("LE",)),), "the lair waits for the fight's end"
    survived, _ = act(state, EndCombat(seat=DRACULA))
    assert survived.lairs[0].survivors == (("aristocratic_vampire", 0),)
    destroyed, events2 = act(state, DestroyVampire(seat=DRACULA))
    assert destroyed.lairs == () and "fod_hideout_cleared" in codes(events2)


def fighting_dracula(**changes: object) -> GameState:
    state = started("BC")
    state = state.with_hunter("mina", state.hunter("mina").but(location="BC"))
    state = state.with_hunter("godalming", state.hunter("godalming").but(location="BC"))
    combat = Combat(half="day", place="BC", hunters=("godalming", "mina"), cards_played=1)
    return state.but(combat=combat, **changes)


def test_fangs_gives_influence_only_against_a_mesmerized_hunter() -> None:
    state = fighting_dracula()
    with pytest.raises(Illegal, match="fod_fangs_needs_mesmerized"):
        apply(state, GainInfluence(seat=DRACULA, amount=1, cause="fangs", hunter="mina"))
    with pytest.raises(Illegal, match="fod_fangs_needs_mesmerized"):
        apply(state, GainInfluence(seat=DRACULA, amount=1, cause="fangs"))
    state, events = act(state, Mesmerize(seat=DRACULA, hunter="mina"))
    assert "fod_hunter_mesmerized" in codes(events)
    with pytest.raises(Illegal, match="fod_already_mesmerized"):
        apply(state, Mesmerize(seat=DRACULA, hunter="mina"))
    with pytest.raises(Illegal, match="fod_fangs_gives_one"):
        apply(state, GainInfluence(seat=DRACULA, amount=2, cause="fangs", hunter="mina"))
    state, _ = act(state, GainInfluence(seat=DRACULA, amount=1, cause="fangs", hunter="mina"))
    assert state.influence == 1
    with pytest.raises(Illegal, match="fod_fangs_needs_mesmerized"):
        apply(state, GainInfluence(seat=DRACULA, amount=1, cause="fangs", hunter="godalming"))


def test_fangs_is_refused_outside_a_fight() -> None:
    with pytest.raises(Illegal, match="fod_no_combat"):
        apply(started(), GainInfluence(seat=DRACULA, amount=1, cause="fangs", hunter="mina"))


def test_dracula_defeated_in_the_round_influence_reaches_13_is_a_win_for_the_hunters() -> None:
    state = fighting_dracula(influence=11)
    state = state.but(dracula=state.dracula.but(damage=14))
    state, events = act(state, Bite(seat=DRACULA, hunter="mina"))
    assert state.influence == 13 and not state.finished
    assert "fod_influence_won_this_round" in codes(events)
    state, _ = act(state, DamageDracula(seat=DRACULA, amount=1))
    assert state.winner == "hunters"


def test_influence_13_in_a_round_wins_for_dracula_when_the_round_is_over() -> None:
    state = fighting_dracula(influence=11)
    state, _ = act(state, Bite(seat=DRACULA, hunter="mina"))
    assert not state.finished
    next_round, _ = act(state, CombatCard(seat=DRACULA))
    assert next_round.winner == "dracula"
    ended, _ = act(state, EndCombat(seat=DRACULA))
    assert ended.winner == "dracula"


def test_influence_13_outside_a_fight_against_dracula_wins_at_once() -> None:
    state, _ = act(started().but(influence=12), GainInfluence(seat=DRACULA, amount=1))
    assert state.winner == "dracula"
    state, _ = search(searching("new_vampire").but(influence=11))
    state, _ = act(state, DamageHunter(seat=DRACULA, hunter="godalming", amount=12))
    assert state.winner == "dracula", "a vampire is not Dracula: nothing can defeat him"


def test_the_last_hunter_defeated_as_influence_reaches_13_leaves_the_round_open() -> None:
    state = fighting_dracula(influence=11)
    state = state.but(combat=state.combat.but(hunters=("mina",)))  # type: ignore[union-attr]
    state, _ = act(state, Bite(seat=DRACULA, hunter="mina"))
    assert state.combat is not None and not state.finished, "her card may still resolve"
    won, _ = act(state, DamageDracula(seat=DRACULA, amount=15))
    assert won.winner == "hunters"
    lost, _ = act(state, EndCombat(seat=DRACULA))
    assert lost.winner == "dracula"


def test_vampires_still_fighting_when_the_game_is_won_go_to_the_discard_pile() -> None:
    state, _ = search(searching("new_vampire", "reckless_vampire").but(influence=12))
    state, _ = act(state, GainInfluence(seat=DRACULA, amount=1))
    assert state.winner == "dracula" and state.combat is None and not state.fights_waiting
    assert {"new_vampire", "reckless_vampire"} <= set(state.dracula.discard)


def test_a_human_dracula_s_card_for_a_round_already_begun_is_refused() -> None:
    state = fighting_dracula()
    state, events = act(state, CombatCard(seat=DRACULA, combat_round=2))
    assert "fod_combat_round" in codes(events)
    with pytest.raises(Illegal, match="fod_combat_round_over"):
        apply(state, CombatCard(seat=DRACULA, combat_round=2))
    state, _ = act(state, CombatCard(seat=DRACULA, combat_round=3))
    assert state.combat is not None and state.combat.cards_played == 3


def test_the_round_being_played_follows_dracula_s_cards_and_is_the_one_actions_aim_at() -> None:
    state = fighting_dracula().but(combat=None)
    state, _ = act(state, StartCombat(seat=DRACULA, hunters=("godalming", "mina")))
    assert state.combat is not None and state.combat.round_being_played == 1
    seen = public_view(state).combat
    assert seen is not None and seen.round_being_played == 1
    state, _ = act(state, CombatCard(seat=DRACULA, combat_round=seen.round_being_played))
    seen = public_view(state).combat
    assert seen is not None and seen.cards_played == 1 and seen.round_being_played == 2
    with pytest.raises(Illegal, match="fod_combat_round_over"):
        apply(state, CombatCard(seat=DRACULA, combat_round=seen.round_being_played - 1))
    state, _ = act(state, CombatCard(seat=DRACULA, combat_round=seen.round_being_played))
    assert state.combat is not None and state.combat.round_being_played == 3

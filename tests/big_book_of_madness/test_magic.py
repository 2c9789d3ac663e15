"""Spells and magician abilities: casting, learning, the spell limit, neutralising."""

import pytest

from sheets.big_book_of_madness.actions import (
    AirAsAny,
    CastSpell,
    ChangeSupport,
    DiscardMadnessDraw,
    DrawBanish,
    GainMadness,
    LearnSpell,
    MoveMadness,
    NeutraliseSpell,
    RefreshAnySpell,
    SwapWithSupport,
)
from sheets.big_book_of_madness.options import options
from sheets.core import Illegal
from tests.big_book_of_madness.helpers import Table, setup


def refused(table: Table, action) -> Illegal:
    with pytest.raises(Illegal) as raised:
        table.act(action)
    return raised.value


def test_every_player_starts_with_the_four_basic_spells_ready() -> None:
    table = Table()
    for player in table.state.players:
        assert [spell.id for spell in player.spells] == ["flare", "ice", "growth", "telepathy"]
        assert not any(spell.used or spell.neutralised for spell in player.spells)


@pytest.mark.parametrize("multiple", [1, 2, 3])
def test_a_cast_spell_is_used_and_its_effect_scaled(multiple) -> None:
    table = Table()
    table.to(1, "actions")
    codes = table.act(CastSpell(seat=0, spell="growth", multiple=multiple))
    assert codes == ["bbm_spell_cast", "bbm_effect_draw"]
    assert table.events[0].params == {
        "spell": "growth",
        "multiple": multiple,
        "cost": multiple,
        "element": "earth",
        "granted": False,
    }
    assert table.events[1].params == {"count": multiple}
    assert table.state.players[0].spell("growth").used


def test_a_spell_is_cast_at_most_times_three() -> None:
    table = Table()
    table.to(1, "actions")
    assert refused(table, CastSpell(seat=0, spell="ice", multiple=4)).params == {
        "multiple": 4,
        "max": 3,
    }
    assert refused(table, CastSpell(seat=0, spell="ice", multiple=0)).reason == "bbm_bad_multiple"


def test_a_spell_is_cast_once_per_turn_even_when_refreshed() -> None:
    table = Table(setup(magicians=["sandra", "viktor", "harold"]))
    table.to(1, "actions")
    table.act(CastSpell(seat=0, spell="telepathy", target=1))
    again = CastSpell(seat=0, spell="telepathy", target=1)
    assert refused(table, again).reason == "bbm_spell_already_cast"
    table.act(RefreshAnySpell(seat=0, owner=0, spell="telepathy"))
    assert not table.state.players[0].spell("telepathy").used
    assert refused(table, again).reason == "bbm_spell_already_cast"


def test_a_used_spell_waits_for_the_focus_phase() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(CastSpell(seat=0, spell="flare"))
    table.to(2, "actions")
    table.act(CastSpell(seat=1, spell="telepathy", target=0))
    assert refused(table, CastSpell(seat=0, spell="flare")).reason == "bbm_spell_used"


def test_spells_are_cast_only_in_the_actions_phase_and_only_known_ones() -> None:
    table = Table()
    assert refused(table, CastSpell(seat=0, spell="flare")).reason == "bbm_wrong_phase"
    table.to(1, "actions")
    assert refused(table, CastSpell(seat=0, spell="water-1a")).params == {
        "player": 0,
        "spell": "water-1a",
    }


def test_a_neutralised_spell_cannot_be_cast_and_turns_up_with_the_next_monster() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(NeutraliseSpell(seat=1, player=0, spell="ice"))
    assert refused(table, CastSpell(seat=0, spell="ice")).reason == "bbm_spell_neutralised"
    assert refused(table, NeutraliseSpell(seat=1, player=0, spell="ice")).reason == (
        "bbm_spell_already_neutralised"
    )
    table.to(6, "focus")
    assert table.state.players[0].spell("ice").neutralised
    table.advance()
    assert "bbm_spells_face_up" in [event.code for event in table.events]
    assert not table.state.players[0].spell("ice").neutralised


def test_learning_takes_the_face_up_spell_and_turns_the_next_one() -> None:
    table = Table()
    library = table.state.setup.library["water"]
    table.to(1, "actions")
    assert table.act(LearnSpell(seat=0, element="water")) == [
        "bbm_spell_learned",
        "bbm_library_turned",
    ]
    assert table.state.players[0].spells[-1].id == library[0]
    assert table.state.library_top("water") == library[1]
    table.act(CastSpell(seat=0, spell=library[0]))
    assert table.events[0].params["cost"] == 1


def test_at_five_spells_one_is_destroyed_to_learn_another() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(LearnSpell(seat=0, element="fire"))
    limit = refused(table, LearnSpell(seat=0, element="fire"))
    assert (limit.reason, limit.params) == ("bbm_spell_limit_reached", {"limit": 5})
    assert refused(table, LearnSpell(seat=0, element="fire", destroy="air-1a")).reason == (
        "bbm_spell_not_known"
    )
    codes = table.act(LearnSpell(seat=0, element="fire", destroy="flare"))
    assert codes[:2] == ["bbm_spell_destroyed", "bbm_spell_learned"]
    assert len(table.state.players[0].spells) == 5
    assert table.state.players[0].spell("flare") is None


def test_patrik_knows_six_spells() -> None:
    table = Table(setup(magicians=["patrik", "viktor", "harold"]))
    table.to(1, "actions")
    table.act(LearnSpell(seat=0, element="fire"))
    table.act(LearnSpell(seat=0, element="fire"))
    assert refused(table, LearnSpell(seat=0, element="fire")).params == {"limit": 6}


def test_nothing_is_destroyed_below_the_limit_and_an_empty_stack_teaches_nothing() -> None:
    table = Table(setup(magicians=["patrik", "viktor", "harold"]))
    table.to(1, "actions")
    assert refused(table, LearnSpell(seat=0, element="air", destroy="ice")).params == {
        "limit": 6,
        "spells": 4,
    }
    for destroy in (None, None, "ice"):
        table.act(LearnSpell(seat=0, element="air", destroy=destroy))
    assert table.event("bbm_spell_learned")
    assert refused(table, LearnSpell(seat=0, element="air", destroy="flare")).reason == (
        "bbm_library_empty"
    )


def test_sandra_refreshes_anyones_used_spell_once_in_her_turn() -> None:
    table = Table(setup(magicians=["sandra", "viktor", "harold"]))
    table.to(1, "actions")
    table.act(CastSpell(seat=0, spell="telepathy", target=2))
    table.act(CastSpell(seat=2, spell="growth"))
    assert table.act(RefreshAnySpell(seat=0, owner=2, spell="growth")) == [
        "bbm_ability_used",
        "bbm_spell_refreshed",
    ]
    assert not table.state.players[2].spell("growth").used
    table.act(CastSpell(seat=0, spell="ice"))
    again = refused(table, RefreshAnySpell(seat=0, owner=0, spell="ice"))
    assert again.reason == "bbm_ability_already_used"
    table.to(4, "actions")
    assert refused(table, RefreshAnySpell(seat=0, owner=0, spell="flare")).reason == (
        "bbm_spell_not_used"
    )


def test_an_ability_is_used_in_its_owners_turn_by_its_owner() -> None:
    table = Table(setup(magicians=["sandra", "viktor", "harold"]))
    table.to(2, "actions")
    table.act(CastSpell(seat=1, spell="ice"))
    not_turn = refused(table, RefreshAnySpell(seat=0, owner=1, spell="ice"))
    assert (not_turn.reason, not_turn.params) == ("bbm_not_your_turn", {"active": 1})
    not_yours = refused(table, AirAsAny(seat=1))
    assert (not_yours.reason, not_yours.params) == (
        "bbm_not_your_ability",
        {"ability": "air_as_any"},
    )


def test_viktor_discards_a_madness_from_hand_for_a_new_card() -> None:
    table = Table(setup(magicians=["viktor", "sandra", "harold"]))
    assert refused(table, DiscardMadnessDraw(seat=0)).reason == "bbm_not_enough_madness"
    table.act(GainMadness(seat=1, player=0, to="hand"))
    table.act(DiscardMadnessDraw(seat=0))
    player = table.state.players[0]
    assert (player.madness_hand, player.madness_piles, player.ability_used) == (0, 1, True)


def test_viktor_cannot_discard_madness_in_recovery() -> None:
    table = Table(setup(magicians=["viktor", "sandra", "harold"]))
    table.act(GainMadness(seat=1, player=0, to="hand"))
    table.to(1, "recovery")
    assert refused(table, DiscardMadnessDraw(seat=0)).reason == (
        "bbm_no_madness_discard_in_recovery"
    )


def test_larry_banishes_the_madness_he_draws() -> None:
    table = Table(setup(magicians=["larry", "sandra", "harold"]))
    table.act(GainMadness(seat=1, player=0))
    codes = table.act(DrawBanish(seat=0, drew_madness=True))
    assert codes == ["bbm_ability_used", "bbm_madness_banished"]
    assert table.state.players[0].madness == 0 and table.state.madness_deck == 25
    table.to(4, "focus")
    assert table.act(DrawBanish(seat=0, drew_madness=False)) == ["bbm_ability_used"]
    table.to(7, "focus")
    assert refused(table, DrawBanish(seat=0, drew_madness=True)).reason == "bbm_not_enough_madness"


def test_violetta_swaps_madness_between_hand_and_support() -> None:
    table = Table(setup(magicians=["violetta", "sandra", "harold"]))
    table.act(GainMadness(seat=1, player=0, count=2, to="hand"))
    table.act(ChangeSupport(seat=0, player=0, change=1))
    assert refused(table, SwapWithSupport(seat=0, madness_to_support=2)).reason == (
        "bbm_not_enough_support"
    )
    table.act(SwapWithSupport(seat=0, madness_to_support=1))
    player = table.state.players[0]
    assert (player.madness_hand, player.madness_support, player.support_cards) == (1, 1, 0)
    table.to(4, "focus")
    assert refused(table, SwapWithSupport(seat=0, madness_to_support=3)).reason == "bbm_bad_swap"
    table.act(SwapWithSupport(seat=0, madness_to_hand=1))
    player = table.state.players[0]
    assert (player.madness_hand, player.madness_support, player.support_cards) == (2, 0, 1)


def test_violetta_has_nothing_to_swap_while_her_support_is_empty() -> None:
    table = Table(setup(magicians=["violetta", "sandra", "harold"]))
    table.act(GainMadness(seat=1, player=0, to="hand"))
    for swap in (SwapWithSupport(seat=0), SwapWithSupport(seat=0, madness_to_support=1)):
        assert refused(table, swap).reason == "bbm_swap_support_empty"
    assert options(table.state, 0).ability is None
    table.act(ChangeSupport(seat=0, player=0, change=1))
    assert options(table.state, 0).ability == "swap_hand_support"
    table.act(SwapWithSupport(seat=0, madness_to_support=1))
    assert table.state.players[0].madness_support == 1


def test_harolds_ability_is_only_marked_used() -> None:
    table = Table()
    table.to(3, "actions")
    assert table.act(AirAsAny(seat=2)) == ["bbm_ability_used"]
    assert table.state.players[2].ability_used
    table.to(4, "focus")
    assert not table.state.players[2].ability_used


def test_support_cards_count_towards_the_limit_with_the_madness_there() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=1, count=2))
    table.act(MoveMadness(seat=0, player=1, source="piles", target="support", count=2))
    table.act(ChangeSupport(seat=0, player=1, change=1))
    assert refused(table, ChangeSupport(seat=0, player=1, change=1)).params == {
        "player": 1,
        "support": 3,
        "limit": 3,
    }


def test_ice_puts_cards_into_the_support_madness_among_them() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=1))
    table.to(1, "actions")
    codes = table.act(CastSpell(seat=0, spell="ice", multiple=2, madness=1))
    assert codes == ["bbm_spell_cast", "bbm_effect_hand_to_support", "bbm_support_changed"]
    player = table.state.players[0]
    assert (player.support, player.support_cards, player.madness_support) == (2, 1, 1)
    assert player.madness_piles == 0


def test_ice_fills_the_support_only_up_to_its_limit() -> None:
    table = Table()
    table.act(ChangeSupport(seat=0, player=0, change=4))
    table.to(1, "actions")
    codes = table.act(CastSpell(seat=0, spell="ice", multiple=3))
    assert codes[1:] == ["bbm_effect_hand_to_support", "bbm_support_no_room", "bbm_support_changed"]
    assert table.event("bbm_support_no_room").params == {"count": 2}
    assert table.state.players[0].support == 5


def test_flare_up_destroys_the_madness_among_the_cards_it_destroys() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=2, to="hand"))
    table.to(1, "actions")
    assert refused(table, CastSpell(seat=0, spell="flare", madness=2)).reason == (
        "bbm_bad_madness_count"
    )
    table.act(CastSpell(seat=0, spell="flare", multiple=2, madness=2))
    assert table.state.players[0].madness == 0 and table.state.madness_out_of_game == 2
    assert refused(table, CastSpell(seat=0, spell="growth", madness=1)).reason == (
        "bbm_spell_moves_no_madness"
    )

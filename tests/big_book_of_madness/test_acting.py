"""Who acts in the Actions phase: the active player, and another player only as far as a
spell cast this turn lets them (Telepathy, or a library spell the table named)."""

import pytest

from sheets.big_book_of_madness.actions import (
    AcquireElement,
    BanishMadness,
    BreakCurse,
    CastSpell,
    GainMadness,
    LearnSpell,
)
from sheets.core import Action
from tests.big_book_of_madness.helpers import Table, setup
from tests.logs import refused

OTHER_PLAYERS_ACTIONS = [
    CastSpell(seat=1, spell="growth"),
    LearnSpell(seat=1, element="fire"),
    AcquireElement(seat=1, element="fire", value=2),
    BreakCurse(seat=1, place="A", reward="fire"),
    BanishMadness(seat=1, owner=1, source="hand"),
]


@pytest.mark.parametrize("action", OTHER_PLAYERS_ACTIONS, ids=lambda a: a.TYPE)
def test_nobody_acts_in_another_players_actions_phase_without_a_spell(action: Action) -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=1, to="hand"))
    table.to(1, "actions")
    refusal = refused(table.game, action)
    assert (refusal.reason, refusal.params) == ("bbm_not_your_actions", {"player": 1, "active": 0})


@pytest.mark.parametrize("action", OTHER_PLAYERS_ACTIONS, ids=lambda a: a.TYPE)
def test_telepathy_lets_one_other_player_take_one_action(action: Action) -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=1, to="hand"))
    table.to(1, "actions")
    assert table.act(CastSpell(seat=0, spell="telepathy", target=1))[-1] == (
        "bbm_effect_other_player_acts"
    )
    assert table.events[-1].params == {"count": 1, "granted_to": 1}
    table.act(action)
    assert table.events[0].params["granted"] is True
    assert table.state.players[1].granted_actions == 0
    assert refused(table.game, CastSpell(seat=1, spell="ice")).reason == "bbm_not_your_actions"


def test_each_multiple_paid_grants_one_action_to_the_chosen_player_only() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(CastSpell(seat=0, spell="telepathy", target=2, multiple=3))
    assert [player.granted_actions for player in table.state.players] == [0, 0, 3]
    assert refused(table.game, CastSpell(seat=1, spell="ice")).reason == "bbm_not_your_actions"
    table.act(CastSpell(seat=2, spell="ice"))
    table.act(AcquireElement(seat=2, element="water", value=2))
    assert table.state.players[2].granted_actions == 1
    table.to(2, "focus")
    assert table.state.players[2].granted_actions == 0


def test_a_spell_that_lets_another_act_needs_another_player_still_in_the_game() -> None:
    table = Table()
    table.to(1, "actions")
    assert refused(table.game, CastSpell(seat=0, spell="telepathy")).reason == "bbm_choose_who_acts"
    assert refused(table.game, CastSpell(seat=0, spell="telepathy", target=0)).reason == (
        "bbm_another_player_acts"
    )
    assert refused(table.game, CastSpell(seat=0, spell="growth", target=1)).reason == (
        "bbm_spell_has_no_target"
    )
    table.act(GainMadness(seat=0, player=2, count=6, to="hand"))
    table.to(3, "recovery")
    table.advance()
    table.to(4, "actions")
    assert refused(table.game, CastSpell(seat=0, spell="telepathy", target=2)).reason == (
        "bbm_player_eliminated"
    )


def test_a_library_spell_lets_another_player_act_when_the_table_says_it_does() -> None:
    air_spell = Table().state.library_top("air")
    table = Table(setup(house_rules={"granting_spells": [air_spell]}))
    table.to(1, "actions")
    table.act(LearnSpell(seat=0, element="air"))
    table.act(CastSpell(seat=0, spell=air_spell, target=1, multiple=2))
    assert table.events[-1].params == {"count": 2, "granted_to": 1}
    assert table.state.players[1].granted_actions == 2
    water_spell = table.state.library_top("water")
    table.act(LearnSpell(seat=0, element="water", destroy="flare"))
    assert refused(table.game, CastSpell(seat=0, spell=water_spell, target=1)).reason == (
        "bbm_spell_has_no_target"
    )


def test_an_unknown_granting_spell_is_refused_as_a_house_rule() -> None:
    with pytest.raises(ValueError, match="unknown library spells"):
        setup(house_rules={"granting_spells": ["air-9z"]})

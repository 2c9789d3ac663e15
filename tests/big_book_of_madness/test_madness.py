"""Madness: the deck and its lose check, each player's madness, and being scared to death."""

import pytest

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.actions import (
    BanishByEffect,
    BanishMadness,
    CastSpell,
    ChangeSupport,
    DestroyFromMadnessDeck,
    DestroyMadness,
    EveryoneGainsMadness,
    GainMadness,
    MoveMadness,
    NextStep,
    Reshuffle,
)
from sheets.big_book_of_madness.rules import initial
from sheets.core import Illegal
from tests.big_book_of_madness.helpers import Table, setup
from tests.logs import refused


@pytest.mark.parametrize(("players", "deck"), [(2, 20), (3, 25), (4, 30), (5, 35)])
def test_the_madness_deck_is_counted_by_players(players, deck) -> None:
    assert initial(setup(players)).madness_deck == deck
    horror = initial(setup(players, horror=True))
    assert horror.madness_deck == deck - players
    assert all(player.madness_piles == 1 for player in horror.players)


def test_a_corrected_deck_size_is_used() -> None:
    sizes = {"2": 18, "3": 24, "4": 30, "5": 35}
    assert initial(setup(3, house_rules={"madness_deck_by_players": sizes})).madness_deck == 24


@pytest.mark.parametrize(
    ("to", "place"),
    [("discard_pile", "piles"), ("draw_pile", "piles"), ("hand", "hand"), ("support", "support")],
)
def test_gained_madness_comes_from_the_deck_to_where_the_effect_says(to, place) -> None:
    table = Table()
    assert table.act(GainMadness(seat=1, player=2, count=2, to=to)) == ["bbm_madness_gained"]
    assert table.state.madness_deck == 23
    assert table.state.players[2].madness_in(place) == 2
    assert table.events[0].params == {"count": 2, "to": to, "deck": 23}


def test_every_player_gains_from_the_active_one_clockwise() -> None:
    table = Table()
    table.to(2, "actions")
    table.act(EveryoneGainsMadness(seat=0))
    assert [event.seat for event in table.events] == [1, 2, 0]
    assert [player.madness_piles for player in table.state.players] == [1, 1, 1]
    table.act(GainMadness(seat=0, player=None, count=2, to="hand"))
    assert [event.seat for event in table.events] == [1, 2, 0]
    assert [player.madness_hand for player in table.state.players] == [2, 2, 2]


def test_taking_madness_from_the_empty_deck_loses_the_game_at_once() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=24))
    codes = table.act(EveryoneGainsMadness(seat=0))
    assert codes == ["bbm_madness_gained", "bbm_game_lost"]
    assert table.state.players[0].madness == 25 and table.state.players[1].madness == 0
    assert table.state.madness_deck == 0
    assert table.state.result.reason == "madness_deck_empty"
    with pytest.raises(Illegal, match="bbm_game_over"):
        table.act(GainMadness(seat=0, player=1))


def test_an_empty_draw_pile_costs_one_madness() -> None:
    table = Table()
    assert table.act(Reshuffle(seat=0, player=1)) == ["bbm_reshuffled", "bbm_madness_gained"]
    assert table.state.players[1].madness_piles == 1
    table.act(GainMadness(seat=0, player=0, count=24))
    assert table.act(Reshuffle(seat=0, player=1))[-1] == "bbm_game_lost"


def test_the_banish_action_takes_madness_from_your_hand_or_any_support() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=2, to="hand"))
    table.act(GainMadness(seat=0, player=2, count=1, to="support"))
    with pytest.raises(Illegal, match="bbm_wrong_phase"):
        table.act(BanishMadness(seat=0, owner=0, source="hand"))
    table.to(1, "actions")
    table.act(BanishMadness(seat=0, owner=0, source="hand"))
    table.act(BanishMadness(seat=0, owner=2, source="support"))
    assert table.state.madness_deck == 24
    assert (table.state.players[0].madness_hand, table.state.players[2].madness_support) == (1, 0)
    table.act(CastSpell(seat=0, spell="telepathy", target=1))
    with pytest.raises(Illegal) as refused:
        table.act(BanishMadness(seat=1, owner=0, source="hand"))
    assert refused.value.reason == "bbm_not_your_hand"
    with pytest.raises(Illegal) as refused:
        table.act(BanishMadness(seat=0, owner=2, source="support"))
    assert refused.value.reason == "bbm_not_enough_madness"
    assert refused.value.params == {"player": 2, "source": "support", "have": 0, "count": 1}


def test_effects_banish_from_anywhere_and_at_any_time() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=1, count=3))
    table.act(BanishByEffect(seat=0, owner=1, source="piles", count=3))
    assert table.state.players[1].madness == 0 and table.state.madness_deck == 25
    assert table.events[0].params["paid"] is False


def test_destroyed_madness_leaves_the_game_for_good() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=1, count=3, to="hand"))
    table.act(DestroyMadness(seat=1, owner=1, source="hand", count=2))
    assert table.state.players[1].madness == 1
    assert table.state.madness_deck == 22 and table.state.madness_out_of_game == 2


def test_madness_moves_between_hand_support_and_piles() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=1, count=4))
    table.act(MoveMadness(seat=0, player=1, source="piles", target="hand", count=4))
    table.act(MoveMadness(seat=0, player=1, source="hand", target="support", count=3))
    assert (table.state.players[1].madness_hand, table.state.players[1].madness_support) == (1, 3)
    with pytest.raises(Illegal) as refused:
        table.act(MoveMadness(seat=0, player=1, source="hand", target="support"))
    assert refused.value.params == {"player": 1, "support": 3, "limit": 3}
    with pytest.raises(Illegal, match="bbm_same_place"):
        table.act(MoveMadness(seat=0, player=1, source="hand", target="hand"))
    with pytest.raises(Illegal, match="bbm_not_enough_madness"):
        table.act(MoveMadness(seat=0, player=1, source="hand", target="piles", count=2))


def test_rosanas_support_holds_five() -> None:
    table = Table()
    table.act(ChangeSupport(seat=0, player=0, change=5))
    with pytest.raises(Illegal, match="bbm_support_full"):
        table.act(ChangeSupport(seat=0, player=0, change=1))
    with pytest.raises(Illegal, match="bbm_support_full"):
        table.act(ChangeSupport(seat=0, player=1, change=4))
    with pytest.raises(Illegal, match="bbm_not_enough_support"):
        table.act(ChangeSupport(seat=0, player=1, change=-1))


def test_madness_cannot_be_discarded_in_recovery() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=2, to="hand"))
    table.to(1, "recovery")
    with pytest.raises(Illegal, match="bbm_no_madness_discard_in_recovery"):
        table.act(MoveMadness(seat=0, player=0, source="hand", target="piles"))
    table.act(MoveMadness(seat=0, player=0, source="hand", target="support"))


def test_madness_received_into_a_full_support_goes_over_the_limit() -> None:
    table = Table(setup(magicians=["alice", "viktor", "harold"]))
    table.act(ChangeSupport(seat=0, player=0, change=3))
    table.act(GainMadness(seat=0, player=0, to="support"))
    assert table.state.players[0].support == 4
    with pytest.raises(Illegal, match="bbm_support_full"):
        table.act(ChangeSupport(seat=0, player=0, change=1))
    table.act(ChangeSupport(seat=0, player=0, change=-1))
    with pytest.raises(Illegal, match="bbm_support_full"):
        table.act(ChangeSupport(seat=0, player=0, change=1))
    table.act(ChangeSupport(seat=0, player=0, change=-1))
    table.act(ChangeSupport(seat=0, player=0, change=1))
    assert table.state.players[0].support == 3


def test_cards_of_the_madness_deck_are_destroyed_as_far_as_it_goes() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=23))
    table.act(DestroyFromMadnessDeck(seat=0, count=4))
    assert table.events[0].params == {"count": 2, "asked": 4, "deck": 0}
    assert table.state.result is None
    with pytest.raises(Illegal, match="bbm_madness_deck_empty"):
        table.act(DestroyFromMadnessDeck(seat=0, count=1))


def test_six_madness_in_hand_at_the_end_of_recovery_scares_the_active_player_to_death() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=6, to="hand"))
    table.act(GainMadness(seat=0, player=0, count=2, to="support"))
    table.act(GainMadness(seat=0, player=1, count=6, to="hand"))
    table.to(1, "recovery")
    codes = table.advance()
    assert codes[0] == "bbm_scared_to_death"
    assert table.events[0].seat == 0 and table.events[0].params == {"madness": 8}
    assert table.state.players[0].eliminated and not table.state.players[0].spells
    assert table.state.madness_out_of_game == 8
    assert not table.state.players[1].eliminated
    with pytest.raises(Illegal, match="bbm_player_eliminated"):
        table.act(GainMadness(seat=1, player=0))


def test_five_madness_in_hand_is_not_enough() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=5, to="hand"))
    table.to(2, "focus")
    assert not table.state.players[0].eliminated


def test_the_house_rule_checks_every_hand() -> None:
    table = Table(setup(house_rules={"scared_to_death_check": "every_player"}))
    table.act(GainMadness(seat=0, player=2, count=6, to="hand"))
    table.to(2, "focus")
    assert table.state.players[2].eliminated


def test_the_game_is_lost_when_every_magician_is_scared_to_death() -> None:
    table = Table(setup(2))
    table.act(GainMadness(seat=0, player=0, count=6, to="hand"))
    table.act(GainMadness(seat=0, player=1, count=6, to="hand"))
    table.to(2, "recovery")
    assert table.advance()[-2:] == ["bbm_scared_to_death", "bbm_game_lost"]
    assert table.state.result.reason == "all_scared_to_death"


def test_a_count_must_be_positive() -> None:
    table = Table()
    for action in (
        GainMadness(seat=0, player=0, count=0),
        BanishByEffect(seat=0, owner=0, source="hand", count=0),
        ChangeSupport(seat=0, player=0, change=0),
        DestroyFromMadnessDeck(seat=0, count=-1),
    ):
        with pytest.raises(Illegal, match="bbm_count_not_positive"):
            table.act(action)


def test_the_house_rule_returns_the_madness_of_a_scared_player_to_the_deck() -> None:
    table = Table(setup(house_rules={"scared_madness_to": "madness_deck"}))
    table.act(GainMadness(seat=0, player=0, count=7, to="hand"))
    table.to(1, "recovery")
    assert table.advance()[:2] == ["bbm_scared_to_death", "bbm_madness_back_to_deck"]
    assert table.state.madness_deck == 25 and table.state.madness_out_of_game == 0


def test_the_house_rule_makes_a_madness_deck_too_small_for_a_curse_a_defeat() -> None:
    table = Table(setup(house_rules={"madness_deck_shortfall": "lose"}))
    table.act(GainMadness(seat=0, player=0, count=23))
    assert table.act(DestroyFromMadnessDeck(seat=0, count=4)) == [
        "bbm_madness_deck_destroyed",
        "bbm_game_lost",
    ]
    assert table.state.result.reason == "madness_deck_empty"
    table = Table(setup(house_rules={"madness_deck_shortfall": "lose"}))
    table.act(GainMadness(seat=0, player=0, count=23))
    assert table.act(DestroyFromMadnessDeck(seat=0, count=2)) == ["bbm_madness_deck_destroyed"]
    assert table.act(DestroyFromMadnessDeck(seat=0, count=1))[-1] == "bbm_game_lost"


def test_the_table_is_asked_about_a_hand_only_when_six_madness_are_outside_the_support() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=5))
    table.to(1, "recovery")
    assert RULES.options(table.state, 0).scare_question == ()
    table.act(GainMadness(seat=0, player=0, count=1, to="draw_pile"))
    assert RULES.options(table.state, 0).scare_question == (0,)
    assert RULES.options(table.state, 0).next_step
    assert refused(table.game, NextStep(seat=0, scared=(1,))).params == {"player": 1}
    table.act(NextStep(seat=0, scared=()))
    assert not table.state.players[0].eliminated and table.state.active == 1


def test_a_player_the_table_saw_with_six_madness_in_hand_is_scared_to_death() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=7))
    table.to(1, "recovery")
    assert table.act(NextStep(seat=0, scared=(0,)))[0] == "bbm_scared_to_death"
    assert table.state.players[0].eliminated
    assert refused(table.game, NextStep(seat=1, scared=())).reason == (
        "bbm_scared_only_at_end_of_turn"
    )


def test_madness_drawn_unseen_is_banished_from_the_hand() -> None:
    table = Table()
    table.act(GainMadness(seat=0, player=0, count=2))
    table.to(1, "actions")
    table.act(BanishMadness(seat=0, owner=0, source="hand"))
    player = table.state.players[0]
    assert (player.madness_hand, player.madness_piles, table.state.madness_deck) == (0, 1, 24)
    table.act(MoveMadness(seat=0, player=0, source="hand", target="support"))
    assert (table.state.players[0].madness_piles, table.state.players[0].madness_support) == (0, 1)
    assert refused(table.game, BanishMadness(seat=0, owner=0, source="hand")).params == {
        "player": 0,
        "source": "hand",
        "have": 0,
        "count": 1,
    }

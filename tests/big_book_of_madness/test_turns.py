"""The turn: its four phases, the active player token, and the upkeep between them."""

import pytest

from sheets.big_book_of_madness.actions import (
    CastSpell,
    GainMadness,
    MoveMadness,
    NeutraliseSpell,
    NextStep,
    RevealMonster,
    StartGame,
)
from sheets.core import Illegal
from tests.big_book_of_madness.helpers import Table, setup


def test_nothing_happens_before_the_table_starts_the_game() -> None:
    table = Table(started=False)
    assert table.state.phase == "setup"
    with pytest.raises(Illegal) as refused:
        table.act(NextStep(seat=0))
    assert refused.value.reason == "bbm_not_started"
    with pytest.raises(Illegal, match="bbm_not_started"):
        table.act(GainMadness(seat=0, player=0))
    assert table.act(StartGame(seat=2)) == ["bbm_game_started", "bbm_turn_started"]
    assert (table.state.phase, table.state.turn, table.state.active) == ("focus", 1, 0)
    with pytest.raises(Illegal, match="bbm_already_started"):
        table.act(StartGame(seat=0))


def test_a_turn_goes_focus_grimoire_actions_recovery_and_the_token_passes_left() -> None:
    table = Table()
    phases = []
    for _ in range(4):
        table.advance()
        phases.append((table.state.turn, table.state.phase, table.state.active))
    assert phases == [
        (1, "grimoire", 0),
        (1, "actions", 0),
        (1, "recovery", 0),
        (2, "focus", 1),
    ]
    assert table.event("bbm_token_passed").params == {"from": 0}


def test_the_first_player_of_the_setup_starts() -> None:
    table = Table(setup(first_player=2))
    assert table.state.active == 2
    table.to(2, "focus")
    assert table.state.active == 0


def test_the_marker_and_round_follow_the_turn_all_game_long() -> None:
    table = Table()
    for turn in range(1, 31):
        table.to(turn, "grimoire")
        assert table.state.marker == (turn - 1) % 5 + 1
        assert table.state.round == (turn + 4) // 5
        assert table.state.active == (turn - 1) % 3


def test_a_table_that_breaks_no_curse_loses_at_the_final_check_of_turn_31() -> None:
    table = Table()
    table.to(31, "focus")
    assert table.state.result is None and table.state.marker == 5
    codes = table.advance()
    assert codes[-3:] == ["bbm_round_ended", "bbm_monster_not_beaten", "bbm_game_lost"]
    result = table.state.result
    assert result is not None and not result.won
    assert (result.reason, result.round, result.turn) == ("final_monster_not_beaten", 6, 31)
    assert table.state.phase == "over"
    with pytest.raises(Illegal) as refused:
        table.advance()
    assert refused.value.reason == "bbm_game_over"
    assert refused.value.params == {"won": False, "reason": "final_monster_not_beaten"}


def test_focus_refreshes_the_active_players_used_spells_but_not_neutralised_ones() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(CastSpell(seat=0, spell="growth"))
    table.act(CastSpell(seat=0, spell="ice"))
    table.act(NeutraliseSpell(seat=1, player=0, spell="ice"))
    table.to(4, "focus")
    spells = {spell.id: spell for spell in table.state.players[0].spells}
    assert not spells["growth"].used
    assert spells["ice"].used and spells["ice"].neutralised
    assert table.event("bbm_spells_refreshed").params == {"count": 1}


def test_a_spell_used_in_another_players_turn_stays_used_until_its_owners_focus() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(CastSpell(seat=0, spell="telepathy", target=2))
    table.act(CastSpell(seat=2, spell="growth"))
    table.to(2, "focus")
    assert table.state.players[2].spell("growth").used
    table.to(3, "focus")
    assert not table.state.players[2].spell("growth").used


def test_the_turn_clears_what_lasts_one_turn() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(CastSpell(seat=0, spell="telepathy", target=1, multiple=2))
    table.act(CastSpell(seat=1, spell="growth"))
    assert table.state.players[1].spell("growth").cast_this_turn
    assert table.state.players[1].granted_actions == 1
    table.to(2, "focus")
    assert not table.state.players[1].spell("growth").cast_this_turn
    assert table.state.players[1].granted_actions == 0


def test_the_token_skips_a_player_scared_to_death() -> None:
    table = Table()
    table.to(1, "actions")
    table.act(GainMadness(seat=0, player=1, count=6, to="hand"))
    table.to(2, "recovery")
    table.advance()
    assert table.state.players[1].eliminated
    assert table.state.active == 2
    table.to(4, "focus")
    assert table.state.active == 0


def five_player_table(**house_rules) -> Table:
    return Table(setup(5, five_player_variant=True, house_rules=house_rules))


def test_in_the_five_player_variant_the_last_player_of_a_round_opens_the_next() -> None:
    table = five_player_table()
    openers = []
    for round_number in range(6):
        table.to(5 * round_number + 1, "focus")
        openers.append(table.state.active)
    assert openers == [0, 4, 3, 2, 1, 0]
    table = five_player_table()
    table.to(10, "recovery")
    assert table.advance()[0] == "bbm_plays_again"


def test_the_five_player_variant_stops_once_a_player_is_out_unless_the_house_rule_keeps_it() -> (
    None
):
    for keep in (False, True):
        table = five_player_table(five_player_variant_needs_five_players=not keep)
        table.to(1, "actions")
        table.act(GainMadness(seat=0, player=2, count=6, to="hand"))
        table.to(3, "recovery")
        table.advance()
        assert table.state.players[2].eliminated
        table.to(5, "recovery")
        table.advance()
        assert table.state.active == (4 if keep else 0)


def test_the_game_waits_for_the_elements_of_a_monster_the_app_does_not_know() -> None:
    table = Table(setup(known_monsters=False))
    codes = table.advance()
    assert codes[-1] == "bbm_monster_elements_needed"
    assert table.state.awaiting_monster
    assert all(slot.kind is None for slot in table.state.curses)
    with pytest.raises(Illegal) as refused:
        table.advance()
    assert (refused.value.reason, refused.value.params) == (
        "bbm_monster_not_revealed",
        {"number": 1},
    )
    assert (
        table.act(RevealMonster(seat=2, elements=("air", "air", "fire")))
        == ["bbm_curse_placed"] * 3
    )
    assert [slot.kind for slot in table.state.curses] == ["air", "air", "fire", None, None]
    assert table.state.monster.elements == ("air", "air", "fire")
    with pytest.raises(Illegal, match="bbm_no_monster_to_reveal"):
        table.act(RevealMonster(seat=0, elements=("air", "air", "fire")))
    table.advance()
    with pytest.raises(Illegal, match="bbm_wrong_phase"):
        table.act(RevealMonster(seat=0, elements=("air", "air", "fire")))


def test_a_player_not_at_the_table_is_refused() -> None:
    table = Table()
    with pytest.raises(Illegal) as refused:
        table.act(NextStep(seat=3))
    assert (refused.value.reason, refused.value.params) == (
        "bbm_no_such_seat",
        {"seat": 3, "seats": 3},
    )
    with pytest.raises(Illegal, match="bbm_no_such_player"):
        table.act(MoveMadness(seat=0, player=7, source="hand", target="piles"))


def test_going_on_from_a_phase_that_is_over_is_refused_and_changes_nothing() -> None:
    table = Table()
    table.act(NextStep(seat=0, leaving="focus"))
    before = table.state
    with pytest.raises(Illegal) as refused:
        table.act(NextStep(seat=0, leaving="focus"))
    assert (refused.value.reason, dict(refused.value.params)) == (
        "bbm_phase_already_over",
        {"phase": "focus", "current": "grimoire"},
    )
    assert table.state == before
    table.to(1, "recovery")
    table.act(NextStep(seat=0, scared=(), leaving="recovery"))
    with pytest.raises(Illegal, match="bbm_phase_already_over"):
        table.act(NextStep(seat=1, scared=(), leaving="recovery"))
    assert (table.state.turn, table.state.phase, table.state.active) == (2, "focus", 1)

"""Random legal play through ``options`` never fails and keeps every invariant of the table."""

import json
import math
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.state import INVOCATION, TableState
from sheets.core import Game, action_from_json, action_to_json
from tests.big_book_of_madness.play import example_setup
from tests.logs import through_json
from tests.random_play import random_player

next_random_action = random_player(RULES)

HOUSE_RULES = st.fixed_dictionaries(
    {},
    optional={
        "curse_flip_back": st.sampled_from(["after_next_grimoire", "end_of_next_turn"]),
        "scared_to_death_check": st.sampled_from(["active_player", "every_player"]),
        "scared_madness_to": st.sampled_from(["box", "madness_deck"]),
        "madness_deck_shortfall": st.sampled_from(["clamp", "lose"]),
        "win_when_last_curse_broken": st.booleans(),
        "five_player_variant_needs_five_players": st.booleans(),
        "curse_place_order": st.permutations(["A", "B", "C", "D", "E"]),
    },
)

GAMES = st.builds(
    lambda players, seed, difficulty, horror, variant, rules: example_setup(
        players,
        seed,
        difficulty=difficulty,
        horror=horror,
        five_player_variant=variant and players == 5,
        overrides=rules,
    ),
    players=st.integers(2, 5),
    seed=st.integers(0, 2**32),
    difficulty=st.sampled_from(["I", "II", "III"]),
    horror=st.booleans(),
    variant=st.booleans(),
    rules=HOUSE_RULES,
)


def marker_after_move(turn: int) -> int:
    return INVOCATION if turn == 0 else (turn - 1) % 5 + 1


def check_invariants(state: TableState) -> None:
    content = load_content()
    assert 0 <= state.marker <= 5
    assert state.madness_deck >= 0
    if state.phase not in ("setup", "over"):
        moved = state.turn if state.phase != "focus" else state.turn - 1
        assert state.marker == marker_after_move(moved)
        assert state.round == math.ceil(moved / 5)
        assert not state.players[state.active].eliminated
    assert (state.phase == "over") == (state.result is not None)
    on_players = sum(player.madness for player in state.players)
    under_curses = sum(slot.madness_under for slot in state.curses)
    total = state.rules.madness_deck_by_players[len(state.players)]
    assert state.madness_deck + on_players + under_curses + state.madness_out_of_game == total
    spells = [spell.id for player in state.players for spell in player.spells]
    library = [spell for stack in state.library for spell in stack]
    learned = [spell for spell in spells + library if "-" in spell]
    assert len(learned) == len(set(learned))
    for seat, player in enumerate(state.players):
        assert len(player.spells) <= state.spell_limit(seat) <= 6
        assert len({spell.id for spell in player.spells}) == len(player.spells)
        assert min(player.madness_hand, player.madness_support, player.madness_piles) >= 0
        assert player.support_cards >= 0
        if player.eliminated:
            assert player.madness == player.support == 0 and not player.spells
    placed = [slot for slot in state.curses if slot.kind is not None]
    monster = state.monster
    if monster is not None and monster.elements is not None and monster.beaten is None:
        assert len(placed) == monster.multi_curses + 3 <= len(content.curse_places)
        assert sum(slot.kind == "multi" for slot in placed) == monster.multi_curses


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=GAMES, seed=st.integers(0, 2**16))
def test_random_legal_games_keep_the_invariants_and_undo_redo_exactly(setup, seed) -> None:
    rng = random.Random(seed)
    game = Game(RULES, setup)
    check_invariants(game.state)
    while (action := next_random_action(game.state, rng)) is not None:
        before = game.state
        game.act(action)
        after = game.state
        check_invariants(after)
        for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
            # Cards added by choice stop at the limit; only madness an effect gives may
            # fill a support past it, and a swap keeps a support as full as it was.
            assert new.support_cards <= max(after.support_limit(seat), old.support)
        assert game.undo() == action
        assert game.state == before
        game.redo()
        assert game.state == after
    assert RULES.is_finished(game.state)
    result = game.state.result
    assert result is not None
    if result.reason in ("final_monster_beaten", "final_monster_not_beaten"):
        assert game.state.turn == 31 and game.state.round == 6


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=GAMES, seed=st.integers(0, 2**16))
def test_every_action_and_a_whole_game_survive_a_json_round_trip(setup, seed) -> None:
    rng = random.Random(seed)
    game = Game(RULES, setup)
    while (action := next_random_action(game.state, rng)) is not None:
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
        game.act(action)
    replayed = through_json(game)
    assert replayed.actions == game.actions
    assert replayed.state == game.state

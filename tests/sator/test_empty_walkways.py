"""Walkways with a monk (or a book) on them: the free action may not move one, and Mihi in
dies, Virtus omnia, Victoria and Quin igitur act only on walkways with nothing on them.
The app cannot see the board, so the table's answer in the action is what is checked."""

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from sheets.core import Game
from sheets.sator.actions import PlayMoves, PlayPrayer, UseFreeAction
from sheets.sator.content import load_content
from sheets.sator.state import FreeAction
from tests.logs import refused
from tests.sator.helpers import game_from, in_round, playing, with_player

T1 = "t_piece:material_1"
L3 = "long_straight:material_3"
WALKWAY_MOVES: tuple[FreeAction, ...] = ("slide", "rotate")


def test_the_free_action_may_not_move_a_walkway_a_monk_stands_on() -> None:
    game = playing(2)
    for kind in WALKWAY_MOVES:
        problem = refused(game, UseFreeAction(seat=0, kind=kind, piece=T1, monks=1))
        assert (problem.reason, problem.params) == (
            "sat_free_walkway_has_monk",
            {"piece": T1, "monks": 1},
        )
    assert refused(game, UseFreeAction(seat=0, kind="slide", piece=T1, monks=-1)).reason == (
        "sat_monks_out_of_range"
    )
    game.act(UseFreeAction(seat=0, kind="rotate", piece=T1, monks=0))
    assert game.state.turn is not None and game.state.turn.free_action == "rotate"


def test_the_same_walkway_with_its_monk_may_still_be_moved_by_a_card() -> None:
    game = playing(2)
    events = game.act(PlayMoves(seat=0, piece=T1, squares=1, monks=1))
    assert events[-1].params["surcharge"] == 1


def test_the_monk_step_names_no_monks_on_a_walkway() -> None:
    problem = refused(playing(2), UseFreeAction(seat=0, kind="monk_step", monks=1))
    assert problem.reason == "sat_free_step_has_no_walkway"


def _praying(prayer: int) -> Game:
    game = in_round(playing(2), 2)
    return game_from(with_player(game.state, 0, prayers=frozenset({prayer})))


def _pieces(prayer: int) -> tuple[str, ...]:
    return (T1, L3)[: load_content().prayer(prayer).min_pieces]


def test_the_prayers_that_need_walkways_without_a_monk() -> None:
    for prayer in (3, 4, 5, 6):
        game = _praying(prayer)
        action = PlayPrayer(seat=0, prayer=prayer, ap=1, pieces=_pieces(prayer))
        problem = refused(game, replace(action, monk_on_walkways=True))
        assert (problem.reason, problem.params) == (
            "sat_prayer_walkway_has_monk",
            {"prayer": prayer},
        )
        game.act(action)
        assert prayer in game.state.players[0].used


def test_victoria_and_quin_igitur_also_need_walkways_without_a_book() -> None:
    for prayer in (5, 6):
        game = _praying(prayer)
        problem = refused(
            game, PlayPrayer(seat=0, prayer=prayer, ap=1, pieces=(T1,), book_on_walkways=True)
        )
        assert (problem.reason, problem.params) == (
            "sat_prayer_walkway_has_book",
            {"prayer": prayer},
        )
    for prayer in (3, 4):
        game = _praying(prayer)
        game.act(PlayPrayer(seat=0, prayer=prayer, ap=1, pieces=(T1,), book_on_walkways=True))


@given(
    prayer=st.sampled_from(load_content().prayer_numbers),
    monk=st.booleans(),
    book=st.booleans(),
)
def test_a_prayer_is_refused_exactly_when_its_walkways_carry_what_it_forbids(
    prayer: int, monk: bool, book: bool
) -> None:
    game = _praying(prayer)
    action = PlayPrayer(
        seat=0,
        prayer=prayer,
        ap=1,
        pieces=_pieces(prayer),
        monk_on_walkways=monk,
        book_on_walkways=book,
    )
    free_of = load_content().prayer(prayer).walkways_free_of
    if monk and "monk" in free_of:
        assert refused(game, action).reason == "sat_prayer_walkway_has_monk"
    elif book and "book" in free_of:
        assert refused(game, action).reason == "sat_prayer_walkway_has_book"
    else:
        game.act(action)
        assert game.state.players[0].used == (prayer,)


@given(
    count=st.integers(2, 4),
    kind=st.sampled_from(WALKWAY_MOVES),
    monks=st.integers(0, 4),
)
def test_a_free_walkway_move_is_accepted_exactly_when_no_monk_stands_on_it(
    count: int, kind: FreeAction, monks: int
) -> None:
    game = playing(count)
    action = UseFreeAction(seat=0, kind=kind, piece=T1, monks=min(monks, count))
    if action.monks:
        assert refused(game, action).reason == "sat_free_walkway_has_monk"
    else:
        game.act(action)
        assert game.state.ap_left == 6

"""The setup stages at the table: books, the three-player draft, placement, the deal."""

import pytest

from sheets.core import Game, Illegal
from sheets.core.authority import Who
from sheets.sator import RULES
from sheets.sator.actions import (
    BooksPlaced,
    DraftWalkway,
    EndTurn,
    PlaceWalkway,
    StartPlay,
    WalkwaysPlaced,
)
from sheets.sator.view import view
from tests.sator.helpers import codes, setup


def new_game(count: int, first_player: int = 0) -> Game:
    return Game(RULES, setup(count, seed=11, first_player=first_player))


def test_the_game_starts_with_the_books_and_anybody_confirms_them() -> None:
    game = new_game(4)
    assert game.state.phase == "books"
    events = game.act(BooksPlaced(seat=2))
    assert codes(events) == ["sat_books_placed", "sat_stage_started"]
    assert game.state.phase == "placement"
    with pytest.raises(Illegal) as refused:
        game.act(BooksPlaced(seat=0))
    assert refused.value.reason == "sat_not_placing_books"


def test_the_tables_steps_tell_the_same_whichever_seat_records_them() -> None:
    """The contract makes the books, the walkways placed in one step and the start the
    whole table's: a device records them in some seat, but what they tell is no player's,
    and the table is named for what it did."""
    steps = (BooksPlaced, WalkwaysPlaced, StartPlay)
    tables = {
        action_type
        for action_type, permission in RULES.authority.permissions.items()
        if permission.who in (Who.TABLE, Who.TABLE_OR_STAND_IN)
    }
    assert {step.TYPE for step in steps} == tables
    game = new_game(3)
    done_by_table = []
    for step in steps:
        told = [RULES.apply(game.state, step(seat=seat)).events for seat in range(3)]
        assert told[1] == told[0] and told[2] == told[0], step.TYPE
        done_by_table += [event.code for event in told[0] if event.by_table]
        assert all(event.seat is None for event in told[0] if event.by_table)
        game.act(step(seat=0))
    assert done_by_table == ["sat_books_placed", "sat_walkways_placed"]


def test_nothing_of_the_turn_works_before_play_starts() -> None:
    game = new_game(2)
    with pytest.raises(Illegal) as refused:
        game.act(EndTurn(seat=0))
    assert refused.value.reason == "sat_setup_not_done"
    assert refused.value.params == {"phase": "books"}


def test_three_players_draft_in_the_fixed_order_and_the_last_piece_is_given() -> None:
    game = new_game(3, first_player=1)
    game.act(BooksPlaced(seat=0))
    assert game.state.phase == "draft"
    order = []
    while game.state.phase == "draft":
        drafter = view(game.state, 0).to_act
        assert drafter is not None
        wrong = (drafter + 1) % 3
        with pytest.raises(Illegal) as refused:
            game.act(DraftWalkway(seat=wrong, piece=game.state.draft_pool[0]))
        assert refused.value.reason == "sat_not_your_pick"
        events = game.act(DraftWalkway(seat=drafter, piece=game.state.draft_pool[-1]))
        order.append(drafter)
    assert order == [1, 2, 0, 0, 2]
    assert codes(events)[-2:] == ["sat_last_walkway_given", "sat_stage_started"]
    assert events[-2].seat == 1
    assert [len(player.walkways) for player in game.state.players] == [8, 8, 8]
    assert game.state.phase == "placement"


def test_a_piece_outside_the_pool_cannot_be_drafted() -> None:
    game = new_game(3)
    game.act(BooksPlaced(seat=0))
    with pytest.raises(Illegal) as refused:
        game.act(DraftWalkway(seat=0, piece=game.state.players[0].walkways[0]))
    assert refused.value.reason == "sat_not_in_draft_pool"


def test_walkways_are_placed_counter_clockwise_one_each_from_the_last_player() -> None:
    game = new_game(4, first_player=1)
    game.act(BooksPlaced(seat=0))
    placers = []
    while game.state.phase == "placement":
        placer = view(game.state, 0).to_act
        assert placer is not None
        placers.append(placer)
        game.act(PlaceWalkway(seat=placer, piece=game.state.players[placer].walkways[-1]))
    assert placers[:5] == [0, 3, 2, 1, 0]
    assert len(placers) == 24
    assert game.state.phase == "deal"


def test_only_the_placer_places_and_only_their_own_walkways() -> None:
    game = new_game(2, first_player=0)
    game.act(BooksPlaced(seat=0))
    with pytest.raises(Illegal) as refused:
        game.act(PlaceWalkway(seat=0, piece=game.state.players[0].walkways[0]))
    assert refused.value.reason == "sat_not_your_placement"
    assert refused.value.params == {"player": "Bob"}
    with pytest.raises(Illegal) as refused:
        game.act(PlaceWalkway(seat=1, piece=game.state.players[0].walkways[0]))
    assert refused.value.reason == "sat_walkway_not_yours"


def test_after_the_last_walkway_the_cards_are_dealt_by_seat() -> None:
    game = new_game(4, first_player=2)
    game.act(BooksPlaced(seat=0))
    while game.state.phase == "placement":
        placer = view(game.state, 0).to_act
        assert placer is not None
        events = game.act(PlaceWalkway(seat=placer, piece=game.state.players[placer].walkways[0]))
    assert codes(events)[-5:] == ["sat_stage_started"] + ["sat_cards_dealt"] * 4
    # Seat 2 starts: 4 cards to it, then 5, 5 and 6 clockwise.
    assert [player.incertus for player in game.state.players] == [5, 6, 4, 5]
    assert game.state.incertus_pile == 78 - 20
    assert all(not player.prayers for player in game.state.players)


def test_play_starts_with_the_first_player_in_round_one() -> None:
    game = new_game(2, first_player=1)
    game.act(BooksPlaced(seat=0))
    with pytest.raises(Illegal) as refused:
        game.act(StartPlay(seat=0))
    assert refused.value.reason == "sat_not_dealing"
    while game.state.phase == "placement":
        placer = view(game.state, 0).to_act
        assert placer is not None
        game.act(PlaceWalkway(seat=placer, piece=game.state.players[placer].walkways[0]))
    events = game.act(StartPlay(seat=0))
    assert codes(events) == ["sat_stage_started", "sat_round_started", "sat_turn_started"]
    state = game.state
    assert (state.phase, state.round, state.turn_number) == ("play", 1, 1)
    assert state.turn is not None and state.turn.seat == 1 and state.ap_left == 6


def test_undo_in_the_setup_stages_gives_the_piece_back() -> None:
    game = new_game(3)
    game.act(BooksPlaced(seat=0))
    before = game.state
    game.act(DraftWalkway(seat=0, piece=before.draft_pool[0]))
    game.undo()
    assert game.state == before


@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_walkways_may_be_recorded_placed_in_one_step(count: int) -> None:
    game = new_game(count)
    game.act(BooksPlaced(seat=0))
    events = game.act(WalkwaysPlaced(seat=0))
    assert codes(events)[:2] == ["sat_walkways_placed", "sat_stage_started"]
    state = game.state
    assert state.phase == "deal" and state.draft_pool == ()
    assert all(player.walkways == () for player in state.players)
    piece_by_piece = new_game(count)
    piece_by_piece.act(BooksPlaced(seat=0))
    while piece_by_piece.state.phase != "deal":
        seat = view(piece_by_piece.state, 0).to_act
        assert seat is not None
        if piece_by_piece.state.phase == "draft":
            pool = piece_by_piece.state.draft_pool
            piece_by_piece.act(DraftWalkway(seat=seat, piece=pool[0]))
        else:
            walkways = piece_by_piece.state.players[seat].walkways
            piece_by_piece.act(PlaceWalkway(seat=seat, piece=walkways[0]))
    assert [p.incertus for p in state.players] == [p.incertus for p in piece_by_piece.state.players]
    assert state.incertus_pile == piece_by_piece.state.incertus_pile
    game.act(StartPlay(seat=0))
    assert game.state.phase == "play"


def test_the_walkways_are_recorded_placed_only_while_they_are_laid() -> None:
    game = new_game(3)
    with pytest.raises(Illegal) as refused:
        game.act(WalkwaysPlaced(seat=0))
    assert (refused.value.reason, refused.value.params) == (
        "sat_not_placing_walkways",
        {"phase": "books"},
    )
    game.act(BooksPlaced(seat=0))
    assert game.state.phase == "draft"
    game.act(WalkwaysPlaced(seat=1))
    with pytest.raises(Illegal):
        game.act(WalkwaysPlaced(seat=1))

"""The actions a seat may take now and the seats the table waits for."""

from sheets.core.log import Game
from sheets.sator import RULES
from sheets.sator.actions import BooksPlaced, CollectBook, DraftWalkway, EndTurn, WalkwaysPlaced
from sheets.sator.preparation import next_drafter
from tests.sator.helpers import active, playing, setup


def test_the_books_on_the_board_are_the_whole_tables_step() -> None:
    state = Game(RULES, setup(3)).state
    assert RULES.awaiting(state) == {0, 1, 2}
    assert BooksPlaced(seat=2) in RULES.legal_actions(state, 2)


def test_the_draft_waits_for_the_drafter_and_the_others_may_only_lay_every_walkway() -> None:
    game = Game(RULES, setup(3))
    game.act(BooksPlaced(seat=0))
    state = game.state
    assert state.phase == "draft"
    drafter = next_drafter(state)
    assert RULES.awaiting(state) == {drafter}
    assert DraftWalkway(seat=drafter, piece=state.draft_pool[0]) in RULES.legal_actions(
        state, drafter
    )
    other = (drafter + 1) % 3
    assert RULES.legal_actions(state, other) == (WalkwaysPlaced(seat=other),)


def test_in_play_the_table_waits_for_the_active_seat_alone() -> None:
    game = playing(2)
    seat = active(game)
    assert RULES.awaiting(game.state) == {seat}
    assert RULES.legal_actions(game.state, seat)
    other = {action.TYPE for action in RULES.legal_actions(game.state, 1 - seat)}
    assert other <= {CollectBook.TYPE}
    assert EndTurn(seat=1 - seat) not in RULES.legal_actions(game.state, 1 - seat)

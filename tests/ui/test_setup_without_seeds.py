"""What the screens of the games whose views carry a setup are given of it holds no seed:
Paper Dungeons' rolls and Fury of Dracula's encounters and tickets follow from the seeds."""

from __future__ import annotations

from typing import Any

from tests.core.test_views_without_seed import SEED, SETUPS, holds_seed
from tests.ui.helpers import stored_game
from ui.fury_of_dracula.shared_views import seen_by_all
from ui.paper_dungeons.context import TableContext

SEEDS = {SEED, SEED + 1}


def test_the_setup_every_fury_of_dracula_screen_shares_holds_no_seed(table: Any) -> None:
    setup = SETUPS["fury_of_dracula"]()
    names = [player.name for player in setup.players]
    live = table.services.tables.open(stored_game(table, "fury_of_dracula", setup, names))
    assert holds_seed(live.game.setup, SEEDS)
    shared = seen_by_all(live, "en", ()).setup
    assert not holds_seed(shared, SEEDS)
    assert (shared.players, shared.hunter_seats) == (setup.players, setup.hunter_seats)


def test_the_setup_a_paper_dungeons_screen_is_given_holds_no_seed(table: Any) -> None:
    setup = SETUPS["paper_dungeons"]()
    names = [seat.name for seat in setup.seats]
    live = table.services.tables.open(stored_game(table, "paper_dungeons", setup, names))
    given = TableContext(live, "en").setup
    assert not holds_seed(given, SEEDS)
    assert (given.seats, given.villains) == (setup.seats, setup.villains)

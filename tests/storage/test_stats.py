"""History and statistics: per player (profile, else name) and game kind."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from scoring.outcome import GameOutcome, SeatResult
from storage import PlayedGame, PlayedSeat, ScorePoint, SeatInfo, Store
from storage.stats import player_statistics
from tests.storage.games import KIND, finished_game


def _day(day: int) -> datetime:
    return datetime(2026, 3, day, 20, 0, tzinfo=UTC)


def _seat(
    seat: int, name: str, score: int | None, *, won: bool = False, profile: str | None = None
) -> PlayedSeat:
    return PlayedSeat(seat=seat, name=name, profile_id=profile, score=score, winner=won, place=None)


def _game(game_id: str, day: int, *seats: PlayedSeat, kind: str = KIND) -> PlayedGame:
    return PlayedGame(
        game_id=game_id, kind=kind, title=None, finished_at=_day(day), summary="", seats=seats
    )


def test_plays_wins_best_average_last_and_the_series_per_player_and_kind() -> None:
    games = [
        _game("g2", 9, _seat(0, "eva", 30, won=True), _seat(1, "Adam", 12)),
        _game("g1", 2, _seat(0, "Eva", 20), _seat(1, "Adam", 25, won=True)),
        _game("g3", 5, _seat(0, "Eva", None, won=True), kind="dracula"),
    ]
    by_player = {(s.player, s.kind): s for s in player_statistics(games)}
    eva = by_player[("name:eva", KIND)]
    assert (eva.plays, eva.wins, eva.best, eva.average, eva.last) == (2, 1, 30, 25.0, 30)
    assert eva.series == (ScorePoint(_day(2), 20, "g1"), ScorePoint(_day(9), 30, "g2"))
    assert eva.name == "eva"
    adam = by_player[("name:adam", KIND)]
    assert (adam.plays, adam.wins, adam.best, adam.last) == (2, 1, 25, 12)
    dracula = by_player[("name:eva", "dracula")]
    assert (dracula.plays, dracula.wins, dracula.best, dracula.average, dracula.series) == (
        1,
        1,
        None,
        None,
        (),
    )
    assert [s.plays for s in player_statistics(games)] == [2, 2, 1]


def test_a_profile_gathers_its_games_under_any_name() -> None:
    games = [
        _game("g1", 1, _seat(0, "Evička", 10, profile="p-eva")),
        _game("g2", 2, _seat(0, "Eva", 14, profile="p-eva"), _seat(1, "Eva", 3)),
    ]
    records = {s.player: s for s in player_statistics(games)}
    assert records["profile:p-eva"].plays == 2
    assert records["profile:p-eva"].name == "Eva"
    assert records["name:eva"].plays == 1


def test_history_and_statistics_come_from_the_results_in_the_store(store: Store) -> None:
    eva = store.create_profile(name="Eva")
    setup = finished_game(2, 8).setup
    scores = [(31, 18), (22, 40)]
    for number, (first, second) in enumerate(scores):
        game_id = store.create_game(
            kind=KIND,
            setup=setup,
            seats=[SeatInfo("Eva", eva.profile_id), SeatInfo("Adam")],
            title=f"game {number}",
        )
        result = GameOutcome(
            kind=KIND,
            seats=(
                SeatResult(seat=0, name="Eva", score=first, winner=first > second),
                SeatResult(seat=1, name="Adam", score=second, winner=second > first),
            ),
            summary="outcome.highest_glory",
        )
        store.finish_game(game_id=game_id, outcome=result.to_json(), position=0)
    store.create_game(kind=KIND, setup=setup, seats=[SeatInfo("Eva", eva.profile_id)])

    history = store.history()
    assert [g.title for g in history] == ["game 1", "game 0"]
    assert history[0].summary == "outcome.highest_glory"
    assert [s.profile_id for s in history[0].seats] == [eva.profile_id, None]
    assert [g.title for g in store.history(profile_id=eva.profile_id)] == ["game 1", "game 0"]
    assert store.history(kind="dracula") == []

    stats = {s.player: s for s in store.statistics(kind=KIND)}
    mine = stats[f"profile:{eva.profile_id}"]
    assert (mine.plays, mine.wins, mine.best, mine.average, mine.last) == (2, 1, 31, 26.5, 22)
    assert [p.score for p in mine.series] == [31, 22]
    assert mine.series[0].when <= mine.series[1].when
    assert (stats["name:adam"].wins, stats["name:adam"].best) == (1, 40)


@pytest.mark.parametrize("profile", [None, "p-1"])
def test_a_player_without_scores_still_counts_plays_and_wins(profile: str | None) -> None:
    [record] = player_statistics(
        [_game("g", 1, _seat(0, "Van Helsing", None, won=True, profile=profile))]
    )
    assert (record.plays, record.wins, record.best, record.series) == (1, 1, None, ())


def test_a_seat_left_with_its_placeholder_name_is_nobodys_player() -> None:
    games = [
        _game("g1", 1, _seat(0, "Hráč 1", 30, won=True)),
        _game("g2", 2, _seat(0, "Eva", 14), _seat(1, "Player 2", 20, won=True)),
        _game("g3", 3, _seat(0, "Player 1", 9, profile="p-1")),
    ]
    assert sorted(s.player for s in player_statistics(games)) == ["name:eva", "profile:p-1"]

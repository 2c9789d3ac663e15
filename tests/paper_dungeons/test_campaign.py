"""A campaign's standings: the games one group played in order, and who leads."""

from datetime import UTC, datetime

from scoring.paper_dungeons_campaign import CampaignGame, campaign_run, standings


def _game(game_id: str, number: int, day: int, campaign: str = "bandit_hunters", **scores: int):  # type: ignore[no-untyped-def]
    return CampaignGame(
        game_id=game_id,
        campaign=campaign,
        number=number,
        started=datetime(2026, 3, day, tzinfo=UTC),
        scores=scores,
        finished=True,
    )


def test_the_run_is_the_groups_latest_games_before_and_first_after() -> None:
    first_try = _game("g1a", 1, 1, Ann=10, Ben=12)
    first = _game("g1", 1, 2, Ann=31, Ben=25)
    second = _game("g2", 2, 3, Ann=20, Ben=30)
    others = [
        _game("x1", 1, 2, Ann=50, Cid=50),  # another group
        _game("y1", 1, 2, campaign="warlock_tower", Ann=40, Ben=40),
        _game("g2-old", 2, 1, Ann=90, Ben=90),  # before the run's first game
    ]
    third = _game("g3", 3, 4, Ann=18, Ben=7)
    games = [first_try, first, second, third, *others]
    assert campaign_run(games, second) == {1: first, 2: second, 3: third}
    assert campaign_run(games, first) == {1: first, 2: second, 3: third}


def test_standings_add_each_game_to_a_running_total_and_name_the_leader() -> None:
    run = {1: _game("g1", 1, 2, Ann=31, Ben=25), 2: _game("g2", 2, 3, Ann=20, Ben=30)}
    ben, ann = standings(run, 3)
    assert (ben.name, ben.scores, ben.running(), ben.total, ben.leads) == (
        "Ben",
        (25, 30, None),
        (25, 55, None),
        55,
        True,
    )
    assert (ann.name, ann.total, ann.leads) == ("Ann", 51, False)


def test_equal_totals_both_lead() -> None:
    run = {1: _game("g1", 1, 2, Ann=30, Ben=30)}
    assert [standing.leads for standing in standings(run, 3)] == [True, True]

"""The twelve score lines, each from the game data and the house rules."""

from dataclasses import replace

import pytest

from scoring.paper_dungeons import breakdown, campaign_totals, ranking
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.state import FightResult, MissionScore
from tests.paper_dungeons.helpers import seat, setup, with_sheet


def score(marks: dict, seats=None, **setup_fields) -> dict[str, int]:
    state = RULES.initial(setup(seats or [seat(objective="O13", power="noble")], **setup_fields))
    return dict(breakdown(with_sheet(state, **marks), 0).lines)


def test_a_fresh_sheet_scores_nothing() -> None:
    assert set(score({}).values()) == {0}


def test_monster_lines_hold_fight_glory_and_reward() -> None:
    fights = (
        FightResult(1, fled=False, glory=6, wounds=2, reward_glory=3),
        FightResult(2, fled=True, glory=-4, wounds=0),
    )
    lines = score({"fights": fights})
    assert (lines["monster_1"], lines["monster_2"], lines["monster_3"]) == (9, -4, 0)


@pytest.mark.parametrize(
    ("levels", "glory"),
    [((1, 1, 1, 1), 0), ((2, 3, 4, 5), 3), ((3, 3, 4, 6), 6 + 1), ((6, 6, 6, 6), 14 + 4)],
)
def test_heroes_score_the_lowest_level_and_each_level_6(levels, glory) -> None:
    assert score({"levels": levels})["heroes"] == glory


def test_artifacts_score_each_half_and_finished_ones_by_house_rule() -> None:
    assert score({"artifacts": (2, 1, 0, 0, 0, 0, 0, 1)})["artifacts"] == 4
    rules = {"artifact_completion_glory": {str(n): (5 if n == 1 else 0) for n in range(1, 9)}}
    assert score({"artifacts": (2, 1, 0, 0, 0, 0, 0, 1)}, house_rules=rules)["artifacts"] == 9


def test_gems_score_three_each_or_by_table() -> None:
    assert score({"gems": ("A", "C"), "bonus_gems": 1})["gems"] == 9
    assert (
        score({"gems": ("A", "C"), "bonus_gems": 1}, house_rules={"bonus_gems_count": False})[
            "gems"
        ]
        == 6
    )
    table = {"gem_glory_table": [0, 1, 3, 6]}
    assert score({"gems": ("A", "B", "C", "D", "E")}, house_rules=table)["gems"] == 6


def test_minions_score_from_the_table() -> None:
    assert score({"minions": ()})["minions"] == 0
    assert score({"minions": ("A1", "B1", "D1")})["minions"] == 4
    assert score({"minions": ("A1",) * 12})["minions"] == 25


def test_damage_counts_the_wound_track_only() -> None:
    assert score({"wounds": 7, "soaked": 6, "potions": 3})["damage"] == -7
    assert score({"wounds": 3}, house_rules={"wound_glory_table": [0, 0, -1, -3]})["damage"] == -3


def test_resurrection_costs_nine() -> None:
    assert score({"resurrections": 1})["resurrect"] == -9


def test_cards_score_the_objective_tier_and_the_typed_power_glory() -> None:
    marks = {"minions": ("A1",) * 7, "power_glory": -2}
    assert score(marks)["cards"] == 4 - 2
    assert score(marks, house_rules={"objective_scoring": "cumulative"})["cards"] == 2 + 4 - 2


def test_objective_details_are_reported() -> None:
    state = RULES.initial(setup([seat(objective="O09")]))
    state = with_sheet(state, path=tuple(f"{c}{r}" for c in "ABCDE" for r in range(1, 6)))
    objective = breakdown(state, 0).objective
    assert objective is not None and (objective.value, objective.tier, objective.glory) == (
        25,
        2,
        4,
    )


def test_solo_missions_score_by_the_round_they_were_completed() -> None:
    missions = (MissionScore("M14", 1), MissionScore("M02", 8))
    assert score({"missions": missions})["missions"] == 6 + 1


def test_multiplayer_missions_can_score_a_fixed_value_per_card() -> None:
    rules = {"mission_glory_multiplayer": "per_card_fixed", "mission_glory_per_card": {"M14": 5}}
    lines = score(
        {"missions": (MissionScore("M14", 2),)}, seats=2, house_rules=rules, missions=("M14",)
    )
    assert lines["missions"] == 5


def test_manual_glory_lands_on_its_line() -> None:
    assert score({"manual_glory": (("artifacts", 4), ("cards", -1))})["artifacts"] == 4


def test_the_total_is_the_sum_of_the_lines_and_ties_share_a_place() -> None:
    state = RULES.initial(setup(3))
    state = with_sheet(with_sheet(state, 0, levels=(2, 2, 2, 2)), 2, levels=(2, 2, 2, 2))
    places = ranking(state)
    assert [(place, result.seat, result.total) for place, result in places] == [
        (1, 0, 3),
        (1, 2, 3),
        (3, 1, 0),
    ]
    assert breakdown(state, 0).total == sum(breakdown(state, 0).lines.values())


def test_campaign_totals_add_up_each_players_games() -> None:
    games = [{"Ann": 40, "Bob": 35}, {"Ann": 20, "Bob": 30}, {"Ann": 33, "Bob": 30, "Cid": 50}]
    assert campaign_totals(games) == [("Bob", 95), ("Ann", 93), ("Cid", 50)]


def test_a_real_breakdown_has_all_eleven_lines() -> None:
    state = replace(RULES.initial(setup(1)))
    assert list(breakdown(state, 0).lines) == [
        "monster_1",
        "monster_2",
        "monster_3",
        "heroes",
        "artifacts",
        "gems",
        "minions",
        "damage",
        "resurrect",
        "cards",
        "missions",
    ]


def test_the_outcome_names_the_winners_and_keeps_the_lines() -> None:
    from scoring.paper_dungeons import outcome

    state = RULES.initial(setup(2))
    state = with_sheet(state, 1, levels=(2, 2, 2, 2))
    result = outcome(state)
    assert [(s.name, s.winner, s.place, s.score) for s in result.seats] == [
        ("P1", True, 1, 3),
        ("P0", False, 2, 0),
    ]
    assert result.to_json()["seats"][0]["lines"]["heroes"] == 3

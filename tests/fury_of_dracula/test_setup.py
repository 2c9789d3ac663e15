"""Setup: the seeded randomiser, manual entry, and clear refusals."""

from collections import Counter

import pytest

from sheets.core.errors import InvalidSetup
from sheets.fury_of_dracula.content import CONTENT_VERSION, HUNTERS, load_content
from sheets.fury_of_dracula.rules import initial
from sheets.fury_of_dracula.setup import (
    randomise_setup,
    setup_from_json,
    setup_to_json,
    suggested_starts,
)
from tests.fury_of_dracula.helpers import make_setup

NAMES = ["Anna", "Bob", "Cyril", "Dana", "Eva"]


def test_the_same_seed_gives_the_same_setup_and_deal() -> None:
    first = randomise_setup(NAMES[:3], 42, random_start_cities=True)
    second = randomise_setup(NAMES[:3], 42, random_start_cities=True)
    assert first == second
    assert initial(first).dracula.hand == initial(second).dracula.hand


def test_seeds_change_the_draws() -> None:
    setups = {
        str(setup_to_json(randomise_setup(NAMES[:3], seed, random_start_cities=True)))
        for seed in range(8)
    }
    hands = {initial(randomise_setup(NAMES[:3], seed)).dracula.hand for seed in range(8)}
    assert len(setups) > 1 and len(hands) > 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_hunter_player_runs_one_or_two_hunters(players: int) -> None:
    setup = randomise_setup(NAMES[:players], 3, dracula_seat=0)
    runs = Counter(setup.hunter_seats.values())
    assert set(runs) == set(range(1, players))
    assert max(runs.values()) - min(runs.values()) <= 1
    assert sum(runs.values()) == 4


def test_the_rulebook_starts_are_the_default() -> None:
    setup = randomise_setup(NAMES[:2], 1)
    assert setup.starts == suggested_starts()
    assert setup.starts == {"godalming": "CN", "seward": "MR", "van_helsing": "AM", "mina": "BU"}


def test_random_starts_are_four_different_cities_never_the_castle() -> None:
    for seed in range(20):
        starts = randomise_setup(NAMES[:2], seed, random_start_cities=True).starts
        assert len(set(starts.values())) == 4
        for code in starts.values():
            assert not load_content().place(code).is_sea and code != "CD"


def test_a_table_enters_what_it_decided_by_hand() -> None:
    data = setup_to_json(randomise_setup(NAMES[:3], 5, dracula_seat=2))
    data["hunter_seats"] = {"godalming": 0, "seward": 0, "van_helsing": 1, "mina": 1}
    data["starts"] = {"godalming": "LO", "seward": "LO", "van_helsing": "RO", "mina": "VI"}
    setup = setup_from_json(data)
    assert setup.hunters_of(0) == ("godalming", "seward")
    assert setup_from_json(setup_to_json(setup)) == setup


def test_the_initial_table_follows_the_setup() -> None:
    state = initial(randomise_setup(NAMES[:3], 9, advanced=True))
    assert [state.hunter(h).location for h in HUNTERS] == ["CN", "MR", "AM", "BU"]
    assert len(state.dracula.hand) == 5 and len(state.dracula.deck) == 23
    assert state.dracula.rumours == 1
    assert (state.influence, state.time, state.despair, state.round) == (0, 0, 0, 1)


def test_with_the_real_deck_dracula_owes_five_cards() -> None:
    state = initial(randomise_setup(NAMES[:2], 9, encounter_cards="physical"))
    assert state.dracula.hand == () and state.dracula.to_draw == 5
    assert len(state.dracula.deck) == 28


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"dracula_seat": 3}, "not one of the 3 players"),
        (
            {"hunter_seats": {"godalming": 1, "seward": 1, "van_helsing": 1, "mina": 1}},
            "run no hunter",
        ),
        (
            {"hunter_seats": {"godalming": 0, "seward": 1, "van_helsing": 2, "mina": 2}},
            "hunter player",
        ),
        (
            {"starts": {"godalming": "NS", "seward": "MR", "van_helsing": "AM", "mina": "BU"}},
            "cannot start",
        ),
        (
            {"starts": {"godalming": "CD", "seward": "MR", "van_helsing": "AM", "mina": "BU"}},
            "cannot start",
        ),
        ({"players": [{"name": "A"}, {"name": "a"}, {"name": "B"}]}, "different name"),
        ({"house_rules": {"nonsense": True}}, "unknown house rules"),
        ({"content_version": "fury-of-dracula/0"}, "made for content"),
    ],
)
def test_setups_that_do_not_fit_say_why(change: dict, message: str) -> None:
    data = {**setup_to_json(randomise_setup(NAMES[:3], 5, dracula_seat=0)), **change}
    with pytest.raises(InvalidSetup, match=message):
        setup_from_json(data)


def test_player_count_outside_two_to_five_is_refused() -> None:
    with pytest.raises(InvalidSetup, match="2 to 5 players"):
        randomise_setup(NAMES[:1], 1)
    with pytest.raises(InvalidSetup, match="2 to 5 players"):
        randomise_setup([*NAMES, "Filip"], 1)


def test_a_game_set_up_before_the_corrected_defaults_keeps_its_values() -> None:
    data = setup_to_json(make_setup())
    data["content_version"] = "fury-of-dracula/1"
    del data["ticket_seed"]
    legacy = setup_from_json(data)
    assert legacy.content_version == CONTENT_VERSION
    rules = legacy.rules()
    assert rules.road_bordeaux_saragossa and rules.cornered_dracula == "any_free_land_place"
    assert not rules.rumour_only_with_encounter
    assert legacy.tickets_seed == legacy.seed
    corrected = setup_from_json({**data, "house_rules": {"road_bordeaux_saragossa": False}})
    assert not corrected.rules().road_bordeaux_saragossa
    current = make_setup().rules()
    assert not current.road_bordeaux_saragossa and current.cornered_dracula == "table_decides"

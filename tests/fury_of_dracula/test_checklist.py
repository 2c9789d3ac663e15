"""The setup checklist: the rulebook's steps in order, filled with the setup's choices."""

from __future__ import annotations

from sheets.fury_of_dracula.checklist import setup_checklist
from sheets.fury_of_dracula.setup import randomise_setup

NAMES = ["Anna", "Bohdan", "Cyril"]


def keys(setup: object) -> list[str]:
    return [item.key.removeprefix("fod.setup.") for item in setup_checklist(setup)]  # type: ignore[arg-type]


def test_a_basic_game_is_laid_out_in_the_rulebooks_order() -> None:
    setup = randomise_setup(NAMES, 1, dracula_seat=0)
    assert keys(setup) == [
        "board",
        "tracks",
        "dracula_player",
        "hunter_player",
        "hunter_player",
        "hunter_decks",
        "dracula_decks",
        "tokens",
        "encounters_app",
        "hunter_start",
        "hunter_start",
        "hunter_start",
        "hunter_start",
        "check_house_rules",
        "dracula_start",
    ]


def test_the_items_name_the_players_hunters_and_start_cities() -> None:
    setup = randomise_setup(NAMES, 1, dracula_seat=2)
    items = setup_checklist(setup)
    assert items[2].params == {"player": "Cyril"}
    shared = {item.params["player"]: item.params["hunters"] for item in items[3:5]}
    assert shared == {name: setup.hunters_of(seat) for seat, name in enumerate(NAMES[:2])}
    starts = [item.params for item in items if item.key == "fod.setup.hunter_start"]
    assert starts == [{"hunter": h, "place": p} for h, p in setup.starts.items()]


def test_advanced_rules_add_the_power_cards_the_rumour_and_the_lairs() -> None:
    setup = randomise_setup(NAMES, 1, dracula_seat=0, advanced=True, encounter_cards="physical")
    found = keys(setup)
    assert found.index("power_cards") < found.index("tokens")
    assert "rumour_and_lairs" in found and "encounters_physical" in found
    assert "encounters_app" not in found

"""The SATOR new-game form as data: what the table reads off its own copy (the colours of
its figures, the materials, the prayers' printed levels) goes into the game's house rules
and is what a next game starts with."""

from ui.sator.setup_draft import SetupDraft


def test_names_and_levels_become_house_rules_and_are_kept_for_the_next_game() -> None:
    draft = SetupDraft.fresh(["Ann", "Bob"], {"golden_rule_scope": "per_piece"})
    draft.name_colour("colour_2", "  blue ")
    draft.name_material("material_3", "stone")
    draft.set_prayer_levels(5, [4, 2, 2])
    setup = draft.to_setup()
    assert setup.rules().colour_name("colour_2") == "blue"
    assert setup.rules().material_name("material_3") == "stone"
    assert setup.rules().prayer_ap(5) == (2, 4)
    assert draft.on_the_cards() == {
        "colour_names": {"colour_2": "blue"},
        "material_names": {"material_3": "stone"},
        "prayer_5_ap": [2, 4],
    }


def test_a_blank_name_or_the_default_levels_are_no_house_rule() -> None:
    draft = SetupDraft.fresh(["Ann", "Bob"], {"colour_names": {"colour_2": "blue"}})
    draft.name_colour("colour_2", " ")
    draft.set_prayer_levels(3, [1, 2, 3, 4, 5])
    assert draft.house_rules == {}


def test_a_prayer_with_no_level_keeps_the_game_from_starting() -> None:
    draft = SetupDraft.fresh(["Ann", "Bob"], {})
    draft.set_prayer_levels(4, [])
    assert [(p.code, dict(p.params)) for p in draft.problems()] == [
        ("prayer_levels_missing", {"prayer": 4})
    ]

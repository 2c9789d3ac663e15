"""Paper Dungeons' house rules: every value the sources are unsure of, as printed on the
players' copy, edited as people write them (tables as "0, 1, 3", corrections as
"A1-A2=wall")."""

from __future__ import annotations

from typing import Any

import flet as ft

from sheets.core.errors import Illegal
from sheets.paper_dungeons.content import HEROES
from sheets.paper_dungeons.house_rules import (
    HouseRules,
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)
from ui.house_rules import fields
from ui.house_rules.fields import Editor
from ui.house_rules.game import GameHouseRules, HouseRulesModel
from ui.i18n import Texts
from ui.paper_dungeons import rule_fields

KIND = "paper_dungeons"
# Settings of which the rules know one value only: there is nothing to choose.
FIXED = frozenset(
    {
        "mission_ties_same_round",
        "vanishing_gems_timing",
        "same_round_gem_claims",
        "potion_overflow",
    }
)


def offered_settings() -> dict[str, Any]:
    return {name: spec for name, spec in setting_specs().items() if name not in FIXED}


# The resurrection trigger's options are comparisons; their messages are named in words.
OPTION_WORDS = {">": "exceeds", ">=": "reaches"}
# The kinds of a corrected edge of the dungeon, written in the session's language.
EDGE_KINDS = ("open", "wall", "water")


def option_key(option: Any) -> str:
    return f"rule.value.{OPTION_WORDS.get(str(option), option)}"


class PaperDungeonsHouseRules(GameHouseRules):
    kind = KIND
    model = HouseRulesModel(default_house_rules, house_rules, offered_settings, unverified_in_use)
    messages = "rules"

    def editor(self, t: Texts, name: str, spec: Any, rules: HouseRules) -> Editor:
        value = rules.model_dump()[name]
        kind = rule_fields.field_kind(name, spec)
        if kind == "choice":
            return fields.choice(spec.options, value, lambda option: t(option_key(option)))
        if kind == "switch":
            return fields.switch(value)
        if kind == "number":
            return fields.number(value)
        if kind == "numbers_by_artifact":
            return fields.numbers(value, label=str, width=80)
        if kind == "heroes_by_artifact":
            heroes = [(hero, t(f"term.{hero}")) for hero in HEROES]
            return fields.picks(value, str, heroes, width=150)
        if kind == "corrections":
            return _corrections(t, value)
        if kind == "pairs":
            text = rule_fields.as_text(value)
            return fields.parsed(text, t("rules.mission_help"), rule_fields.parse_pairs)
        text = rule_fields.as_text(value)
        return fields.parsed(text, t("rules.table_help"), rule_fields.parse_table)

    def label(self, t: Texts, name: str) -> str:
        return t(f"rule.{name}")

    def status(self, t: Texts, spec: Any) -> str:
        return t(f"rule.status.{spec.status}")

    def bad_value(self, t: Texts, name: str) -> str:
        return t("rules.bad_value", rule=self.label(t, name))

    def refused(self, t: Texts, illegal: Illegal, state: Any) -> str:
        return t("rules.does_not_fit", reason=t.reason(illegal))


def _corrections(t: Texts, value: dict[str, Any]) -> Editor:
    words = {kind: t(f"rule.value.{kind}") for kind in EDGE_KINDS}
    edges_text, levels_text = rule_fields.corrections_as_text(value, words)
    edges = ft.TextField(value=edges_text, helper=t("rules.edges_help"))
    levels = ft.TextField(value=levels_text, helper=t("rules.levels_help"))
    return ft.Column([edges, levels]), lambda: rule_fields.parse_corrections(
        edges.value or "", levels.value or "", words
    )

"""House rules of The Big Book of Madness: every value the sources are unsure of (the round
tracker's cells, the magicians' abilities and decks, the timings the rulebook leaves
open) and the table's catalogue of its cards, each marked with how sure it is."""

from __future__ import annotations

from typing import Any

from sheets.big_book_of_madness.house_rules import (
    HouseRules,
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)
from sheets.big_book_of_madness.text import refusal_text
from sheets.core.errors import Illegal, InvalidSetup
from ui.big_book_of_madness import rule_editors
from ui.house_rules.fields import Editor
from ui.house_rules.game import GameHouseRules, HouseRulesModel
from ui.i18n import Texts

KIND = "big_book_of_madness"


class MadnessHouseRules(GameHouseRules):
    kind = KIND
    model = HouseRulesModel(default_house_rules, house_rules, setting_specs, unverified_in_use)
    messages = "bbm.rules"

    def editor(self, t: Texts, name: str, spec: Any, rules: HouseRules) -> Editor:
        return rule_editors.editor(t, name, spec, rules)

    def label(self, t: Texts, name: str) -> str:
        return t(f"bbm.setting.{name}")

    def status(self, t: Texts, spec: Any) -> str:
        return t("bbm.rules.source", status=t(f"bbm.status.{spec.status}"))

    def note(self, t: Texts, name: str) -> str:
        return t(f"bbm.setting.{name}.note")

    def bad_value(self, t: Texts, name: str) -> str:
        return t("bbm.rules.bad_value", rule=self.label(t, name))

    def unfit(self, t: Texts, error: InvalidSetup) -> str:
        return t("bbm.rules.does_not_fit", problem=str(error))

    def refused(self, t: Texts, illegal: Illegal, state: Any) -> str:
        return t("bbm.rules.does_not_fit", problem=refusal_text(state, illegal, t.language))

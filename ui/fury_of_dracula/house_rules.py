"""House rules of Fury of Dracula: every value the sources are unsure of (hunters' health
and bites, hand limits, power costs, who picks a hospital on a tie...), each marked with
how sure it is, set as printed on the players' copy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.content import Setting, load_content
from sheets.fury_of_dracula.house_rules import (
    EVENT_TIMINGS,
    HouseRules,
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)
from ui.fury_of_dracula import rule_fields
from ui.fury_of_dracula.names import describe_values
from ui.house_rules import fields
from ui.house_rules.fields import Editor
from ui.house_rules.game import GameHouseRules, HouseRulesModel
from ui.i18n import Texts

KIND = "fury_of_dracula"


class DraculaHouseRules(GameHouseRules):
    kind = KIND
    model = HouseRulesModel(default_house_rules, house_rules, setting_specs, unverified_in_use)
    messages = "rules"
    after_defaults = f"/new/{KIND}"

    def texts(self, texts: Texts, rules: Callable[[], Any]) -> Texts:
        texts.extra.append(describe_values(texts.language))
        return texts

    def editor(self, t: Texts, name: str, spec: Setting, rules: HouseRules) -> Editor:
        value = rules.model_dump()[name]
        kind = rule_fields.field_kind(spec)
        if kind == "switch":
            return fields.switch(value)
        if kind == "choice":
            return fields.choice(spec.options or (), value, lambda option: _option_text(t, option))
        if kind == "number":
            return fields.number(value)
        if kind == "per_key_choice":
            timings = [(timing, t(f"fod.setting_value.{timing}")) for timing in EVENT_TIMINGS]
            return fields.picks(
                value, lambda key: t.value("dracula_event", key), timings, 300, stacked=True
            )
        if kind == "per_key":
            term = "hunter" if name.startswith("hunter_") else "encounter"
            return fields.numbers(value, lambda key: t.value(term, key), width=170)
        if kind == "tickets":
            text = rule_fields.tickets_text(value)
            return fields.parsed(text, t("fod.rules.tickets_help"), rule_fields.parse_tickets)
        text = rule_fields.list_text(value)
        if kind == "numbers":
            return fields.parsed(text, t("fod.rules.numbers_help"), rule_fields.parse_numbers)
        names = ", ".join(t.value("place", code) for code in value) or "—"
        helper = t("fod.rules.places_help", names=names)
        return fields.parsed(text, helper, rule_fields.parse_places)

    def label(self, t: Texts, name: str) -> str:
        return t(f"fod.setting.{name}")

    def note(self, t: Texts, name: str) -> str:
        return t(f"fod.setting.{name}.note")

    def status(self, t: Texts, spec: Setting) -> str:
        return t(f"rule.status.{spec.status}")

    def bad_value(self, t: Texts, name: str) -> str:
        return t("rules.bad_value", rule=self.label(t, name))

    def refused(self, t: Texts, illegal: Illegal, state: Any) -> str:
        if illegal.reason == "host_only":
            return t.reason(illegal)
        return t("rules.does_not_fit", reason=t.reason(illegal))


def _option_text(t: Texts, option: Any) -> str:
    if isinstance(option, str) and option in load_content().places:
        return str(t.value("place", option))
    if isinstance(option, str):
        return t(f"fod.setting_value.{option}")
    return str(option)

"""SATOR's house rules: every value our rules are unsure of, with where it comes from, and
an editor to set it as printed on the players' copy (the prayers' AP levels, the names of
the colours and materials, the deck...)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import flet as ft

from sheets.core.errors import Illegal, InvalidSetup
from sheets.i18n import has
from sheets.sator import KIND
from sheets.sator.content import load_content
from sheets.sator.house_rules import (
    HouseRules,
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)
from sheets.sator.names import colour_name, material_name
from ui.house_rules import fields
from ui.house_rules.fields import Editor
from ui.house_rules.game import GameHouseRules, HouseRulesModel
from ui.i18n import Texts
from ui.sator.forms import Choice
from ui.sator.names import describe_values, setting_label, setting_note


class SatorHouseRules(GameHouseRules):
    kind = KIND
    model = HouseRulesModel(default_house_rules, house_rules, setting_specs, unverified_in_use)
    messages = "sator.rules"
    after_defaults = f"/new/{KIND}"

    def texts(self, texts: Texts, rules: Callable[[], Any]) -> Texts:
        texts.extra.append(describe_values(texts.language, rules))
        return texts

    def editor(self, t: Texts, name: str, spec: Any, rules: HouseRules) -> Editor:
        value = rules.model_dump()[name]
        if name.startswith("prayer_") and name.endswith("_ap"):
            return _prayer_levels(value)
        if spec.options is not None:
            if all(isinstance(option, bool) for option in spec.options):
                return fields.switch(value, t("sator.rules.yes"))
            return fields.choice(spec.options, value, lambda o: _option_text(t, o), width=320)
        if isinstance(value, int):
            return fields.number(value)
        if name == "incertus_split":
            parts = {
                "rotas_per_shape": t("sator.rules.rotas_per_shape"),
                "moves_per_material": t("sator.rules.moves_per_material"),
            }
            return fields.numbers(value, parts.__getitem__)
        if name == "board_grid":
            sides = [t("sator.rules.grid_wide"), t("sator.rules.grid_high")]
            grid, read = fields.numbers(dict(enumerate(value)), sides.__getitem__)
            return grid, lambda: list(read().values())
        if name in ("colour_names", "material_names"):
            return _names(t, name, value)
        raise ValueError(f"no editor for the house rule {name}")

    def label(self, t: Texts, name: str) -> str:
        return setting_label(name, t.language)

    def status(self, t: Texts, spec: Any) -> str:
        return t(f"sator.status.{spec.status}")

    def note(self, t: Texts, name: str) -> str:
        return setting_note(name, t.language)

    def bad_value(self, t: Texts, name: str) -> str:
        return t("sator.rules.bad_number", rule=self.label(t, name))

    def unfit(self, t: Texts, error: InvalidSetup) -> str:
        return t("sator.rules.do_not_fit", problem=str(error))

    def refused(self, t: Texts, illegal: Illegal, state: Any) -> str:
        return t("sator.rules.log_refuses", reason=t.reason(illegal))


def _prayer_levels(value: Sequence[int]) -> Editor:
    levels = Choice(
        [(str(n), str(n)) for n in range(1, 7)],
        lambda: levels.row.update(),
        chosen=[str(n) for n in value],
        most=6,
    )
    return levels.row, lambda: [int(key) for key in levels.chosen]


def _names(t: Texts, name: str, value: dict[str, str]) -> Editor:
    """The names the table gives the colours (or the materials), the app's beside them."""
    defaults = default_house_rules()
    colours = name == "colour_names"
    keys = load_content().colours if colours else load_content().materials
    app_name = colour_name if colours else material_name
    typed, read = fields.names(
        keys, value, lambda key: app_name(key, t.language, defaults), max_length=30
    )
    return ft.Row(list(typed.values()), wrap=True), read


def _option_text(t: Texts, option: Any) -> str:
    key = f"sator.rules.value.{option}"
    return t(key) if has(key) else str(option)

"""House rules of Fury of Dracula: every value the sources are unsure of (hunters' health
and bites, hand limits, power costs, who picks a hospital on a tie...), each marked with
how sure it is, set as printed on the players' copy.

For one game (``/game/<id>/rules``) a change is replayed against the log first and refused
with the rules' reason when an action already made would no longer be legal. For new
games (``/house-rules/fury_of_dracula``) the values become the new-game screen's defaults.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.errors import Illegal, InvalidSetup
from sheets.core.log import Game
from sheets.fury_of_dracula.content import Setting
from sheets.fury_of_dracula.house_rules import (
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)
from sheets.fury_of_dracula.setup import setup_from_json, setup_to_json
from ui.fury_of_dracula import rule_fields
from ui.fury_of_dracula.names import describe_values
from ui.widgets.common import unverified_badge

if TYPE_CHECKING:
    from ui.app import AppSession

KIND = "fury_of_dracula"
Reader = Callable[[], Any]


class HouseRulesScreen:
    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> HouseRulesScreen:
        return cls(session, params.get("game_id"))

    def __init__(self, session: AppSession, game_id: str | None) -> None:
        self.session = session
        self.t = session.texts.with_seats(())
        self.t.extra.append(describe_values(self.t.language))
        self.game_id = game_id
        if game_id is None:
            self.route = f"/house-rules/{KIND}"
            self.overrides = dict(session.store.house_rule_defaults(kind=KIND))
        else:
            self.route = f"/game/{game_id}/rules"
            self.overrides = dict(session.tables.open(game_id).game.setup.house_rules)
        self.problem = ft.Text(color=ft.Colors.ERROR)
        self.readers: dict[str, Reader] = {}

    def table_changed(self, game_id: str) -> None:
        return None

    def view(self) -> ft.View:
        t = self.t
        rules = house_rules(self.overrides)
        unverified = set(unverified_in_use(rules))
        current = rules.model_dump()
        rows: list[ft.Control] = [ft.Text(t("rules.intro"))]
        for name, spec in setting_specs().items():
            editor, read = self._editor(name, spec, current[name])
            self.readers[name] = read
            badges: list[ft.Control] = [ft.Text(t(f"rule.status.{spec.status}"), size=11)]
            if name in unverified:
                badges.insert(0, unverified_badge(t("common.unverified")))
            rows.append(
                ft.Container(
                    ft.Column(
                        [
                            ft.Text(t(f"fod.setting.{name}"), weight=ft.FontWeight.BOLD),
                            ft.Row(badges, wrap=True),
                            editor,
                        ],
                        spacing=4,
                    ),
                    padding=ft.Padding.symmetric(vertical=6),
                )
            )
        rows += [
            self.problem,
            ft.Row(
                [
                    ft.FilledButton(
                        t("common.save"), icon=ft.Icons.SAVE, height=48, on_click=self._save
                    ),
                    ft.TextButton(t("rules.reset"), height=44, on_click=self._reset),
                ],
                wrap=True,
            ),
        ]
        title = t("rules.title" if self.game_id else "rules.title_defaults")
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(title=ft.Text(title)),
            controls=rows,
            scroll=ft.ScrollMode.AUTO,
        )

    def _editor(self, name: str, spec: Setting, value: Any) -> tuple[ft.Control, Reader]:
        t = self.t
        kind = rule_fields.field_kind(spec)
        if kind == "switch":
            switch = ft.Switch(value=bool(value))
            return switch, lambda: bool(switch.value)
        if kind == "choice":
            assert spec.options is not None
            choices = {str(option): option for option in spec.options}
            dropdown = ft.Dropdown(
                value=str(value),
                options=[
                    ft.DropdownOption(key=key, text=self._option_text(option))
                    for key, option in choices.items()
                ],
            )
            return dropdown, lambda: choices[str(dropdown.value)]
        if kind == "number":
            field = ft.TextField(value=str(value), width=120, keyboard_type=ft.KeyboardType.NUMBER)
            return field, lambda: int(field.value or "")
        if kind == "per_key":
            fields = {
                key: ft.TextField(
                    label=t.value("hunter" if name.startswith("hunter_") else "encounter", key),
                    value=str(item),
                    width=170,
                    keyboard_type=ft.KeyboardType.NUMBER,
                )
                for key, item in value.items()
            }
            return ft.Row(list(fields.values()), wrap=True), lambda: {
                key: int(field.value or "") for key, field in fields.items()
            }
        if kind == "tickets":
            field = ft.TextField(
                value=rule_fields.tickets_text(value), helper=t("fod.rules.tickets_help")
            )
            return field, lambda: rule_fields.parse_tickets(field.value or "")
        if kind == "numbers":
            field = ft.TextField(
                value=rule_fields.list_text(value), helper=t("fod.rules.numbers_help")
            )
            return field, lambda: rule_fields.parse_numbers(field.value or "")
        names = ", ".join(t.value("place", code) for code in value) or "—"
        field = ft.TextField(
            value=rule_fields.list_text(value), helper=t("fod.rules.places_help", names=names)
        )
        return field, lambda: rule_fields.parse_places(field.value or "")

    def _option_text(self, option: Any) -> str:
        if isinstance(option, str):
            return self.t(f"fod.setting_value.{option}")
        return str(option)

    def _read(self) -> dict[str, Any] | None:
        """The values that differ from the defaults, or ``None`` with the problem shown."""
        values: dict[str, Any] = {}
        for name, read in self.readers.items():
            try:
                values[name] = read()
            except ValueError:
                self.problem.value = self.t("rules.bad_value", rule=self.t(f"fod.setting.{name}"))
                return None
        try:
            rules = house_rules(values)
        except InvalidSetup as error:
            self.problem.value = str(error)
            return None
        defaults = default_house_rules()
        return {
            name: value
            for name, value in values.items()
            if getattr(rules, name) != getattr(defaults, name)
        }

    def _save(self, e: Any) -> None:
        overrides = self._read()
        if overrides is not None:
            self._keep(overrides)

    def _reset(self, e: Any) -> None:
        self._keep({})

    def _keep(self, overrides: dict[str, Any]) -> None:
        if self.game_id is None:
            self.session.store.set_house_rule_defaults(kind=KIND, overrides=overrides)
        elif not self._change_game(overrides):
            return
        self.overrides = overrides
        self.session.notify(self.t("rules.saved"))
        self.session.go(f"/game/{self.game_id}" if self.game_id else f"/new/{KIND}")

    def _change_game(self, overrides: dict[str, Any]) -> bool:
        assert self.game_id is not None
        table = self.session.tables.open(self.game_id)
        data = setup_to_json(table.game.setup)
        data["house_rules"] = overrides
        try:
            setup = setup_from_json(data)
            Game(table.game.rules, setup, table.game.actions, table.game.undone)
        except InvalidSetup as problem:
            self.problem.value = str(problem)
            return False
        except Illegal as illegal:
            self.problem.value = self.t("rules.does_not_fit", reason=self.t.reason(illegal))
            return False
        try:
            self.session.tables.change_setup(self.game_id, setup, self.session.actor(self.game_id))
        except Illegal as illegal:
            self.problem.value = self.t.reason(illegal)
            return False
        self.session.publish(self.game_id)
        return True

"""House rules: every value the sources are unsure of, as printed on the players' copy.

For one game (``/game/<id>/rules``) a change is tried against the log first: the game is
replayed with the new rules, and a change that would make a move already made illegal is
refused with the rules' reason. For new games (``/house-rules/paper_dungeons``) the values
become the defaults of the new-game screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.errors import Illegal, InvalidSetup
from sheets.paper_dungeons.content import HEROES
from sheets.paper_dungeons.house_rules import (
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)
from ui.paper_dungeons import rule_fields
from ui.widgets.common import unverified_badge

if TYPE_CHECKING:
    from ui.app import AppSession

KIND = "paper_dungeons"


class HouseRulesScreen:
    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> HouseRulesScreen:
        return cls(session, params.get("game_id"))

    def __init__(self, session: AppSession, game_id: str | None) -> None:
        self.session = session
        self.t = session.texts
        self.game_id = game_id
        if game_id is None:
            self.route = f"/house-rules/{KIND}"
            self.overrides = dict(session.store.house_rule_defaults(kind=KIND))
        else:
            self.route = f"/game/{game_id}/rules"
            self.overrides = dict(session.tables.open(game_id).game.setup.house_rules)
        self.problem = ft.Text(color=ft.Colors.ERROR)
        self.readers: dict[str, Callable[[], Any]] = {}

    def table_changed(self, game_id: str) -> None:
        return None

    def view(self) -> ft.View:
        t = self.t
        current = house_rules(self.overrides).model_dump()
        unverified = set(unverified_in_use(house_rules(self.overrides)))
        rows: list[ft.Control] = [ft.Text(t("rules.intro"))]
        for name, spec in setting_specs().items():
            if name in (
                "mission_ties_same_round",
                "vanishing_gems_timing",
                "same_round_gem_claims",
                "potion_overflow",
            ):
                continue
            editor, read = self._editor(name, spec, current[name])
            self.readers[name] = read
            badges: list[ft.Control] = [ft.Text(t(f"rule.status.{spec.status}"), size=11)]
            if name in unverified:
                badges.insert(0, unverified_badge(t("common.unverified")))
            rows.append(
                ft.Container(
                    ft.Column(
                        [
                            ft.Text(t(f"rule.{name}"), weight=ft.FontWeight.BOLD),
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
                    ft.TextButton(t("rules.reset"), on_click=self._reset),
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

    def _editor(self, name: str, spec: Any, value: Any) -> tuple[ft.Control, Callable[[], Any]]:
        t = self.t
        kind = rule_fields.field_kind(name, spec)
        if kind == "choice":
            dropdown = ft.Dropdown(
                value=str(value),
                options=[
                    ft.DropdownOption(key=str(option), text=t(f"rule.value.{option}"))
                    for option in spec.options
                ],
            )
            return dropdown, lambda: dropdown.value
        if kind == "switch":
            switch = ft.Switch(value=bool(value))
            return switch, lambda: bool(switch.value)
        if kind == "number":
            field = ft.TextField(value=str(value), width=120, keyboard_type=ft.KeyboardType.NUMBER)
            return field, lambda: int(field.value or "")
        if kind == "numbers_by_artifact":
            fields = {
                key: ft.TextField(label=key, value=str(item), width=80)
                for key, item in value.items()
            }
            return ft.Row(list(fields.values()), wrap=True), lambda: {
                key: int(field.value or "") for key, field in fields.items()
            }
        if kind == "heroes_by_artifact":
            pickers = {
                key: ft.Dropdown(
                    label=key,
                    value=item,
                    width=150,
                    options=[
                        ft.DropdownOption(key=hero, text=t(f"term.{hero}")) for hero in HEROES
                    ],
                )
                for key, item in value.items()
            }
            return ft.Row(list(pickers.values()), wrap=True), lambda: {
                key: picker.value for key, picker in pickers.items()
            }
        if kind == "corrections":
            edges_text, levels_text = rule_fields.corrections_as_text(value)
            edges = ft.TextField(value=edges_text, helper=t("rules.edges_help"))
            levels = ft.TextField(value=levels_text, helper=t("rules.levels_help"))
            return ft.Column([edges, levels]), lambda: rule_fields.parse_corrections(
                edges.value or "", levels.value or ""
            )
        if kind == "pairs":
            field = ft.TextField(value=rule_fields.as_text(value), helper=t("rules.mission_help"))
            return field, lambda: rule_fields.parse_pairs(field.value or "")
        table = ft.TextField(value=rule_fields.as_text(value), helper=t("rules.table_help"))
        return table, lambda: rule_fields.parse_table(table.value or "")

    def _read(self) -> dict[str, Any] | None:
        defaults = default_house_rules().model_dump()
        overrides: dict[str, Any] = {}
        for name, read in self.readers.items():
            try:
                value = read()
            except ValueError:
                self.problem.value = self.t("rules.bad_value", rule=self.t(f"rule.{name}"))
                return None
            if value != defaults[name]:
                overrides[name] = value
        try:
            house_rules(overrides)
        except InvalidSetup as error:
            self.problem.value = str(error)
            return None
        return overrides

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
        self.session.go(f"/game/{self.game_id}" if self.game_id else "/settings")

    def _change_game(self, overrides: dict[str, Any]) -> bool:
        assert self.game_id is not None
        table = self.session.tables.open(self.game_id)
        setup = table.game.setup.model_copy(update={"house_rules": overrides})
        try:
            self.session.tables.change_setup(self.game_id, setup, self.session.actor(self.game_id))
        except Illegal as illegal:
            self.problem.value = self.t("rules.does_not_fit", reason=self.t.reason(illegal))
            return False
        self.session.publish(self.game_id)
        return True

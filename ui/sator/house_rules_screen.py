"""SATOR's house rules: every value our rules are unsure of, with where it comes from, and
an editor to set it as printed on the players' copy (the prayers' AP levels, the names of
the colours and materials, the deck...).

For one game (``/game/<id>/rules``) a change is tried against the log first: a change that
would make an action already made illegal is refused with the rules' reason. For new
games (``/house-rules/sator``) the values become the defaults of the new-game screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.errors import Illegal, InvalidSetup
from sheets.i18n import has
from sheets.sator import KIND
from sheets.sator.content import Setting, load_content
from sheets.sator.house_rules import (
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)
from sheets.sator.names import colour_name, material_name
from sheets.sator.setup import setup_from_json, setup_to_json
from ui.sator.forms import Choice
from ui.sator.names import describe_values, setting_label, setting_note
from ui.widgets.common import unverified_badge

if TYPE_CHECKING:
    from ui.app import AppSession

Reader = Callable[[], Any]
NUMBER_WIDTH = 110


class HouseRulesScreen:
    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> HouseRulesScreen:
        return cls(session, params.get("game_id"))

    def __init__(self, session: AppSession, game_id: str | None) -> None:
        self.session = session
        self.game_id = game_id
        self.t = session.texts.with_seats(())
        if game_id is None:
            self.route = f"/house-rules/{KIND}"
            self.overrides = dict(session.store.house_rule_defaults(kind=KIND))
        else:
            self.route = f"/game/{game_id}/rules"
            self.overrides = dict(session.tables.open(game_id).game.setup.house_rules)
        self.t.extra.append(describe_values(self.t.language, lambda: house_rules(self.overrides)))
        self.problem = ft.Text(color=ft.Colors.ERROR)
        self.readers: dict[str, Reader] = {}

    def table_changed(self, game_id: str) -> None:
        return None

    def view(self) -> ft.View:
        t = self.t
        rules = house_rules(self.overrides)
        current = rules.model_dump()
        unverified = set(unverified_in_use(rules))
        rows: list[ft.Control] = [ft.Text(t("sator.rules.intro"))]
        for name, spec in setting_specs().items():
            editor, read = self._editor(name, spec, current[name])
            self.readers[name] = read
            badges: list[ft.Control] = [ft.Text(t(f"sator.status.{spec.status}"), size=12)]
            if name in unverified:
                badges.insert(0, unverified_badge(t("common.unverified")))
            rows.append(
                ft.Container(
                    ft.Column(
                        [
                            ft.Text(setting_label(name, t.language), weight=ft.FontWeight.BOLD),
                            ft.Row(badges, wrap=True),
                            ft.Text(setting_note(name, t.language), size=12),
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
                    ft.TextButton(t("sator.rules.reset"), height=48, on_click=self._reset),
                ],
                wrap=True,
            ),
        ]
        title = t("sator.rules.title" if self.game_id else "sator.rules.title_defaults")
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(title=ft.Text(title)),
            controls=rows,
            scroll=ft.ScrollMode.AUTO,
        )

    def _editor(self, name: str, spec: Setting, value: Any) -> tuple[ft.Control, Reader]:
        t, language = self.t, self.t.language
        if name.startswith("prayer_") and name.endswith("_ap"):
            levels = Choice(
                [(str(n), str(n)) for n in range(1, 7)],
                lambda: levels.row.update(),
                chosen=[str(n) for n in value],
                most=6,
            )
            return levels.row, lambda: [int(key) for key in levels.chosen]
        if spec.options is not None:
            return self._options(name, spec.options, value)
        if isinstance(value, int):
            field = _number(str(value))
            return field, lambda: int(field.value or "")
        if name == "incertus_split":
            rotas = _number(str(value["rotas_per_shape"]), t("sator.rules.rotas_per_shape"))
            moves = _number(str(value["moves_per_material"]), t("sator.rules.moves_per_material"))
            return ft.Row([rotas, moves], wrap=True), lambda: {
                "rotas_per_shape": int(rotas.value or ""),
                "moves_per_material": int(moves.value or ""),
            }
        if name == "board_grid":
            wide = _number(str(value[0]), t("sator.rules.grid_wide"))
            high = _number(str(value[1]), t("sator.rules.grid_high"))
            return ft.Row([wide, high], wrap=True), lambda: [
                int(wide.value or ""),
                int(high.value or ""),
            ]
        if name in ("colour_names", "material_names"):
            colours = name == "colour_names"
            keys = load_content().colours if colours else load_content().materials
            defaults = default_house_rules()
            fields = {
                key: ft.TextField(
                    label=(
                        colour_name(key, language, defaults)
                        if colours
                        else material_name(key, language, defaults)
                    ),
                    value=value.get(key, ""),
                    max_length=30,
                    width=200,
                )
                for key in keys
            }
            return ft.Row(list(fields.values()), wrap=True), lambda: {
                key: (field.value or "").strip()
                for key, field in fields.items()
                if (field.value or "").strip()
            }
        raise ValueError(f"no editor for the house rule {name}")

    def _options(
        self, name: str, options: tuple[Any, ...], value: Any
    ) -> tuple[ft.Control, Reader]:
        t = self.t
        if all(isinstance(option, bool) for option in options):
            switch = ft.Switch(value=bool(value), label=t("sator.rules.yes"))
            return switch, lambda: bool(switch.value)
        dropdown = ft.Dropdown(
            value=str(value),
            width=320,
            options=[
                ft.DropdownOption(key=str(option), text=_option_text(t, option))
                for option in options
            ],
        )
        by_text = {str(option): option for option in options}
        return dropdown, lambda: by_text[str(dropdown.value)]

    def _read(self) -> dict[str, Any] | None:
        defaults = default_house_rules().model_dump(mode="json")
        overrides: dict[str, Any] = {}
        for name, read in self.readers.items():
            try:
                value = read()
            except ValueError:
                self.problem.value = self.t(
                    "sator.rules.bad_number", rule=setting_label(name, self.t.language)
                )
                return None
            if value != defaults[name]:
                overrides[name] = value
        try:
            house_rules(overrides)
        except InvalidSetup as refused:
            self.problem.value = self.t("sator.rules.do_not_fit", problem=str(refused))
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
        self.session.notify(self.t("sator.rules.saved"))
        self.session.go(f"/game/{self.game_id}" if self.game_id else f"/new/{KIND}")

    def _change_game(self, overrides: dict[str, Any]) -> bool:
        assert self.game_id is not None
        table = self.session.tables.open(self.game_id)
        try:
            setup = setup_from_json({**setup_to_json(table.game.setup), "house_rules": overrides})
        except InvalidSetup as refused:
            self.problem.value = self.t("sator.rules.do_not_fit", problem=str(refused))
            return False
        try:
            self.session.tables.change_setup(self.game_id, setup, self.session.actor(self.game_id))
        except Illegal as illegal:
            self.problem.value = self.t("sator.rules.log_refuses", reason=self.t.reason(illegal))
            return False
        self.session.publish(self.game_id)
        return True


def _number(value: str, label: str | None = None) -> ft.TextField:
    return ft.TextField(
        value=value, label=label, width=NUMBER_WIDTH, keyboard_type=ft.KeyboardType.NUMBER
    )


def _option_text(t: Any, option: Any) -> str:
    key = f"sator.rules.value.{option}"
    return t(key) if has(key) else str(option)

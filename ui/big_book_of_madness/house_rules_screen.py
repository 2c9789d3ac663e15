"""House rules of The Big Book of Madness: every value the sources are unsure of (the round
tracker's cells, the magicians' abilities and decks, the timings the rulebook leaves
open) and the table's catalogue of its cards, each marked with how sure it is.

For one game (``/game/<id>/rules``) a change is tried against the log first: the game is
replayed with the new rules, and a change that would make an action already taken
illegal is refused with the rules' reason. For new games
(``/house-rules/big_book_of_madness``) the values become the new-game defaults.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.big_book_of_madness.house_rules import (
    default_house_rules,
    house_rules,
    setting_specs,
    unverified_in_use,
)
from sheets.big_book_of_madness.setup import setup_from_json, setup_to_json
from sheets.big_book_of_madness.state import TableState
from sheets.big_book_of_madness.text import refusal_text
from sheets.core.errors import Illegal, InvalidSetup
from ui.big_book_of_madness.rule_editors import Reader, editor
from ui.widgets.common import unverified_badge

if TYPE_CHECKING:
    from ui.app import AppSession

KIND = "big_book_of_madness"


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
        self.problem = ft.Text(color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD)
        self.readers: dict[str, Reader] = {}

    def table_changed(self, game_id: str) -> None:
        return None

    def view(self) -> ft.View:
        t = self.t
        rules = house_rules(self.overrides)
        unverified = set(unverified_in_use(rules))
        rows: list[ft.Control] = [ft.Text(t("bbm.rules.intro"))]
        for name, spec in setting_specs().items():
            control, read = editor(t, name, rules)
            self.readers[name] = read
            badges: list[ft.Control] = [
                ft.Text(t("bbm.rules.source", status=t(f"bbm.status.{spec.status}")), size=12)
            ]
            if name in unverified:
                badges.insert(0, unverified_badge(t("common.unverified")))
            rows.append(
                ft.Container(
                    ft.Column(
                        [
                            ft.Text(t(f"bbm.setting.{name}"), weight=ft.FontWeight.BOLD, size=16),
                            ft.Row(badges, wrap=True),
                            ft.Text(t(f"bbm.setting.{name}.note"), size=13, italic=True),
                            control,
                        ],
                        spacing=4,
                    ),
                    padding=ft.Padding.symmetric(vertical=8),
                    border=ft.Border.only(bottom=ft.BorderSide(1, ft.Colors.OUTLINE_VARIANT)),
                )
            )
        rows += [
            self.problem,
            ft.Row(
                [
                    ft.FilledButton(
                        t("common.save"), icon=ft.Icons.SAVE, height=48, on_click=self._save
                    ),
                    ft.TextButton(t("bbm.rules.reset"), height=48, on_click=self._reset),
                ],
                wrap=True,
            ),
        ]
        title = t("bbm.rules.title" if self.game_id else "bbm.rules.title_defaults")
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(title=ft.Text(title)),
            controls=rows,
            scroll=ft.ScrollMode.AUTO,
        )

    def _read(self) -> dict[str, Any] | None:
        defaults = default_house_rules().model_dump(mode="json")
        overrides: dict[str, Any] = {}
        for name, read in self.readers.items():
            try:
                value = read()
            except ValueError:
                self.problem.value = self.t(
                    "bbm.rules.bad_value", rule=self.t(f"bbm.setting.{name}")
                )
                return None
            if _comparable(value) != _comparable(defaults[name]):
                overrides[name] = value
        try:
            house_rules(overrides)
        except InvalidSetup as error:
            self.problem.value = self.t("bbm.rules.does_not_fit", problem=str(error))
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
        self.session.notify(self.t("bbm.rules.saved"))
        self.session.go(f"/game/{self.game_id}" if self.game_id else "/settings")

    def _change_game(self, overrides: dict[str, Any]) -> bool:
        assert self.game_id is not None
        table = self.session.tables.open(self.game_id)
        try:
            setup = setup_from_json({**setup_to_json(table.game.setup), "house_rules": overrides})
            self.session.tables.change_setup(self.game_id, setup, self.session.actor(self.game_id))
        except Illegal as illegal:
            state: TableState = table.state
            reason = refusal_text(state, illegal, self.t.language)
            self.problem.value = self.t("bbm.rules.does_not_fit", problem=reason)
            return False
        except InvalidSetup as error:
            self.problem.value = self.t("bbm.rules.does_not_fit", problem=str(error))
            return False
        self.session.publish(self.game_id)
        return True


def _comparable(value: Any) -> Any:
    """``value`` as JSON would hold it, so that a typed value and a default compare equal."""
    if isinstance(value, dict):
        return {str(key): _comparable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_comparable(item) for item in value]
    return value

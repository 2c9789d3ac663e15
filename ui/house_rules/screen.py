"""The house-rules screen of any game: each setting with its name, how sure its value is
and an editor, then "Save" and "Back to the defaults".

For one game (``/game/<id>/rules``) a change is tried against the log first: the game is
replayed with the new rules, and a change that would make an action already made
illegal is refused with the rules' reason. For new games (``/house-rules/<kind>``) the
values become the defaults of the new-game screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.errors import Illegal, InvalidSetup
from ui.house_rules.fields import Reader
from ui.house_rules.game import GameHouseRules
from ui.screen import StaticScreen
from ui.widgets.common import bar_title, unverified_badge

if TYPE_CHECKING:
    from ui.games import ScreenFactory
    from ui.session import AppSession


class HouseRulesScreen(StaticScreen):
    @classmethod
    def opener(cls, game: GameHouseRules) -> ScreenFactory:
        """What opens the house rules of ``game``: of one game with a ``game_id``, else
        for new games."""
        return lambda session, params: cls(session, game, params.get("game_id"))

    def __init__(self, session: AppSession, game: GameHouseRules, game_id: str | None) -> None:
        super().__init__(session)
        self.game = game
        self.game_id = game_id
        if game_id is None:
            self.route = f"/house-rules/{game.kind}"
            self.overrides = dict(session.store.house_rule_defaults(kind=game.kind))
        else:
            self.route = f"/game/{game_id}/rules"
            self.overrides = dict(session.tables.open(game_id).game.setup.house_rules)
        self.t = game.texts(session.texts.with_seats(()), lambda: game.model.rules(self.overrides))
        self.problem = ft.Text(color=ft.Colors.ERROR)
        self.readers: dict[str, Reader] = {}

    def view(self) -> ft.View:
        t, game, messages = self.t, self.game, self.game.messages
        rules = game.model.rules(self.overrides)
        unverified = set(game.model.unverified(rules))
        rows: list[ft.BaseControl] = [ft.Text(t(f"{messages}.intro"))]
        for name, spec in game.model.specs().items():
            editor, self.readers[name] = game.editor(t, name, spec, rules)
            rows.append(self._setting(name, spec, editor, unsure=name in unverified))
        rows += [
            self.problem,
            ft.Row(
                [
                    ft.FilledButton(
                        t("common.save"), icon=ft.Icons.SAVE, height=48, on_click=self._save
                    ),
                    ft.TextButton(t(f"{messages}.reset"), height=48, on_click=self._reset),
                ],
                wrap=True,
            ),
        ]
        title = "title" if self.game_id else "title_defaults"
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(title=bar_title(t(f"{messages}.{title}"))),
            controls=rows,
            scroll=ft.ScrollMode.AUTO,
        )

    def _setting(self, name: str, spec: Any, editor: ft.Control, *, unsure: bool) -> ft.Control:
        t, game = self.t, self.game
        badges: list[ft.Control] = [ft.Text(game.status(t, spec), size=12)]
        if unsure:
            badges.insert(0, unverified_badge(t("common.unverified")))
        note = game.note(t, name)
        return ft.Container(
            ft.Column(
                [
                    ft.Text(game.label(t, name), weight=ft.FontWeight.BOLD, size=16),
                    ft.Row(badges, wrap=True),
                    *([ft.Text(note, size=13, italic=True)] if note else []),
                    editor,
                ],
                spacing=4,
            ),
            padding=ft.Padding.symmetric(vertical=8),
            border=ft.Border.only(bottom=ft.BorderSide(1, ft.Colors.OUTLINE_VARIANT)),
        )

    def _read(self) -> dict[str, Any] | None:
        """The values that differ from the defaults, or ``None`` with the problem shown."""
        values: dict[str, Any] = {}
        for name, read in self.readers.items():
            try:
                values[name] = read()
            except ValueError:
                self.problem.value = self.game.bad_value(self.t, name)
                return None
        try:
            rules = self.game.model.rules(values)
        except InvalidSetup as error:
            self.problem.value = self.game.unfit(self.t, error)
            return None
        defaults = self.game.model.defaults()
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
            self.session.store.set_house_rule_defaults(kind=self.game.kind, overrides=overrides)
        elif not self._change_game(self.game_id, overrides):
            return
        self.overrides = overrides
        self.session.go(
            f"/game/{self.game_id}" if self.game_id else self.game.after_defaults,
            notice=self.t(f"{self.game.messages}.saved"),
        )

    def _change_game(self, game_id: str, overrides: dict[str, Any]) -> bool:
        """Replay the game with ``overrides``; whether it took them (else the problem is
        shown)."""
        table = self.session.tables.open(game_id)
        rules = table.game.rules
        try:
            setup = rules.setup_from_json(
                {**rules.setup_to_json(table.game.setup), "house_rules": overrides}
            )
            self.session.tables.change_setup(game_id, setup, self.session.actor(game_id))
        except InvalidSetup as error:
            self.problem.value = self.game.unfit(self.t, error)
            return False
        except Illegal as illegal:
            self.problem.value = self.game.refused(self.t, illegal, table.state)
            return False
        self.session.publish(game_id)
        return True

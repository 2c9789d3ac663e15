"""A stored game that no longer replays: which action fails, and its game file to save
as it is stored (nothing of it is changed here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from sheets.core.errors import Illegal
from storage import GameUnreadable, LogDoesNotReplay
from ui.screen import StaticScreen
from ui.widgets.common import bar_title, section_title

if TYPE_CHECKING:
    from ui.i18n import Texts
    from ui.session import AppSession


def damage_text(t: Texts, damage: GameUnreadable) -> str:
    """What fails when the game is replayed, in words."""
    if isinstance(damage, LogDoesNotReplay):
        if isinstance(damage.__cause__, Illegal):
            return t("damaged.refused", seq=damage.params["seq"], reason=t.reason(damage.__cause__))
        return t("damaged.unreadable_action", seq=damage.params["seq"])
    return t("damaged.setup")


class DamagedGameScreen(StaticScreen):
    def __init__(self, session: AppSession, game_id: str, damage: GameUnreadable) -> None:
        super().__init__(session)
        self.damaged_game = game_id  # not followed: there is no live table to follow
        self.damage = damage
        self.route = f"/game/{game_id}"

    def view(self) -> ft.View:
        t = self.t
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(title=bar_title(t("damaged.title"))),
            controls=[
                section_title(t("damaged.title")),
                ft.Text(damage_text(t, self.damage)),
                ft.Text(t("damaged.help")),
                ft.FilledButton(
                    t("damaged.save"), icon=ft.Icons.SAVE_ALT, height=48, on_click=self._save
                ),
            ],
            scroll=ft.ScrollMode.AUTO,
        )

    async def _save(self, event: object) -> None:
        data = self.session.store.export_game(game_id=self.damaged_game)
        await ft.FilePicker().save_file(
            file_name=f"game-{self.damaged_game[:8]}.json", src_bytes=data.encode("utf-8")
        )

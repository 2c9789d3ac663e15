"""Shown instead of a screen that needs to read the database while the database does not
answer: what happened, and a way to try again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from storage import StorageError
from ui.screen import StaticScreen
from ui.widgets.common import bar_title, section_title

if TYPE_CHECKING:
    from ui.session import AppSession


class StorageDownScreen(StaticScreen):
    def __init__(self, session: AppSession, route: str, failure: StorageError) -> None:
        super().__init__(session)
        self.wanted = route
        self.failure = failure

    def view(self) -> ft.View:
        t = self.t
        return ft.View(
            route=self.wanted,
            appbar=ft.AppBar(title=bar_title(t("app.title"))),
            controls=[
                section_title(t("storage_down.title")),
                ft.Text(t("storage_down.help")),
                ft.Text(t(f"storage.{self.failure.code}", **self.failure.params), size=12),
                ft.FilledButton(
                    t("storage_down.again"),
                    icon=ft.Icons.REFRESH,
                    height=48,
                    on_click=lambda e: self.session.show(self.wanted),
                ),
            ],
            scroll=ft.ScrollMode.AUTO,
        )

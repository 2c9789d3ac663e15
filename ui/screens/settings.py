"""Settings: language and theme of this device, and on the server's own screen the
language of new devices and the house rules new games start with."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.i18n import LANGUAGES
from ui.screen import StaticScreen
from ui.theme import THEME_MODES, mode_name
from ui.widgets.common import bar_title, section_title

if TYPE_CHECKING:
    from ui.session import AppSession


class SettingsScreen(StaticScreen):
    """Every device chooses its own language and theme; the settings of the whole server
    (new devices' language, the house rules new games start with) are kept on the
    server's own screen."""

    route = "/settings"

    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> SettingsScreen:
        return cls(session)

    def view(self) -> ft.View:
        t = self.t
        theme_now = mode_name(self.session.page)

        async def language_changed(e: ft.Event[ft.SegmentedButton]) -> None:
            language = e.control.selected[0]
            if language in LANGUAGES:
                await self.session.set_language(language)

        def new_devices_changed(e: ft.Event[ft.SegmentedButton]) -> None:
            self.session.set_new_devices_language(e.control.selected[0])

        async def theme_changed(e: ft.Event[ft.SegmentedButton]) -> None:
            await self.session.set_theme(e.control.selected[0])

        return ft.View(
            route=self.route,
            appbar=ft.AppBar(title=bar_title(t("settings.title"))),
            controls=[
                section_title(t("settings.language")),
                ft.SegmentedButton(
                    segments=[
                        ft.Segment(value=lang, label=t(f"language.{lang}")) for lang in LANGUAGES
                    ],
                    selected=[t.language],
                    on_change=language_changed,
                ),
                section_title(t("settings.theme")),
                ft.SegmentedButton(
                    segments=[
                        ft.Segment(value=name, label=t(f"settings.theme.{name}"))
                        for name in THEME_MODES
                    ],
                    selected=[theme_now],
                    on_change=theme_changed,
                ),
                *self._server_settings(new_devices_changed),
            ],
        )

    def _server_settings(self, new_devices_changed: Any) -> list[ft.Control]:
        t = self.t
        if not self.session.owns_server:
            return [ft.Text(t("settings.device_only"))]
        return [
            *self._new_devices_language(new_devices_changed),
            section_title(t("settings.house_rules")),
            *[
                ft.ListTile(
                    title=ft.Text(t(f"kind.{kind}")),
                    trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
                    on_click=lambda e, kind=kind: self.session.go(f"/house-rules/{kind}"),
                    min_height=56,
                )
                for kind in self.session.game_icons()
            ],
        ]

    def _new_devices_language(self, on_change: Any) -> list[ft.Control]:
        """The server's language for a new device whose browser speaks neither language,
        on a device that may change the server's settings."""
        t = self.t
        return [
            section_title(t("settings.new_devices_language")),
            ft.Text(
                t("settings.new_devices_language.caption"),
                theme_style=ft.TextThemeStyle.BODY_MEDIUM,
            ),
            ft.SegmentedButton(
                segments=[
                    ft.Segment(value=lang, label=t(f"language.{lang}")) for lang in LANGUAGES
                ],
                selected=[self.session.new_devices_language()],
                on_change=on_change,
            ),
        ]

"""Players: the profiles of people who play here (their names and how the messages speak
of them), and each one's record per game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.names import NAME_MAX, NameRefused
from sheets.i18n import ADDRESSES
from storage import ProfileNameTaken, StorageError
from ui.screen import StaticScreen
from ui.widgets.common import bar_title, section_title, when
from ui.widgets.dialogs import show_named

if TYPE_CHECKING:
    from ui.session import AppSession

CHART_HEIGHT = 120


class ProfilesScreen(StaticScreen):
    route = "/profiles"

    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> ProfilesScreen:
        return cls(session)

    def __init__(self, session: AppSession) -> None:
        super().__init__(session)
        self.body = ft.Column(spacing=10)
        self.new_name = ft.TextField(
            label=self.t("profiles.name"), max_length=NAME_MAX, expand=True, on_submit=self._add
        )

    def view(self) -> ft.View:
        self._fill()
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(title=bar_title(self.t("nav.profiles"))),
            controls=[self.body],
            scroll=ft.ScrollMode.AUTO,
        )

    def _fill(self) -> None:
        t = self.t
        store = self.session.store
        profiles = store.list_profiles()
        stats = store.statistics()
        controls: list[ft.Control] = [section_title(t("profiles.title"))]
        # The players are the server's: kept on its own screen, only read on other devices.
        manages = self.session.owns_server
        if manages:
            controls.append(
                ft.Row(
                    [
                        self.new_name,
                        ft.FilledButton(
                            t("profiles.add"),
                            icon=ft.Icons.PERSON_ADD,
                            height=48,
                            on_click=self._add,
                        ),
                    ]
                )
            )
        else:
            controls.append(ft.Text(t("profiles.host_only")))
        if not profiles and not stats:
            controls.append(ft.Text(t("profiles.empty")))
        for profile in profiles:
            controls.append(
                ft.ListTile(
                    leading=ft.Icon(ft.Icons.PERSON),
                    title=ft.Text(profile.name),
                    subtitle=ft.Text(t(f"profiles.addressed.{profile.address or 'unsaid'}")),
                    trailing=ft.Row(
                        [
                            ft.IconButton(
                                ft.Icons.EDIT,
                                tooltip=t("profiles.edit"),
                                on_click=lambda e, p=profile: self._edit(p),
                            ),
                            ft.IconButton(
                                ft.Icons.DELETE,
                                tooltip=t("profiles.delete"),
                                on_click=lambda e, p=profile: self._ask_delete(p),
                            ),
                        ],
                        tight=True,
                    )
                    if manages
                    else None,
                    min_height=56,
                )
            )
        for record in stats:
            controls.append(self._record(record))
        self.body.controls = controls

    def _record(self, record: Any) -> ft.Control:
        t = self.t
        lines: list[ft.Control] = [
            ft.Text(f"{record.name} · {t(f'kind.{record.kind}')}", weight=ft.FontWeight.BOLD),
            ft.Text(t("profiles.stats", count=record.plays, wins=record.wins)),
        ]
        if record.best is not None:
            average = f"{record.average:.1f}" if record.average is not None else "—"
            lines.append(
                ft.Text(t("profiles.scores", best=record.best, average=average, last=record.last))
            )
            lines.append(ft.Text(t("profiles.history"), size=12))
            lines.append(score_chart(record.series, t.language))
        return ft.Card(ft.Container(ft.Column(lines, spacing=4), padding=12))

    def _add(self, e: Any) -> None:
        name = (self.new_name.value or "").strip()
        if not name:
            self.session.notify(self.t("profiles.name_empty"))
            return
        try:
            self.session.store.create_profile(name=name)
        except NameRefused as refused:
            # Said at the field, whose text stays to be corrected.
            self.new_name.error = self.t.name_refused(refused)
            return
        except ProfileNameTaken:
            self.session.notify(self.t("profiles.name_taken"))
            return
        self.new_name.value = ""
        self.new_name.error = None
        self._fill()

    def _edit(self, profile: Any) -> None:
        """The profile's name, and how the messages speak of its person."""
        t = self.t
        field = ft.TextField(label=t("profiles.name"), value=profile.name, max_length=NAME_MAX)
        address = ft.RadioGroup(
            value=profile.address or "neutral",
            content=ft.Column(
                [
                    ft.Radio(value=choice, label=t(f"profiles.address.{choice}"))
                    for choice in ADDRESSES
                ],
                spacing=0,
            ),
        )

        def save(e: Any) -> None:
            name = (field.value or "").strip()
            if not name:
                field.error = t("profiles.name_empty")
                return
            store = self.session.store
            try:
                # The name first: a name refused leaves the address as it was too.
                store.rename_profile(profile_id=profile.profile_id, name=name)
                store.address_profile(profile_id=profile.profile_id, address=address.value)
            except NameRefused as refused:
                field.error = t.name_refused(refused)
                return
            except ProfileNameTaken:
                field.error = t("profiles.name_taken")
                return
            except StorageError as error:
                field.error = t(f"storage.{error.code}", **error.params)
                return
            self.session.dialogs.pop()
            self._fill()
            self.body.update()

        show_named(
            self.session,
            ft.AlertDialog(
                title=ft.Text(t("profiles.edit")),
                content=ft.Column(
                    [field, ft.Text(t("profiles.address")), address], tight=True, spacing=8
                ),
                actions=[
                    ft.TextButton(
                        t("common.cancel"), on_click=lambda e: self.session.dialogs.pop()
                    ),
                    ft.FilledButton(t("common.save"), on_click=save),
                ],
            ),
        )

    def _ask_delete(self, profile: Any) -> None:
        t = self.t

        def delete(e: Any) -> None:
            self.session.dialogs.pop()
            self._delete(profile)

        show_named(
            self.session,
            ft.AlertDialog(
                title=ft.Text(t("profiles.delete_title", name=profile.name)),
                content=ft.Text(t("profiles.delete_note")),
                actions=[
                    ft.TextButton(
                        t("common.cancel"), on_click=lambda e: self.session.dialogs.pop()
                    ),
                    ft.FilledButton(t("profiles.delete"), on_click=delete),
                ],
            ),
        )

    def _delete(self, profile: Any) -> None:
        try:
            self.session.store.delete_profile(profile_id=profile.profile_id)
        except StorageError as error:
            self.session.notify(self.t(f"storage.{error.code}", **error.params))
            return
        self._fill()


def score_chart(series: Any, language: str) -> ft.Control:
    """Scores by date as bars with their values written on them (no axis to read)."""
    points = list(series)[-20:]
    if not points:
        return ft.Container()
    top = max(max(abs(p.score) for p in points), 1)
    bars: list[ft.Control] = []
    for point in points:
        height = max(4.0, CHART_HEIGHT * abs(point.score) / top)
        bars.append(
            ft.Column(
                [
                    ft.Text(str(point.score), size=11),
                    ft.Container(
                        width=22,
                        height=height,
                        bgcolor=ft.Colors.PRIMARY,
                        tooltip=when(point.when, language),
                    ),
                ],
                spacing=2,
                alignment=ft.MainAxisAlignment.END,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            )
        )
    return ft.Row(
        bars,
        height=CHART_HEIGHT + 20,
        vertical_alignment=ft.CrossAxisAlignment.END,
        scroll=ft.ScrollMode.AUTO,
    )

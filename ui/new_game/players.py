"""The players of a new game: how many, their name fields, their names until somebody
types them, the player profiles to fill them in from, and what keeps their names from
starting a game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import flet as ft

from ui.i18n import Texts

if TYPE_CHECKING:
    from ui.app import AppSession


def placeholder_name(t: Texts, number: int | str) -> str:
    """The name a player has until somebody types one: "Player 2"."""
    return t("new.player_name", number=number)


def first_names(session: AppSession, t: Texts, count: int) -> list[str]:
    """The names of the first ``count`` players: the player profiles', then placeholders."""
    profiles = [profile.name for profile in session.store.list_profiles()]
    return [
        profiles[index] if index < len(profiles) else placeholder_name(t, index + 1)
        for index in range(count)
    ]


Beside = Callable[[int], Sequence[ft.Control]]


class NameRows:
    """One row per player: the name field, what a game shows beside it (made with the row)
    and below it (redrawn with the screen).

    A row, its field and what is beside it are made once per seat and kept, under the
    same parent, for the life of the screen: whatever else the screen redraws (it does
    when a name field is left), a field somebody is typing into or a choice somebody is
    reaching for is never replaced by a new one, which would drop the letters typed
    meanwhile or the tap. Only a name changed elsewhere (a profile put at the table) is
    written into its field.
    """

    def __init__(
        self,
        label: Callable[[int], str],
        on_rename: Callable[[int, str], None],
        on_done: Callable[[], None] | None = None,
        *,
        beside: Beside | None = None,
        field_col: dict[str, int] | None = None,
    ) -> None:
        self.label = label
        self.on_rename = on_rename
        self.on_done = on_done
        self.beside = beside
        self.field_col = field_col or {"xs": 12}
        self.rows: list[_NameRow] = []
        # Keys let the client match rows to the same widgets whatever moves around them.
        self.column = ft.Column(spacing=8, key="player-names")

    @property
    def fields(self) -> list[ft.TextField]:
        return [row.field for row in self.rows]

    def show(self, names: Sequence[str], below: Beside | None = None) -> ft.Column:
        """The rows of ``names`` (kept rows keep their controls) with ``below`` each."""
        while len(self.rows) < len(names):
            self.rows.append(self._row(len(self.rows)))
        del self.rows[len(names) :]
        for index, (row, name) in enumerate(zip(self.rows, names, strict=True)):
            if (row.field.value or "") != name:
                row.field.value = name
            row.below.controls = list(below(index) if below else ())
        self.column.controls = [row.box for row in self.rows]
        return self.column

    def _row(self, index: int) -> _NameRow:
        done = (lambda e: self.on_done()) if self.on_done else None
        field = ft.TextField(
            label=self.label(index),
            max_length=40,
            col=self.field_col,
            key=f"name-{index}",
            on_change=lambda e: self.on_rename(index, e.control.value or ""),
            on_blur=done,
            on_submit=done,
        )
        line = ft.ResponsiveRow(
            [field, *(self.beside(index) if self.beside else ())],
            vertical_alignment=ft.CrossAxisAlignment.START,
            spacing=8,
        )
        below = ft.Column(spacing=4)
        box = ft.Column([line, below], spacing=4, key=f"player-{index}")
        return _NameRow(field, below, box)


@dataclass(frozen=True, slots=True)
class _NameRow:
    field: ft.TextField
    below: ft.Column
    box: ft.Column


def player_count(
    t: Texts, count: int, least: int, most: int, on_count: Callable[[int], None]
) -> ft.Control:
    """The number of players between a button for one fewer and one for one more."""
    return ft.Row(
        [
            ft.IconButton(
                ft.Icons.REMOVE,
                tooltip=t("new.fewer"),
                disabled=count <= least,
                on_click=lambda e: on_count(count - 1),
            ),
            ft.Text(t("new.count", count=count), size=16),
            ft.IconButton(
                ft.Icons.ADD,
                tooltip=t("new.more"),
                disabled=count >= most,
                on_click=lambda e: on_count(count + 1),
            ),
        ]
    )


def profile_chips(session: AppSession, on_pick: Callable[[str], None]) -> list[ft.Control]:
    """A chip per player profile that puts its name at the table (none without profiles)."""
    profiles = session.store.list_profiles()
    if not profiles:
        return []
    return [
        ft.Row(
            [
                ft.Chip(label=profile.name, on_click=lambda e, n=profile.name: on_pick(n))
                for profile in profiles
            ],
            wrap=True,
        )
    ]


def names_with_profile(t: Texts, names: Sequence[str], profile: str, most: int) -> list[str] | None:
    """``names`` with ``profile`` in the first seat that has no name or a placeholder, else
    in a new seat up to ``most``; ``None`` when a player has that name or there is no room."""
    if profile.casefold() in (name.casefold() for name in names):
        return None
    placeholder = placeholder_name(t, "").strip()
    for index, name in enumerate(names):
        if name.startswith(placeholder) or not name.strip():
            return [*names[:index], profile, *names[index + 1 :]]
    return [*names, profile] if len(names) < most else None


def names_problem(t: Texts, names: Sequence[str]) -> str | None:
    """What keeps the players' names from starting a game: one missing, or two alike."""
    stripped = [name.strip() for name in names]
    if not all(stripped):
        return t("new.name_missing")
    if len({name.casefold() for name in stripped}) != len(stripped):
        return t("new.names_differ")
    return None

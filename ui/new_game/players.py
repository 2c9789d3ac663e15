"""The players of a new game: how many, their names until somebody types them, the
player profiles to fill them in from, and what keeps their names from starting a game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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

"""The players of a new game: how many, their name fields, their names until somebody
types them, the player profiles to fill them in from, and what keeps their names from
starting a game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import flet as ft

from sheets.core.names import BLANK, NAME_MAX, TOO_LONG, NameRefused, name_refusal
from ui.i18n import Texts

if TYPE_CHECKING:
    from ui.session import AppSession


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
# The opacity of a control that does nothing now (Material's disabled look).
DIMMED = 0.38


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
        t: Texts,
        label: Callable[[int], str],
        on_rename: Callable[[int, str], None],
        on_done: Callable[[], None] | None = None,
        *,
        beside: Beside | None = None,
        field_col: ft.ResponsiveNumber | None = None,
    ) -> None:
        self.t = t
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

    def mark(self, names: Sequence[str]) -> None:
        """Say under each field what keeps its name from starting the game (nothing when
        it is fine), so that the player sees which field to correct."""
        problems = name_problems(names)
        for index, row in enumerate(self.rows):
            key = problems.get(index)
            error = self.t(key, most=NAME_MAX) if key else None
            if row.field.error != error:
                row.field.error = error
                if row.field.page:
                    row.field.update()

    def _renamed(self, index: int, name: str) -> None:
        self.on_rename(index, name)
        field = self.rows[index].field
        # What is wrong with a name is said while it is typed (an empty one only by Start);
        # a mark from Start goes once the name is typed.
        refused = name_refusal(name)
        wrong = None if refused is None or refused.reason == BLANK else field_problem(refused)
        error = None if wrong is None else self.t(wrong, most=NAME_MAX)
        if field.error != error and (error or field.error):
            field.error = error
            field.update()

    def _row(self, index: int) -> _NameRow:
        on_done = self.on_done
        done = (lambda e: on_done()) if on_done else None
        # No hard limit on typing: a pasted name cut silently would surprise; the field
        # says when a name is too long instead.
        field = ft.TextField(
            label=self.label(index),
            col=self.field_col,
            key=f"name-{index}",
            on_change=lambda e: self._renamed(index, e.control.value or ""),
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


class PlayerCount:
    """The number of players between a button for one fewer and one for one more.

    Made once per form and kept when the form is redrawn (see :class:`NameRows`): a second
    quick tap reaches the same buttons, and each tap counts from the number the form has
    then.

    A button at a limit is dimmed, never disabled: the button just tapped has the
    keyboard, and a disabled one hands it on a moment later, taking it from the name field
    the player has tapped meanwhile (the first letters of the name were lost). A tap at a
    limit says what the limit is."""

    def __init__(self, t: Texts, least: int, most: int, on_count: Callable[[int], None]) -> None:
        self.t, self.least, self.most, self.on_count = t, least, most, on_count
        self.count = least
        self.fewer = ft.IconButton(
            ft.Icons.REMOVE, tooltip=t("new.fewer"), on_click=lambda e: self._step(-1)
        )
        self.number = ft.Text(size=16)
        self.more = ft.IconButton(
            ft.Icons.ADD, tooltip=t("new.more"), on_click=lambda e: self._step(1)
        )
        self.limit = ft.Text(size=13, color=ft.Colors.ON_SURFACE_VARIANT)
        self.control = ft.Row(
            [self.fewer, self.number, self.more, self.limit], key="player-count", wrap=True
        )

    def show(self, count: int) -> ft.Control:
        self.count = count
        self.number.value = self.t("new.count", count=count)
        self.fewer.opacity = DIMMED if count <= self.least else 1.0
        self.more.opacity = DIMMED if count >= self.most else 1.0
        self.limit.value = ""
        return self.control

    def _step(self, change: int) -> None:
        count = self.count + change
        if self.least <= count <= self.most:
            self.on_count(count)
            return
        self.limit.value = (
            self.t("new.most_players", most=self.most)
            if change > 0
            else self.t("new.least_players", least=self.least)
        )
        self.limit.update()


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


# The short words under a name field for what the rule of names refuses; the rest are
# said in the rule's own sentence.
_FIELD_PROBLEMS = {BLANK: "new.name_field.missing", TOO_LONG: "new.name_field.too_long"}
# What the whole form says for each word under a field, first found first.
_FORM_PROBLEMS = {
    "new.name_field.missing": "new.name_missing",
    "new.name_field.too_long": "new.name_too_long",
    "name.control": "name.control",
    "name.direction": "name.direction",
    "new.name_field.same": "new.names_differ",
}


def field_problem(refused: NameRefused) -> str:
    """The message key said under a name field for what the rule of names refuses."""
    return _FIELD_PROBLEMS.get(refused.reason, f"name.{refused.reason}")


def name_problems(names: Sequence[str]) -> dict[int, str]:
    """The message key of what is wrong with each name that keeps a game from starting:
    what the rule of names refuses (missing, too long, a control character, a change of
    direction), or the same as another player's."""
    folded = [name.strip().casefold() for name in names]
    found = {}
    for index, name in enumerate(names):
        refused = name_refusal(name)
        if refused is not None:
            found[index] = field_problem(refused)
        elif folded.count(folded[index]) > 1:
            found[index] = "new.name_field.same"
    return found


def names_problem(t: Texts, names: Sequence[str]) -> str | None:
    """What keeps the players' names from starting a game: the first problem of
    :func:`name_problems` in the order of ``_FORM_PROBLEMS``, in a sentence."""
    problems = set(name_problems(names).values())
    for field_key, form_key in _FORM_PROBLEMS.items():
        if field_key in problems:
            return t(form_key, most=NAME_MAX)
    return None

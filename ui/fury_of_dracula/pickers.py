"""Picking a place by typing part of its name: the matching places appear as buttons.

On the table and the hunters' devices a picker shows nothing until something is typed,
so that no list of place names is ever sent unasked: a list of every city would carry the
names of Dracula's hidden locations along with the rest, and a secrecy check could not
tell the two apart. Dracula's own device may show all its choices at once.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable

import flet as ft

from sheets.i18n import Language
from sheets.i18n.collation import collation_key
from ui.fury_of_dracula.names import place_name

MAX_SHOWN = 12


def folded(text: str) -> str:
    """``text`` without case and accents, so that "plzen" finds "Plzeň"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


class PlacePicker:
    """A search field and the places matching it; ``on_pick(code)`` is called on a tap."""

    def __init__(
        self,
        places: Iterable[str],
        language: Language,
        on_pick: Callable[[str], object],
        *,
        label: str,
        show_all: bool = False,
        describe: Callable[[str], str] | None = None,
    ) -> None:
        self.language = language
        self.on_pick = on_pick
        self.show_all = show_all
        self.describe = describe or (lambda code: place_name(code, language))
        self.places = sorted(places, key=lambda code: collation_key(self.describe(code), language))
        self.field = ft.TextField(label=label, on_change=self._typed)
        self.matches = ft.Row(wrap=True, spacing=6, run_spacing=6)
        self.control = ft.Column([self.field, self.matches], spacing=8, tight=True)
        self._filter("")

    def _typed(self, e: ft.Event[ft.TextField]) -> None:
        # The matches beside the field on screen: a screen that redraws by reusing its
        # controls keeps showing its own, not the ones this picker was made with.
        field = e.control
        shown = field.parent
        beside = shown.controls[1] if isinstance(shown, ft.Column) else None
        matches = beside if isinstance(beside, ft.Row) else self.matches
        matches.controls = self._buttons(field.value)
        matches.update()

    def _filter(self, query: str | None) -> None:
        self.matches.controls = self._buttons(query)

    def _buttons(self, query: str | None) -> list[ft.Control]:
        wanted = folded((query or "").strip())
        if not wanted and not self.show_all:
            return []
        found = [
            code
            for code in self.places
            if not wanted or wanted in folded(self.describe(code)) or wanted == code.casefold()
        ]
        limit = len(found) if self.show_all and not wanted else MAX_SHOWN
        return [
            ft.OutlinedButton(self.describe(code), on_click=lambda e, c=code: self.on_pick(c))
            for code in found[:limit]
        ]

"""Card effects on the whole table that the app counts: every player gaining madness, and
cards of the madness deck destroyed. In plain sight during the phases that set them off,
for the host device that runs the table."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from sheets.big_book_of_madness.actions import DestroyFromMadnessDeck, EveryoneGainsMadness
from sheets.big_book_of_madness.view import TableView
from ui.big_book_of_madness.buttons import ActionButton, Doers
from ui.big_book_of_madness.slots import Part
from ui.big_book_of_madness.words import Words
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Redrawn

# Drawn from: the player whose turn it is, the madness deck and the phase (nothing: hidden).
Shown = tuple[int, int, str] | None


@isolated
class TableEffects(Redrawn[Shown], ft.Container):
    """``ask_destroy()`` asks how many cards of the madness deck a curse destroys."""

    def __init__(self, words: Words, doers: Doers, ask_destroy: Callable[[], None]) -> None:
        super().__init__()
        self.words = words
        self.doers = doers
        self.ask_destroy = ask_destroy
        self.visible = False
        self.built = False
        self.sent: list[ft.Control] = []

    def _build(self) -> None:
        """Built when first shown (never on a device that does not host the table)."""
        self.built = True
        w, doers = self.words, self.doers
        self.padding = 12
        self.border = ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)
        self.border_radius = 10
        self.gain = ActionButton(w, doers, icon=ft.Icons.ADD)
        self.destroy = ActionButton(w, doers, icon=ft.Icons.DELETE_OUTLINE)
        # Sent on its own: showing and hiding the panel sends its frame, not its insides.
        self.content = Part(
            ft.Column(
                [
                    ft.Row(
                        [
                            ft.Icon(ft.Icons.GROUPS),
                            ft.Text(w("bbm.ui.table_effects"), weight=ft.FontWeight.BOLD),
                        ]
                    ),
                    ft.Text(w("bbm.ui.table_effects_note"), size=13, italic=True),
                    ft.Row([self.gain, self.destroy], wrap=True),
                ],
                spacing=8,
            )
        )

    def refresh(self, view: TableView, *, playing: bool, host: bool) -> list[ft.Control]:
        """Shown on the host in the phases that set card effects off (the Grimoire
        phase's monsters and curses, the Actions phase's spells); the controls to send."""
        wanted = playing and host and view.phase in ("grimoire", "actions")
        self.sent = []
        self.show((view.active, view.madness_deck, view.phase) if wanted else None)
        return self.sent

    def draw(self, value: Shown) -> None:
        shown = self.visible
        self.visible = value is not None
        self.sent = [] if shown == self.visible else [self]
        if value is None:
            return
        if not self.built:
            self._build()
        w, active = self.words, value[0]
        if self.gain.offer(w("bbm.ui.everyone_gains"), EveryoneGainsMadness(seat=active)):
            self.sent.append(self.gain)
        if self.destroy.offer(
            w("bbm.action.destroy_from_deck"),
            DestroyFromMadnessDeck(seat=active, count=1),
            then=self.ask_destroy,
        ):
            self.sent.append(self.destroy)

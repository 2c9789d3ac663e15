"""The current step of the turn: its reminders in order, the button to go on (or why not
yet, or whether the active player was scared to death), the monster's elements to enter,
the card effects on the whole table, and in the Actions phase the actions a player may
take, each refused one saying why.

The controls are built once; a change of the table changes their properties and sends
only the parts it touched.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from sheets.big_book_of_madness.actions import (
    MadnessUnderCurses,
    NextStep,
    RevealMonster,
)
from sheets.big_book_of_madness.content import ELEMENTS, Element
from sheets.big_book_of_madness.options import SeatOptions
from sheets.big_book_of_madness.view import TableView
from sheets.i18n import joined
from ui.big_book_of_madness.actions_section import ActionsSection
from ui.big_book_of_madness.buttons import ActionButton, Doers
from ui.big_book_of_madness.look import (
    ALERT_REMINDERS,
    ELEMENT_COLOUR,
    ELEMENT_ICON,
    GOOD_REMINDERS,
    PHASE_ICON,
)
from ui.big_book_of_madness.slots import Part
from ui.big_book_of_madness.step_host import StepHost
from ui.big_book_of_madness.table_effects import TableEffects
from ui.big_book_of_madness.words import Words
from ui.widgets.common import section_title
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Parts, Redrawn

POSITIONS = ("left", "top", "right")
# A monster's elements, to ask who may record a monster: the same device may record any.
ANY_MONSTER: tuple[Element, Element, Element] = ("water", "fire", "earth")


@isolated
class StepPanel(ft.Container):
    def __init__(self, words: Words, host: StepHost, *, big: bool) -> None:
        super().__init__()
        self.words = words
        self.host = host
        self.big_text = big
        self.revealed: list[Element | None] = [None, None, None]
        self.parts = Parts()
        self.changed: list[ft.Control] = []
        self.view_now: TableView | None = None
        # Why this device may not record the monster's elements (``None``: it may).
        self.reveal_forbidden: str | None = None
        self._build()

    # Building once

    def _build(self) -> None:
        w, doers = self.words, self.host.doers
        self.phase_icon = ft.Icon(PHASE_ICON["focus"], size=28)
        self.phase_text = ft.Text(size=22 if self.big_text else 18, weight=ft.FontWeight.BOLD)
        self.header = Part(ft.Row([self.phase_icon, self.phase_text]))
        self.reminder_rows: list[ReminderRow] = []
        self.reminder_list = ft.Column(spacing=4)
        self.reminders = Part(self.reminder_list)
        self.reveal = RevealBox(w, self._pick, self._place_curses)
        self.warlock = ActionButton(w, doers, icon=ft.Icons.PSYCHOLOGY, visible=False)
        self.results = Part(visible=False)
        self.next = NextArea(w, doers, big=self.big_text)
        self.effects = TableEffects(w, doers, self.host.ask_destroy)
        self.actions = ActionsSection(w, self.host)
        self.actions_box = Part(self.actions, visible=False)
        self.content = ft.Column(
            [
                self.header,
                self.reminders,
                self.reveal,
                self.warlock,
                self.results,
                self.next,
                self.effects,
                self.actions_box,
            ],
            spacing=10,
        )

    # Showing the table

    def refresh(
        self, view: TableView, offered: SeatOptions, acting: int, *, host: bool
    ) -> list[ft.Control]:
        """Bring the panel up to date; the parts that changed, for the caller to send."""
        self.changed = []
        self.view_now = view
        if not view.awaiting_monster:
            self.revealed = [None, None, None]
        playing = view.result is None and view.phase not in ("setup", "over")
        self._touch(self.header, view.phase, lambda: self._header(view))
        self.changed += self.parts.send(
            self.reminders, view.reminders, lambda: self._reminders(view)
        )
        # Recording the monster is the table's, whoever's turn it is: a device the
        # authority does not let record it shows its elements as not to be tapped.
        self.reveal_forbidden = (
            self.host.doers.forbids(RevealMonster(seat=view.active, elements=ANY_MONSTER))
            if view.awaiting_monster
            else None
        )
        # A part hidden is hidden whoever's turn it is: a new turn leaves it alone.
        reveal = (
            (tuple(self.revealed), view.active, self.reveal_forbidden)
            if view.awaiting_monster
            else None
        )
        self._touch(
            self.reveal,
            reveal,
            lambda: self.reveal.show(view, self.revealed, self.reveal_forbidden),
        )
        warlock = offered.madness_under_curses
        self._touch(
            self.warlock,
            (view.active, host) if warlock else None,
            lambda: self._warlock(view, warlock),
        )
        self._touch(self.results, view.result is not None, lambda: self._results(view))
        self.changed += self.next.refresh(view, offered, playing=playing, host=host)
        self.changed += self.effects.refresh(view, playing=playing, host=host)
        in_actions = view.phase == "actions" and view.result is None
        # Hidden or shown as the box around it: the section's own update would carry all
        # its buttons.
        self._touch(self.actions_box, in_actions, lambda: self._actions_box(in_actions))
        if in_actions:
            self.changed += self.actions.refresh(view, offered, acting)
        return self.changed

    def _touch(self, part: ft.Control, key: object, draw: Callable[[], None]) -> None:
        if self.parts.show(part, key, draw):
            self.changed.append(part)

    def _warlock(self, view: TableView, offered: bool) -> None:
        """Madness put under the curses, a button while the rules offer it."""
        self.warlock.visible = offered
        if offered:
            self.warlock.offer(
                self.words("bbm.action.madness_under_curses"),
                MadnessUnderCurses(seat=view.active),
            )

    def _actions_box(self, shown: bool) -> None:
        self.actions_box.visible = shown

    def _results(self, view: TableView) -> None:
        self.results.visible = view.result is not None
        if self.results.visible and self.results.content is None:
            self.results.content = ft.FilledButton(
                self.words("bbm.ui.see_results"),
                icon=ft.Icons.EMOJI_EVENTS,
                height=56,
                on_click=lambda e: self.host.open_results(),
            )

    def _header(self, view: TableView) -> None:
        w = self.words
        self.header.visible = view.phase in PHASE_ICON
        if view.phase in PHASE_ICON:
            self.phase_icon.icon = PHASE_ICON[view.phase]
            self.phase_text.value = w("bbm.ui.now", phase=w(f"bbm.phase.{view.phase}"))

    def _reminders(self, view: TableView) -> list[ft.Control]:
        """One row per reminder: the rows on screen are kept and changed; a step with
        fewer reminders hides the rows it leaves over, which a step with more shows again
        (rows dropped and added would be sent whole each time). The controls to send:
        the rows changed, or the list when it took new rows."""
        size = 18 if self.big_text else 15
        added = len(self.reminder_rows) < len(view.reminders)
        while len(self.reminder_rows) < len(view.reminders):
            self.reminder_rows.append(ReminderRow(size))
        changed: list[ft.Control] = []
        number = 0
        for index, row in enumerate(self.reminder_rows):
            shown = index < len(view.reminders)
            redrawn = row.visible != shown
            row.visible = shown
            if shown:
                reminder = view.reminders[index]
                marked = reminder.key in ALERT_REMINDERS or reminder.key in GOOD_REMINDERS
                number += not marked
                redrawn |= row.write(number, reminder.key, self.words.reminder(reminder))
            if redrawn:
                changed.append(row)
        if added:
            self.reminder_list.controls = list(self.reminder_rows)
            return [self.reminders]
        return changed

    # The monster's elements

    def _pick(self, position: int, element: Element) -> None:
        chosen = self.revealed[position] != element
        self.revealed[position] = element if chosen else None
        view = self.view_now
        assert view is not None
        self.parts.forget(self.reveal)
        self.reveal.show(view, self.revealed, self.reveal_forbidden)
        self.reveal.update()

    def _place_curses(self) -> None:
        view = self.view_now
        assert view is not None
        chosen = tuple(element for element in self.revealed if element is not None)
        self.host.doers.commit(RevealMonster(seat=view.active, elements=chosen))  # type: ignore[arg-type]


@ft.control
class ReminderRow(Redrawn[tuple[int, bool, bool, str]], ft.Container):
    """One reminder: its number and its sentence; a warning sign or a tick, which are not
    counted, for what the table must act on at once, or what went well. The row keeps its
    text control, and only the text changes from step to step."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.text = ft.Text(size=size)
        self.content = self.text
        self.padding = 4
        self.border_radius = 6

    def write(self, number: int, key: str, text: str) -> bool:
        """Show reminder ``key`` as the ``number``-th of the step; whether it changed."""
        return self.show((number, key in ALERT_REMINDERS, key in GOOD_REMINDERS, text))

    def draw(self, value: tuple[int, bool, bool, str]) -> None:
        number, alert, good, text = value
        self.bgcolor = ft.Colors.ERROR_CONTAINER if alert else None
        mark = "⚠" if alert else "✓" if good else f"{number}."
        self.text.value = f"{mark} {text}"
        self.text.weight = ft.FontWeight.BOLD if alert or good else None
        self.text.color = ft.Colors.ON_ERROR_CONTAINER if alert else None


@isolated
class RevealBox(ft.Container):
    """The three element icons of the new monster, left, top and right of it: chips kept
    on screen, so that quick taps one after another all land."""

    def __init__(
        self,
        words: Words,
        pick: Callable[[int, Element], None],
        place: Callable[[], None],
    ) -> None:
        super().__init__()
        self.words = words
        self.pick = pick
        self.place_curses = place
        self.chips: list[list[ft.Chip]] = []
        self.visible = False

    def _build(self) -> None:
        """Built when a monster first waits for its elements, and kept from then on."""
        w, pick, place = self.words, self.pick, self.place_curses
        self.padding = 10
        self.border = ft.Border.all(2, ft.Colors.PRIMARY)
        self.border_radius = 10
        rows: list[ft.Control] = [section_title(w("bbm.ui.reveal_title"))]
        for index, position in enumerate(POSITIONS):
            chips = [
                ft.Chip(
                    label=ft.Text(w.element(element)),
                    leading=ft.Icon(ELEMENT_ICON[element], color=ELEMENT_COLOUR[element]),
                    selected=False,
                    show_checkmark=False,
                    on_select=lambda e, i=index, el=element: pick(i, el),
                )
                for element in ELEMENTS
            ]
            self.chips.append(chips)
            rows.append(ft.Text(w(f"bbm.ui.position.{position}")))
            rows.append(ft.Row(list(chips), wrap=True, spacing=6))
        self.place = ft.FilledButton(
            w("bbm.ui.place_curses"),
            icon=ft.Icons.CHECK,
            disabled=True,
            on_click=lambda e: place(),
        )
        self.missing = ft.Text(italic=True, size=13)
        self.refusal_text = ft.Text(italic=True, expand=True)
        self.refusal = ft.Row([ft.Icon(ft.Icons.BLOCK, size=18), self.refusal_text])
        rows += [self.place, self.missing, self.refusal]
        self.content = ft.Column(rows, spacing=6)

    def show(self, view: TableView, revealed: list[Element | None], forbidden: str | None) -> None:
        """Show the elements picked in ``revealed``; with ``forbidden``, why this device
        may not record them, the chips greyed and not to be tapped."""
        self.visible = view.awaiting_monster
        if not self.visible:
            return
        if not self.chips:
            self._build()
        may_record = forbidden is None
        for chips, chosen in zip(self.chips, revealed, strict=True):
            for chip, element in zip(chips, ELEMENTS, strict=True):
                chip.selected = chosen == element
                chip.disabled = not may_record
        left = sum(element is None for element in revealed)
        self.place.visible = may_record
        self.place.disabled = left > 0
        self.missing.value = self.words("bbm.ui.reveal_missing", count=left) if left else ""
        self.missing.visible = may_record and bool(left)
        self.refusal.visible = not may_record
        self.refusal_text.value = forbidden or ""


@isolated
class NextArea(ft.Container):
    """The button that goes on to the next step, why it cannot yet, and at the end of a
    turn the question whether a player was scared to death."""

    def __init__(self, words: Words, doers: Doers, *, big: bool) -> None:
        super().__init__()
        self.words = words
        self.doers = doers
        self.go_on = ActionButton(words, doers, icon=ft.Icons.SKIP_NEXT, primary=True)
        self.reason_text = ft.Text(italic=True, expand=True)
        self.reason = ft.Row([ft.Icon(ft.Icons.BLOCK, size=18), self.reason_text], visible=False)
        self.question_text = ft.Text(weight=ft.FontWeight.BOLD, size=17 if big else 15)
        self.question_buttons = ft.Row(wrap=True)
        self.question = ft.Column([self.question_text, self.question_buttons], visible=False)
        self.content = ft.Column([self.go_on, self.reason, self.question], spacing=6)
        self.parts = Parts()

    def refresh(
        self, view: TableView, offered: SeatOptions, *, playing: bool, host: bool
    ) -> list[ft.Control]:
        """Bring the area up to date; the controls to send (the button alone when only its
        words changed, as from step to step). It is drawn again when the step, its
        refusal, the question or the player whose turn it is changes."""
        key = (
            playing,
            view.phase,
            offered.next_step_refused,
            offered.scare_question,
            view.active,
            host,
            view.monsters[-1:],
        )
        sent: list[ft.Control] = []
        self.parts.show(self, key, lambda: sent.extend(self._draw(view, offered, playing=playing)))
        return sent

    def _draw(self, view: TableView, offered: SeatOptions, *, playing: bool) -> list[ft.Control]:
        w = self.words
        appears = not self.visible
        self.visible = playing
        if not playing:
            return [] if appears else [self]
        asking = bool(offered.scare_question)
        sent: list[ft.Control] = []
        if asking or self.question.visible:
            self.question.visible = asking
            sent.append(self.question)
        if asking:
            self._ask(view, offered.scare_question)
        shown = self.go_on.visible
        self.go_on.visible = not asking
        drawn = not asking and self.go_on.offer(
            w(f"bbm.ui.next.{view.phase}"), NextStep(seat=view.active, leaving=view.phase)
        )
        if drawn or shown == asking:
            sent.append(self.go_on)
        reason = self.go_on.reason if not asking else None
        if self.reason.visible or reason is not None:
            self.reason.visible = reason is not None
            self.reason_text.value = reason or ""
            sent.append(self.reason)
        return [self] if appears else sent

    def _ask(self, view: TableView, seats: tuple[int, ...]) -> None:
        """Was the player (were the players, by house rule) holding six madness cards?"""
        w = self.words
        names = joined((view.players[seat].name for seat in seats), w.language)
        self.question_text.value = w("bbm.ui.scared_question", players=names, count=len(seats))
        buttons: list[ft.Control] = []
        no = ActionButton(w, self.doers, icon=ft.Icons.SKIP_NEXT, primary=True)
        no.offer(
            w("bbm.ui.not_scared", count=len(seats)),
            NextStep(seat=view.active, scared=(), leaving=view.phase),
        )
        buttons.append(no)
        for seat in seats:
            yes = ActionButton(w, self.doers, icon=ft.Icons.SENTIMENT_VERY_DISSATISFIED)
            yes.offer(
                w("bbm.ui.is_scared", player=w.person(seat)),
                NextStep(seat=view.active, scared=(seat,), leaving=view.phase),
            )
            buttons.append(yes)
        self.question_buttons.controls = buttons

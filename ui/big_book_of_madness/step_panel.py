"""The current step of the turn: its reminders in order, the button to go on (or why not
yet), the monster's elements to enter, and in the Actions phase the actions a player may
take, each refused one saying why."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from sheets.big_book_of_madness.actions import (
    BanishMadness,
    BreakCurse,
    CastSpell,
    DestroyFromMadnessDeck,
    GainMadness,
    LearnSpell,
    MadnessUnderCurses,
    NextStep,
    RevealMonster,
)
from sheets.big_book_of_madness.content import ELEMENTS, Element
from sheets.big_book_of_madness.options import LearnOption, SeatOptions, refusal
from sheets.big_book_of_madness.view import TableView
from sheets.core.actions import Action
from ui.big_book_of_madness.buttons import BUTTON_HEIGHT, Doers, action_button
from ui.big_book_of_madness.look import (
    ALERT_REMINDERS,
    ELEMENT_COLOUR,
    ELEMENT_ICON,
    GOOD_REMINDERS,
    PHASE_ICON,
)
from ui.big_book_of_madness.slots import Slot
from ui.big_book_of_madness.words import Words
from ui.widgets.common import section_title

POSITIONS = ("left", "top", "right")


class StepHost(Protocol):
    """What the step panel asks of its screen."""

    def commit(self, action: Action) -> object: ...

    def notify(self, text: str) -> None: ...

    def ask_cast(self, seat: int, spell: str) -> None: ...

    def ask_learn(self, seat: int, option: LearnOption) -> None: ...

    def act_as(self, seat: int) -> None: ...

    def open_results(self) -> None: ...


@ft.control(isolated=True)
class StepPanel(ft.Container):
    def __init__(self, words: Words, host: StepHost, *, big: bool, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.words = words
        self.host = host
        self.doers = Doers(commit=host.commit, notify=host.notify)
        self.big_text = big
        self.revealed: list[Element | None] = [None, None, None]
        self.shown: object = None
        self.last: tuple[TableView, SeatOptions, int] | None = None
        self.slots = [Slot() for _ in range(8)]
        self.content = ft.Column([slot.holder for slot in self.slots], spacing=10)

    def show(self, view: TableView, offered: SeatOptions, acting: int) -> list[ft.Control]:
        """Bring the panel up to date; each part is rebuilt only when what it shows
        changed. The parts that changed, for the caller to send."""
        shown = (view, offered, acting, tuple(self.revealed))
        if shown == self.shown:
            return []
        self.shown = shown
        self.last = (view, offered, acting)
        if not view.awaiting_monster:
            self.revealed = [None, None, None]
        playing = view.result is None and view.phase not in ("setup", "over")
        acting_now = playing and view.phase == "actions"
        header, reminders, reveal, warlock, results, step, actions, effects = self.slots
        fills = [
            (header, view.phase, lambda: self._header(view)),
            (reminders, view.reminders, lambda: self._reminders(view)),
            (
                reveal,
                (view.awaiting_monster, tuple(self.revealed), view.active),
                lambda: self._reveal(view) if view.awaiting_monster else None,
            ),
            (
                warlock,
                (offered.madness_under_curses, view.active),
                lambda: self._warlock(view) if offered.madness_under_curses else None,
            ),
            (results, view.result is not None, lambda: self._results(view)),
            (
                step,
                (playing, view.phase, offered.next_step_refused, view.monsters[-1:], view.active),
                lambda: self._next(view, offered) if playing else None,
            ),
            (
                actions,
                (acting, offered, view.curses, view.library, view.players, view.active)
                if acting_now
                else None,
                lambda: (
                    ft.Column(self._actions(view, offered, acting), spacing=10)
                    if acting_now
                    else None
                ),
            ),
            (
                effects,
                (playing, offered.destroy_from_deck, view.active),
                lambda: self._table_effects(view) if playing else None,
            ),
        ]
        return [slot.holder for slot, key, build in fills if slot.fill(key, build)]

    def _header(self, view: TableView) -> ft.Control | None:
        w = self.words
        if view.phase not in PHASE_ICON:
            return None
        return ft.Row(
            [
                ft.Icon(PHASE_ICON[view.phase], size=28),
                ft.Text(
                    w("bbm.ui.now", phase=w(f"bbm.phase.{view.phase}")),
                    size=22 if self.big_text else 18,
                    weight=ft.FontWeight.BOLD,
                ),
            ]
        )

    def _warlock(self, view: TableView) -> ft.Control:
        w = self.words
        return action_button(
            w,
            self.doers,
            w("bbm.action.madness_under_curses"),
            MadnessUnderCurses(seat=view.active),
            icon=ft.Icons.PSYCHOLOGY,
        )

    def _results(self, view: TableView) -> ft.Control | None:
        if view.result is None:
            return None
        return ft.FilledButton(
            self.words("bbm.ui.see_results"),
            icon=ft.Icons.EMOJI_EVENTS,
            height=56,
            on_click=lambda e: self.host.open_results(),
        )

    def _reminders(self, view: TableView) -> ft.Control:
        rows: list[ft.Control] = []
        for number, reminder in enumerate(view.reminders, start=1):
            alert = reminder.key in ALERT_REMINDERS
            good = reminder.key in GOOD_REMINDERS
            if alert:
                marker: ft.Control = ft.Icon(ft.Icons.WARNING_AMBER, color=ft.Colors.ERROR, size=24)
            elif good:
                marker = ft.Icon(ft.Icons.CHECK_CIRCLE, color=ft.Colors.PRIMARY, size=24)
            else:
                marker = ft.Text(f"{number}.", size=16, weight=ft.FontWeight.BOLD)
            rows.append(
                ft.Container(
                    ft.Row(
                        [
                            ft.Container(marker, width=30, alignment=ft.Alignment.TOP_CENTER),
                            ft.Text(
                                self.words.reminder(reminder),
                                size=18 if self.big_text else 15,
                                weight=ft.FontWeight.BOLD if alert else None,
                                expand=True,
                            ),
                        ],
                        vertical_alignment=ft.CrossAxisAlignment.START,
                    ),
                    bgcolor=ft.Colors.ERROR_CONTAINER if alert else None,
                    padding=ft.Padding.symmetric(horizontal=6, vertical=4),
                    border_radius=ft.BorderRadius.all(6),
                )
            )
        return ft.Column(rows, spacing=4)

    def _reveal(self, view: TableView) -> ft.Control:
        """The three element icons of the new monster, left, top and right of it."""
        w = self.words

        def pick(position: int, element: Element) -> None:
            chosen = self.revealed[position] != element
            self.revealed[position] = element if chosen else None
            assert self.last is not None
            for part in self.show(*self.last):
                part.update()

        rows: list[ft.Control] = [section_title(w("bbm.ui.reveal_title"))]
        for index, position in enumerate(POSITIONS):
            rows.append(ft.Text(w(f"bbm.ui.position.{position}")))
            rows.append(
                ft.Row(
                    [
                        ft.Chip(
                            label=ft.Text(w.element(element)),
                            leading=ft.Icon(ELEMENT_ICON[element], color=ELEMENT_COLOUR[element]),
                            selected=self.revealed[index] == element,
                            show_checkmark=False,
                            on_select=lambda e, i=index, el=element: pick(i, el),
                        )
                        for element in ELEMENTS
                    ],
                    wrap=True,
                    spacing=6,
                )
            )
        chosen = [element for element in self.revealed if element is not None]
        ready = len(chosen) == len(POSITIONS)
        rows.append(
            ft.FilledButton(
                w("bbm.ui.place_curses"),
                icon=ft.Icons.CHECK,
                height=BUTTON_HEIGHT,
                disabled=not ready,
                on_click=lambda e: self.host.commit(
                    RevealMonster(seat=view.active, elements=tuple(chosen))  # type: ignore[arg-type]
                ),
            )
        )
        return ft.Container(
            ft.Column(rows, spacing=6),
            padding=10,
            border=ft.Border.all(2, ft.Colors.PRIMARY),
            border_radius=ft.BorderRadius.all(10),
        )

    def _next(self, view: TableView, offered: SeatOptions) -> ft.Control:
        w = self.words
        label = w(f"bbm.ui.next.{view.phase}")
        button = ft.FilledButton(
            label,
            icon=ft.Icons.SKIP_NEXT,
            height=60,
            disabled=not offered.next_step,
            on_click=lambda e: self.host.commit(NextStep(seat=view.active)),
            style=ft.ButtonStyle(text_style=ft.TextStyle(size=18 if self.big_text else 16)),
        )
        controls: list[ft.Control] = [button]
        refused = refusal(self.words.state, NextStep(seat=view.active))
        if refused is not None:
            reason = self.words.refusal(refused)
            controls.append(
                ft.Row(
                    [ft.Icon(ft.Icons.BLOCK, size=18), ft.Text(reason, italic=True, expand=True)]
                )
            )
        return ft.Column(controls, spacing=4)

    def _actions(self, view: TableView, offered: SeatOptions, acting: int) -> list[ft.Control]:
        w, doers = self.words, self.doers
        player = view.players[acting]
        controls: list[ft.Control] = [
            section_title(w("bbm.ui.who_acts")),
            ft.Row(
                [
                    ft.Chip(
                        label=ft.Text(
                            w("bbm.ui.active_chip", player=p.name) if p.active else p.name
                        ),
                        selected=p.seat == acting,
                        on_select=lambda e, s=p.seat: self.host.act_as(s),
                    )
                    for p in view.players
                    if not p.eliminated
                ],
                wrap=True,
            ),
        ]
        if acting != view.active:
            controls.append(ft.Text(w("bbm.ui.granted_action", player=player.name), italic=True))
        controls.append(ft.Text(w("bbm.ui.cast_heading"), weight=ft.FontWeight.BOLD))
        controls.append(
            ft.Row(
                [
                    action_button(
                        w,
                        doers,
                        w("bbm.ui.spell_button", spell=w.spell(spell.id), level=spell.level),
                        CastSpell(seat=acting, spell=spell.id),
                        icon=ELEMENT_ICON[spell.element],
                        then=lambda s=spell.id: self.host.ask_cast(acting, s),
                    )
                    for spell in player.spells
                ],
                wrap=True,
            )
        )
        controls.append(ft.Text(w("bbm.ui.learn_heading"), weight=ft.FontWeight.BOLD))
        controls.append(
            ft.Row([self._learn(view, offered, acting, e) for e in ELEMENTS], wrap=True)
        )
        curses = [curse for curse in view.curses if curse.kind is not None]
        if curses:
            controls.append(ft.Text(w("bbm.ui.break_heading"), weight=ft.FontWeight.BOLD))
            controls.append(
                ft.Row(
                    [
                        action_button(
                            w,
                            doers,
                            w(
                                "bbm.ui.break_button",
                                place=curse.place,
                                kind=w(f"bbm.ui.kind_short.{curse.kind}"),
                            ),
                            BreakCurse(seat=acting, place=curse.place),
                            icon=ELEMENT_ICON[curse.kind],  # type: ignore[index]
                        )
                        for curse in curses
                    ],
                    wrap=True,
                )
            )
        controls.append(ft.Text(w("bbm.action.banish"), weight=ft.FontWeight.BOLD))
        if offered.banish:
            banish = [
                action_button(
                    w,
                    doers,
                    w(
                        "bbm.ui.banish_button",
                        player=view.players[owner].name,
                        source=w(f"bbm.madness_place.{source}"),
                    ),
                    BanishMadness(seat=acting, owner=owner, source=source),  # type: ignore[arg-type]
                    icon=ft.Icons.PSYCHOLOGY,
                )
                for owner, source in offered.banish
            ]
        else:
            banish = [
                action_button(
                    w,
                    doers,
                    w("bbm.ui.banish_none"),
                    BanishMadness(seat=acting, owner=acting, source="hand"),
                )
            ]
        controls.append(ft.Row(banish, wrap=True))
        controls.append(ft.Text(w("bbm.ui.acquire_note"), italic=True, size=13))
        return controls

    def _learn(
        self, view: TableView, offered: SeatOptions, acting: int, element: Element
    ) -> ft.Control:
        w = self.words
        stack = next(stack for stack in view.library if stack.element == element)
        option = next((o for o in offered.learn if o.element == element), None)
        if stack.top is None:
            label = w("bbm.ui.library_empty", element=w.element(element))
        else:
            label = w("bbm.ui.learn_button", spell=w.spell(stack.top), left=stack.cards_left)
        if option is not None and option.must_destroy:
            return action_button(
                w,
                self.doers,
                label,
                LearnSpell(seat=acting, element=element, destroy=option.destroyable[0]),
                icon=ELEMENT_ICON[element],
                then=lambda: self.host.ask_learn(acting, option),
            )
        return action_button(
            w,
            self.doers,
            label,
            LearnSpell(seat=acting, element=element),
            icon=ELEMENT_ICON[element],
        )

    def _table_effects(self, view: TableView) -> ft.Control:
        """Card effects on the whole table that the app counts."""
        w, doers = self.words, self.doers
        deck_count = ft.Dropdown(
            label=w("bbm.ui.how_many"),
            value="1",
            width=110,
            options=[ft.DropdownOption(key=str(n), text=str(n)) for n in range(1, 7)],
        )
        return ft.ExpansionTile(
            title=ft.Text(w("bbm.ui.table_effects")),
            leading=ft.Icon(ft.Icons.GROUPS),
            controls=[
                ft.Row(
                    [
                        action_button(
                            w,
                            doers,
                            w("bbm.ui.everyone_gains"),
                            GainMadness(seat=view.active, player=None),
                            icon=ft.Icons.ADD,
                        ),
                    ],
                    wrap=True,
                ),
                ft.Row(
                    [
                        deck_count,
                        action_button(
                            w,
                            doers,
                            w("bbm.action.destroy_from_deck"),
                            DestroyFromMadnessDeck(seat=view.active, count=1),
                            icon=ft.Icons.DELETE_OUTLINE,
                            then=lambda: doers.commit(
                                DestroyFromMadnessDeck(
                                    seat=view.active, count=int(deck_count.value or "1")
                                )
                            ),
                        ),
                    ],
                    wrap=True,
                ),
            ],
        )

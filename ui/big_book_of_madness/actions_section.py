"""The Actions phase: the five actions of the player who acts (cast, learn, acquire, break
a curse, banish madness), each button kept on screen and marked when refused, and who
acts when a spell lets another player take an action."""

from __future__ import annotations

from functools import partial

import flet as ft

from sheets.big_book_of_madness.actions import (
    AcquireElement,
    BanishMadness,
    BreakCurse,
    CastSpell,
    LearnSpell,
)
from sheets.big_book_of_madness.content import ELEMENTS, PLACES, Element
from sheets.big_book_of_madness.options import SeatOptions
from sheets.big_book_of_madness.view import TableView
from ui.big_book_of_madness.buttons import ActionButton
from ui.big_book_of_madness.look import ELEMENT_ICON
from ui.big_book_of_madness.step_host import StepHost
from ui.big_book_of_madness.words import Words
from ui.widgets.common import section_title
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Parts


@isolated
class ActionsSection(ft.Container):
    def __init__(self, words: Words, host: StepHost) -> None:
        super().__init__()
        self.words = words
        self.host = host
        self.parts = Parts()
        self.built = False

    def _build(self) -> None:
        """Built when an Actions phase first comes, and kept from then on."""
        self.built = True
        w, doers = self.words, self.host.doers
        self.who_chips: list[ft.Chip] = []
        # The seat the chips of who acts tick.
        self.ticked_seat: int | None = None
        self.who = ft.Row(wrap=True)
        self.who_box = ft.Column([section_title(w("bbm.ui.who_acts")), self.who], visible=False)
        self.note = ft.Text(italic=True, visible=False)
        self.cast_row = ft.Row(wrap=True)
        self.learn_buttons = {
            element: ActionButton(w, doers, icon=ELEMENT_ICON[element]) for element in ELEMENTS
        }
        self.break_buttons = {place: ActionButton(w, doers) for place in PLACES}
        self.break_title = ft.Text(w("bbm.ui.break_heading"), weight=ft.FontWeight.BOLD)
        self.acquire = ActionButton(w, doers, icon=ft.Icons.ADD_SHOPPING_CART)
        self.banish_row = ft.Row(wrap=True)
        self.content = ft.Column(
            [
                self.who_box,
                self.note,
                ft.Text(w("bbm.ui.cast_heading"), weight=ft.FontWeight.BOLD),
                self.cast_row,
                ft.Text(w("bbm.ui.learn_heading"), weight=ft.FontWeight.BOLD),
                ft.Row(list(self.learn_buttons.values()), wrap=True),
                self.break_title,
                ft.Row(list(self.break_buttons.values()), wrap=True),
                ft.Text(w("bbm.ui.acquire_heading"), weight=ft.FontWeight.BOLD),
                self.acquire,
                ft.Text(w("bbm.action.banish"), weight=ft.FontWeight.BOLD),
                self.banish_row,
            ],
            spacing=10,
        )

    def refresh(self, view: TableView, offered: SeatOptions, acting: int) -> list[ft.Control]:
        """Bring the section up to date for an Actions phase; the controls to send: those
        that changed (the step panel shows and hides the section)."""
        sent: list[ft.Control] = []
        self.parts.show(
            self, (view, offered, acting), lambda: sent.extend(self._draw(view, offered, acting))
        )
        return sent

    def _draw(self, view: TableView, offered: SeatOptions, acting: int) -> list[ft.Control]:
        if not self.built:
            self._build()
        changed = self._who(view, acting)
        changed += self._note(view, acting)
        changed += self._cast(view, offered, acting)
        changed += self._learn(view, offered, acting)
        changed += self._break(view, offered, acting)
        if self.acquire.offer(
            self.words("bbm.action.acquire"),
            _acquire_probe(offered, acting),
            then=lambda: self.host.ask_acquire(acting),
        ):
            changed.append(self.acquire)
        changed += self._banish(view, offered, acting)
        # The controls changed go in one message (the screen sends a change together):
        # the whole section would compare every control in it.
        return changed

    def _who(self, view: TableView, acting: int) -> list[ft.Control]:
        """Who acts: shown once another player may act in this turn."""
        granted = tuple(p.granted_actions for p in view.players)
        played = tuple(self.host.plays(p.seat) for p in view.players)
        key = (acting, view.active, granted, tuple(p.eliminated for p in view.players), played)
        return self.parts.send(
            self.who_box, key, lambda: self._draw_who(view, acting, granted, played)
        )

    def _draw_who(
        self, view: TableView, acting: int, granted: tuple[int, ...], played: tuple[bool, ...]
    ) -> list[ft.Control]:
        others = any(n for seat, n in enumerate(granted) if seat != view.active)
        w = self.words
        was_shown = self.who_box.visible
        self.who_box.visible = others or acting != view.active
        if not self.who_box.visible:
            # Its chips wait while it is hidden: what shows it again changes its key,
            # which draws them.
            return [self.who_box] if was_shown else []
        # A chip per seat, kept: a new turn rewrites them rather than sending new ones.
        if not self.who_chips:
            self.who_chips = [
                ft.Chip(label=ft.Text(), on_select=lambda e, s=p.seat: self._choose_actor(s))
                for p in view.players
            ]
            self.who.controls = list(self.who_chips)
        self.ticked_seat = acting
        for chip, p in zip(self.who_chips, view.players, strict=True):
            chip.visible = not p.eliminated
            chip.selected = p.seat == acting
            # Another device's player is shown, blocked: a tap says whose device it is.
            chip.leading = None if played[p.seat] else ft.Icon(ft.Icons.BLOCK, size=18)
            assert isinstance(chip.label, ft.Text)
            chip.label.value = (
                w("bbm.ui.active_chip", player=p.name)
                if p.active
                else w("bbm.ui.granted_chip", player=p.name, count=p.granted_actions)
                if p.granted_actions
                else p.name
            )
        return [self.who_box]

    def _choose_actor(self, seat: int) -> None:
        """Switch to ``seat``'s actions. The device ticks or unticks a chip the moment it
        is tapped: when the switch is refused, or the chip tapped was the one ticked, who
        acts stays as it was, and the chips are ticked again as they were."""
        self.host.act_as(seat)
        for chip_seat, chip in enumerate(self.who_chips):
            ticked = chip_seat == self.ticked_seat
            if chip.selected != ticked:
                chip.selected = ticked
                chip.update()

    def _note(self, view: TableView, acting: int) -> list[ft.Control]:
        w = self.words
        player = view.players[acting]
        if acting == view.active:
            text = ""
        elif player.granted_actions:
            text = w(
                "bbm.ui.granted_action",
                player=player.name,
                active=view.players[view.active].name,
                count=player.granted_actions,
            )
        else:
            text = w(
                "bbm.ui.not_your_actions",
                player=player.name,
                active=view.players[view.active].name,
            )
        return _sent(self.note, self.parts.show(self.note, text, lambda: _write(self.note, text)))

    def _cast(self, view: TableView, offered: SeatOptions, acting: int) -> list[ft.Control]:
        w = self.words
        spells = view.players[acting].spells
        changed = self._buttons(self.cast_row, len(spells))
        for spell, button in zip(spells, self.cast_row.controls, strict=False):
            assert isinstance(button, ActionButton)
            label = w("bbm.ui.spell_button", spell=w.spell(spell.id), level=spell.level)
            # The label names the spell, and so its element: the icon changes with it.
            button.button_icon = ELEMENT_ICON[spell.element]
            if button.offer(
                label,
                self._cast_probe(view, offered, acting, spell.id),
                then=partial(self.host.ask_cast, acting, spell.id),
            ):
                changed.append(button)
        return _within(self.cast_row, changed)

    def _buttons(self, row: ft.Row, wanted: int) -> list[ft.Control]:
        """Show the first ``wanted`` buttons of ``row`` and hide the rest; the buttons
        are kept from turn to turn (another player's spells rewrite them, where new ones
        would be sent whole). The controls to send for it."""
        changed: list[ft.Control] = []
        if len(row.controls) < wanted:
            doers = self.host.doers
            while len(row.controls) < wanted:
                row.controls.append(ActionButton(self.words, doers, icon=ft.Icons.PSYCHOLOGY))
            changed.append(row)
        for index, button in enumerate(row.controls):
            shown = index < wanted
            if button.visible != shown:
                button.visible = shown
                changed.append(button)
        return changed

    def _cast_probe(
        self, view: TableView, offered: SeatOptions, acting: int, spell: str
    ) -> CastSpell:
        """A cast of ``spell`` that is legal whenever some cast of it is, so that a
        refused button says the spell's own reason."""
        option = next((cast for cast in offered.cast if cast.spell == spell), None)
        if option is not None:
            target = option.targets[0] if option.targets else None
            return CastSpell(seat=acting, spell=spell, multiple=option.multiples[0], target=target)
        others = [p.seat for p in view.players if p.seat != acting and not p.eliminated]
        if self.words.context.rules.grants_actions(spell) and others:
            return CastSpell(seat=acting, spell=spell, target=others[0])
        return CastSpell(seat=acting, spell=spell)

    def _learn(self, view: TableView, offered: SeatOptions, acting: int) -> list[ft.Control]:
        w = self.words
        changed: list[ft.Control] = []
        for element in ELEMENTS:
            stack = next(stack for stack in view.library if stack.element == element)
            option = next((o for o in offered.learn if o.element == element), None)
            if stack.top is None:
                label = w("bbm.ui.library_empty", element=w.element(element))
            else:
                label = w("bbm.ui.learn_button", spell=w.spell(stack.top), left=stack.cards_left)
            button = self.learn_buttons[element]
            if option is not None and option.must_destroy:
                drawn = button.offer(
                    label,
                    LearnSpell(seat=acting, element=element, destroy=option.destroyable[0]),
                    then=partial(self.host.ask_learn, acting, option),
                )
            else:
                drawn = button.offer(label, LearnSpell(seat=acting, element=element))
            changed += _sent(button, drawn)
        return changed

    def _break(self, view: TableView, offered: SeatOptions, acting: int) -> list[ft.Control]:
        w = self.words
        changed: list[ft.Control] = []
        reward = offered.rewards[0] if offered.rewards else None
        placed = False
        for curse in view.curses:
            button = self.break_buttons[curse.place]
            shown = button.visible
            button.visible = curse.kind is not None
            if curse.kind is None:
                changed += _sent(button, shown)
                continue
            placed = True
            button.button_icon = ELEMENT_ICON[curse.kind]
            label = w(
                "bbm.ui.break_button",
                place=curse.place,
                kind=w(f"bbm.ui.kind_short.{curse.kind}"),
            )
            drawn = button.offer(
                label,
                BreakCurse(seat=acting, place=curse.place, reward=reward),
                then=partial(self.host.ask_reward, acting, curse.place),
            )
            changed += _sent(button, drawn or not shown)
        changed += _sent(
            self.break_title,
            self.parts.show(self.break_title, placed, lambda: _reveal(self.break_title, placed)),
        )
        return changed

    def _banish(self, view: TableView, offered: SeatOptions, acting: int) -> list[ft.Control]:
        w = self.words
        wanted = list(offered.banish) or [(acting, "hand")]
        changed = self._buttons(self.banish_row, len(wanted))
        for (owner, source), button in zip(wanted, self.banish_row.controls, strict=False):
            assert isinstance(button, ActionButton)
            label = (
                w(
                    "bbm.ui.banish_button",
                    player=view.players[owner].name,
                    source=w(f"bbm.madness_place.{source}"),
                )
                if offered.banish
                else w("bbm.ui.banish_none")
            )
            if button.offer(
                label,
                BanishMadness(seat=acting, owner=owner, source=source),  # type: ignore[arg-type]
            ):
                changed.append(button)
        return _within(self.banish_row, changed)


def _sent(control: ft.Control, drawn: bool) -> list[ft.Control]:
    return [control] if drawn else []


def _within(row: ft.Row, changed: list[ft.Control]) -> list[ft.Control]:
    """The row alone when it is sent (it carries its buttons), else its buttons that
    changed."""
    return [row] if any(control is row for control in changed) else changed


def _write(note: ft.Text, text: str) -> None:
    note.value, note.visible = text, bool(text)


def _reveal(control: ft.Control, shown: bool) -> None:
    control.visible = shown


def _acquire_probe(offered: SeatOptions, acting: int) -> AcquireElement:
    element: Element
    if offered.acquire:
        element, value = offered.acquire[0]
        return AcquireElement(seat=acting, element=element, value=value)
    return AcquireElement(seat=acting, element="water", value=2)

"""The forms of a SATOR turn: what the table did with a card, told in a few taps.

Each form builds the action as it is filled in and asks the rules about it at every tap,
so that it shows what the action will cost, or why the rules refuse it, before it is
sent; the button to send it is lit only when the rules allow it. Forms that show cards
in a hand say whose they are, since on a shared device only that player should look.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import flet as ft

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.sator.actions import (
    Draw,
    Exchange,
    PlayMoves,
    PlayPrayer,
    PlayRotas,
    RemoveGargoyle,
    SearchExchange,
    UseFreeAction,
)
from sheets.sator.content import Load, PieceId, load_content, piece_id
from sheets.sator.house_rules import HouseRules, unverified_in_use
from sheets.sator.names import colour_name, material_name, piece_name, prayer_name, shape_name
from sheets.sator.options import SeatOptions
from sheets.sator.state import FreeAction
from sheets.sator.view import HandView, PlayerView
from ui.i18n import Texts
from ui.sator.context import TableContext
from ui.theme import CHIP_LABEL_PADDING, SHORT_CHIP_LABEL_PADDING
from ui.widgets.common import unverified_badge
from ui.widgets.dialogs import show_named

if TYPE_CHECKING:
    from ui.session import AppSession

Act = Callable[[Action], Illegal | None]
FREE_ACTIONS: tuple[FreeAction, ...] = ("monk_step", "slide", "rotate")
# A chip's text style keeps its words to one line unless its text says how many it may
# take; the longest ("Take 7. ANIMI IMPERIO, ...") needs three on a phone.
CHIP_LABEL_LINES = 4
# Refusals that would tell anybody watching a shared device which prayers a player holds.
SECRET_REASONS = frozenset({"sat_prayer_not_in_hand", "sat_prayer_not_in_pile", "sat_prayer_used"})


@dataclass
class FormContext:
    """What every form needs: the table now, the seat acting, its options and hand, and
    how to send an action (it answers the rules' refusal, or ``None`` once it is done)."""

    session: AppSession
    t: Texts
    table: TableContext
    # Every player as the whole table sees them, and the walkways taken off the board.
    players: tuple[PlayerView, ...]
    removed: tuple[PieceId, ...]
    seat: int
    options: SeatOptions
    hand: HandView
    act: Act
    # The player's name when the form shows their hand on a shared device.
    private_for: str | None = None

    def unplayed(self) -> tuple[int, ...]:
        """The prayers of the seat not yet face up: public, whichever it holds."""
        used = set(self.players[self.seat].prayers_used)
        return tuple(n for n in load_content().prayer_numbers if n not in used)

    def in_hand(self) -> tuple[int, ...]:
        """The prayers to discard from: the hand on the player's own device; on a shared
        device every prayer not yet face up, so that the list tells nobody watching which
        the player holds."""
        return self.hand.prayers if self.private_for is None else self.unplayed()

    def in_pile(self) -> tuple[int, ...]:
        """The prayers to take or draw from the own pile, likewise."""
        return self.hand.prayer_pile if self.private_for is None else self.unplayed()


class _Form:
    """A dialog whose action is rebuilt by ``build`` and checked with the rules after
    every change."""

    def __init__(
        self,
        context: FormContext,
        title: str,
        build: Callable[[], Action | None],
        submit_label: str,
        *,
        shows_hand: bool = False,
    ) -> None:
        self.context = context
        self.title = title
        self.build = build
        self.shows_hand = shows_hand
        self.body = ft.Column(spacing=10, tight=True)
        self.verdict = ft.Text(weight=ft.FontWeight.BOLD)
        self.submit = ft.FilledButton(submit_label, height=48, on_click=self._send)

    def open(self, parts: Sequence[ft.Control]) -> None:
        t, context = self.context.t, self.context
        hint: list[ft.Control] = []
        if self.shows_hand and context.private_for is not None:
            hint = [
                ft.Row(
                    [
                        ft.Icon(ft.Icons.LOCK_PERSON),
                        ft.Text(t("sator.form.private", player=context.private_for), expand=True),
                    ]
                )
            ]
        self.body.controls = [*hint, *parts, self.verdict]
        self.check()
        show_named(
            context.session,
            ft.AlertDialog(
                title=ft.Text(self.title),
                content=ft.Container(self.body, width=520),
                actions=[
                    ft.TextButton(
                        t("common.cancel"),
                        height=48,
                        on_click=lambda e: context.session.dialogs.pop(),
                    ),
                    self.submit,
                ],
                scrollable=True,
            ),
        )

    def check(self) -> None:
        """Ask the rules about the action as it stands and say what they answer."""
        t = self.context.t
        action = self.build()
        if action is None:
            self.verdict.value = t("sator.form.incomplete")
            self.verdict.color = None
            self.submit.disabled = True
            return
        try:
            cost = self.context.table.cost(action)
        except Illegal as refused:
            self.verdict.value = self._told(refused)
            self.verdict.color = ft.Colors.ERROR
            self.submit.disabled = True
            return
        self.verdict.value = t("sator.form.cost", ap=cost.spent, left=cost.left)
        self.verdict.color = None
        self.submit.disabled = False

    def changed(self) -> None:
        self.check()
        self.body.update()
        self.submit.update()

    def _send(self, e: Any) -> None:
        action = self.build()
        if action is None:
            return
        refused = self.context.act(action)
        if refused is None:
            self.context.session.dialogs.pop()
            return
        self.verdict.value = self._told(refused)
        self.verdict.color = ft.Colors.ERROR
        self.body.update()

    def _told(self, refused: Illegal) -> str:
        """The rules' refusal in words; on a shared device, one that names what the hand
        or the pile holds is told without naming it."""
        t = self.context.t
        if self.context.private_for is not None and refused.reason in SECRET_REASONS:
            return t("sator.form.check_cards")
        return t.reason(refused)


class Choice:
    """A row of chips of which one (or with ``most`` > 1, up to that many) is chosen."""

    def __init__(
        self,
        options: Sequence[tuple[str, str]],
        on_change: Callable[[], None],
        *,
        chosen: Sequence[str] = (),
        most: int = 1,
        enabled: Callable[[str], bool] = lambda key: True,
    ) -> None:
        self.most = most
        self.enabled = enabled
        self.chosen: list[str] = list(chosen)
        self.on_change = on_change
        self.ticks = {key: ft.Icon(ft.Icons.CHECK, size=18) for key, _ in options}
        self.chips = {
            key: ft.Chip(
                label=_chip_label(self.ticks[key], label),
                # Flutter sizes a chip's height for its label laid out as wide as the
                # chip, then narrows the label by the chip's paddings and its checkmark:
                # a label that wraps once more there is cut. With no padding or
                # checkmark of the chip's own, the label is laid out alike both times.
                padding=0,
                label_padding=0,
                show_checkmark=False,
                on_click=lambda e, k=key: self._tap(k),
            )
            for key, label in options
        }
        self.row = ft.Row(list(self.chips.values()), wrap=True, spacing=6, run_spacing=6)
        self.refresh()

    @property
    def value(self) -> str | None:
        return self.chosen[0] if self.chosen else None

    def _tap(self, key: str) -> None:
        if key in self.chosen:
            self.chosen.remove(key)
        elif self.most == 1:
            self.chosen = [key]
        elif len(self.chosen) < self.most:
            self.chosen.append(key)
        self.refresh()
        self.on_change()

    def refresh(self) -> None:
        """Drop choices that are no longer enabled and restyle the chips."""
        self.chosen = [key for key in self.chosen if self.enabled(key)]
        for key, chip in self.chips.items():
            chip.selected = key in self.chosen
            self.ticks[key].visible = chip.selected
            chip.disabled = not self.enabled(key)


def _chip_label(tick: ft.Icon, text: str) -> ft.Control:
    """A chip's words, wrapped onto the lines they need, after the tick that marks the
    chip chosen (not its colour alone); a count of a figure or two is padded to a
    finger's width."""
    return ft.Container(
        ft.Row(
            [tick, ft.Text(text, max_lines=CHIP_LABEL_LINES, expand=True, expand_loose=True)],
            tight=True,
            spacing=6,
        ),
        padding=SHORT_CHIP_LABEL_PADDING if len(text) <= 2 else CHIP_LABEL_PADDING,
    )


def _label(text: str) -> ft.Control:
    return ft.Text(text, weight=ft.FontWeight.BOLD)


def _prayer_options(numbers: Sequence[int]) -> list[tuple[str, str]]:
    return [(str(number), prayer_name(number)) for number in numbers]


def _numbers(low: int, high: int) -> list[tuple[str, str]]:
    return [(str(n), str(n)) for n in range(low, high + 1)]


def _on_board(removed: Sequence[str]) -> list[str]:
    return [piece for piece in load_content().pieces if piece not in removed]


# Step 1: exchanges


class ExchangeForm:
    """Two cards discarded (which of them prayers), one taken: the top Incertus Movet card,
    or a prayer from the own pile (its top card, or with a search any one)."""

    def __init__(self, context: FormContext, *, search: bool) -> None:
        t, rules = context.t, load_content().rules.exchange
        self.context, self.search = context, search
        self.rule = rules.search if search else rules.simple
        title = "sator.form.search_title" if search else "sator.form.exchange_title"
        self.form = _Form(
            context,
            t(title, ap=self.rule.ap),
            self.build,
            t("sator.form.exchange_send"),
            shows_hand=True,
        )
        self.discarded = Choice(
            _prayer_options(context.in_hand()), self.form.changed, most=self.rule.discard
        )
        takes = [("incertus", t("sator.form.take_incertus"))] + [
            (str(number), t("sator.form.take_prayer", prayer=prayer_name(number)))
            for number in context.in_pile()
        ]
        self.taken = Choice(takes, self.form.changed, chosen=["incertus"])

    def build(self) -> Action | None:
        take = self.taken.value
        if take is None:
            return None
        kind = SearchExchange if self.search else Exchange
        return kind(
            seat=self.context.seat,
            discard_prayers=tuple(sorted(int(key) for key in self.discarded.chosen)),
            take_prayer=None if take == "incertus" else int(take),
        )

    def open(self) -> None:
        t = self.context.t
        reminder = "exchange_search" if self.search else "exchange_simple"
        prayers = self.context.in_hand()
        self.form.open(
            [
                ft.Text(t(f"sator.reminder.{reminder}", ap=self.rule.ap)),
                _label(t("sator.form.discarded_prayers", count=self.rule.discard)),
                self.discarded.row if prayers else ft.Text(t("sator.form.no_prayers_in_hand")),
                _label(t("sator.form.searched" if self.search else "sator.form.taken")),
                self.taken.row,
            ]
        )


# Step 2: cards


class WalkwayPicker:
    """A walkway named by its shape and its material, each a row of chips; the card's own
    sign (the shape of a ROTAS card, the material of a MOVES card) comes first."""

    def __init__(
        self,
        t: Texts,
        rules: HouseRules,
        on_change: Callable[[], None],
        *,
        first: Literal["shape", "material"] = "shape",
    ) -> None:
        self.t, self.first = t, first
        language = t.language
        shapes = [(s, shape_name(s, language)) for s in load_content().shapes]
        materials = [(m, material_name(m, language, rules)) for m in load_content().materials]
        self.shape = Choice(shapes, on_change)
        self.material = Choice(materials, on_change)

    @property
    def piece(self) -> str | None:
        if self.shape.value is None or self.material.value is None:
            return None
        return piece_id(self.shape.value, self.material.value)

    def controls(self) -> list[ft.Control]:
        t = self.t
        shape = [_label(t("sator.form.shape")), self.shape.row]
        material = [_label(t("sator.form.material")), self.material.row]
        return shape + material if self.first == "shape" else material + shape


class CardForm:
    """A ROTAS card turns a walkway of its shape, a MOVES card slides one of its material;
    the monks riding on the walkway add to the price, once per walkway per turn."""

    def __init__(self, context: FormContext, card: Literal["rotas", "moves"]) -> None:
        t = context.t
        self.context, self.card = context, card
        rules = context.table.rules
        self.form = _Form(
            context, t(f"sator.form.{card}_title"), self.build, t("sator.form.play_send")
        )
        first: Literal["shape", "material"] = "shape" if card == "rotas" else "material"
        self.walkway = WalkwayPicker(t, rules, self.form.changed, first=first)
        most = rules.rotas_max_rotations if card == "rotas" else rules.moves_max_squares
        self.amount = Choice(_numbers(1, most), self.form.changed, chosen=["1"])
        self.monks = Choice(_numbers(0, context.table.seat_count), self.form.changed, chosen=["0"])
        self.paid = ft.Text(size=12)

    def build(self) -> Action | None:
        piece = self.walkway.piece
        already = self.context.table.monks_paid_on(piece) if piece is not None else 0
        self.paid.value = self.context.t("sator.form.monks_paid", monks=already) if already else ""
        if piece is None or self.amount.value is None or self.monks.value is None:
            return None
        seat, amount, monks = self.context.seat, int(self.amount.value), int(self.monks.value)
        if self.card == "rotas":
            return PlayRotas(seat=seat, piece=piece, rotations=amount, monks=monks)
        return PlayMoves(seat=seat, piece=piece, squares=amount, monks=monks)

    def open(self) -> None:
        t, card = self.context.t, self.card
        self.form.open(
            [
                ft.Text(t(f"sator.form.{card}_help")),
                *self.walkway.controls(),
                _label(t("sator.form.rotations" if card == "rotas" else "sator.form.squares")),
                self.amount.row,
                _label(t("sator.form.monks")),
                self.monks.row,
                self.paid,
            ]
        )


class PrayerForm:
    """A Liber Fidei prayer from the hand, at one of its printed AP levels, naming the
    walkways it acts on."""

    def __init__(self, context: FormContext) -> None:
        t = context.t
        self.context = context
        self.rules = context.table.rules
        self.form = _Form(
            context,
            t("sator.form.prayer_title"),
            self.build,
            t("sator.form.pray_send"),
            shows_hand=True,
        )
        prayers = context.hand.prayers
        self.prayer = Choice(
            _prayer_options(prayers),
            self._prayer_changed,
            chosen=[str(prayers[0])] if prayers else (),
        )
        self.level = Choice(_numbers(1, 6), self.form.changed, enabled=self._printed)
        self.effect = ft.Text(size=12)
        self.unsure = ft.Row([unverified_badge(t("common.unverified"))], visible=False)
        self.walkways = ft.Column(spacing=6)
        self.pieces: Choice | None = None
        self.load: Choice | None = None
        self._fill_prayer()

    def _printed(self, key: str) -> bool:
        number = self.prayer.value
        return number is not None and int(key) in self.rules.prayer_ap(int(number))

    def _prayer_changed(self) -> None:
        self._fill_prayer()
        self.form.changed()

    def _fill_prayer(self) -> None:
        t, number = self.context.t, self.prayer.value
        self.level.refresh()
        self.walkways.controls = []
        self.pieces = self.load = None
        if number is None:
            return
        prayer = load_content().prayer(int(number))
        self.effect.value = t(f"sator.prayer.{number}.effect")
        self.unsure.visible = f"prayer_{number}_ap" in unverified_in_use(self.rules)
        if prayer.max_pieces:
            options = [
                (piece, piece_name(piece, t.language, self.rules))
                for piece in _on_board(self.context.removed)
            ]
            self.pieces = Choice(options, self.form.changed, most=prayer.max_pieces)
            self.walkways.controls = [
                _label(
                    t("sator.form.prayer_walkways", least=prayer.min_pieces, most=prayer.max_pieces)
                ),
                self.pieces.row,
            ]
        if prayer.walkways_free_of:
            self.load = _load_question(t, prayer.walkways_free_of, self.form.changed)
            question = "walkways_monk" if prayer.walkways_free_of == ("monk",) else "walkways_load"
            self.walkways.controls += [_label(t(f"sator.form.{question}")), self.load.row]

    def build(self) -> Action | None:
        number, level = self.prayer.value, self.level.value
        if number is None or level is None:
            return None
        chosen = tuple(self.pieces.chosen) if self.pieces is not None else ()
        load = "none"
        if self.load is not None:
            if self.load.value is None:
                return None
            load = self.load.value
        return PlayPrayer(
            seat=self.context.seat,
            prayer=int(number),
            ap=int(level),
            pieces=chosen,
            monk_on_walkways=load == "monk",
            book_on_walkways=load == "book",
        )

    def open(self) -> None:
        t = self.context.t
        if not self.context.hand.prayers:
            self.form.open([ft.Text(t("sator.form.no_prayers_in_hand"))])
            return
        self.form.open(
            [
                _label(t("sator.form.which_prayer")),
                self.prayer.row,
                self.effect,
                ft.Row([_label(t("sator.form.prayer_ap")), self.unsure], wrap=True),
                self.level.row,
                self.walkways,
            ]
        )


def _load_question(t: Texts, free_of: Sequence[Load], on_change: Callable[[], None]) -> Choice:
    """What stands on the walkways a prayer names: the one question its rule needs, whose
    answer is ``none`` or the thing found there."""
    if tuple(free_of) == ("monk",):
        answers = [("none", t("sator.form.answer.no")), ("monk", t("sator.form.answer.yes"))]
    else:
        answers = [("none", t("sator.form.answer.empty"))] + [
            (load, t(f"sator.form.answer.{load}")) for load in free_of
        ]
    return Choice(answers, on_change)


# Any time: the free action and the gargoyle


class FreeActionForm:
    """The monk one square, or an empty walkway slid one square or turned."""

    def __init__(self, context: FormContext) -> None:
        t = context.t
        self.context = context
        self.form = _Form(
            context, t("sator.form.free_title"), self.build, t("sator.form.free_send")
        )
        kinds = [(kind, t(f"sator.free_action.{kind}")) for kind in FREE_ACTIONS]
        self.kind = Choice(
            kinds, self._kind_changed, enabled=lambda k: k in context.options.free_actions
        )
        self.walkway = WalkwayPicker(t, context.table.rules, self.form.changed)
        # Asked, never assumed: a walkway a monk stands on may not be moved for free.
        self.monks = Choice(_numbers(0, context.table.seat_count), self.form.changed)
        self.walkway_rows = ft.Column(
            [*self.walkway.controls(), _label(t("sator.form.free_monks")), self.monks.row],
            spacing=6,
            visible=False,
        )

    def _kind_changed(self) -> None:
        self.walkway_rows.visible = self.kind.value in ("slide", "rotate")
        self.form.changed()

    def build(self) -> Action | None:
        kind = self.kind.value
        if kind not in FREE_ACTIONS:
            return None
        if kind == "monk_step":
            return UseFreeAction(seat=self.context.seat, kind="monk_step")
        piece, monks = self.walkway.piece, self.monks.value
        if piece is None or monks is None:
            return None
        return UseFreeAction(seat=self.context.seat, kind=kind, piece=piece, monks=int(monks))

    def open(self) -> None:
        t = self.context.t
        self.form.open(
            [
                ft.Text(t("sator.reminder.free_action")),
                _label(t("sator.form.free_kind")),
                self.kind.row,
                self.walkway_rows,
            ]
        )


class GargoyleForm:
    """Three cards discarded (which of them prayers) to send a gargoyle to the box."""

    def __init__(self, context: FormContext) -> None:
        t = context.t
        self.context = context
        cards = load_content().rules.gargoyle_removal_discard
        self.form = _Form(
            context,
            t("sator.form.gargoyle_title", cards=cards),
            self.build,
            t("sator.form.gargoyle_send"),
            shows_hand=True,
        )
        colours = [
            (colour, colour_name(colour, t.language, context.table.rules))
            for colour in context.options.remove_gargoyle
        ]
        self.colour = Choice(colours, self.form.changed, chosen=[colours[0][0]] if colours else ())
        self.discarded = Choice(
            _prayer_options(context.hand.prayers), self.form.changed, most=cards
        )

    def build(self) -> Action | None:
        colour = self.colour.value
        if colour is None:
            return None
        prayers = tuple(sorted(int(key) for key in self.discarded.chosen))
        return RemoveGargoyle(seat=self.context.seat, colour=colour, discard_prayers=prayers)

    def open(self) -> None:
        t = self.context.t
        cards = load_content().rules.gargoyle_removal_discard
        self.form.open(
            [
                _label(t("sator.form.which_gargoyle")),
                self.colour.row,
                _label(t("sator.form.discarded_prayers", count=cards)),
                self.discarded.row
                if self.context.hand.prayers
                else ft.Text(t("sator.form.no_prayers_in_hand")),
            ]
        )


# Step 5: drawing


class DrawForm:
    """Back to six: how many Incertus Movet cards, and which prayers from the own pile."""

    def __init__(self, context: FormContext) -> None:
        t = context.t
        self.context = context
        turn_rules = load_content().rules.turn
        seat = context.players[context.seat]
        self.missing = max(0, turn_rules.hand_size - seat.hand_size)
        self.form = _Form(
            context,
            t("sator.form.draw_title"),
            self.build,
            t("sator.form.draw_send"),
            shows_hand=True,
        )
        self.incertus = Choice(
            _numbers(0, self.missing), self.form.changed, chosen=[str(self.missing)]
        )
        room = max(0, turn_rules.max_prayers_in_hand - len(context.hand.prayers))
        self.prayers = Choice(
            _prayer_options(context.in_pile()), self.form.changed, most=max(1, room)
        )

    def build(self) -> Action | None:
        if self.incertus.value is None:
            return None
        prayers = tuple(sorted(int(key) for key in self.prayers.chosen))
        return Draw(seat=self.context.seat, incertus=int(self.incertus.value), prayers=prayers)

    def open(self) -> None:
        t = self.context.t
        turn_rules = load_content().rules.turn
        self.form.open(
            [
                ft.Text(
                    t("sator.reminder.draw_to_six", size=turn_rules.hand_size, missing=self.missing)
                ),
                ft.Text(
                    t("sator.reminder.prayer_hand_limit", limit=turn_rules.max_prayers_in_hand)
                ),
                _label(t("sator.form.draw_incertus")),
                self.incertus.row,
                _label(t("sator.form.draw_prayers")),
                self.prayers.row
                if self.context.in_pile()
                else ft.Text(t("sator.form.no_prayers_left")),
            ]
        )

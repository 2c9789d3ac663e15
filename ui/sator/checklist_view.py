"""The setup checklist on screen: who sits where, the positioning cards, the walkway deal
as a shape-by-player table, the draft and placement orders, the card deal, and the
reminders the table ticks off while it prepares.

The new-game screen shows all of it; the play screen shows the part of the stage the
table is at. Ticks are this screen's own (the table's progress is in the stage buttons).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import flet as ft

from sheets.i18n import Language, joined
from sheets.sator.checklist import SetupChecklist
from sheets.sator.content import load_content, piece_material, piece_shape
from sheets.sator.house_rules import HouseRules
from sheets.sator.names import colour_name, material_name, piece_name, shape_name
from sheets.sator.reminders import Reminder
from ui.i18n import Texts
from ui.sator.names import colour_mark, reminder_text
from ui.theme import LABEL_LINE, TARGET
from ui.widgets.common import section_title, tick_box, unverified_badge

SHAPE_COLUMN = 128
PLAYER_COLUMN = 104
LINE_TOP = 12


class TickItem:
    """A line to tick off: the box and its text (which wraps) both tick it; its text and
    mark can be rewritten in place."""

    def __init__(self, ticks: Ticks, key: str, text: str, badge: str | None = None) -> None:
        self.ticks, self.key = ticks, key
        self.box = tick_box(value=key in ticks.done, semantics_label=text)
        self.box.on_change = lambda e: self._tick(bool(e.control.value))
        self.text = ft.Text(text)
        self.badge = unverified_badge(badge or "")
        self.badge.visible = badge is not None
        label = ft.Container(
            self.text,
            expand=True,
            # The first line level with the box (Flutter draws it 40 px tall in a desktop
            # browser, 48 on a phone), a line as tall as a finger's target.
            padding=ft.Padding.only(top=LINE_TOP, bottom=TARGET - LABEL_LINE - LINE_TOP),
            on_click=lambda e: self._tick(not self.box.value),
        )
        self.row = ft.Row(
            [self.box, label, self.badge],
            spacing=2,
            vertical_alignment=ft.CrossAxisAlignment.START,
        )

    def _tick(self, value: bool) -> None:
        self.box.value = value
        (self.ticks.done.add if value else self.ticks.done.discard)(self.key)
        self.box.update()

    def rewrite(self, text: str, unsure: bool) -> None:
        self.text.value = text
        self.box.semantics_label = text
        self.badge.visible = unsure


class Ticks:
    """The checklist items ticked on this screen, by key, kept across redraws."""

    def __init__(self) -> None:
        self.done: set[str] = set()

    def item(self, key: str, text: str) -> ft.Control:
        return TickItem(self, key, text).row


class ReminderItems:
    """Reminders in order, each one to tick off, those resting on a guess marked so.
    While the same reminders follow one another (a stage counting down), their lines are
    rewritten rather than made again."""

    def __init__(self, t: Texts, ticks: Ticks) -> None:
        self.t, self.ticks = t, ticks
        self.items: list[TickItem] = []
        self.column = ft.Column(spacing=0)

    def show(self, reminders: Sequence[Reminder], rules: HouseRules) -> None:
        t = self.t
        texts = [reminder_text(reminder, t.language, rules) for reminder in reminders]
        if [item.key for item in self.items] == [reminder.key for reminder in reminders]:
            for item, text, reminder in zip(self.items, texts, reminders, strict=True):
                item.rewrite(text, bool(reminder.unverified))
            return
        badge = t("common.unverified")
        self.items = [
            TickItem(self.ticks, reminder.key, text, badge if reminder.unverified else None)
            for reminder, text in zip(reminders, texts, strict=True)
        ]
        self.column.controls = [item.row for item in self.items]


def reminder_items(
    t: Texts, ticks: Ticks, reminders: Sequence[Reminder], rules: HouseRules
) -> list[ft.Control]:
    items = ReminderItems(t, ticks)
    items.show(reminders, rules)
    return [items.column]


def player_line(number: int, name: str, colour: str, language: Language, rules: HouseRules) -> str:
    return f"{number}. {name} · {colour_name(colour, language, rules)}"


def seats_section(t: Texts, listed: SetupChecklist, rules: HouseRules) -> list[ft.Control]:
    rows: list[ft.Control] = [section_title(t("sator.check.seats"))]
    deals = {deal.seat: deal for deal in listed.deals}
    for seat in listed.turn_order:
        deal = deals[seat]
        text = player_line(deal.number, deal.name, deal.colour, t.language, rules)
        if deal.number == 1:
            text = t("sator.check.starts", player=text)
        rows.append(ft.Row([colour_mark(deal.colour), ft.Text(text, expand=True)]))
    rows.append(ft.Text(t("sator.check.clockwise"), size=12, italic=True))
    return rows


def positioning_section(
    t: Texts, ticks: Ticks, listed: SetupChecklist, rules: HouseRules
) -> list[ft.Control]:
    rows: list[ft.Control] = [section_title(t("sator.check.positioning"))]
    for draw in listed.positioning:
        colour = colour_name(draw.colour, t.language, rules)
        card = t("sator.check.card", card=draw.card) if draw.card else t("sator.check.any_card")
        key = "sator.check.in_play" if draw.in_play else "sator.check.not_in_play"
        rows.append(ticks.item(f"positioning:{draw.colour}", t(key, colour=colour, card=card)))
    return rows


def walkway_table(t: Texts, listed: SetupChecklist, rules: HouseRules) -> list[ft.Control]:
    """Shapes down, players across (and the draft pool with three players): in each cell
    the materials of the pieces that player is dealt."""
    language = t.language
    columns = [(deal.name, deal.walkways) for deal in listed.deals]
    if listed.draft_pool:
        columns.append((t("sator.check.pool"), listed.draft_pool))

    def cell(text: str, width: int, *, bold: bool = False) -> ft.Control:
        return ft.Container(
            ft.Text(text, size=13, weight=ft.FontWeight.BOLD if bold else None),
            width=width,
            padding=ft.Padding.symmetric(horizontal=4, vertical=6),
        )

    header = ft.Row(
        [cell(t("sator.check.shape"), SHAPE_COLUMN, bold=True)]
        + [cell(name, PLAYER_COLUMN, bold=True) for name, _ in columns],
        spacing=0,
    )
    rows: list[ft.Control] = [header, ft.Divider(height=1)]
    for shape in load_content().shapes:
        cells = [cell(shape_name(shape, language), SHAPE_COLUMN)]
        for _, pieces in columns:
            materials = [
                material_name(piece_material(piece), language, rules)
                for piece in pieces
                if piece_shape(piece) == shape
            ]
            cells.append(cell("\n".join(materials) or t("common.none"), PLAYER_COLUMN))
        rows.append(ft.Row(cells, spacing=0, vertical_alignment=ft.CrossAxisAlignment.START))
    table = ft.Column(rows, spacing=0)
    return [
        section_title(t("sator.check.walkways")),
        ft.Text(t("sator.check.walkways_help"), size=12),
        ft.Row([table], scroll=ft.ScrollMode.AUTO),
    ]


def names_in_order(listed: SetupChecklist, seats: Iterable[int]) -> list[str]:
    names = {deal.seat: deal.name for deal in listed.deals}
    return [names[seat] for seat in seats]


class OrderChip:
    """A numbered turn of an order: ticked when done, outlined boldly when it is next."""

    def __init__(self, text: str) -> None:
        self.icon = ft.Icon(ft.Icons.CHECK, size=14, visible=False)
        self.container = ft.Container(
            ft.Row([self.icon, ft.Text(text, size=12)], spacing=2, tight=True),
            padding=ft.Padding.symmetric(horizontal=6, vertical=3),
            border_radius=ft.BorderRadius.all(6),
        )

    def show(self, done: bool, current: bool) -> None:
        self.icon.visible = done or current
        self.icon.icon = ft.Icons.CHECK if done else ft.Icons.ARROW_FORWARD
        self.container.border = ft.Border.all(
            2 if current else 1, ft.Colors.PRIMARY if current else ft.Colors.OUTLINE
        )
        self.container.bgcolor = ft.Colors.PRIMARY_CONTAINER if current else None


class OrderRow:
    """The turns of an order in a wrapping row; ``show(made)`` marks how many are done."""

    def __init__(self, names: Sequence[str]) -> None:
        self.chips = [OrderChip(f"{index}. {name}") for index, name in enumerate(names, start=1)]
        self.row = ft.Row(
            [chip.container for chip in self.chips], wrap=True, spacing=6, run_spacing=6
        )
        self.show(0)

    def show(self, made: int) -> None:
        for index, chip in enumerate(self.chips):
            chip.show(done=index < made, current=index == made)


def draft_section(
    t: Texts, listed: SetupChecklist, rules: HouseRules, picks: OrderRow | None = None
) -> list[ft.Control]:
    """The three-player draft: the pool, and the picks in order."""
    if not listed.draft_pool:
        return []
    order = picks or OrderRow(names_in_order(listed, listed.draft_order))
    pool = joined((piece_name(piece, t.language, rules) for piece in listed.draft_pool), t.language)
    return [
        section_title(t("sator.check.draft")),
        ft.Text(t("sator.check.draft_pool", pieces=pool)),
        order.row,
    ]


def placement_section(
    t: Texts, listed: SetupChecklist, placements: OrderRow | None = None
) -> list[ft.Control]:
    """Every placement in order, counter-clockwise from the last player."""
    order = placements or OrderRow(names_in_order(listed, listed.placement_order))
    return [
        section_title(t("sator.check.placement", count=len(order.chips))),
        order.row,
    ]


def deal_section(
    t: Texts, ticks: Ticks, listed: SetupChecklist, rules: HouseRules
) -> list[ft.Control]:
    rows: list[ft.Control] = [section_title(t("sator.check.deal"))]
    for deal in sorted(listed.deals, key=lambda deal: deal.number):
        line = player_line(deal.number, deal.name, deal.colour, t.language, rules)
        rows.append(
            ticks.item(
                f"deal:{deal.seat}",
                t("sator.check.deal_line", player=line, count=deal.incertus_cards),
            )
        )
    rows.append(ft.Text(t("sator.check.pile", count=listed.incertus_pile)))
    return rows


def full_checklist(
    t: Texts, ticks: Ticks, listed: SetupChecklist, rules: HouseRules
) -> list[ft.Control]:
    """Everything the table prepares, top to bottom, as the new-game screen shows it."""
    return [
        *seats_section(t, listed, rules),
        *positioning_section(t, ticks, listed, rules),
        *walkway_table(t, listed, rules),
        *draft_section(t, listed, rules),
        *placement_section(t, listed),
        *deal_section(t, ticks, listed, rules),
        section_title(t("sator.check.reminders")),
        *reminder_items(t, ticks, listed.reminders, rules),
    ]

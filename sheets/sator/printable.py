"""The printed aid of SATOR: the setup checklist and a turn card for each player, as pages
of the layout model (:mod:`sheets.layout`) that ``sheets.pdf`` draws, in Czech or English.

Without a setup the checklist has blanks for what the table draws, and there is a turn
card for each colour; with a setup it lists that game's draws and the cards carry the
players' names. A value resting on an unverified house rule is marked ``*`` and the mark
explained at the foot of the page.

Areas of the checklist: ``title``, ``players``, ``positioning``, ``walkways``, ``draft``
(three players), ``placement``, ``deal``, ``reminders`` and ``notes``; each turn card is an
area ``card:<n>``, two to a page with a dashed line to cut between them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sheets.i18n import Language, translate
from sheets.layout import PAPER_SIZES_MM, Area, Box, Circle, Element, Line, Page, Text
from sheets.sator.checklist import SetupChecklist, checklist
from sheets.sator.content import load_content, piece_material, piece_shape
from sheets.sator.house_rules import HouseRules, default_house_rules, unverified_in_use
from sheets.sator.names import colour_name, display_params, material_name, shape_name
from sheets.sator.print_flow import Measure, Section, Writer, moved, stack
from sheets.sator.reminders import Reminder, stage_reminders
from sheets.sator.setup import Setup

MARGIN = 10.0
# Bold headings already part the checklist's sections: a narrow gap keeps a blank A4 checklist,
# footnote included, on one page.
CHECKLIST_SECTION_GAP = 1.0
UNVERIFIED = "*"
CELL_H = 4.8
SHAPE_W = 38.0
CARD_GAP = 8.0
CARD_COLUMN_GAP = 6.0
RIGHT_COLUMN = 70.0
CARD_PADDING = 3.0
# Text on a turn card shrinks by these steps until the card holds it.
FIT_SCALES = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7)


def aid_pages(
    *, language: Language, paper: str, measure: Measure, setup: Setup | None = None
) -> tuple[Page, ...]:
    """The checklist (one page or more), then the turn cards, two to a page.

    :raises ValueError: for an unknown paper.
    """
    if paper not in PAPER_SIZES_MM:
        raise ValueError(f"unknown paper {paper!r}; choose one of {sorted(PAPER_SIZES_MM)}")
    rules = default_house_rules() if setup is None else setup.rules()
    words = _Words(language, rules)
    return (
        *checklist_pages(words, paper, measure, setup),
        *turn_card_pages(words, paper, measure, setup),
    )


class _Words:
    """The aid's language and the game's house rules: texts, names, unverified marks."""

    def __init__(self, language: Language, rules: HouseRules) -> None:
        self.language = language
        self.rules = rules
        self.unverified = frozenset(unverified_in_use(rules))

    def __call__(self, key: str, /, **params: Any) -> str:
        return translate(key, self.language, **params)

    def unsure(self, *settings: str) -> str:
        return UNVERIFIED if self.unverified.intersection(settings) else ""

    def reminder(self, reminder: Reminder) -> str:
        text = translate(
            reminder.key,
            self.language,
            **display_params(reminder.params, self.language, self.rules),
        )
        return text + (UNVERIFIED if reminder.unverified else "")

    def colour(self, colour: str, owner: str | None = None) -> str:
        """The colour's name; on paper a colour nobody named is a line to write the
        figures' colour on, told by its player (``owner``) where it has one."""
        if colour in load_content().colours_named_by_rules or self.rules.colour_name(colour):
            return colour_name(colour, self.language, self.rules)
        if owner is not None:
            return self("sator.print.colour_of", player=owner)
        return self("sator.print.colour_blank")

    def material_legend(self) -> str | None:
        """A line to write down which material is which, for those nobody named."""
        unnamed = [m for m in load_content().materials if not self.rules.material_name(m)]
        if not unnamed:
            return None
        blanks = ", ".join(
            self("sator.print.material_blank", number=load_content().materials.index(m) + 1)
            for m in unnamed
        )
        return self("sator.print.material_legend", materials=blanks)


# The setup checklist


def checklist_pages(
    words: _Words, paper: str, measure: Measure, setup: Setup | None
) -> tuple[Page, ...]:
    width = PAPER_SIZES_MM[paper][0] - 2 * MARGIN
    listed = None if setup is None else checklist(setup)
    stages = stage_reminders(setup, words.rules)
    sections = [
        _title(words, width, measure, setup),
        _players(words, width, measure, listed),
        _positioning(words, width, measure, listed, stages["books"]),
        _walkways(words, width, measure, listed),
        *(
            [_draft(words, width, measure, listed, stages["draft"])]
            if listed and listed.draft_pool
            else []
        ),
        _placement(words, width, measure, listed, stages["placement"]),
        _deal(words, width, measure, listed, stages["deal"]),
        _notes(words, width, measure),
    ]
    return stack(sections, paper=PAPER_SIZES_MM[paper], margin=MARGIN, gap=CHECKLIST_SECTION_GAP)


def _title(words: _Words, width: float, measure: Measure, setup: Setup | None) -> Section:
    out = Writer(width, measure)
    out.text(words("sator.game.title"), size=5.2, bold=True)
    if setup is None:
        out.text(words("sator.print.checklist_blank"), size=3.2)
    else:
        out.text(
            words("sator.print.checklist_for", count=len(setup.seats), seed=setup.seed), size=3.2
        )
    out.rule()
    return out.section("title", words("sator.print.area.title"))


def _players(
    words: _Words, width: float, measure: Measure, listed: SetupChecklist | None
) -> Section:
    out = Writer(width, measure)
    out.heading(words("sator.check.seats"))
    if listed is None:
        for number in range(1, load_content().rules.players.max + 1):
            out.text(words("sator.print.player_blank", number=number), tick=True)
    else:
        deals = {deal.seat: deal for deal in listed.deals}
        for seat in listed.turn_order:
            deal = deals[seat]
            line = f"{deal.number}. {deal.name} · {words.colour(deal.colour)}"
            if deal.number == 1:
                line = words("sator.check.starts", player=line)
            out.text(line, tick=True)
    out.text(words("sator.check.clockwise"), size=2.4)
    return out.section("players", words("sator.check.seats"))


def _positioning(
    words: _Words,
    width: float,
    measure: Measure,
    listed: SetupChecklist | None,
    reminders: Sequence[Reminder],
) -> Section:
    out = Writer(width, measure)
    out.heading(words("sator.check.positioning") + words.unsure("positioning_cards_per_colour"))
    if listed is None:
        for colour in load_content().colours:
            out.text(words("sator.print.positioning_blank", colour=words.colour(colour)), tick=True)
    else:
        owners = {deal.colour: deal.name for deal in listed.deals}
        for draw in listed.positioning:
            card = (
                words("sator.check.card", card=draw.card)
                if draw.card
                else words("sator.check.any_card")
            )
            key = "sator.check.in_play" if draw.in_play else "sator.check.not_in_play"
            colour = words.colour(draw.colour, owners.get(draw.colour))
            out.text(words(key, colour=colour, card=card), tick=True)
    _tick_off(out, words, reminders)
    return out.section("positioning", words("sator.check.positioning"))


def _walkways(
    words: _Words, width: float, measure: Measure, listed: SetupChecklist | None
) -> Section:
    """The deal as shapes down and players across, each cell the materials dealt."""
    out = Writer(width, measure)
    out.heading(words("sator.check.walkways"))
    language, rules = words.language, words.rules
    columns: list[tuple[str, list[list[str]]]] = []
    shapes = load_content().shapes
    if listed is None:
        out.text(_deal_rule(words), size=2.6)
        columns = [
            (words("sator.print.player_column", number=number), [[] for _ in shapes])
            for number in range(1, load_content().rules.players.max + 1)
        ]
        columns.append((words("sator.check.pool"), [[] for _ in shapes]))
    else:
        # The key to the materials nobody named shares the help's line: a full deal of
        # four players leaves no room for one more on the page.
        legend = words.material_legend()
        help_text = words("sator.check.walkways_help")
        out.text(help_text if legend is None else f"{help_text} {legend}", size=2.6)
        groups = [(deal.name, deal.walkways) for deal in listed.deals]
        if listed.draft_pool:
            groups.append((words("sator.check.pool"), listed.draft_pool))
        columns = [
            (
                name,
                [
                    [
                        material_name(piece_material(piece), language, rules)
                        for piece in pieces
                        if piece_shape(piece) == shape
                    ]
                    for shape in shapes
                ],
            )
            for name, pieces in groups
        ]
    lines = max(1, *(len(cell) for _, cells in columns for cell in cells))
    rows = [[shape_name(shape, language) for shape in shapes]]
    header = [words("sator.check.shape")] + [name for name, _ in columns]
    cells = [*rows, *(["\n".join(cell) for cell in column] for _, column in columns)]
    grid, height = _grid(header, cells, width, CELL_H * lines)
    out.space(1.0)
    out.add(grid, height)
    return out.section("walkways", words("sator.check.walkways"))


def _deal_rule(words: _Words) -> str:
    """How the walkways are dealt for each player count, as the rules' table says."""
    content = load_content()
    parts = []
    for rule in content.rules.walkway_deal:
        if rule.draft_order:
            order = "-".join(map(str, rule.draft_order))
            parts.append(
                words(
                    "sator.print.deal_rule_draft",
                    players=rule.players,
                    each=rule.per_shape,
                    left=len(rule.draft_order),
                    order=order,
                )
            )
        else:
            parts.append(words("sator.print.deal_rule", players=rule.players, each=rule.per_shape))
    return " · ".join(parts)


def _grid(
    header: Sequence[str], columns: Sequence[Sequence[str]], width: float, row_h: float
) -> tuple[list[Element], float]:
    """A table: ``columns`` of cell texts (the first the row names), a header above; cells
    hold one line per ``\\n``."""
    others = (width - SHAPE_W) / max(1, len(columns) - 1)
    lefts = [0.0] + [SHAPE_W + index * others for index in range(len(columns) - 1)]
    widths = [SHAPE_W] + [others] * (len(columns) - 1)
    elements: list[Element] = []
    rows = len(columns[0])
    for column, (left, cell_w) in enumerate(zip(lefts, widths, strict=True)):
        elements.append(Box(left, 0.0, cell_w, CELL_H, fill="light"))
        elements.append(
            Text(left + 1.0, CELL_H - 1.5, header[column], 2.6, bold=True, width=cell_w - 2)
        )
        for row in range(rows):
            top = CELL_H + row * row_h
            elements.append(Box(left, top, cell_w, row_h))
            for index, line in enumerate(columns[column][row].split("\n")):
                if line:
                    baseline = top + CELL_H - 1.5 + index * CELL_H
                    elements.append(Text(left + 1.0, baseline, line, 2.6, width=cell_w - 2))
    return elements, CELL_H + rows * row_h


def _draft(
    words: _Words,
    width: float,
    measure: Measure,
    listed: SetupChecklist,
    reminders: Sequence[Reminder],
) -> Section:
    out = Writer(width, measure)
    out.heading(words("sator.check.draft"))
    names = {deal.seat: deal.name for deal in listed.deals}
    _numbered_boxes(out, [names[seat] for seat in listed.draft_order])
    _tick_off(out, words, reminders)
    return out.section("draft", words("sator.check.draft"))


def _placement(
    words: _Words,
    width: float,
    measure: Measure,
    listed: SetupChecklist | None,
    reminders: Sequence[Reminder],
) -> Section:
    """Every placement as a numbered box to tick, with the player's name when known."""
    out = Writer(width, measure)
    count = load_content().components.counts["walkway_pieces"].count
    out.heading(words("sator.check.placement", count=count))
    names = {deal.seat: deal.name for deal in listed.deals} if listed else {}
    _numbered_boxes(
        out, [names[seat] for seat in listed.placement_order] if listed else [""] * count
    )
    _tick_off(out, words, reminders)
    return out.section("placement", words("sator.check.placement", count=count))


def _deal(
    words: _Words,
    width: float,
    measure: Measure,
    listed: SetupChecklist | None,
    reminders: Sequence[Reminder],
) -> Section:
    out = Writer(width, measure)
    out.heading(words("sator.check.deal"))
    if listed is None:
        for hands in load_content().rules.incertus_hands:
            sizes = " / ".join(map(str, hands.by_seat))
            out.text(words("sator.print.deal_blank", players=hands.players, sizes=sizes))
    else:
        for deal in sorted(listed.deals, key=lambda deal: deal.number):
            line = f"{deal.number}. {deal.name} · {words.colour(deal.colour)}"
            out.text(
                words("sator.check.deal_line", player=line, count=deal.incertus_cards), tick=True
            )
        out.text(words("sator.check.pile", count=listed.incertus_pile))
    _tick_off(out, words, reminders)
    return out.section("deal", words("sator.check.deal"))


def _numbered_boxes(out: Writer, names: Sequence[str], per_row: int = 8) -> None:
    """Turns of an order as numbered boxes to tick, with the player's name when known."""
    cell_w = out.width / per_row
    elements: list[Element] = []
    for index, name in enumerate(names):
        left, top = (index % per_row) * cell_w, (index // per_row) * (CELL_H + 0.8)
        label = f"{index + 1}. {name}" if name else str(index + 1)
        elements.append(Box(left + 0.5, top, 3.4, 3.4))
        elements.append(Text(left + 4.6, top + 2.9, label, 2.5, width=cell_w - 5.2))
    out.space(1.0)
    out.add(elements, ((len(names) + per_row - 1) // per_row) * (CELL_H + 0.8))


def _tick_off(out: Writer, words: _Words, reminders: Sequence[Reminder]) -> None:
    """The stage's reminders, each with a box to tick."""
    out.space(0.8)
    for reminder in reminders:
        out.text(words.reminder(reminder), tick=True, size=2.6)


def _notes(words: _Words, width: float, measure: Measure) -> Section:
    out = Writer(width, measure)
    if words.unverified:
        out.text(words("sator.print.unverified_note", mark=UNVERIFIED), size=2.4)
    return out.section("notes", words("sator.print.area.notes"))


# The turn cards


def turn_card_pages(
    words: _Words, paper: str, measure: Measure, setup: Setup | None
) -> tuple[Page, ...]:
    """A turn card for each player (each colour when blank), two to a page."""
    page_w, page_h = PAPER_SIZES_MM[paper]
    card_w, card_h = page_w - 2 * MARGIN, (page_h - 2 * MARGIN - CARD_GAP) / 2
    if setup is None:
        owners: list[tuple[str | None, str]] = [(None, c) for c in load_content().colours]
    else:
        owners = [(seat.name, seat.colour) for seat in setup.seats]
    cards = [
        _turn_card(words, measure, index, name, colour, card_w, card_h)
        for index, (name, colour) in enumerate(owners, start=1)
    ]
    pages = []
    for first in range(0, len(cards), 2):
        pair = cards[first : first + 2]
        areas = [
            Area(
                card.id,
                card.title,
                MARGIN,
                MARGIN + slot * (card_h + CARD_GAP),
                card_w,
                card_h,
                card.elements,
            )
            for slot, card in enumerate(pair)
        ]
        middle = page_h / 2
        areas.append(
            Area(
                "cut", "", 0.0, middle, page_w, 0.0, (Line(4.0, 0.0, page_w - 4.0, 0.0, "dashed"),)
            )
        )
        pages.append(Page(page_w, page_h, tuple(areas)))
    return tuple(pages)


def _turn_card(
    words: _Words,
    measure: Measure,
    number: int,
    name: str | None,
    colour: str,
    width: float,
    height: float,
) -> Section:
    steps_w = width - 2 * CARD_PADDING - RIGHT_COLUMN - CARD_COLUMN_GAP
    for scale in FIT_SCALES:
        steps = _card_steps(Writer(steps_w, measure, scale), words, name, colour)
        side = _card_side(Writer(RIGHT_COLUMN, measure, scale), words)
        if max(steps.h, side.h) <= height - 2 * CARD_PADDING:
            break
    side_x = width - CARD_PADDING - RIGHT_COLUMN
    elements: list[Element] = [Box(0.0, 0.0, width, height, stroke="thin")]
    elements += [moved(element, CARD_PADDING, CARD_PADDING) for element in steps.elements]
    elements += [moved(element, side_x, CARD_PADDING) for element in side.elements]
    return Section(f"card:{number}", words("sator.print.card_title"), height, tuple(elements))


def _card_steps(out: Writer, words: _Words, name: str | None, colour: str) -> Section:
    """The turn's steps in their fixed order, with what each costs."""
    rules = words.rules
    exchange = load_content().rules.exchange
    owner = name or words("sator.print.name_blank")
    out.text(
        words("sator.print.card_heading", player=owner, colour=words.colour(colour)),
        size=3.8,
        bold=True,
    )
    out.text(words("sator.print.budget", ap=load_content().rules.turn.action_points), size=2.6)
    size = 2.5

    def step(key: str) -> None:
        out.space(0.6)
        out.text(words(f"sator.step.{key}"), size=3.0, bold=True)

    def line(key: str, *settings: str, **params: Any) -> None:
        out.text(
            words(f"sator.reminder.{key}", **params) + words.unsure(*settings),
            size=size,
            indent=2.0,
        )

    step("exchange")
    line("exchange_simple", ap=exchange.simple.ap)
    line("exchange_search", ap=exchange.search.ap)
    step("play")
    line(
        "rotas_cost",
        "rotas_ap_per_rotation",
        "rotas_max_rotations",
        ap=rules.rotas_ap_per_rotation,
        most=rules.rotas_max_rotations,
    )
    line(
        "moves_cost",
        "moves_ap_per_square",
        "moves_max_squares",
        ap=rules.moves_ap_per_square,
        most=rules.moves_max_squares,
    )
    line("monk_surcharge", "monk_surcharge_ap", ap=rules.monk_surcharge_ap)
    line("golden_rule_cards", "golden_rule_scope")
    out.text(words("sator.print.prayers_line"), size=size, indent=2.0)
    step("move")
    out.text(words("sator.print.move_line"), size=size, indent=2.0)
    line("collect_books")
    step("discard")
    line("prayers_stay_face_up")
    step("draw")
    out.text(
        words(
            "sator.print.draw_line",
            size=load_content().rules.turn.hand_size,
            limit=load_content().rules.turn.max_prayers_in_hand,
        ),
        size=size,
        indent=2.0,
    )
    return out.section("steps", "")


def _card_side(out: Writer, words: _Words) -> Section:
    """The budget to tick, the free action, the prayers used, the books and the gargoyle."""
    content = load_content()
    rules = words.rules
    out.text(words("sator.print.ap_track"), size=3.0, bold=True)
    pips = content.rules.turn.action_points
    out.add(
        [Circle(2.6 + index * 7.0, 3.0, 2.6, text=str(index + 1)) for index in range(pips)], 6.4
    )
    out.text(words("sator.print.free_action"), size=3.0, bold=True)
    for kind in ("monk_step", "slide", "rotate"):
        out.text(words(f"sator.free_action.{kind}"), size=2.5, tick=True)
    out.text(words("sator.print.prayers_heading"), size=3.0, bold=True)
    for prayer in content.prayers:
        levels = "/".join(map(str, rules.prayer_ap(prayer.number)))
        title = f"{prayer.number}. {prayer.title}"
        out.text(
            words("sator.print.prayer_line", prayer=title, levels=levels)
            + words.unsure(f"prayer_{prayer.number}_ap"),
            size=2.3,
            tick=True,
        )
    out.text(words("sator.print.books"), size=3.0, bold=True)
    books = content.rules.books_per_colour
    out.add([Box(index * 6.0, 0.0, 4.6, 4.6) for index in range(books)], 5.6)
    out.text(
        words(
            "sator.reminder.remove_gargoyle",
            cards=content.rules.gargoyle_removal_discard,
            ap=rules.gargoyle_removal_ap,
        )
        + words.unsure("gargoyle_removal_ap"),
        size=2.3,
    )
    if words.unverified:
        # A card is cut from its page: it explains its own marks.
        out.space(1.0)
        out.text(words("sator.print.unverified_note", mark=UNVERIFIED), size=2.0)
    return out.section("side", "")

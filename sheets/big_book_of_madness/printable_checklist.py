"""The printed setup checklist: every step of setting up the physical game, in the
rulebook's order, each with a box to tick.

For a game the steps carry its numbers and names (the checklist the screen shows), then
what the seed drew: the grimoire's pages in the order their monsters come and the library
stacks. A blank checklist gives the numbers for every player count and lines to write in.
"""

from __future__ import annotations

from sheets.big_book_of_madness.content import ELEMENTS, load_content
from sheets.big_book_of_madness.house_rules import LEVELS
from sheets.big_book_of_madness.printable_parts import (
    BODY_SIZE,
    CHECKBOX,
    HEADING_SIZE,
    MARGIN,
    SMALL_SIZE,
    TITLE_SIZE,
    PrintInputs,
    cell,
    checkbox,
    paragraph,
)
from sheets.big_book_of_madness.reminders import checklist
from sheets.big_book_of_madness.text import reminder_text
from sheets.layout import PAPER_SIZES_MM, Area, Element, Line, Page, Text

ITEM_GAP = 1.0
TEXT_INDENT = 6.0
BLANK_PLAYERS = 5
FILL_IN_ROW = 8.0


class _Flow:
    """Elements placed top to bottom, a new page whenever the next block does not fit."""

    def __init__(self, inputs: PrintInputs, title: str) -> None:
        self.inputs = inputs
        self.title = title
        self.pages: list[list[Element]] = []
        self.items = 0
        self.y = 0.0
        self._new_page()

    def _new_page(self) -> None:
        self.pages.append([])
        title = (
            self.title if len(self.pages) == 1 else self.inputs.text("continued", title=self.title)
        )
        self.pages[-1].append(
            Text(0.0, TITLE_SIZE, title, TITLE_SIZE, bold=True, width=self.inputs.width)
        )
        self.y = TITLE_SIZE * 2.0

    def room(self, height: float) -> float:
        """The top of a block ``height`` high, on a new page if this one is full."""
        if self.y + height > self.inputs.height and self.y > TITLE_SIZE * 2.0:
            self._new_page()
        top = self.y
        self.y += height
        return top

    def add(self, elements: list[Element]) -> None:
        self.pages[-1].extend(elements)

    def heading(self, text: str) -> None:
        top = self.room(HEADING_SIZE * 2.2)
        self.add([Text(0.0, top + HEADING_SIZE * 1.5, text, HEADING_SIZE, bold=True)])

    def note(self, text: str) -> None:
        texts, height = paragraph(text, 0.0, 0.0, self.inputs.width, SMALL_SIZE)
        top = self.room(height + ITEM_GAP)
        self.add([_moved(t, top + SMALL_SIZE) for t in texts])

    def item(self, text: str) -> None:
        self.items += 1
        number = self.items
        width = self.inputs.width - TEXT_INDENT
        texts, height = paragraph(text, TEXT_INDENT, 0.0, width)
        top = self.room(max(height, CHECKBOX) + ITEM_GAP)
        self.add(
            [checkbox(0.0, top, f"check:{number}"), *[_moved(t, top + BODY_SIZE) for t in texts]]
        )

    def page_areas(self) -> tuple[Page, ...]:
        w, h = PAPER_SIZES_MM[self.inputs.paper]
        return tuple(
            Page(
                w,
                h,
                (
                    Area(
                        f"checklist:{number}",
                        self.title,
                        MARGIN,
                        MARGIN,
                        self.inputs.width,
                        self.inputs.height,
                        tuple(elements),
                    ),
                ),
            )
            for number, elements in enumerate(self.pages, start=1)
        )


def _moved(text: Text, top: float) -> Text:
    return Text(text.x, text.y + top, text.text, text.size, text.align, text.bold, text.width)


def checklist_pages(inputs: PrintInputs) -> tuple[Page, ...]:
    """The setup checklist, one page or more."""
    flow = _Flow(inputs, inputs.text("checklist_title"))
    if inputs.setup is None:
        _blank_items(flow)
    else:
        _game_items(flow)
        _drawn(flow)
    return flow.page_areas()


def _game_items(flow: _Flow) -> None:
    inputs = flow.inputs
    assert inputs.setup is not None and inputs.state is not None
    setup = inputs.setup
    flow.note(
        inputs.text(
            "game_line",
            players=", ".join(player.name for player in setup.players),
            difficulty=inputs.word(f"difficulty.{setup.difficulty}"),
            mode=inputs.word(f"mode.{setup.mode}"),
            seed=setup.seed,
        )
    )
    for reminder in checklist(setup, inputs.rules):
        flow.item(reminder_text(inputs.state, reminder, inputs.language))


def _blank_items(flow: _Flow) -> None:
    inputs = flow.inputs
    content = load_content()
    rules = inputs.rules
    sizes = ", ".join(
        inputs.text("players_cards", count=players, cards=cards)
        for players, cards in sorted(rules.madness_deck_by_players.items())
    )
    grimoire = content.grimoire
    texts = [
        inputs.word("check.board"),
        inputs.text("madness_deck_blank", sizes=sizes),
        inputs.word("check.curse_decks"),
        inputs.word("check.element_supply"),
        inputs.word("check.basic_spells", count=content.players["max"]),
        inputs.text("magicians_blank"),
    ]
    for text in texts:
        flow.item(text)
    _fill_in_players(flow)
    texts = [
        inputs.word("check.value_1_to_box"),
        inputs.text("modes_blank"),
        inputs.word("check.shuffle_decks"),
        inputs.word("check.grimoire_final"),
        inputs.word(
            "check.grimoire_inner_random", count=grimoire.inner_pages_drawn, of=grimoire.inner_pages
        ),
        inputs.word("check.grimoire_first_random", of=grimoire.first_pages),
        *[
            inputs.word("check.library_random", element=inputs.element(element))
            for element in ELEMENTS
        ],
        inputs.text("round_marker_blank"),
        inputs.word("check.invocation_marker"),
        inputs.word("check.element_tokens"),
        inputs.text("first_player_blank"),
        inputs.word("check.draw", count=content.hand_size),
        inputs.word("check.five_player_variant"),
    ]
    for text in texts:
        flow.item(text)


def _fill_in_players(flow: _Flow) -> None:
    """Lines to write each player's name and magician on."""
    inputs = flow.inputs
    width = inputs.width - TEXT_INDENT
    columns = (
        (inputs.text("column.player"), 0.32),
        (inputs.text("column.magician"), 0.32),
        (inputs.text("column.starting_deck"), 0.36),
    )
    top = flow.room(FILL_IN_ROW * (BLANK_PLAYERS + 1) + ITEM_GAP)
    elements: list[Element] = []
    x = TEXT_INDENT
    for label, share in columns:
        elements.append(Text(x, top + SMALL_SIZE * 1.6, label, SMALL_SIZE, bold=True))
        for row in range(1, BLANK_PLAYERS + 1):
            y = top + FILL_IN_ROW * (row + 1) - 1.5
            elements.append(Line(x, y, x + width * share - 3.0, y, "thin"))
        x += width * share
    flow.add(elements)


def _drawn(flow: _Flow) -> None:
    """What the seed drew, for a table that numbered or named its cards."""
    inputs = flow.inputs
    assert inputs.setup is not None
    setup = inputs.setup
    flow.heading(inputs.text("drawn_title", seed=setup.seed))
    flow.note(inputs.text("drawn_note"))
    rounds = load_content().rounds
    order = [
        inputs.text(
            "monster_page",
            number=number,
            page=inputs.page_name(setup.grimoire.page_of_monster(number)),
        )
        for number in range(1, rounds + 1)
    ]
    flow.note(inputs.text("grimoire_order", pages=" · ".join(order)))
    _library_grid(flow)


def _library_grid(flow: _Flow) -> None:
    inputs = flow.inputs
    assert inputs.setup is not None
    label_w = 24.0
    column_w = (inputs.width - label_w) / len(LEVELS)
    row_h = 6.5
    top = flow.room(row_h * (len(ELEMENTS) + 1) + ITEM_GAP)
    elements: list[Element] = [cell(0.0, top, label_w, row_h, inputs.text("library"))]
    for index, level in enumerate(LEVELS):
        key = "level_face_up" if index == 0 else "level"
        elements.append(
            cell(label_w + index * column_w, top, column_w, row_h, inputs.text(key, level=level))
        )
    for row, element in enumerate(ELEMENTS, start=1):
        y = top + row * row_h
        elements.append(cell(0.0, y, label_w, row_h, inputs.element(element)))
        for index, spell in enumerate(inputs.setup.library[element]):
            x = label_w + index * column_w
            elements += [
                cell(x, y, column_w, row_h),
                Text(
                    x + 1.5, y + row_h * 0.68, inputs.spell(spell), SMALL_SIZE, width=column_w - 3
                ),
            ]
    flow.add(elements)


__all__ = ["checklist_pages"]

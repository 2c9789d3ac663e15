"""The printed round tracker: the turn's four phases, the madness deck to count down, a row
per round with its multi-element curses, monster, curse places, turns and result, and a
row per player.

Blank, it is filled in with a pencil; for a game it carries the players, the difficulty
and (with the game's state) how far the table got.
"""

from __future__ import annotations

from sheets.big_book_of_madness.content import PLACES, CurseKind, Place, load_content
from sheets.big_book_of_madness.house_rules import DIFFICULTIES
from sheets.big_book_of_madness.printable_parts import (
    BODY_SIZE,
    HEADING_SIZE,
    MARGIN,
    SMALL_SIZE,
    TITLE_SIZE,
    UNVERIFIED,
    PrintInputs,
    cell,
    paragraph,
)
from sheets.big_book_of_madness.state import Monster, TableState
from sheets.layout import PAPER_SIZES_MM, Area, Box, Element, Fill, Mark, Page, Text

PHASES = ("focus", "grimoire", "actions", "recovery")
# A box to mark and its label are made for a pen: a box of 4 mm, a label of 7 pt.
PEN_BOX = 4.0
PEN_LABEL_SIZE = 2.5
ROUND_ROW = 15.0
PLAYER_ROW = 9.0
HEADER_ROW = 5.0
BLANK_PLAYERS = 5
# Column widths of the rounds table on a 186 mm wide A4 page (scaled to the paper):
# round, multi-element curses I-III, monster, curse places A-E, turns 1-5, beaten.
ROUND_COLUMNS = (10.0, 8.0, 8.0, 8.0, 34.0, 14.4, 14.4, 14.4, 14.4, 14.4, 30.0, 16.0)
# name, magician, support limit, spells, madness, scared to death.
PLAYER_COLUMNS = (38.0, 38.0, 16.0, 38.0, 40.0, 16.0)
REFERENCE_WIDTH = 186.0


def tracker_page(inputs: PrintInputs) -> Page:
    builder = _Tracker(inputs)
    w, h = PAPER_SIZES_MM[inputs.paper]
    area = Area(
        "round_tracker",
        inputs.text("tracker_title"),
        MARGIN,
        MARGIN,
        inputs.width,
        inputs.height,
        tuple(builder.elements()),
    )
    return Page(w, h, (area,))


class _Tracker:
    def __init__(self, inputs: PrintInputs) -> None:
        self.inputs = inputs
        self.scale = inputs.width / REFERENCE_WIDTH
        self.marked_unverified = False

    def elements(self) -> list[Element]:
        inputs = self.inputs
        elements: list[Element] = [
            Text(0.0, TITLE_SIZE, inputs.text("tracker_title"), TITLE_SIZE, bold=True)
        ]
        y = TITLE_SIZE + 4.0
        elements += self._game_line(y)
        y += 6.0
        phases, height = self._phases(y)
        elements += phases
        y += height + 4.0
        elements += self._madness_deck(y)
        y += 16.0
        elements += self._rounds(y)
        y += 2 * HEADER_ROW + ROUND_ROW * load_content().rounds + 6.0
        elements += self._players(y)
        y += HEADER_ROW + PLAYER_ROW * self._player_rows() + 5.0
        if self.marked_unverified:
            texts, _ = paragraph(
                f"{UNVERIFIED} {inputs.text('unverified_note')}", 0.0, y, inputs.width, SMALL_SIZE
            )
            elements += texts
        return elements

    def _w(self, width: float) -> float:
        return width * self.scale

    def _game_line(self, y: float) -> list[Element]:
        inputs, setup = self.inputs, self.inputs.setup
        if setup is None:
            line = inputs.text("game_line_blank")
        else:
            line = inputs.text(
                "game_line",
                players=", ".join(player.name for player in setup.players),
                difficulty=inputs.word(f"difficulty.{setup.difficulty}"),
                mode=inputs.word(f"mode.{setup.mode}"),
                seed=setup.seed,
            )
        return [Text(0.0, y, line, BODY_SIZE, width=inputs.width)]

    def _phases(self, top: float) -> tuple[list[Element], float]:
        inputs = self.inputs
        gap = 2.0
        width = (inputs.width - gap * (len(PHASES) - 1)) / len(PHASES)
        paragraphs = [
            paragraph(inputs.text(f"phase_summary.{phase}"), 0.0, 0.0, width - 3.0, SMALL_SIZE)
            for phase in PHASES
        ]
        height = HEADING_SIZE * 2.0 + max(h for _, h in paragraphs) + 1.5
        elements: list[Element] = []
        for index, (phase, (texts, _)) in enumerate(zip(PHASES, paragraphs, strict=True)):
            x = index * (width + gap)
            title = f"{index + 1}. {inputs.word(f'phase.{phase}')}"
            elements += [
                Box(x, top, width, height, id=f"phase:{phase}", stroke="thick"),
                Text(
                    x + 1.5,
                    top + HEADING_SIZE * 1.3,
                    title,
                    HEADING_SIZE,
                    bold=True,
                    width=width - 3.0,
                ),
            ]
            elements += [
                Text(
                    x + 1.5,
                    top + HEADING_SIZE * 2.0 + t.y + SMALL_SIZE,
                    t.text,
                    t.size,
                    width=width - 3.0,
                )
                for t in texts
            ]
        return elements, height

    def _madness_deck(self, top: float) -> list[Element]:
        inputs = self.inputs
        cards = load_content().madness_cards
        start = deck = None
        setup, state = inputs.setup, inputs.state
        if setup is not None:
            start = self.inputs.rules.madness_deck_by_players[len(setup.players)]
            deck = start - (len(setup.players) if setup.horror else 0)
        if state is not None:
            deck = state.madness_deck
        pitch = inputs.width / cards
        elements: list[Element] = [
            Text(
                0.0,
                top + SMALL_SIZE,
                inputs.text("madness_deck_track"),
                SMALL_SIZE,
                bold=True,
                width=inputs.width,
            )
        ]
        for number in range(1, cards + 1):
            fill: Fill = "medium" if start is not None and number > start else "none"
            mark: Mark = (
                "crossed"
                if deck is not None and start is not None and deck < number <= start
                else "none"
            )
            elements.append(
                Box(
                    (number - 1) * pitch,
                    top + 3.5,
                    pitch,
                    5.0,
                    id=f"madness:{number}",
                    fill=fill,
                    mark=mark,
                    text=str(number),
                    text_size=1.9,
                )
            )
        return elements

    def _columns(self) -> list[float]:
        edges = [0.0]
        for width in ROUND_COLUMNS:
            edges.append(edges[-1] + self._w(width))
        return edges

    def _rounds(self, top: float) -> list[Element]:
        inputs = self.inputs
        edges = self._columns()
        content = load_content()
        elements: list[Element] = [
            cell(edges[0], top, edges[1] - edges[0], 2 * HEADER_ROW, inputs.text("column.round")),
            cell(edges[1], top, edges[4] - edges[1], HEADER_ROW, inputs.text("column.multi")),
            cell(edges[4], top, edges[5] - edges[4], 2 * HEADER_ROW, inputs.text("column.monster")),
            cell(edges[5], top, edges[10] - edges[5], HEADER_ROW, inputs.text("column.curses")),
            cell(edges[10], top, edges[11] - edges[10], HEADER_ROW, inputs.text("column.turns")),
            cell(
                edges[11], top, edges[12] - edges[11], 2 * HEADER_ROW, inputs.text("column.beaten")
            ),
        ]
        for index, difficulty in enumerate(DIFFICULTIES):
            elements.append(
                cell(
                    edges[1 + index],
                    top + HEADER_ROW,
                    edges[2 + index] - edges[1 + index],
                    HEADER_ROW,
                    difficulty,
                )
            )
        for index, place in enumerate(PLACES):
            space = content.space_of(place)
            elements.append(
                cell(
                    edges[5 + index],
                    top + HEADER_ROW,
                    edges[6 + index] - edges[5 + index],
                    HEADER_ROW,
                    inputs.text("place", place=place, space=space),
                )
            )
        turn_w = (edges[11] - edges[10]) / content.turns_per_round
        for turn in range(1, content.turns_per_round + 1):
            elements.append(
                cell(
                    edges[10] + (turn - 1) * turn_w, top + HEADER_ROW, turn_w, HEADER_ROW, str(turn)
                )
            )
        for number in range(1, content.rounds + 1):
            elements += self._round_row(
                number, top + 2 * HEADER_ROW + (number - 1) * ROUND_ROW, edges
            )
        return elements

    def _round_row(self, number: int, top: float, edges: list[float]) -> list[Element]:
        inputs, state = self.inputs, self.inputs.state
        content = load_content()
        monster = _monster(state, number)
        label = (
            str(number) if number < content.rounds else inputs.text("final_round", number=number)
        )
        elements: list[Element] = [cell(edges[0], top, edges[1] - edges[0], ROUND_ROW, label)]
        unsure = inputs.unsure("multi_curses_by_round")
        self.marked_unverified = self.marked_unverified or bool(unsure)
        for index, difficulty in enumerate(DIFFICULTIES):
            chosen = inputs.setup is not None and inputs.setup.difficulty == difficulty
            count = inputs.rules.multi_curses_by_round[difficulty][number - 1]
            elements.append(
                Box(
                    edges[1 + index],
                    top,
                    edges[2 + index] - edges[1 + index],
                    ROUND_ROW,
                    id=f"multi:{number}:{difficulty}",
                    fill="light" if chosen else "none",
                    text=f"{count}{unsure}",
                    text_size=BODY_SIZE,
                )
            )
        monster_w = edges[5] - edges[4]
        elements.append(Box(edges[4], top, monster_w, ROUND_ROW, id=f"monster:{number}"))
        if monster is not None and inputs.rules.page_name(monster.page):
            elements.append(
                Text(
                    edges[4] + 1.2,
                    top + ROUND_ROW / 2 + 1.0,
                    inputs.page_name(monster.page),
                    SMALL_SIZE,
                    width=monster_w - 2.4,
                )
            )
        kinds = _kinds(state, monster)
        for index, place in enumerate(PLACES):
            elements += self._curse_cell(
                number,
                place,
                kinds.get(place),
                top,
                edges[5 + index],
                edges[6 + index] - edges[5 + index],
            )
        elements += self._turn_boxes(number, top, edges)
        elements += self._beaten(number, monster, top, edges[11], edges[12] - edges[11])
        return elements

    def _curse_cell(
        self, number: int, place: Place, kind: CurseKind | None, top: float, x: float, w: float
    ) -> list[Element]:
        inputs, state = self.inputs, self.inputs.state
        broken = (
            state is not None
            and state.round == number
            and state.result is None
            and state.curse(place).status == "broken"
        )
        elements: list[Element] = [Box(x, top, w, ROUND_ROW, id=f"curse:{number}:{place}")]
        if kind is not None:
            word = inputs.text("multi_short") if kind == "multi" else inputs.element(kind)
            elements.append(Text(x + 1.0, top + 4.0, word, SMALL_SIZE, width=w - 2.0))
        # At its size the label is too wide to stand beside the box: it stands above it.
        box_top = top + ROUND_ROW - PEN_BOX - 1.2
        elements += [
            Text(x + 1.0, box_top - 1.2, inputs.text("broken"), PEN_LABEL_SIZE, width=w - 2.0),
            Box(
                x + 1.0,
                box_top,
                PEN_BOX,
                PEN_BOX,
                id=f"broken:{number}:{place}",
                mark="crossed" if broken else "none",
            ),
        ]
        return elements

    def _turn_boxes(self, number: int, top: float, edges: list[float]) -> list[Element]:
        state = self.inputs.state
        content = load_content()
        turns = content.turns_per_round
        turn_w = (edges[11] - edges[10]) / turns
        played = 0
        if state is not None and state.round > number:
            played = turns
        elif state is not None and state.round == number:
            played = turns if state.result is not None else state.marker
        elements: list[Element] = []
        for turn in range(1, turns + 1):
            elements.append(
                Box(
                    edges[10] + (turn - 1) * turn_w,
                    top,
                    turn_w,
                    ROUND_ROW,
                    id=f"turn:{number}:{turn}",
                    mark="crossed" if turn <= played else "none",
                )
            )
        return elements

    def _beaten(
        self, number: int, monster: Monster | None, top: float, x: float, w: float
    ) -> list[Element]:
        inputs = self.inputs
        elements: list[Element] = [Box(x, top, w, ROUND_ROW)]
        for row, (key, value) in enumerate((("yes", True), ("no", False))):
            y = top + 2.5 + row * (PEN_BOX + 2.5)
            mark: Mark = "crossed" if monster is not None and monster.beaten is value else "none"
            elements += [
                Box(x + 1.5, y, PEN_BOX, PEN_BOX, id=f"beaten:{number}:{key}", mark=mark),
                Text(
                    x + 2.2 + PEN_BOX,
                    y + PEN_BOX - 0.5,
                    inputs.text(key),
                    PEN_LABEL_SIZE,
                    width=w - PEN_BOX - 3.0,
                ),
            ]
        return elements

    def _player_rows(self) -> int:
        setup = self.inputs.setup
        return BLANK_PLAYERS if setup is None else len(setup.players)

    def _players(self, top: float) -> list[Element]:
        inputs = self.inputs
        headers = ("player", "magician", "support", "spells", "madness", "scared")
        edges = [0.0]
        for width in PLAYER_COLUMNS:
            edges.append(edges[-1] + self._w(width))
        elements: list[Element] = [
            cell(
                edges[i], top, edges[i + 1] - edges[i], HEADER_ROW, inputs.text(f"column.{header}")
            )
            for i, header in enumerate(headers)
        ]
        for row in range(self._player_rows()):
            y = top + HEADER_ROW + row * PLAYER_ROW
            values = self._player_values(row)
            for index, value in enumerate(values):
                w = edges[index + 1] - edges[index]
                elements.append(Box(edges[index], y, w, PLAYER_ROW, id=f"player:{row}:{index}"))
                if value:
                    elements.append(
                        Text(
                            edges[index] + 1.2,
                            y + PLAYER_ROW / 2 + 1.0,
                            value,
                            SMALL_SIZE,
                            width=w - 2.4,
                        )
                    )
            elements += self._spell_boxes(row, y, edges[3], edges[4] - edges[3])
            scared = self._scared(row)
            elements.append(
                Box(
                    edges[5] + (edges[6] - edges[5] - PEN_BOX) / 2,
                    y + (PLAYER_ROW - PEN_BOX) / 2,
                    PEN_BOX,
                    PEN_BOX,
                    id=f"scared:{row}",
                    mark="crossed" if scared else "none",
                )
            )
        return elements

    def _player_values(self, seat: int) -> tuple[str, str, str, str, str, str]:
        inputs, setup, state = self.inputs, self.inputs.setup, self.inputs.state
        if setup is None:
            return ("", "", "", "", "", "")
        player = setup.players[seat]
        magician = inputs.word(f"magician.{player.magician}")
        content = load_content()
        ability = content.ability(inputs.rules.ability_of(player.magician))
        limit = ability.support_limit or content.support_limit
        madness = ""
        if state is not None and state.phase != "setup":
            tracked = state.players[seat]
            madness = inputs.text(
                "madness_counts",
                hand=tracked.madness_hand,
                support=tracked.madness_support,
                piles=tracked.madness_piles,
            )
        return (player.name, magician, str(limit), "", madness, "")

    def _spell_boxes(self, seat: int, top: float, x: float, w: float) -> list[Element]:
        state, setup = self.inputs.state, self.inputs.setup
        content = load_content()
        limit = content.spell_limit + 1
        known = 0
        if setup is not None:
            ability = content.ability(self.inputs.rules.ability_of(setup.players[seat].magician))
            limit = ability.spell_limit or content.spell_limit
        if state is not None:
            known = len(state.players[seat].spells)
        pitch = min(5.5, (w - 2.0) / (content.spell_limit + 1))
        return [
            Box(
                x + 1.0 + index * pitch,
                top + (PLAYER_ROW - PEN_BOX) / 2,
                PEN_BOX,
                PEN_BOX,
                id=f"spell:{seat}:{index + 1}",
                mark="filled" if index < known else "none",
            )
            for index in range(limit)
        ]

    def _scared(self, seat: int) -> bool:
        state = self.inputs.state
        return state is not None and state.players[seat].eliminated


def _monster(state: TableState | None, number: int) -> Monster | None:
    if state is None or len(state.monsters) < number:
        return None
    return state.monsters[number - 1]


def _kinds(state: TableState | None, monster: Monster | None) -> dict[Place, CurseKind]:
    """The curse of each place of ``monster``'s round, as the rules placed them."""
    if state is None or monster is None or monster.elements is None:
        return {}
    kinds: list[CurseKind] = ["multi"] * monster.multi_curses
    kinds += monster.elements
    return dict(zip(state.rules.curse_place_order, kinds, strict=False))


__all__ = ["tracker_page"]

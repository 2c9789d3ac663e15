"""The Paper Dungeons player sheet as a layout model (see :mod:`sheets.layout`).

``sheet_page(language=..., paper=...)`` is a blank sheet; with ``setup`` and ``seat`` it is
prepared for that seat of a game (name, dungeon card walls and villain circles, training
colours, missions, Power and Objective); with the game's ``state`` too it is finished, with
every mark of the seat and the score lines the caller computed
(``scoring.paper_dungeons.breakdown(state, seat).lines``).

The page is made of self-contained areas, so that a screen can draw each one on its own:
``header``, ``dungeon``, ``heroes``, ``health``, ``wounds``, ``potions``, ``minions``,
``gems``, ``artifacts``, ``rounds``, ``score`` and ``notes`` (the unverified-value footnote).

Element ids of everything a player marks::

    room:A5          a room (mark "dotted": explored)
    minion:A5        the printed minion ("crossed": defeated)
    treasure:A5      the printed treasure ("circled": taken; "crossed": a vanished gem)
    trap:A5          the printed trap
    villain:1        villain circle 1-3 from the dungeon card
    mission:1        the box before mission line 1-3 ("filled": completed)
    training:wizard  the training box ("filled": black)
    hero:wizard:3    level box 1-6 ("filled": reached; 1 is printed)
    health:7         health box 1-24 ("filled"; 1-4 are printed)
    wound:12         wound box 1-24 ("crossed")
    potion:4         potion box 1-12 ("filled": brewed)
    soak:4:2         wound slot 1-2 of a potion ("crossed": used)
    minion_track:5   defeated-minion box 1-12 ("crossed")
    gem:C            gem letter A-H ("circled": claimed; "crossed": vanished)
    gem_bonus:2      a bonus gem without a letter ("filled")
    artifact:3:2     half 1-2 of artifact 1-8 ("filled")
    round:4:1        die box 1-3 of round 1-8 (text: the number written)
    fight:2          the glory of the fight against villain 1-3 (text)
    score:heroes     a score line of the game data (text: glory); score:total

Symbol names: trap, orc, ghost, zombie, goblin, warrior, wizard, cleric, rogue, potion,
level_up, half_artifact, gem, teleport, entrance, skull, clover, boots, ability, villain.
A symbol's ``label`` is a short text beside it: a minion's level, the amount of a treasure,
a gem's letter, a teleport's partner room, a die face's number, or ``*`` for a value
that is an unverified default of the house rules (explained in the ``notes`` area).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import cache

from sheets.i18n import Language
from sheets.layout import PAPER_SIZES_MM, Area, Box, Element, Line, Page, Symbol, Text
from sheets.paper_dungeons import layout_record, layout_tracks
from sheets.paper_dungeons.board import build_board
from sheets.paper_dungeons.content import load_content
from sheets.paper_dungeons.house_rules import HouseRules, default_house_rules, unverified_in_use
from sheets.paper_dungeons.layout_dungeon import dungeon_area
from sheets.paper_dungeons.layout_parts import LABEL_SIZE, SMALL_SIZE, UNVERIFIED, Filling
from sheets.paper_dungeons.rules import initial
from sheets.paper_dungeons.setup import Setup, manual_villains
from sheets.paper_dungeons.state import Sheet, TableState

CONTENT_W = 196.0
GAP = 2.6
TRACK_GAP = 1.6
HEADER_H = 25.0
NOTES_H = 4.0


def sheet_page(
    *,
    language: Language,
    paper: str = "a4",
    setup: Setup | None = None,
    seat: int | None = None,
    state: TableState | None = None,
    score_lines: Mapping[str, int] | None = None,
) -> Page:
    """One sheet. :raises ValueError: for an unknown paper or arguments that do not fit
    together (a seat without a setup, a state of another game, scores without a state)."""
    if paper not in PAPER_SIZES_MM:
        raise ValueError(f"unknown paper {paper!r}; choose one of {sorted(PAPER_SIZES_MM)}")
    if (setup is None) != (seat is None):
        raise ValueError("a prepared sheet needs both the game's setup and a seat")
    if state is not None and state.setup != setup:
        raise ValueError("the state is not of this setup")
    if score_lines is not None and state is None:
        raise ValueError("score lines belong on a finished sheet, which needs the state")
    if setup is None or seat is None:
        return blank_page(language, paper)
    if not 0 <= seat < len(setup.seats):
        raise ValueError(f"this game has seats 0 to {len(setup.seats) - 1}, not {seat}")
    table = state if state is not None else initial(setup)
    filling = Filling(
        language=language,
        rules=table.rules,
        board=table.board,
        sheet=table.sheets[seat],
        unverified=frozenset(unverified_in_use(table.rules)),
        setup=setup,
        seat_setup=setup.seats[seat],
        written=table.written_numbers(seat),
        score_lines=score_lines,
    )
    return _page(filling, paper)


@cache
def blank_page(language: Language, paper: str) -> Page:
    """The blank sheet, built once per language and paper: a pad repeats the same page."""
    rules = default_house_rules()
    filling = Filling(
        language=language,
        rules=rules,
        board=build_board(rules, (), {}),
        sheet=Sheet(),
        unverified=frozenset(unverified_in_use(rules)),
    )
    return _page(filling, paper)


def _page(filling: Filling, paper: str) -> Page:
    """The areas laid out from the top, then moved down to centre them on the paper."""
    width, height = PAPER_SIZES_MM[paper]
    left = (width - CONTENT_W) / 2
    dungeon = dungeon_area(filling, left, HEADER_H + GAP)
    tracks_x = left + CONTENT_W - layout_tracks.WIDTH
    tracks: list[Area] = []
    cursor = dungeon.y
    for build in (
        layout_tracks.heroes_area,
        layout_tracks.health_area,
        layout_tracks.wounds_area,
        layout_tracks.potions_area,
        layout_tracks.minions_area,
        layout_tracks.gems_area,
    ):
        area = build(filling, tracks_x, cursor)
        tracks.append(area)
        cursor = area.y + area.h + TRACK_GAP
    below = max(dungeon.y + dungeon.h, cursor) + GAP
    artifacts = layout_record.artifacts_area(filling, left, below, CONTENT_W)
    record_y = artifacts.y + artifacts.h + GAP
    rounds = layout_record.rounds_area(filling, left, record_y)
    score_x = left + CONTENT_W - layout_record.SCORE_WIDTH
    score = layout_record.score_area(filling, score_x, record_y)
    notes_y = max(rounds.y + rounds.h, score.y + score.h) + GAP
    areas = (_header(filling, left, 0.0), dungeon, *tracks, artifacts, rounds, score)
    areas += (_notes(filling, areas, left, notes_y),)
    top = (height - (notes_y + NOTES_H)) / 2
    return Page(width, height, tuple(replace(area, y=area.y + top) for area in areas))


def _header(filling: Filling, x: float, y: float) -> Area:
    setup, seat = filling.setup, filling.seat_setup
    elements: list[Element] = [
        Text(0.0, 6.4, filling.text("title"), 6.0, bold=True),
        Text(74.0, 6.4, filling.text("name"), 2.8),
        Text(CONTENT_W - 12.0, 6.4, filling.text("dungeon_card"), 2.8, "right"),
    ]
    if seat is not None and setup is not None:
        elements += [
            Text(87.0, 6.4, seat.name, 4.4, bold=True, width=CONTENT_W - 87.0 - 50.0),
            Text(CONTENT_W - 10.0, 6.6, setup.dungeon.letter, 4.0, bold=True),
        ]
    else:
        elements += [
            Line(87.0, 7.0, CONTENT_W - 50.0, 7.0),
            Line(CONTENT_W - 10.0, 7.0, CONTENT_W, 7.0),
        ]
    elements += _missions(filling)
    elements += _cards(filling)
    return Area("header", filling.text("area.header"), x, y, CONTENT_W, HEADER_H, tuple(elements))


def _missions(filling: Filling) -> list[Element]:
    setup = filling.setup
    elements: list[Element] = [Text(0.0, 12.0, filling.text("missions"), 2.8, bold=True)]
    if setup is not None and setup.vanishing_gems_in_play:
        elements.append(Text(114.0, 12.0, filling.text("vanishing_gems"), SMALL_SIZE, "right"))
    missions: tuple[str | None, ...] = (None, None, None) if setup is None else setup.missions
    if not missions:
        elements.append(Text(5.0, 16.0, filling.text("no_missions"), LABEL_SIZE))
    done = {score.mission: score.round for score in filling.sheet.missions}
    for index, mission in enumerate(missions):
        baseline = 16.0 + index * 4.2
        completed = mission in done
        elements.append(
            Box(
                0.0,
                baseline - 2.9,
                3.4,
                3.4,
                id=f"mission:{index + 1}",
                mark="filled" if completed else "none",
            )
        )
        if mission is None:
            elements.append(Line(5.0, baseline + 0.6, 114.0, baseline + 0.6))
            continue
        name = filling.named(load_content().mission(mission))
        elements.append(Text(5.0, baseline, name, LABEL_SIZE, width=92.0))
        if completed:
            finished = filling.text("mission_round", round=done[mission])
            elements.append(Text(114.0, baseline, finished, SMALL_SIZE, "right", True))
    return elements


def _cards(filling: Filling) -> list[Element]:
    content = load_content()
    seat, setup = filling.seat_setup, filling.setup
    left, value_x = 122.0, 141.0
    power = content.power(seat.power) if seat and seat.power else None
    objective = content.objective(seat.objective) if seat and seat.objective else None
    elements: list[Element] = [
        Text(left, 12.0, filling.text("power"), LABEL_SIZE, bold=True),
        Text(left, 16.2, filling.text("objective"), LABEL_SIZE, bold=True),
    ]
    for baseline, card in ((12.0, power), (16.2, objective)):
        if card is None:
            elements.append(Line(value_x, baseline + 0.6, CONTENT_W, baseline + 0.6))
        else:
            name = filling.named(card)
            elements.append(Text(value_x, baseline, name, LABEL_SIZE, width=CONTENT_W - value_x))
    if objective is not None and objective.condition.thresholds is not None:
        goals = " / ".join(map(str, objective.condition.thresholds))
        glory = " / ".join(map(str, objective.glory))
        elements.append(
            Text(
                value_x,
                20.0,
                filling.text("objective_tiers", goals=goals, glory=glory),
                SMALL_SIZE,
                width=CONTENT_W - value_x,
            )
        )
    if setup is not None:
        placeholders = {villain.name for villain in manual_villains()}
        named = [
            f"{number} {villain.name}"
            for number, villain in enumerate(setup.villains, start=1)
            if villain.name not in placeholders
        ]
        if named:
            elements += [
                Text(left, 24.0, filling.text("villains"), LABEL_SIZE, bold=True),
                Text(value_x, 24.0, " · ".join(named), LABEL_SIZE, width=CONTENT_W - value_x),
            ]
    return elements


def _notes(filling: Filling, areas: tuple[Area, ...], x: float, y: float) -> Area:
    """The footnote that explains the unverified marker, when the sheet shows one."""
    elements: list[Element] = []
    if any(_marked_unverified(element) for area in areas for element in area.elements):
        note = f"{UNVERIFIED} {filling.text('unverified_note')}"
        elements.append(Text(0.0, 2.6, note, 1.9, width=CONTENT_W))
    return Area("notes", filling.text("area.notes"), x, y, CONTENT_W, NOTES_H, tuple(elements))


def _marked_unverified(element: Element) -> bool:
    if isinstance(element, Symbol):
        return element.label.endswith(UNVERIFIED)
    return isinstance(element, Text) and element.text.endswith(UNVERIFIED)


def dungeon_preview(
    *,
    language: Language,
    extra_walls: tuple[tuple[str, str], ...],
    villain_circles: Mapping[int, str],
    rules: HouseRules | None = None,
) -> Area:
    """The dungeon with a dungeon card being drawn on it (any circles placed so far), as
    the card editor shows it."""
    rules = rules or default_house_rules()
    filling = Filling(
        language=language,
        rules=rules,
        board=build_board(rules, extra_walls, villain_circles),
        sheet=Sheet(),
        unverified=frozenset(unverified_in_use(rules)),
    )
    return dungeon_area(filling, 0.0, 0.0)

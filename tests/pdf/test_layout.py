"""The sheet's layout model: areas, element ids, printed contents and the marks of a game."""

from __future__ import annotations

import itertools
import re

import pytest

import sheets.paper_dungeons.layout as layout_module
from scoring.paper_dungeons import breakdown
from sheets.core.log import Game
from sheets.layout import PAPER_SIZES_MM, Area, Box, Circle, Element, Line, Page, Symbol, Text
from sheets.paper_dungeons.board import edge_key
from sheets.paper_dungeons.content import load_content, orthogonal_neighbours
from sheets.paper_dungeons.layout import blank_page, sheet_page
from sheets.paper_dungeons.layout_dungeon import room_origin
from sheets.paper_dungeons.rules import initial
from sheets.paper_dungeons.setup import Setup
from sheets.pdf.symbols import GLYPHS
from tests.paper_dungeons.helpers import seat
from tests.paper_dungeons.helpers import setup as make_setup
from tests.paper_dungeons.play import example_setup

AREAS = (
    "header",
    "dungeon",
    "heroes",
    "health",
    "wounds",
    "potions",
    "minions",
    "gems",
    "artifacts",
    "rounds",
    "score",
    "notes",
)
ID_PATTERNS = (
    r"room:[A-F][1-7]",
    r"minion:[A-F][1-7]",
    r"treasure:[A-F][1-7]",
    r"trap:[A-F][1-7]",
    r"villain:[123]",
    r"mission:[123]",
    r"training:(warrior|wizard|cleric|rogue)",
    r"hero:(warrior|wizard|cleric|rogue):[1-6]",
    r"health:\d+",
    r"wound:\d+",
    r"potion:\d+",
    r"soak:\d+:[12]",
    r"minion_track:\d+",
    r"gem:[A-H]",
    r"gem_bonus:\d",
    r"artifact:[1-8]:[12]",
    r"round:[1-8]:[123]",
    r"fight:[123]",
    r"score:[a-z_0-9]+",
)


def elements(page: Page) -> list[Element]:
    return [element for area in page.areas for element in area.elements]


def by_id(page: Page) -> dict[str, Element]:
    return {e.id: e for e in elements(page) if getattr(e, "id", None) is not None}


def marks(page: Page) -> dict[str, str]:
    """What a pencil made of each marked element: id -> mark."""
    return {key: getattr(element, "mark", "none") for key, element in by_id(page).items()}


def written(page: Page) -> dict[str, str]:
    """The text written in each box: id -> text."""
    return {key: getattr(element, "text", "") for key, element in by_id(page).items()}


def texts(page: Page) -> list[str]:
    return [e.text for e in elements(page) if isinstance(e, Text)]


def extent(element: Element) -> tuple[float, float, float, float]:
    """Left, top, right and bottom of what the element draws, label texts aside."""
    match element:
        case Box(x=x, y=y, w=w, h=h):
            return x, y, x + w, y + h
        case Circle(cx=cx, cy=cy, r=r):
            return cx - r, cy - r, cx + r, cy + r
        case Symbol(cx=cx, cy=cy, size=size):
            return cx - size / 2, cy - size / 2, cx + size / 2, cy + size / 2
        case Line(x1=x1, y1=y1, x2=x2, y2=y2):
            return min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2)
        case Text(x=x, y=y, size=size):
            return x, y - size * 0.75, x, y
    raise AssertionError(element)


def assert_fits(page: Page) -> None:
    for area in page.areas:
        assert area.x >= 5.0 and area.x + area.w <= page.w - 5.0, area.id
        assert area.y >= 5.0 and area.y + area.h <= page.h - 5.0, area.id
        for element in area.elements:
            left, top, right, bottom = extent(element)
            assert left >= -0.8 and right <= area.w + 0.8, (area.id, element)
            assert top >= -0.8 and bottom <= area.h + 0.8, (area.id, element)


def overlapping(first: Area, second: Area) -> bool:
    return not (
        first.x + first.w <= second.x
        or second.x + second.w <= first.x
        or first.y + first.h <= second.y
        or second.y + second.h <= first.y
    )


@pytest.mark.parametrize("paper", sorted(PAPER_SIZES_MM))
def test_every_area_fits_on_the_paper_and_none_overlap(paper: str, finished_game: Game) -> None:
    state = finished_game.state
    pages = [
        sheet_page(language="cs", paper=paper),
        sheet_page(
            language="en",
            paper=paper,
            setup=state.setup,
            seat=0,
            state=state,
            score_lines=breakdown(state, 0).lines,
        ),
    ]
    for page in pages:
        assert (page.w, page.h) == PAPER_SIZES_MM[paper]
        assert tuple(area.id for area in page.areas) == AREAS
        assert_fits(page)
        for first, second in itertools.combinations(page.areas, 2):
            assert not overlapping(first, second), (first.id, second.id)


def test_element_ids_are_unique_documented_and_complete() -> None:
    page = sheet_page(language="en")
    ids = [getattr(e, "id", None) for e in elements(page)]
    ids = [element_id for element_id in ids if element_id is not None]
    assert len(ids) == len(set(ids))
    for element_id in ids:
        assert any(re.fullmatch(pattern, element_id) for pattern in ID_PATTERNS), element_id
        prefix = element_id.rsplit(":", 1)[0].split(":")[0]
        assert f"{prefix}:" in (layout_module.__doc__ or ""), f"{prefix} is not documented"
    counts = {prefix: sum(i.startswith(prefix + ":") for i in ids) for prefix in ("room", "health")}
    assert counts == {"room": 42, "health": 24}
    for expected in (
        "room:A5",
        "minion:A5",
        "treasure:A5",
        "trap:B5",
        "hero:wizard:3",
        "training:wizard",
        "health:7",
        "wound:12",
        "potion:4",
        "soak:4:2",
        "minion_track:5",
        "gem:C",
        "artifact:3:2",
        "round:4:1",
        "score:heroes",
        "score:total",
        "mission:1",
        "fight:2",
        "gem_bonus:1",
    ):
        assert expected in ids


def test_every_symbol_is_documented_and_has_a_glyph(finished_game: Game) -> None:
    documented = re.search(r"Symbol names: (.*?)\.\n", layout_module.__doc__ or "", re.S)
    assert documented is not None
    names = {name.strip() for name in documented.group(1).replace("\n", " ").split(",")}
    assert names == set(GLYPHS)
    state = finished_game.state
    used = {
        e.symbol
        for page in (
            sheet_page(language="cs"),
            sheet_page(language="cs", setup=state.setup, seat=1, state=state),
        )
        for e in elements(page)
        if isinstance(e, Symbol)
    }
    assert used == names - {"skull"}


def test_the_dungeon_is_printed_from_the_board() -> None:
    page = sheet_page(language="en")
    board = initial(example_setup(1, 1).model_copy(update={"dungeon": _no_card()})).board
    found = by_id(page)
    dungeon = page.area("dungeon")
    for name, room in board.rooms.items():
        minion = found.get(f"minion:{name}")
        assert (minion is None) == (room.minion is None)
        if room.minion is not None:
            assert isinstance(minion, Symbol) and minion.symbol == room.minion.kind
            hero = _symbol_in_room(dungeon, name, room.minion.hero)
            assert hero.label.rstrip("*") == str(room.minion.level)
        assert (f"trap:{name}" in found) == room.trap
        treasure = found.get(f"treasure:{name}")
        assert (treasure is None) == (room.treasure is None)
        if room.treasure is not None:
            assert isinstance(treasure, Symbol) and treasure.symbol == room.treasure.kind
            if room.treasure.gem:
                assert treasure.label == room.treasure.gem
        if room.teleport:
            assert _symbol_in_room(dungeon, name, "teleport").label == room.teleport
    drawn = {style: _edges_drawn(dungeon, style) for style in ("wall", "water")}
    for style in ("wall", "water"):
        expected = {
            edge_key(a, b)
            for a in board.rooms
            for b in orthogonal_neighbours(a)
            if board.link(a, b) == style
        }
        assert drawn[style] == expected
    assert sum(isinstance(e, Symbol) and e.symbol == "entrance" for e in dungeon.elements) == 6


def _no_card() -> object:
    from sheets.paper_dungeons.setup import DungeonCard

    return DungeonCard(letter="X", villain_circles={1: "A1", 2: "A2", 3: "A3"})


def _symbol_in_room(dungeon: Area, room: str, name: str) -> Symbol:
    x, y = room_origin(room)
    for element in dungeon.elements:
        inside = isinstance(element, Symbol) and x < element.cx < x + 18 and y < element.cy < y + 18
        if inside and isinstance(element, Symbol) and element.symbol == name:
            return element
    raise AssertionError(f"no {name} in {room}")


def _edges_drawn(dungeon: Area, style: str) -> set[str]:
    """The rooms either side of each line of ``style``, as edge keys."""
    found = set()
    for line in (e for e in dungeon.elements if isinstance(e, Line) and e.style == style):
        mid_x, mid_y = (line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2
        nudge = (0.0, 1.0) if line.y1 == line.y2 else (1.0, 0.0)
        rooms = [
            _room_at(dungeon, mid_x + sign * nudge[0], mid_y + sign * nudge[1]) for sign in (-1, 1)
        ]
        found.add(edge_key(*rooms))
    return found


def _room_at(dungeon: Area, x: float, y: float) -> str:
    for element in dungeon.elements:
        if not (isinstance(element, Box) and element.id and element.id.startswith("room:")):
            continue
        if element.x <= x <= element.x + element.w and element.y <= y <= element.y + element.h:
            return element.id.removeprefix("room:")
    raise AssertionError((x, y))


def test_house_rules_of_the_game_change_the_print_and_drop_the_unverified_marker() -> None:
    game = make_setup(2, house_rules={"edge_B6_B7": "open", "ghost_level_5_room": "E4"})
    dungeon = sheet_page(language="cs", setup=game, seat=0).area("dungeon")
    blank = sheet_page(language="cs").area("dungeon")
    assert "B6-B7" in _edges_drawn(blank, "wall")
    assert "B6-B7" not in _edges_drawn(dungeon, "wall")
    assert _symbol_in_room(blank, "A5", "wizard").label == "5*"
    assert _symbol_in_room(dungeon, "A5", "wizard").label == "4"
    assert _symbol_in_room(dungeon, "E4", "wizard").label == "5"


def test_a_prepared_sheet_carries_the_seat_the_card_and_the_cards(finished_game: Game) -> None:
    setup = finished_game.setup
    blank, prepared = sheet_page(language="en"), sheet_page(language="en", setup=setup, seat=2)
    player = setup.seats[2]
    words = texts(prepared)
    assert player.name in words and setup.dungeon.letter in words
    assert player.name not in texts(blank)
    found = by_id(prepared)
    for hero, colour in zip(("warrior", "wizard", "cleric", "rogue"), player.training, strict=True):
        assert marks(prepared)[f"training:{hero}"] == ("filled" if colour == "black" else "none")
        assert marks(blank)[f"training:{hero}"] == "none"
    dungeon = prepared.area("dungeon")
    for number, room in setup.dungeon.villain_circles.items():
        circle = found[f"villain:{number}"]
        assert isinstance(circle, Circle) and circle.text == str(number)
        assert _room_at(dungeon, circle.cx, circle.cy) == room
    assert "villain:1" not in by_id(blank)
    added = _edges_drawn(dungeon, "wall") - _edges_drawn(blank.area("dungeon"), "wall")
    assert added == {edge_key(a, b) for a, b in setup.dungeon.extra_walls}
    content = load_content()
    assert {content.mission(m).name_en for m in setup.missions} <= set(words)
    assert content.power(str(player.power)).name_en in words
    assert content.objective(str(player.objective)).name_en in words
    assert "Troll" in " ".join(words)


def test_a_veteran_starts_with_two_heroes_a_level_higher() -> None:
    game = make_setup([seat("Vera", power="veteran", veteran_heroes=("wizard", "rogue"))])
    found = marks(sheet_page(language="cs", setup=game, seat=0))
    filled = {key for key, mark in found.items() if mark == "filled"}
    assert {key for key in filled if key.startswith(("hero:", "health:"))} == {
        "hero:wizard:2",
        "hero:rogue:2",
        "health:5",
        "health:6",
    }


def test_a_finished_sheet_shows_every_mark_of_the_seat(finished_game: Game) -> None:
    state = finished_game.state
    for seat_index in range(len(state.sheets)):
        sheet = state.sheets[seat_index]
        score = breakdown(state, seat_index)
        page = sheet_page(
            language="cs",
            setup=state.setup,
            seat=seat_index,
            state=state,
            score_lines=score.lines,
        )
        found, texts_in = marks(page), written(page)

        def marked(prefix: str, mark: str, found: dict[str, str] = found) -> set[str]:
            return {key for key, made in found.items() if key.startswith(prefix) and made == mark}

        assert marked("room:", "dotted") == {f"room:{r}" for r in sheet.explored}
        assert marked("minion:", "crossed") == {f"minion:{r}" for r in sheet.minions}
        levels = {
            f"hero:{h}:{n}"
            for h, lv in zip(("warrior", "wizard", "cleric", "rogue"), sheet.levels, strict=True)
            for n in range(2, lv + 1)
        }
        assert marked("hero:", "filled") == levels
        assert len(marked("health:", "filled")) == sheet.health - 4
        assert len(marked("wound:", "crossed")) == min(sheet.wounds, 24)
        assert len(marked("potion:", "filled")) == sheet.potions
        assert len(marked("soak:", "crossed")) == sheet.soaked
        assert len(marked("minion_track:", "crossed")) == len(sheet.minions)
        assert marked("gem:", "circled") == {f"gem:{g}" for g in sheet.gems}
        assert len(marked("gem_bonus:", "filled")) == min(sheet.bonus_gems, 4)
        assert len(marked("artifact:", "filled")) == sum(sheet.artifacts)
        for round_index, numbers in enumerate(state.written_numbers(seat_index), start=1):
            for action, number in enumerate(numbers, start=1):
                assert texts_in[f"round:{round_index}:{action}"] == str(number)
        for line, glory in score.lines.items():
            assert texts_in[f"score:{line}"] == str(glory)
        assert texts_in["score:total"] == str(score.total)
        for fight in sheet.fights:
            assert texts_in[f"fight:{fight.villain}"] == f"{fight.glory + fight.reward_glory:+d}"
        path_lines = [
            e for e in page.area("dungeon").elements if isinstance(e, Line) and e.style == "path"
        ]
        steps = sum(b in orthogonal_neighbours(a) for a, b in itertools.pairwise(sheet.path))
        assert len(path_lines) == 1 + steps > 1


def test_the_blank_sheet_is_built_once_per_language_and_paper() -> None:
    assert sheet_page(language="cs") is sheet_page(language="cs", paper="a4")
    assert sheet_page(language="cs") is blank_page("cs", "a4")
    assert sheet_page(language="cs") != sheet_page(language="en")


def test_labels_are_translated(finished_game: Game) -> None:
    czech = " ".join(texts(sheet_page(language="cs")))
    english = " ".join(texts(sheet_page(language="en")))
    for label in (
        "Papírové doupě",
        "Hrdinové",
        "Zdraví",
        "Zranění",
        "Lektvary",
        "Poražení přisluhovači",
        "Drahokamy",
        "Předměty",
        "Kola",
        "Závěrečné bodování",
        "Zmrtvýchvstání",
        "Plamenný meč",
    ):
        assert label in czech
    for label in (
        "Paper Dungeons",
        "Heroes",
        "Health",
        "Wounds",
        "Potions",
        "Defeated minions",
        "Gems",
        "Artifacts",
        "Rounds",
        "Final scoring",
        "Resurrect",
        "Flaming Sword",
    ):
        assert label in english
    state = finished_game.state
    for page in (
        sheet_page(language="cs"),
        sheet_page(language="en", setup=state.setup, seat=0, state=state),
    ):
        assert not [text for text in texts(page) if text.startswith("sheet.")]
        assert all(area.title and not area.title.startswith("sheet.") for area in page.areas)


def test_arguments_that_do_not_fit_together_are_refused(finished_game: Game) -> None:
    setup, state = finished_game.setup, finished_game.state
    other: Setup = example_setup(2, 99)
    with pytest.raises(ValueError, match="unknown paper"):
        sheet_page(language="cs", paper="a3")
    with pytest.raises(ValueError, match="setup and a seat"):
        sheet_page(language="cs", seat=0)
    with pytest.raises(ValueError, match="setup and a seat"):
        sheet_page(language="cs", setup=setup)
    with pytest.raises(ValueError, match="seats 0 to 2"):
        sheet_page(language="cs", setup=setup, seat=3)
    with pytest.raises(ValueError, match="not of this setup"):
        sheet_page(language="cs", setup=other, seat=0, state=state)
    with pytest.raises(ValueError, match="needs the state"):
        sheet_page(language="cs", setup=setup, seat=0, score_lines={"heroes": 3})


def test_a_potions_wound_slots_take_a_pen_mark_and_stay_apart(finished_game: Game) -> None:
    state = finished_game.state
    for page in (
        blank_page("cs", "a4"),
        sheet_page(language="en", paper="a4", setup=state.setup, seat=0, state=state),
    ):
        potions = page.area("potions")
        slots = [e for e in potions.elements if isinstance(e, Box)]
        soaks = [box for box in slots if box.id and box.id.startswith("soak:")]
        assert soaks and all(min(box.w, box.h) >= 4.0 for box in soaks)
        for first, second in itertools.combinations(slots, 2):
            assert (
                first.x + first.w <= second.x
                or second.x + second.w <= first.x
                or first.y + first.h <= second.y
                or second.y + second.h <= first.y
            ), (first.id, second.id)
        signs = [e for e in potions.elements if isinstance(e, Symbol)]
        assert all(sign.cx + sign.size / 2 <= potions.w for sign in signs)
        assert all(min(sign.cx - sign.size / 2 for sign in signs) > box.x + box.w for box in slots)

"""No screen of any game reaches the whole game.

In Fury of Dracula the state, with Dracula's trail, hand and plans, stays behind the
device's context (:mod:`ui.fury_of_dracula.context`), the views every device shares
(:mod:`ui.fury_of_dracula.shared_views`) and the seat's game file
(:mod:`ui.fury_of_dracula.export`); in SATOR, with every player's hand and prayer pile,
behind :mod:`ui.sator.context`; in Paper Dungeons, whose sheets are public but whose rules
are asked in one place, behind :mod:`ui.paper_dungeons.context`; and likewise in The Big
Book of Madness, behind :mod:`ui.big_book_of_madness.context`. A screen gets the public
view, its own seat's view, the options of the seats it acts for, the rules' answers and the
history as its device may see it, as a device across the network would. Each game's
registration (``game_ui``) hands its scoring to the live tables, which record results.

The boundary itself is checked too: made for a phone, each game's context gives that phone
its own seat's view and the public one, and refuses another seat's view and options; made
for the host's tablet, it gives no view of a seat a phone holds, where that seat has
secrets. Paper Dungeons' sheets lie open on the table, so there any seat's sheet is given."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sheets.core.authority import HOST, Actor
from sheets.core.errors import Illegal
from tests.big_book_of_madness.helpers import setup as madness_setup
from tests.paper_dungeons.play import example_setup as dungeons_setup
from tests.sator.helpers import setup as sator_setup
from tests.ui.fod_devices import far_apart_setup
from tests.ui.helpers import stored_game
from tests.ui.test_play_shell import RecordingSession
from ui.big_book_of_madness.context import TableContext as MadnessContext
from ui.fury_of_dracula.context import PlayContext as DraculaContext
from ui.paper_dungeons.context import TableContext as DungeonsContext
from ui.play_shell import PlayShell
from ui.sator.context import TableContext as SatorContext

UI = Path(__file__).resolve().parents[2] / "ui"
# Per game: the modules where its whole state may be read.
BOUNDARIES = {
    "big_book_of_madness": {"context.py", "game_ui.py"},
    "fury_of_dracula": {"context.py", "shared_views.py", "export.py", "game_ui.py"},
    "sator": {"context.py", "game_ui.py"},
    "paper_dungeons": {"context.py", "game_ui.py"},
}
# The rules' functions of the whole state: asked by the boundary, never by a screen.
WHOLE_STATE_FUNCTIONS = {
    "view",
    "public_view",
    "options",
    "record_types",
    "refusal",
    "current_step",
    "outcome",
    "legal_actions",
    "awaiting",
    "apply",
}


def reaches_the_whole_game(path: Path) -> list[str]:
    """Where a module reads a game's state or log, or asks the rules of the whole state."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Attribute) and node.attr in {"state", "_state"}:
            found.append(f"{path.name}:{node.lineno} .{node.attr}")
        elif (
            isinstance(node, ast.Attribute)
            and node.attr == "game"
            and isinstance(node.value, ast.Attribute | ast.Name)
            and (node.value.attr if isinstance(node.value, ast.Attribute) else node.value.id)
            == "table"
        ):
            found.append(f"{path.name}:{node.lineno} table.game")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
            (f"sheets.{path.parent.name}", f"scoring.{path.parent.name}")
        ):
            asked = {alias.name for alias in node.names} & WHOLE_STATE_FUNCTIONS
            found += [f"{path.name}:{node.lineno} {name}" for name in sorted(asked)]
    return found


@pytest.mark.parametrize(
    "module", [f"{game}/{name}" for game, names in BOUNDARIES.items() for name in sorted(names)]
)
def test_the_boundary_is_where_the_whole_game_is_read(module: str) -> None:
    assert reaches_the_whole_game(UI / module)


@pytest.mark.parametrize("game", sorted(BOUNDARIES))
def test_no_screen_reaches_the_whole_game(game: str) -> None:
    found = []
    for path in sorted((UI / game).glob("*.py")):
        if path.name not in BOUNDARIES[game]:
            found += reaches_the_whole_game(path)
    assert found == []


PHONE_OF_SEAT_1 = Actor(host=False, seats=frozenset({1}))
NAMES = ["Ann", "Bob", "Cid"]


def device_context(table: Any, kind: str, setup: Any, actor: Actor, held: set[int]) -> Any:
    """``kind``'s context of a screen on the device ``actor``, at a table of three whose
    ``held`` seats are held by phones."""
    game_id = stored_game(table, kind, setup, NAMES)
    tables = table.services.tables
    live = tables.open(game_id)
    for seat in held:
        tables.seat_taken(game_id, seat, held=True)
    session = RecordingSession(tables, actor)
    shell = PlayShell(session, game_id, refusal=str, redraw=lambda: None)  # type: ignore[arg-type]
    if kind == "big_book_of_madness":
        return MadnessContext(live, "en", shell)
    if kind == "sator":
        return SatorContext(live, "en", shell)
    if kind == "paper_dungeons":
        return DungeonsContext(live, "en")
    return DraculaContext(session, game_id)  # type: ignore[arg-type]


SETUPS: dict[str, Callable[[], Any]] = {
    "big_book_of_madness": lambda: madness_setup(3),
    "sator": lambda: sator_setup(3, seed=4),
    "fury_of_dracula": far_apart_setup,
}
EVERY_GAME: dict[str, Callable[[], Any]] = {
    **SETUPS,
    "paper_dungeons": lambda: dungeons_setup(3, 5),
}


def seeds_in(context: Any) -> list[str]:
    """The names under which a screen's context, or the setup it gives, offers a seed."""
    found = [name for name in dir(context) if "seed" in name.casefold()]
    setup = context.setup
    found += [f"setup.{name}" for name in dir(setup) if "seed" in name.casefold()]
    return found


@pytest.mark.parametrize("kind", sorted(EVERY_GAME))
def test_no_screen_is_given_a_seed(table: Any, kind: str) -> None:
    setup = EVERY_GAME[kind]()
    for actor, held in ((PHONE_OF_SEAT_1, {1}), (HOST, set())):
        context = device_context(table, kind, setup, actor, held)
        assert seeds_in(context) == []


@pytest.mark.parametrize("kind", ["big_book_of_madness", "sator"])
def test_the_number_of_the_draw_is_a_public_fact(table: Any, kind: str) -> None:
    setup = SETUPS[kind]()
    context = device_context(table, kind, setup, PHONE_OF_SEAT_1, held={1})
    assert context.draw_number == setup.seed


def refused(ask: Callable[[], object]) -> str | None:
    try:
        ask()
    except Illegal as illegal:
        return illegal.reason
    return None


@pytest.mark.parametrize("kind", sorted(SETUPS))
def test_a_phone_is_given_its_own_seat_and_the_public_view_only(table: Any, kind: str) -> None:
    context = device_context(table, kind, SETUPS[kind](), PHONE_OF_SEAT_1, held={1})
    assert context.seen(1).seat == 1
    assert refused(lambda: context.seen(0)) == "not_your_seat"
    assert refused(lambda: context.options(0)) == "not_your_seat"
    assert refused(lambda: context.options(2)) == "not_your_seat"


def test_paper_dungeons_sheets_lie_open_to_every_device(table: Any) -> None:
    context = device_context(
        table, "paper_dungeons", dungeons_setup(3, 5), PHONE_OF_SEAT_1, held={1}
    )
    assert [context.seen(seat).seat for seat in range(3)] == [0, 1, 2]


def test_the_sator_tablet_is_not_given_the_hand_of_a_seat_a_phone_holds(table: Any) -> None:
    context = device_context(table, "sator", sator_setup(3, seed=4), HOST, held={0})
    assert refused(lambda: context.seen(0)) == "not_your_seat"
    assert refused(lambda: context.options(2)) is None, "seat 2 is played on the tablet"
    hand = context.public().hand
    assert (hand.incertus, hand.prayers, hand.prayer_pile) == (0, (), ())
    assert context.seen(1).seat == 1


@pytest.mark.parametrize("kind", ["big_book_of_madness", "sator"])
def test_a_screen_without_a_device_is_given_the_public_view_only(table: Any, kind: str) -> None:
    game_id = stored_game(table, kind, SETUPS[kind](), NAMES)
    live = table.services.tables.open(game_id)
    context = (
        MadnessContext(live, "en") if kind == "big_book_of_madness" else SatorContext(live, "en")
    )
    assert context.public() is not None
    assert refused(lambda: context.seen(0)) == "not_your_seat"

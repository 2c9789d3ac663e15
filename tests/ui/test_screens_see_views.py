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
registration (``game_ui``) hands its scoring to the live tables, which record results."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

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

"""No Fury of Dracula screen reaches the whole game. The state, with Dracula's trail, hand
and plans, stays behind the device's context (:mod:`ui.fury_of_dracula.context`), the
views every device shares (:mod:`ui.fury_of_dracula.shared_views`) and the seat's game
file (:mod:`ui.fury_of_dracula.export`); a screen gets the public view, its own seat's
view, the options of the seats it acts for, the rules' refusals and the history as its
device may see it, as a device across the network would."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SCREENS = Path(__file__).resolve().parents[2] / "ui" / "fury_of_dracula"
# ``game_ui`` registers the game's scoring with the live tables, which record results.
BOUNDARY = {"context.py", "shared_views.py", "export.py", "game_ui.py"}
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
GAME_PACKAGES = ("sheets.fury_of_dracula", "scoring.fury_of_dracula")


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
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(GAME_PACKAGES):
            asked = {alias.name for alias in node.names} & WHOLE_STATE_FUNCTIONS
            found += [f"{path.name}:{node.lineno} {name}" for name in sorted(asked)]
    return found


@pytest.mark.parametrize("boundary", sorted(BOUNDARY))
def test_the_boundary_is_where_the_whole_game_is_read(boundary: str) -> None:
    assert reaches_the_whole_game(SCREENS / boundary)


def test_no_screen_of_fury_of_dracula_reaches_the_whole_game() -> None:
    found = []
    for path in sorted(SCREENS.glob("*.py")):
        if path.name not in BOUNDARY:
            found += reaches_the_whole_game(path)
    assert found == []

"""Screens redraw one way: through :mod:`ui.widgets.redraw`, which compares what a part
is to show with what it shows, remembers it and draws. A screen that keeps such a memory
of its own (``if shown == self.shown: return False; self.shown = shown``) is where lost
taps and lost typing came from, so none may."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ui"
MECHANISM = UI / "widgets" / "redraw.py"
# Compared and kept, but nothing drawn: which table's news a session hears, who held
# which seat when the screen was built, the die a player picked (a second tap on it puts
# it back), and the marks the rooms' words were made from (words, not controls).
NOT_DRAWN = {
    "ui/app.py": {"self.following"},
    "ui/fury_of_dracula/context.py": {"self._seatings"},
    "ui/paper_dungeons/sheet_screen.py": {"self.die"},
    "ui/paper_dungeons/rooms.py": {"self._told"},
}


def _path(node: ast.expr) -> str | None:
    """``self.a.b`` for an expression rooted at ``self`` (through ``[...]`` and
    ``.get(...)``), else ``None``."""
    names: list[str] = []
    while True:
        if isinstance(node, ast.Attribute):
            names.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Subscript):
            node = node.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            node = node.func.value
        elif isinstance(node, ast.BoolOp):
            node = node.values[0]
        else:
            break
    if isinstance(node, ast.Name) and node.id == "self" and names:
        return ".".join(["self", *reversed(names)])
    return None


def _own_nodes(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.AST]:
    """The nodes of ``function``, leaving out the functions defined in it (a handler
    that keeps a choice is not a redraw)."""
    nodes: list[ast.AST] = []
    waiting: list[ast.AST] = list(function.body)
    while waiting:
        node = waiting.pop()
        nodes.append(node)
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            waiting += ast.iter_child_nodes(node)
    return nodes


def _stores(node: ast.Assign) -> list[tuple[ast.expr, ast.expr]]:
    """What each target of an assignment is given (tuples paired item by item)."""
    pairs: list[tuple[ast.expr, ast.expr]] = []
    for target in node.targets:
        if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
            pairs += zip(target.elts, node.value.elts, strict=False)
        else:
            pairs.append((target, node.value))
    return pairs


def remembering_compares(source: str) -> list[tuple[int, str]]:
    """Each method that compares a value with something kept on ``self`` and then keeps
    that value in the same place: the line of the comparison and the place."""
    found: list[tuple[int, str]] = []
    for function in ast.walk(ast.parse(source)):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        nodes = _own_nodes(function)
        # Each place on ``self`` compared, with the values it was compared with.
        compared: dict[str, list[tuple[int, str]]] = {}
        for node in nodes:
            if isinstance(node, ast.Compare) and all(
                isinstance(op, ast.Eq | ast.NotEq) for op in node.ops
            ):
                sides = [node.left, *node.comparators]
                for side in sides:
                    path = _path(side)
                    if path is None:
                        continue
                    for other in sides:
                        if other is not side:
                            compared.setdefault(path, []).append((node.lineno, ast.dump(other)))
        kept: set[tuple[str, str]] = set()
        for node in nodes:
            if isinstance(node, ast.Assign):
                for target, value in _stores(node):
                    path = _path(target)
                    if path is not None:
                        kept.add((path, ast.dump(value)))
        for path, uses in compared.items():
            lines = sorted(line for line, value in uses if (path, value) in kept)
            if lines:
                found.append((lines[0], path))
    return sorted(found)


def hand_kept_caches() -> list[str]:
    return [
        f"{file.relative_to(UI.parent)}:{line} {path}"
        for file in sorted(UI.rglob("*.py"))
        if file != MECHANISM
        for line, path in remembering_compares(file.read_text(encoding="utf-8"))
        if path not in NOT_DRAWN.get(file.relative_to(UI.parent).as_posix(), set())
    ]


def test_no_screen_keeps_its_own_redraw_cache() -> None:
    assert hand_kept_caches() == []


def test_the_check_sees_a_hand_kept_cache() -> None:
    source = (
        "class Panel:\n"
        "    def show(self, shown):\n"
        "        if shown == self.shown:\n"
        "            return False\n"
        "        self.shown = shown\n"
        "        return True\n"
        "    def touch(self, part, key):\n"
        "        if self.keys.get(id(part)) != key:\n"
        "            self.keys[id(part)] = key\n"
        "    def text(self, text):\n"
        "        if (self.note.value or '') == text:\n"
        "            return False\n"
        "        self.note.value = text\n"
    )
    assert remembering_compares(source) == [
        (3, "self.shown"),
        (8, "self.keys"),
        (11, "self.note.value"),
    ]

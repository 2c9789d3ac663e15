"""The app's fonts: every text the app writes has its glyphs in them, and the web client
gets them (and the emoji fallback for what players type) from this server."""

from __future__ import annotations

import ast
import json
from functools import cache
from pathlib import Path

import pytest
from reportlab.pdfbase.ttfonts import TTFontFile

from ui import fonts

ROOT = Path(__file__).resolve().parents[2]
CODE = ("sheets", "scoring", "storage", "ui", "main.py")


@cache
def covered() -> frozenset[int]:
    """The characters both faces of the app's font draw."""
    faces = [frozenset(TTFontFile(str(path)).charToGlyph) for path in fonts.font_files()]
    return frozenset.intersection(*faces)


def missing(text: str) -> set[str]:
    return {char for char in text if ord(char) >= 0x20 and ord(char) not in covered()}


def message_files() -> list[Path]:
    return sorted((ROOT / "sheets" / "i18n" / "locales").rglob("*.ftl"))


def data_files() -> list[Path]:
    return sorted(p for p in (ROOT / "sheets").rglob("*") if p.suffix in (".json", ".toml"))


def code_texts(path: Path) -> list[str]:
    """The string constants of a module, but its docstrings (nobody reads them on screen)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def code_files() -> list[Path]:
    found: list[Path] = []
    for name in CODE:
        path = ROOT / name
        found += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return found


@pytest.mark.parametrize("path", message_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_message_has_its_glyphs_in_the_app_font(path: Path) -> None:
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line[:1] != "#"]
    assert missing("\n".join(lines)) == set()


@pytest.mark.parametrize("path", data_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_name_of_the_game_data_has_its_glyphs_in_the_app_font(path: Path) -> None:
    assert missing(path.read_text(encoding="utf-8")) == set()


def test_every_text_written_in_the_code_has_its_glyphs_in_the_app_font() -> None:
    lacking = {
        f"{path.relative_to(ROOT)}: {text!r}": missing(text)
        for path in code_files()
        for text in code_texts(path)
        if missing(text)
    }
    assert lacking == {}


def test_the_check_finds_a_glyph_the_font_lacks() -> None:
    assert missing("Ada 🎲 → ✓ ěščřžýáíéůú") == {"🎲"}


def test_the_web_client_gets_the_font_and_the_emoji_fallback() -> None:
    folder = fonts.assets_dir()
    manifest = json.loads((folder / "assets" / "FontManifest.json").read_text(encoding="utf-8"))
    [entry] = [family for family in manifest if family["family"] == fonts.FAMILY]
    for face in entry["fonts"]:
        served = folder / "assets" / face["asset"]
        assert served.read_bytes()[:4] == b"\x00\x01\x00\x00"  # a TrueType font
    assert {family["family"] for family in manifest} >= {"MaterialIcons", fonts.FAMILY}
    assert not [f for f in manifest if "flutter_math_fork" in f["family"]], (
        "the client reads every listed font before its first frame: none it never draws with"
    )
    subsets = fonts.emoji_subsets()
    assert len(subsets) >= 10
    emoji = fonts.emoji_font()
    if emoji is None:
        pytest.skip("no emoji font on this machine (Debian's fonts-noto-color-emoji)")
    for name in subsets:
        assert (folder / "assets" / "fonts" / name).stat().st_size == emoji.stat().st_size

"""The app's own fonts, served to the web client with the rest of its files.

Every text is set in DejaVu Sans, the font the printed sheets embed: it covers Czech and
the signs the app writes (→ ✓ · ★ …), and each device gets it from this server, so a
screen never depends on what fonts a phone happens to have.

What players type may hold emoji, which DejaVu Sans lacks. The web client looks for a
missing glyph in Noto fallback fonts it downloads from this server, under names fixed in
its build (``notocoloremoji/v32/….N.woff2``, a dozen subsets); each of those names serves
Noto Color Emoji, when the system has it (Debian's ``fonts-noto-color-emoji``). So the
emoji font reaches only the devices that show an emoji, and only then.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import re
import shutil
import tempfile
from functools import cache
from importlib.resources import as_file, files
from pathlib import Path

log = logging.getLogger(__name__)

FAMILY = "DejaVu Sans"
FACES = {"DejaVuSans.ttf": 400, "DejaVuSans-Bold.ttf": 700}
EMOJI_FONTS = (
    Path("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
    Path("/usr/share/fonts/noto/NotoColorEmoji.ttf"),
)
# Fonts Flet's client lists that the app never draws with: the client downloads and reads
# every listed font before it shows anything (the 17 faces of the formula typesetter are
# 0.6 MB), so they are left out of the list.
UNUSED_FONT_PACKAGES = ("packages/flutter_math_fork/",)
_EMOJI_SUBSET = re.compile(rb"notocoloremoji/v\d+/[\w-]+\.\d+\.woff2")


def font_files() -> list[Path]:
    """The faces of the app's font, as files (the ones the PDF renderer embeds)."""
    # Through ``sheets``: naming ``sheets.pdf`` would import its package, ReportLab and
    # all, which the server does not need until something is printed.
    folder = files("sheets").joinpath("pdf").joinpath("fonts")
    paths = []
    for name in FACES:
        with as_file(folder.joinpath(name)) as path:
            paths.append(Path(path))
    return paths


def emoji_font() -> Path | None:
    """The system's Noto Color Emoji, if installed."""
    configured = os.environ.get("TABLE_COMPANION_EMOJI_FONT")
    for path in ([Path(configured)] if configured else []) + list(EMOJI_FONTS):
        if path.is_file():
            return path
    return None


@cache
def assets_dir() -> Path:
    """A folder of files the web client gets besides Flet's own: the font manifest that
    makes DejaVu Sans the app's font, its faces, and the emoji fallback. Made once per
    process and removed when it exits."""
    folder = Path(tempfile.mkdtemp(prefix="table-companion-assets-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    fonts = folder / "assets" / "fonts"
    fonts.mkdir(parents=True)
    web = _flet_web_dir()
    manifest = [
        family
        for family in json.loads((web / "assets" / "FontManifest.json").read_text("utf-8"))
        if not family["family"].startswith(UNUSED_FONT_PACKAGES)
    ]
    faces = []
    for path in font_files():
        _place(path, [fonts / path.name])
        faces.append({"asset": f"fonts/{path.name}", "weight": FACES[path.name]})
    manifest.append({"family": FAMILY, "fonts": faces})
    (folder / "assets" / "FontManifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    emoji = emoji_font()
    if emoji is None:
        log.warning(
            "no emoji font found (install fonts-noto-color-emoji): emoji that players type "
            "show as empty boxes"
        )
    else:
        _place(emoji, [fonts / name for name in emoji_subsets(web)])
    return folder


def emoji_subsets(web: Path | None = None) -> list[str]:
    """The names under which the web client asks for its emoji fallback font."""
    script = (web or _flet_web_dir()) / "main.dart.js"
    return sorted({match.decode() for match in _EMOJI_SUBSET.findall(script.read_bytes())})


def _place(source: Path, targets: list[Path]) -> None:
    """``source`` at every one of ``targets`` without copying it when the file system
    allows (the web server follows no symbolic links), else copied once and linked."""
    first, *others = targets
    first.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(source, first)
    except OSError:
        shutil.copyfile(source, first)
    for target in others:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.link(first, target)


def _flet_web_dir() -> Path:
    from flet_web import get_package_web_dir

    return Path(get_package_web_dir())

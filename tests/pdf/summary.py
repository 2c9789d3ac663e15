"""Golden PDFs: a readable summary of each document, compared line by line.

A summary holds the document's hash and size and, per page, its size, a hash of what it
draws, how many of each drawing operator it uses, and its text. The hashes catch any
change of the output (ReportLab's invariant mode makes it byte-stable); the operator
counts and the text show in a diff what changed.

    python -m tests.pdf.summary    rewrite tests/pdf/golden/*.txt after an intended change
"""

from __future__ import annotations

import hashlib
import io
import random
from collections.abc import Callable
from pathlib import Path

from pypdf import PdfReader

from scoring.paper_dungeons import breakdown
from sheets.games import get_game
from sheets.pdf.paper_dungeons import blank_pad, finished_sheet, prepared_sheets
from tests.paper_dungeons.play import example_setup
from tests.pdf.pdf_tools import drawing_streams, operator_counts
from tests.random_play import play_random

GOLDEN = Path(__file__).parent / "golden"


def _finished() -> bytes:
    game = play_random(get_game("paper_dungeons"), example_setup(3, 7), random.Random(1))
    state = game.state
    lines = breakdown(state, 0).lines
    return finished_sheet(
        setup=state.setup, state=state, seat=0, score_lines=lines, language="en", paper="a4"
    )


CASES: dict[str, Callable[[], bytes]] = {
    "blank-cs-a4": lambda: blank_pad(language="cs", paper="a4", count=2),
    "blank-en-letter": lambda: blank_pad(language="en", paper="letter", count=1),
    "prepared-cs-a4": lambda: prepared_sheets(setup=example_setup(3, 7), language="cs", paper="a4"),
    "finished-en-a4": _finished,
}


def summary(name: str, pdf: bytes) -> str:
    lines = [f"# {name}", f"pdf sha256 {hashlib.sha256(pdf).hexdigest()}, {len(pdf)} bytes"]
    reader = PdfReader(io.BytesIO(pdf))
    seen: dict[str, int] = {}
    for number, (page, streams) in enumerate(
        zip(reader.pages, drawing_streams(pdf), strict=True), start=1
    ):
        digest = hashlib.sha256(b"\n".join(streams)).hexdigest()
        size = f"{float(page.mediabox.width):.2f} x {float(page.mediabox.height):.2f} pt"
        lines.append(f"page {number}: {size}, drawing sha256 {digest}")
        if digest in seen:
            lines.append(f"  draws the same as page {seen[digest]}")
            continue
        seen[digest] = number
        counts = sum((operator_counts(stream) for stream in streams), start=operator_counts(b""))
        lines.append("  operators " + ", ".join(f"{op} {n}" for op, n in sorted(counts.items())))
        lines += ["  | " + text for text in page.extract_text().splitlines()]
    return "\n".join(lines) + "\n"


def current(name: str) -> str:
    return summary(name, CASES[name]())


def rewrite() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name in CASES:
        (GOLDEN / f"{name}.txt").write_text(current(name), "utf-8")


if __name__ == "__main__":
    rewrite()

"""Without poppler-utils the tests of rendered pages are skipped, as the README says, and
every other PDF test still runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RENDERING = ["tests/pdf/test_fury_of_dracula.py", "tests/pdf/test_pixels.py"]


def test_the_rendering_tests_skip_when_pdftoppm_is_missing(tmp_path: Path) -> None:
    empty_path = tmp_path / "bin"
    empty_path.mkdir()
    finished = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", *RENDERING],
        cwd=ROOT,
        env={**os.environ, "PATH": str(empty_path)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert finished.returncode == 0, finished.stdout[-2000:]
    assert "pdftoppm is missing" in finished.stdout
    assert " failed" not in finished.stdout and " error" not in finished.stdout

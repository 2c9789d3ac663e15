"""The golden PDFs: any change of what is printed shows up here, to be reviewed."""

import difflib

import pytest

from tests.pdf.summary import CASES, GOLDEN, current


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_pdf(name: str) -> None:
    expected = (GOLDEN / f"{name}.txt").read_text("utf-8")
    actual = current(name)
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), actual.splitlines(True), "golden", "now", n=1
            )
        )
        pytest.fail(
            f"{name} prints differently now. If the change is intended, rewrite the goldens "
            f"with\n    python -m tests.pdf.summary\nand review the diff:\n{diff}"
        )


def test_every_golden_file_is_checked() -> None:
    assert {path.stem for path in GOLDEN.glob("*.txt")} == set(CASES)

"""Flet's record of the validation errors it reported, made only for controls that fail:
the same errors reach the app, as often as Flet reports them."""

from __future__ import annotations

import flet as ft
import pytest
from flet.utils.validation import _REPORTED_VALIDATION_ERRORS_KEY, validate

from ui import flet_memory


@pytest.fixture(autouse=True)
def installed() -> None:
    flet_memory.install()


def test_a_control_that_never_fails_keeps_no_record() -> None:
    box = ft.Container(width=44, opacity=0.5)
    for _ in range(3):
        validate(box, suppress_repeated_errors=True)
    assert not hasattr(box, _REPORTED_VALIDATION_ERRORS_KEY)


def test_an_error_is_reported_once_while_it_lasts_and_again_after_it_was_fixed() -> None:
    box = ft.Container(opacity=2)
    with pytest.raises(ValueError, match=r"opacity must be between 0\.0 and 1\.0"):
        validate(box, suppress_repeated_errors=True)
    validate(box, suppress_repeated_errors=True)  # the same error: already reported
    box.opacity = 3
    with pytest.raises(ValueError, match="got 3"):
        validate(box, suppress_repeated_errors=True)
    box.opacity = 1
    validate(box, suppress_repeated_errors=True)
    box.opacity = 3
    with pytest.raises(ValueError, match="got 3"):
        validate(box, suppress_repeated_errors=True)


def test_without_suppression_every_failure_is_reported() -> None:
    box = ft.Container(opacity=2)
    for _ in range(2):
        with pytest.raises(ValueError):
            validate(box)

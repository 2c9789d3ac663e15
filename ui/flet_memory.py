"""Flet 1.0.5 kept lighter for a server with hundreds of sessions.

Flet validates a control before each update and remembers, on the control, the errors it
has already reported, so that a control failing the same way on every update is reported
once. It makes that record, an empty set, for every control it ever validates: with a
Paper Dungeons sheet of some 1,600 controls on each phone, a quarter of the memory a
phone takes on the server (the set, and the control's attribute table grown to hold it).

:func:`install` makes the record only when a control first fails: the same errors are
reported, as often, and a control that never fails carries nothing.
"""

from __future__ import annotations

from typing import Any

import flet.utils.validation as flet_validation

_RECORD = flet_validation._REPORTED_VALIDATION_ERRORS_KEY


class _ReportedOnFirstFailure:
    """What ``flet.utils.validation.validate`` asks of a control's record of reported
    errors (``in``, ``add``, truth, ``clear``), with the set made by the first ``add``."""

    __slots__ = ("control",)

    def __init__(self, control: Any) -> None:
        self.control = control

    def _record(self) -> set[tuple[str, str]] | None:
        record: set[tuple[str, str]] | None = getattr(self.control, _RECORD, None)
        return record

    def __contains__(self, signature: object) -> bool:
        record = self._record()
        return record is not None and signature in record

    def __bool__(self) -> bool:
        return bool(self._record())

    def add(self, signature: tuple[str, str]) -> None:
        record = self._record()
        if record is None:
            record = set()
            try:
                setattr(self.control, _RECORD, record)
            except Exception:
                # As Flet does: a control that cannot keep the record reports every time.
                return
        record.add(signature)

    def clear(self) -> None:
        record = self._record()
        if record:
            record.clear()


def _reported_on_first_failure(control: Any) -> _ReportedOnFirstFailure:
    return _ReportedOnFirstFailure(control)


def install() -> None:
    """Make Flet's records of reported errors only for the controls that fail (this
    process, from now on; calling it again changes nothing)."""
    flet_validation._get_reported_validation_errors = _reported_on_first_failure  # type: ignore[assignment]

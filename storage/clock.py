"""Times and ids of stored things."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime


def now() -> datetime:
    return datetime.now(UTC)


def as_utc(moment: datetime) -> datetime:
    """SQLite hands back times without a zone; they were stored in UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def new_id() -> str:
    return uuid.uuid4().hex

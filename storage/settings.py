"""App settings (language, theme, ...) and per game kind house-rule defaults, as JSON."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlmodel import Session, select

from storage.tables import SettingRow

# House-rule defaults of a game kind live among the settings under this prefix.
HOUSE_RULES_PREFIX = "house_rules:"


def get_setting(session: Session, *, key: str, default: Any = None) -> Any:
    row = session.get(SettingRow, key)
    return default if row is None else row.value


def set_setting(session: Session, *, key: str, value: Any) -> None:
    row = session.get(SettingRow, key)
    if row is None:
        session.add(SettingRow(key=key, value=value))
    else:
        row.value = value
        session.add(row)


def delete_setting(session: Session, *, key: str) -> None:
    row = session.get(SettingRow, key)
    if row is not None:
        session.delete(row)


def app_settings(session: Session) -> dict[str, Any]:
    """Every setting except the house-rule defaults."""
    return {
        row.key: row.value
        for row in session.exec(select(SettingRow))
        if not row.key.startswith(HOUSE_RULES_PREFIX)
    }


def house_rule_defaults(session: Session, *, kind: str) -> dict[str, Any]:
    value = get_setting(session, key=HOUSE_RULES_PREFIX + kind, default={})
    return dict(value)


def set_house_rule_defaults(session: Session, *, kind: str, overrides: Mapping[str, Any]) -> None:
    set_setting(session, key=HOUSE_RULES_PREFIX + kind, value=dict(overrides))

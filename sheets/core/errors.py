"""Errors raised by the rules. Each carries a machine-readable reason for the UI to translate."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Illegal(Exception):
    """An action the rules do not allow in this state.

    ``reason`` is a stable code (``"die_already_used"``) and ``params`` the values the
    message needs (``{"die": 3}``); the UI translates ``illegal.<reason>`` with them.
    """

    def __init__(self, reason: str, /, **params: Any) -> None:
        self.reason = reason
        self.params: Mapping[str, Any] = params
        details = ", ".join(f"{key}={value!r}" for key, value in params.items())
        super().__init__(f"{reason} ({details})" if details else reason)


class InvalidAction(ValueError):
    """An action that cannot even be read: unknown type, missing or malformed fields."""


class InvalidSetup(ValueError):
    """A game setup that does not describe a playable game."""

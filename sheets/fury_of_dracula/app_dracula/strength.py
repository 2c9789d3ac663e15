"""How well the app's Dracula plays."""

from __future__ import annotations

from enum import StrEnum


class DraculaStrength(StrEnum):
    """Each setting wins more often than the one before it."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"

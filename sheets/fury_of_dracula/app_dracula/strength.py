"""How well the app's Dracula plays."""

from __future__ import annotations

import random
from enum import StrEnum

# How often the normal Dracula makes a decision as the easy one would.
NORMAL_SLIPS = 0.4


class DraculaStrength(StrEnum):
    """Each setting wins more often than the one before it."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


def played_as(strength: DraculaStrength, rng: random.Random) -> DraculaStrength:
    """The setting one decision is made at: the normal Dracula decides as the hard one
    does, but now and then as the easy one."""
    if strength is not DraculaStrength.NORMAL:
        return strength
    return DraculaStrength.EASY if rng.random() < NORMAL_SLIPS else DraculaStrength.HARD

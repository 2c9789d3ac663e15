"""``fixed``: a Flet value (a border, a decoration, a paint, a text style) shared by many
controls and never changed in place, marked so for Flet's diff.

Flet compares every value a control holds with the copy it kept, field by field, each
time the control is sent, though nothing in it changed: a die's outline, its corners and
its spin were most of what the server compared for a roll, on every device. A value
marked fixed is compared by identity (the same object: nothing to send; another one:
sent whole), and Flet refuses to change it in place, which would otherwise go unsent.
"""

from __future__ import annotations

from typing import TypeVar

V = TypeVar("V")


def fixed(value: V) -> V:
    """``value``, compared by identity from now on (Flet's mark for a value it need not
    look into, which it also gives the values inside it when it first sends it)."""
    object.__setattr__(value, "_frozen", True)
    return value

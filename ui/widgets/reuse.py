"""Redrawing by changing the controls a device already has rather than sending new ones.

Flet diffs a control against what it last sent: a changed text is a few bytes and a
little work, while a new control is sent whole and costs the server far more to
prepare. A part of a screen may still build its controls afresh from the view, which
keeps the builders simple; :func:`reuse` then carries what changed onto the controls
already on screen, keeping every one whose type still fits.

Only Flet's own controls are kept: a control class of ours may hold more than its
properties (an action, a memory of what it shows), which carrying properties would
leave behind, so it is always taken as built.

Nor is a control built with another ``key``: a button keyed by what a tap on it does
(:func:`tap_key`) is sent as a new control when that changes. A tap the device aimed
at the button before, arriving after the redraw, then finds no control and does
nothing, instead of doing what the button now says (resting the next hunter, playing
the next round).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import TypeGuard, TypeVar

import flet as ft
from flet.controls.base_control import BaseControl

from ui.widgets.isolated import isolated
from ui.widgets.panel import Panel

_UNSET = object()
C = TypeVar("C", bound=BaseControl)


def reuse(shown: list[C], built: list[C], changed: list[BaseControl] | None = None) -> list[C]:
    """``built`` as a list to show, made of the controls of ``shown`` wherever they are of
    the same type, given the properties of their counterparts in ``built``; the controls
    kept whose properties changed are added to ``changed``."""
    kept = [reuse_one(old, new, changed) for old, new in zip(shown, built, strict=False)]
    return kept + built[len(kept) :]


def reuse_one(shown: C | None, built: C, changed: list[BaseControl] | None = None) -> C:
    """``shown`` given the properties of ``built`` when it can be kept, else ``built``;
    the controls kept whose properties changed are added to ``changed`` (each sent
    alone costs less than the part that holds them, which would compare every control
    in it)."""
    if shown is built:
        # Kept by the builder itself, who may have changed it: what changed is not told
        # here, so it is sent.
        if changed is not None:
            changed.append(built)
        return built
    if shown is not None and _keepable(shown, built):
        return _carry(shown, built, changed)
    return built


def tap_key(*what: object) -> str:
    """The ``key`` of a button whose tap does ``what`` (an action, or the kind of action
    and whom it is for): the button is kept only while this stays the same. A digest,
    so that the device is sent a few bytes and not the action's fields."""
    return hashlib.blake2s(repr(what).encode(), digest_size=6).hexdigest()


def _keepable(shown: BaseControl, built: BaseControl) -> bool:
    return type(shown) is type(built) and _flet_own(built) and shown.key == built.key


def _flet_own(control: BaseControl) -> bool:
    return type(control).__module__.startswith("flet.")


def _carry(old: C, new: BaseControl, changed: list[BaseControl] | None) -> C:
    """``old`` given every public property of ``new`` (which has the same type). Flet
    keeps the properties that differ from their defaults in ``_values`` and its lists
    (children, options...) as structural fields: only those are looked at."""
    # Flet sets the structural fields on each control class as it makes it.
    fields: frozenset[str] = getattr(type(new), "_structural_fields", frozenset())
    structural = (name for name in fields if not name.startswith("_"))
    touched = False
    for name in old._values.keys() | new._values.keys() | set(structural):
        value = getattr(new, name)
        current = getattr(old, name, _UNSET)
        if isinstance(value, BaseControl) and isinstance(current, BaseControl):
            if _keepable(current, value):
                _carry(current, value, changed)
            else:
                setattr(old, name, value)
                touched = True
            continue
        if _controls(value) and _controls(current):
            kept = reuse(current, value, changed)
            touched |= len(kept) != len(current) or any(
                now is not before for now, before in zip(kept, current, strict=True)
            )
            setattr(old, name, kept)
            continue
        if callable(value) and callable(current):
            # The device is told only whether there is a handler: one put in place of
            # another is kept where Flet keeps it, without the mark that would send it.
            old._values[name] = value
        elif callable(value) or value != current:
            setattr(old, name, value)
            touched = True
    if touched and changed is not None:
        changed.append(old)
    return old


def _controls(value: object) -> TypeGuard[list[BaseControl]]:
    return isinstance(value, list) and all(isinstance(item, BaseControl) for item in value)


@isolated
class ReusingPanel(Panel):
    """A :class:`~ui.widgets.panel.Panel` that redraws by reusing its controls."""

    # Stated again: Flet's control decorator makes the class a dataclass, which gives it a
    # generated ``__init__`` of its fields (no ``spacing``) in place of the inherited one.
    def __init__(
        self,
        signature: Callable[[], object],
        build: Callable[[], list[ft.Control]],
        *,
        spacing: float = 8,
        stretch: bool = False,
    ) -> None:
        super().__init__(signature, build, spacing=spacing, stretch=stretch)

    def draw(self, value: object) -> None:
        controls = self.build_controls()
        self.column.controls = reuse(self.column.controls, controls)
        self.visible = bool(controls)

"""The one way a part of a screen redraws: it is shown a value, compares it with the value
it was drawn from last, and draws only when they differ, saying whether it did so that
the caller sends it (and nothing else) to the device.

Keeping that memory by hand in each panel is how taps and typing were lost: a cache key
that left something out kept a stale button on screen, one that held too much rebuilt a
field under the player's fingers. Here it is kept once:

- :class:`Redrawn` for a part drawn from one value (a panel, a line, a button);
- :class:`Restyled` for a part that restyles in place the controls it built and says
  which of them to send (often less than the part: a ring shown, a text rewritten);
- :class:`Parts` for a panel that draws its parts one by one, each from its own key, so
  that an update sends the parts that changed rather than the panel.

What a part draws and how (building controls afresh, or restyling those the device
already has, which sends far less) stays the part's own business.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Generic, TypeVar

import flet as ft

T = TypeVar("T")
C = TypeVar("C", bound=ft.Control)


class _Nothing:
    """What a part has drawn before its first value (``None`` may be a value shown)."""


_NOTHING: Final = _Nothing()


class _Remembered(Generic[T]):
    # The value itself, not wrapped: a phone's screen has a few hundred parts.
    _drawn: T | _Nothing = _NOTHING

    @property
    def shown(self) -> T | None:
        """The value last drawn (``None`` before the first)."""
        drawn = self._drawn
        return None if isinstance(drawn, _Nothing) else drawn

    def _is_shown(self, value: T) -> bool:
        drawn = self._drawn
        return not isinstance(drawn, _Nothing) and _same(drawn, value)


class Redrawn(_Remembered[T]):
    """A part drawn from a value of ``T``. A subclass says how in :meth:`draw`; callers
    call :meth:`show`. While :meth:`draw` runs, :attr:`shown` is still the value drawn
    before (``None`` the first time), so that a part may restyle in place what it
    built for an earlier value."""

    def show(self, value: T) -> bool:
        """Draw ``value`` unless it is the value drawn last; whether it drew (then the
        caller sends the part with ``update``)."""
        if self._is_shown(value):
            return False
        self.draw(value)
        self._drawn = value
        return True

    def redraw(self) -> None:
        """Draw the value shown again, after something of the part's own changed (a
        switch on it, a choice not yet sent to the table)."""
        drawn = self._drawn
        if not isinstance(drawn, _Nothing):
            self.draw(drawn)

    def draw(self, value: T) -> None:
        raise NotImplementedError(f"{type(self).__name__} says how it draws")


class Restyled(_Remembered[T]):
    """A part drawn from a value of ``T`` by restyling the controls it built: :meth:`draw`
    changes what differs from :attr:`shown` (still the value drawn before while it runs)
    and returns the controls to send, so that an update sends a property or two rather
    than the part."""

    def show(self, value: T) -> list[ft.Control]:
        """Draw ``value`` unless it is the value drawn last; the controls to send (none
        when nothing was drawn)."""
        if self._is_shown(value):
            return []
        sent = self.draw(value)
        self._drawn = value
        return sent

    def draw(self, value: T) -> list[ft.Control]:
        raise NotImplementedError(f"{type(self).__name__} says how it draws")


class Words(Restyled[str]):
    """A text that only its words change: rewritten, it sends that text alone."""

    def __init__(self, control: ft.Text) -> None:
        self.control = control
        self.show(control.value or "")

    def draw(self, value: str) -> list[ft.Control]:
        self.control.value = value
        return [self.control]


def restyle(control: C, **properties: object) -> list[C]:
    """Give ``control`` these ``properties``; the control, to send it alone, when one of
    them changed (sending the part around it would compare every control in it)."""
    changed = False
    for name, value in properties.items():
        if getattr(control, name) != value:
            setattr(control, name, value)
            changed = True
    return [control] if changed else []


class Parts:
    """The parts of a panel, each drawn from its own key. :meth:`show` calls ``draw``
    only when the part's key differs from the one it was drawn from last, and says
    whether it did, so that the panel sends the parts that changed. A part is the
    control drawn, or a name for what is not a control of its own (a card's frame)."""

    def __init__(self) -> None:
        self._keys: dict[object, object] = {}

    def show(self, part: object, key: object, draw: Callable[[], object]) -> bool:
        slot = _slot(part)
        if slot in self._keys and _same(self._keys[slot], key):
            return False
        draw()
        self._keys[slot] = key
        return True

    def send(
        self, part: object, key: object, draw: Callable[[], list[ft.Control]]
    ) -> list[ft.Control]:
        """As :meth:`show`, for a part that restyles in place: the controls ``draw``
        says to send, or none when the key is as drawn last."""
        sent: list[ft.Control] = []
        self.show(part, key, lambda: sent.extend(draw()))
        return sent

    def forget(self, part: object) -> None:
        """Have ``part`` drawn at its next :meth:`show`, whatever its key."""
        self._keys.pop(_slot(part), None)


def _slot(part: object) -> object:
    # Controls by identity (two controls may compare equal); a part lives as long as
    # the panel that draws it.
    return part if isinstance(part, str) else id(part)


def _same(drawn: object, value: object) -> bool:
    return drawn is value or drawn == value

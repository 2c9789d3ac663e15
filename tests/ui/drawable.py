"""Layouts Flutter cannot draw, found in a headless device's control tree.

A layout fault shows no error in the harness: the server sends the controls, and only the
browser finds it cannot lay them out (Flutter's release build then paints the control as
a grey box, Flet its own red "Error displaying …"), or lays them out so that no one can
read them. Each rule here was seen so in Chromium (``tests/e2e/test_guard.py`` proves the
pixel guard on the first):

- a child that expands inside a row or column that wraps: the wrap has no room to share,
  and the whole panel becomes the grey box (Fury of Dracula's combat panel was);
- a responsive row or a horizontal list in a row: the row gives it no width ("width is
  unbounded");
- a row or column as a list tile's leading or trailing part: the tile leaves its title the
  width of a letter, one letter a line;
- a missing text: the catalog's placeholder for it;
- a button given a height that leaves its label, within the theme's padding, less room
  than its lines (a label wider than a phone takes two): the bottoms of the letters are
  cut (g, j, p, y), or the words beyond the first line (Madness's "Not now" on a Czech
  phone);
- a chip whose words are wider than a chip in a phone's dialog and that Flutter keeps to
  one line (its text style's, unless the text says how many lines it may take), or that
  keeps a padding or checkmark of its own: Flutter sizes the chip for the words as wide as
  the chip, then narrows them by those, and the line they wrap onto there is cut (SATOR's
  prayers, in the draw dialog on a phone);
- a chip narrower than a finger: its words, its paddings and its border less than 44 px
  wide (SATOR's counts "0", "1", "2" were 35 px);
- a text that a tap on it ticks or opens (its container's own), in a box with less padding
  than a finger's height leaves a line of it: the target is shorter than 44 px (SATOR's
  checklist lines were 40 px);
- a dialog without a name: a screen reader announces "Alert" instead of its title;
- a view or a dialog whose content does not scroll: what does not fit is beyond reach.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator
from typing import Any

import flet as ft
from flet.controls.base_control import BaseControl

from sheets.i18n import translate
from tests.text_fit import lines_needed, text_width
from ui.theme import BUTTON_PADDING, CHIP_LABEL_PADDING, LABEL_LINE

MISSING = {translate("common.text_missing", language) for language in ("cs", "en")}
# A dialog's content of at most this many controls fits any screen without scrolling.
DIALOG_FITS = 4
# The buttons the theme pads (``ui.theme``).
THEMED_BUTTONS = (ft.Button, ft.OutlinedButton, ft.TextButton)
# The smallest target a finger taps surely, in px (WCAG 2.5.5, Apple's 44 pt).
SMALLEST_TARGET = 44
# A 390 px phone's dialog leaves its content 262 px (a 40 px inset and 24 px padding a
# side); a chip's words have that less its border and padding, and a tick before them
# takes 24 px more.
PHONE_CHIP_WORDS = 262 - 2 - CHIP_LABEL_PADDING.left - CHIP_LABEL_PADDING.right
CHIP_TICK = 18 + 6
CHIP_TEXT_SIZE = 14
# A button's label on a 390 px phone: the screen less its 10 px margins and the
# button's padding; Material's label text is 14 px.
PHONE_LABEL_WIDTH = 390 - 2 * 10 - BUTTON_PADDING.left - BUTTON_PADDING.right
LABEL_TEXT_SIZE = 14


@dataclasses.dataclass(frozen=True)
class Placed:
    control: BaseControl
    parent: BaseControl | None
    slot: str


def placed(root: BaseControl) -> Iterator[Placed]:
    """Every control under ``root`` with its parent and the attribute that holds it."""
    seen: set[int] = set()
    stack = [Placed(root, None, "")]
    while stack:
        here = stack.pop()
        if id(here.control) in seen:
            continue
        seen.add(id(here.control))
        yield here
        control = here.control
        for name in _slots(control):
            value = getattr(control, name, None)
            values = value if isinstance(value, list | tuple) else [value]
            stack += [Placed(v, control, name) for v in values if isinstance(v, BaseControl)]


@functools.cache
def _slots_of(cls: type) -> tuple[str, ...]:
    named = [field.name for field in dataclasses.fields(cls)]
    return ("_b", *(n for n in named if not n.startswith("_") or n in ("_overlay", "_dialogs")))


def _slots(control: BaseControl) -> tuple[str, ...]:
    return _slots_of(type(control))


def controls(root: BaseControl) -> Iterator[BaseControl]:
    """Every control under ``root`` (a faster walk than the harness's, for sweeps)."""
    return (at.control for at in placed(root))


def _expands(control: BaseControl) -> bool:
    expand = getattr(control, "expand", None)
    return bool(expand) and expand is not False


def _label(control: BaseControl) -> str:
    for name in ("value", "text", "content", "label", "title", "tooltip"):
        value = getattr(control, name, None)
        if isinstance(value, str) and value:
            return value[:50]
        if isinstance(value, ft.Text) and isinstance(value.value, str):
            return value.value[:50]
    return ""


def _where(at: Placed) -> str:
    return f"{type(at.control).__name__} {_label(at.control)!r} in {type(at.parent).__name__}"


def undrawable(root: BaseControl) -> list[str]:
    """Every layout under ``root`` that Flutter cannot draw or a person cannot read."""
    found: list[str] = []
    for at in placed(root):
        control, parent = at.control, at.parent
        if isinstance(parent, ft.Row | ft.Column) and parent.wrap and _expands(control):
            found.append(f"an expanding child in a wrapping row: {_where(at)}")
        if (
            isinstance(parent, ft.Row)
            and at.slot == "controls"
            and not _expands(control)
            and getattr(control, "width", None) is None
            and (
                isinstance(control, ft.ResponsiveRow)
                or (isinstance(control, ft.ListView | ft.GridView) and control.horizontal)
            )
        ):
            found.append(f"no width for a responsive row or a list: {_where(at)}")
        if (
            isinstance(parent, ft.ListTile)
            and at.slot in ("leading", "trailing")
            and isinstance(control, ft.Row | ft.Column)
            and control.width is None
        ):
            found.append(f"a row beside a list tile's title leaves it no width: {_where(at)}")
        if _label_cut(control):
            found.append(f"a button too low for its label: {_where(at)}")
        if _text_target_low(control):
            found.append(f"a tappable text shorter than a finger: {_where(at)}")
        if isinstance(control, ft.Chip) and _chip_words_cut(control):
            found.append(f"a chip whose words are cut on a phone: {_where(at)}")
        if isinstance(control, ft.Chip) and _chip_narrow(control):
            found.append(f"a chip narrower than a finger: {_where(at)}")
        if isinstance(control, ft.Text) and control.value in MISSING:
            found.append(f"a missing text in {type(parent).__name__}")
        if isinstance(control, ft.AlertDialog) and control.open:
            found += _dialog_faults(control)
        if isinstance(control, ft.View) and not _scrolls(control):
            found.append(f"a screen that does not scroll: {control.route}")
    return found


def _label_cut(control: Any) -> bool:
    """Whether ``control`` is a button of the theme's padding whose height leaves its
    label less room than its lines."""
    if not isinstance(control, THEMED_BUTTONS) or control.height is None:
        return False
    if control.style is not None and control.style.padding is not None:
        return False
    content = control.content
    lines = (content.max_lines or 1) if isinstance(content, ft.Text) else 1
    if isinstance(content, str) and text_width(content, LABEL_TEXT_SIZE) > PHONE_LABEL_WIDTH:
        # A phone wraps the label onto a second line the height leaves no room for.
        lines = 2
    room = control.height - BUTTON_PADDING.top - BUTTON_PADDING.bottom
    return bool(room < LABEL_LINE * lines)


def _text_target_low(control: Any) -> bool:
    """Whether ``control`` is a tappable box around a text, of no height of its own, that
    a line of the text leaves lower than a finger's target."""
    if not isinstance(control, ft.Container) or control.on_click is None:
        return False
    if control.height is not None or not isinstance(control.content, ft.Text):
        return False
    padding = control.padding
    if isinstance(padding, int | float):
        vertical = 2 * padding
    elif isinstance(padding, ft.Padding):
        vertical = padding.top + padding.bottom
    else:
        vertical = 0
    return bool(vertical + LABEL_LINE < SMALLEST_TARGET)


def _chip_words_cut(chip: ft.Chip) -> bool:
    """Whether a phone cuts ``chip``'s words (see the module's list)."""
    label = chip.label
    texts = [] if isinstance(label, str) else [c for c in controls(label) if isinstance(c, ft.Text)]
    words = label if isinstance(label, str) else " ".join(t.value or "" for t in texts)
    if text_width(words, CHIP_TEXT_SIZE) <= PHONE_CHIP_WORDS:
        return False
    wraps = bool(texts) and all(
        lines_needed(t.value or "", PHONE_CHIP_WORDS - CHIP_TICK, CHIP_TEXT_SIZE)
        <= (t.max_lines or 1)
        for t in texts
    )
    laid_out_alike = chip.padding == 0 and chip.label_padding == 0 and not chip.show_checkmark
    return not (wraps and laid_out_alike)


def _chip_narrow(chip: ft.Chip) -> bool:
    """Whether ``chip`` is narrower than a finger's target (see the module's list)."""
    label = chip.label
    texts = [] if isinstance(label, str) else [c for c in controls(label) if isinstance(c, ft.Text)]
    words = label if isinstance(label, str) else " ".join(t.value or "" for t in texts)
    # The room around the words: the chip's padding and its label's (Flutter's 4 px and
    # 8 px a side unless the chip says), and a label's own box.
    room = _sides(chip.padding, 4) + _sides(chip.label_padding, 8)
    if isinstance(label, ft.Container):
        room += _sides(label.padding, 0)
    return bool(text_width(words, CHIP_TEXT_SIZE) + room + 2 < SMALLEST_TARGET)


def _sides(padding: Any, default: float) -> float:
    """The left and right of ``padding`` together (``default`` a side when it is unset)."""
    if padding is None:
        return 2 * default
    if isinstance(padding, int | float):
        return 2 * padding
    if isinstance(padding, ft.Padding):
        return float(padding.left + padding.right)
    return 2 * default


def _scrolls(view: ft.View) -> bool:
    """Whether what a view holds can be scrolled to: the view scrolls, or a control of it
    takes the height left and scrolls itself (a list, or a column or row holding one)."""
    return view.scroll is not None or any(_fills_and_scrolls(c) for c in view.controls)


def _fills_and_scrolls(control: Any) -> bool:
    if isinstance(control, ft.ListView | ft.GridView):
        return True
    if isinstance(control, ft.Row | ft.Column) and control.scroll is not None:
        return True
    inner = getattr(control, "controls", None) or [getattr(control, "content", None)]
    return isinstance(control, ft.Row | ft.Column | ft.Container | ft.SafeArea) and any(
        c is not None and _fills_and_scrolls(c) for c in inner
    )


def _dialog_faults(dialog: ft.AlertDialog) -> list[str]:
    title = dialog.title.value if isinstance(dialog.title, ft.Text) else dialog.title
    found = []
    if not dialog.semantics_label:
        found.append(f"a dialog a screen reader names 'Alert': {title!r}")
    content = dialog.content
    long = isinstance(content, ft.Column) and len(content.controls) > DIALOG_FITS
    if long and not dialog.scrollable and getattr(content, "scroll", None) is None:
        found.append(f"a dialog whose end may be out of reach: {title!r}")
    return found

"""What a person reads on a screen is never the app's own vocabulary: no reason code
(``fod_not_this_hunter``), no raw id (``water-1c``), no message key (``sator.play.menu``),
no ``None``, no lone placeholder (``—``) and no English plural slip (``1 items``).

``unreadable_texts(client)`` lists every text of a headless device's screen, its dialogs
and menus that breaks one of these; a screen test asserts it is empty. ``allowed`` takes
texts that look like codes but are the table's own (a player named ``snake_case``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

import flet as ft

from tests.ui.harness import FakeClient, walk

PLURAL = "an English plural after one"
PROBLEMS = {
    "a reason code or id": re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"),
    # English writes "a value-2 card", "a level-1 spell": those are words, not ids.
    "an id with a number": re.compile(r"\b(?!(?:level|value)-)[a-z]+-\d+[a-z]?\b"),
    "a message key": re.compile(r"\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b"),
    "None": re.compile(r"\bNone\b"),
    PLURAL: re.compile(r"(?<![\d.,-])\b1 (?:(?P<between>[a-z]+) )?(?P<word>[a-z]+(?<![su])s)\b"),
}
PLACEHOLDERS = {"—", "–", "-", "?", "()", "None", "null"}
# Attributes of controls that a person reads (or hears, for the semantics labels).
READ = (
    "value",
    "content",
    "label",
    "title",
    "subtitle",
    "text",
    "tooltip",
    "hint_text",
    "helper",
    "semantics_label",
)


def shown_texts(client: FakeClient, root: Any = None) -> Iterator[str]:
    """Every text on the device (under ``root`` when given): the views, the dialogs on top,
    dropdown options and menu items. What people type into fields is theirs, and not read
    back here."""
    for control in walk(root if root is not None else client.page):
        if isinstance(control, ft.TextField):
            yield from _strings(getattr(control, name, None) for name in ("label", "helper"))
            continue
        if isinstance(control, ft.Dropdown):
            # Its value is the key of the option chosen; the option's text is what shows.
            yield from _strings(getattr(control, name, None) for name in ("label", "tooltip"))
            yield from _strings(option.text for option in control.options or ())
            continue
        yield from _strings(getattr(control, name, None) for name in READ)


def _strings(values: Iterable[Any]) -> Iterator[str]:
    for value in values:
        if isinstance(value, str):
            yield value


def problem_of(text: str) -> str | None:
    """What makes ``text`` unreadable, or ``None``."""
    if text.strip() in PLACEHOLDERS:
        return "a placeholder"
    for name, pattern in PROBLEMS.items():
        for found in pattern.finditer(text):
            if name == PLURAL and not _counts_in_plural(text, found):
                continue
            return f"{name}: {found.group(0)!r}"
    return None


# Words after "1" that are no plural noun: "1 square this turn", "1 for monks".
NOT_COUNTED = frozenset({"for", "of", "in", "on", "to", "at", "by", "from", "with", "and", "or"})
NOT_PLURAL = frozenset(
    {"this", "his", "its", "is", "was", "has", "does", "goes", "as", "yes", "plus", "less"}
)
# Words before "1" that number what follows it: "round 1 ends".
NUMBERING = frozenset({"round", "turn", "step"})


def _counts_in_plural(text: str, found: re.Match[str]) -> bool:
    """Whether "1 ...s" counts something in the plural ("1 items"), rather than number a
    name ("Round 1 begins", "round 1 ends") or run on into other words ("1 square this
    turn")."""
    before = text[: found.start()].split()
    if before and (before[-1][:1].isupper() or before[-1] in NUMBERING):
        return False
    between, word = found.group("between"), found.group("word")
    return between not in NOT_COUNTED and word not in NOT_PLURAL


def unreadable_texts(
    client: FakeClient, allowed: Iterable[str] = (), root: Any = None
) -> list[str]:
    """The texts of ``client``'s screen (or of ``root`` on it) a person should not have to
    read, each with why."""
    ignored = set(allowed)
    found = []
    for text in shown_texts(client, root):
        if text in ignored:
            continue
        problem = problem_of(text)
        if problem is not None:
            found.append(f"{text!r}: {problem}")
    return sorted(set(found))

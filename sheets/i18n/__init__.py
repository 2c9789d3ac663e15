"""Translations for everything a person sees, on screen and on paper.

Messages are Project Fluent files, ``locales/<language>/<domain>.ftl``, one per part of
the app and language, so translation tools (Pontoon, Weblate) read them as they are and
Czech can say what Czech needs: plural forms, grammatical gender and cases are selectors
and terms of the language's own file, invisible to the code::

    profiles-stats =
        { $count ->
            [one] { $count } hra
            [few] { $count } hry
           *[other] { $count } her
        }

The code names a message by its dotted key (``t("profiles.stats", count=3)``); its
Fluent id is the key with every ``.`` written as ``-``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any, Literal

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

Language = Literal["cs", "en"]
LANGUAGES: tuple[Language, ...] = ("cs", "en")
DEFAULT_LANGUAGE: Language = "cs"

log = logging.getLogger(__name__)


class CatalogError(ValueError):
    """A message file is malformed, or a message is defined twice."""


def fluent_id(key: str) -> str:
    """The Fluent id of the message the code calls ``key``."""
    return key.replace(".", "-")


def _locale_files(language: Language) -> Iterator[Traversable]:
    folder = files("sheets.i18n").joinpath("locales", language)
    yield from sorted(
        (entry for entry in folder.iterdir() if entry.name.endswith(".ftl")),
        key=lambda entry: entry.name,
    )


@dataclass(frozen=True)
class _Catalog:
    bundle: FluentBundle
    # Every message and term: id -> (domain file, its syntax tree), for the checks.
    entries: Mapping[str, tuple[str, fluent_ast.Message | fluent_ast.Term]]


@cache
def _catalog(language: Language) -> _Catalog:
    # Isolation marks around placeables would reach the screen as invisible characters
    # that the app's fonts lack; the texts are never mixed-direction.
    bundle = FluentBundle([language], use_isolating=False)
    entries: dict[str, tuple[str, fluent_ast.Message | fluent_ast.Term]] = {}
    for entry in _locale_files(language):
        resource = FluentResource(entry.read_text("utf-8"))
        for item in resource.body:
            if isinstance(item, fluent_ast.Junk):
                problem = item.annotations[0].message if item.annotations else "unreadable"
                near = (item.content or "")[:80]
                raise CatalogError(f"{language}/{entry.name}: {problem}: {near!r}")
            if isinstance(item, fluent_ast.Message | fluent_ast.Term):
                name = ("-" if isinstance(item, fluent_ast.Term) else "") + item.id.name
                if name in entries:
                    raise CatalogError(
                        f"{language}/{entry.name}: {name!r} is defined twice "
                        f"(also in {entries[name][0]})"
                    )
                entries[name] = (entry.name, item)
        bundle.add_resource(resource)
    return _Catalog(bundle, entries)


def message_ids(language: Language) -> frozenset[str]:
    """The Fluent ids of every message (not term) in ``language``."""
    return frozenset(name for name in _catalog(language).entries if not name.startswith("-"))


def _argument(value: Any) -> Any:
    """A parameter as Fluent takes it: numbers stay numbers (plural selectors need them),
    written without grouping (a seed or a year is not 12 345); anything else as text."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float | Decimal):
        return fluent_number(value, useGrouping=False)
    return value if isinstance(value, str) else str(value)


def translate(key: str, language: Language, /, **params: Any) -> str:
    """The text of ``key`` in ``language`` with ``params`` filled in.

    An unknown key is logged and shown as itself, so a gap is visible without breaking
    the screen; the catalog test makes sure there are none.
    """
    bundle = _catalog(language).bundle
    message_id = fluent_id(key)
    if not bundle.has_message(message_id):
        log.error("no message %r", key)
        return key
    message = bundle.get_message(message_id)
    if message.value is None:
        log.error("message %r has no value", key)
        return key
    arguments = {name: _argument(value) for name, value in params.items()}
    text, errors = bundle.format_pattern(message.value, arguments)
    for error in errors:
        log.error("message %r: %s", key, error)
    return str(text)


def has(key: str) -> bool:
    return _catalog(DEFAULT_LANGUAGE).bundle.has_message(fluent_id(key))


class _Variables(Visitor):
    """The variables a message uses, and the terms it references."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.variables.add(node.id.name)


def variables(language: Language, message_id: str) -> frozenset[str]:
    """The variables message ``message_id`` uses in ``language``."""
    visitor = _Variables()
    visitor.visit(_catalog(language).entries[message_id][1])
    return frozenset(visitor.variables)


def problems() -> list[str]:
    """Messages missing in a language, or whose languages use different variables; an
    empty list when the catalog is complete."""
    found = []
    ids = {language: message_ids(language) for language in LANGUAGES}
    every = frozenset().union(*ids.values())
    for message_id in sorted(every):
        present = [language for language in LANGUAGES if message_id in ids[language]]
        if len(present) != len(LANGUAGES):
            found.append(f"{message_id}: only in {present}")
            continue
        used = {language: variables(language, message_id) for language in LANGUAGES}
        if len(set(used.values())) > 1:
            found.append(
                f"{message_id}: variables differ between languages "
                + ", ".join(f"{language} {sorted(names)}" for language, names in used.items())
            )
    return found

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
Fluent id is the key with every ``.`` written as ``-``. Names that Czech declines or
agrees with (places, characters, players) reach the messages as :class:`Name` values
(see :mod:`sheets.i18n.grammar`).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any, Literal, cast

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import ast as fluent_ast

from sheets.i18n.grammar import ADDRESSES, Address, Name, functions, person

Language = Literal["cs", "en"]
LANGUAGES: tuple[Language, ...] = ("cs", "en")
DEFAULT_LANGUAGE: Language = "cs"

__all__ = [
    "ADDRESSES",
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "Address",
    "CatalogError",
    "Language",
    "Name",
    "has",
    "message_ids",
    "name",
    "person",
    "translate",
]

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


def cases(term: fluent_ast.Term) -> frozenset[str]:
    """The cases a term is written in: the variants of its ``$case`` selector."""
    value = term.value
    if len(value.elements) != 1 or not isinstance(value.elements[0], fluent_ast.Placeable):
        return frozenset()
    select = value.elements[0].expression
    if not isinstance(select, fluent_ast.SelectExpression):
        return frozenset()
    selector = select.selector
    if not (isinstance(selector, fluent_ast.VariableReference) and selector.id.name == "case"):
        return frozenset()
    return frozenset(_key_name(variant.key) for variant in select.variants)


def _key_name(key: fluent_ast.Identifier | fluent_ast.NumberLiteral) -> str:
    return key.name if isinstance(key, fluent_ast.Identifier) else key.value


def _term_pattern(bundle: FluentBundle, term_id: str, attribute: str | None = None) -> Any:
    # The bundle's public API formats messages only; a term's patterns are formatted the
    # same way once looked up (fluent.runtime is pinned).
    term = bundle._lookup(term_id, term=True)
    pattern = term.value if attribute is None else term.attributes.get(attribute)
    if pattern is None:
        raise CatalogError(f"-{term_id} has no {attribute or 'value'}")
    return pattern


@cache
def _catalog(language: Language) -> _Catalog:
    entries: dict[str, tuple[str, fluent_ast.Message | fluent_ast.Term]] = {}

    def cases_of(term: str) -> frozenset[str]:
        entry = entries["-" + term][1]
        return cases(entry) if isinstance(entry, fluent_ast.Term) else frozenset()

    def format_term(term: str, case: str) -> str:
        text, errors = bundle.format_pattern(_term_pattern(bundle, term), {"case": case})
        if errors:
            raise errors[0]
        return str(text)

    # Isolation marks around placeables would reach the screen as invisible characters
    # that the app's fonts lack; the texts are never mixed-direction.
    bundle = FluentBundle(
        [language], functions=cast(Any, functions(format_term, cases_of)), use_isolating=False
    )
    for entry in _locale_files(language):
        resource = FluentResource(entry.read_text("utf-8"))
        for item in resource.body:
            if isinstance(item, fluent_ast.Junk):
                problem = item.annotations[0].message if item.annotations else "unreadable"
                near = (item.content or "")[:80]
                raise CatalogError(f"{language}/{entry.name}: {problem}: {near!r}")
            if isinstance(item, fluent_ast.Message | fluent_ast.Term):
                entry_id = ("-" if isinstance(item, fluent_ast.Term) else "") + item.id.name
                if entry_id in entries:
                    raise CatalogError(
                        f"{language}/{entry.name}: {entry_id!r} is defined twice "
                        f"(also in {entries[entry_id][0]})"
                    )
                entries[entry_id] = (entry.name, item)
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
    if isinstance(value, Name):
        return value
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


@cache
def name(key: str, language: Language) -> Name:
    """The name ``key`` stands for, as messages decline it and agree with it: the term
    ``-<id>`` when the language has one (its cases and ``.gender``), else the message."""
    catalog = _catalog(language)
    term_id = fluent_id(key)
    entry = catalog.entries.get("-" + term_id)
    if not isinstance(entry, tuple) or not isinstance(entry[1], fluent_ast.Term):
        return Name(translate(key, language), None)
    bundle = catalog.bundle
    gender = None
    if any(attribute.id.name == "gender" for attribute in entry[1].attributes):
        gender_text, _ = bundle.format_pattern(_term_pattern(bundle, term_id, "gender"))
        gender = str(gender_text)
    nominative, _ = bundle.format_pattern(_term_pattern(bundle, term_id), {"case": "nominative"})
    return Name(str(nominative), gender, term_id)

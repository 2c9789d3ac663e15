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
import re
import threading
from collections.abc import Iterable, Iterator, Mapping
from decimal import Decimal
from functools import cache, lru_cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any, Literal, cast

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from sheets.i18n.grammar import ADDRESSES, Address, Name, functions, person

Language = Literal["cs", "en"]
LANGUAGES: tuple[Language, ...] = ("cs", "en")
DEFAULT_LANGUAGE: Language = "cs"
# Languages the app does not speak whose readers read one it does more easily than
# the others: a Slovak reads Czech.
CLOSEST_LANGUAGES: Mapping[str, Language] = {"sk": "cs"}

__all__ = [
    "ADDRESSES",
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "Address",
    "CatalogError",
    "Language",
    "Name",
    "has",
    "joined",
    "language_for",
    "message_ids",
    "name",
    "person",
    "translate",
]

log = logging.getLogger(__name__)


class CatalogError(ValueError):
    """A message file is malformed, or a message is defined twice."""


def language_for(tag: object) -> Language | None:
    """The language the app speaks to a reader of the language ``tag`` (``cs-CZ``,
    ``sk_SK``, ``en``): that language, else the closest one, else ``None``."""
    primary = str(tag or "").strip().replace("_", "-").split("-")[0].lower()
    if primary in LANGUAGES:
        return primary
    return CLOSEST_LANGUAGES.get(primary)


def fluent_id(key: str) -> str:
    """The Fluent id of the message the code calls ``key``."""
    return key.replace(".", "-")


def _locale_files(language: Language) -> Iterator[Traversable]:
    folder = files("sheets.i18n").joinpath("locales", language)
    yield from sorted(
        (entry for entry in folder.iterdir() if entry.name.endswith(".ftl")),
        key=lambda entry: entry.name,
    )


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


# An entry (message or term) starts at the beginning of a line with its id and "=";
# every other line of a pattern is indented or is a comment.
_ENTRY_START = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*) *=", re.MULTILINE)


class _Catalog:
    """One language's messages. Parsing every file takes longer than most commands run
    (printing a sheet needs two of them), so the files are only indexed up front (which
    file defines which id) and each is parsed when one of its messages is first used."""

    def __init__(self, language: Language) -> None:
        self.language = language
        # Isolation marks around placeables would reach the screen as invisible characters
        # that the app's fonts lack; the texts are never mixed-direction.
        self.bundle = FluentBundle(
            [language],
            functions=cast(Any, functions(self._format_term, self._cases_of)),
            use_isolating=False,
        )
        self._sources: dict[str, str] = {}
        # The syntax of every term of the files parsed so far.
        self._terms: dict[str, fluent_ast.Term] = {}
        self._owners: dict[str, str] = {}
        for entry in _locale_files(language):
            source = entry.read_text("utf-8")
            self._sources[entry.name] = source
            for name in _ENTRY_START.findall(source):
                if name in self._owners:
                    raise CatalogError(
                        f"{language}/{entry.name}: {name!r} is defined twice "
                        f"(also in {self._owners[name]})"
                    )
                self._owners[name] = entry.name
        self._parsed: set[str] = set()
        self._lock = threading.Lock()

    def has(self, name: str) -> bool:
        return name in self._owners

    def ids(self) -> frozenset[str]:
        """Every message and term id, as indexed (without parsing)."""
        return frozenset(self._owners)

    def message(self, message_id: str) -> Any:
        """The compiled message ``message_id`` (which must exist), its file parsed first."""
        if self._owners[message_id] not in self._parsed:
            with self._lock:
                self._parse(self._owners[message_id])
        return self.bundle.get_message(message_id)

    def term(self, term_id: str) -> fluent_ast.Term | None:
        """The syntax of the term ``-<term_id>``, its file parsed first; ``None`` if the
        language has no such term."""
        owner = self._owners.get("-" + term_id)
        if owner is None:
            return None
        if owner not in self._parsed:
            with self._lock:
                self._parse(owner)
        return self._terms["-" + term_id]

    def term_pattern(self, term_id: str, attribute: str | None = None) -> Any:
        """The compiled pattern of a term (or of one of its attributes)."""
        self.term(term_id)
        # The bundle's public API formats messages only; a term's patterns are formatted
        # the same way once looked up (fluent.runtime is pinned).
        compiled = self.bundle._lookup(term_id, term=True)
        pattern = compiled.value if attribute is None else compiled.attributes.get(attribute)
        if pattern is None:
            raise CatalogError(f"-{term_id} has no {attribute or 'value'}")
        return pattern

    def _format_term(self, term_id: str, case: str) -> str:
        text, errors = self.bundle.format_pattern(self.term_pattern(term_id), {"case": case})
        if errors:
            raise errors[0]
        return str(text)

    def _cases_of(self, term_id: str) -> frozenset[str]:
        term = self.term(term_id)
        return frozenset() if term is None else cases(term)

    def entries(self) -> dict[str, tuple[str, fluent_ast.Message | fluent_ast.Term]]:
        """Every message and term: id -> (its file, its syntax tree); parses every file."""
        found: dict[str, tuple[str, fluent_ast.Message | fluent_ast.Term]] = {}
        for name, source in self._sources.items():
            for item in self._resource(name, source).body:
                if isinstance(item, fluent_ast.Message | fluent_ast.Term):
                    entry_id = ("-" if isinstance(item, fluent_ast.Term) else "") + item.id.name
                    if entry_id in found:
                        raise CatalogError(
                            f"{self.language}/{name}: {entry_id!r} is defined twice "
                            f"(also in {found[entry_id][0]})"
                        )
                    found[entry_id] = (name, item)
        return found

    def _parse(self, name: str) -> None:
        """Add the file ``name`` to the bundle, and the files of the messages and terms
        it refers to (the bundle resolves references only among what it holds)."""
        if name in self._parsed:
            return
        resource = self._resource(name, self._sources[name])
        self.bundle.add_resource(resource)
        self._parsed.add(name)
        for item in resource.body:
            if isinstance(item, fluent_ast.Term):
                self._terms["-" + item.id.name] = item
        references = _References()
        references.visit(resource)
        for entry_id in references.ids:
            if entry_id in self._owners:
                self._parse(self._owners[entry_id])

    def _resource(self, name: str, source: str) -> fluent_ast.Resource:
        resource = FluentResource(source)
        for item in resource.body:
            if isinstance(item, fluent_ast.Junk):
                problem = item.annotations[0].message if item.annotations else "unreadable"
                near = (item.content or "")[:80]
                raise CatalogError(f"{self.language}/{name}: {problem}: {near!r}")
        return resource


class _References(Visitor):
    """The ids of the messages and terms a resource refers to."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def visit_MessageReference(self, node: fluent_ast.MessageReference) -> None:
        self.ids.add(node.id.name)

    def visit_TermReference(self, node: fluent_ast.TermReference) -> None:
        self.ids.add("-" + node.id.name)
        self.generic_visit(node)


@cache
def _catalog(language: Language) -> _Catalog:
    return _Catalog(language)


@cache
def _entries(language: Language) -> Mapping[str, tuple[str, fluent_ast.Message | fluent_ast.Term]]:
    return _catalog(language).entries()


def message_ids(language: Language) -> frozenset[str]:
    """The Fluent ids of every message (not term) in ``language``."""
    return frozenset(name for name in _entries(language) if not name.startswith("-"))


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
    # A screen redrawn for a change asks again for most of the texts it showed, and
    # Fluent takes about 40 µs for each.
    remembered = (key, language, tuple((n, *_identity(v)) for n, v in params.items()))
    try:
        return _remembered_text(remembered)
    except TypeError:  # a parameter that cannot be a key (a list): formatted each time
        return _text(key, language, params)


def _identity(value: Any) -> tuple[Any, ...]:
    """What makes ``value`` write differently: 1, 1.0 and True are equal but are written
    differently, and two equal names may differ in gender."""
    if isinstance(value, Name):
        return (Name, value.gender, value.term, value)
    return (type(value), value)


@lru_cache(maxsize=8192)
def _remembered_text(remembered: tuple[str, Language, tuple[tuple[Any, ...], ...]]) -> str:
    key, language, params = remembered
    return _text(key, language, {name: value for name, *_, value in params})


def _text(key: str, language: Language, params: Mapping[str, Any]) -> str:
    catalog = _catalog(language)
    message_id = fluent_id(key)
    if not catalog.has(message_id):
        log.error("no message %r", key)
        return key
    message = catalog.message(message_id)
    if message.value is None:
        log.error("message %r has no value", key)
        return key
    arguments = {name: _argument(value) for name, value in params.items()}
    text, errors = catalog.bundle.format_pattern(message.value, arguments)
    for error in errors:
        log.error("message %r: %s", key, error)
    return str(text)


def has(key: str) -> bool:
    return _catalog(DEFAULT_LANGUAGE).has(fluent_id(key))


@cache
def name(key: str, language: Language) -> Name:
    """The name ``key`` stands for, as messages decline it and agree with it: the term
    ``-<id>`` when the language has one (its cases and ``.gender``), else the message."""
    catalog = _catalog(language)
    term_id = fluent_id(key)
    term = catalog.term(term_id)
    if term is None:
        return Name(translate(key, language), None)
    bundle = catalog.bundle
    gender = None
    if any(attribute.id.name == "gender" for attribute in term.attributes):
        gender_text, _ = bundle.format_pattern(catalog.term_pattern(term_id, "gender"))
        gender = str(gender_text)
    nominative, _ = bundle.format_pattern(catalog.term_pattern(term_id), {"case": "nominative"})
    return Name(str(nominative), gender, term_id)


def joined(items: Iterable[object], language: Language) -> str:
    """Names as a sentence lists them in ``language``: "Adam, Bea a Cyril", "Adam, Bea,
    and Cyril"; empty for none."""
    return format_list([str(item) for item in items], locale=language)

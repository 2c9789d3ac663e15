"""Every message of both languages, written out with representative values of each of its
variables: every plural category a number can fall in, every gender a name can have,
every key a selector names and every name a message declines, so that each variant of
each message is read at least once and none leaves a gap, a raw placeholder or an error."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from sheets.i18n import (
    LANGUAGES,
    Language,
    Name,
    _argument,
    _catalog,
    _entries,
    message_ids,
    name,
    person,
)
from sheets.i18n.grammar import ADDRESSES

# Numbers that fall in every plural category either language has for whole numbers.
NUMBERS = (0, 1, 2, 5, 22)
# The names a variable holds that a message declines or agrees with, by the prefix of
# its message and its name: the terms of that kind. Any other variable a message agrees
# with holds a person (the test fails for a declined one it does not know).
NAMED: dict[tuple[str, str], str] = {
    ("fod", "place"): "fod.place",
    ("fod", "origin"): "fod.place",
    ("fod", "to"): "fod.place",
    ("fod", "city"): "fod.place",
    ("fod", "hospital"): "fod.place",
    ("fod", "sea"): "fod.place",
    ("fod", "hunter"): "fod.hunter",
    ("fod", "partner"): "fod.hunter",
    ("fod", "token"): "fod.token",
    ("bbm", "magician"): "bbm.magician",
    ("bbm", "spell"): "bbm.spell",
    ("bbm", "element"): "bbm.element",
}


def _terms_of(kind: str, language: Language) -> list[Name]:
    prefix = "-" + kind.replace(".", "-") + "-"
    ids = sorted(entry for entry in _entries(language) if entry.startswith(prefix))
    assert ids, f"no terms {prefix}*"
    return [name(entry[1:].replace("-", "."), language) for entry in ids]


class _Roles(Visitor):
    """How a message uses each variable: the keys it selects on it with, whether a
    function reads its gender, the cases it is declined into."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.keys: dict[str, set[str]] = {}
        self.gendered: set[str] = set()
        self.declined: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: fluent_ast.SelectExpression) -> None:
        selector = node.selector
        if isinstance(selector, fluent_ast.VariableReference):
            keys = self.keys.setdefault(selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                keys.add(key.name if isinstance(key, fluent_ast.Identifier) else key.value)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: fluent_ast.FunctionReference) -> None:
        names = {
            argument.id.name
            for argument in node.arguments.positional
            if isinstance(argument, fluent_ast.VariableReference)
        }
        if node.id.name == "GENDER":
            self.gendered |= names
        if node.id.name == "DECLINE":
            self.declined |= names
        self.generic_visit(node)


PEOPLE = tuple(person("Alex", address) for address in ADDRESSES)
PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}


def _roles(message_id: str) -> _Roles:
    """The roles of the message's variables in both languages together (a variable one
    language selects on takes every value the other has to show)."""
    roles = _Roles()
    for language in LANGUAGES:
        roles.visit(_entries(language)[message_id][1])
    return roles


def _prefix(message_id: str) -> str:
    prefix = message_id.split("-")[0]
    if prefix in ("event", "illegal", "outcome"):
        prefix = message_id.split("-")[1].split("_")[0]
    return prefix


def _values(
    message_id: str, variable: str, roles: _Roles, language: Language
) -> tuple[bool, Sequence[Any]]:
    """Whether ``variable`` selects a variant, and the values it is tried with."""
    kind = NAMED.get((_prefix(message_id), variable))
    if variable in roles.declined or (kind and variable in roles.gendered):
        assert kind, f"{message_id} declines ${variable}: say in NAMED which names it holds"
        return variable in roles.gendered, _terms_of(kind, language)
    if variable in roles.gendered:
        return True, PEOPLE
    keys = roles.keys.get(variable, set())
    if keys and keys <= PLURAL_KEYS | {key for key in keys if key.isdigit()}:
        return True, NUMBERS
    if keys:
        return True, sorted(keys)
    return False, ["Alex"]


def renderings(message_id: str, language: Language) -> Iterator[tuple[dict[str, Any], str]]:
    """Every combination of the selecting variables' values, each other variable's values
    tried one after the other; with each, the text and the errors it was written with."""
    roles = _roles(message_id)
    selecting: dict[str, Sequence[Any]] = {}
    shown: dict[str, Sequence[Any]] = {}
    for variable in sorted(roles.variables):
        selects, values = _values(message_id, variable, roles, language)
        (selecting if selects else shown)[variable] = values
    catalog = _catalog(language)
    bundle = catalog.bundle
    pattern = catalog.message(message_id).value
    assert pattern is not None, message_id
    for combination in itertools.product(*selecting.values()):
        base = dict(zip(selecting, combination, strict=True))
        variations = [{name: values[0] for name, values in shown.items()}]
        for variable, values in shown.items():
            variations += [{**variations[0], variable: value} for value in values[1:]]
        for variation in variations:
            arguments = {**base, **variation}
            text, errors = bundle.format_pattern(
                pattern, {key: _argument(value) for key, value in arguments.items()}
            )
            assert not errors, f"{language} {message_id} {arguments}: {errors}"
            yield arguments, str(text)


LEFTOVERS = re.compile(r"[{}$]|\?\?\?|DECLINE|GENDER|\s[,.:;!?)]|\(\s|\(\)")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_reads_with_every_value_of_its_selectors(language: Language) -> None:
    broken = []
    written = 0
    for message_id in sorted(message_ids(language)):
        for arguments, text in renderings(message_id, language):
            written += 1
            if LEFTOVERS.search(text) or not text.strip():
                broken.append(f"{message_id} {arguments}: {text!r}")
    assert broken == []
    assert written > len(message_ids(language))


def test_a_message_that_agrees_with_a_person_words_every_address_its_own_way() -> None:
    """Feminine, masculine and neutral wording differ: nobody who asked for neutral
    wording is spoken of as a man by default."""
    alike = []
    for message_id in sorted(message_ids("cs")):
        roles = _roles(message_id)
        people = {
            variable for variable in roles.gendered if (_prefix(message_id), variable) not in NAMED
        }
        for variable in sorted(people):
            by_rest: dict[str, set[str]] = {}
            for arguments, text in renderings(message_id, "cs"):
                rest = repr(sorted((k, str(v)) for k, v in arguments.items() if k != variable))
                by_rest.setdefault(rest, set()).add(text)
            if any(len(texts) < len(ADDRESSES) for texts in by_rest.values()):
                alike.append(f"{message_id}: ${variable}")
    assert alike == []

"""Checks of the message catalog: both languages complete, with the same variables, and
the grammar of every message sound (the genders it selects on, the cases it declines into
and the cases its terms have).

A variable a language reads only for agreement (``GENDER($hunter)``, never shown) is
grammar that language needs and another may not: English "escaped" has no word that
agrees with the hunter, Czech "utekla" does. So two languages must show and select on the
same variables, and either may read more for agreement only; the caller passes them
all, and the screens' tests fail on any message written without a variable it reads.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from sheets.i18n import LANGUAGES, Language, _entries, cases, message_ids
from sheets.i18n.grammar import GENDERS

# The cases a term may be written in: Czech's seven, a place with the preposition that
# needs it ("ze Štrasburku", "ve Štrasburku": "z" and "v" change before some words), and
# the nominative inside a sentence, where a title is written small ("na tahu je lord
# Godalming").
CASES = frozenset(
    {
        "nominative",
        "genitive",
        "dative",
        "accusative",
        "vocative",
        "locative",
        "instrumental",
        "from",
        "in",
        "mid_sentence",
    }
)


class _Usage(Visitor):
    """The variables a message uses, the cases it declines names into and the keys it
    selects on a gender with."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        # Variables read outside GENDER(): shown, declined or selected on.
        self.used: set[str] = set()
        self.cases: set[str] = set()
        self.gender_keys: set[str] = set()
        self.malformed: list[str] = []

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.variables.add(node.id.name)
        self.used.add(node.id.name)

    def visit_FunctionReference(self, node: fluent_ast.FunctionReference) -> None:
        name = node.id.name
        if name == "GENDER":
            for argument in node.arguments.positional:
                if isinstance(argument, fluent_ast.VariableReference):
                    self.variables.add(argument.id.name)
            return self._check_gender(node)
        if name == "DECLINE":
            self._check_one_variable(node)
            named = {argument.name.name: argument.value for argument in node.arguments.named}
            case = named.get("case")
            if set(named) != {"case"} or not isinstance(case, fluent_ast.StringLiteral):
                self.malformed.append('DECLINE() takes case: "<case>"')
            else:
                self.cases.add(case.value)
        self.generic_visit(node)

    def _check_gender(self, node: fluent_ast.FunctionReference) -> None:
        self._check_one_variable(node)
        if node.arguments.named:
            self.malformed.append("GENDER() takes no options")

    def _check_one_variable(self, node: fluent_ast.FunctionReference) -> None:
        positional = node.arguments.positional
        if len(positional) != 1 or not isinstance(positional[0], fluent_ast.VariableReference):
            self.malformed.append(f"{node.id.name}() takes one variable")

    def visit_SelectExpression(self, node: fluent_ast.SelectExpression) -> None:
        selector = node.selector
        if isinstance(selector, fluent_ast.FunctionReference) and selector.id.name == "GENDER":
            for variant in node.variants:
                key = variant.key
                self.gender_keys.add(key.name if isinstance(key, fluent_ast.Identifier) else "")
        self.generic_visit(node)


def usage(language: Language, entry_id: str) -> _Usage:
    found = _Usage()
    found.visit(_entries(language)[entry_id][1])
    return found


def variables(language: Language, message_id: str) -> frozenset[str]:
    """The variables message ``message_id`` reads in ``language``, for agreement too."""
    return frozenset(usage(language, message_id).variables)


def shown_variables(language: Language, message_id: str) -> frozenset[str]:
    """The variables message ``message_id`` shows, declines or selects on."""
    return frozenset(usage(language, message_id).used)


def _terms(language: Language) -> dict[str, fluent_ast.Term]:
    return {
        entry_id: entry
        for entry_id, (_, entry) in _entries(language).items()
        if isinstance(entry, fluent_ast.Term)
    }


def _grammar_problems(language: Language) -> Iterator[str]:
    for entry_id in sorted(_entries(language)):
        used = usage(language, entry_id)
        for problem in used.malformed:
            yield f"{language} {entry_id}: {problem}"
        for case in sorted(used.cases - CASES):
            yield f"{language} {entry_id}: no such case {case!r}"
        for key in sorted(used.gender_keys - GENDERS):
            yield f"{language} {entry_id}: no such gender {key!r}"
    families: dict[str, dict[frozenset[str], list[str]]] = defaultdict(lambda: defaultdict(list))
    for term_id, term in _terms(language).items():
        written = cases(term)
        for case in sorted(written - CASES):
            yield f"{language} {term_id}: no such case {case!r}"
        families[term_id.rsplit("-", 1)[0]][written].append(term_id)
        for attribute in term.attributes:
            if attribute.id.name != "gender":
                continue
            value = attribute.value.elements
            text = value[0].value if isinstance(value[0], fluent_ast.TextElement) else ""
            if len(value) != 1 or text not in GENDERS:
                yield f"{language} {term_id}: no such gender {text!r}"
    for family, by_cases in sorted(families.items()):
        if len(by_cases) > 1:
            yield f"{language} {family}-*: terms written in different cases " + "; ".join(
                f"{sorted(written)}: {', '.join(sorted(ids)[:3])}"
                for written, ids in by_cases.items()
            )


def problems() -> list[str]:
    """Messages or terms missing in a language, messages whose languages use different
    variables, and unsound grammar; an empty list when the catalog is complete."""
    found = []
    ids = {language: message_ids(language) for language in LANGUAGES}
    every = frozenset().union(*ids.values())
    for message_id in sorted(every):
        present = [language for language in LANGUAGES if message_id in ids[language]]
        if len(present) != len(LANGUAGES):
            found.append(f"{message_id}: only in {present}")
            continue
        used = {language: shown_variables(language, message_id) for language in LANGUAGES}
        if len(set(used.values())) > 1:
            found.append(
                f"{message_id}: variables shown differ between languages "
                + ", ".join(f"{language} {sorted(names)}" for language, names in used.items())
            )
    terms = {language: set(_terms(language)) for language in LANGUAGES}
    for term_id in sorted(set().union(*terms.values())):
        present = [language for language in LANGUAGES if term_id in terms[language]]
        if len(present) != len(LANGUAGES):
            found.append(f"{term_id}: only in {present}")
    for language in LANGUAGES:
        found.extend(_grammar_problems(language))
    return found

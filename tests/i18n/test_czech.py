"""Czech as the rulebooks write it: the players addressed with "vy", and a counted noun in
the form its number asks for ("1 karta", "3 karty", "5 karet"), which only a selector on
the number can give."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from pathlib import Path

from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from sheets.i18n import _entries, message_ids

SHEETS = Path(__file__).parents[2] / "sheets"

# The forms (one, few, other, and the singular's other cases) of the nouns the messages count.
NOUN_FORMS = (
    "karta karty karet kartu kartou kartami",
    "hráč hráče hráči hráčů",
    "kniha knihy knih knihu",
    "kostka kostky kostek kostku",
    "kouzlo kouzla kouzel",
    "krok kroky kroků",
    "lávka lávky lávek lávku",
    "mnich mnicha mniši mnichy mnichů",
    "modlitba modlitby modliteb modlitbu",
    "pole polí",
    "událost události událostí",
    "znak znaky znaků",
    "bod body bodů",
    "kolo kola kol",
    "tah tahy tahů",
    "předmět předměty předmětů",
    "akce akcí akci",
    "kletba kletby kleteb kletbu",
    "drahokam drahokamy drahokamů",
    "lektvar lektvary lektvarů",
    "hra hry her hru",
    "silnice silnic silnici",
    "jízdenka jízdenky jízdenek jízdenku",
)
COUNTED = frozenset(word for forms in NOUN_FORMS for word in forms.split())
# An adjective in the genitive plural between a number and its noun ("5 takových karet").
ADJECTIVE_PLURAL = re.compile(r"\w+(ých|ích)$")
# Variables that name a thing, never count it ("bílá kostka").
NAMES = frozenset({"colour"})

# The second person singular (ty) of the verbs the messages tell the players to do, and the
# pronouns of "ty": the players are addressed with "vy" (Zvolte, Napište).
INFORMAL = re.compile(
    r"\b(zvol|vyber|napiš|zadej|klepni|ťukni|polož|vezmi|hoď|zapiš|označ|přesuň|odhoď|otoč|"
    r"zkontroluj|dej|použij|počkej|připoj|otevři|zamíchej|rozdej|zkus|pošli|ulož|vrať|dober|"
    r"přidej|odeber|zruš|uprav|nastav|spusť|pokračuj|zakroužkuj|vyškrtni|škrtni|nakresli|"
    r"vybarvi|zaškrtni|zaplať|spočítej|sečti|přečti|ukaž|skryj|vyplň|doplň|zahraj|hraj|"
    r"získej|zavři|podívej|stiskni|potvrď|zatrhni|obnov|poraz|měj|prozkoumej|namíchej|spusť|"
    r"dokonči|dosáhni|navštiv|"
    r"tvůj|tvoje|tvá|tvé|tvých|tvým|tvou|tebe|tobě|jsi|máš|můžeš|musíš|chceš|budeš|smíš|"
    r"nemůžeš|nemáš|hraješ|vybereš|zvolíš|dostaneš|získáš|ztratíš)\b",
    re.IGNORECASE,
)
# Where "ty" is right: a prayer's Latin in Czech speaks to God.
PRAYERS = re.compile(r"^sator-prayer-\d+-gloss$")


def _counted(text: str) -> bool:
    """Whether ``text``, written right after a number, names what the number counts."""
    if not text.startswith(" "):
        return False
    words = [word.rstrip(".,:;)") for word in text.split()[:2]]
    if not words:
        return False
    if words[0] in COUNTED:
        return True
    return len(words) == 2 and bool(ADJECTIVE_PLURAL.match(words[0])) and words[1] in COUNTED


def _variable(element: fluent_ast.PatternElement) -> str | None:
    if isinstance(element, fluent_ast.Placeable) and isinstance(
        element.expression, fluent_ast.VariableReference
    ):
        return element.expression.id.name
    return None


class _CountedNouns(Visitor):
    """Each number written before a counted noun outside a selector on that number."""

    def __init__(self) -> None:
        super().__init__()
        self.selected: list[str | None] = []
        self.found: list[str] = []

    def visit_SelectExpression(self, node: fluent_ast.SelectExpression) -> None:
        selector = node.selector
        name = selector.id.name if isinstance(selector, fluent_ast.VariableReference) else None
        self.selected.append(name)
        for variant in node.variants:
            self.visit(variant)
        self.selected.pop()

    def visit_Pattern(self, node: fluent_ast.Pattern) -> None:
        for element, after in itertools.pairwise(node.elements):
            variable = _variable(element)
            if variable is None or variable in self.selected or variable in NAMES:
                continue
            if isinstance(after, fluent_ast.TextElement) and _counted(after.value):
                self.found.append(f"{{ ${variable} }}{after.value[:30]}")
        self.generic_visit(node)


def test_a_counted_noun_takes_the_form_its_number_asks_for() -> None:
    slips = []
    for message_id in sorted(message_ids("cs")):
        counted = _CountedNouns()
        counted.visit(_entries("cs")[message_id][1])
        slips += [f"{message_id}: {found}" for found in counted.found]
    assert slips == []


def _texts(entry: fluent_ast.Message | fluent_ast.Term) -> list[str]:
    texts: list[str] = []

    class _Text(Visitor):
        def visit_TextElement(self, node: fluent_ast.TextElement) -> None:
            texts.append(node.value)

    _Text().visit(entry)
    return texts


def test_the_players_are_addressed_with_vy() -> None:
    informal = []
    for entry_id, (_, entry) in sorted(_entries("cs").items()):
        if PRAYERS.match(entry_id):
            continue
        for text in _texts(entry):
            informal += [f"{entry_id}: {found}" for found in INFORMAL.findall(text)]
    assert informal == []


def test_english_counts_without_slashes_or_brackets() -> None:
    """A count written "wound(s)" is a plural slip: the message selects on the number."""
    slips = [
        f"{entry_id}: {text.strip()}"
        for entry_id, (_, entry) in sorted(_entries("en").items())
        for text in _texts(entry)
        if re.search(r"\w\((s|es)\)", text)
    ]
    assert slips == []


def _czech_names(data: object, key: str = "") -> Iterator[tuple[str, str]]:
    """Every Czech text of a game's content data (its ``*_cz``/``*_cs`` fields)."""
    if isinstance(data, dict):
        for name, value in data.items():
            yield from _czech_names(value, name)
    elif isinstance(data, list):
        for item in data:
            yield from _czech_names(item, key)
    elif isinstance(data, str) and (key.endswith(("_cz", "_cs")) or key in ("cz", "cs")):
        yield key, data


def test_the_content_data_addresses_the_players_with_vy_too() -> None:
    """A mission's Czech name tells the players what to do as the messages do (Porazte)."""
    informal = [
        f"{path.relative_to(SHEETS)} {key}: {text}"
        for path in sorted(SHEETS.glob("*/data/*.json"))
        for key, text in _czech_names(json.loads(path.read_text("utf-8")))
        if INFORMAL.search(text)
    ]
    assert informal == []

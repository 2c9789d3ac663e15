"""Every code the rules can produce has Czech and English text."""

import re
from collections.abc import Iterator
from pathlib import Path
from typing import get_args

from fluent.syntax import ast, parse

from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.state import Step
from sheets.i18n import has, message_ids, translate
from sheets.i18n.checks import variables

PACKAGE = Path(__file__).parents[2] / "sheets" / "fury_of_dracula"
SOURCE = "\n".join(path.read_text("utf-8") for path in PACKAGE.glob("*.py"))


def test_every_reason_code_is_translated() -> None:
    reasons = set(re.findall(r'"(fod_[a-z_]+)"', SOURCE))
    missing = [
        code
        for code in sorted(reasons)
        if not (has(f"illegal.{code}") or has(f"event.{code}") or code == "fod_secret_")
    ]
    assert missing == []


def test_every_event_code_is_translated() -> None:
    public = set(re.findall(r'note\(\s*"(fod_[a-z_]+)"', SOURCE))
    secret = {f"fod_secret_{code}" for code in re.findall(r'secret\(\s*"([a-z_]+)"', SOURCE)}
    assert public and secret
    assert [code for code in sorted(public | secret) if not has(f"event.{code}")] == []


def test_every_reminder_step_and_component_is_translated() -> None:
    keys = set(re.findall(r'"(fod\.reminder\.[a-z_]+)"', SOURCE))
    keys |= {f"fod.step.{step}" for step in get_args(Step)}
    content = load_content()
    keys |= {f"fod.place.{code}" for code in content.places}
    keys |= {f"fod.encounter.{card}" for card in content.encounters}
    keys |= {f"fod.power.{power}" for power in content.powers}
    keys |= {f"fod.hunter.{hunter}" for hunter in content.hunters}
    keys |= {f"fod.token.{token}" for token in content.rules.tokens}
    keys |= {f"fod.setting.{name}" for name in content.rules.settings}
    keys |= {f"fod.ally.{ally}" for side in content.rules.allies.values() for ally in side}
    assert [key for key in sorted(keys) if not has(key)] == []


def test_draculas_abilities_are_named_as_printed_rage_and_pride() -> None:
    assert translate("fod.cause.defeat", "cs").startswith("Zlost")
    assert translate("fod.cause.defeat", "en").startswith("Rage")
    assert translate("fod.reminder.pride", "cs").startswith("Pýcha")
    assert translate("fod.reminder.pride", "en").startswith("Pride")
    english = [translate(key, "en") for key in ("fod.cause.defeat", "fod.reminder.pride")]
    assert not any("Wrath" in text for text in english)


PLURAL_NOUNS = re.compile(
    r"\b1 (?:\w+ )?(?:items|events|cards|encounters|tickets|tokens|bites|rounds|spaces)\b"
)
FOD_MESSAGES = sorted(
    message_id
    for message_id in message_ids("en")
    if re.match(r"(fod|illegal-fod|event-fod|outcome-fod)-", message_id)
)


def test_no_message_counts_one_thing_in_the_plural() -> None:
    slips = []
    for message_id in FOD_MESSAGES:
        key = message_id.replace("-", ".")
        text = translate(key, "en", **dict.fromkeys(variables("en", message_id), 1))
        if PLURAL_NOUNS.search(text):
            slips.append(text)
    assert slips == []


def selectors(language: str) -> dict[str, set[str]]:
    """Per message, the variables its select expressions choose on."""
    found: dict[str, set[str]] = {}
    folder = PACKAGE.parent / "i18n" / "locales" / language
    for path in folder.glob("fury_of_dracula*.ftl"):
        for entry in parse(path.read_text("utf-8")).body:
            if isinstance(entry, ast.Message):
                names = found.setdefault(entry.id.name, set())
                for node in _nodes(entry):
                    if isinstance(node, ast.SelectExpression) and isinstance(
                        node.selector, ast.VariableReference
                    ):
                        names.add(node.selector.id.name)
    return found


def _nodes(node: object) -> Iterator[object]:
    yield node
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, ast.BaseNode):
                    yield from _nodes(child)


def test_czech_counts_with_plural_forms_wherever_english_does() -> None:
    english, czech = selectors("en"), selectors("cs")
    missing = {
        message: names - czech.get(message, set())
        for message, names in english.items()
        if names - czech.get(message, set())
    }
    assert missing == {}

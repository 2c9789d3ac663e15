"""Translations for everything a person sees, on screen and on paper.

Messages live in ``messages/<domain>.json``, one file per part of the app, each key with
its Czech and English text side by side so that neither can be forgotten::

    {"illegal.die_already_used": {"en": "Die {die} is already used this round.",
                                  "cs": "Kostku {die} už jste v tomto kole použili."}}

A text may be a plural table instead (``{"one": ..., "few": ..., "other": ...}``), chosen
by the ``count`` parameter with each language's plural rules.
"""

from __future__ import annotations

import json
import logging
import string
from collections.abc import Mapping
from functools import cache
from importlib.resources import files
from typing import Any, Literal

Language = Literal["cs", "en"]
LANGUAGES: tuple[Language, ...] = ("cs", "en")
DEFAULT_LANGUAGE: Language = "cs"
PLURAL_FORMS: dict[Language, tuple[str, ...]] = {
    "cs": ("one", "few", "other"),
    "en": ("one", "other"),
}

log = logging.getLogger(__name__)


class CatalogError(ValueError):
    """A message file is malformed or a message lacks a language."""


@cache
def catalog() -> Mapping[str, Mapping[str, Any]]:
    """Every message of every domain: key -> {language: text or plural table}."""
    merged: dict[str, Mapping[str, Any]] = {}
    for entry in sorted(files("sheets.i18n").joinpath("messages").iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".json"):
            continue
        try:
            messages = json.loads(entry.read_text("utf-8"))
        except json.JSONDecodeError as error:
            raise CatalogError(f"{entry.name}: {error}") from None
        for key, texts in messages.items():
            if key in merged:
                raise CatalogError(f"{entry.name}: message {key!r} is defined twice")
            merged[key] = texts
    return merged


def plural_form(language: Language, count: int) -> str:
    if count == 1:
        return "one"
    if language == "cs" and 2 <= count <= 4:
        return "few"
    return "other"


def translate(key: str, language: Language, /, **params: Any) -> str:
    """The text of ``key`` in ``language`` with ``params`` filled in.

    An unknown key is logged and shown as itself, so a gap is visible without breaking
    the screen; the catalog test makes sure there are none.
    """
    texts = catalog().get(key)
    if texts is None:
        log.error("no message %r", key)
        return key
    text = texts[language]
    if isinstance(text, Mapping):
        text = text[plural_form(language, int(params.get("count", 0)))]
    return str(text).format(**params) if params else str(text)


def has(key: str) -> bool:
    return key in catalog()


def problems() -> list[str]:
    """Messages missing a language or a plural form, or whose languages use different
    parameters; an empty list when the catalog is complete."""
    found = []
    for key, texts in catalog().items():
        if set(texts) != set(LANGUAGES):
            found.append(f"{key}: languages {sorted(texts)}")
            continue
        fields: dict[str, set[str]] = {}
        for language in LANGUAGES:
            text = texts[language]
            variants = text.values() if isinstance(text, Mapping) else [text]
            if isinstance(text, Mapping) and set(text) != set(PLURAL_FORMS[language]):
                found.append(f"{key}.{language}: plural forms {sorted(text)}")
            fields[language] = {
                name
                for variant in variants
                for _, name, _, _ in string.Formatter().parse(variant)
                if name
            }
        if fields["cs"] != fields["en"]:
            found.append(f"{key}: parameters differ between languages {fields}")
    return found

"""SATOR's words on screen: colours, walkways, prayers and reminders in the session's
language, with the names the table gave its colours and materials in its house rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from sheets.i18n import Language, translate
from sheets.sator.house_rules import HouseRules
from sheets.sator.names import display_params, prayer_name
from sheets.sator.reminders import Reminder

# The parameters of SATOR's reasons and events that name things rather than count them.
NAMED_PARAMS = frozenset(
    {
        "step",
        "current",
        "stage",
        "phase",
        "card",
        "kind",
        "took",
        "where",
        "piece",
        "pieces",
        "colour",
        "prayer",
        "prayers",
        "prayers_discarded",
        "levels",
    }
)
# Only red is named by the rules; the other colours keep a neutral mark and their name.
COLOUR_MARKS = {"red": ft.Colors.RED_700}


def describe_values(
    language: Language, rules: Callable[[], HouseRules]
) -> Callable[[str, Any], str | None]:
    """A describer for :attr:`ui.i18n.Texts.extra`: walkway ids, prayer numbers, steps and
    colours read as their names. ``rules`` gives the game's current house rules."""

    def describe(name: str, value: Any) -> str | None:
        if name not in NAMED_PARAMS:
            return None
        return str(display_params({name: value}, language, rules())[name])

    return describe


def reminder_text(reminder: Reminder, language: Language, rules: HouseRules) -> str:
    return translate(reminder.key, language, **display_params(reminder.params, language, rules))


def colour_mark(colour: str) -> ft.Control:
    """A monk in the colour's ink where the rules name the colour (red), neutral otherwise:
    the colour's name always stands beside it."""
    return ft.Icon(ft.Icons.PERSON, color=COLOUR_MARKS.get(colour, ft.Colors.ON_SURFACE_VARIANT))


def setting_label(setting: str, language: Language) -> str:
    """The name of a house rule; the eight prayers' AP levels share one message."""
    if setting.startswith("prayer_") and setting.endswith("_ap"):
        number = int(setting.removeprefix("prayer_").removesuffix("_ap"))
        return translate("sator.setting.prayer_ap", language, prayer=prayer_name(number))
    return translate(f"sator.setting.{setting}", language)


def setting_note(setting: str, language: Language) -> str:
    if setting.startswith("prayer_") and setting.endswith("_ap"):
        return translate("sator.setting.prayer_ap.note", language)
    return translate(f"sator.setting.{setting}.note", language)

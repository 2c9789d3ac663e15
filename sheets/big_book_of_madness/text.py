"""Words for what the rules say in ids: reminders, events and refusals in Czech or English.

Parameters that hold ids are put into words before the message is filled in: a seat
becomes the player's name, an element or a magician its translated name, a spell the name
the table gave it (or its element and level), so that the screen and the history panel
show sentences, not codes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sheets.big_book_of_madness.content import BASIC_SPELLS
from sheets.big_book_of_madness.reminders import Reminder
from sheets.big_book_of_madness.state import TableState
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.i18n import Language, translate

PREFIXED = {
    "element": "bbm.element.",
    "value_2": "bbm.element.",
    "kind": "bbm.curse_kind.",
    "magician": "bbm.magician.",
    "ability": "bbm.ability.",
    "phase": "bbm.phase.",
    "needed": "bbm.phase.",
    "difficulty": "bbm.difficulty.",
    "source": "bbm.madness_place.",
    "target": "bbm.madness_place.",
    "to": "bbm.madness_destination.",
    "reason": "bbm.result.",
}
SEATS = ("player", "by", "from", "active", "owner", "granted_to", "seat")
SPELLS = ("spell", "level_1", "level_2", "level_3", "destroy")


def spell_name(state: TableState, spell: str, language: Language) -> str:
    """The table's name for a spell, the basic spells' printed names, or its element and
    level for a library card nobody has named."""
    if spell in BASIC_SPELLS:
        return translate(f"bbm.spell.{spell}", language)
    named = state.rules.spell_names.get(spell)
    if named:
        return named
    return translate(
        "bbm.spell.library",
        language,
        element=translate(f"bbm.element.{state.rules.spell_element(spell)}", language),
        level=state.rules.spell_level(spell),
        card=spell[-1].upper(),
    )


def words(state: TableState, params: Mapping[str, Any], language: Language) -> dict[str, Any]:
    """``params`` with every id put into words."""
    return {name: _word(state, name, value, language) for name, value in params.items()}


def _word(state: TableState, name: str, value: Any, language: Language) -> Any:
    names = [player.name for player in state.setup.players]
    if value is None:
        return value
    if name in PREFIXED:
        return translate(PREFIXED[name] + str(value), language)
    if name in SEATS and isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    if name in SPELLS:
        return spell_name(state, value, language)
    if name == "players":
        return ", ".join(names[seat] for seat in value)
    if name == "page":
        return state.rules.page_name(value) or value
    if name == "pages":
        return ", ".join(state.rules.page_name(page) or page for page in value)
    return value


def reminder_text(state: TableState, reminder: Reminder, language: Language) -> str:
    return translate(reminder.key, language, **words(state, reminder.params, language))


def event_text(state: TableState, event: Event, language: Language) -> str:
    params = {"player": event.seat, **event.params} if event.seat is not None else event.params
    return translate(f"event.{event.code}", language, **words(state, params, language))


def refusal_text(state: TableState, illegal: Illegal, language: Language) -> str:
    return translate(
        f"illegal.{illegal.reason}", language, **words(state, illegal.params, language)
    )


__all__ = ["event_text", "refusal_text", "reminder_text", "spell_name", "words"]

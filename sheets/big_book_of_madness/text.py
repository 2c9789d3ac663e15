"""Words for what the rules say in ids: reminders, events and refusals in Czech or English.

Parameters that hold ids are put into words before the message is filled in: a seat
becomes the player (the name, and how the player is addressed when the table knows it), an
element or a magician its translated name (a magician as a name Czech declines and agrees
with), a spell the name the table gave it (or its element and level), so that the screen
and the history panel show sentences, not codes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sheets.big_book_of_madness.content import BASIC_SPELLS
from sheets.big_book_of_madness.reminders import Reminder
from sheets.big_book_of_madness.state import TableState
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.i18n import Language, Name, name, person, translate

PREFIXED = {
    "element": "bbm.element.",
    "value_2": "bbm.element.",
    "kind": "bbm.curse_kind.",
    "magician": "bbm.magician.",
    "ability": "bbm.ability.",
    "phase": "bbm.phase.",
    "needed": "bbm.phase.",
    "current": "bbm.phase.",
    "difficulty": "bbm.difficulty.",
    "source": "bbm.madness_place.",
    "target": "bbm.madness_place.",
    "to": "bbm.madness_destination.",
    "reason": "bbm.result.",
}
SEATS = ("player", "by", "from", "active", "owner", "granted_to", "seat")
SPELLS = ("spell", "level_1", "level_2", "level_3", "destroy")


def spell_name(state: TableState, spell: str, language: Language) -> Name:
    """The table's name for a spell, the basic spells' printed names, or its level and
    element for a library card nobody has named (the app's id of the card is no name).

    A basic spell is a name the messages decline ("sesílá Telepatii"); a name the table
    typed is never declined, like a person's, and messages put it after "kouzlo"; a
    library card's level and element read alike in every case the messages need."""
    if spell in BASIC_SPELLS:
        return name(f"bbm.spell.{spell}", language)
    named = state.rules.spell_names.get(spell)
    if named:
        return person(named)
    described = translate(
        "bbm.spell.library",
        language,
        element_id=state.rules.spell_element(spell),
        level=state.rules.spell_level(spell),
    )
    return Name(described, "neuter")


def words(
    state: TableState,
    params: Mapping[str, Any],
    language: Language,
    people: Sequence[Name] = (),
) -> dict[str, Any]:
    """``params`` with every id put into words; ``people`` are the players as the table
    knows them (each with how they are addressed), else their names alone."""
    players = list(people) or [person(player.name) for player in state.setup.players]
    return {key: _word(state, key, value, language, players) for key, value in params.items()}


def _word(
    state: TableState, key: str, value: Any, language: Language, players: Sequence[Name]
) -> Any:
    names = [str(player) for player in players]
    if value is None:
        return value
    if key in ("magician", "element"):
        return name(PREFIXED[key] + str(value), language)
    if key in PREFIXED:
        return translate(PREFIXED[key] + str(value), language)
    if key in SEATS and isinstance(value, int) and 0 <= value < len(players):
        return players[value]
    if key in SPELLS:
        return spell_name(state, value, language)
    if key == "players":
        return ", ".join(names[seat] for seat in value)
    if key == "change" and isinstance(value, int):
        # A change of a count reads with its sign: "+2", "-1".
        return f"{value:+d}"
    if key == "page":
        return state.rules.page_name(value) or value
    if key == "pages":
        return ", ".join(state.rules.page_name(page) or page for page in value)
    return value


def reminder_text(
    state: TableState, reminder: Reminder, language: Language, people: Sequence[Name] = ()
) -> str:
    return translate(reminder.key, language, **words(state, reminder.params, language, people))


def event_text(
    state: TableState, event: Event, language: Language, people: Sequence[Name] = ()
) -> str:
    params = {"player": event.seat, **event.params} if event.seat is not None else event.params
    if "by" in params and event.seat is not None:
        # Whether whoever acted did it to their own cards: a message then says "svou".
        params = {**params, "own": params["by"] == event.seat}
    return translate(f"event.{event.code}", language, **words(state, params, language, people))


def refusal_text(
    state: TableState, illegal: Illegal, language: Language, people: Sequence[Name] = ()
) -> str:
    return translate(
        f"illegal.{illegal.reason}", language, **words(state, illegal.params, language, people)
    )


__all__ = ["event_text", "refusal_text", "reminder_text", "spell_name", "words"]

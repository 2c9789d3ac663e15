"""The words of one game's screens: the session's texts, and the rules' reminders,
events and refusals put into sentences with the players' names and the table's names for
its cards."""

from __future__ import annotations

from typing import Any

from sheets.big_book_of_madness.reminders import Reminder
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.i18n import Name
from ui.big_book_of_madness.context import TableContext
from ui.i18n import Texts


class Words:
    """Texts in the session's language for the table of ``context`` (read live, so that
    names given in the house rules show at once)."""

    def __init__(self, texts: Texts, context: TableContext) -> None:
        self.texts = texts
        self.context = context
        self.language = texts.language

    def __call__(self, key: str, /, **params: Any) -> str:
        return self.texts(key, **params)

    def reminder(self, reminder: Reminder) -> str:
        return self.context.reminder_text(reminder, self.language)

    def event(self, event: Event) -> str:
        return self.context.event_text(event, self.language)

    def refusal(self, illegal: Illegal) -> str:
        return self.context.refusal_text(illegal, self.language)

    def spell(self, spell: str) -> str:
        return self.context.spell_name(spell, self.language)

    def player(self, seat: int) -> str:
        return self.context.setup.players[seat].name

    def person(self, seat: int) -> Name:
        """The player of ``seat`` as the messages speak of them."""
        return self.context.people[seat]

    def element(self, element: str) -> str:
        return self.texts(f"bbm.element.{element}")

    def kind(self, kind: str) -> str:
        return self.texts(f"bbm.curse_kind.{kind}")

    def magician(self, magician: str) -> str:
        return self.texts(f"bbm.magician.{magician}")

    def ability(self, ability: str) -> str:
        return self.texts(f"bbm.ability.{ability}")

    def page(self, page: str) -> str | None:
        """The name the table gave a grimoire card, if any."""
        return self.context.rules.page_name(page)

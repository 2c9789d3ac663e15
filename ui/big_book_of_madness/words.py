"""The words of one game's screens: the session's texts, and the rules' reminders,
events and refusals put into sentences with the players' names and the table's names for
its cards."""

from __future__ import annotations

from typing import Any

from sheets.big_book_of_madness.reminders import Reminder
from sheets.big_book_of_madness.state import TableState
from sheets.big_book_of_madness.text import event_text, refusal_text, reminder_text, spell_name
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.i18n import Name
from ui.i18n import Texts
from ui.live import LiveTable


class Words:
    """Texts in the session's language for the table ``table`` (read live, so that names
    given in the house rules show at once)."""

    def __init__(self, texts: Texts, table: LiveTable) -> None:
        self.texts = texts
        self.table = table
        self.language = texts.language

    @property
    def state(self) -> TableState:
        state: TableState = self.table.state
        return state

    def __call__(self, key: str, /, **params: Any) -> str:
        return self.texts(key, **params)

    def reminder(self, reminder: Reminder) -> str:
        return reminder_text(self.state, reminder, self.language, self.table.people)

    def event(self, event: Event) -> str:
        return event_text(self.state, event, self.language, self.table.people)

    def refusal(self, illegal: Illegal) -> str:
        return refusal_text(self.state, illegal, self.language, self.table.people)

    def spell(self, spell: str) -> str:
        return spell_name(self.state, spell, self.language)

    def player(self, seat: int) -> str:
        return self.state.setup.players[seat].name

    def person(self, seat: int) -> Name:
        """The player of ``seat`` as the messages speak of them."""
        return self.table.people[seat]

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
        return self.state.rules.page_name(page)

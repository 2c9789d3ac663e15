"""The session's language: translated texts, and the translation of rules' reasons and
events with their parameters (hero ids become hero names, seat numbers player names).

A text missing from the catalog never shows its key or code to a person: it reads as a
plain sentence (and the server's log names what is missing)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.names import NameRefused, said_in
from sheets.i18n import LANGUAGES, Language, Name, has, joined, person, translate

log = logging.getLogger(__name__)

# Parameters whose values are themselves vocabulary, and the message prefix that names them.
_VOCABULARY = {
    "hero": "term",
    "training": "term",
    "colour": "term",
    "symbol": "term",
    "bonus": "term",
    "kind": "term",
    "reward": "term",
    "cause": "cause",
    "drawn_by": "drawn_by",
    "reason": "reroll",
}


# Parameters that hold a player's name: the player at the table of that name, so that the
# message may agree with how they are addressed.
_PEOPLE = frozenset({"player", "winner"})


class Texts:
    """Translations into one language, with the players at the table: their names, and
    how each wants to be addressed (a plain name gets the neutral wording)."""

    def __init__(self, language: Language, seat_names: Sequence[str | Name] = ()) -> None:
        if language not in LANGUAGES:
            raise ValueError(f"unsupported language {language!r}")
        self.language = language
        self.seat_names = tuple(
            seat if isinstance(seat, Name) else person(seat) for seat in seat_names
        )
        self.extra: list[Callable[[str, Any], Any]] = []

    def __call__(self, key: str, /, **params: Any) -> str:
        if not has(key):
            log.error("no text %r in the catalog", key)
            return translate("common.text_missing", self.language)
        return translate(key, self.language, **params)

    def with_seats(self, seat_names: Sequence[str | Name]) -> Texts:
        texts = Texts(self.language, seat_names)
        texts.extra = list(self.extra)
        return texts

    def player(self, seat: int) -> Name:
        """The player of ``seat`` as the messages speak of them (neutral wording when the
        table's players are not known here)."""
        if 0 <= seat < len(self.seat_names):
            return self.seat_names[seat]
        return person(str(seat + 1))

    def value(self, name: str, value: Any) -> Any:
        """A parameter value as a person reads it (a number stays a number, for the
        messages' plural forms)."""
        for describe in self.extra:
            described = describe(name, value)
            if described is not None:
                return described
        if (
            name in ("seat", "blocked_seat")
            and isinstance(value, int)
            and value < len(self.seat_names)
        ):
            return self.seat_names[value]
        if name in _PEOPLE and isinstance(value, str):
            # The rules name a player as the game was made (a placeholder in the maker's
            # language); the players here are named as this device says them.
            said = said_in(value, self.language)
            return next((seat for seat in self.seat_names if seat == said), said)
        if name == "seats" and isinstance(value, list | tuple):
            return joined((self.value("seat", seat) for seat in value), self.language)
        if isinstance(value, list | tuple):
            return joined((self.value(name, item) for item in value), self.language) or self(
                "common.none"
            )
        prefix = _VOCABULARY.get(name)
        if prefix and isinstance(value, str) and has(f"{prefix}.{value}"):
            return self(f"{prefix}.{value}")
        if name == "options":
            return ", ".join(map(str, value))
        if name == "change" and isinstance(value, int):
            return f"{value:+d}"
        if isinstance(value, int | float):
            return value
        return str(value)

    def params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        return {name: self.value(name, value) for name, value in params.items()}

    def reason(self, illegal: Illegal) -> str:
        extra = {}
        if isinstance(illegal.__cause__, Illegal):
            # A refusal because of another (an undo a later action depends on) gives
            # that one's reason in words, never its code.
            extra["blocked_reason"] = self.reason(illegal.__cause__)
        return self.refusal(illegal.reason, illegal.params, **extra)

    def name_refused(self, refused: NameRefused) -> str:
        """Why a name is not allowed, as a sentence."""
        return self(f"name.{refused.reason}", **refused.params)

    def refusal(self, reason: str, params: Mapping[str, Any], **described: str) -> str:
        """Why the rules refuse: their reason code as a sentence (``described``: parameters
        already in words)."""
        key = f"illegal.{reason}"
        if not has(key):
            log.error("no text for the refusal %r", reason)
            return self("common.refused")
        return self(key, **{**self.params(params), **described})

    def event(self, event: Event) -> str:
        """An event in words; one that happened to a seat names that seat's player first,
        and its message may agree with them (``GENDER($actor)``); one the whole table did
        names the table first."""
        key = f"event.{event.code}"
        params = self.params(event.params)
        if event.seat is not None:
            params.setdefault("actor", self.player(event.seat))
        if has(key):
            text = self(key, **params)
        else:
            log.error("no text for the event %r", event.code)
            text = self("common.game_step")
        if event.by_table:
            return f"{self('common.the_table')}: {text}"
        if event.seat is not None and len(self.seat_names) > 1:
            return f"{self.value('seat', event.seat)}: {text}"
        return text

"""Fury of Dracula's ids as people read them: places, hunters, cards, tokens and the
parameters of the rules' reasons, events and reminders. A place, a hunter and a token
reach the messages as names they decline and agree with (:class:`sheets.i18n.Name`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sheets.fury_of_dracula.content import load_content
from sheets.i18n import Language, Name, has, joined, name, translate

PLACE_PARAMS = frozenset(
    {"place", "origin", "to", "city", "hospital", "nearest", "places", "sea", "cities"}
)
HUNTER_PARAMS = frozenset({"hunter", "partner"})
TERM_PARAMS = {
    "hunters": "hunter",
    "mesmerized": "hunter",
    "encounter": "encounter",
    "encounters": "encounter",
    "power": "power",
    "combat_card": "combat_card",
    "dracula_event": "dracula_event",
    "half": "half",
    "route": "route",
    "cause": "cause",
    "reason": "reason",
    "ally": "ally",
    "replaced": "ally",
    "side": "side",
    "step": "step",
    "chooser": "setting_value",
    "face": "back",
}


def place_name(code: str, language: Language) -> str:
    return translate(f"fod.place.{code}", language)


def place(code: str, language: Language) -> Name:
    """A place as messages decline it ("ze Štrasburku", "do Mnichova")."""
    return name(f"fod.place.{code}", language)


def hunter(hunter_id: str, language: Language) -> Name:
    """A hunter as messages decline and agree with him or her."""
    return name(f"fod.hunter.{hunter_id}", language)


def token(kind: str, language: Language) -> Name:
    """A kind of token as messages decline it ("žeton mlhy")."""
    return name(f"fod.token.{kind}", language)


def card_name(card: str, language: Language) -> str:
    """A place code, a power card id or an encounter card id as its name."""
    content = load_content()
    if card in content.powers:
        return translate(f"fod.power.{card}", language)
    if card in content.encounters:
        return translate(f"fod.encounter.{card}", language)
    return place_name(card, language)


def face_name(face: str, language: Language) -> str:
    """A trail card as the hunters see it: a card back, a place or a power card."""
    if face in ("land", "sea", "castle"):
        return translate(f"fod.back.{face}", language)
    return card_name(face, language)


def edge_name(edge: str, language: Language) -> str:
    """``road:MU-VI`` as "Munich – Vienna" with the kind of link."""
    kind, _, ends = edge.partition(":")
    a, _, b = ends.partition("-")
    route = translate(f"fod.route.{kind}", language) if has(f"fod.route.{kind}") else kind
    return f"{place_name(a, language)} – {place_name(b, language)} ({route})"


def ticket_name(white: int, yellow: int | None, language: Language) -> str:
    """A ticket by its values: "white 3 / yellow 2"."""
    if yellow is None:
        return translate("fod.ticket_white_only", language, white=white)
    return translate("fod.ticket_value", language, white=white, yellow=yellow)


def _term(prefix: str, value: Any, language: Language) -> str | None:
    if prefix == "back":
        return face_name(str(value), language)
    key = f"fod.{prefix}.{value}"
    return translate(key, language) if has(key) else None


def describe_values(language: Language) -> Callable[[str, Any], str | Name | None]:
    """How Fury of Dracula parameters read (for :attr:`ui.i18n.Texts.extra`); the winner,
    a trail spot's kind (``where``) and a deck's end stay ids that messages select on."""
    content = load_content()
    places = content.places
    hunters = content.hunters

    def describe(name: str, value: Any) -> str | Name | None:
        if name == "ticket" and isinstance(value, list | tuple) and len(value) == 2:
            return ticket_name(value[0], value[1], language)
        if isinstance(value, list | tuple):
            described = [describe(name, item) for item in value]
            if all(text is not None for text in described):
                return joined(described, language) or "—"
            return None
        if name == "weekday" and isinstance(value, int):
            return translate(f"fod.weekday.{value}", language)
        if name == "edge" and isinstance(value, str):
            return edge_name(value, language)
        if name == "at" and isinstance(value, str):
            if value in places:
                return place(value, language)
            if ":" in value:
                return edge_name(value, language)
            return hunter(value, language) if value in hunters else None
        if name == "cards" and isinstance(value, str):
            return card_name(value, language)
        if name == "cause" and isinstance(value, str) and value in content.encounters:
            return card_name(value, language)
        if name == "cause" and isinstance(value, str) and value in content.powers:
            return card_name(value, language)
        if name in PLACE_PARAMS and isinstance(value, str) and value in places:
            return place(value, language)
        if name in HUNTER_PARAMS and isinstance(value, str) and value in hunters:
            return hunter(value, language)
        if name == "token" and isinstance(value, str) and has(f"fod.token.{value}"):
            return token(value, language)
        prefix = TERM_PARAMS.get(name)
        if prefix is not None and value is not None:
            return _term(prefix, value, language)
        return None

    return describe

"""The simulator's table: what the physical cards do once found or played, entered as
the table's bookkeeping actions.

The rules engine leaves encounter effects and combat card texts to the table. This is a
small model of them (:mod:`.combat_cards` for the combat cards), good enough to compare
Dracula players against the same hunters, not a rules reference.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

from sheets.core.actions import Action
from sheets.fury_of_dracula.actions import (
    Bite,
    ChangeHand,
    DamageDracula,
    DamageHunter,
    DamageVampire,
    DestroyVampire,
    Escape,
    GainInfluence,
    Mesmerize,
    PlaceToken,
)
from sheets.fury_of_dracula.app_dracula.combat_cards import (
    DRACULA_CARDS,
    ESCAPES,
    HUNTER_CARDS,
    WEAPONS,
    fighting_hunters,
    may_escape,
)
from sheets.fury_of_dracula.content import HUNTERS, HunterId
from sheets.fury_of_dracula.state import GameState

# The item deck of the box, as kinds: weapons by name, everything else as "other".
ITEM_DECK: tuple[str, ...] = (
    *("knife",) * 3,
    *("pistol",) * 4,
    *("rifle",) * 4,
    *("stake",) * 4,
    *("other",) * 23,
)
ITEMS_REMEMBERED = 12
VAMPIRE_HEALTH = {"new_vampire": 2, "reckless_vampire": 3, "aristocratic_vampire": 4}
ENCOUNTER_DAMAGE = {"wolves": 2, "szgany_mob": 2, "rats": 1}


def deal_items(rng: random.Random) -> dict[HunterId, tuple[str, ...]]:
    """For each hunter, the kinds of the items he will draw, in order."""
    return {
        hunter: tuple(rng.choice(ITEM_DECK) for _ in range(ITEMS_REMEMBERED)) for hunter in HUNTERS
    }


def weapons_in_hand(
    state: GameState, hunter: HunterId, items: Mapping[HunterId, tuple[str, ...]]
) -> tuple[str, ...]:
    count = min(state.hunter(hunter).items, ITEMS_REMEMBERED)
    return tuple(kind for kind in items[hunter][:count] if kind in WEAPONS)


def encounter_effect(state: GameState, hunter: HunterId, encounter: str) -> Iterator[Action]:
    """What a non-vampire encounter does to the hunter who found it."""
    seat = state.setup.hunter_seats[hunter]
    figure = state.hunter(hunter)
    if encounter in ENCOUNTER_DAMAGE:
        yield DamageHunter(seat=seat, hunter=hunter, amount=ENCOUNTER_DAMAGE[encounter])
    elif encounter == "bats":
        yield PlaceToken(seat=seat, token="bats", at=hunter)
    elif encounter == "saboteur" and figure.items:
        yield ChangeHand(seat=seat, hunter=hunter, items=-1)
    elif encounter == "hoax" and figure.events:
        yield ChangeHand(seat=seat, hunter=hunter, events=-1)
    elif encounter == "unnatural_fog":
        yield PlaceToken(seat=seat, token="fog", at=figure.location)


def hunter_card(
    state: GameState,
    hunter: HunterId,
    weapons: tuple[str, ...],
    last: str | None,
) -> str:
    """The scripted hunter's card: Escape when one more blow could defeat him, Dodge when
    hurt, otherwise his hardest-hitting card (never the card of the round before)."""
    health = state.rules.hunter_health[hunter]
    left = health - state.hunter(hunter).damage
    hand = [card for card in ("punch", "dodge", "escape", *weapons) if card != last]
    if left <= 3 and "escape" in hand:
        return "escape"
    if left <= 5 and "dodge" in hand:
        return "dodge"
    return max(hand, key=lambda card: (HUNTER_CARDS[card].damage, card))


def resolve_round(
    state: GameState,
    card: str,
    engaged: HunterId,
    cards: Mapping[HunterId, str],
    played: tuple[str, ...],
) -> Iterator[Action]:
    """The bookkeeping of one round: Dracula's ``card`` against the ``engaged`` hunter
    (unless that hunter's card cancels it), then each hunter's card."""
    combat = state.combat
    assert combat is not None
    dracula_seat = state.setup.dracula_seat
    seat = state.setup.hunter_seats[engaged]
    effect = DRACULA_CARDS[card]
    cancelled = card in HUNTER_CARDS[cards[engaged]].cancels
    hunter_cancelled = False
    if not cancelled:
        night = combat.half == "night"
        damage = effect.night_damage if night else effect.day_damage
        if effect.mesmerizes and engaged not in combat.mesmerized:
            yield Mesmerize(seat=dracula_seat, hunter=engaged)
        if card == "fangs" and engaged in combat.mesmerized:
            yield GainInfluence(seat=dracula_seat, amount=1, cause="fangs", hunter=engaged)
        if night and effect.night_bite:
            yield Bite(seat=seat, hunter=engaged)
        elif damage:
            yield DamageHunter(seat=seat, hunter=engaged, amount=damage)
        hunter_cancelled = effect.cancels_hunter
    vampire_damage = combat.vampire_damage
    for hunter in fighting_hunters(state):
        if hunter == engaged and hunter_cancelled:
            continue
        played_card = HUNTER_CARDS[cards[hunter]]
        hunter_seat = state.setup.hunter_seats[hunter]
        if played_card.escapes:
            yield Escape(seat=hunter_seat, hunter=hunter)
        elif played_card.damage and combat.vampire_card is not None:
            vampire_damage += played_card.damage
            if vampire_damage >= VAMPIRE_HEALTH.get(combat.vampire_card, 3):
                yield DestroyVampire(seat=hunter_seat)
                return
            yield DamageVampire(seat=hunter_seat, amount=played_card.damage)
        elif played_card.damage and combat.vampire_card is None:
            yield DamageDracula(seat=hunter_seat, amount=played_card.damage)


def escaped(state: GameState, card: str, played: tuple[str, ...]) -> bool:
    """Whether Dracula's ``card`` ends the fight this round."""
    return card in ESCAPES and may_escape(state, played)


# The hunters' event deck, as kinds: the two events that make Dracula tell where his
# trail lies (Newspaper Reports, Hired Scouts), everything else as "other".
HUNTER_EVENT_DECK: tuple[str, ...] = (
    *("newspaper",) * 3,
    *("scouts",) * 4,
    *("other",) * 43,
)


def newspaper_reports(state: GameState) -> list[tuple[int, str]]:
    """Dracula tells the oldest place of his trail the hunters have not found."""
    for space in range(len(state.trail), 0, -1):
        slot = state.trail[space - 1]
        if slot is not None and slot.location is not None and slot.location not in slot.revealed:
            return [(space, slot.location)]
    return []


def hired_scouts(state: GameState, cities: tuple[str, ...]) -> list[tuple[int, str]]:
    """Dracula tells which of the named cities are on his trail, and where."""
    return [
        (space, slot.location)
        for space, slot in enumerate(state.trail, start=1)
        if slot is not None and slot.location in cities
    ]

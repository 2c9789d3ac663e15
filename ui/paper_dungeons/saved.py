"""Dungeon cards and villains the players entered once, kept for later games."""

from __future__ import annotations

import logging

from pydantic import ValidationError

from sheets.paper_dungeons.setup import DungeonCard, VillainCard
from storage import Store

CARDS_KEY = "paper_dungeons.dungeon_cards"
VILLAINS_KEY = "paper_dungeons.villains"

log = logging.getLogger(__name__)


def dungeon_cards(store: Store) -> dict[str, DungeonCard]:
    cards = {}
    for letter, data in (store.get_setting(key=CARDS_KEY) or {}).items():
        try:
            cards[letter] = DungeonCard.model_validate(data)
        except ValidationError:
            log.warning("saved dungeon card %s no longer fits the rules; skipped", letter)
    return cards


def save_dungeon_card(store: Store, card: DungeonCard) -> None:
    cards = dict(store.get_setting(key=CARDS_KEY) or {})
    cards[card.letter] = card.model_dump(mode="json")
    store.set_setting(key=CARDS_KEY, value=cards)


def villains(store: Store) -> dict[str, VillainCard]:
    found = {}
    for name, data in (store.get_setting(key=VILLAINS_KEY) or {}).items():
        try:
            found[name] = VillainCard.model_validate(data)
        except ValidationError:
            log.warning("saved villain %s no longer fits the rules; skipped", name)
    return found


def save_villain(store: Store, villain: VillainCard) -> None:
    saved = dict(store.get_setting(key=VILLAINS_KEY) or {})
    saved[villain.name] = villain.model_dump(mode="json")
    store.set_setting(key=VILLAINS_KEY, value=saved)

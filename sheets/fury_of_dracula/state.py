"""The state of a Fury of Dracula table: public tracks and tokens, the hunters, and
Dracula's secrets (his trail, lairs, encounter hand and deck), all frozen.

Secrets live here like everything else; :mod:`.view` decides who sees what.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sheets.core.frozen import Copyable
from sheets.fury_of_dracula.board import Board
from sheets.fury_of_dracula.content import HUNTERS, POWERS, HunterId, PowerId, load_content
from sheets.fury_of_dracula.house_rules import HouseRules
from sheets.fury_of_dracula.setup import Setup

Stage = Literal[
    "dracula_start",
    "dawn",
    "dawn_combat",
    "day",
    "dusk",
    "dusk_combat",
    "dusk_cleanup",
    "dusk_tokens",
    "night",
    "dracula_mature",
    "dracula_move",
    "dracula_encounter",
    "dracula_rumour",
    "finished",
]
Step = Literal[
    "dracula_start",
    "dracula_draw",
    "ambush",
    "combat",
    "hospital",
    "bats_move",
    "day_action",
    "night_action",
    "dusk_tokens",
    "dracula_mature",
    "dracula_move",
    "dracula_encounter",
    "dracula_rumour",
    "finished",
]
Ticket = tuple[int, int | None]
Half = Literal["day", "night"]
Winner = Literal["dracula", "hunters"]


@dataclass(frozen=True)
class Hunter(Copyable):
    """One hunter's figure and sheet. ``hospital`` means he lies in the hospital attached
    to ``location``; ``defeated`` that he waits for the next dawn to be taken there."""

    location: str
    hospital: bool = False
    damage: int = 0
    bites: int = 0
    tickets: tuple[Ticket, ...] = ()
    items: int = 0
    events: int = 0
    defeated: bool = False
    bats: bool = False


@dataclass(frozen=True)
class Hideout(Copyable):
    """Everything on one trail space or lair: ``cards`` are place codes and power ids in
    the order placed, ``revealed`` those turned face up. ``linked`` is the location a Hide
    card stands for. ``survivors`` are vampires back from a fight, face up with the damage
    they took: each is one of ``encounters``, which may still mature."""

    cards: tuple[str, ...]
    encounters: tuple[str, ...] = ()
    revealed: frozenset[str] = frozenset()
    encounters_revealed: bool = False
    rumour: bool = False
    linked: str | None = None
    survivors: tuple[tuple[str, int], ...] = ()

    @property
    def location(self) -> str | None:
        """The place card of the hideout, if it has one."""
        for card in self.cards:
            if card not in POWERS:
                return card
        return None

    @property
    def powers(self) -> tuple[str, ...]:
        return tuple(card for card in self.cards if card in POWERS)

    @property
    def at_sea(self) -> bool:
        location = self.location
        return location is not None and load_content().place(location).is_sea


@dataclass(frozen=True)
class Dracula(Copyable):
    """Dracula's figure and cards. ``location`` is where he is (secret unless revealed);
    ``deck`` is the encounter deck in draw order when the app deals it, or its cards in
    any order when the table's real deck is used. ``to_draw`` counts encounter cards he
    owes himself and must still enter from the real deck.

    ``events`` counts his event cards in hand (public). Against the app's Dracula
    ``event_hand`` holds their titles, his secret, and ``event_round`` the round he last
    played one at the start of his phase; both stay empty for a human Dracula."""

    location: str | None = None
    damage: int = 0
    revealed_at: str | None = None
    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    shuffles: int = 0
    to_draw: int = 0
    events: int = 0
    event_hand: tuple[str, ...] = ()
    event_round: int = 0
    rumours: int = 0
    ally: str | None = None
    must_move: bool = False


@dataclass(frozen=True)
class Tokens(Copyable):
    """Tokens on the map. Fog may stack in a city, so ``fog`` repeats a city per token."""

    fog: tuple[str, ...] = ()
    roadblocks: tuple[str, ...] = ()
    storms: tuple[str, ...] = ()
    heavenly_host: tuple[str, ...] = ()
    consecrated_ground: tuple[str, ...] = ()

    def blessed(self, place: str) -> bool:
        """Consecrated ground or heavenly host: Dracula may not enter."""
        return place in self.consecrated_ground or place in self.heavenly_host


@dataclass(frozen=True)
class Combat(Copyable):
    """A fight in progress. ``cards_played`` counts Dracula's combat cards (the sixth round
    is the last). ``mesmerized`` are the hunters Dracula's Mesmerize struck in this fight.

    Against a vampire encounter ``vampire_card`` is the card fought, face up, with the
    damage on it, and ``vampire_home`` a card of the hideout it came from, where it goes
    back should it survive. ``influence_won`` says that influence reached its end in this
    round against Dracula: he wins when the round is over, unless it defeats him first.

    Against the app's Dracula, ``dracula_hand`` and ``dracula_deck`` are his combat cards
    in hand and still to draw (his secret, :mod:`.combat_deck`) and ``dracula_played`` the
    cards he has played, face up; all three stay empty for a human Dracula.
    """

    half: Half
    place: str | None
    hunters: tuple[HunterId, ...]
    vampire: bool = False
    cards_played: int = 0
    escaped: tuple[HunterId, ...] = ()
    bitten: tuple[HunterId, ...] = ()
    avoidable: bool = False
    mesmerized: tuple[HunterId, ...] = ()
    vampire_card: str | None = None
    vampire_damage: int = 0
    vampire_home: str | None = None
    influence_won: bool = False
    cards_chosen: bool = False
    dracula_hand: tuple[str, ...] = ()
    dracula_deck: tuple[str, ...] = ()
    dracula_played: tuple[str, ...] = ()

    @property
    def against_dracula(self) -> bool:
        return not self.vampire

    @property
    def round_being_played(self) -> int:
        """The round the sides are choosing their cards for: Dracula's combat card ends
        the round before and begins the next, so it is the one after his cards played."""
        return self.cards_played + 1


@dataclass(frozen=True)
class AmbushChance:
    """A hunter has ended a move in ``place``; Dracula may ambush him there."""

    hunter: HunterId
    place: str


@dataclass(frozen=True)
class LastCard:
    """What Dracula put on space 1 this phase, for the encounter step, and whether he
    placed an encounter with it (a rumour follows only that)."""

    sea: bool
    power: PowerId | None
    lair: bool
    encounter: bool = False


@dataclass(frozen=True)
class GameState(Copyable):
    """The whole table. ``hunters`` follow turn order (:data:`HUNTERS`); ``trail[0]`` is
    space 1. ``turn`` is the index of the hunter whose day or night action is due."""

    setup: Setup
    rules: HouseRules
    board: Board
    hunters: tuple[Hunter, ...]
    dracula: Dracula
    stage: Stage = "dracula_start"
    turn: int = 0
    round: int = 1
    time: int = 0
    despair: int = 0
    influence: int = 0
    trail: tuple[Hideout | None, ...] = (None,) * 6
    lairs: tuple[Hideout, ...] = ()
    leaving: Hideout | None = None
    tokens: Tokens = Tokens()
    bats_left: int = 2
    ticket_pool: tuple[Ticket, ...] = ()
    ticket_draws: int = 0
    combat: Combat | None = None
    fights_waiting: tuple[Combat, ...] = ()
    ambush: AmbushChance | None = None
    hospital_queue: tuple[HunterId, ...] = ()
    last_card: LastCard | None = None
    hunter_ally: str | None = None
    winner: Winner | None = None

    def hunter(self, hunter: HunterId) -> Hunter:
        return self.hunters[HUNTERS.index(hunter)]

    def with_hunter(self, hunter: HunterId, changed: Hunter) -> GameState:
        index = HUNTERS.index(hunter)
        return self.but(hunters=(*self.hunters[:index], changed, *self.hunters[index + 1 :]))

    @property
    def half(self) -> Half:
        return "day" if self.time % 2 == 0 else "night"

    @property
    def weekday(self) -> int:
        """0 for Monday to 6 for Sunday."""
        return self.time // 2

    @property
    def week(self) -> int:
        return (self.round - 1) // 7 + 1

    @property
    def current_hunter(self) -> HunterId | None:
        if self.stage in ("day", "night") and self.turn < len(HUNTERS):
            return HUNTERS[self.turn]
        return None

    @property
    def finished(self) -> bool:
        return self.winner is not None

    def hideouts(self) -> tuple[Hideout, ...]:
        """Every hideout on the trail and in the lairs."""
        return (*(slot for slot in self.trail if slot is not None), *self.lairs)

    def cards_in_use(self) -> frozenset[str]:
        """Place codes and powers on the trail or in lairs: not in the location deck."""
        return frozenset(card for hideout in self.hideouts() for card in hideout.cards)

    def hunters_at(self, place: str) -> tuple[HunterId, ...]:
        """Hunters standing in ``place`` (not in its hospital, not defeated)."""
        return tuple(
            hunter
            for hunter, state in zip(HUNTERS, self.hunters, strict=True)
            if state.location == place and not state.hospital and not state.defeated
        )

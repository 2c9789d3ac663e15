"""The map, cards, tokens and fixed numbers of Fury of Dracula, validated on load.

``data/map.json`` is the board (70 places, roads, white and yellow railways, sea links) and
``data/rules.json`` the hunters, Dracula's cards (encounters, powers, combat cards), the
token supply and every value the sources are unsure of (``settings``, typed in
:mod:`.house_rules`). Loading checks what a schema cannot: links join known places of the
right kinds, ports and their seas agree both ways, exactly one castle and three hospitals,
card numbers 1-70 once each, the decks' sizes.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sheets.core.house_rules import SharedStatusSetting

CONTENT_VERSION = "fury-of-dracula/2"

HunterId = Literal["godalming", "seward", "van_helsing", "mina"]
HUNTERS: tuple[HunterId, ...] = ("godalming", "seward", "van_helsing", "mina")
PowerId = Literal["feed", "dark_call", "wolf_form", "misdirect", "hide"]
POWERS: tuple[PowerId, ...] = ("feed", "dark_call", "wolf_form", "misdirect", "hide")
PlaceKind = Literal["large", "small", "castle", "sea"]
TokenKind = Literal[
    "fog",
    "roadblock",
    "storm",
    "heavenly_host",
    "consecrated_ground",
    "bats",
    "despair",
    "rumour",
    "bite",
]


class ContentError(ValueError):
    """The game data files are inconsistent; the message names the file and the problem."""


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class Place(_Model):
    code: str = Field(pattern=r"^[A-Z]{2}$")
    name_en: str
    name_cs: str
    name_cs_source: Literal["rulebook", "exonym"]
    kind: PlaceKind
    region: Literal["east", "west"] | None
    port_seas: tuple[str, ...]
    hospital: bool
    card_no: int
    card_no_status: str

    @property
    def is_sea(self) -> bool:
        return self.kind == "sea"

    @property
    def is_port(self) -> bool:
        return bool(self.port_seas)


class Edge(_Model):
    type: Literal["road", "rail", "sea"]
    a: str
    b: str
    colour: Literal["white", "yellow"] | None = None
    link: Literal["port-sea", "sea-sea"] | None = None
    disputed: str | None = None

    @property
    def key(self) -> str:
        """A stable name for the edge, as roadblocks are placed on it: ``road:AL-GR``."""
        a, b = sorted((self.a, self.b))
        return f"{self.type}:{a}-{b}"


class MapData(_Model):
    places: tuple[Place, ...]
    edges: tuple[Edge, ...]


class HunterInfo(_Model):
    id: HunterId
    order: int
    start: str
    supply_items_large_city: int = Field(ge=1)
    tickets_per_reserve: int = Field(ge=1)
    trades_events_anywhere: bool
    always_weakened: bool


class EncounterInfo(_Model):
    id: str
    copies: int = Field(ge=1)
    vampire: bool


class DraculaCombatCardInfo(_Model):
    """One kind of Dracula's combat cards; an escape ends the fight when he resolves it."""

    id: str
    copies: int = Field(ge=1)
    escape: bool


class DraculaEventInfo(_Model):
    """One title of the Dracula-symbol event cards; an ally stays face up in his area.
    What the card does is printed on it (not in our material); when the app's Dracula
    plays it is the house rule ``dracula_event_timing``."""

    id: str = Field(pattern=r"^[a-z_]+$")
    copies: int = Field(ge=1)
    ally: bool


class PowerInfo(_Model):
    id: PowerId
    moves: bool
    takes_encounter: bool
    face_up: bool


Setting = SharedStatusSetting


class GameNumbers(_Model):
    influence_to_win: int
    damage_to_win: int
    trail_spaces: int
    lair_spaces: int
    despair_max: int
    time_spaces: int
    defeat_influence: int
    castle_heal: int
    sea_damage_from_port: int
    sea_damage_sea_to_sea: int
    encounter_hand_size: int
    ticket_limit: int
    dracula_event_limit: int
    rumour_bonus: int
    combat_cards_max: int
    combat_hand_size: int
    castle: str


class RulesData(_Model):
    game: GameNumbers
    hunters: tuple[HunterInfo, ...]
    encounters: tuple[EncounterInfo, ...]
    dracula_combat_cards: tuple[DraculaCombatCardInfo, ...]
    powers: tuple[PowerInfo, ...]
    dracula_events: tuple[DraculaEventInfo, ...]
    allies: dict[Literal["hunters", "dracula"], tuple[str, ...]]
    tokens: dict[TokenKind, int]
    settings: dict[str, Setting]


class Content:
    """The validated board and rules data, with lookups the rules use."""

    def __init__(self, board: MapData, rules: RulesData) -> None:
        self.version = CONTENT_VERSION
        self.map = board
        self.rules = rules
        self.game = rules.game
        self.places: dict[str, Place] = {place.code: place for place in board.places}
        self.hunters: dict[HunterId, HunterInfo] = {hunter.id: hunter for hunter in rules.hunters}
        self.encounters: dict[str, EncounterInfo] = {card.id: card for card in rules.encounters}
        self.dracula_combat_cards: dict[str, DraculaCombatCardInfo] = {
            card.id: card for card in rules.dracula_combat_cards
        }
        self.powers: dict[PowerId, PowerInfo] = {power.id: power for power in rules.powers}
        self.dracula_events: dict[str, DraculaEventInfo] = {
            card.id: card for card in rules.dracula_events
        }

    def place(self, code: str) -> Place:
        try:
            return self.places[code]
        except KeyError:
            raise KeyError(f"unknown place {code!r}") from None

    @property
    def hospitals(self) -> tuple[str, ...]:
        return tuple(place.code for place in self.map.places if place.hospital)

    def encounter_deck(self) -> tuple[str, ...]:
        """Every encounter card, copies included, in data order."""
        return tuple(card.id for card in self.rules.encounters for _ in range(card.copies))

    def dracula_combat_deck(self) -> tuple[str, ...]:
        """Dracula's combat cards, copies included, in data order."""
        return tuple(
            card.id for card in self.rules.dracula_combat_cards for _ in range(card.copies)
        )

    def is_vampire(self, encounter: str) -> bool:
        return self.encounters[encounter].vampire


def _read(name: str) -> Any:
    return json.loads(files("sheets.fury_of_dracula").joinpath("data", name).read_text("utf-8"))


@cache
def load_content() -> Content:
    """The validated content. :raises ContentError: naming the problem."""
    try:
        board = MapData.model_validate(_read("map.json"))
        rules = RulesData.model_validate(_read("rules.json"))
    except ValidationError as error:
        raise ContentError(f"Fury of Dracula data does not validate: {error}") from None
    content = Content(board, rules)
    check_consistency(content)
    return content


def check_consistency(content: Content) -> None:
    """Cross-checks that a schema cannot express. :raises ContentError:"""
    problems = map_problems(content.map, content.game.castle)
    problems += _rules_problems(content)
    if problems:
        raise ContentError("Fury of Dracula data is inconsistent: " + "; ".join(problems))


def map_problems(board: MapData, castle: str) -> list[str]:
    """Everything wrong with a map: unknown places, links of the wrong kinds, ports and
    seas that disagree, duplicate links, card numbers, the castle and the hospitals."""
    problems: list[str] = []
    places = {place.code: place for place in board.places}
    if len(places) != len(board.places):
        problems.append("a place code is used twice")
    seen: set[str] = set()
    links: dict[str, set[str]] = {code: set() for code in places}
    for edge in board.edges:
        name = f"{edge.type} {edge.a}-{edge.b}"
        a, b = places.get(edge.a), places.get(edge.b)
        if a is None or b is None:
            problems.append(f"{name} names an unknown place")
            continue
        if edge.a == edge.b:
            problems.append(f"{name} joins a place to itself")
        if edge.key in seen:
            problems.append(f"{name} is listed twice")
        seen.add(edge.key)
        if edge.type in ("road", "rail") and (a.is_sea or b.is_sea):
            problems.append(f"{name} must join two land places")
        if (edge.type == "rail") != (edge.colour is not None):
            problems.append(f"{name}: exactly the railways have a colour")
        if edge.type == "sea":
            if edge.link == "port-sea":
                if a.is_sea or not b.is_sea or edge.b not in a.port_seas:
                    problems.append(f"{name}: a port-sea link goes from a port to one of its seas")
                links[edge.a].add(edge.b)
            elif edge.link == "sea-sea":
                if not (a.is_sea and b.is_sea):
                    problems.append(f"{name}: a sea-sea link joins two seas")
            else:
                problems.append(f"{name} says neither port-sea nor sea-sea")
        elif edge.link is not None:
            problems.append(f"{name}: only sea links have a link kind")
    for place in board.places:
        if set(place.port_seas) != links[place.code]:
            problems.append(
                f"{place.code}: its seas {sorted(place.port_seas)} differ from its sea links "
                f"{sorted(links[place.code])}"
            )
        if place.is_sea != (place.region is None):
            problems.append(f"{place.code}: land places have a region, seas none")
        if place.is_sea and (place.port_seas or place.hospital):
            problems.append(f"{place.code}: a sea is neither a port nor a hospital")
        if (
            not place.is_sea
            and not place.is_port
            and not any(
                place.code in (edge.a, edge.b) for edge in board.edges if edge.type != "sea"
            )
        ):
            problems.append(f"{place.code} cannot be reached: no road, railway or sea")
    numbers = sorted(place.card_no for place in board.places)
    if numbers != list(range(1, len(board.places) + 1)):
        problems.append("location card numbers must be 1..70, once each")
    castles = [place.code for place in board.places if place.kind == "castle"]
    if castles != [castle]:
        problems.append(f"the castle must be {castle} alone, found {castles}")
    hospitals = [place for place in board.places if place.hospital]
    if len(hospitals) != 3 or any(place.is_sea for place in hospitals):
        problems.append("there must be three hospitals, all in cities")
    return problems


def _rules_problems(content: Content) -> list[str]:
    problems: list[str] = []
    rules = content.rules
    if sorted(hunter.id for hunter in rules.hunters) != sorted(HUNTERS):
        problems.append("rules.json must describe each of the four hunters once")
    if sorted(hunter.order for hunter in rules.hunters) != [1, 2, 3, 4]:
        problems.append("hunter turn orders must be 1..4")
    for hunter in rules.hunters:
        start = content.places.get(hunter.start)
        if start is None or start.is_sea or start.kind == "castle":
            problems.append(f"{hunter.id} starts in {hunter.start}, which is not a city")
    if len(content.encounter_deck()) != 28:
        problems.append(f"the encounter deck has {len(content.encounter_deck())} cards, not 28")
    if len(content.encounters) != len(rules.encounters):
        problems.append("an encounter id is used twice")
    combat_deck = content.dracula_combat_deck()
    if len(combat_deck) != 13:
        problems.append(f"Dracula's combat deck has {len(combat_deck)} cards, not 13")
    if len(content.dracula_combat_cards) != len(rules.dracula_combat_cards):
        problems.append("a Dracula combat card id is used twice")
    game = rules.game
    if len(combat_deck) < game.combat_hand_size + game.combat_cards_max - 1:
        problems.append("Dracula's combat deck is too small to draw for six rounds")
    if sorted(power.id for power in rules.powers) != sorted(POWERS):
        problems.append("rules.json must describe each of the five power cards once")
    problems += _dracula_event_problems(content)
    return problems


def _dracula_event_problems(content: Content) -> list[str]:
    rules = content.rules
    problems: list[str] = []
    if len(content.dracula_events) != len(rules.dracula_events):
        problems.append("a Dracula event id is used twice")
    copies = sum(card.copies for card in rules.dracula_events)
    if len(content.dracula_events) != 17 or copies != 25:
        problems.append(
            f"Dracula's events are {len(content.dracula_events)} titles in {copies} cards, "
            "not 17 in 25"
        )
    allies = sorted(card.id for card in rules.dracula_events if card.ally)
    if allies != sorted(rules.allies["dracula"]):
        problems.append(
            f"Dracula's allies {sorted(rules.allies['dracula'])} differ from the "
            f"events played as allies {allies}"
        )
    return problems

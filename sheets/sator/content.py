"""The components and fixed rules of SATOR AREPO TENET OPERA ROTAS, validated on load.

The JSON files under ``data/`` are the source: colours, walkway shapes and materials,
component counts (``components.json``), the deal tables, the turn's budget and steps and
the unsure settings (``rules.json``), and the eight Liber Fidei prayers (``prayers.json``).
Every fact carries the status of its source so that the app can show what is unverified.
"""

from __future__ import annotations

import json
from functools import cache, cached_property
from importlib.resources import files
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sheets.core.house_rules import Setting as HouseRuleSetting

CONTENT_VERSION = "sator/1"

Status = Literal["stated", "garbled", "reviewed", "inferred", "default"]

Step = Literal["exchange", "play", "move", "discard", "draw"]
STEPS: tuple[Step, ...] = ("exchange", "play", "move", "discard", "draw")

PrayerEffect = Literal[
    "move_opponent_monks",
    "place_gargoyle",
    "move_pieces_lock_monk",
    "long_slide",
    "remove_pieces",
    "relocate_pieces",
    "move_own_monk",
    "jump_own_monk",
]
# Prayers whose walkways must not carry a gargoyle: they move or remove them.
PIECE_MOVING_EFFECTS: frozenset[PrayerEffect] = frozenset(
    {"move_pieces_lock_monk", "long_slide", "remove_pieces", "relocate_pieces"}
)
OWN_MONK_EFFECTS: frozenset[PrayerEffect] = frozenset({"move_own_monk", "jump_own_monk"})
# What may stand on a walkway that a card or a prayer needs free of it.
Load = Literal["monk", "book"]

PieceId = str
"""A walkway piece, named by its shape and material: ``"t_piece:material_2"``."""


class ContentError(ValueError):
    """The game data files are inconsistent; the message names the file and the problem."""


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ColourInfo(_Model):
    id: str
    status: Status
    note: str


class Shape(_Model):
    id: str
    squares: int = Field(ge=1, le=9)


class MaterialInfo(_Model):
    id: str
    status: Status
    note: str


class Count(_Model):
    count: int = Field(ge=0)
    status: Status


class Components(_Model):
    colours: tuple[ColourInfo, ...]
    shapes: tuple[Shape, ...]
    materials: tuple[MaterialInfo, ...]
    counts: dict[str, Count]


class WalkwayDealRule(_Model):
    """How walkways are dealt for one player count: ``per_shape`` pieces of every shape
    each, and the order (players numbered from 1 clockwise from the starting player) in
    which the pieces left over are drafted."""

    players: int
    per_shape: int = Field(ge=1)
    draft_order: tuple[int, ...]


class IncertusHands(_Model):
    players: int
    by_seat: tuple[int, ...]


class TurnRules(_Model):
    action_points: int = Field(ge=1)
    hand_size: int = Field(ge=1)
    max_prayers_in_hand: int = Field(ge=0)
    prayer_lock_rounds: int = Field(ge=0)
    steps: tuple[Step, ...]


class ExchangeRule(_Model):
    ap: int = Field(ge=0)
    discard: int = Field(ge=1)
    min_prayers: int = Field(ge=0)


class Exchanges(_Model):
    simple: ExchangeRule
    search: ExchangeRule


class PlayerRange(_Model):
    min: int
    max: int


class Setting(HouseRuleSetting):
    # "stated" is our Czech rulebook; everything else is a guess of some strength.
    VERIFIED_STATUSES = frozenset({"stated"})
    UNVERIFIED_STATUSES = frozenset({"garbled", "reviewed", "inferred", "default"})


class RulesData(_Model):
    players: PlayerRange
    walkway_deal: tuple[WalkwayDealRule, ...]
    incertus_hands: tuple[IncertusHands, ...]
    books_per_colour: int = Field(ge=1)
    prayers_per_player: int = Field(ge=1)
    turn: TurnRules
    exchange: Exchanges
    gargoyle_removal_discard: int = Field(ge=0)
    settings: dict[str, Setting]


class Tier(_Model):
    """One printed AP level of Nihil pensi: how many opponent monks (``None``: any number)
    may be moved how many squares in total."""

    ap: int
    monks: int | None
    squares: int


class Prayer(_Model):
    number: int
    title: str
    effect: PrayerEffect
    pieces: tuple[int, int]
    squares: tuple[int, int] | None = None
    tiers: tuple[Tier, ...] = ()
    # The prayer acts only on walkways with nothing of these on them.
    walkways_free_of: tuple[Load, ...] = ()

    @property
    def min_pieces(self) -> int:
        return self.pieces[0]

    @property
    def max_pieces(self) -> int:
        return self.pieces[1]

    def tier(self, ap: int) -> Tier | None:
        return next((tier for tier in self.tiers if tier.ap == ap), None)


class Content(_Model):
    """Everything in the box and every fixed number of the rules."""

    version: str
    components: Components
    rules: RulesData
    prayers: tuple[Prayer, ...]

    @cached_property
    def colours(self) -> tuple[str, ...]:
        return tuple(colour.id for colour in self.components.colours)

    @cached_property
    def colours_named_by_rules(self) -> frozenset[str]:
        """The colours our rules name (red); the others are named by the table."""
        return frozenset(c.id for c in self.components.colours if c.status == "stated")

    @cached_property
    def shapes(self) -> tuple[str, ...]:
        return tuple(shape.id for shape in self.components.shapes)

    @cached_property
    def materials(self) -> tuple[str, ...]:
        return tuple(material.id for material in self.components.materials)

    @cached_property
    def pieces(self) -> tuple[PieceId, ...]:
        return tuple(
            piece_id(shape, material) for shape in self.shapes for material in self.materials
        )

    @cached_property
    def prayer_numbers(self) -> tuple[int, ...]:
        return tuple(prayer.number for prayer in self.prayers)

    def prayer(self, number: int) -> Prayer:
        """:raises KeyError: for a number that is not a prayer."""
        for prayer in self.prayers:
            if prayer.number == number:
                return prayer
        raise KeyError(f"no prayer {number}")

    def walkway_deal(self, players: int) -> WalkwayDealRule:
        return next(rule for rule in self.rules.walkway_deal if rule.players == players)

    def incertus_hands(self, players: int) -> tuple[int, ...]:
        return next(
            hands.by_seat for hands in self.rules.incertus_hands if hands.players == players
        )


def piece_id(shape: str, material: str) -> PieceId:
    return f"{shape}:{material}"


def piece_shape(piece: PieceId) -> str:
    return piece.partition(":")[0]


def piece_material(piece: PieceId) -> str:
    return piece.partition(":")[2]


def _read(name: str) -> Any:
    return json.loads(files("sheets.sator").joinpath("data", name).read_text("utf-8"))


@cache
def load_content() -> Content:
    """The validated content. :raises ContentError: naming the problem."""
    try:
        content = Content(
            version=CONTENT_VERSION,
            components=_read("components.json"),
            rules=_read("rules.json"),
            prayers=_read("prayers.json")["prayers"],
        )
    except ValidationError as error:
        raise ContentError(f"SATOR data does not validate: {error}") from None
    check_consistency(content)
    return content


def check_consistency(content: Content) -> None:
    """Cross-checks that a schema cannot express. :raises ContentError:"""
    problems = _component_problems(content) + _deal_problems(content) + _turn_problems(content)
    problems += _prayer_problems(content)
    if problems:
        raise ContentError("SATOR data is inconsistent: " + "; ".join(problems))


def _distinct(ids: tuple[str, ...]) -> bool:
    return len(set(ids)) == len(ids)


def _component_problems(content: Content) -> list[str]:
    problems = []
    counts = {name: count.count for name, count in content.components.counts.items()}
    colours, shapes, materials = content.colours, content.shapes, content.materials
    if not (_distinct(colours) and _distinct(shapes) and _distinct(materials)):
        problems.append("colour, shape and material ids must be distinct")
    if any(":" in name for name in shapes + materials):
        problems.append("shape and material ids must not contain ':' (it joins piece ids)")
    for part in ("monks", "gargoyles"):
        if counts.get(part) != len(colours):
            problems.append(f"there must be one {part[:-1]} per colour")
    if counts.get("walkway_pieces") != len(shapes) * len(materials):
        problems.append("every material must come in every shape, once")
    squares = sum(shape.squares for shape in content.components.shapes) * len(materials)
    if counts.get("walkway_squares") != squares:
        problems.append(f"the walkway shapes cover {squares} squares, not the counted total")
    if counts.get("books") != len(colours) * content.rules.books_per_colour:
        problems.append("the books must be the same number in every colour")
    if counts.get("liber_fidei_cards") != len(colours) * content.rules.prayers_per_player:
        problems.append("every colour needs its own full set of Liber Fidei cards")
    return problems


def _deal_problems(content: Content) -> list[str]:
    problems = []
    rules = content.rules
    player_counts = list(range(rules.players.min, rules.players.max + 1))
    if rules.players.max > len(content.colours) or rules.players.min < 1:
        problems.append("the player range must fit the colours")
    if sorted(rule.players for rule in rules.walkway_deal) != player_counts:
        problems.append(f"the walkway deal must cover exactly {player_counts} players")
    if sorted(hands.players for hands in rules.incertus_hands) != player_counts:
        problems.append(f"the Incertus Movet deal must cover exactly {player_counts} players")
    for hands in rules.incertus_hands:
        if len(hands.by_seat) != hands.players:
            problems.append(f"{hands.players} players need {hands.players} Incertus hand sizes")
    shapes, materials = len(content.shapes), len(content.materials)
    for rule in rules.walkway_deal:
        left_per_shape = materials - rule.per_shape * rule.players
        if left_per_shape < 0 or left_per_shape * shapes != len(rule.draft_order):
            problems.append(
                f"with {rule.players} players the draft must hand out exactly the pieces left"
            )
            continue
        if left_per_shape > 1:
            problems.append(f"with {rule.players} players the draft pool repeats a shape")
        if not set(rule.draft_order) <= set(range(1, rule.players + 1)):
            problems.append(f"the {rule.players}-player draft names a player who is not there")
        picks = [rule.draft_order.count(player) for player in range(1, rule.players + 1)]
        if len(set(picks)) > 1:
            problems.append(f"the {rule.players}-player draft gives players different numbers")
    return problems


def _turn_problems(content: Content) -> list[str]:
    problems = []
    turn = content.rules.turn
    if turn.steps != STEPS:
        problems.append(f"the turn's steps must be {', '.join(STEPS)} in this order")
    if turn.max_prayers_in_hand > turn.hand_size:
        problems.append("more Liber Fidei allowed in hand than cards in a hand")
    for name, rule in (
        ("simple", content.rules.exchange.simple),
        ("search", content.rules.exchange.search),
    ):
        if rule.min_prayers > rule.discard:
            problems.append(f"the {name} exchange asks for more prayers than cards discarded")
    return problems


def _prayer_problems(content: Content) -> list[str]:
    problems = []
    numbers = content.prayer_numbers
    if list(numbers) != list(range(1, content.rules.prayers_per_player + 1)):
        problems.append(f"prayers must be numbered 1..{content.rules.prayers_per_player} in order")
    if [prayer.effect for prayer in content.prayers].count("place_gargoyle") != 1:
        problems.append("exactly one prayer places the gargoyle")
    for prayer in content.prayers:
        low, high = prayer.pieces
        if not 0 <= low <= high:
            problems.append(f"prayer {prayer.number}: piece counts {low}-{high} are not a range")
        if prayer.effect == "place_gargoyle" and prayer.pieces != (1, 1):
            problems.append(f"prayer {prayer.number}: a gargoyle sits on exactly one walkway")
        if (prayer.effect in PIECE_MOVING_EFFECTS or prayer.effect == "place_gargoyle") != (
            high > 0
        ):
            problems.append(f"prayer {prayer.number}: names walkways exactly when it acts on them")
        if prayer.squares is not None and not 1 <= prayer.squares[0] <= prayer.squares[1]:
            problems.append(f"prayer {prayer.number}: squares {prayer.squares} are not a range")
        if prayer.walkways_free_of and not high:
            problems.append(f"prayer {prayer.number}: needs empty walkways but names none")
        tier_ap = [tier.ap for tier in prayer.tiers]
        if len(set(tier_ap)) != len(tier_ap):
            problems.append(f"prayer {prayer.number}: two tiers at the same AP")
    return problems

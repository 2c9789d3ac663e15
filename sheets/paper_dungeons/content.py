"""The printed sheet, dice, tables and cards of Paper Dungeons, validated on load.

The JSON files under ``data/`` are the source; this module reads only what the rules use
and checks it (every room has the right neighbours, gem letters point at gem rooms, each
objective trains four heroes, ...). Values the sources are unsure of keep their status so
that the app can show them as unverified.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from sheets.core.house_rules import SharedStatusSetting

CONTENT_VERSION = "paper-dungeons/1"

Hero = Literal["warrior", "wizard", "cleric", "rogue"]
HEROES: tuple[Hero, ...] = ("warrior", "wizard", "cleric", "rogue")
Colour = Literal["white", "black"]
Symbol = Literal["skull", "clover", "boots", "warrior", "wizard", "cleric", "rogue"]
TreasureKind = Literal["potion", "level_up", "half_artifact", "gem"]
EdgeKind = Literal["wall", "water"]
COLUMNS = ("A", "B", "C", "D", "E", "F")
ROWS = (1, 2, 3, 4, 5, 6, 7)
GEM_LETTERS = ("A", "B", "C", "D", "E", "F", "G", "H")


class ContentError(ValueError):
    """The game data files are inconsistent; the message names the file and the problem."""


class UnknownCard(ValueError):
    """An id that names no card of the game (a mission, objective, power, campaign...)."""


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class Minion(_Model):
    kind: Literal["orc", "ghost", "zombie", "goblin"]
    hero: Hero
    level: int = Field(ge=1, le=6)
    status: str = "fan-data"


class Treasure(_Model):
    kind: TreasureKind
    amount: int = Field(default=1, ge=1, le=2)
    gem: str | None = None


class Cell(_Model):
    col: str
    row: int
    entrance: bool
    trap: bool
    minion: Minion | None
    treasure: Treasure | None
    teleport: str | None
    edge_room: bool
    corner_room: bool

    @property
    def name(self) -> str:
        return f"{self.col}{self.row}"


class Edge(_Model):
    a: str
    b: str
    kind: EdgeKind
    status: str = "fan-data"


class Teleport(_Model):
    a: str
    b: str


class Grid(_Model):
    columns: tuple[str, ...]
    rows: tuple[int, ...]
    cells: dict[str, Cell]
    edges: tuple[Edge, ...]
    teleports: tuple[Teleport, ...]


class PotionTrack(_Model):
    boxes: int
    wounds_absorbed_per_potion: int
    bonus_after_potion: tuple[int, ...]


class Tracks(_Model):
    potions: PotionTrack
    wounds: dict[str, Any]
    health: dict[str, Any]


class ScoreLine(_Model):
    id: str
    en: str
    cz: str


class SheetData(_Model):
    grid: Grid
    tracks: Tracks
    score_lines: tuple[ScoreLine, ...]


class Face(_Model):
    symbol: Symbol
    number: int | None


class DieKind(_Model):
    count: int
    faces: tuple[Face, ...]


class RerollRule(_Model):
    skulls_at_least: int
    clovers_at_least: int


class Dice(_Model):
    white: DieKind
    black: DieKind
    reroll_all_if: RerollRule


Setting = SharedStatusSetting


class ArtifactInfo(_Model):
    id: int
    name_en: str
    name_cz: str
    effect_tag: str | None
    setting: str | None = None
    status: str


class ScoringTables(_Model):
    heroes_lowest_level: dict[int, int]
    minions_by_count: tuple[int, ...]
    objective_glory: tuple[int, int, int]
    solo_mission_glory_by_round: dict[int, int]
    resurrect_glory: int


class RulesData(_Model):
    settings: dict[str, Setting]
    dice: Dice
    rounds: int
    actions_per_round: int
    villain_fight_after_round: dict[int, int]
    artifacts: tuple[ArtifactInfo, ...]
    scoring: ScoringTables

    @model_validator(mode="before")
    @classmethod
    def _flatten(cls, raw: dict[str, Any]) -> dict[str, Any]:
        scoring = raw["scoring"]
        return {
            "settings": raw["settings"],
            "dice": raw["dice"],
            "rounds": raw["game"]["rounds"],
            "actions_per_round": raw["game"]["actions_per_round"],
            "villain_fight_after_round": raw["game"]["villain_fight_after_round"],
            "artifacts": raw["artifacts"],
            "scoring": {
                "heroes_lowest_level": scoring["heroes_lowest_level"]["by_level"],
                "minions_by_count": scoring["minions"]["by_count"],
                "objective_glory": scoring["cards"]["objective_glory_by_threshold"],
                "solo_mission_glory_by_round": scoring["missions"]["solo_glory_by_round"],
                "resurrect_glory": scoring["resurrect"]["glory"],
            },
        }


class Condition(_Model):
    type: Literal[
        "heroes_at_level",
        "minions_defeated",
        "minions_defeated_at_level",
        "minions_distinct_levels",
        "complete_rows",
        "complete_columns",
        "columns_with_min_rooms_explored",
        "rooms_explored",
        "edge_rooms_explored",
        "corner_rooms_explored",
        "villain_rooms_visited",
        "potions_brewed",
        "gems_claimed",
        "traps_triggered",
        "crossings",
        "artifacts_completed",
        "health_at_least",
        "villain_fight_glory",
    ]
    count: int | None = None
    level: int | None = None
    min_rooms: int | None = None
    thresholds: tuple[int, int, int] | None = None


class Mission(_Model):
    id: str
    name_en: str
    name_cz: str
    condition: Condition
    status: str

    @model_validator(mode="after")
    def _has_count(self) -> Mission:
        if self.condition.count is None:
            raise ValueError(f"mission {self.id} has no count")
        return self


class Objective(_Model):
    id: str
    name_en: str
    name_cz: str
    condition: Condition
    glory: tuple[int, int, int]
    training: dict[Hero, Literal["W", "B"]]
    status: str

    @model_validator(mode="after")
    def _complete(self) -> Objective:
        if self.condition.thresholds is None:
            raise ValueError(f"objective {self.id} has no thresholds")
        if set(self.training) != set(HEROES):
            raise ValueError(f"objective {self.id} does not train all four heroes")
        return self

    def training_colours(self) -> tuple[Colour, Colour, Colour, Colour]:
        colours = tuple("black" if self.training[hero] == "B" else "white" for hero in HEROES)
        return colours  # type: ignore[return-value]


class Power(_Model):
    id: str
    name_en: str
    name_cz: str
    effect: str | None
    effect_tag: str | None
    status: str


class DungeonCardData(_Model):
    id: str
    campaign: str
    extra_walls: tuple[tuple[str, str], ...] | None
    villain_circles: dict[int, str] | None
    status: str


class CardsData(_Model):
    missions: tuple[Mission, ...]
    objectives: tuple[Objective, ...]
    powers: tuple[Power, ...]
    dungeon_cards: tuple[DungeonCardData, ...]


class Campaign(_Model):
    id: str
    en: str
    cz: str
    dungeon_cards: tuple[str, ...]


class Content(_Model):
    """Everything printed on the sheet and the cards, as the rules need it."""

    version: str
    sheet: SheetData
    rules: RulesData
    cards: CardsData
    campaigns: tuple[Campaign, ...]

    def mission(self, mission_id: str) -> Mission:
        found: Mission = _by_id(self.cards.missions, mission_id, "mission")
        return found

    def objective(self, objective_id: str) -> Objective:
        found: Objective = _by_id(self.cards.objectives, objective_id, "objective")
        return found

    def power(self, power_id: str) -> Power:
        found: Power = _by_id(self.cards.powers, power_id, "power")
        return found

    def campaign(self, campaign_id: str) -> Campaign:
        found: Campaign = _by_id(self.campaigns, campaign_id, "campaign")
        return found

    def dungeon_card(self, letter: str) -> DungeonCardData:
        found: DungeonCardData = _by_id(self.cards.dungeon_cards, letter, "dungeon card")
        return found


def _by_id(items: tuple[Any, ...], item_id: str, what: str) -> Any:
    for item in items:
        if item.id == item_id:
            return item
    raise UnknownCard(f"unknown {what} {item_id!r}")


def _read(name: str) -> Any:
    return json.loads(files("sheets.paper_dungeons").joinpath("data", name).read_text("utf-8"))


@cache
def load_content() -> Content:
    """The validated content. :raises ContentError: naming the problem."""
    raw_rules = _read("rules.json")
    try:
        content = Content(
            version=CONTENT_VERSION,
            sheet=_read("sheet.json"),
            rules=raw_rules,
            cards=_read("cards.json"),
            campaigns=[
                *raw_rules["variants"]["campaign"]["campaigns"],
                {"id": "grand", **raw_rules["variants"]["campaign"]["grand_campaign"]},
            ],
        )
    except ValidationError as error:
        raise ContentError(f"Paper Dungeons data does not validate: {error}") from None
    check_consistency(content)
    return content


def check_consistency(content: Content) -> None:
    """Cross-checks that a schema cannot express. :raises ContentError:"""
    problems = list(_grid_problems(content.sheet.grid))
    problems += _dice_problems(content.rules.dice)
    problems += _card_problems(content)
    if problems:
        raise ContentError("Paper Dungeons data is inconsistent: " + "; ".join(problems))


def _grid_problems(grid: Grid) -> list[str]:
    problems = []
    expected = {f"{col}{row}" for col in COLUMNS for row in ROWS}
    if set(grid.cells) != expected:
        problems.append(
            f"grid cells differ from the 6x7 grid: {sorted(set(grid.cells) ^ expected)}"
        )
    for name, cell in grid.cells.items():
        if cell.name != name:
            problems.append(f"cell {name} says it is {cell.name}")
        if cell.entrance != (cell.row == 1):
            problems.append(f"cell {name}: entrances are exactly the bottom row")
        if cell.treasure is not None and (cell.treasure.kind == "gem") != (
            cell.treasure.gem is not None
        ):
            problems.append(f"cell {name}: a gem treasure needs a letter, and only a gem has one")
    gems = [
        cell.treasure.gem for cell in grid.cells.values() if cell.treasure and cell.treasure.gem
    ]
    if sorted(gems) != list(GEM_LETTERS):
        problems.append(f"gem letters on the grid are {sorted(gems)}, expected A-H once each")
    for edge in grid.edges:
        if not _orthogonal(edge.a, edge.b):
            problems.append(f"edge {edge.a}-{edge.b} does not join neighbours")
    for teleport in grid.teleports:
        a, b = grid.cells.get(teleport.a), grid.cells.get(teleport.b)
        if a is None or b is None or a.teleport != teleport.b or b.teleport != teleport.a:
            problems.append(f"teleport {teleport.a}-{teleport.b} is not marked on both rooms")
    return problems


def _dice_problems(dice: Dice) -> list[str]:
    problems = []
    for colour, kind in (("white", dice.white), ("black", dice.black)):
        if kind.count != 3 or len(kind.faces) != 6:
            problems.append(f"{colour} dice must be three six-sided dice")
        symbols = [face.symbol for face in kind.faces]
        if len(set(symbols)) != 6:
            problems.append(f"{colour} die repeats a symbol")
    if "boots" in [face.symbol for face in dice.white.faces]:
        problems.append("boots belong to the black dice only")
    if "clover" in [face.symbol for face in dice.black.faces]:
        problems.append("the clover belongs to the white dice only")
    return problems


def _card_problems(content: Content) -> list[str]:
    problems = []
    cards = content.cards
    for kind, items in (
        ("mission", cards.missions),
        ("objective", cards.objectives),
        ("power", cards.powers),
    ):
        if len(items) != 16 or len({item.id for item in items}) != 16:
            problems.append(f"there must be 16 distinct {kind} cards")
    letters = [card.id for card in cards.dungeon_cards]
    if letters != list("ABCDEFGHIJKL"):
        problems.append(f"dungeon cards must be lettered A-L in order, found {letters}")
    if (
        content.rules.scoring.minions_by_count[0] != 0
        or len(content.rules.scoring.minions_by_count) != 13
    ):
        problems.append("the minion table needs a value for 0..12 minions")
    if set(content.rules.scoring.heroes_lowest_level) != set(range(1, 7)):
        problems.append("the lowest-hero table needs a value for levels 1..6")
    for campaign in content.campaigns:
        if not set(campaign.dungeon_cards) <= set(letters):
            problems.append(f"campaign {campaign.id} names an unknown dungeon card")
    return problems


def _orthogonal(a: str, b: str) -> bool:
    if a[0] not in COLUMNS or b[0] not in COLUMNS:
        return False
    dc = abs(COLUMNS.index(a[0]) - COLUMNS.index(b[0]))
    dr = abs(int(a[1:]) - int(b[1:]))
    return dc + dr == 1


def room_names() -> tuple[str, ...]:
    return tuple(f"{col}{row}" for row in ROWS for col in COLUMNS)


def orthogonal_neighbours(room: str) -> tuple[str, ...]:
    col, row = COLUMNS.index(room[0]), int(room[1:])
    candidates = ((col - 1, row), (col + 1, row), (col, row - 1), (col, row + 1))
    return tuple(f"{COLUMNS[c]}{r}" for c, r in candidates if 0 <= c < len(COLUMNS) and r in ROWS)

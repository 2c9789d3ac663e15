"""The tracks beside the dungeon: heroes, health, wounds, potions, defeated minions, gems.

Box counts, prefilled boxes, the minion glory values and the potion bonuses come from the
game data and the game's house rules; each area is ``WIDTH`` millimetres wide.
"""

from __future__ import annotations

from sheets.layout import Area, Box, Element, Fill, Mark, Symbol, Text
from sheets.paper_dungeons.content import GEM_LETTERS, HEROES, load_content
from sheets.paper_dungeons.effects import ABILITY_LEVEL, MAX_LEVEL
from sheets.paper_dungeons.layout_parts import LABEL_SIZE, SMALL_SIZE, Filling, box_row, title

WIDTH = 72.0
TRACK_BOX = 5.0
TRACK_PITCH = 5.6
HERO_ROW = 6.6
LEVEL_X = 31.0
ABILITY_GAP = 3.8
POTIONS_PER_ROW = 4
POTION_BOX = 5.6
# A wound a potion soaks is crossed off with a pen: its slot is 4 mm, the slots of a potion
# side by side after it.
SOAK_BOX = 4.0
SOAK_GAP = 0.4
POTION_CELL = 15.2
POTION_ROW = 6.8
BONUS_GEM_BOXES = 4
POTION_BONUS_SYMBOL = {
    "level_up_any": "level_up",
    "half_artifact_any": "half_artifact",
    "gem": "gem",
    "potion": "potion",
}


def heroes_area(filling: Filling, x: float, y: float) -> Area:
    sheet, seat = filling.sheet, filling.seat_setup
    elements: list[Element] = [
        title(filling.text("area.heroes")),
        Text(27.5, 7.0, filling.text("training"), 2.0, "centre"),
        Text(LEVEL_X + 18.0, 7.0, filling.text("levels"), 2.0, "centre"),
    ]
    for index, hero in enumerate(HEROES):
        top = 8.5 + index * HERO_ROW
        black = seat is not None and seat.training[index] == "black"
        elements += [
            Symbol(2.6, top + 2.5, 4.6, hero),
            Text(5.8, top + 3.4, filling.text(f"hero.{hero}"), LABEL_SIZE, width=19.0),
            Box(
                25.0,
                top,
                TRACK_BOX,
                TRACK_BOX,
                id=f"training:{hero}",
                stroke="thick",
                mark="filled" if black else "none",
            ),
        ]
        for level in range(1, MAX_LEVEL + 1):
            past_ability = ABILITY_GAP if level > ABILITY_LEVEL else 0.0
            elements.append(
                Box(
                    LEVEL_X + (level - 1) * TRACK_PITCH + past_ability,
                    top,
                    TRACK_BOX,
                    TRACK_BOX,
                    id=f"hero:{hero}:{level}",
                    fill="light" if level == 1 else "none",
                    mark="filled" if 1 < level <= sheet.level(hero) else "none",
                    text=str(level),
                    text_size=SMALL_SIZE,
                )
            )
        ability_x = LEVEL_X + ABILITY_LEVEL * TRACK_PITCH + (ABILITY_GAP - 0.6) / 2
        elements.append(Symbol(ability_x, top + 2.5, 3.4, "ability"))
    legend_top = 8.5 + len(HEROES) * HERO_ROW + 2.4
    for index, hero in enumerate(HEROES):
        baseline = legend_top + index * 2.8
        elements += [
            Symbol(1.2, baseline - 0.7, 2.2, "ability"),
            Text(3.0, baseline, _ability(filling, hero), 2.0, width=WIDTH - 3.0),
        ]
    height = legend_top + len(HEROES) * 2.8 - 1.0
    return Area("heroes", filling.text("area.heroes"), x, y, WIDTH, height, tuple(elements))


def _ability(filling: Filling, hero: str) -> str:
    rules = filling.rules
    name = filling.text(f"hero.{hero}")
    if hero == "warrior":
        ability = filling.text("ability.warrior", bonus=rules.warrior_l4_villain_bonus)
        return f"{name}: {ability}{filling.unsure('warrior_l4_villain_bonus')}"
    if hero == "rogue":
        ability = filling.text(f"ability.rogue.{rules.rogue_l4_ability}")
        return f"{name}: {ability}{filling.unsure('rogue_l4_ability')}"
    return f"{name}: {filling.text(f'ability.{hero}')}"


def _two_rows(
    prefix: str,
    boxes: int,
    *,
    mark: Mark,
    marked: int,
    fill_first: int = 0,
) -> list[Element]:
    per_row = boxes // 2
    elements: list[Element] = []
    for row in range(2):
        numbers = range(row * per_row + 1, (row + 1) * per_row + 1)
        elements += box_row(
            lambda n: f"{prefix}:{n}",
            numbers,
            x=0.0,
            y=5.5 + row * TRACK_PITCH,
            size=TRACK_BOX,
            pitch=TRACK_PITCH,
            fill=lambda n: _prefilled(n, fill_first),
            mark=lambda n: mark if fill_first < n <= marked else "none",
            gap_every=per_row // 2,
            gap=1.2,
        )
    return elements


def _prefilled(number: int, prefilled: int) -> Fill:
    return "light" if number <= prefilled else "none"


def health_area(filling: Filling, x: float, y: float) -> Area:
    track = load_content().sheet.tracks.health
    elements: list[Element] = [
        title(filling.text("area.health")),
        Text(WIDTH, 3.6, filling.text("health_rule"), SMALL_SIZE, "right"),
    ]
    elements += _two_rows(
        "health",
        track["boxes"],
        mark="filled",
        marked=filling.sheet.health,
        fill_first=track["prefilled"],
    )
    return Area("health", filling.text("area.health"), x, y, WIDTH, 16.7, tuple(elements))


def wounds_area(filling: Filling, x: float, y: float) -> Area:
    boxes = load_content().sheet.tracks.wounds["boxes"]
    wounds = filling.sheet.wounds
    elements: list[Element] = [
        title(filling.text("area.wounds")),
        Text(WIDTH, 3.6, filling.text("wounds_rule"), SMALL_SIZE, "right"),
    ]
    elements += _two_rows("wound", boxes, mark="crossed", marked=wounds)
    if wounds > boxes:
        elements.append(Text(WIDTH, 15.5, f"+{wounds - boxes}", LABEL_SIZE, "right", True))
    return Area("wounds", filling.text("area.wounds"), x, y, WIDTH, 16.7, tuple(elements))


def potions_area(filling: Filling, x: float, y: float) -> Area:
    track = load_content().sheet.tracks.potions
    sheet = filling.sheet
    elements: list[Element] = [
        title(filling.text("area.potions")),
        Text(
            WIDTH,
            3.6,
            filling.text("potion_rule", count=track.wounds_absorbed_per_potion),
            SMALL_SIZE,
            "right",
        ),
    ]
    for number in range(1, track.boxes + 1):
        row, column = divmod(number - 1, POTIONS_PER_ROW)
        left, top = column * POTION_CELL, 5.5 + row * POTION_ROW
        elements.append(
            Box(
                left,
                top,
                POTION_BOX,
                POTION_BOX,
                id=f"potion:{number}",
                text=str(number),
                text_size=1.8,
                mark="filled" if number <= sheet.potions else "none",
            )
        )
        for half in range(1, track.wounds_absorbed_per_potion + 1):
            slot = (number - 1) * track.wounds_absorbed_per_potion + half
            elements.append(
                Box(
                    left + POTION_BOX + SOAK_GAP + (half - 1) * (SOAK_BOX + SOAK_GAP),
                    top + (POTION_BOX - SOAK_BOX) / 2,
                    SOAK_BOX,
                    SOAK_BOX,
                    id=f"soak:{number}:{half}",
                    mark="crossed" if slot <= sheet.soaked else "none",
                )
            )
    soaks_w = track.wounds_absorbed_per_potion * (SOAK_BOX + SOAK_GAP)
    row_end = (POTIONS_PER_ROW - 1) * POTION_CELL + POTION_BOX + soaks_w
    for box in track.bonus_after_potion:
        row = (box - 1) // POTIONS_PER_ROW
        bonus = filling.rules.potion_bonus(box)
        top = 5.5 + row * POTION_ROW
        elements.append(Text(row_end + 0.8, top + 4.2, "→", 3.0))
        if bonus in POTION_BONUS_SYMBOL:
            unsure = filling.unsure(f"potion_bonus_after_{box}")
            elements.append(
                Symbol(
                    row_end + 6.4,
                    top + 2.8,
                    5.0,
                    POTION_BONUS_SYMBOL[bonus],
                    label=unsure,
                )
            )
    height = 5.5 + (track.boxes // POTIONS_PER_ROW) * POTION_ROW
    return Area("potions", filling.text("area.potions"), x, y, WIDTH, height, tuple(elements))


def minions_area(filling: Filling, x: float, y: float) -> Area:
    glory = load_content().rules.scoring.minions_by_count
    defeated = len(filling.sheet.minions)
    boxes = len(glory) - 1
    pitch = (WIDTH - TRACK_BOX) / (boxes - 1)
    elements: list[Element] = [title(filling.text("area.minions"))]
    elements += box_row(
        lambda n: f"minion_track:{n}",
        range(1, boxes + 1),
        x=0.0,
        y=5.5,
        size=TRACK_BOX,
        pitch=pitch,
        mark=lambda n: "crossed" if n <= defeated else "none",
    )
    elements += [
        Text(n * pitch - pitch + TRACK_BOX / 2, 13.4, str(glory[n]), SMALL_SIZE, "centre")
        for n in range(1, boxes + 1)
    ]
    return Area("minions", filling.text("area.minions"), x, y, WIDTH, 14.2, tuple(elements))


def gems_area(filling: Filling, x: float, y: float) -> Area:
    sheet = filling.sheet
    bonus_x = len(GEM_LETTERS) * TRACK_PITCH + 3.4
    elements: list[Element] = [title(filling.text("area.gems"))]
    elements += box_row(
        lambda n: f"gem:{GEM_LETTERS[n - 1]}",
        range(1, len(GEM_LETTERS) + 1),
        x=0.0,
        y=5.5,
        size=TRACK_BOX,
        pitch=TRACK_PITCH,
        text=lambda n: GEM_LETTERS[n - 1],
        text_size=2.8,
        mark=lambda n: _gem_mark(filling, GEM_LETTERS[n - 1]),
    )
    elements.append(Text(bonus_x - 1.7, 9.4, "+", 3.0, "centre", True))
    elements += box_row(
        lambda n: f"gem_bonus:{n}",
        range(1, BONUS_GEM_BOXES + 1),
        x=bonus_x,
        y=5.5,
        size=TRACK_BOX,
        pitch=TRACK_PITCH,
        mark=lambda n: "filled" if n <= sheet.bonus_gems else "none",
    )
    elements.append(Text(WIDTH, 3.6, filling.text("bonus_gems"), SMALL_SIZE, "right"))
    if sheet.bonus_gems > BONUS_GEM_BOXES:
        elements.append(
            Text(WIDTH, 14.0, f"+{sheet.bonus_gems - BONUS_GEM_BOXES}", SMALL_SIZE, "right", True)
        )
    return Area("gems", filling.text("area.gems"), x, y, WIDTH, 11.0, tuple(elements))


def _gem_mark(filling: Filling, letter: str) -> Mark:
    if letter in filling.sheet.gems:
        return "circled"
    return "crossed" if letter in filling.sheet.crossed_gems else "none"

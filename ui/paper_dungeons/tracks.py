"""The tracks of a Paper Dungeons sheet on screen, laid out by the client's own text layout
so that no label ever runs over a box: the heroes, the potions and the artifacts (the
targets of a die, every box at least 44 px), then what the player only reads: health,
wounds, defeated minions, gems, the rounds and the score.

Each panel is built once and then only restyled (see :mod:`ui.paper_dungeons.cells` and
:mod:`ui.widgets.redraw`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, MutableMapping, Sequence
from functools import partial
from typing import Any, TypeVar

import flet as ft

from sheets.layout import Mark
from sheets.paper_dungeons.content import GEM_LETTERS, HEROES, load_content
from sheets.paper_dungeons.effects import ABILITY_LEVEL, MAX_LEVEL
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.state import Sheet
from sheets.paper_dungeons.view import SeatView
from ui.i18n import Texts
from ui.paper_dungeons.cells import TAP_SIZE, Cell, Look
from ui.paper_dungeons.drawn_boxes import Column, DrawnBoxes, Track
from ui.paper_dungeons.names import card_name
from ui.widgets.redraw import Restyled, Words
from ui.widgets.symbols import ICONS

Tap = Callable[[str], None]
T = TypeVar("T")
GAP = 4
SMALL = 14
POTIONS_PER_ROW = 4
POTION_BONUS_ICON = {
    "level_up_any": "level_up",
    "half_artifact_any": "half_artifact",
    "gem": "gem",
    "potion": "potion",
}


def heading(text: str) -> ft.Text:
    return ft.Text(text, size=16, weight=ft.FontWeight.BOLD)


def note(text: str) -> ft.Text:
    return ft.Text(text, size=12, color=ft.Colors.ON_SURFACE_VARIANT)


def icon(symbol: str, size: float = 22) -> ft.Icon:
    return ft.Icon(ICONS[symbol], size=size, color=ft.Colors.ON_SURFACE)


class HeroesPanel:
    """Four rows: the hero, the colour of die their training asks for, levels 1 to 6."""

    def __init__(self, t: Texts, on_tap: Tap, narrow: bool) -> None:
        self.boxes: dict[str, list[Cell]] = {}
        self.badges = [TrainingBadge(t) for _ in HEROES]
        rows: list[ft.Control] = [heading(t("sheet.area.heroes"))]
        for index, hero in enumerate(HEROES):
            cells = [
                Cell(
                    TAP_SIZE,
                    TAP_SIZE,
                    on_tap=partial(on_tap, f"hero:{hero}"),
                    label=t("pd.screen.level_box", hero=t(f"term.{hero}"), level=level),
                )
                for level in range(1, MAX_LEVEL + 1)
            ]
            self.boxes[hero] = cells
            boxes: list[ft.Control] = [cell.control for cell in cells]
            boxes.insert(ABILITY_LEVEL, icon("ability", 16))
            name = ft.Row(
                [
                    icon(hero),
                    ft.Text(t(f"term.{hero}"), size=15, expand=not narrow, no_wrap=True),
                    self.badges[index].control,
                ],
                spacing=GAP,
                width=None if narrow else 150,
            )
            line = ft.Row(boxes, spacing=GAP)
            rows.append(
                ft.Column([name, line], spacing=2)
                if narrow
                else ft.Row(
                    [name, line], spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER
                )
            )
        rows.append(note(t("pd.screen.training_note")))
        self.control = ft.Column(rows, spacing=6)

    def show(self, sheet: Sheet, lit: frozenset[str], training: Sequence[str]) -> list[ft.Control]:
        changed: list[ft.Control] = []
        for badge, colour in zip(self.badges, training, strict=True):
            changed += badge.show(colour)
        for hero, cells in self.boxes.items():
            level = sheet.level(hero)  # type: ignore[arg-type]
            target = f"hero:{hero}" in lit
            for number, cell in enumerate(cells, start=1):
                look = Look(
                    mark="filled" if 1 < number <= level else "none",
                    text=str(number),
                    lit=target and number == level + 1,
                    printed=number == 1,
                )
                changed += cell.show(look)
        return changed


class TrainingBadge(Restyled[str]):
    """The colour of die a hero's training asks for, as a little die: white or black,
    with the colour's initial, so that it does not rest on colour alone."""

    def __init__(self, t: Texts) -> None:
        self.t = t
        self.letter = ft.Text("", size=12, weight=ft.FontWeight.BOLD)
        self.control = ft.Container(
            self.letter,
            width=24,
            height=24,
            alignment=ft.Alignment.CENTER,
            border=ft.Border.all(1, ft.Colors.OUTLINE),
            border_radius=ft.BorderRadius.all(4),
        )

    def draw(self, colour: str) -> list[ft.Control]:
        white = colour == "white"
        word = self.t(f"term.{colour}")
        self.letter.value = word[0].upper()
        self.letter.color = ft.Colors.BLACK if white else ft.Colors.WHITE
        self.control.bgcolor = ft.Colors.WHITE if white else ft.Colors.BLACK
        self.control.tooltip = self.t("pd.screen.training", colour=word)
        return [self.control]


class PotionsPanel:
    """Twelve potion boxes, four a row, each with its two wound slots, and the bonus
    printed after the fourth, eighth and twelfth."""

    def __init__(
        self, t: Texts, rules: HouseRules, on_tap: Tap, drawings: MutableMapping[Hashable, Any]
    ) -> None:
        track = load_content().sheet.tracks.potions
        self.per_potion = track.wounds_absorbed_per_potion
        self.boxes: list[Cell] = []
        self.slots: list[DrawnBoxes] = []
        rows: list[ft.Control] = [
            heading(t("sheet.area.potions")),
            note(t("sheet.potion_rule", count=self.per_potion)),
        ]
        row: list[ft.Control] = []
        for number in range(1, track.boxes + 1):
            cell = Cell(
                TAP_SIZE,
                TAP_SIZE,
                on_tap=lambda: on_tap("potions"),
                label=t("pd.screen.potion_box", number=number),
            )
            # The wound slots are drawn: nobody taps them, and they are many.
            slots = DrawnBoxes(
                [Column(10, 10)] * self.per_potion,
                width=TAP_SIZE,
                spacing=3,
                run_spacing=3,
                name=f"potion {number}",
                drawings=drawings,
            )
            self.boxes.append(cell)
            self.slots.append(slots)
            row.append(
                ft.Column(
                    [cell.control, slots.control],
                    spacing=2,
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                )
            )
            if number % POTIONS_PER_ROW == 0:
                bonus = rules.potion_bonus(number)
                if number in track.bonus_after_potion and bonus in POTION_BONUS_ICON:
                    row.append(
                        ft.Row(
                            [ft.Text("→", size=16), icon(POTION_BONUS_ICON[bonus])],
                            spacing=2,
                            tooltip=t(
                                "pd.screen.potion_bonus", number=number, bonus=t(f"term.{bonus}")
                            ),
                        )
                    )
                rows.append(
                    ft.Row(row, spacing=GAP, vertical_alignment=ft.CrossAxisAlignment.START)
                )
                row = []
        self.control = ft.Column(rows, spacing=6)

    def show(self, sheet: Sheet, lit: frozenset[str]) -> list[ft.Control]:
        changed: list[ft.Control] = []
        brewing = "potions" in lit
        for number, (cell, slots) in enumerate(zip(self.boxes, self.slots, strict=True), 1):
            look = Look(
                mark="filled" if number <= sheet.potions else "none",
                text=str(number),
                lit=brewing and sheet.potions < number <= sheet.potions + 2,
            )
            changed += cell.show(look)
            used = tuple(
                Look(
                    mark="filled"
                    if (number - 1) * self.per_potion + half <= sheet.soaked
                    else "none"
                )
                for half in range(1, self.per_potion + 1)
            )
            changed += slots.show(Track(used))
        return changed


class ArtifactsPanel:
    """Eight artifacts by name, each with the die it needs and its two halves."""

    def __init__(self, t: Texts, rules: HouseRules, on_tap: Tap, width: float) -> None:
        self.halves: list[list[Cell]] = []
        cards: list[ft.Control] = []
        card_width = 2 * TAP_SIZE + 40
        for artifact in load_content().rules.artifacts:
            name = f"{artifact.id}. {card_name(artifact, t.language)}"
            hero = rules.artifact_hero(artifact.id)
            # "Any die" is a die symbol as a hero is theirs: as words it would not fit
            # beside the halves ("libovolná kostka" broke mid-word on a tablet).
            needs = ft.Container(
                icon(hero, 24) if hero is not None else ft.Icon(ft.Icons.CASINO_OUTLINED, size=24),
                tooltip=t(f"term.{hero}") if hero is not None else t("sheet.any_die"),
                width=32,
            )
            halves = [
                Cell(
                    TAP_SIZE,
                    TAP_SIZE,
                    on_tap=partial(on_tap, f"artifact:{artifact.id}"),
                    label=t("pd.screen.artifact_half", name=name, half=half),
                )
                for half in (1, 2)
            ]
            self.halves.append(halves)
            cards.append(
                ft.Column(
                    [
                        # As many lines as the name takes: a tablet's browser breaks
                        # "5. Koruna spravedlivého krále" in three (two cut off "krále").
                        ft.Text(name, size=13, max_lines=3, width=card_width),
                        ft.Row([needs, *(h.control for h in halves)], spacing=GAP),
                    ],
                    spacing=2,
                    width=card_width,
                )
            )
        self.control = ft.Column(
            [
                heading(t("sheet.area.artifacts")),
                # The halves of the artifacts in a row stand on one line, whatever
                # lines their names take.
                ft.Row(
                    cards,
                    wrap=True,
                    spacing=12,
                    run_spacing=10,
                    width=width,
                    vertical_alignment=ft.CrossAxisAlignment.END,
                ),
            ],
            spacing=6,
        )

    def show(self, sheet: Sheet, lit: frozenset[str]) -> list[ft.Control]:
        changed: list[ft.Control] = []
        for number, halves in enumerate(self.halves, start=1):
            made = sheet.artifacts[number - 1]
            target = f"artifact:{number}" in lit
            for half, cell in enumerate(halves, start=1):
                look = Look(
                    mark="filled" if half <= made else "none", lit=target and half == made + 1
                )
                changed += cell.show(look)
        return changed


class Strip:
    """A track the player only reads: small boxes in rows, drawn, and its count in words."""

    def __init__(
        self,
        name: str,
        title: str,
        boxes: int,
        per_row: int,
        drawings: MutableMapping[Hashable, Any],
    ) -> None:
        size, gap = 14, 2
        self.boxes = DrawnBoxes(
            [Column(size, size, text_size=9)] * boxes,
            width=per_row * (size + gap) - gap,
            spacing=gap,
            run_spacing=3,
            name=name,
            drawings=drawings,
        )
        self.count = Words(ft.Text("", size=13))
        self.control = ft.Column(
            [
                ft.Row(
                    [ft.Text(title, size=14, weight=ft.FontWeight.BOLD), self.count.control],
                    spacing=8,
                ),
                self.boxes.control,
            ],
            spacing=3,
        )

    def show(self, marked: int, mark: Mark, printed: int, count: str) -> list[ft.Control]:
        looks = tuple(
            Look(mark=mark if printed < number <= marked else "none", printed=number <= printed)
            for number in range(1, len(self.boxes.columns) + 1)
        )
        return self.boxes.show(Track(looks)) + self.count.show(count)


class RecordPanel:
    """Health, wounds, defeated minions with their glory, gems, the rounds and the score,
    ``width`` pixels wide at most. The boxes are drawn (nobody taps them); what they hold
    is said in words to screen readers."""

    def __init__(self, t: Texts, width: float, drawings: MutableMapping[Hashable, Any]) -> None:
        self.t = t
        content = load_content()
        tracks, rules = content.sheet.tracks, content.rules
        self.health_prefilled = tracks.health["prefilled"]
        self.health = Strip("health", t("sheet.area.health"), tracks.health["boxes"], 12, drawings)
        self.wounds = Strip("wounds", t("sheet.area.wounds"), tracks.wounds["boxes"], 12, drawings)
        self.minions = DrawnBoxes(
            [Column(26, 26, caption=str(value)) for value in rules.scoring.minions_by_count[1:]],
            width=width,
            spacing=3,
            run_spacing=4,
            name="minions",
            drawings=drawings,
        )
        self.gems = DrawnBoxes(
            [Column(30, 30, text_size=14, written=True)] * len(GEM_LETTERS),
            width=width,
            spacing=3,
            run_spacing=3,
            name="gems",
            drawings=drawings,
        )
        self.bonus_gems = Words(ft.Text("", size=14))
        villain_after = {int(r): v for r, v in rules.villain_fight_after_round.items()}
        self.actions_per_round = rules.actions_per_round
        self.villains: list[int] = []
        columns: list[Column] = []
        for number in range(1, rules.rounds + 1):
            columns.append(
                Column(30, 26, boxes=rules.actions_per_round, heading=str(number), written=True)
            )
            if number in villain_after:
                villain = villain_after[number]
                self.villains.append(villain)
                columns.append(
                    Column(
                        34,
                        26,
                        heading=str(villain),
                        heading_sign="villain",
                        text_size=12,
                        written=True,
                    )
                )
        self.rounds = DrawnBoxes(
            columns, width=width, spacing=3, run_spacing=6, name="rounds", drawings=drawings
        )
        self.score_values: dict[str, Words] = {}
        score_rows: list[ft.Control] = []
        for line in content.sheet.score_lines:
            value = ft.Text(
                "",
                size=14,
                width=44,
                text_align=ft.TextAlign.RIGHT,
                weight=ft.FontWeight.BOLD if line.id == "total" else None,
            )
            self.score_values[line.id] = Words(value)
            label = line.cz if t.language == "cs" else line.en
            score_rows.append(
                ft.Container(
                    ft.Row(
                        [
                            ft.Text(
                                label,
                                size=14,
                                expand=True,
                                weight=ft.FontWeight.BOLD if line.id == "total" else None,
                            ),
                            value,
                        ]
                    ),
                    width=190,
                )
            )
        self.control = ft.Column(
            [
                self.health.control,
                self.wounds.control,
                heading(t("sheet.area.minions")),
                self.minions.control,
                heading(t("sheet.area.gems")),
                ft.Row(
                    [self.gems.control, self.bonus_gems.control],
                    spacing=3,
                    wrap=True,
                    vertical_alignment=ft.CrossAxisAlignment.CENTER,
                ),
                heading(t("sheet.area.rounds")),
                self.rounds.control,
                heading(t("sheet.area.score")),
                ft.Row(score_rows, wrap=True, spacing=16, run_spacing=2),
            ],
            spacing=6,
        )

    def show(self, seen: SeatView, score: Mapping[str, int]) -> list[ft.Control]:
        t, sheet = self.t, seen.sheet
        changed = self.health.show(
            sheet.health,
            "filled",
            self.health_prefilled,
            t("pd.screen.health", health=sheet.health),
        )
        changed += self.wounds.show(
            sheet.wounds,
            "crossed",
            0,
            t("pd.screen.wounds", wounds=sheet.wounds, free=sheet.free_potion_slots),
        )
        defeated = len(sheet.minions)
        minions = tuple(
            Look(mark="crossed" if number <= defeated else "none")
            for number in range(1, len(self.minions.columns) + 1)
        )
        changed += self.minions.show(Track(minions, t("pd.screen.minions_drawn", count=defeated)))
        changed += self.gems.show(self._gems(sheet))
        bonus = t("pd.screen.bonus_gems", count=sheet.bonus_gems) if sheet.bonus_gems else ""
        changed += self.bonus_gems.show(bonus)
        changed += self.rounds.show(self._rounds(seen))
        for line, value in self.score_values.items():
            changed += value.show(str(score[line]) if line in score else "")
        return changed

    def _gems(self, sheet: Sheet) -> Track:
        looks: list[Look] = []
        words: list[str] = []
        for letter in GEM_LETTERS:
            mark: Mark = (
                "circled"
                if letter in sheet.gems
                else "crossed"
                if letter in sheet.crossed_gems
                else "none"
            )
            looks.append(Look(mark=mark, text=letter))
            words.append(self.t(f"pd.screen.gem_{mark}", letter=letter))
        return Track(tuple(looks), ", ".join(words))

    def _rounds(self, seen: SeatView) -> Track:
        """The numbers written in the rounds' boxes and the glory of each villain's fight,
        column by column as the track is laid out."""
        t, sheet = self.t, seen.sheet
        looks: list[Look] = []
        words: list[str] = []
        rounds = iter(_padded(seen.written_numbers, len(self.rounds.columns), ()))
        fights = iter(self.villains)
        for column in self.rounds.columns:
            if column.heading_sign:
                villain = next(fights)
                fought = [f for f in sheet.fights if f.villain == villain]
                glory = sum(f.glory + f.reward_glory for f in fought)
                text = f"{glory:+d}" if fought else ""
                looks.append(Look(text=text))
                if text:
                    words.append(f"{t('pd.screen.villain_column', villain=villain)}: {text}")
                continue
            written = [str(n) for n in next(rounds)[: self.actions_per_round]]
            looks += [Look(text=text) for text in _padded(written, self.actions_per_round, "")]
            if written:
                words.append(
                    t("pd.screen.round_drawn", round=column.heading, numbers=", ".join(written))
                )
        return Track(tuple(looks), "; ".join(words))


def _padded(values: Sequence[T], length: int, blank: T) -> list[T]:
    """``values`` made ``length`` long with ``blank`` (rounds and boxes not reached yet)."""
    return [*values[:length], *[blank] * (length - len(values))]

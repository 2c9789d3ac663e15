"""The six shared dice: white ones white, black ones black, each with its symbol, number
and the word for its colour, so that no die is told apart by colour alone.

A new roll spins the dice on each device's own client: the server sends the roll once,
every die with its new faces and its angle turned on by a whole number of turns, and the
client turns the die to that angle. Every device is sent the same turns for the same
roll, so the table sees one spin, and a die always comes to rest upright. On a device
whose person asked for little motion the dice stay still: the new faces are there at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.paper_dungeons.dice import Die
from ui.i18n import Texts
from ui.widgets.fixed import fixed
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Restyled
from ui.widgets.symbols import ICONS

DIE_SIZE = 58
PHONE_DIE_SIZE = 50
SPIN_MS = 450
SPIN = fixed(ft.Animation(duration=SPIN_MS, curve=ft.AnimationCurve.EASE_OUT_BACK))
CORNERS = fixed(ft.BorderRadius.all(10))
CENTRE = fixed(ft.Alignment(0, 0))


@dataclass(frozen=True)
class FaceLook:
    """A die as shown: its faces (``None`` before a roll), whether it is used or picked,
    and how many rolls the tray has shown (each a spin)."""

    die: Die | None
    used: bool
    picked: bool
    rolls: int


class Face(Restyled[FaceLook]):
    """One die's controls, made once; a new roll only changes their properties, so that
    the update sent to every device stays small."""

    def __init__(self, index: int, size: float, t: Texts, *, still: bool) -> None:
        self.index = index
        self.t = t
        self.white = index < 3
        # White dice turn one way and black ones the other, alternately once and twice:
        # a roll looks thrown, not wound up.
        self.turns_per_roll = 0 if still else (1 + index % 2) * (1 if self.white else -1)
        self.ink = ft.Colors.BLACK if self.white else ft.Colors.WHITE
        self.icon = ft.Icon(ft.Icons.CIRCLE, color=self.ink, size=26, visible=False)
        self.label = ft.Text(
            color=self.ink, size=11, weight=ft.FontWeight.BOLD, text_align=ft.TextAlign.CENTER
        )
        self.used_mark = ft.Icon(ft.Icons.CHECK_CIRCLE, color=self.ink, size=12, visible=False)
        self.box = ft.Container(
            width=size,
            height=size,
            bgcolor=ft.Colors.WHITE if self.white else ft.Colors.BLACK,
            border=OUTLINE,
            border_radius=CORNERS,
            alignment=CENTRE,
            rotate=0.0,
            animate_rotation=None if still else SPIN,
            content=ft.Column(
                [self.icon, self.label, self.used_mark],
                spacing=0,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                alignment=ft.MainAxisAlignment.CENTER,
                width=size,
                height=size,
            ),
        )

    def draw(self, look: FaceLook) -> list[ft.Control]:
        """Each roll turns the die on by its turns, so that it spins to rest upright."""
        t, die, used = self.t, look.die, look.used
        before = self.shown
        box = self.box
        box.rotate = look.rolls * self.turns_per_roll * math.tau
        if look.picked != (before is not None and before.picked):
            box.foreground_decoration = PICKED if look.picked else None
        box.opacity = 0.35 if die is not None and (used or not die.usable) else 1.0
        colour = t("term.white" if self.white else "term.black")
        self.used_mark.visible = used
        if die is None:
            self.icon.visible = False
            self.label.value = colour
            box.tooltip = t("pd.die.blank", index=self.index + 1, colour=colour)
            return [box]
        number = "" if die.number is None else str(die.number)
        self.icon.visible = True
        self.icon.icon = ICONS[die.symbol]
        self.label.value = f"{number} {colour[0].upper()}".strip()
        label = t(
            "pd.die.label",
            index=self.index + 1,
            colour=colour,
            symbol=t(f"term.{die.symbol}"),
            number=number,
        ).strip()
        box.tooltip = t("pd.die.used", label=label) if used else label
        return [box]


# A picked die gets a thick ring in the theme's colour over its thin outline. The ring is
# the die's own foreground, not a control laid over it (every control of a die is
# compared again on each roll, on every device at the table), and taking it away sends
# one property where a new border is sent whole.
OUTLINE = fixed(ft.Border.all(2, ft.Colors.OUTLINE))
PICKED = fixed(ft.BoxDecoration(border=ft.Border.all(4, ft.Colors.PRIMARY), border_radius=10))


@dataclass(frozen=True)
class Roll:
    """What the tray shows: the dice (``None``: not rolled yet), those used, the one
    picked."""

    dice: tuple[Die, ...] | None
    used: tuple[int, ...] = ()
    picked: int | None = None


@isolated
class DiceTray(Restyled[Roll], ft.Container):
    """Shows a roll; a tap on a die calls ``on_pick(index)``. A ``still`` tray never spins
    its dice (for a person who asked their device for little motion)."""

    def __init__(
        self,
        texts: Texts,
        on_pick: Callable[[int], None],
        *,
        narrow: bool = False,
        still: bool = False,
    ) -> None:
        super().__init__()
        self.t = texts
        self.on_pick = on_pick
        size = PHONE_DIE_SIZE if narrow else DIE_SIZE
        self.height_px = size
        self.dice_faces = [Face(index, size, texts, still=still) for index in range(6)]
        for index, face in enumerate(self.dice_faces):
            face.box.on_click = lambda e, i=index: self.on_pick(i)
        self.faces = [face.box for face in self.dice_faces]
        self.content = ft.Row([*self.faces], wrap=True, spacing=6 if narrow else 8, run_spacing=8)
        self.rolls = 0
        self.show(Roll(None))

    def draw(self, value: Roll) -> list[ft.Control]:
        """The faces that changed. A tap on any face reaches ``on_pick``, which says why
        a used or skull die cannot be picked. Dice other than those shown are a new roll,
        and spin.

        The faces go to the device in the screen's one message
        (:func:`ui.widgets.together.update_together`), never one by one: the client draws
        a frame after each message it takes in, and on a phone a frame of the sheet is
        dear, so six dice sent apart would be drawn in several frames, each spinning more
        of them. A face alone is what a picked or used die sends; the tray, the unchanged
        faces compared again."""
        dice, before = value.dice, self.shown
        if dice is not None and dice != (before.dice if before is not None else None):
            self.rolls += 1
        changed: list[ft.Control] = []
        for index, face in enumerate(self.dice_faces):
            look = FaceLook(
                dice[index] if dice else None,
                index in value.used,
                value.picked == index,
                self.rolls,
            )
            changed += face.show(look)
        return changed

"""The six shared dice: white ones white, black ones black, each with its symbol, number
and the word for its colour, so that no die is told apart by colour alone.

A new roll spins the dice on each device's own client: the server sends the roll once,
every die with its new faces and its angle turned on by a whole number of turns, and the
client turns the die to that angle. Every device is sent the same turns for the same
roll, so the table sees one spin, and a die always comes to rest upright. On a device
whose person asked for little motion the dice stay still: the new faces are there at once.

Once a device's spin is over (its client says so), the dice are put back at no angle at
all, at once, which looks the same. A die left at a whole number of turns is drawn
turned by a hair (the sine of a full turn is not quite 0 in floating point), and a
browser without a graphics card draws a turned rounded box much more slowly than an
upright one, in every frame of the sheet until the next roll.
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
from ui.widgets.together import update_together

DIE_SIZE = 58
PHONE_DIE_SIZE = 50
SPIN_MS = 450
SPIN = fixed(ft.Animation(duration=SPIN_MS, curve=ft.AnimationCurve.EASE_OUT_BACK))
# How a die is put back at rest after a spin: at once.
AT_ONCE = fixed(ft.Animation(duration=0))
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
        # The angle the die is turned to: 0 at rest, whole turns while a roll spins it.
        self.angle = 0.0
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
        if self.turns_per_roll and before is not None and look.rolls != before.rolls:
            self.angle += (look.rolls - before.rolls) * self.turns_per_roll * math.tau
            box.animate_rotation = SPIN
        box.rotate = self.angle
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

    def rest(self) -> list[ft.Control]:
        """Put the die back at no angle, at once, after its spin (what to send)."""
        if self.angle == 0:
            return []
        self.angle = 0.0
        self.box.rotate = 0.0
        self.box.animate_rotation = AT_ONCE
        return [self.box]


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
        if not still:
            # Every die spins as long as the others: the first one says when all stopped.
            self.dice_faces[0].box.on_animation_end = self._spun
        self.faces = [face.box for face in self.dice_faces]
        self.content = ft.Row([*self.faces], wrap=True, spacing=6 if narrow else 8, run_spacing=8)
        self.rolls = 0
        self.show(Roll(None))

    def _spun(self, e: ft.Event[ft.LayoutControl]) -> None:
        """The client's dice stopped turning: they are put back at rest, in one message
        (nothing is sent for the end of putting them back)."""
        changed = []
        if e.data == "rotation":
            changed = [box for face in self.dice_faces for box in face.rest()]
        if changed:
            update_together(self.page, changed)
        else:
            # Flet leaves this method of its context unannotated.
            ft.context.mark_update_called()  # type: ignore[no-untyped-call]

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

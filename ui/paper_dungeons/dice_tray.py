"""The six shared dice: white ones white, black ones black, each with its symbol, number
and the word for its colour, so that no die is told apart by colour alone."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from sheets.paper_dungeons.dice import Die, symbols_of
from ui.i18n import Texts
from ui.widgets.symbols import ICONS

DIE_SIZE = 58
PHONE_DIE_SIZE = 50


@ft.control(isolated=True)
class DiceTray(ft.Container):
    """Shows a roll; a tap on a usable die calls ``on_pick(index)``."""

    def __init__(
        self,
        texts: Texts,
        on_pick: Callable[[int], None],
        *,
        narrow: bool = False,
        **kwargs: object,
    ) -> None:
        super().__init__(**kwargs)
        self.t = texts
        self.on_pick = on_pick
        size = PHONE_DIE_SIZE if narrow else DIE_SIZE
        self.faces = [ft.Container(width=size, height=size) for _ in range(6)]
        self.content = ft.Row(self.faces, wrap=True, spacing=6 if narrow else 8, run_spacing=8)
        self.show(None, (), None)

    def show(
        self, dice: tuple[Die, ...] | None, used: tuple[int, ...], selected: int | None
    ) -> None:
        for index, face in enumerate(self.faces):
            die = dice[index] if dice else None
            _style(face, die, index, used, selected, self.t)
            usable = die is not None and die.usable and index not in used
            face.on_click = (lambda e, i=index: self.on_pick(i)) if usable else None

    def spin(self, frame: int) -> None:
        """One frame of the rolling animation: faces go round, nothing can be picked."""
        for index, face in enumerate(self.faces):
            colour = "white" if index < 3 else "black"
            symbols = symbols_of(colour)
            symbol = symbols[(frame + index * 2) % len(symbols)]
            _style(face, Die(index, colour, symbol, None), index, (), None, self.t)
            face.on_click = None


def _style(
    face: ft.Container,
    die: Die | None,
    index: int,
    used: tuple[int, ...],
    selected: int | None,
    t: Texts,
) -> None:
    white = index < 3
    ink = ft.Colors.BLACK if white else ft.Colors.WHITE
    face.bgcolor = ft.Colors.WHITE if white else ft.Colors.BLACK
    face.border_radius = ft.BorderRadius.all(10)
    picked = selected == index
    face.border = ft.Border.all(
        4 if picked else 2, ft.Colors.PRIMARY if picked else ft.Colors.OUTLINE
    )
    face.opacity = 0.35 if die is not None and (index in used or not die.usable) else 1.0
    colour_word = t("term.white" if white else "term.black")
    if die is None:
        face.content = ft.Text(colour_word, color=ink, size=11, text_align=ft.TextAlign.CENTER)
        face.alignment = ft.Alignment.CENTER
        face.tooltip = t("pd.die.blank", index=index + 1, colour=colour_word)
        return
    number = "" if die.number is None else str(die.number)
    face.tooltip = t(
        "pd.die.label",
        index=index + 1,
        colour=colour_word,
        symbol=t(f"term.{die.symbol}"),
        number=number,
    ).strip()
    face.alignment = ft.Alignment.CENTER
    face.content = ft.Column(
        [
            ft.Icon(ICONS[die.symbol], color=ink, size=26),
            ft.Text(
                f"{number} {colour_word[0].upper()}".strip(),
                color=ink,
                size=11,
                weight=ft.FontWeight.BOLD,
            ),
        ],
        spacing=0,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        alignment=ft.MainAxisAlignment.CENTER,
    )
    if index in used:
        face.content.controls.append(ft.Icon(ft.Icons.CHECK_CIRCLE, color=ink, size=12))

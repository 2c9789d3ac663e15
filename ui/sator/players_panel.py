"""Every player's public books: lost books collected, cards in hand, the Liber Fidei used
(face up, so everybody may know them), where their gargoyle is; and the table's piles and
the walkways taken off the board for good."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from sheets.i18n import joined
from sheets.sator.content import load_content
from sheets.sator.house_rules import HouseRules
from sheets.sator.names import colour_name, piece_name
from sheets.sator.view import PlayerView
from ui.i18n import Texts
from ui.sator.names import colour_mark
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Redrawn


@dataclass(frozen=True, slots=True)
class TableShown:
    players: tuple[PlayerView, ...]
    active: int | None
    held: frozenset[int]
    incertus_pile: int
    incertus_discard: int
    removed: tuple[str, ...]
    rules: HouseRules
    in_play: bool


@isolated
class PlayersPanel(Redrawn[TableShown], ft.Column):
    def __init__(self, texts: Texts) -> None:
        super().__init__(spacing=8)
        self.t = texts
        self.title = ft.Text(
            texts("sator.table.players"), theme_style=ft.TextThemeStyle.TITLE_MEDIUM
        )
        # Each player's card is made again only when what it shows changed: the others
        # are the controls the device has, and nothing of them is sent.
        self.cards: dict[int, PlayerCard] = {}

    def draw(self, value: TableShown) -> None:
        t, shown = self.t, value
        controls: list[ft.Control] = [self.title]
        for player in shown.players:
            if player.seat not in self.cards:
                self.cards[player.seat] = PlayerCard(t)
            card = self.cards[player.seat]
            card.show(
                CardShown(
                    player,
                    active=player.seat == shown.active,
                    own_device=player.seat in shown.held,
                    in_play=shown.in_play,
                    rules=shown.rules,
                )
            )
            controls.append(card.control)
        if shown.in_play:
            controls.append(
                ft.Text(
                    t(
                        "sator.table.piles",
                        pile=shown.incertus_pile,
                        discard=shown.incertus_discard,
                    )
                )
            )
        if shown.removed:
            pieces = joined(
                (piece_name(p, t.language, shown.rules) for p in shown.removed), t.language
            )
            controls.append(ft.Text(t("sator.table.removed", pieces=pieces)))
        self.controls = controls


@dataclass(frozen=True, slots=True)
class CardShown:
    player: PlayerView
    active: bool
    own_device: bool
    in_play: bool
    rules: HouseRules


class PlayerCard(Redrawn[CardShown]):
    """A player's card, made afresh for what it shows."""

    def __init__(self, texts: Texts) -> None:
        self.t = texts
        self.control: ft.Control = ft.Card()

    def draw(self, value: CardShown) -> None:
        t, rules, player = self.t, value.rules, value.player
        colour = colour_name(player.colour, t.language, rules)
        title = t("sator.table.player", number=player.number, name=player.name, colour=colour)
        badges: list[ft.Control] = []
        if value.active:
            badges.append(_badge(t("sator.table.active"), ft.Icons.PLAY_ARROW))
        if value.own_device:
            badges.append(_badge(t("sator.table.own_device"), ft.Icons.SMARTPHONE))
        lines: list[ft.Control] = [
            ft.Row(
                [colour_mark(player.colour), ft.Text(title, weight=ft.FontWeight.BOLD, expand=True)]
            ),
            ft.Row(badges, wrap=True, spacing=6) if badges else ft.Container(),
            books_row(t, player.books, icon_size=22),
        ]
        if value.in_play:
            used = ", ".join(map(str, sorted(player.prayers_used)))
            lines += [
                ft.Text(
                    t(
                        "sator.table.hand",
                        count=player.hand_size,
                        prayers=player.prayers_in_hand,
                        pile=player.prayer_pile,
                    ),
                    size=13,
                ),
                prayers_used(t, player, used),
                ft.Text(self._gargoyle(player, rules), size=13),
            ]
        elif player.walkways_to_place:
            lines.append(ft.Text(t("sator.table.to_place", count=player.walkways_to_place)))
        self.control = ft.Card(ft.Container(ft.Column(lines, spacing=4), padding=10))

    def _gargoyle(self, player: PlayerView, rules: HouseRules) -> str:
        t = self.t
        gargoyle = player.gargoyle
        if gargoyle.where == "board" and gargoyle.piece is not None:
            return t("sator.table.gargoyle_on", piece=piece_name(gargoyle.piece, t.language, rules))
        return t("sator.table.gargoyle", where=t(f"sator.gargoyle.{gargoyle.where}"))


def _badge(text: str, icon: ft.IconData) -> ft.Control:
    return ft.Container(
        ft.Row([ft.Icon(icon, size=14), ft.Text(text, size=12)], spacing=4, tight=True),
        padding=ft.Padding.symmetric(horizontal=6, vertical=2),
        border=ft.Border.all(1, ft.Colors.OUTLINE),
        border_radius=ft.BorderRadius.all(8),
    )


def books_row(t: Texts, books: int, *, icon_size: float | None = None) -> ft.Control:
    """The books a player has collected out of those of a colour, drawn and counted."""
    total = load_content().rules.books_per_colour
    return ft.Row(
        [
            *[
                ft.Icon(ft.Icons.BOOK if index < books else ft.Icons.BOOK_OUTLINED, size=icon_size)
                for index in range(total)
            ],
            ft.Text(t("sator.table.books", books=books, total=total)),
        ],
        spacing=2,
    )


def prayers_used(t: Texts, player: PlayerView, listed: str) -> ft.Control:
    """The prayers ``player`` has used (``listed`` as the screen names them) of all."""
    return ft.Text(
        t(
            "sator.table.used",
            prayers=listed or t("common.none"),
            count=len(player.prayers_used),
            total=len(load_content().prayers),
        ),
        size=13,
    )

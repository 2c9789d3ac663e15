"""One card per magician: madness where it is, support against its limit, spells known
(ready, used, neutralised) against the limit, the ability, and a door to the card
effects that happen to that player. Each card is redrawn and sent only when its player
changed."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from sheets.big_book_of_madness.actions import (
    AirAsAny,
    ChangeSupport,
    DiscardMadnessDraw,
    DrawBanish,
    GainMadness,
    RefreshAnySpell,
    SwapWithSupport,
)
from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.view import PlayerView, SpellView, TableView
from sheets.core.actions import Action
from ui.big_book_of_madness.buttons import Doers, action_button
from ui.big_book_of_madness.look import ELEMENT_COLOUR, ELEMENT_ICON, tint
from ui.big_book_of_madness.slots import Slot
from ui.big_book_of_madness.words import Words
from ui.widgets.common import unverified_badge


class PlayersHost(Protocol):
    @property
    def doers(self) -> Doers: ...

    def use_ability(self, seat: int) -> None: ...

    def open_player(self, seat: int) -> None: ...


@ft.control(isolated=True)
class PlayerCard(ft.Container):
    def __init__(self, words: Words, host: PlayersHost, seat: int, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.words = words
        self.host = host
        self.doers = host.doers
        self.seat_number = seat
        self.shown: object = None
        self.frame: bool | None = None
        self.padding = 12
        self.border_radius = ft.BorderRadius.all(12)
        self.slots = [Slot() for _ in range(6)]
        self.content = ft.Column([slot.holder for slot in self.slots], spacing=6)

    def show(self, view: TableView) -> list[ft.Control]:
        """Bring the card up to date; each part is rebuilt only when what it shows
        changed (a new turn redraws the head and the ability of two cards, not all).
        The parts that changed, for the caller to send."""
        player = view.players[self.seat_number]
        playing = view.phase not in ("setup", "over")
        unsure = "magician_abilities" in view.unverified
        out = player.eliminated
        # An ability's use may hang on other players' cards (a used spell to refresh).
        usable = player.active and playing and not out and self._usable(player)
        shown = (player, playing, view.phase == "recovery" and player.active, unsure, usable)
        if shown == self.shown:
            return []
        first = self.shown is None
        self.shown = shown
        changed: list[ft.Control] = []
        if first or self.frame != player.active:
            self.frame = player.active
            self.bgcolor = (
                ft.Colors.SECONDARY_CONTAINER if player.active else ft.Colors.SURFACE_CONTAINER
            )
            self.border = ft.Border.all(
                3 if player.active else 1,
                ft.Colors.PRIMARY if player.active else ft.Colors.OUTLINE_VARIANT,
            )
            changed.append(self)
        head, madness, support, spells, ability, effects = self.slots
        fills = [
            (
                head,
                (player.name, player.magician, player.active, out, playing),
                lambda: self._head(view, player),
            ),
            (
                madness,
                None if out else (player.madness, player.madness_support, playing),
                lambda: None if out else self._madness(player, playing),
            ),
            (
                support,
                None
                if out
                else (player.support, player.madness_support, player.support_limit, playing),
                lambda: None if out else self._support(player, playing),
            ),
            (
                spells,
                None if out else (player.spells, player.spell_limit),
                lambda: None if out else self._spells(player),
            ),
            (
                ability,
                None if out else (player.ability, player.ability_used, player.active, shown[1:]),
                lambda: None if out else self._ability(view, player),
            ),
            (
                effects,
                playing and not out,
                lambda: self._effects() if playing and not out else None,
            ),
        ]
        changed += [slot.holder for slot, key, build in fills if slot.fill(key, build)]
        return changed

    def _usable(self, player: PlayerView) -> bool:
        probe = ability_probe(self.words, self.seat_number, player.ability)
        return self.doers.judge(probe) is None

    def _head(self, view: TableView, player: PlayerView) -> ft.Control:
        w = self.words
        head: list[ft.Control] = [
            ft.Icon(
                ft.Icons.SENTIMENT_VERY_DISSATISFIED
                if player.eliminated
                else ft.Icons.STAR
                if player.active
                else ft.Icons.PERSON
            ),
            ft.Text(player.name, size=18, weight=ft.FontWeight.BOLD),
            ft.Text(w.magician(player.magician), size=14),
        ]
        if player.active and view.phase not in ("setup", "over"):
            head.append(_tag(w("bbm.ui.their_turn"), ft.Colors.PRIMARY))
        if player.eliminated:
            head.append(
                _tag(w("bbm.ui.scared_to_death", player=w.person(player.seat)), ft.Colors.ERROR)
            )
        return ft.Row(head, wrap=True, vertical_alignment=ft.CrossAxisAlignment.CENTER)

    def _madness(self, player: PlayerView, playing: bool) -> ft.Control:
        """The madness the player owns, with the one tap most turns need: a madness card
        gained into the discard pile."""
        w = self.words
        controls: list[ft.Control] = [
            ft.Icon(ft.Icons.PSYCHOLOGY, size=20),
            ft.Text(
                w(
                    "bbm.ui.madness_count",
                    count=player.madness,
                    support=player.madness_support,
                ),
                expand=True,
            ),
        ]
        if playing:
            controls.append(
                action_button(
                    w,
                    self.doers,
                    w("bbm.ui.gain_one"),
                    GainMadness(seat=self.seat_number, player=self.seat_number),
                    icon=ft.Icons.ADD,
                )
            )
        return ft.Row(controls, vertical_alignment=ft.CrossAxisAlignment.CENTER)

    def _support(self, player: PlayerView, playing: bool) -> ft.Control:
        over = player.support > player.support_limit
        buttons = (
            [
                self._support_button(-1, ft.Icons.REMOVE, "bbm.ui.support_remove"),
                self._support_button(1, ft.Icons.ADD, "bbm.ui.support_add"),
            ]
            if playing
            else []
        )
        return ft.Row(
            [
                ft.Icon(
                    ft.Icons.WARNING_AMBER if over else ft.Icons.STYLE,
                    size=20,
                    color=ft.Colors.ERROR if over else None,
                ),
                ft.Text(
                    self.words(
                        "bbm.ui.support_line", support=player.support, limit=player.support_limit
                    )
                ),
                *buttons,
            ],
            wrap=True,
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def _spells(self, player: PlayerView) -> ft.Control:
        return ft.Column(
            [
                ft.Text(
                    self.words(
                        "bbm.ui.spells_line", count=len(player.spells), limit=player.spell_limit
                    ),
                    weight=ft.FontWeight.BOLD,
                ),
                ft.Row(
                    [self._spell(spell) for spell in player.spells],
                    wrap=True,
                    spacing=4,
                    run_spacing=4,
                ),
            ],
            spacing=6,
        )

    def _effects(self) -> ft.Control:
        return ft.OutlinedButton(
            self.words("bbm.ui.player_effects"),
            icon=ft.Icons.TUNE,
            height=44,
            on_click=lambda e: self.host.open_player(self.seat_number),
        )

    def _support_button(self, change: int, icon: ft.IconData, key: str) -> ft.Control:
        w = self.words
        action = ChangeSupport(seat=self.seat_number, player=self.seat_number, change=change)
        reason = self.doers.judge(action)
        if reason is None:
            return ft.IconButton(icon, tooltip=w(key), on_click=lambda e: self.doers.commit(action))
        return ft.IconButton(
            icon,
            tooltip=f"{w(key)}: {reason}",
            icon_color=ft.Colors.OUTLINE,
            on_click=lambda e: self.doers.notify(reason),
        )

    def _spell(self, spell: SpellView) -> ft.Control:
        w = self.words
        state = "neutralised" if spell.neutralised else "used" if spell.used else "ready"
        icon = {"neutralised": ft.Icons.BLOCK, "used": ft.Icons.REPLAY, "ready": ft.Icons.CHECK}[
            state
        ]
        return ft.Container(
            ft.Row(
                [
                    ft.Icon(
                        ELEMENT_ICON[spell.element], color=ELEMENT_COLOUR[spell.element], size=18
                    ),
                    ft.Text(w.spell(spell.id), size=13),
                    ft.Icon(icon, size=14),
                    ft.Text(w(f"bbm.ui.spell_state.{state}"), size=11, italic=True),
                ],
                spacing=3,
                tight=True,
            ),
            bgcolor=tint(ELEMENT_COLOUR[spell.element], 0.06 if state != "ready" else 0.18),
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
            border_radius=ft.BorderRadius.all(14),
            padding=ft.Padding.symmetric(horizontal=8, vertical=4),
            opacity=0.6 if state == "neutralised" else 1.0,
        )

    def _ability(self, view: TableView, player: PlayerView) -> ft.Control:
        w = self.words
        timing = load_content().ability(player.ability).timing
        badges: list[ft.Control] = [
            ft.Text(w.ability(player.ability), size=13, italic=True, expand=True)
        ]
        if "magician_abilities" in view.unverified:
            badges.append(unverified_badge(w("common.unverified")))
        controls: list[ft.Control] = [
            ft.Row(badges, vertical_alignment=ft.CrossAxisAlignment.START)
        ]
        if timing != "once_per_turn" or view.phase in ("setup", "over") or not player.active:
            return ft.Column(controls, spacing=4)
        if player.ability_used:
            controls.append(ft.Text(w("bbm.ui.ability_used"), size=13))
            return ft.Column(controls, spacing=4)
        controls.append(
            action_button(
                w,
                self.doers,
                w("bbm.ui.use_ability"),
                ability_probe(w, self.seat_number, player.ability),
                icon=ft.Icons.AUTO_FIX_HIGH,
                then=lambda: self.host.use_ability(self.seat_number),
            )
        )
        return ft.Column(controls, spacing=4)


def ability_probe(words: Words, seat: int, ability: str) -> Action:
    """An action of the ability that is legal whenever the ability can be used now, so
    that its refusal (not your turn, already used) is the ability's."""
    state = words.state
    if ability == "refresh_any_spell":
        used = [
            (owner, spell.id)
            for owner, player in enumerate(state.players)
            for spell in player.spells
            if spell.used and not spell.neutralised and not player.eliminated
        ]
        owner, spell = (
            used[0]
            if used
            else (seat, state.players[seat].spells[0].id if state.players[seat].spells else "")
        )
        return RefreshAnySpell(seat=seat, owner=owner, spell=spell)
    if ability == "discard_madness_draw":
        return DiscardMadnessDraw(seat=seat)
    if ability == "draw_banish_madness":
        return DrawBanish(seat=seat, drew_madness=False)
    if ability == "swap_hand_support":
        return SwapWithSupport(seat=seat)
    return AirAsAny(seat=seat)


def _tag(text: str, colour: str) -> ft.Control:
    return ft.Container(
        ft.Text(text, size=12, weight=ft.FontWeight.BOLD, color=colour),
        border=ft.Border.all(1, colour),
        border_radius=ft.BorderRadius.all(10),
        padding=ft.Padding.symmetric(horizontal=8, vertical=2),
    )

"""One card per magician: madness where it is, support against its limit, spells known
(ready, used, neutralised) against the limit, the ability, and a door to the card
effects that happen to that player. Each card is redrawn and sent only when its player
changed."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
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
from ui.big_book_of_madness.buttons import ActionButton, Doers
from ui.big_book_of_madness.slots import Part
from ui.big_book_of_madness.words import Words
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Parts, restyle


class PlayersHost(Protocol):
    @property
    def doers(self) -> Doers: ...

    def use_ability(self, seat: int) -> None: ...

    def open_player(self, seat: int) -> None: ...


@isolated
class PlayerCard(ft.Container):
    def __init__(self, words: Words, host: PlayersHost, seat: int) -> None:
        super().__init__()
        self.words = words
        self.host = host
        self.doers = host.doers
        self.seat_number = seat
        self.parts = Parts()
        self.padding = 12
        self.border_radius = 12
        self.head = Part()
        # The madness and the support, with their buttons: kept and rewritten in place,
        # as the cards below (the Grimoire phase changes several players' at once).
        self.madness_text = ft.Text(expand=True)
        self.support_icon = ft.Icon(ft.Icons.STYLE, size=20)
        self.support_text = ft.Text()
        self.records = {
            "bbm.ui.gain_one": self._record_button(ft.Icons.ADD, "bbm.ui.gain_one"),
            "bbm.ui.support_remove": self._record_button(ft.Icons.REMOVE, "bbm.ui.support_remove"),
            "bbm.ui.support_add": self._record_button(ft.Icons.ADD, "bbm.ui.support_add"),
        }
        # What each of those buttons records now, and why it is refused (``None``: it
        # is not).
        self.offers: dict[str, tuple[Action, str | None]] = {}
        self.counts = Part(
            ft.Column(
                [
                    ft.Row(
                        [
                            ft.Icon(ft.Icons.PSYCHOLOGY, size=20),
                            self.madness_text,
                            self.records["bbm.ui.gain_one"],
                        ],
                        vertical_alignment=ft.CrossAxisAlignment.CENTER,
                    ),
                    ft.Row(
                        [
                            self.support_icon,
                            self.support_text,
                            self.records["bbm.ui.support_remove"],
                            self.records["bbm.ui.support_add"],
                        ],
                        wrap=True,
                        vertical_alignment=ft.CrossAxisAlignment.CENTER,
                    ),
                ],
                spacing=6,
            )
        )
        # The spells, the ability and the door to the effects: kept, shown or hidden, and
        # rewritten in place (the phase of the player whose turn it is redraws them at
        # every step, and controls built anew would cost the server more each time).
        self.spells_text = ft.Text()
        self.ability_text = ft.Text(size=13, italic=True)
        self.used_text = ft.Text(words("bbm.ui.ability_used"), size=13, visible=False)
        self.ability_button = ActionButton(words, self.doers, icon=ft.Icons.AUTO_FIX_HIGH)
        self.effects_button = ft.OutlinedButton(
            words("bbm.ui.player_effects"),
            icon=ft.Icons.TUNE,
            on_click=lambda e: self.host.open_player(self.seat_number),
        )
        self.cards = Part(
            ft.Column(
                [
                    self.spells_text,
                    self.ability_text,
                    self.used_text,
                    self.ability_button,
                    self.effects_button,
                ],
                spacing=6,
            )
        )
        self.content = ft.Column([self.head, self.counts, self.cards], spacing=6)

    def refresh(self, view: TableView) -> list[ft.Control]:
        """Bring the card up to date; each part is rebuilt only when what it shows
        changed (a new turn redraws the head and the ability of two cards, not all).
        The parts that changed, for the caller to send."""
        player = view.players[self.seat_number]
        playing = view.phase not in ("setup", "over")
        unsure = "magician_abilities" in view.unverified
        out = player.eliminated
        # An ability's use may hang on other players' cards (a used spell to refresh).
        usable = player.active and playing and not out and self._usable(view, player)
        # Which records this device may send changes as phones take seats.
        allowed = tuple(self.doers.forbids(action) is None for action in self._records().values())
        shown = (
            player,
            playing,
            view.phase == "recovery" and player.active,
            unsure,
            usable,
            allowed,
        )
        changed: list[ft.Control] = []
        self.parts.show(
            "card",
            shown,
            lambda: changed.extend(
                self._draw(view, player, playing, unsure=unsure, usable=usable, allowed=allowed)
            ),
        )
        return changed

    def _draw(
        self,
        view: TableView,
        player: PlayerView,
        playing: bool,
        *,
        unsure: bool,
        usable: bool,
        allowed: tuple[bool, ...],
    ) -> list[ft.Control]:
        out = player.eliminated
        changed: list[ft.Control] = []
        if self.parts.show("frame", player.active, lambda: self._frame(player.active)):
            changed.append(self)
        fills: list[tuple[Part, object, Callable[[], ft.Control | None]]] = [
            (
                self.head,
                (player.name, player.magician, player.active, out, playing),
                lambda: self._head(view, player),
            ),
        ]
        for part, key, build in fills:
            changed += self.parts.send(part, key, partial(_fill, part, build))
        changed += self.parts.send(
            self.counts,
            None
            if out
            else (player.madness, player.support, player.madness_support, playing, allowed),
            lambda: restyle(self.counts, visible=False) if out else self._counts(player, playing),
        )
        changed += self.parts.send(
            self.cards,
            None if out else self._cards_key(view, player, playing, unsure, usable),
            lambda: restyle(self.cards, visible=False) if out else self._cards(view, player),
        )
        return changed

    def _frame(self, active: bool) -> None:
        """The card of the player whose turn it is stands out."""
        self.bgcolor = ft.Colors.SECONDARY_CONTAINER if active else ft.Colors.SURFACE_CONTAINER
        self.border = ft.Border.all(3, ft.Colors.PRIMARY) if active else None

    @staticmethod
    def _cards_key(
        view: TableView, player: PlayerView, playing: bool, unsure: bool, usable: bool
    ) -> object:
        """What the spells and the ability show: a madness card gained or a support card
        moved leaves them as they are (the phase counts only for the player whose turn it
        is, whose ability button may say why it waits)."""
        phase = view.phase if player.active else None
        return (
            player.spells,
            player.spell_limit,
            player.ability,
            player.ability_used,
            phase,
            playing,
            unsure,
            usable,
        )

    def _usable(self, view: TableView, player: PlayerView) -> bool:
        probe = ability_probe(view, self.seat_number, player.ability)
        return self.doers.judge(probe) is None

    def _head(self, view: TableView, player: PlayerView) -> ft.Control:
        w = self.words
        # Shown or hidden in its place: a new turn then changes it where it is (added and
        # taken away, it would be sent whole to each card).
        their_turn = _tag(w("bbm.ui.their_turn"), ft.Colors.PRIMARY)
        their_turn.visible = player.active and view.phase not in ("setup", "over")
        head: list[ft.Control] = [
            ft.Text(player.name, size=18, weight=ft.FontWeight.BOLD),
            ft.Text(w.magician(player.magician), size=14),
            their_turn,
        ]
        if player.eliminated:
            head.append(
                _tag(w("bbm.ui.scared_to_death", player=w.person(player.seat)), ft.Colors.ERROR)
            )
        return ft.Row(head, wrap=True, vertical_alignment=ft.CrossAxisAlignment.CENTER)

    def _counts(self, player: PlayerView, playing: bool) -> list[ft.Control]:
        """The madness the player owns, with the one tap most turns need (a madness card
        gained into the discard pile), and the support against its limit; the controls
        changed."""
        w = self.words
        over = player.support > player.support_limit
        madness = w("bbm.ui.madness_count", count=player.madness, support=player.madness_support)
        support = w("bbm.ui.support_line", support=player.support, limit=player.support_limit)
        changed: list[ft.Control] = [
            *restyle(self.counts, visible=True),
            *restyle(self.madness_text, value=madness),
            *restyle(
                self.support_icon,
                icon=ft.Icons.WARNING_AMBER if over else ft.Icons.STYLE,
                color=ft.Colors.ERROR if over else None,
            ),
            *restyle(self.support_text, value=support),
        ]
        for key, action in self._records().items():
            changed += self._offer(key, action, playing)
        return changed

    def _records(self) -> dict[str, Action]:
        """The frequent records the card's buttons make, by the button's words."""
        seat = self.seat_number
        return {
            "bbm.ui.gain_one": GainMadness(seat=seat, player=seat),
            "bbm.ui.support_remove": ChangeSupport(seat=seat, player=seat, change=-1),
            "bbm.ui.support_add": ChangeSupport(seat=seat, player=seat, change=1),
        }

    def _cards(self, view: TableView, player: PlayerView) -> list[ft.Control]:
        """The spells known, the ability, and the door to the effects on the player; the
        controls changed."""
        playing = view.phase not in ("setup", "over")
        return [
            *restyle(self.cards, visible=True),
            *restyle(self.spells_text, value=self._spells(player)),
            *self._ability(view, player),
            *restyle(self.effects_button, visible=playing),
        ]

    def _spells(self, player: PlayerView) -> str:
        """The spells known, in one line: a spell's state is named unless it is ready."""
        w = self.words
        named = ", ".join(
            w(
                "bbm.ui.spell_with_state",
                spell=w.spell(spell.id),
                state=w(f"bbm.ui.spell_state.{state}"),
            )
            if (state := _state(spell)) != "ready"
            else w.spell(spell.id)
            for spell in player.spells
        )
        return w(
            "bbm.ui.spells_list",
            count=len(player.spells),
            limit=player.spell_limit,
            spells=named,
        )

    def _record_button(self, icon: ft.IconData, key: str) -> ft.IconButton:
        """A small button for a frequent record: greyed when refused, saying why when
        tapped."""
        return ft.IconButton(icon, tooltip=self.words(key), on_click=lambda e: self._record(key))

    def _offer(self, key: str, action: Action, playing: bool) -> list[ft.Control]:
        """Have the button ``key`` record ``action`` while playing, on a device the game's
        contract lets send it (another player's phone is not offered it); the button,
        when its look changed."""
        offered = playing and self.doers.forbids(action) is None
        reason = self.doers.judge(action) if offered else None
        self.offers[key] = (action, reason)
        button = self.records[key]
        colour = ft.Colors.OUTLINE if reason is not None else None
        return restyle(button, visible=offered, icon_color=colour)

    def _record(self, key: str) -> None:
        action, reason = self.offers[key]
        if reason is None:
            self.doers.commit(action)
        else:
            self.doers.notify(reason)

    def _ability(self, view: TableView, player: PlayerView) -> list[ft.Control]:
        """The ability in words, and below it its button or that it was used, in the same
        places whether shown or not, so that a new turn changes them in place; the
        controls changed."""
        w = self.words
        timing = load_content().ability(player.ability).timing
        ability = w.ability(player.ability)
        if "magician_abilities" in view.unverified:
            ability = w("bbm.ui.ability_unverified", ability=ability)
        turn_ability = (
            timing == "once_per_turn" and view.phase not in ("setup", "over") and player.active
        )
        button = self.ability_button
        changed: list[ft.Control] = [
            *restyle(self.ability_text, value=ability),
            *restyle(self.used_text, visible=turn_ability and player.ability_used),
            *restyle(button, visible=turn_ability and not player.ability_used),
        ]
        if button.visible and button.offer(
            w("bbm.ui.use_ability"),
            ability_probe(view, self.seat_number, player.ability),
            then=lambda: self.host.use_ability(self.seat_number),
        ):
            changed.append(button)
        return changed


def ability_probe(view: TableView, seat: int, ability: str) -> Action:
    """An action of the ability that is legal whenever the ability can be used now, so
    that its refusal (not your turn, already used) is the ability's."""
    if ability == "refresh_any_spell":
        used = [
            (player.seat, spell.id)
            for player in view.players
            for spell in player.spells
            if spell.used and not spell.neutralised and not player.eliminated
        ]
        own = view.players[seat].spells
        owner, spell = used[0] if used else (seat, own[0].id if own else "")
        return RefreshAnySpell(seat=seat, owner=owner, spell=spell)
    if ability == "discard_madness_draw":
        return DiscardMadnessDraw(seat=seat)
    if ability == "draw_banish_madness":
        return DrawBanish(seat=seat, drew_madness=False)
    if ability == "swap_hand_support":
        return SwapWithSupport(seat=seat)
    return AirAsAny(seat=seat)


def _fill(part: Part, build: Callable[[], ft.Control | None]) -> list[ft.Control]:
    return part.hold(build())


def _state(spell: SpellView) -> str:
    return "neutralised" if spell.neutralised else "used" if spell.used else "ready"


def _tag(text: str, colour: str) -> ft.Text:
    return ft.Text(f"({text})", size=12, weight=ft.FontWeight.BOLD, color=colour)

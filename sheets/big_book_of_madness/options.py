"""What a seat may do now, so that the UI lights up the buttons that work and greys out
the rest without guessing.

Legality is asked of :func:`~sheets.big_book_of_madness.rules.apply` itself, so the
options can never disagree with the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from sheets.big_book_of_madness.actions import (
    AirAsAny,
    BanishByEffect,
    BanishMadness,
    BreakCurse,
    CastSpell,
    ChangeSupport,
    DestroyFromMadnessDeck,
    DestroyMadness,
    DiscardMadnessDraw,
    DrawBanish,
    GainMadness,
    LabelCurse,
    LearnSpell,
    MadnessUnderCurses,
    MoveMadness,
    NeutraliseCurse,
    NeutraliseSpell,
    NextStep,
    RefreshAnySpell,
    Reshuffle,
    RevealMonster,
    StartGame,
    SwapWithSupport,
)
from sheets.big_book_of_madness.content import ELEMENTS, PLACES, AbilityId, Element, Place
from sheets.big_book_of_madness.rules import apply
from sheets.big_book_of_madness.state import MADNESS_PLACES, MadnessPlace, TableState
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.registry import refusal_by


@dataclass(frozen=True, slots=True)
class CastOption:
    spell: str
    multiples: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LearnOption:
    """The face-up spell of a stack; at the spell limit, the spells that may make room."""

    element: Element
    spell: str
    must_destroy: bool
    destroyable: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayerBookkeeping:
    """What may be recorded about one player now (effects of cards, ability, curses)."""

    player: int
    gain_madness: bool
    reshuffle: bool
    banish_by_effect: tuple[MadnessPlace, ...]
    destroy_madness: tuple[MadnessPlace, ...]
    move_madness: tuple[tuple[MadnessPlace, MadnessPlace], ...]
    support_add: bool
    support_remove: bool
    neutralise_spell: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SeatOptions:
    seat: int
    start: bool
    next_step: bool
    next_step_refused: str | None
    reveal_monster: bool
    cast: tuple[CastOption, ...]
    learn: tuple[LearnOption, ...]
    break_curse: tuple[Place, ...]
    banish: tuple[tuple[int, MadnessPlace], ...]
    ability: AbilityId | None
    refresh_targets: tuple[tuple[int, str], ...]
    swaps: tuple[tuple[int, int], ...]
    draw_banish: tuple[bool, ...]
    neutralise_curse: tuple[Place, ...]
    label_curse: tuple[Place, ...]
    madness_under_curses: bool
    destroy_from_deck: bool
    players: tuple[PlayerBookkeeping, ...]


def refusal(state: TableState, action: Action) -> Illegal | None:
    """Why ``action`` would be refused, or ``None`` when it is legal."""
    return refusal_by(apply, state, action)


def legal(state: TableState, action: Action) -> bool:
    return refusal(state, action) is None


def options(state: TableState, seat: int) -> SeatOptions:
    next_refusal = refusal(state, NextStep(seat=seat))
    player = state.players[seat]
    refresh_targets = tuple(
        (owner, spell.id)
        for owner, other in enumerate(state.players)
        for spell in other.spells
        if legal(state, RefreshAnySpell(seat=seat, owner=owner, spell=spell.id))
    )
    swaps = tuple(
        (to_support, to_hand)
        for to_support in range(3)
        for to_hand in range(3)
        if legal(
            state,
            SwapWithSupport(seat=seat, madness_to_support=to_support, madness_to_hand=to_hand),
        )
    )
    draw_banish = tuple(
        drew for drew in (False, True) if legal(state, DrawBanish(seat=seat, drew_madness=drew))
    )
    return SeatOptions(
        seat=seat,
        start=legal(state, StartGame(seat=seat)),
        next_step=next_refusal is None,
        next_step_refused=next_refusal.reason if next_refusal else None,
        reveal_monster=legal(state, RevealMonster(seat=seat, elements=("water", "fire", "earth"))),
        cast=tuple(
            CastOption(spell=spell.id, multiples=multiples)
            for spell in player.spells
            if (multiples := _multiples(state, seat, spell.id))
        ),
        learn=tuple(
            option for element in ELEMENTS if (option := _learn(state, seat, element)) is not None
        ),
        break_curse=tuple(p for p in PLACES if legal(state, BreakCurse(seat=seat, place=p))),
        banish=tuple(
            (owner, source)
            for owner in range(len(state.players))
            for source in ("hand", "support")
            if legal(state, BanishMadness(seat=seat, owner=owner, source=source))
        ),
        ability=_ability(state, seat, bool(refresh_targets), bool(swaps), bool(draw_banish)),
        refresh_targets=refresh_targets,
        swaps=swaps,
        draw_banish=draw_banish,
        neutralise_curse=tuple(
            p for p in PLACES if legal(state, NeutraliseCurse(seat=seat, place=p))
        ),
        label_curse=tuple(
            p for p in PLACES if legal(state, LabelCurse(seat=seat, place=p, label=p))
        ),
        madness_under_curses=legal(state, MadnessUnderCurses(seat=seat)),
        destroy_from_deck=legal(state, DestroyFromMadnessDeck(seat=seat, count=1)),
        players=tuple(_bookkeeping(state, seat, player) for player in range(len(state.players))),
    )


def _multiples(state: TableState, seat: int, spell: str) -> tuple[int, ...]:
    return tuple(
        multiple
        for multiple in (1, 2, 3)
        if legal(state, CastSpell(seat=seat, spell=spell, multiple=multiple))
    )


def _learn(state: TableState, seat: int, element: Element) -> LearnOption | None:
    top = state.library_top(element)
    if top is None:
        return None
    if legal(state, LearnSpell(seat=seat, element=element)):
        return LearnOption(element=element, spell=top, must_destroy=False, destroyable=())
    destroyable = tuple(
        spell.id
        for spell in state.players[seat].spells
        if legal(state, LearnSpell(seat=seat, element=element, destroy=spell.id))
    )
    if not destroyable:
        return None
    return LearnOption(element=element, spell=top, must_destroy=True, destroyable=destroyable)


def _ability(
    state: TableState, seat: int, can_refresh: bool, can_swap: bool, can_draw: bool
) -> AbilityId | None:
    ability = state.rules.ability_of(state.players[seat].magician)
    usable = {
        "refresh_any_spell": can_refresh,
        "discard_madness_draw": legal(state, DiscardMadnessDraw(seat=seat)),
        "draw_banish_madness": can_draw,
        "swap_hand_support": can_swap,
        "air_as_any": legal(state, AirAsAny(seat=seat)),
    }
    return ability if usable.get(ability, False) else None


def _bookkeeping(state: TableState, seat: int, player: int) -> PlayerBookkeeping:
    return PlayerBookkeeping(
        player=player,
        gain_madness=legal(state, GainMadness(seat=seat, player=player)),
        reshuffle=legal(state, Reshuffle(seat=seat, player=player)),
        banish_by_effect=tuple(
            source
            for source in MADNESS_PLACES
            if legal(state, BanishByEffect(seat=seat, owner=player, source=source))
        ),
        destroy_madness=tuple(
            source
            for source in MADNESS_PLACES
            if legal(state, DestroyMadness(seat=seat, owner=player, source=source))
        ),
        move_madness=tuple(
            (source, target)
            for source in MADNESS_PLACES
            for target in MADNESS_PLACES
            if source != target
            and legal(state, MoveMadness(seat=seat, player=player, source=source, target=target))
        ),
        support_add=legal(state, ChangeSupport(seat=seat, player=player, change=1)),
        support_remove=legal(state, ChangeSupport(seat=seat, player=player, change=-1)),
        neutralise_spell=tuple(
            spell.id
            for spell in state.players[player].spells
            if legal(state, NeutraliseSpell(seat=seat, player=player, spell=spell.id))
        ),
    )


__all__ = [
    "CastOption",
    "LearnOption",
    "PlayerBookkeeping",
    "SeatOptions",
    "legal",
    "options",
    "refusal",
]

"""What a seat may do now, so that the UI lights up the buttons that work and greys out
the rest without guessing.

Legality is asked of :func:`~sheets.big_book_of_madness.rules.apply` itself, so the
options can never disagree with the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from sheets.big_book_of_madness.actions import (
    AcquireElement,
    AirAsAny,
    BanishByEffect,
    BanishMadness,
    BreakCurse,
    CastSpell,
    ChangeSupport,
    CountSupply,
    DestroyFromMadnessDeck,
    DestroyMadness,
    DiscardMadnessDraw,
    DrawBanish,
    EveryoneGainsMadness,
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
from sheets.big_book_of_madness.content import (
    ELEMENTS,
    PLACES,
    SUPPLY_VALUES,
    AbilityId,
    Element,
    Place,
    SupplyValue,
)
from sheets.big_book_of_madness.rules import apply
from sheets.big_book_of_madness.state import MADNESS_PLACES, MadnessPlace, TableState
from sheets.big_book_of_madness.turns import could_be_scared
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.registry import refusal_by


@dataclass(frozen=True, slots=True)
class CastOption:
    """A spell the seat may cast now, at these multiples; ``targets`` are the players it
    may let act (empty for a spell that lets nobody act); ``madness``: how many of the
    cards it takes from the hand can be madness at most (the caster's madness outside the
    support, for a spell that takes cards)."""

    spell: str
    multiples: tuple[int, ...]
    targets: tuple[int, ...] = ()
    madness: int = 0


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
    scare_question: tuple[int, ...]
    reveal_monster: bool
    cast: tuple[CastOption, ...]
    learn: tuple[LearnOption, ...]
    break_curse: tuple[Place, ...]
    rewards: tuple[Element, ...]
    acquire: tuple[tuple[Element, SupplyValue], ...]
    banish: tuple[tuple[int, MadnessPlace], ...]
    ability: AbilityId | None
    refresh_targets: tuple[tuple[int, str], ...]
    swaps: tuple[tuple[int, int], ...]
    draw_banish: tuple[bool, ...]
    neutralise_curse: tuple[Place, ...]
    label_curse: tuple[Place, ...]
    madness_under_curses: bool
    destroy_from_deck: bool
    everyone_gains: bool
    count_supply: bool


def refusal(state: TableState, action: Action) -> Illegal | None:
    """Why ``action`` would be refused, or ``None`` when it is legal."""
    return refusal_by(apply, state, action)


def legal(state: TableState, action: Action) -> bool:
    return refusal(state, action) is None


def options(state: TableState, seat: int) -> SeatOptions:
    question = could_be_scared(state) if state.phase == "recovery" else ()
    next_refusal = refusal(state, NextStep(seat=seat, scared=() if question else None))
    player = state.players[seat]
    rewards = tuple(element for element in ELEMENTS if state.pile(element, 2))
    # Only the seat's own ability is worth asking about.
    own = state.rules.ability_of(player.magician)
    refresh_targets = tuple(
        (owner, spell.id)
        for owner, other in enumerate(state.players)
        for spell in other.spells
        if own == "refresh_any_spell"
        and legal(state, RefreshAnySpell(seat=seat, owner=owner, spell=spell.id))
    )
    swaps = tuple(
        (to_support, to_hand)
        for to_support in range(3)
        for to_hand in range(3)
        if own == "swap_hand_support"
        and legal(
            state,
            SwapWithSupport(seat=seat, madness_to_support=to_support, madness_to_hand=to_hand),
        )
    )
    draw_banish = tuple(
        drew
        for drew in (False, True)
        if own == "draw_banish_madness" and legal(state, DrawBanish(seat=seat, drew_madness=drew))
    )
    return SeatOptions(
        seat=seat,
        start=legal(state, StartGame(seat=seat)),
        next_step=next_refusal is None,
        next_step_refused=next_refusal.reason if next_refusal else None,
        scare_question=question,
        reveal_monster=legal(state, RevealMonster(seat=seat, elements=("water", "fire", "earth"))),
        cast=tuple(cast for spell in player.spells if (cast := _cast(state, seat, spell.id))),
        learn=tuple(
            option for element in ELEMENTS if (option := _learn(state, seat, element)) is not None
        ),
        break_curse=tuple(
            p
            for p in PLACES
            if legal(state, BreakCurse(seat=seat, place=p, reward=rewards[0] if rewards else None))
        ),
        rewards=rewards,
        acquire=tuple(
            (element, value)
            for element in ELEMENTS
            for value in SUPPLY_VALUES
            if legal(state, AcquireElement(seat=seat, element=element, value=value))
        ),
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
        everyone_gains=legal(state, EveryoneGainsMadness(seat=seat)),
        count_supply=legal(state, CountSupply(seat=seat, element="water", value=2, count=0)),
    )


def _cast(state: TableState, seat: int, spell: str) -> CastOption | None:
    """How ``spell`` may be cast now; a spell that lets another player act needs one."""
    if not state.rules.grants_actions(spell):
        multiples = tuple(
            multiple
            for multiple in (1, 2, 3)
            if legal(state, CastSpell(seat=seat, spell=spell, multiple=multiple))
        )
        if not multiples:
            return None
        most = multiples[-1]
        madness = max(
            count
            for count in range(most + 1)
            if count == 0
            or legal(state, CastSpell(seat=seat, spell=spell, multiple=most, madness=count))
        )
        return CastOption(spell=spell, multiples=multiples, madness=madness)
    targets = tuple(
        target
        for target in state.remaining_players
        if legal(state, CastSpell(seat=seat, spell=spell, target=target))
    )
    if not targets:
        return None
    multiples = tuple(
        multiple
        for multiple in (1, 2, 3)
        if legal(state, CastSpell(seat=seat, spell=spell, multiple=multiple, target=targets[0]))
    )
    return CastOption(spell=spell, multiples=multiples, targets=targets)


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


def bookkeeping(state: TableState, seat: int, player: int) -> PlayerBookkeeping:
    """What ``seat`` may record now about the cards of ``player`` (asked apart from
    :func:`options`, which a screen asks after every change)."""
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
    "bookkeeping",
    "legal",
    "options",
    "refusal",
]

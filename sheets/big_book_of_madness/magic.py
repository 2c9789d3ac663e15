"""Spells, support and magician abilities: casting, learning from the library, the spell
and support limits, neutralised spells, and the abilities usable once per own turn."""

from __future__ import annotations

from dataclasses import replace

from sheets.big_book_of_madness.actions import (
    ABILITY_OF_ACTION,
    AbilityAction,
    CastSpell,
    ChangeSupport,
    DiscardMadnessDraw,
    DrawBanish,
    LearnSpell,
    NeutraliseSpell,
    RefreshAnySpell,
    SwapWithSupport,
)
from sheets.big_book_of_madness.checks import (
    require_phase,
    require_play,
    require_player,
    with_player,
)
from sheets.big_book_of_madness.content import ELEMENTS, load_content
from sheets.big_book_of_madness.state import KnownSpell, MadnessPlace, PlayerState, TableState
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition

MAX_SWAPPED = 2


def cast(state: TableState, action: CastSpell) -> Transition:
    require_phase(state, "actions")
    player = require_player(state, action.seat)
    spell = _known(player, action.seat, action.spell)
    if spell.neutralised:
        raise Illegal("bbm_spell_neutralised", spell=spell.id)
    if spell.cast_this_turn:
        raise Illegal("bbm_spell_already_cast", spell=spell.id)
    if spell.used:
        raise Illegal("bbm_spell_used", spell=spell.id)
    content = load_content()
    if not 1 <= action.multiple <= content.max_multiple:
        raise Illegal("bbm_bad_multiple", multiple=action.multiple, max=content.max_multiple)
    state = with_player(
        state, action.seat, player.with_spell(replace(spell, used=True, cast_this_turn=True))
    )
    events = [
        Event(
            "bbm_spell_cast",
            action.seat,
            {
                "spell": spell.id,
                "multiple": action.multiple,
                "cost": state.rules.spell_level(spell.id) * action.multiple,
                "element": state.rules.spell_element(spell.id),
                "granted": action.seat != state.active,
            },
        )
    ]
    basic = content.basic_spell(spell.id)
    if basic is not None:
        events.append(Event(f"bbm_effect_{basic.effect}", action.seat, {"count": action.multiple}))
    return Transition(state, tuple(events))


def learn(state: TableState, action: LearnSpell) -> Transition:
    require_phase(state, "actions")
    player = require_player(state, action.seat)
    learned = state.library_top(action.element)
    if learned is None:
        raise Illegal("bbm_library_empty", element=action.element)
    limit = state.spell_limit(action.seat)
    events = []
    if len(player.spells) >= limit:
        if action.destroy is None:
            raise Illegal("bbm_spell_limit_reached", limit=limit)
        _known(player, action.seat, action.destroy)
        player = player.but(spells=tuple(s for s in player.spells if s.id != action.destroy))
        events.append(Event("bbm_spell_destroyed", action.seat, {"spell": action.destroy}))
    elif action.destroy is not None:
        raise Illegal("bbm_no_need_to_destroy", limit=limit, spells=len(player.spells))
    player = player.but(spells=(*player.spells, KnownSpell(id=learned)))
    index = ELEMENTS.index(action.element)
    stack = state.library[index][1:]
    library = (*state.library[:index], stack, *state.library[index + 1 :])
    state = with_player(state, action.seat, player).but(library=library)
    events.append(
        Event(
            "bbm_spell_learned",
            action.seat,
            {
                "spell": learned,
                "element": action.element,
                "cost": load_content().costs.learn,
                "granted": action.seat != state.active,
            },
        )
    )
    if stack:
        events.append(
            Event("bbm_library_turned", None, {"element": action.element, "spell": stack[0]})
        )
    return Transition(state, tuple(events))


def neutralise_spell(state: TableState, action: NeutraliseSpell) -> Transition:
    require_play(state)
    player = require_player(state, action.player)
    spell = _known(player, action.player, action.spell)
    if spell.neutralised:
        raise Illegal("bbm_spell_already_neutralised", spell=spell.id)
    state = with_player(state, action.player, player.with_spell(replace(spell, neutralised=True)))
    return Transition(state, (Event("bbm_spell_neutralised", action.player, {"spell": spell.id}),))


def change_support(state: TableState, action: ChangeSupport) -> Transition:
    """Element cards into or out of a support. Adding by choice stops at the limit."""
    require_play(state)
    player = require_player(state, action.player)
    limit = state.support_limit(action.player)
    if action.change == 0:
        raise Illegal("bbm_count_not_positive", count=0)
    if action.change > 0 and player.support + action.change > limit:
        raise Illegal("bbm_support_full", player=action.player, support=player.support, limit=limit)
    if player.support_cards + action.change < 0:
        raise Illegal("bbm_not_enough_support", player=action.player, have=player.support_cards)
    player = player.but(support_cards=player.support_cards + action.change)
    event = Event(
        "bbm_support_changed",
        action.player,
        {"change": action.change, "support": player.support, "limit": limit},
    )
    return Transition(with_player(state, action.player, player), (event,))


def use_ability(state: TableState, action: AbilityAction) -> Transition:
    """A magician ability: its player's, during their own turn, once in that turn."""
    require_play(state)
    player = require_player(state, action.seat)
    ability = ABILITY_OF_ACTION[type(action)]
    if state.rules.ability_of(player.magician) != ability:
        raise Illegal("bbm_not_your_ability", ability=ability)
    if action.seat != state.active:
        raise Illegal("bbm_not_your_turn", active=state.active)
    if player.ability_used:
        raise Illegal("bbm_ability_already_used", ability=ability)
    events = [Event("bbm_ability_used", action.seat, {"ability": ability})]
    player = player.but(ability_used=True)
    if isinstance(action, RefreshAnySpell):
        state, refreshed = _refresh_spell(with_player(state, action.seat, player), action)
        return Transition(state, (*events, refreshed))
    if isinstance(action, DiscardMadnessDraw):
        if state.phase == "recovery":
            raise Illegal("bbm_no_madness_discard_in_recovery")
        player = _move_own_madness(player, action.seat, "hand", "piles")
    elif isinstance(action, DrawBanish) and action.drew_madness:
        player = _move_own_madness(player, action.seat, "piles", None)
        state = state.but(madness_deck=state.madness_deck + 1)
        events.append(
            Event(
                "bbm_madness_banished",
                action.seat,
                {
                    "source": "piles",
                    "count": 1,
                    "by": action.seat,
                    "paid": False,
                    "granted": False,
                    "deck": state.madness_deck,
                },
            )
        )
    elif isinstance(action, SwapWithSupport):
        player = _swap(player, action)
    return Transition(with_player(state, action.seat, player), tuple(events))


def _refresh_spell(state: TableState, action: RefreshAnySpell) -> tuple[TableState, Event]:
    owner = require_player(state, action.owner)
    spell = _known(owner, action.owner, action.spell)
    if spell.neutralised:
        raise Illegal("bbm_spell_neutralised", spell=spell.id)
    if not spell.used:
        raise Illegal("bbm_spell_not_used", spell=spell.id)
    state = with_player(state, action.owner, owner.with_spell(replace(spell, used=False)))
    event = Event("bbm_spell_refreshed", action.owner, {"spell": spell.id, "by": action.seat})
    return state, event


def _move_own_madness(
    player: PlayerState, seat: int, source: MadnessPlace, target: MadnessPlace | None
) -> PlayerState:
    have = player.madness_in(source)
    if have < 1:
        raise Illegal("bbm_not_enough_madness", player=seat, source=source, have=have, count=1)
    player = player.with_madness(source, -1)
    return player.with_madness(target, 1) if target else player


def _swap(player: PlayerState, action: SwapWithSupport) -> PlayerState:
    """Up to two hand cards trade places with as many support cards; only the madness
    among them changes what the app counts."""
    to_support, to_hand = action.madness_to_support, action.madness_to_hand
    if not (0 <= to_support <= MAX_SWAPPED and 0 <= to_hand <= MAX_SWAPPED):
        raise Illegal("bbm_bad_swap", most=MAX_SWAPPED)
    if to_support > player.madness_hand:
        raise Illegal(
            "bbm_not_enough_madness",
            player=action.seat,
            source="hand",
            have=player.madness_hand,
            count=to_support,
        )
    if to_hand > player.madness_support:
        raise Illegal(
            "bbm_not_enough_madness",
            player=action.seat,
            source="support",
            have=player.madness_support,
            count=to_hand,
        )
    if max(to_support, to_hand) - to_hand > player.support_cards:
        raise Illegal("bbm_not_enough_support", player=action.seat, have=player.support)
    return player.but(
        madness_hand=player.madness_hand - to_support + to_hand,
        madness_support=player.madness_support + to_support - to_hand,
        support_cards=player.support_cards - to_support + to_hand,
    )


def _known(player: PlayerState, seat: int, spell_id: str) -> KnownSpell:
    spell = player.spell(spell_id)
    if spell is None:
        raise Illegal("bbm_spell_not_known", player=seat, spell=spell_id)
    return spell

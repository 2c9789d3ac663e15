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
    require_play,
    require_player,
    take_turn_action,
    with_player,
)
from sheets.big_book_of_madness.content import ELEMENTS, load_content
from sheets.big_book_of_madness.state import KnownSpell, PlayerState, TableState
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition

MAX_SWAPPED = 2


def cast(state: TableState, action: CastSpell) -> Transition:
    player = require_player(state, action.seat)
    spell = _known(player, action.seat, action.spell)
    state, granted = take_turn_action(state, action.seat)
    if spell.neutralised:
        raise Illegal("bbm_spell_neutralised", spell=spell.id)
    if spell.cast_this_turn:
        raise Illegal("bbm_spell_already_cast", spell=spell.id)
    if spell.used:
        raise Illegal("bbm_spell_used", spell=spell.id)
    content = load_content()
    if not 1 <= action.multiple <= content.max_multiple:
        raise Illegal("bbm_bad_multiple", multiple=action.multiple, max=content.max_multiple)
    player = state.players[action.seat]
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
                "granted": granted,
            },
        )
    ]
    state, happened = _effect(state, action)
    return Transition(state, tuple(events + happened))


def _effect(state: TableState, action: CastSpell) -> tuple[TableState, list[Event]]:
    """What the app counts of the spell's effect: a grant to act, cards into support,
    madness moved or destroyed. The rest the table does with the cards."""
    grants = state.rules.grants_actions(action.spell)
    basic = load_content().basic_spell(action.spell)
    effect = basic.effect if basic is not None else None
    if grants:
        return _grant(state, action)
    if action.target is not None:
        raise Illegal("bbm_spell_has_no_target", spell=action.spell)
    if action.madness and effect not in ("hand_to_support", "destroy_from_hand"):
        raise Illegal("bbm_spell_moves_no_madness", spell=action.spell)
    if effect == "hand_to_support":
        return _into_support(state, action)
    if effect == "destroy_from_hand":
        return _destroy_from_hand(state, action)
    if effect is None:
        return state, []
    return state, [Event(f"bbm_effect_{effect}", action.seat, {"count": action.multiple})]


def _grant(state: TableState, action: CastSpell) -> tuple[TableState, list[Event]]:
    """One other player may take an action for each multiple paid, this turn."""
    if action.madness:
        raise Illegal("bbm_spell_moves_no_madness", spell=action.spell)
    if action.target is None:
        raise Illegal("bbm_choose_who_acts", spell=action.spell)
    if action.target == action.seat:
        raise Illegal("bbm_another_player_acts", spell=action.spell)
    target = require_player(state, action.target)
    state = with_player(
        state, action.target, target.but(granted_actions=target.granted_actions + action.multiple)
    )
    event = Event(
        "bbm_effect_other_player_acts",
        action.seat,
        {"count": action.multiple, "granted_to": action.target},
    )
    return state, [event]


def _into_support(state: TableState, action: CastSpell) -> tuple[TableState, list[Event]]:
    """Ice: cards from the hand into the caster's support, as many as fit."""
    player = state.players[action.seat]
    limit = state.support_limit(action.seat)
    placed = min(action.multiple, max(0, limit - player.support))
    _require_held(player, action.seat, action.madness, placed)
    player = player.without_held_madness("hand", action.madness).but(
        madness_support=player.madness_support + action.madness,
        support_cards=player.support_cards + placed - action.madness,
    )
    events = [Event("bbm_effect_hand_to_support", action.seat, {"count": placed})]
    if placed < action.multiple:
        events.append(
            Event("bbm_support_no_room", action.seat, {"count": action.multiple - placed})
        )
    if placed:
        events.append(
            Event(
                "bbm_support_changed",
                action.seat,
                {"change": placed, "support": player.support, "limit": limit},
            )
        )
    return with_player(state, action.seat, player), events


def _destroy_from_hand(state: TableState, action: CastSpell) -> tuple[TableState, list[Event]]:
    """Flare-up: cards of the hand leave the game, madness among them for good."""
    player = state.players[action.seat]
    _require_held(player, action.seat, action.madness, action.multiple)
    events = [Event("bbm_effect_destroy_from_hand", action.seat, {"count": action.multiple})]
    if action.madness:
        player = player.without_held_madness("hand", action.madness)
        state = state.but(madness_out_of_game=state.madness_out_of_game + action.madness)
        events.append(
            Event(
                "bbm_madness_destroyed",
                action.seat,
                {"source": "hand", "count": action.madness},
            )
        )
    return with_player(state, action.seat, player), events


def _require_held(player: PlayerState, seat: int, madness: int, cards: int) -> None:
    """``madness`` of the ``cards`` an effect takes from the hand are madness."""
    if madness < 0 or madness > cards:
        raise Illegal("bbm_bad_madness_count", count=madness, cards=cards)
    if madness > player.madness_held:
        raise Illegal(
            "bbm_not_enough_madness",
            player=seat,
            source="hand",
            have=player.madness_held,
            count=madness,
        )


def learn(state: TableState, action: LearnSpell) -> Transition:
    require_player(state, action.seat)
    state, granted = take_turn_action(state, action.seat)
    player = state.players[action.seat]
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
                "granted": granted,
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
        player = _discard_held_madness(player, action.seat)
    elif isinstance(action, DrawBanish) and action.drew_madness:
        _require_held(player, action.seat, 1, 1)
        player = player.without_held_madness("piles", 1)
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


def _discard_held_madness(player: PlayerState, seat: int) -> PlayerState:
    """A madness card from the hand to the discard pile: the hand's count moves to the
    piles' when the app counted one in hand; a card drawn unseen is in the piles'
    count already."""
    _require_held(player, seat, 1, 1)
    if player.madness_hand:
        return player.with_madness("hand", -1).with_madness("piles", 1)
    return player


def _swap(player: PlayerState, action: SwapWithSupport) -> PlayerState:
    """Up to two hand cards trade places with as many support cards; only the madness
    among them changes what the app counts."""
    to_support, to_hand = action.madness_to_support, action.madness_to_hand
    if not (0 <= to_support <= MAX_SWAPPED and 0 <= to_hand <= MAX_SWAPPED):
        raise Illegal("bbm_bad_swap", most=MAX_SWAPPED)
    if player.support == 0:
        # The hand's cards are swapped with the player's own support, and it holds none.
        raise Illegal("bbm_swap_support_empty")
    _require_held(player, action.seat, to_support, to_support)
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
    return (
        player.without_held_madness("hand", to_support)
        .but(
            madness_support=player.madness_support + to_support - to_hand,
            support_cards=player.support_cards - to_support + to_hand,
        )
        .with_madness("hand", to_hand)
    )


def _known(player: PlayerState, seat: int, spell_id: str) -> KnownSpell:
    spell = player.spell(spell_id)
    if spell is None:
        raise Illegal("bbm_spell_not_known", player=seat, spell=spell_id)
    return spell

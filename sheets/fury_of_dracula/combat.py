"""Fights as the table records them: who fights, Dracula's combat cards towards the sixth
and last round, escapes, hunters his Mesmerize struck (Fangs against one of them gives
him influence), and vampire encounters.

A search or an ambush that turns up a vampire starts a fight against it; the damage the
hunters deal goes on its card. Destroyed, it is discarded; should it survive, it goes
back face up to its hideout or lair with its damage, where it can still mature (FFG's
Errata & FAQ). Several vampires found at once are fought one after another.
"""

from __future__ import annotations

from collections.abc import Sequence

from sheets.core.errors import Illegal
from sheets.fury_of_dracula import combat_deck
from sheets.fury_of_dracula.actions import (
    CombatCard,
    DamageVampire,
    DestroyVampire,
    EndCombat,
    Escape,
    Mesmerize,
    RevealCombatCards,
    StartCombat,
)
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.encounter_deck import discard
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.state import Combat, GameState
from sheets.fury_of_dracula.trail import hideout, put, settle_if_empty, spot_of


def start_combat(change: Change, action: StartCombat) -> None:
    state = change.state
    if state.combat is not None:
        raise Illegal("fod_combat_running")
    if current_step(state) in ("dracula_start", "dracula_draw", "ambush", "hospital"):
        raise Illegal("fod_not_now", step=current_step(state))
    hunters = action.hunters
    if not hunters or len(set(hunters)) != len(hunters):
        raise Illegal("fod_combat_needs_hunters")
    places = {(state.hunter(h).location, state.hunter(h).hospital) for h in hunters}
    if len(places) != 1 or any(state.hunter(h).defeated for h in hunters):
        raise Illegal("fod_combat_needs_hunters")
    place, _ = places.pop()
    ordered = tuple(hunter for hunter in HUNTERS if hunter in hunters)
    begin(change, Combat(half=state.half, place=place, hunters=ordered, vampire=action.vampire))


def begin(change: Change, combat: Combat) -> None:
    if change.state.setup.app_dracula is not None:
        combat = combat_deck.dealt(change.state, combat)
    change.update(combat=combat)
    if combat.vampire_card is not None:
        change.note(
            "fod_vampire_fight",
            hunters=list(combat.hunters),
            encounter=combat.vampire_card,
            damage=combat.vampire_damage,
        )
        return
    change.note(
        "fod_combat_started",
        half=combat.half,
        place=combat.place,
        hunters=list(combat.hunters),
        vampire=combat.vampire,
    )


def vampire_fight(state: GameState, hunter: HunterId, card: str, damage: int, home: str) -> Combat:
    """A fight of ``hunter`` against the vampire ``card`` taken from the hideout holding
    the card ``home``."""
    return Combat(
        half=state.half,
        place=state.hunter(hunter).location,
        hunters=(hunter,),
        vampire=True,
        vampire_card=card,
        vampire_damage=damage,
        vampire_home=home,
    )


def fight(change: Change, fights: Sequence[Combat]) -> None:
    """Fight these in turn, after any fight already under way."""
    change.update(fights_waiting=(*change.state.fights_waiting, *fights))
    _next_fight(change)


def _next_fight(change: Change) -> None:
    waiting = change.state.fights_waiting
    if waiting and change.state.combat is None and not change.state.finished:
        change.update(fights_waiting=waiting[1:])
        begin(change, waiting[0])


def running(state: GameState) -> Combat:
    if state.combat is None:
        raise Illegal("fod_no_combat")
    return state.combat


def require_round(combat: Combat, combat_round: int | None) -> None:
    """An action aimed at a round of the fight that is already played is refused."""
    if combat_round is not None and combat_round != combat.round_being_played:
        raise Illegal("fod_combat_round_over", combat_round=combat_round)


def combat_card(change: Change, action: CombatCard) -> None:
    """One more of Dracula's combat cards, that is a new round: the round before is over,
    so an influence win that waited for it stands. The app's Dracula names the card, from
    his hand, and with several hunters in the fight the one he engages; a human
    Dracula's card stays on the table, unrecorded."""
    combat = running(change.state)
    require_round(combat, action.combat_round)
    if combat.influence_won:
        change.update(combat=None)
        return
    limit = load_content().game.combat_cards_max
    if combat.cards_played >= limit:
        raise Illegal("fod_last_round", limit=limit)
    round_number = combat.round_being_played
    if change.state.setup.app_dracula is None:
        if action.card is not None or action.engaged is not None:
            raise Illegal("fod_combat_card_not_kept")
        change.update(combat=combat.but(cards_played=round_number))
        change.note("fod_combat_round", cards_played=round_number)
        return
    if not combat.cards_chosen:
        raise Illegal("fod_hunters_choose_first")
    if action.engaged is not None and action.engaged not in fighting(change.state, combat):
        raise Illegal("fod_not_in_combat", hunter=action.engaged)
    combat = combat_deck.played(combat, action.card)
    change.update(combat=combat.but(cards_played=round_number, cards_chosen=False))
    if action.engaged is None:
        change.note("fod_combat_card_played", cards_played=round_number, combat_card=action.card)
    else:
        change.note(
            "fod_combat_card_engaged",
            cards_played=round_number,
            combat_card=action.card,
            hunter=action.engaged,
        )


def reveal_combat_cards(change: Change, action: RevealCombatCards) -> None:
    """The hunters' cards of this round lie face down: the app's Dracula plays his."""
    state = change.state
    if state.setup.app_dracula is None:
        raise Illegal("fod_dracula_plays_his_cards")
    combat = running(state)
    limit = load_content().game.combat_cards_max
    require_round(combat, action.combat_round)
    if combat.cards_played >= limit:
        raise Illegal("fod_last_round", limit=limit)
    if combat.cards_chosen:
        raise Illegal("fod_cards_already_chosen")
    change.update(combat=combat.but(cards_chosen=True))
    change.note("fod_combat_cards_chosen", cards_played=combat.cards_played)


def escape(change: Change, action: Escape) -> None:
    combat = running(change.state)
    if action.hunter not in combat.hunters or action.hunter in combat.escaped:
        raise Illegal("fod_not_in_combat", hunter=action.hunter)
    change.update(combat=combat.but(escaped=(*combat.escaped, action.hunter)))
    change.note("fod_hunter_escaped", hunter=action.hunter)
    end_combat_if_over(change)


def mesmerize(change: Change, action: Mesmerize) -> None:
    combat = running(change.state)
    if action.hunter not in fighting(change.state, combat):
        raise Illegal("fod_not_in_combat", hunter=action.hunter)
    if action.hunter in combat.mesmerized:
        raise Illegal("fod_already_mesmerized", hunter=action.hunter)
    change.update(combat=combat.but(mesmerized=(*combat.mesmerized, action.hunter)))
    change.note("fod_hunter_mesmerized", hunter=action.hunter)


def check_fangs(state: GameState, hunter: HunterId | None, amount: int) -> None:
    """Fangs gives one influence, and only against a hunter Mesmerize struck in this
    fight. :raises Illegal:"""
    if amount != 1:
        raise Illegal("fod_fangs_gives_one")
    combat = running(state)
    if hunter is None or hunter not in combat.mesmerized:
        raise Illegal("fod_fangs_needs_mesmerized", mesmerized=list(combat.mesmerized))


def fighting(state: GameState, combat: Combat) -> tuple[HunterId, ...]:
    """The hunters still in the fight: not escaped, bitten out or defeated."""
    out = set(combat.escaped) | set(combat.bitten)
    return tuple(
        hunter
        for hunter in combat.hunters
        if hunter not in out and not state.hunter(hunter).defeated
    )


def damage_vampire(change: Change, action: DamageVampire) -> None:
    if action.amount == 0:
        raise Illegal("fod_zero_amount")
    combat = running(change.state)
    if combat.vampire_card is None:
        raise Illegal("fod_no_vampire_fought")
    damage = max(0, combat.vampire_damage + action.amount)
    change.update(combat=combat.but(vampire_damage=damage))
    change.note("fod_vampire_damaged", encounter=combat.vampire_card, damage=damage)


def destroy_vampire(change: Change, action: DestroyVampire) -> None:
    combat = running(change.state)
    card = combat.vampire_card
    if card is None:
        raise Illegal("fod_no_vampire_fought")
    discard(change, (card,))
    change.update(combat=combat.but(vampire_card=None))
    change.note("fod_vampire_destroyed", encounter=card)
    home = spot_of(change.state, combat.vampire_home) if combat.vampire_home else None
    if home is not None:
        settle_if_empty(change, home)
    finish_combat(change, "vampire_destroyed")


def end_combat(change: Change, action: EndCombat) -> None:
    running(change.state)
    finish_combat(change, "table")


def end_combat_if_over(change: Change) -> None:
    """Every hunter bitten, defeated or escaped ends a fight; but when influence has just
    reached its end against Dracula, the round stays open for the hunters' card, which may
    still defeat him (:func:`~.tracks.settle_winner`)."""
    state = change.state
    combat = state.combat
    if combat is None or fighting(state, combat):
        return
    if combat.against_dracula and state.influence >= load_content().game.influence_to_win:
        return
    finish_combat(change, "hunters_out")


def finish_combat(change: Change, reason: str) -> None:
    """The fight is over: a vampire still standing goes home, the next fight begins."""
    combat = change.state.combat
    assert combat is not None
    change.update(combat=None)
    change.note("fod_combat_ended", reason=reason)
    if combat.vampire_card is not None:
        _vampire_goes_home(change, combat.vampire_card, combat.vampire_damage, combat.vampire_home)
    _next_fight(change)


def _vampire_goes_home(change: Change, card: str, damage: int, home: str | None) -> None:
    spot = spot_of(change.state, home) if home is not None else None
    if spot is None:
        discard(change, (card,))
        change.note("fod_vampire_homeless", encounter=card)
        return
    current = hideout(change.state, spot)
    put(
        change,
        spot,
        current.but(
            encounters=(*current.encounters, card),
            survivors=(*current.survivors, (card, damage)),
        ),
    )
    change.note(
        "fod_vampire_returned",
        encounter=card,
        damage=damage,
        where=spot.where,
        space=spot.index + 1,
    )

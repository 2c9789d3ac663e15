"""The tracks with their bounds and what crossing them triggers: influence (Dracula wins at
13), Dracula's damage (the hunters win at 15), hunters' damage and bites (defeat gives
Dracula 2 + despair influence, his Rage), and the hospital a defeated hunter wakes up in."""

from __future__ import annotations

from sheets.core.errors import Illegal
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.encounter_deck import discard


def gain_influence(change: Change, amount: int, cause: str) -> None:
    """Influence within 0..13; who wins is settled once the action is done
    (:func:`settle_winner`)."""
    state = change.state
    target = load_content().game.influence_to_win
    influence = max(0, min(target, state.influence + amount))
    change.update(influence=influence)
    change.note(
        "fod_influence", amount=influence - state.influence, influence=influence, cause=cause
    )


def damage_dracula(change: Change, amount: int, cause: str) -> None:
    """Dracula's damage within 0..15; who wins is settled once the action is done."""
    state = change.state
    limit = load_content().game.damage_to_win
    damage = max(0, min(limit, state.dracula.damage + amount))
    change.update(dracula=state.dracula.but(damage=damage))
    change.note(
        "fod_dracula_damaged" if amount >= 0 else "fod_dracula_healed",
        amount=abs(damage - state.dracula.damage),
        damage=damage,
        cause=cause,
    )


def settle_winner(change: Change) -> None:
    """Whether the tracks have ended the game.

    Dracula defeated wins for the hunters, even when influence reaches 13 at the same time
    (FFG's errata to the Rules Reference, p. 14). In a fight against Dracula the hunters'
    card of a round resolves after his, so influence reaching 13 in a round waits for the
    round's end: the hunters win if the round defeats him, he wins when it is over.
    """
    state = change.state
    game = load_content().game
    if state.dracula.damage >= game.damage_to_win:
        _win(change, "hunters")
    elif state.influence >= game.influence_to_win:
        combat = state.combat
        if combat is None or not combat.against_dracula:
            _win(change, "dracula")
        elif not combat.influence_won:
            change.update(combat=combat.but(influence_won=True))
            change.note("fod_influence_won_this_round", influence=state.influence)


def _win(change: Change, winner: str) -> None:
    """The game is over: the fights end where they stand, and the vampires still in them
    go to the discard pile, so that every encounter card stays somewhere."""
    state = change.state
    fights = (state.combat, *state.fights_waiting) if state.combat else state.fights_waiting
    discard(change, (fight.vampire_card for fight in fights if fight.vampire_card))
    change.update(winner=winner, stage="finished", combat=None, fights_waiting=(), ambush=None)
    change.note("fod_game_won", winner=winner)


def damage_hunter(change: Change, hunter: HunterId, amount: int, cause: str) -> None:
    """Damage (or healing, when negative) within 0..health; reaching health defeats."""
    state = change.state
    current = state.hunter(hunter)
    if current.defeated:
        raise Illegal("fod_hunter_defeated", hunter=hunter)
    health = state.rules.hunter_health[hunter]
    damage = max(0, min(health, current.damage + amount))
    change.update(hunters=change.state.with_hunter(hunter, current.but(damage=damage)).hunters)
    change.note(
        "fod_hunter_damaged" if amount >= 0 else "fod_hunter_healed",
        amount=abs(damage - current.damage),
        damage=damage,
        health=health,
        hunter=hunter,
        cause=cause,
    )
    if damage >= health:
        defeat(change, hunter, "damage")


def bite(change: Change, hunter: HunterId) -> None:
    """A bite on a free bite space weakens; a bite with none left defeats."""
    state = change.state
    current = state.hunter(hunter)
    if current.defeated:
        raise Illegal("fod_hunter_defeated", hunter=hunter)
    spaces = state.rules.hunter_bite_spaces[hunter]
    combat = state.combat
    if combat is not None and hunter in combat.hunters and hunter not in combat.bitten:
        change.update(combat=combat.but(bitten=(*combat.bitten, hunter)))
    if current.bites >= spaces:
        change.note("fod_hunter_bitten", hunter=hunter, bites=current.bites, spaces=spaces)
        defeat(change, hunter, "bite")
        return
    change.update(
        hunters=change.state.with_hunter(hunter, current.but(bites=current.bites + 1)).hunters
    )
    change.note("fod_hunter_bitten", hunter=hunter, bites=current.bites + 1, spaces=spaces)
    if current.bites == 0:
        change.note("fod_hunter_weakened", hunter=hunter)


def defeat(change: Change, hunter: HunterId, cause: str) -> None:
    """Defeated: Dracula gains 2 + despair influence now, the hospital waits for dawn."""
    state = change.state
    current = state.hunter(hunter)
    change.update(hunters=state.with_hunter(hunter, current.but(defeated=True)).hunters)
    change.note("fod_hunter_defeated", hunter=hunter, cause=cause)
    gain_influence(change, load_content().game.defeat_influence + state.despair, "defeat")


def to_hospital(change: Change, hunter: HunterId, hospital: str) -> None:
    """The defeated hunter wakes in ``hospital`` with nothing: no cards, damage, bites or
    tickets (they go back to the pool)."""
    state = change.state
    current = state.hunter(hunter)
    change.update(
        ticket_pool=(*state.ticket_pool, *current.tickets),
        hunters=state.with_hunter(
            hunter,
            current.but(
                location=hospital,
                hospital=True,
                damage=0,
                bites=0,
                tickets=(),
                items=0,
                events=0,
                defeated=False,
                bats=False,
            ),
        ).hunters,
        hospital_queue=tuple(other for other in state.hospital_queue if other != hunter),
        bats_left=state.bats_left + (1 if current.bats else 0),
    )
    change.note("fod_hunter_to_hospital", hunter=hunter, hospital=hospital)


def in_turn_order(hunters: tuple[HunterId, ...]) -> tuple[HunterId, ...]:
    return tuple(hunter for hunter in HUNTERS if hunter in hunters)

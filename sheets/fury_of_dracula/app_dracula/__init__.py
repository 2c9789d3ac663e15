"""The app as Dracula: every decision Dracula makes, as a pure function of what Dracula
may know and the game's seed.

:func:`next_decision` answers with the action Dracula takes now, one the rules engine
accepts (it is one of :func:`~sheets.fury_of_dracula.options.options`' actions for his
seat), or ``None`` when the table is not waiting for him. The action goes into the log
like a human Dracula's, so games replay and undo as ever.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from sheets.core.actions import Action
from sheets.fury_of_dracula.actions import (
    Ambush,
    AvoidCombat,
    BatsMove,
    ChooseHospital,
    CombatCard,
    DraculaMove,
    DraculaStart,
    PlaceRumour,
    RemoveDuskTokens,
)
from sheets.fury_of_dracula.app_dracula import choices, events, fighting, moves
from sheets.fury_of_dracula.app_dracula.combat_cards import fighting_hunters
from sheets.fury_of_dracula.app_dracula.knowledge import decision_rng, dracula_knowledge
from sheets.fury_of_dracula.app_dracula.reading import read
from sheets.fury_of_dracula.app_dracula.strength import DraculaStrength, played_as
from sheets.fury_of_dracula.content import HunterId
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.legal import awaiting
from sheets.fury_of_dracula.options import options
from sheets.fury_of_dracula.state import GameState

T = TypeVar("T", bound=Action)


def next_decision(state: GameState, strength: DraculaStrength) -> Action | None:
    """Dracula's next action now, or ``None`` when Dracula has nothing to decide now.

    His event cards are played as soon as their time comes, whoever the table waits for
    (:mod:`.events`). In a fight the answer is to slip away in fog (:class:`AvoidCombat`)
    or to play his next combat card from his hand (:class:`CombatCard`, named by
    :func:`combat_card_for`); the driver asks for it once the table has resolved the round
    before. Drawing from the table's real encounter deck is the table's entry, never his
    decision.
    """
    seat = state.setup.dracula_seat
    step = current_step(state)
    if state.finished or step == "dracula_draw":
        return None
    if state.dracula.event_hand:
        event = _event(state, strength)
        if event is not None:
            return event
    if seat not in awaiting(state):
        return None
    known = dracula_knowledge(state)
    actions = options(known, seat).actions
    if step == "combat":
        return _in_fight(state, known, strength, actions)
    rng = decision_rng(known, "decision")
    strength = played_as(strength, rng)
    reading = read(known)
    match step:
        case "dracula_start":
            return choices.choose_start(reading, _of(actions, DraculaStart), strength, rng)
        case "ambush":
            return choices.choose_ambush(reading, _of(actions, Ambush), strength, rng)
        case "hospital":
            hospitals = _of(actions, ChooseHospital)
            return choices.choose_hospital(reading, hospitals, strength) if hospitals else None
        case "bats_move":
            return choices.choose_bats(reading, _of(actions, BatsMove), strength, rng)
        case "dusk_tokens":
            return rng.choice(_of(actions, RemoveDuskTokens))
        case "dracula_mature":
            leaving = [a for a in actions if a.TYPE in ("fod.mature", "fod.make_lair")]
            return choices.choose_leaving(reading, leaving, strength, rng)
        case "dracula_move":
            return moves.choose_move(reading, _of(actions, DraculaMove), strength, rng)
        case "dracula_encounter":
            return choices.choose_encounter(reading, strength, rng)
        case "dracula_rumour":
            return choices.choose_rumour(reading, _of(actions, PlaceRumour), strength, rng)
    return None


def _event(state: GameState, strength: DraculaStrength) -> Action | None:
    """An event card he plays, or discards over his hand limit, whoever the table waits
    for: a card is played as soon as its time comes."""
    known = dracula_knowledge(state)
    rng = decision_rng(known, "event")
    return events.choose_event(known, played_as(strength, rng), rng)


def _in_fight(
    state: GameState, known: GameState, strength: DraculaStrength, actions: Sequence[Action]
) -> Action | None:
    rng = decision_rng(known, "decision")
    avoid = _of(actions, AvoidCombat)
    if avoid and choices.avoids(played_as(strength, rng), rng):
        return avoid[0]
    cards = _of(actions, CombatCard)
    combat = known.combat
    if not cards or combat is None:
        return None
    if cards[0].card is None:
        return cards[0]
    engaged = engaged_hunter_for(state, strength)
    card = combat_card_for(state, strength, combat.dracula_played, {})
    several = len(fighting_hunters(known)) > 1
    return CombatCard(seat=cards[0].seat, card=card, engaged=engaged if several else None)


def combat_card_for(
    state: GameState,
    strength: DraculaStrength,
    played: Sequence[str],
    last_cards: Mapping[HunterId, str],
) -> str:
    """The combat card Dracula plays in the round about to start, having played
    ``played`` earlier in this fight; ``last_cards`` are the hunters' cards of the round
    before, which they cannot play again now (empty when the table does not say)."""
    known = dracula_knowledge(state)
    target = engaged_hunter_for(state, strength)
    rng = decision_rng(known, f"combat_card|{len(played)}")
    return fighting.combat_card(known, played_as(strength, rng), played, last_cards, target, rng)


def engaged_hunter_for(state: GameState, strength: DraculaStrength) -> HunterId:
    """The hunter Dracula engages in this round of a fight: he plays his card against
    this one, and names him to the table when several hunters fight."""
    known = dracula_knowledge(state)
    rng = decision_rng(known, "engaged")
    return fighting.engaged_hunter(known, played_as(strength, rng))


def _of(actions: Sequence[Action], kind: type[T]) -> list[T]:
    return [action for action in actions if isinstance(action, kind)]


__all__ = ["DraculaStrength", "combat_card_for", "engaged_hunter_for", "next_decision"]

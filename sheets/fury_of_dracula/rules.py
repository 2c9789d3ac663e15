"""``initial`` and ``apply`` for Fury of Dracula: each action checked against the rules and
the seat that sent it, folded into a new state, and the round carried on automatically."""

from __future__ import annotations

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.registry import Transition
from sheets.fury_of_dracula import bookkeeping, combat, dracula_events, dracula_turn, hunter_turn
from sheets.fury_of_dracula.actions import (
    Ambush,
    AvoidCombat,
    BatsMove,
    Bite,
    ChangeDraculaEvents,
    ChangeHand,
    ChooseHospital,
    ClearLair,
    CombatCard,
    DamageDracula,
    DamageHunter,
    DamageVampire,
    DestroyVampire,
    DraculaEvent,
    DraculaMove,
    DraculaStart,
    DrawEncounters,
    EffectMove,
    EndCombat,
    Escape,
    GainInfluence,
    MakeLair,
    Mature,
    Mesmerize,
    Move,
    PassTurn,
    PlaceEncounter,
    PlaceRumour,
    PlaceToken,
    RemoveDuskTokens,
    RemoveToken,
    ReserveTicket,
    Rest,
    RevealCombatCards,
    RevealTrail,
    Search,
    SetAlly,
    Special,
    StartCombat,
    Supply,
    Trade,
)
from sheets.fury_of_dracula.board import build_board
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.content import HUNTERS
from sheets.fury_of_dracula.encounter_deck import enter_drawn, starting_dracula
from sheets.fury_of_dracula.flow import advance, current_step
from sheets.fury_of_dracula.setup import Setup
from sheets.fury_of_dracula.state import GameState, Hunter, Step
from sheets.fury_of_dracula.tracks import settle_winner

DraculaAction = (
    DraculaStart
    | DrawEncounters
    | Mature
    | MakeLair
    | DraculaMove
    | PlaceEncounter
    | PlaceRumour
    | Ambush
    | RemoveDuskTokens
    | BatsMove
    | ClearLair
    | AvoidCombat
    | DraculaEvent
)
HunterAction = Move | Supply | Trade | ReserveTicket | Rest | Search | Special | PassTurn


def initial(setup: Setup) -> GameState:
    rules = setup.rules()
    return GameState(
        setup=setup,
        rules=rules,
        board=build_board(rules.road_bordeaux_saragossa, rules.bordeaux_sea),
        hunters=tuple(Hunter(location=setup.starts[hunter]) for hunter in HUNTERS),
        dracula=starting_dracula(setup),
        ticket_pool=rules.ticket_pool(),
        bats_left=2,
    )


def apply(state: GameState, action: Action) -> Transition:
    """The state after ``action``. :raises Illegal: naming the rule, and nothing changes."""
    seats = len(state.setup.players)
    if not 0 <= action.seat < seats:
        raise Illegal("fod_no_such_seat", seat=action.seat, seats=seats)
    if state.finished:
        raise Illegal("fod_game_over", winner=state.winner)
    _check_seat(state, action)
    change = Change(state)
    _dispatch(change, action)
    settle_winner(change)
    advance(change)
    return Transition(change.state, tuple(change.events))


def _check_seat(state: GameState, action: Action) -> None:
    setup = state.setup
    if isinstance(action, DraculaAction):
        if action.seat != setup.dracula_seat:
            raise Illegal("fod_only_dracula")
    elif isinstance(action, HunterAction):
        if action.seat != setup.hunter_seats[action.hunter]:
            raise Illegal("fod_not_your_hunter", hunter=action.hunter)
    elif (refused := table_records_refused(current_step(state))) is not None:
        raise refused


def table_records_refused(step: Step) -> Illegal | None:
    """Why the table's own records (tokens, fights the table starts, allies...) cannot be
    made at ``step``, or ``None`` when they can: until Dracula has started, the map
    holds nothing to record against."""
    if step == "dracula_start":
        return Illegal("fod_not_now", step=step)
    return None


def _dispatch(change: Change, action: Action) -> None:
    match action:
        case DraculaStart():
            dracula_turn.start(change, action)
        case DrawEncounters():
            enter_drawn(change, action.cards)
        case Mature():
            dracula_turn.mature(change, action)
        case MakeLair():
            dracula_turn.make_lair(change, action)
        case DraculaMove():
            dracula_turn.move(change, action)
        case PlaceEncounter():
            dracula_turn.place_encounter(change, action)
        case PlaceRumour():
            dracula_turn.place_rumour(change, action)
        case Ambush():
            dracula_turn.ambush(change, action)
        case ChooseHospital():
            dracula_turn.choose_hospital(change, action)
        case RemoveDuskTokens():
            dracula_turn.remove_dusk_tokens(change, action)
        case BatsMove():
            dracula_turn.bats_move(change, action)
        case ClearLair():
            dracula_turn.clear_lair(change, action)
        case AvoidCombat():
            dracula_turn.avoid_combat(change, action)
        case DraculaEvent():
            dracula_events.play(change, action)
        case Move():
            hunter_turn.move(change, action)
        case Supply():
            hunter_turn.supply(change, action)
        case Trade():
            hunter_turn.trade(change, action)
        case ReserveTicket():
            hunter_turn.reserve_ticket(change, action)
        case Rest():
            hunter_turn.rest(change, action)
        case Search():
            hunter_turn.search(change, action)
        case Special():
            hunter_turn.special(change, action)
        case PassTurn():
            hunter_turn.pass_turn(change, action)
        case DamageHunter():
            bookkeeping.record_damage_hunter(change, action)
        case Bite():
            bookkeeping.record_bite(change, action)
        case DamageDracula():
            bookkeeping.record_damage_dracula(change, action)
        case GainInfluence():
            bookkeeping.record_influence(change, action)
        case ChangeHand():
            bookkeeping.change_hand(change, action)
        case ChangeDraculaEvents():
            bookkeeping.change_dracula_events(change, action)
        case PlaceToken():
            bookkeeping.place_token(change, action)
        case RemoveToken():
            bookkeeping.remove_token(change, action)
        case EffectMove():
            bookkeeping.effect_move(change, action)
        case StartCombat():
            combat.start_combat(change, action)
        case CombatCard():
            combat.combat_card(change, action)
        case RevealCombatCards():
            combat.reveal_combat_cards(change, action)
        case Escape():
            combat.escape(change, action)
        case Mesmerize():
            combat.mesmerize(change, action)
        case DamageVampire():
            combat.damage_vampire(change, action)
        case DestroyVampire():
            combat.destroy_vampire(change, action)
        case EndCombat():
            combat.end_combat(change, action)
        case SetAlly():
            bookkeeping.set_ally(change, action)
        case RevealTrail():
            bookkeeping.reveal_trail(change, action)
        case _:
            raise Illegal("fod_not_a_dracula_game_action", action=action.TYPE)


def is_finished(state: GameState) -> bool:
    return state.finished

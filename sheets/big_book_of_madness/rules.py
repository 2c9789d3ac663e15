"""``initial`` and ``apply`` for The Big Book of Madness: each action checked against the
rules and folded into a new table state, with the events it caused."""

from __future__ import annotations

from sheets.big_book_of_madness import madness, magic, supply, track, turns
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
from sheets.big_book_of_madness.content import BASIC_SPELLS, ELEMENTS, PLACES, load_content
from sheets.big_book_of_madness.setup import Setup
from sheets.big_book_of_madness.state import CurseSlot, KnownSpell, PlayerState, TableState
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.registry import Transition


def initial(setup: Setup) -> TableState:
    """The table once the setup checklist is done; in Horror mode every player has shuffled
    one madness card from the deck into their starting deck."""
    rules = setup.rules()
    horror = 1 if setup.horror else 0
    players = tuple(
        PlayerState(
            magician=player.magician,
            spells=tuple(KnownSpell(id=spell) for spell in BASIC_SPELLS),
            madness_piles=horror,
        )
        for player in setup.players
    )
    deck = rules.madness_deck_by_players[len(players)] - horror * len(players)
    return TableState(
        supply=_supply(setup),
        setup=setup,
        rules=rules,
        players=players,
        madness_deck=deck,
        library=tuple(setup.library[element] for element in ELEMENTS),
        curses=tuple(CurseSlot(place=place) for place in PLACES),
        active=setup.first_player,
    )


def _supply(setup: Setup) -> tuple[tuple[int, int], ...]:
    """The element supply once the starting decks are built: the value-2 card of each
    deck entered in the house rules came from its element's pile (the house rule says
    so, and not in Nightmare, whose decks hold none)."""
    rules = setup.rules()
    piles = load_content().supply
    taken = dict.fromkeys(ELEMENTS, 0)
    if rules.starting_value_2_from_supply and not setup.nightmare:
        for player in setup.players:
            deck = rules.starting_decks.get(player.magician)
            if deck is not None:
                taken[deck.value_2] += 1
    return tuple((piles.value_2 - taken[element], piles.value_3) for element in ELEMENTS)


def apply(state: TableState, action: Action) -> Transition:
    """The state after ``action``. :raises Illegal: naming the rule, and nothing changes."""
    if not 0 <= action.seat < len(state.players):
        raise Illegal("bbm_no_such_seat", seat=action.seat, seats=len(state.players))
    match action:
        case StartGame():
            return turns.start(state)
        case NextStep():
            return turns.next_step(state, action)
        case RevealMonster():
            return track.reveal_monster(state, action)
        case AcquireElement():
            return supply.acquire(state, action)
        case CountSupply():
            return supply.count_supply(state, action)
        case BreakCurse():
            return track.break_curse(state, action)
        case NeutraliseCurse():
            return track.neutralise_curse(state, action)
        case LabelCurse():
            return track.label_curse(state, action)
        case MadnessUnderCurses():
            return track.madness_under_curses(state, action)
        case GainMadness():
            return madness.gain(state, action)
        case EveryoneGainsMadness():
            return madness.everyone_gains(state, action)
        case Reshuffle():
            return madness.reshuffle(state, action)
        case BanishMadness():
            return madness.banish(state, action)
        case BanishByEffect():
            return madness.banish_by_effect(state, action)
        case DestroyMadness():
            return madness.destroy(state, action)
        case MoveMadness():
            return madness.move(state, action)
        case DestroyFromMadnessDeck():
            return madness.destroy_from_deck(state, action)
        case CastSpell():
            return magic.cast(state, action)
        case LearnSpell():
            return magic.learn(state, action)
        case NeutraliseSpell():
            return magic.neutralise_spell(state, action)
        case ChangeSupport():
            return magic.change_support(state, action)
        case (
            RefreshAnySpell() | DiscardMadnessDraw() | DrawBanish() | SwapWithSupport() | AirAsAny()
        ):
            return magic.use_ability(state, action)
    raise Illegal("bbm_not_a_madness_action", action=action.TYPE)


def is_finished(state: TableState) -> bool:
    return state.result is not None


__all__ = ["apply", "initial", "is_finished"]

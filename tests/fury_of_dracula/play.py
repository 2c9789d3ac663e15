"""Random legal play for property tests and benchmarks: every choice taken from options(),
with now and then a piece of bookkeeping a real table would record."""

from __future__ import annotations

import random

from sheets.core import Action, Game
from sheets.fury_of_dracula import RULES
from sheets.fury_of_dracula.actions import (
    Bite,
    DamageDracula,
    DamageHunter,
    DrawEncounters,
    EndCombat,
    GainInfluence,
    PlaceToken,
    RevealCombatCards,
)
from sheets.fury_of_dracula.content import HUNTERS, load_content
from sheets.fury_of_dracula.legal import OUT_OF_TURN, awaiting, encounter_pool, legal_actions
from sheets.fury_of_dracula.options import options, refusal
from sheets.fury_of_dracula.setup import Setup, randomise_setup
from sheets.fury_of_dracula.state import GameState
from tests.logs import play_on


def example_setup(seed: int, *, players: int = 3, advanced: bool = True, **kwargs: object) -> Setup:
    names = [f"Player {number}" for number in range(1, players + 1)]
    return randomise_setup(names, seed, dracula_seat=0, advanced=advanced, **kwargs)  # type: ignore[arg-type]


def _records(state: GameState, rng: random.Random) -> list[Action]:
    hunter = rng.choice(HUNTERS)
    places = [place.code for place in load_content().map.places if not place.is_sea]
    seas = [place.code for place in load_content().map.places if place.is_sea]
    seat = rng.randrange(len(state.setup.players))
    return [
        DamageHunter(seat=seat, hunter=hunter, amount=rng.choice((1, 2, 3, -1))),
        Bite(seat=seat, hunter=hunter),
        DamageDracula(seat=seat, amount=rng.choice((1, 2, -1))),
        GainInfluence(seat=seat, amount=1),
        PlaceToken(seat=seat, token="fog", at=rng.choice(places)),
        PlaceToken(seat=seat, token="storm", at=rng.choice(seas)),
        PlaceToken(seat=seat, token="heavenly_host", at=rng.choice(places)),
        PlaceToken(seat=seat, token="bats", at=hunter),
    ]


def next_action(state: GameState, rng: random.Random) -> Action | None:
    """A random legal action, or ``None`` when nobody can act."""
    dracula = state.setup.dracula_seat
    if state.finished:
        return None
    if state.dracula.to_draw:
        pool = encounter_pool(state)
        return DrawEncounters(seat=dracula, cards=tuple(rng.sample(pool, state.dracula.to_draw)))
    if rng.random() < 0.08:
        record = rng.choice(_records(state, rng))
        if refusal(state, record) is None:
            return record
    seats = list(range(len(state.setup.players)))
    rng.shuffle(seats)
    for seat in seats:
        choices = options(state, seat).actions
        if choices:
            return rng.choice(choices)
    return None


def play_random_game(setup: Setup, rng: random.Random, max_actions: int = 400) -> Game:
    game = Game(RULES, setup)
    play_on(game, next_action, rng, max_actions)
    return game


def hunters_action(state: GameState, rng: random.Random) -> Action | None:
    """A random choice of the hunters against the app's Dracula (never his, never a piece
    of bookkeeping): a hunter's action, a hospital, and in a fight their combat cards."""
    app = state.setup.dracula_seat
    for seat in sorted(awaiting(state) - {app}):
        if state.combat is not None:
            if state.combat.cards_played >= load_content().game.combat_cards_max:
                return EndCombat(seat=seat)
            return RevealCombatCards(seat=seat)
        choices = [
            action
            for action in legal_actions(state, seat)
            if action.seat == seat and action.TYPE not in OUT_OF_TURN
        ]
        if choices:
            return rng.choice(choices)
    return None

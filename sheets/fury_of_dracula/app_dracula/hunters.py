"""Scripted hunters for the simulator: close in on where Dracula can be (their reckoning
starts again from each trail card the table finds), search the trail they stand on,
rest when hurt, supply otherwise. They read only what hunters see."""

from __future__ import annotations

import random
from collections.abc import Iterable

from sheets.core.actions import Action
from sheets.core.events import Event
from sheets.fury_of_dracula.actions import (
    ChooseHospital,
    Move,
    ReserveTicket,
    Rest,
    Search,
    Special,
    Supply,
)
from sheets.fury_of_dracula.app_dracula.deduction import Deduction
from sheets.fury_of_dracula.app_dracula.geography import FAR, distances
from sheets.fury_of_dracula.app_dracula.table_model import HUNTER_EVENT_DECK
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.hunter_turn import search_spots
from sheets.fury_of_dracula.movement import HunterMove, hunter_moves, is_sea, nearest_hospitals
from sheets.fury_of_dracula.options import options, refusal
from sheets.fury_of_dracula.state import GameState

# Dracula may be in at most this many cities for the hunters to close in on them all;
# before that they look for his trail.
CLOSE_IN = 8
# A hunter this close to defeat rests instead of hunting.
REST_WHEN_LEFT = 3


class HunterTeam:
    """The four scripted hunters, who remember what the table has seen of Dracula."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.deduction = Deduction()
        self.goals: dict[HunterId, str] = {}
        self.events: dict[HunterId, list[str]] = {hunter: [] for hunter in HUNTERS}
        # The event a hunter would play now, and the one being played: its kind and the
        # cities it names.
        self.offered: tuple[str, tuple[str, ...]] | None = None
        self.playing: tuple[str, tuple[str, ...]] | None = None
        # Trail cities Dracula told of, each with the round its hideout leaves the trail.
        self.leads: dict[str, int] = {}

    def observe(self, state: GameState, events: Iterable[Event], before: GameState) -> None:
        """Take in what the table saw happen from ``before`` to ``state``."""
        for event in events:
            if event.code == "fod_supplied" and event.params["event"] == "hunter":
                self.events[event.params["hunter"]].append(self.rng.choice(HUNTER_EVENT_DECK))
            elif event.code == "fod_hunter_to_hospital":
                self.events[event.params["hunter"]] = []
        self.deduction.observe(state, events, before)

    def learn(self, state: GameState, told: Iterable[tuple[int, str]]) -> None:
        """What Dracula told the table about his trail: the place on each space of
        ``state``'s trail."""
        for space, place in told:
            self.deduction.anchor(place, space, state)
            self.leads[place] = state.round + len(state.trail) - space
        self.playing = None

    def action(self, state: GameState, hunter: HunterId) -> Action:
        self.offered = None
        for action in self._wishes(state, hunter):
            if refusal(state, action) is None:
                if isinstance(action, Special) and self.offered is not None:
                    kind, named = self.offered
                    self.events[hunter].remove(kind)
                    self.playing = (kind, named)
                return action
        seat = state.setup.hunter_seats[hunter]
        fallback = [a for a in options(state, seat).actions if getattr(a, "hunter", None) == hunter]
        return self.rng.choice(fallback)

    def target(self, state: GameState, hunter: HunterId) -> str | None:
        """Where ``hunter`` heads: Dracula's figure when revealed, a trail city to search
        in time, the likeliest trail nearby while Dracula may be in many places, else the
        nearest city he may be in that no other hunter heads for."""
        if state.dracula.revealed_at is not None:
            return state.dracula.revealed_at
        table = distances(state.board)
        lead = self._lead(state, hunter)
        if lead is not None:
            return lead
        land = {place for place in self.deduction.places if not is_sea(place)}
        if not land:
            land = {
                port
                for sea in self.deduction.places
                for port in state.board.sea_neighbours(sea)
                if not is_sea(port)
            }
        if not land:
            return None
        here = state.hunter(hunter).location
        if len(land) > CLOSE_IN:
            return self._likely_trail(state, hunter)
        others = {goal for other, goal in self.goals.items() if other != hunter}
        free = [place for place in land if place not in others] or sorted(land)
        goal = min(free, key=lambda place: (table[here].get(place, FAR), place))
        self.goals[hunter] = goal
        return goal

    def _likely_trail(self, state: GameState, hunter: HunterId) -> str | None:
        """While Dracula may be in many places, the nearby city most likely to hold one of
        his hidden trail cards (finding one tells where he went next), leaving to the
        other hunters the cities they head for."""
        table = distances(state.board)
        here = state.hunter(hunter).location
        others = {goal for other, goal in self.goals.items() if other != hunter}
        odds = {
            place: chance
            for place, chance in self.deduction.trail_odds().items()
            if not is_sea(place) and place not in others and place != here
        }
        if not odds:
            return None
        goal = max(odds, key=lambda place: (odds[place] / (1 + table[here].get(place, FAR)), place))
        self.goals[hunter] = goal
        return goal

    def _lead(self, state: GameState, hunter: HunterId) -> str | None:
        """A trail city told of whose hideout may still be searched before it leaves the
        trail, when this hunter is the one nearest to it."""
        table = distances(state.board)
        standing = {figure.location for figure in state.hunters if not figure.defeated}
        for place in list(self.leads):
            if self.leads[place] < state.round or place in standing:
                del self.leads[place]
        here = state.hunter(hunter).location
        for place, leaves in sorted(self.leads.items(), key=lambda lead: lead[1]):
            nearest = min(
                (h for h, f in zip(HUNTERS, state.hunters, strict=True) if not f.defeated),
                key=lambda h: (table[state.hunter(h).location].get(place, FAR), h),
            )
            if nearest == hunter and table[here].get(place, FAR) <= leaves - state.round + 1:
                return place
        return None

    def _wishes(self, state: GameState, hunter: HunterId) -> list[Action]:
        seat = state.setup.hunter_seats[hunter]
        figure = state.hunter(hunter)
        day = state.half == "day"
        left = state.rules.hunter_health[hunter] - figure.damage
        goal = self.target(state, hunter)
        supply = Supply(seat=seat, hunter=hunter, event=None if figure.hospital else "hunter")
        rest = Rest(seat=seat, hunter=hunter)
        if figure.hospital:
            return [*self._moves_towards(state, hunter, goal), supply, rest]
        wishes: list[Action] = []
        if search_spots(state, figure):
            wishes.append(Search(seat=seat, hunter=hunter))
        if figure.location == state.dracula.revealed_at:
            return [*wishes, rest, supply]
        if not day:
            wishes += self._event(state, hunter)
        if left <= REST_WHEN_LEFT and not (day and is_sea(figure.location)):
            wishes.append(rest)
        if day:
            wishes += self._moves_towards(state, hunter, goal)
        elif not figure.tickets:
            wishes.append(ReserveTicket(seat=seat, hunter=hunter))
        if figure.damage:
            wishes.append(rest)
        return [*wishes, supply, Supply(seat=seat, hunter=hunter, event="dracula")]

    def _event(self, state: GameState, hunter: HunterId) -> list[Action]:
        """Play an event that makes Dracula tell about his trail, while the hunters do not
        know where he is."""
        held = self.events[hunter][: state.hunter(hunter).events]
        land = sorted(place for place in self.deduction.places if not is_sea(place))
        if len(self.deduction.places) <= 3 or not land:
            return []
        special = Special(seat=state.setup.hunter_seats[hunter], hunter=hunter)
        for kind in ("newspaper", "scouts"):
            if kind in held:
                odds = self.deduction.trail_odds()
                likely = sorted(odds, key=lambda place: (-odds[place], place))
                named = tuple([place for place in likely if not is_sea(place)][:2])
                self.offered = (kind, named)
                return [special]
        return []

    def _moves_towards(self, state: GameState, hunter: HunterId, goal: str | None) -> list[Action]:
        seat = state.setup.hunter_seats[hunter]
        figure = state.hunter(hunter)
        moves = hunter_moves(state, figure)
        if not moves or goal is None or goal == figure.location:
            return []
        table = distances(state.board)

        def rank(move: HunterMove) -> tuple[int, int, float]:
            at_sea = 1 if is_sea(move.to) and not is_sea(goal) else 0
            return (table[move.to].get(goal, FAR), at_sea, self.rng.random())

        best = min(moves, key=rank)
        return [Move(seat=seat, hunter=hunter, to=best.to, route=best.route, ticket=best.ticket)]


def hunters_hospital(state: GameState, hunter: HunterId) -> ChooseHospital:
    """The hunters' own choice of hospital (a house rule): the first of the nearest."""
    nearest = nearest_hospitals(state.board, state.hunter(hunter).location)
    hospital = nearest[0] if nearest else load_content().hospitals[0]
    return ChooseHospital(seat=state.setup.hunter_seats[hunter], hunter=hunter, hospital=hospital)

"""The scripted hunters' reckoning of where Dracula can be, from what the table sees:
the faces of the cards he lays (land, sea, a power), the trail cards they turn up, the
cities they stand in without finding him, and his figure when revealed."""

from __future__ import annotations

from collections.abc import Iterable

from sheets.core.events import Event
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.movement import is_sea
from sheets.fury_of_dracula.state import GameState

STAYS = frozenset({"feed", "dark_call"})


def _land_starts() -> frozenset[str]:
    return frozenset(
        place.code
        for place in load_content().map.places
        if not place.is_sea and place.kind != "castle"
    )


class Deduction:
    """Where Dracula may have been when he laid each card of his trail: ``history[0]``
    (also ``places``) is where he may be now, ``history[k]`` where he laid the card now
    on space ``k + 1``; ``faces`` are the public faces of those cards."""

    def __init__(self) -> None:
        self.history: list[frozenset[str]] = []
        self.faces: list[tuple[str, ...]] = []

    @property
    def places(self) -> frozenset[str]:
        return self.history[0] if self.history else frozenset()

    def observe(self, state: GameState, events: Iterable[Event], numbered_in: GameState) -> None:
        """Take in ``events``, whose trail spaces are numbered as in ``numbered_in``, which
        led to ``state``."""
        for event in events:
            match event.code:
                case "fod_dracula_started":
                    self.history = [_land_starts()]
                    self.faces = [("land",)]
                case "fod_dracula_moved":
                    face = tuple(event.params["face"])
                    spaces = len(state.trail)
                    self.faces = [face, *self.faces][:spaces]
                    self.history = [_expand(state, self.places, face), *self.history][:spaces]
                case "fod_hideout_revealed" if event.params["where"] == "trail":
                    places = [c for c in event.params["cards"] if c in load_content().places]
                    if places:
                        self.anchor(places[0], event.params["space"], numbered_in)
        if not self.history:
            return
        if state.dracula.revealed_at is not None:
            self.history[0] = frozenset({state.dracula.revealed_at})
            return
        # A hunter in a city finds the trail card there and reveals Dracula; at sea or
        # in a hospital nobody finds anybody.
        standing = {
            figure.location
            for figure in state.hunters
            if not figure.defeated and not figure.hospital and not is_sea(figure.location)
        }
        self.history = [
            (places - standing) or places if index else places - standing
            for index, places in enumerate(self.history)
        ]
        if not self.history[0]:
            self.history[0] = _land_starts() - standing or _land_starts()

    def anchor(self, place: str, space: int, numbered_in: GameState) -> None:
        """He was in ``place`` when he laid the card on trail ``space`` of ``numbered_in``,
        then made the moves whose faces lie on the spaces before it."""
        # Once the trail has slid in his phase, space 1 waits for his next card.
        laid = space - 1 - (1 if numbered_in.trail[0] is None else 0)
        if not 0 <= laid < len(self.history):
            return
        state = numbered_in
        reckoned = frozenset({place})
        self.history[laid] = reckoned
        for index in range(laid - 1, -1, -1):
            reckoned = _expand(state, reckoned, self.faces[index])
            self.history[index] = (self.history[index] & reckoned) or reckoned

    def trail_odds(self) -> dict[str, float]:
        """For each place, the chance that one of his hidden trail cards lies there, each
        card equally likely anywhere it may be."""
        odds: dict[str, float] = {}
        for places in self.history:
            if len(places) <= 1:
                continue
            for place in places:
                odds[place] = odds.get(place, 0.0) + 1 / len(places)
        return odds


def _expand(state: GameState, places: frozenset[str], face: tuple[str, ...]) -> frozenset[str]:
    board = state.board
    if any(card in STAYS for card in face):
        return places
    if "castle" in face or load_content().game.castle in face:
        return frozenset({load_content().game.castle})
    if "wolf_form" in face:
        reached = {
            place
            for origin in places
            if not is_sea(origin)
            for place in board.within_roads(origin, state.rules.wolf_form_roads)
        }
        return frozenset(reached)
    sea = "sea" in face or any(is_sea(card) for card in face if card in load_content().places)
    reached = set()
    for origin in places:
        for neighbour in (*board.road_neighbours(origin), *board.sea_neighbours(origin)):
            if is_sea(neighbour) == sea:
                reached.add(neighbour)
    if not sea and state.setup.advanced:
        # Hide looks like a land card and leaves him where he was (at sea too, by the
        # house rule that lets him).
        at_sea = state.rules.stay_powers_at_sea
        reached |= {origin for origin in places if at_sea or not is_sea(origin)}
    return frozenset(reached)

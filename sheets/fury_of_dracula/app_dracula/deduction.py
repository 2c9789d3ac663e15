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
    """``places`` are where Dracula may be now; ``faces`` the public face of each card he
    laid, newest first, as long as his trail is."""

    def __init__(self) -> None:
        self.places: frozenset[str] = frozenset()
        self.faces: list[tuple[str, ...]] = []

    def observe(self, state: GameState, events: Iterable[Event]) -> None:
        for event in events:
            match event.code:
                case "fod_dracula_started":
                    self.places = _land_starts()
                    self.faces = [("land",)]
                case "fod_dracula_moved":
                    face = tuple(event.params["face"])
                    self.faces = [face, *self.faces][: len(state.trail)]
                    self.places = _expand(state, self.places, face)
                case "fod_hideout_revealed" if event.params["where"] == "trail":
                    places = [c for c in event.params["cards"] if c in load_content().places]
                    if places:
                        self.anchor(places[0], event.params["space"], state)
        if state.dracula.revealed_at is not None:
            self.places = frozenset({state.dracula.revealed_at})
            return
        # A hunter in Dracula's city reveals him; at sea nobody finds anybody.
        standing = {
            figure.location
            for figure in state.hunters
            if not figure.defeated and not is_sea(figure.location)
        }
        narrowed = self.places - standing
        self.places = narrowed or self._fresh_guess(state, standing)

    def anchor(self, place: str, space: int, state: GameState) -> None:
        """He was in ``place`` when he laid trail ``space``, then made the moves whose
        faces lie on the spaces before it."""
        if space > len(self.faces):
            return
        reckoned = frozenset({place})
        for face in reversed(self.faces[: space - 1]):
            reckoned = _expand(state, reckoned, face)
        self.places = (self.places & reckoned) or reckoned

    def _fresh_guess(self, state: GameState, standing: set[str]) -> frozenset[str]:
        """When the reckoning went wrong (a card it does not model), start over from
        every land place."""
        return _land_starts() - standing or _land_starts()


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

"""What Dracula's combat cards do, and which of them he holds in a fight.

The rules engine knows his cards by name but not their texts (the table resolves them),
so this module keeps a small model of them: what each card does, and which hunter cards
cancel it. The model is the one the simulator fights with; the cards' printed texts are
richer (see the rules digest, section 12).

Against the app's Dracula his hand is in the state (dealt by
:mod:`~sheets.fury_of_dracula.combat_deck`); in the simulator, whose Dracula the rules
take for a human one, it is dealt the same way and known from the cards he has already
played in this fight.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from sheets.fury_of_dracula.combat_deck import fight_key, shuffled_deck
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.state import GameState

ESCAPES = frozenset(card.id for card in load_content().rules.dracula_combat_cards if card.escape)
HUNTER_BASICS: tuple[str, ...] = ("punch", "dodge", "escape")
WEAPONS: tuple[str, ...] = ("knife", "pistol", "rifle", "stake")


@dataclass(frozen=True, slots=True)
class DraculaCard:
    """What a card does when Dracula resolves it: damage by day and by night, a bite by
    night, Mesmerize, ending the fight, cancelling the hunter's card."""

    day_damage: int = 0
    night_damage: int = 0
    night_bite: bool = False
    mesmerizes: bool = False
    ends_fight: bool = False
    cancels_hunter: bool = False


DRACULA_CARDS: dict[str, DraculaCard] = {
    "claws": DraculaCard(day_damage=2, night_damage=3),
    "fangs": DraculaCard(day_damage=1, night_bite=True),
    "mesmerize": DraculaCard(day_damage=1, night_damage=1, mesmerizes=True),
    "strength": DraculaCard(day_damage=1, night_damage=1, cancels_hunter=True),
    "plotting": DraculaCard(),
    "escape_bat": DraculaCard(ends_fight=True),
    "escape_mist": DraculaCard(ends_fight=True),
}


@dataclass(frozen=True, slots=True)
class HunterCard:
    """A hunter's combat card or weapon: the damage it deals and Dracula's cards it
    cancels; Escape takes the hunter out of the fight."""

    damage: int = 0
    cancels: frozenset[str] = frozenset()
    escapes: bool = False


HUNTER_CARDS: dict[str, HunterCard] = {
    "punch": HunterCard(damage=1, cancels=frozenset({"mesmerize", "plotting"})),
    "dodge": HunterCard(cancels=frozenset({"claws", "fangs", "strength"})),
    "escape": HunterCard(escapes=True, cancels=frozenset({"mesmerize"})),
    "knife": HunterCard(damage=2, cancels=frozenset({"fangs"})),
    "pistol": HunterCard(damage=2, cancels=frozenset({"claws"})),
    "rifle": HunterCard(damage=3, cancels=frozenset({"claws"})),
    "stake": HunterCard(damage=3, cancels=frozenset({"fangs", "mesmerize"})),
}


def combat_hand(state: GameState, played: Sequence[str]) -> tuple[str, ...]:
    """Dracula's combat cards in hand for the round about to start, having played
    ``played`` in this fight."""
    combat = state.combat
    assert combat is not None, "a combat hand exists only in a fight"
    if state.setup.app_dracula is not None:
        return tuple(sorted(combat.dracula_hand))
    order = shuffled_deck(state.setup.seed, fight_key(state, combat))
    drawn = Counter(order[: load_content().game.combat_hand_size + len(played)])
    drawn.subtract(Counter(played))
    return tuple(sorted(drawn.elements()))


def may_escape(state: GameState, played: Sequence[str]) -> bool:
    """His pride lets Dracula flee only once the fight has lasted a while: from round
    two plus the despair tokens against the hunters, round four against a vampire. An
    escape played earlier does nothing."""
    combat = state.combat
    assert combat is not None
    this_round = len(played) + 1
    earliest = 4 if combat.vampire else 2 + state.despair
    return this_round >= earliest


def fighting_hunters(state: GameState) -> tuple[HunterId, ...]:
    combat = state.combat
    assert combat is not None
    out = set(combat.escaped) | set(combat.bitten)
    return tuple(
        hunter
        for hunter in HUNTERS
        if hunter in combat.hunters and hunter not in out and not state.hunter(hunter).defeated
    )

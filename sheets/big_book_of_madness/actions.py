"""What a Big Book of Madness table tells the app, as loggable actions.

``seat`` is who pressed the button. Flow actions (``start``, ``next_step``) and the
table's bookkeeping (a monster's elements, a curse effect) may come from any seat: the
cards are public and anyone at the table may tap. The five actions of the Actions phase
belong to the seat that takes them: the active player, or another player only as far as
a spell cast this turn lets them act; a magician's ability belongs to its player during
their own turn. Bookkeeping that happens to one player names them as ``player`` (or
``owner``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sheets.big_book_of_madness.content import Element, Place, SupplyValue
from sheets.big_book_of_madness.state import MadnessPlace, Phase
from sheets.core.actions import Action, register_action

MadnessDestination = Literal["discard_pile", "draw_pile", "hand", "support"]


@register_action("bbm.start")
@dataclass(frozen=True, slots=True, kw_only=True)
class StartGame(Action):
    """The setup checklist is done: the first player's first turn begins."""


@register_action("bbm.next_step")
@dataclass(frozen=True, slots=True, kw_only=True)
class NextStep(Action):
    """Go on to the next phase of the turn, doing its upkeep (moving the invocation
    marker, triggering curses, ending the round, ending the turn).

    At the end of Recovery, ``scared`` names the players the table saw holding six
    madness cards in hand (empty: nobody). The app asks only when a player could be (six
    madness outside their support); ``None`` leaves it to the madness the app counted in
    hand.

    ``leaving`` is the phase the button was tapped in: once the turn is past it, the
    action is refused, so that a second tap (or a second device) asking to go on from
    the same phase does not end the next one too. ``None`` (logs from before) is not
    checked.
    """

    scared: tuple[int, ...] | None = None
    leaving: Phase | None = None


@register_action("bbm.reveal_monster")
@dataclass(frozen=True, slots=True, kw_only=True)
class RevealMonster(Action):
    """The new monster's three element icons, left, top and right of it."""

    elements: tuple[Element, Element, Element]


@register_action("bbm.cast")
@dataclass(frozen=True, slots=True, kw_only=True)
class CastSpell(Action):
    """Cast one of the seat's ready spells, paying ``multiple`` times its cost.

    ``target`` is the other player a spell lets act (one action per multiple).
    ``madness`` counts the madness cards among those the effect moves from the hand (put
    into support by Ice, destroyed by Flare-up).
    """

    spell: str
    multiple: int = 1
    target: int | None = None
    madness: int = 0


@register_action("bbm.learn")
@dataclass(frozen=True, slots=True, kw_only=True)
class LearnSpell(Action):
    """Learn the face-up spell of an element's library stack; at the spell limit the seat
    destroys one of its spells (``destroy``) first."""

    element: Element
    destroy: str | None = None


@register_action("bbm.break_curse")
@dataclass(frozen=True, slots=True, kw_only=True)
class BreakCurse(Action):
    """Break the curse in ``place``; the reward is a value-2 card of the ``reward``
    element from the supply (``None`` only when every value-2 pile is empty)."""

    place: Place
    reward: Element | None = None


@register_action("bbm.acquire")
@dataclass(frozen=True, slots=True, kw_only=True)
class AcquireElement(Action):
    """Take an element card of ``value`` from the supply into the discard pile, paying
    ``value`` elements of its element."""

    element: Element
    value: SupplyValue


@register_action("bbm.count_supply")
@dataclass(frozen=True, slots=True, kw_only=True)
class CountSupply(Action):
    """The table counted a supply pile: it holds ``count`` cards (when a starting deck's
    value-2 card was not entered, the app cannot know which pile it came from)."""

    element: Element
    value: SupplyValue
    count: int


@register_action("bbm.banish")
@dataclass(frozen=True, slots=True, kw_only=True)
class BanishMadness(Action):
    """The banish action: pay two elements of one type, and one madness card from the
    seat's hand or from any player's support goes back to the madness deck."""

    owner: int
    source: Literal["hand", "support"]


@register_action("bbm.gain_madness")
@dataclass(frozen=True, slots=True, kw_only=True)
class GainMadness(Action):
    """``player`` takes ``count`` madness cards from the madness deck (every remaining
    player from the active one clockwise when ``None``, as games recorded before
    :class:`EveryoneGainsMadness` say)."""

    player: int | None
    count: int = 1
    to: MadnessDestination = "discard_pile"


@register_action("bbm.everyone_gains")
@dataclass(frozen=True, slots=True, kw_only=True)
class EveryoneGainsMadness(Action):
    """A card effect on the whole table: every remaining player, from the active one
    clockwise, takes ``count`` madness cards into their discard pile."""

    count: int = 1


@register_action("bbm.reshuffle")
@dataclass(frozen=True, slots=True, kw_only=True)
class Reshuffle(Action):
    """``player`` had to draw from an empty draw pile: one madness card into the discard
    pile, which becomes the new draw pile."""

    player: int


@register_action("bbm.banish_by_effect")
@dataclass(frozen=True, slots=True, kw_only=True)
class BanishByEffect(Action):
    """A spell, bonus or curse banishes madness without payment."""

    owner: int
    source: MadnessPlace
    count: int = 1


@register_action("bbm.destroy_madness")
@dataclass(frozen=True, slots=True, kw_only=True)
class DestroyMadness(Action):
    """Madness the owner holds leaves the game for good."""

    owner: int
    source: MadnessPlace
    count: int = 1


@register_action("bbm.move_madness")
@dataclass(frozen=True, slots=True, kw_only=True)
class MoveMadness(Action):
    """Madness moves between a player's hand, support and piles (drawn, discarded, put
    into support)."""

    player: int
    source: MadnessPlace
    target: MadnessPlace
    count: int = 1


@register_action("bbm.destroy_from_deck")
@dataclass(frozen=True, slots=True, kw_only=True)
class DestroyFromMadnessDeck(Action):
    """A curse destroys cards of the madness deck itself (as many as it holds)."""

    count: int


@register_action("bbm.madness_under_curses")
@dataclass(frozen=True, slots=True, kw_only=True)
class MadnessUnderCurses(Action):
    """The Warlock's arrival: one madness card from the deck under each curse."""


@register_action("bbm.change_support")
@dataclass(frozen=True, slots=True, kw_only=True)
class ChangeSupport(Action):
    """Element cards put into (positive ``change``) or taken from ``player``'s support."""

    player: int
    change: int


@register_action("bbm.neutralise_spell")
@dataclass(frozen=True, slots=True, kw_only=True)
class NeutraliseSpell(Action):
    player: int
    spell: str


@register_action("bbm.neutralise_curse")
@dataclass(frozen=True, slots=True, kw_only=True)
class NeutraliseCurse(Action):
    place: Place


@register_action("bbm.label_curse")
@dataclass(frozen=True, slots=True, kw_only=True)
class LabelCurse(Action):
    """What the curse card in ``place`` says, in the table's words, for its alert."""

    place: Place
    label: str


@register_action("bbm.refresh_any_spell")
@dataclass(frozen=True, slots=True, kw_only=True)
class RefreshAnySpell(Action):
    """Ability: refresh one used spell, the seat's own or another player's."""

    owner: int
    spell: str


@register_action("bbm.discard_madness_draw")
@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardMadnessDraw(Action):
    """Ability: discard a madness card from hand and draw a card for it."""


@register_action("bbm.draw_banish")
@dataclass(frozen=True, slots=True, kw_only=True)
class DrawBanish(Action):
    """Ability: draw a card; madness is banished, anything else discarded."""

    drew_madness: bool


@register_action("bbm.swap_with_support")
@dataclass(frozen=True, slots=True, kw_only=True)
class SwapWithSupport(Action):
    """Ability: swap up to two hand cards with as many of the seat's support cards;
    ``madness_to_support`` and ``madness_to_hand`` count the madness among them."""

    madness_to_support: int = 0
    madness_to_hand: int = 0


@register_action("bbm.air_as_any")
@dataclass(frozen=True, slots=True, kw_only=True)
class AirAsAny(Action):
    """Ability: a value-1 air card counts as a value-1 card of any element."""


AbilityAction = RefreshAnySpell | DiscardMadnessDraw | DrawBanish | SwapWithSupport | AirAsAny
ABILITY_OF_ACTION: dict[type[Action], str] = {
    RefreshAnySpell: "refresh_any_spell",
    DiscardMadnessDraw: "discard_madness_draw",
    DrawBanish: "draw_banish_madness",
    SwapWithSupport: "swap_hand_support",
    AirAsAny: "air_as_any",
}

"""What the players of Fury of Dracula do, as loggable actions.

Three kinds: Dracula's secret choices (seat of the Dracula player only), a hunter's day or
night action (the seat running that hunter), and the table's bookkeeping of what the
physical cards did (damage, bites, tokens, combat; any seat may record it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sheets.core.actions import Action, register_action
from sheets.fury_of_dracula.content import HunterId, PowerId, TokenKind

Ticket = tuple[int, int | None]
Route = Literal["road", "rail", "sea"]
EventSymbol = Literal["hunter", "dracula"]
InfluenceCause = Literal["fangs", "card"]
Side = Literal["hunters", "dracula"]


# Dracula's choices


@register_action("fod.dracula_start")
@dataclass(frozen=True, slots=True, kw_only=True)
class DraculaStart(Action):
    """Dracula's secret start location, face down on trail space 1."""

    place: str


@register_action("fod.draw_encounters")
@dataclass(frozen=True, slots=True, kw_only=True)
class DrawEncounters(Action):
    """The encounter cards Dracula drew from the table's real deck."""

    cards: tuple[str, ...]


@register_action("fod.mature")
@dataclass(frozen=True, slots=True, kw_only=True)
class Mature(Action):
    """The hideout leaving space 6 matures; ``resolve`` are the indices of its encounter
    cards whose matured effect Dracula resolves."""

    resolve: tuple[int, ...] = ()


@register_action("fod.make_lair")
@dataclass(frozen=True, slots=True, kw_only=True)
class MakeLair(Action):
    """Advanced: the hideout leaving space 6 becomes a lair, with ``encounter`` added."""

    encounter: str


@register_action("fod.dracula_move")
@dataclass(frozen=True, slots=True, kw_only=True)
class DraculaMove(Action):
    """The card(s) Dracula puts on space 1.

    ``place`` alone: a move. ``power`` Feed, Dark Call or Hide: no place. Wolf Form: with
    ``place`` up to two roads away. ``misdirect_space``: Misdirect clears that space first.
    ``forced``: Dracula has no legal card and the table lets him go to a free place.
    """

    place: str | None = None
    power: PowerId | None = None
    misdirect_space: int | None = None
    forced: bool = False


@register_action("fod.place_encounter")
@dataclass(frozen=True, slots=True, kw_only=True)
class PlaceEncounter(Action):
    encounter: str


@register_action("fod.place_rumour")
@dataclass(frozen=True, slots=True, kw_only=True)
class PlaceRumour(Action):
    """Advanced: a rumour token on the hideout of trail ``space`` (1-3); ``None`` skips."""

    space: int | None


@register_action("fod.ambush")
@dataclass(frozen=True, slots=True, kw_only=True)
class Ambush(Action):
    """Dracula ambushes the hunter who just ended a move, with ``encounter``; ``None``
    lets him pass."""

    encounter: str | None


@register_action("fod.choose_hospital")
@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseHospital(Action):
    hunter: HunterId
    hospital: str


@register_action("fod.dusk_tokens")
@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveDuskTokens(Action):
    """Which roadblock (edge key) and which storm (sea) Dracula takes away at dusk."""

    roadblock: str | None = None
    storm: str | None = None


@register_action("fod.bats_move")
@dataclass(frozen=True, slots=True, kw_only=True)
class BatsMove(Action):
    """Dracula moves the hunter under a bats token to an adjacent city; ``None`` returns
    the token when no road leads anywhere the hunter may go."""

    hunter: HunterId
    place: str | None


@register_action("fod.clear_lair")
@dataclass(frozen=True, slots=True, kw_only=True)
class ClearLair(Action):
    lair: int


@register_action("fod.dracula_event")
@dataclass(frozen=True, slots=True, kw_only=True)
class DraculaEvent(Action):
    """The app's Dracula plays the event ``card`` from his hand (an ally goes to his
    area), or with ``discard`` puts it face down on the discard pile, his hand being over
    its limit."""

    card: str
    discard: bool = False


@register_action("fod.avoid_combat")
@dataclass(frozen=True, slots=True, kw_only=True)
class AvoidCombat(Action):
    """Dracula avoids a combat in a city with fog."""


# A hunter's action


@register_action("fod.move")
@dataclass(frozen=True, slots=True, kw_only=True)
class Move(Action):
    """Move by road, rail (spending the held ticket number ``ticket``) or sea."""

    hunter: HunterId
    to: str
    route: Route
    ticket: int | None = None


@register_action("fod.supply")
@dataclass(frozen=True, slots=True, kw_only=True)
class Supply(Action):
    """``event`` is the symbol on the event card drawn (none in a hospital). ``card`` is
    the title of a Dracula event drawn at night for the app's Dracula, which goes to his
    secret hand (none otherwise)."""

    hunter: HunterId
    event: EventSymbol | None = None
    card: str | None = None


@register_action("fod.trade")
@dataclass(frozen=True, slots=True, kw_only=True)
class Trade(Action):
    """Cards and tickets passed between ``hunter`` and ``partner`` (ticket numbers are the
    giver's)."""

    hunter: HunterId
    partner: HunterId
    items_given: int = 0
    items_taken: int = 0
    events_given: int = 0
    events_taken: int = 0
    tickets_given: tuple[int, ...] = ()
    tickets_taken: tuple[int, ...] = ()


@register_action("fod.reserve_ticket")
@dataclass(frozen=True, slots=True, kw_only=True)
class ReserveTicket(Action):
    """Take tickets from the pool: drawn by the app, or ``tickets`` as drawn at the table."""

    hunter: HunterId
    tickets: tuple[Ticket, ...] = ()


@register_action("fod.rest")
@dataclass(frozen=True, slots=True, kw_only=True)
class Rest(Action):
    hunter: HunterId


@register_action("fod.search")
@dataclass(frozen=True, slots=True, kw_only=True)
class Search(Action):
    hunter: HunterId


@register_action("fod.special")
@dataclass(frozen=True, slots=True, kw_only=True)
class Special(Action):
    """Play an event card as the action (``event_played``) or use a sheet ability."""

    hunter: HunterId
    event_played: bool = True


@register_action("fod.pass")
@dataclass(frozen=True, slots=True, kw_only=True)
class PassTurn(Action):
    """Only when the hunter has no action he may take (at sea with every way blocked)."""

    hunter: HunterId


# The table's bookkeeping


@register_action("fod.damage_hunter")
@dataclass(frozen=True, slots=True, kw_only=True)
class DamageHunter(Action):
    """Damage (negative: healing) from a card, an encounter or combat."""

    hunter: HunterId
    amount: int


@register_action("fod.bite")
@dataclass(frozen=True, slots=True, kw_only=True)
class Bite(Action):
    hunter: HunterId


@register_action("fod.damage_dracula")
@dataclass(frozen=True, slots=True, kw_only=True)
class DamageDracula(Action):
    """Damage (negative: healing) Dracula takes from combat or cards."""

    amount: int


@register_action("fod.influence")
@dataclass(frozen=True, slots=True, kw_only=True)
class GainInfluence(Action):
    """Influence from another card's effect, or from Fangs against ``hunter``, whom
    Mesmerize struck in this fight."""

    amount: int
    cause: InfluenceCause = "card"
    hunter: HunterId | None = None


@register_action("fod.hand")
@dataclass(frozen=True, slots=True, kw_only=True)
class ChangeHand(Action):
    """Items and events a hunter gained (positive) or discarded (negative) outside his
    action."""

    hunter: HunterId
    items: int = 0
    events: int = 0


@register_action("fod.dracula_events")
@dataclass(frozen=True, slots=True, kw_only=True)
class ChangeDraculaEvents(Action):
    change: int


@register_action("fod.place_token")
@dataclass(frozen=True, slots=True, kw_only=True)
class PlaceToken(Action):
    """A token put on the map: ``at`` is a city (fog, heavenly host, consecrated ground), an
    edge key such as ``road:MU-VI`` (roadblock), a sea (storm) or a hunter (bats).
    ``by_table``: the host recorded it for the whole table, not a seat's player."""

    token: TokenKind
    at: str
    by_table: bool = False


@register_action("fod.remove_token")
@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveToken(Action):
    """A token taken off the map (``by_table`` as for :class:`PlaceToken`)."""

    token: TokenKind
    at: str
    by_table: bool = False


@register_action("fod.effect_move")
@dataclass(frozen=True, slots=True, kw_only=True)
class EffectMove(Action):
    """A hunter moved by a card's effect; ending there counts as ending a move."""

    hunter: HunterId
    to: str


@register_action("fod.start_combat")
@dataclass(frozen=True, slots=True, kw_only=True)
class StartCombat(Action):
    """A fight the table starts itself: a vampire found by a search, or a card
    (``by_table`` as for :class:`PlaceToken`)."""

    hunters: tuple[HunterId, ...]
    vampire: bool = True
    by_table: bool = False


@register_action("fod.reveal_trail")
@dataclass(frozen=True, slots=True, kw_only=True)
class RevealTrail(Action):
    """A hunter's card turns a trail card of the app's Dracula face up: the one on trail
    ``space`` (1-6), or the card of ``place`` if it is on his trail. The card says which;
    the app tells the table what is there (``by_table`` as for :class:`PlaceToken`)."""

    space: int | None = None
    place: str | None = None
    by_table: bool = False


@register_action("fod.combat_card")
@dataclass(frozen=True, slots=True, kw_only=True)
class CombatCard(Action):
    """Dracula (or the vampire) has played one more combat card: a new round begins.
    ``card`` is the card the app's Dracula plays, and ``engaged`` the hunter he names
    when several fight him; a human Dracula's are not recorded. ``combat_round`` is the
    round the card begins, checked as :class:`RevealCombatCards` checks its own."""

    card: str | None = None
    engaged: HunterId | None = None
    combat_round: int | None = None


@register_action("fod.reveal_combat")
@dataclass(frozen=True, slots=True, kw_only=True)
class RevealCombatCards(Action):
    """The hunters fighting the app's Dracula have chosen their combat cards face down:
    the app plays his (``by_table`` as for :class:`PlaceToken`).

    ``combat_round`` is the round the cards were chosen for: once Dracula has played
    that round's card, the action is refused, so that a second tap (or a second device)
    does not play the next round too. ``None`` (logs from before) is not checked.
    """

    by_table: bool = False
    combat_round: int | None = None


@register_action("fod.mesmerize")
@dataclass(frozen=True, slots=True, kw_only=True)
class Mesmerize(Action):
    """Dracula's Mesmerize struck a hunter in this fight."""

    hunter: HunterId


@register_action("fod.damage_vampire")
@dataclass(frozen=True, slots=True, kw_only=True)
class DamageVampire(Action):
    """Damage (negative: taken back) on the vampire encounter being fought."""

    amount: int


@register_action("fod.destroy_vampire")
@dataclass(frozen=True, slots=True, kw_only=True)
class DestroyVampire(Action):
    """The vampire encounter being fought is destroyed and discarded."""


@register_action("fod.escape")
@dataclass(frozen=True, slots=True, kw_only=True)
class Escape(Action):
    """A hunter leaves the fight with his Escape card."""

    hunter: HunterId


@register_action("fod.end_combat")
@dataclass(frozen=True, slots=True, kw_only=True)
class EndCombat(Action):
    """The fight is over (Escape as Bat or Mist, or the table says so; ``by_table`` as for
    :class:`PlaceToken`)."""

    by_table: bool = False


@register_action("fod.ally")
@dataclass(frozen=True, slots=True, kw_only=True)
class SetAlly(Action):
    """The ally in play for a side; ``None`` discards it (``by_table`` as for
    :class:`PlaceToken`)."""

    side: Side
    ally: str | None
    by_table: bool = False

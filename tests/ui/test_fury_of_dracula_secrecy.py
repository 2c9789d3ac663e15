"""Secrecy over the wire: everything the table's tablet and a hunter player's phone
receive during a scripted game (every message, as the Flet client would decode it) never
names one of Dracula's hidden places, in Czech or English, nor a hidden encounter card.

Dracula's own phone plays his side through his screen; the hunters play through the
table and the phone. The hunters start in Spain and Portugal while Dracula roams the
Balkans, so that no public list (a hunter's moves, say) may name his places: any hidden
name that reaches a hunters' device is a leak. A card turned face up for everybody (the
hunters are moved onto his trail) becomes public and may then be shown.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import flet as ft
import msgpack
import pytest

from sheets.core.events import Event
from sheets.fury_of_dracula.actions import DamageDracula, EffectMove
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.secrecy import public_events
from sheets.fury_of_dracula.state import GameState
from sheets.fury_of_dracula.view import to_json
from sheets.i18n import translate
from tests.fury_of_dracula.test_secrecy import (
    TITLED_EVENTS,
    public_places,
    public_titles,
    secret_places,
    strings,
)
from tests.ui.fod_devices import (
    act_as,
    destination,
    device,
    far_apart_setup,
    stored_game,
    take_seat,
    tap,
)
from tests.ui.harness import FakeClient, pack
from tests.ui.helpers import bar_control, dialog, inside

CONTENT = load_content()
DRACULA_PATH = ("SA", "IO", "AT", "VA", "SJ", "BE")


def received(client: FakeClient, start: int) -> Iterator[str]:
    """Every string in the messages ``client`` got from message ``start`` on, decoded as
    the browser decodes them."""
    for message in client.conn.messages[start:]:
        yield from _strings(
            msgpack.unpackb(pack([message.action, message.body]), strict_map_key=False)
        )


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(key)
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def place_terms(codes: set[str]) -> dict[str, re.Pattern[str]]:
    """Each hidden place as its code and its Czech and English names, matched as words."""
    terms = {}
    for code in codes:
        terms[code] = re.compile(rf"(?<![A-Za-z0-9#]){code}(?![A-Za-z0-9])")
        terms.update(named_terms(f"fod.place.{code}"))
    return terms


def encounter_terms(titles: set[str]) -> dict[str, re.Pattern[str]]:
    """Each hidden encounter as its id (a whole string: ``bats`` is also a token's word)
    and its Czech and English titles, matched as words."""
    terms = {}
    for title in titles:
        terms[title] = re.compile(rf"^{re.escape(title)}$")
        terms.update(named_terms(f"fod.encounter.{title}"))
    if "bats" in titles:
        # The Bats token is named after the card: "2 Bats tokens" names no card.
        terms["Bats"] = re.compile(r"(?<!\w)Bats(?!\w)(?! tokens?\b)")
    return terms


# Two of Dracula's combat cards share their names with buttons of every fight: the
# Mesmerize record and the influence of Fangs. Their ids still give them away.
COMBAT_NAMES_ON_BUTTONS = frozenset({"mesmerize", "fangs"})


def combat_card_terms(cards: set[str]) -> dict[str, re.Pattern[str]]:
    """Each hidden combat card of Dracula as its id (a whole string) and, unless a button
    bears the same words, its Czech and English names, matched as words."""
    terms = {}
    for card in cards:
        terms[card] = re.compile(rf"^{re.escape(card)}$")
        if card not in COMBAT_NAMES_ON_BUTTONS:
            terms.update(named_terms(f"fod.combat_card.{card}"))
    return terms


def named_terms(key: str) -> dict[str, re.Pattern[str]]:
    """The message ``key`` in Czech and in English, each matched as words."""
    names = {translate(key, language) for language in ("en", "cs")}
    return {name: re.compile(rf"(?<!\w){re.escape(name)}(?!\w)") for name in names}


class Watch:
    """Checks what the hunters' devices received since the last check against what was
    secret before and after the last change."""

    def __init__(self, table: Any, game_id: str, clients: list[FakeClient]) -> None:
        self.table = table
        self.game_id = game_id
        self.clients = clients
        self.read = {id(client): 0 for client in clients}
        self.state = self.live()
        self.public_titles: set[str] = set()
        self.learned = 0
        self.checks = 0

    def live(self) -> GameState:
        state: GameState = self.table.services.tables.open(self.game_id).state
        return state

    def learn(self, events: tuple[Event, ...]) -> None:
        for event in public_events(events):
            if event.code in TITLED_EVENTS:
                self.public_titles |= set(strings(to_json(dict(event.params)))) & set(
                    CONTENT.encounters
                )

    async def check(self) -> None:
        for client in self.clients:
            await client.settle()
        before, after = self.state, self.live()
        history = self.table.services.tables.open(self.game_id).game.history()
        for _, events in history[self.learned :]:
            self.learn(events)
        self.learned = len(history)
        hidden = (secret_places(before) | secret_places(after)) - public_places(before)
        hidden -= public_places(after)
        titles = set(CONTENT.encounters) - self.public_titles - public_titles(after)
        terms = {**place_terms(hidden), **encounter_terms(titles)}
        for client in self.clients:
            for text in received(client, self.read[id(client)]):
                leaked = [term for term, pattern in terms.items() if pattern.search(text)]
                assert not leaked, f"{leaked} reached a hunters' device in {text!r}"
            self.read[id(client)] = len(client.conn.messages)
        self.state = after
        self.checks += 1


async def hunters_rest(watch: Watch, table_client: FakeClient, phone: FakeClient) -> None:
    """The hunters' day and night: Bohdan acts on his phone for Godalming and Mina, the
    table for Cyril's hunters; Godalming supplies, the others rest."""
    while current_step(watch.live()) in ("day_action", "night_action"):
        hunter = watch.live().current_hunter
        client = phone if hunter in ("godalming", "mina") else table_client
        if hunter == "godalming":
            await tap(client, ft.FilledTonalButton, "Supply")
            await client.fire(
                inside(dialog(client), ft.FilledTonalButton, "Hunter symbol", exact=True)
            )
        else:
            await tap(client, ft.FilledTonalButton, "Rest")
        await watch.check()


async def dracula_turn(watch: Watch, dracula: FakeClient, place: str) -> None:
    state = watch.live()
    if current_step(state) == "dracula_mature":
        hand = state.dracula.hand
        await dracula.fire(
            next(b for b in dracula.all(ft.OutlinedButton) if b.content == _encounter(hand[0]))
        )
        await watch.check()
    await dracula.fire(destination(dracula, translate(f"fod.place.{place}", "en")))
    await watch.check()
    state = watch.live()
    if current_step(state) == "dracula_encounter":
        await tap(dracula, ft.FilledTonalButton, _encounter(state.dracula.hand[0]))
        await watch.check()
    if current_step(watch.live()) == "dracula_rumour":
        await tap(dracula, ft.FilledTonalButton, "No rumour")
        await watch.check()


def _encounter(card: str) -> str:
    return translate(f"fod.encounter.{card}", "en")


@pytest.mark.asyncio
async def test_the_table_and_a_hunter_phone_never_receive_a_hidden_place_or_card(table) -> None:
    game_id = stored_game(table, far_apart_setup())
    tablet = await device(table, game_id)
    phone = await device(table, game_id, width=390)
    czech_phone = await device(table, game_id, width=390, language="cs")
    dracula = await device(table, game_id, width=390)
    await take_seat(phone, "Bohdan")
    await take_seat(dracula, "Anna")
    watch = Watch(table, game_id, [tablet, phone, czech_phone])
    await watch.check()

    await dracula.type(dracula.one(ft.TextField), "sof")
    await tap(dracula, ft.OutlinedButton, "Sofia")
    await watch.check()
    assert watch.live().dracula.location == "SO"
    for place in DRACULA_PATH:
        await hunters_rest(watch, tablet, phone)
        await dracula_turn(watch, dracula, place)
    assert watch.live().lairs and watch.live().dracula.location == "BE"

    act_as(table, game_id, 1, EffectMove(seat=1, hunter="godalming", to="AT"))
    await watch.check()
    assert current_step(watch.live()) == "ambush"
    ambush = [
        button
        for button in dracula.all(ft.FilledTonalButton)
        if str(button.content).startswith("Ambush with")
    ]
    await dracula.fire(ambush[0])
    await watch.check()

    await tap(tablet, ft.IconButton, "Dracula takes 1 damage")
    table.act(game_id, DamageDracula(seat=0, amount=2))
    await watch.check()
    await tablet.fire(bar_control(tablet, "Undo"))
    await tablet.fire(bar_control(tablet, "History"))
    await phone.fire(bar_control(phone, "History"))
    await czech_phone.fire(bar_control(czech_phone, "Historie"))
    await watch.check()

    assert watch.checks > 60
    assert sum(len(client.conn.messages) for client in watch.clients) > 150
    assert secret_places(watch.live()) >= {"SO", "SA", "IO", "VA", "SJ", "BE"}
    seen = {text for text in received(dracula, 0)}
    assert any("Belgrade" in text for text in seen), "Dracula's own phone shows his places"
    for client in (tablet, phone, czech_phone, dracula):
        bad = [t for t in received(client, 0) if raw_words({t})]
        assert raw_words(set(received(client, 0))) == set(), bad[:3]


RAW = re.compile(
    r"\b(?:fod|illegal|event)[._-][a-z_]+|\bNone\b|\b1 (?:\w+ )?(?:items|events|cards)\b"
)
IDS = {
    *(card for card in CONTENT.encounters if "_" in card),
    *(power for power in CONTENT.powers if "_" in power),
    "van_helsing",
}


def raw_words(texts: set[str]) -> set[str]:
    """Reason codes, message keys, ids and a count of one in the plural: what no person
    should read."""
    found = {match.group(0) for text in texts for match in RAW.finditer(text)}
    return found | {word for text in texts for word in IDS if word in text}

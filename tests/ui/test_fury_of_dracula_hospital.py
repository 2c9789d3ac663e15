"""A hunter defeated (by damage, or bitten out of a fight) wakes at dawn in a hospital;
where no one hospital is nearest, a choice is asked of the side the rules name. By the
house rule the hunters' players choose: the device that plays that hunter (its player's
phone, or the table's device while no phone holds the seat) offers the nearest
hospitals, and no other device does; by the printed rule Dracula's phone does, or the
app's Dracula picks. The choice puts the hunter there, and the day's turns follow on
the same panel."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from sheets.core.authority import HOST, Actor
from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import (
    Bite,
    ChooseHospital,
    DamageHunter,
    DraculaMove,
    DraculaStart,
    PlaceEncounter,
    PlaceRumour,
    Rest,
    StartCombat,
)
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.setup import Setup, setup_from_json
from tests.ui.fod_devices import act_as, device, far_apart_setup, stored_game, take_seat
from tests.ui.harness import FakeClient, find, walk
from tests.ui.helpers import dialog, screen_of
from tests.ui.test_fury_of_dracula_reuse import shown_controls
from ui.services import table_topic

# Mina (Bohdan's) waits in Marseilles, as near Madrid as Rome; Seward (Cyril's) in
# London, from where no road leads to any hospital, so that all three are offered.
STARTS = {"godalming": "MA", "seward": "LO", "van_helsing": "CA", "mina": "MR"}

WORDS = {
    "en": {
        "join": "Join",
        "choose": "Choose the hospital:",
        "mina": ["Mina Harker → Madrid", "Mina Harker → Rome"],
        "seward": [
            "Dr. John Seward → Budapest",
            "Dr. John Seward → Madrid",
            "Dr. John Seward → Rome",
        ],
        "mina_to_rome": "Mina Harker → Rome",
        "seward_to_budapest": "Dr. John Seward → Budapest",
        "godalming_on_bohdans": "Lord Godalming acts on Bohdan's device.",
        "godalming_on_table": "Lord Godalming is played by Bohdan on the table's device.",
        "seward_on_cyrils": "Dr. John Seward's hospital is chosen on Cyril's device.",
        "mina_on_table": "Bohdan chooses Mina Harker's hospital on the table's device.",
        "mina_by_anna": "Anna chooses Mina Harker's hospital on Dracula's device.",
        "rest": "Rest",
        "move": "Move",
        "rome": "Rome",
        "in_rome": "in the hospital of Rome",
    },
    "cs": {
        "join": "Připojit",
        "choose": "Zvolte nemocnici:",
        "mina": ["Mína Harkerová → Madrid", "Mína Harkerová → Řím"],
        "seward": [
            "Dr. John Seward → Budapešť",
            "Dr. John Seward → Madrid",
            "Dr. John Seward → Řím",
        ],
        "mina_to_rome": "Mína Harkerová → Řím",
        "seward_to_budapest": "Dr. John Seward → Budapešť",
        "godalming_on_bohdans": "Za lorda Godalminga se hraje na jiném zařízení (Bohdan).",
        "godalming_on_table": "Za lorda Godalminga hraje Bohdan na zařízení stolu.",
        "seward_on_cyrils": "Nemocnici pro Dr. Johna Sewarda volí hráč na jiném zařízení (Cyril).",
        "mina_on_table": "Nemocnici pro Mínu Harkerovou volí Bohdan na zařízení stolu.",
        "mina_by_anna": "Nemocnici pro Mínu Harkerovou volí Drákula (Anna).",
        "rest": "Odpočinek",
        "move": "Pohyb",
        "rome": "Řím",
        "in_rome": "v nemocnici v Římě",
    },
}


def hospital_setup() -> Any:
    return far_apart_setup(starts=STARTS, house_rules={"hospital_choice": "hunters_choose"})


def state(table: Any, game_id: str) -> Any:
    return table.services.tables.open(game_id).state


def played_by(seat: int) -> Actor:
    """The device that holds ``seat``."""
    return Actor(host=False, seats=frozenset({seat}))


def defeated_by_damage(table: Any, game_id: str, *hunters: str) -> None:
    """Each of ``hunters`` takes as much damage as his health, recorded by his player."""
    for hunter in hunters:
        seat = state(table, game_id).setup.hunter_seats[hunter]
        health = state(table, game_id).rules.hunter_health[hunter]
        act_as(table, game_id, seat, DamageHunter(seat=seat, hunter=hunter, amount=health))
    assert all(state(table, game_id).hunter(hunter).defeated for hunter in hunters)


def bitten_out_of_a_fight(table: Any, game_id: str, hunter: str) -> None:
    """``hunter``'s player starts a fight with Dracula and records his bites, up to the
    one that finds no free bite space: the hunter is defeated, and the fight is over."""
    seat = state(table, game_id).setup.hunter_seats[hunter]
    act_as(table, game_id, seat, StartCombat(seat=seat, hunters=(hunter,), vampire=False))
    assert state(table, game_id).combat is not None
    spaces = state(table, game_id).rules.hunter_bite_spaces[hunter]
    act_as(table, game_id, seat, *[Bite(seat=seat, hunter=hunter)] * (spaces + 1))
    assert state(table, game_id).hunter(hunter).defeated
    assert state(table, game_id).combat is None


def to_next_dawn(table: Any, game_id: str, actors: dict[int, Actor]) -> None:
    """The hunters rest by day and by night; Dracula moves to Salonica, places an
    encounter and no rumour: dawn. Each seat acts on the device ``actors`` names for it
    (the host's for the others)."""
    tables = table.services.tables
    dracula = actors.get(0, HOST)
    while current_step(state(table, game_id)) in ("day_action", "night_action"):
        now = state(table, game_id)
        hunter = now.current_hunter
        seat = now.setup.hunter_seats[hunter]
        tables.act(game_id, Rest(seat=seat, hunter=hunter), actors.get(seat, HOST))
    tables.act(game_id, DraculaMove(seat=0, place="SA"), dracula)
    if current_step(state(table, game_id)) == "dracula_encounter":
        hand = state(table, game_id).dracula.hand
        tables.act(game_id, PlaceEncounter(seat=0, encounter=hand[0]), dracula)
    if current_step(state(table, game_id)) == "dracula_rumour":
        tables.act(game_id, PlaceRumour(seat=0, space=None), dracula)
    table.hub.send_all_on_topic(table_topic(game_id), game_id)


def shown_texts(client: FakeClient) -> list[str]:
    panel = screen_of(client).panels["decisions"]
    return [str(c.value) for c in shown_controls(panel) if isinstance(c, ft.Text)]


def shown_buttons(client: FakeClient) -> list[str]:
    panel = screen_of(client).panels["decisions"]
    return [str(c.content) for c in shown_controls(panel) if isinstance(c, ft.FilledTonalButton)]


def hospital_button(client: FakeClient, label: str) -> ft.FilledTonalButton:
    panel = screen_of(client).panels["decisions"]
    found = [
        c
        for c in shown_controls(panel)
        if isinstance(c, ft.FilledTonalButton) and c.content == label
    ]
    assert len(found) == 1, (label, shown_buttons(client))
    return found[0]


async def joined_as(table: Any, game_id: str, name: str, ip: str, language: str) -> FakeClient:
    """A phone at ``ip``, in ``language``, that joins with the table's code as ``name``."""
    code = table.services.join_codes.code_for(game_id)
    phone = await table.device(
        width=390, height=844, route=f"/join?code={code}", client_ip=ip, language=language
    )
    await phone.fire(find(phone, ft.FilledButton, WORDS[language]["join"]))
    await phone.fire(find(phone, ft.FilledTonalButton, name))
    await phone.settle(40)
    return phone


async def settle(*clients: FakeClient) -> None:
    for client in clients:
        await client.settle()


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "cs"])
async def test_each_phone_chooses_the_hospital_of_its_own_defeated_hunter(
    lan_table: Any, language: str
) -> None:
    table, words = lan_table, WORDS[language]
    game_id = stored_game(table, hospital_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    bohdan = await joined_as(table, game_id, "Bohdan", "192.168.1.41", language)
    cyril = await joined_as(table, game_id, "Cyril", "192.168.1.42", language)
    defeated_by_damage(table, game_id, "mina", "seward")
    to_next_dawn(table, game_id, {1: played_by(1), 2: played_by(2)})
    await settle(bohdan, cyril)
    assert current_step(state(table, game_id)) == "hospital"
    assert state(table, game_id).hospital_queue == ("seward", "mina")

    # Each phone offers the nearest hospitals of its own player's hunter, and only his.
    assert shown_texts(bohdan) == [words["choose"]]
    assert shown_buttons(bohdan) == words["mina"]
    assert shown_texts(cyril) == [words["choose"]]
    assert shown_buttons(cyril) == words["seward"]

    # Cyril's phone cannot choose for Mina, in his seat or in Bohdan's.
    for seat, reason in ((2, "fod_not_your_choice"), (1, "not_your_seat")):
        with pytest.raises(Illegal) as refused:
            table.services.tables.act(
                game_id, ChooseHospital(seat=seat, hunter="mina", hospital="MA"), played_by(2)
            )
        assert refused.value.reason == reason
    # Nor Bohdan's phone for a hospital farther away than the nearest.
    with pytest.raises(Illegal) as refused:
        table.services.tables.act(
            game_id, ChooseHospital(seat=1, hunter="mina", hospital="BD"), played_by(1)
        )
    assert refused.value.reason == "fod_not_nearest_hospital"
    assert state(table, game_id).hospital_queue == ("seward", "mina")

    await bohdan.fire(hospital_button(bohdan, words["mina_to_rome"]))
    await settle(bohdan, cyril)
    mina = state(table, game_id).hunter("mina")
    assert (mina.location, mina.hospital, mina.defeated, mina.damage) == ("RO", True, False, 0)
    assert state(table, game_id).hospital_queue == ("seward",)
    assert shown_texts(bohdan) == [words["seward_on_cyrils"]] and shown_buttons(bohdan) == []
    assert words["in_rome"] in bohdan.texts() and words["in_rome"] in cyril.texts()
    assert shown_buttons(cyril) == words["seward"], "Seward still waits on Cyril's phone"

    await cyril.fire(hospital_button(cyril, words["seward_to_budapest"]))
    await settle(bohdan, cyril)
    seward = state(table, game_id).hunter("seward")
    assert (seward.location, seward.hospital) == ("BD", True)
    assert current_step(state(table, game_id)) == "day_action"
    assert state(table, game_id).current_hunter == "godalming"

    # The day's first turn, Godalming's, is Bohdan's: his phone shows its buttons.
    assert words["choose"] not in shown_texts(bohdan)
    assert {words["rest"], words["move"]} <= set(shown_buttons(bohdan))
    assert not any("→" in button for button in shown_buttons(bohdan))
    assert shown_buttons(cyril) == []
    assert shown_texts(cyril) == [words["godalming_on_bohdans"]]

    # Godalming, Seward and Van Helsing rest; Mina's only move from the hospital is
    # into Rome.
    await bohdan.fire(find(bohdan, ft.FilledTonalButton, words["rest"]))
    await settle(bohdan, cyril)
    for _ in range(2):
        await cyril.fire(find(cyril, ft.FilledTonalButton, words["rest"]))
        await settle(bohdan, cyril)
    assert state(table, game_id).current_hunter == "mina"
    await bohdan.fire(find(bohdan, ft.FilledTonalButton, words["move"]))
    places = [
        str(c.content)
        for c in walk(dialog(bohdan))
        if isinstance(c, ft.FilledTonalButton) and c.content
    ]
    assert words["rome"] in places and "Madrid" not in places, places


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "cs"])
async def test_the_tables_device_chooses_for_a_hunter_no_phone_plays(
    table: Any, language: str
) -> None:
    words = WORDS[language]
    game_id = stored_game(table, hospital_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    tablet = await device(table, game_id, language=language)
    cyril = await device(table, game_id, width=390)
    await take_seat(cyril, "Cyril")
    defeated_by_damage(table, game_id, "mina", "seward")
    to_next_dawn(table, game_id, {2: played_by(2)})
    await settle(tablet, cyril)
    assert state(table, game_id).hospital_queue == ("seward", "mina")

    # The tablet plays Bohdan's hunters, as no phone holds his seat: Mina's choice is
    # there, and Seward's only on Cyril's phone.
    assert shown_texts(tablet) == [words["choose"]]
    assert shown_buttons(tablet) == words["mina"]
    assert shown_buttons(cyril) == WORDS["en"]["seward"]

    await tablet.fire(hospital_button(tablet, words["mina_to_rome"]))
    await settle(tablet, cyril)
    mina = state(table, game_id).hunter("mina")
    assert (mina.location, mina.hospital) == ("RO", True)
    assert shown_texts(tablet) == [words["seward_on_cyrils"]] and shown_buttons(tablet) == []

    await cyril.fire(hospital_button(cyril, WORDS["en"]["seward_to_budapest"]))
    await settle(tablet, cyril)
    assert state(table, game_id).hunter("seward").location == "BD"
    assert state(table, game_id).current_hunter == "godalming"
    assert {words["rest"], words["move"]} <= set(shown_buttons(tablet))
    assert not any("→" in button for button in shown_buttons(tablet))
    assert shown_buttons(cyril) == []
    assert shown_texts(cyril) == [WORDS["en"]["godalming_on_table"]]


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "cs"])
async def test_a_device_that_chooses_no_hospital_says_who_the_table_waits_for(
    lan_table: Any, language: str
) -> None:
    """Mina (Bohdan's, who has no phone) waits for her hospital: Cyril's phone and
    Dracula's, which choose none, name who does, the table's device, until the choice is
    made."""
    table, words = lan_table, WORDS[language]
    game_id = stored_game(table, hospital_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    cyril = await joined_as(table, game_id, "Cyril", "192.168.1.42", language)
    defeated_by_damage(table, game_id, "mina")
    to_next_dawn(table, game_id, {2: played_by(2)})
    await cyril.settle()
    assert state(table, game_id).hospital_queue == ("mina",)

    assert shown_texts(cyril) == [words["mina_on_table"]]
    assert shown_buttons(cyril) == []
    dracula = await joined_as(table, game_id, "Anna", "192.168.1.40", language)
    assert shown_texts(dracula) == [words["mina_on_table"]]
    assert shown_buttons(dracula) == []

    table.services.tables.act(game_id, ChooseHospital(seat=1, hunter="mina", hospital="RO"), HOST)
    table.hub.send_all_on_topic(table_topic(game_id), game_id)
    await cyril.settle()
    assert current_step(state(table, game_id)) == "day_action"
    assert shown_texts(cyril) == [words["godalming_on_table"]]


async def tablet_alone_with_two_hunters_to_hospital(table: Any) -> tuple[str, Any]:
    """A game whose table's device holds every hunter, at the dawn that sends Mina and
    Seward to a hospital: its game and the tablet, which offers both choices."""
    game_id = stored_game(table, hospital_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    tablet = await device(table, game_id)
    defeated_by_damage(table, game_id, "mina", "seward")
    to_next_dawn(table, game_id, {})
    await tablet.settle()
    words = WORDS["en"]
    assert sorted(shown_buttons(tablet)) == sorted(words["mina"] + words["seward"])
    return game_id, tablet


@pytest.mark.asyncio
async def test_the_tables_device_alone_chooses_each_hospital_in_turn_and_an_undo_asks_again(
    table: Any,
) -> None:
    words = WORDS["en"]
    game_id, tablet = await tablet_alone_with_two_hunters_to_hospital(table)

    # Seward's choice made, the buttons left are Mina's, and each takes her to its city.
    await tablet.fire(hospital_button(tablet, words["seward_to_budapest"]))
    assert state(table, game_id).hunter("seward").location == "BD"
    assert shown_buttons(tablet) == words["mina"]
    await tablet.fire(hospital_button(tablet, words["mina_to_rome"]))
    mina = state(table, game_id).hunter("mina")
    assert (mina.location, mina.hospital) == ("RO", True)
    assert words["choose"] not in shown_texts(tablet) and words["rest"] in shown_buttons(tablet)

    # Undone, Mina waits for her hospital again, and the tablet asks for it again.
    await tablet.fire(tablet.one(ft.IconButton, tooltip="Undo"))
    assert state(table, game_id).hospital_queue == ("mina",)
    assert shown_texts(tablet) == [words["choose"]]
    assert shown_buttons(tablet) == words["mina"]
    await tablet.fire(hospital_button(tablet, "Mina Harker → Madrid"))
    assert state(table, game_id).hunter("mina").location == "MA"
    assert words["choose"] not in shown_texts(tablet) and words["rest"] in shown_buttons(tablet)

    # Godalming's turn reads as on a tablet opened only now.
    fresh = await device(table, game_id)
    assert (shown_texts(tablet), shown_buttons(tablet)) == (
        shown_texts(fresh),
        shown_buttons(fresh),
    )


@pytest.mark.asyncio
async def test_a_phone_taking_a_waiting_hunters_seat_takes_his_choice_from_the_tablet(
    table: Any,
) -> None:
    words = WORDS["en"]
    game_id, tablet = await tablet_alone_with_two_hunters_to_hospital(table)

    cyril = await device(table, game_id, width=390)
    await take_seat(cyril, "Cyril")
    await tablet.settle()
    assert shown_buttons(tablet) == words["mina"]
    assert shown_buttons(cyril) == words["seward"]
    await cyril.fire(hospital_button(cyril, words["seward_to_budapest"]))
    await tablet.settle()
    assert state(table, game_id).hunter("seward").location == "BD"
    assert shown_buttons(tablet) == words["mina"] and shown_buttons(cyril) == []


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "cs"])
async def test_by_the_printed_rule_draculas_phone_chooses_and_the_hunters_phones_do_not(
    lan_table: Any, language: str
) -> None:
    table, words = lan_table, WORDS[language]
    game_id = stored_game(table, far_apart_setup(starts=STARTS))
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    anna = await joined_as(table, game_id, "Anna", "192.168.1.40", language)
    bohdan = await joined_as(table, game_id, "Bohdan", "192.168.1.41", language)
    bitten_out_of_a_fight(table, game_id, "mina")
    to_next_dawn(table, game_id, {0: played_by(0), 1: played_by(1)})
    await settle(anna, bohdan)
    assert state(table, game_id).hospital_queue == ("mina",)

    assert shown_buttons(anna) == words["mina"]
    assert shown_texts(bohdan) == [words["mina_by_anna"]] and shown_buttons(bohdan) == []
    with pytest.raises(Illegal) as refused:
        table.services.tables.act(
            game_id, ChooseHospital(seat=1, hunter="mina", hospital="MA"), played_by(1)
        )
    assert refused.value.reason == "fod_not_your_choice"

    await anna.fire(hospital_button(anna, words["mina_to_rome"]))
    await settle(anna, bohdan)
    mina = state(table, game_id).hunter("mina")
    assert (mina.location, mina.hospital) == ("RO", True)
    assert shown_buttons(anna) == []
    assert {words["rest"], words["move"]} <= set(shown_buttons(bohdan))


def against_the_app(rule: str) -> Setup:
    """Bohdan and Cyril against the app's Dracula (seat 2); Mina, one of Cyril's
    hunters, waits in Marseilles."""
    data = far_apart_setup().model_dump(mode="json")
    data.update(
        players=[{"name": "Bohdan"}, {"name": "Cyril"}, {"name": "Anna"}],
        dracula_seat=2,
        hunter_seats={"godalming": 0, "seward": 0, "van_helsing": 1, "mina": 1},
        starts=STARTS,
        app_dracula="normal",
        house_rules={**data["house_rules"], "hospital_choice": rule},
    )
    return setup_from_json(data)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("rule", "offered"),
    [("dracula_chooses", []), ("hunters_choose", WORDS["en"]["mina"])],
)
async def test_against_the_app_its_dracula_chooses_or_the_tablet_offers_the_choice(
    table: Any, rule: str, offered: list[str]
) -> None:
    """The app's Dracula picks by the printed rule and the day goes on; by the house
    rule, the table's device asks the hunters' players."""
    words = WORDS["en"]
    game_id = stored_game(table, against_the_app(rule))
    tablet = await device(table, game_id)
    tables = table.services.tables
    assert current_step(state(table, game_id)) == "day_action", "the app started"
    defeated_by_damage(table, game_id, "mina")
    # The hunters rest through the first day and night; the app answers each time.
    while state(table, game_id).round == 1:
        now = state(table, game_id)
        assert current_step(now) in ("day_action", "night_action")
        hunter = now.current_hunter
        tables.act(game_id, Rest(seat=now.setup.hunter_seats[hunter], hunter=hunter), HOST)
    table.hub.send_all_on_topic(table_topic(game_id), game_id)
    await tablet.settle()

    assert [button for button in shown_buttons(tablet) if "→" in button] == offered
    if offered:
        assert state(table, game_id).hospital_queue == ("mina",)
        await tablet.fire(hospital_button(tablet, words["mina_to_rome"]))
    assert state(table, game_id).round == 2
    mina = state(table, game_id).hunter("mina")
    assert mina.hospital and mina.location in ("MA", "RO")
    assert current_step(state(table, game_id)) == "day_action"
    assert words["choose"] not in shown_texts(tablet)
    assert {words["rest"], words["move"]} <= set(shown_buttons(tablet))


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("language", "rule", "reminder"),
    [
        (
            "en",
            "hunters_choose",
            "Mina Harker goes to a hospital; the choices: Madrid and Rome"
            " (the hunter's player chooses).",
        ),
        (
            "en",
            "dracula_chooses",
            "Mina Harker goes to a hospital; the choices: Madrid and Rome (Dracula chooses).",
        ),
        (
            "cs",
            "hunters_choose",
            "Mína Harkerová půjde do nemocnice, na výběr: Madrid a\xa0Řím (volí hráč lovce).",
        ),
        (
            "cs",
            "dracula_chooses",
            "Mína Harkerová půjde do nemocnice, na výběr: Madrid a\xa0Řím (volí Drákula).",
        ),
    ],
)
async def test_the_status_lines_say_who_chooses_among_which_hospitals(
    table: Any, language: str, rule: str, reminder: str
) -> None:
    setup = far_apart_setup(starts=STARTS, house_rules={"hospital_choice": rule})
    game_id = stored_game(table, setup)
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    tablet = await device(table, game_id, language=language)
    defeated_by_damage(table, game_id, "mina")
    to_next_dawn(table, game_id, {})
    await tablet.settle()
    assert reminder in tablet.texts()

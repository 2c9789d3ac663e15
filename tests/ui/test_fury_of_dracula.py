"""The Fury of Dracula screens in the headless harness: a new game and its checklist, the
table's screen and a hunter's phone, Dracula's private screen, the results, the house
rules, printing and the settings."""

from __future__ import annotations

import gc
import logging
from typing import Any

import flet as ft
import pytest

from sheets.fury_of_dracula.actions import (
    Ambush,
    DamageVampire,
    DraculaMove,
    DraculaStart,
    DrawEncounters,
    EndCombat,
    GainInfluence,
    Move,
    PlaceEncounter,
    PlaceRumour,
    ReserveTicket,
    Rest,
    StartCombat,
)
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.options import options
from sheets.fury_of_dracula.setup import randomise_setup
from sheets.i18n import translate
from tests.pdf.pdf_tools import page_texts
from tests.ui.fod_devices import (
    act_as,
    choose,
    destination,
    device,
    far_apart_setup,
    joined_as,
    stored_game,
    take_seat,
    tap,
    texts_of,
)
from tests.ui.harness import find, label_of, walk
from tests.ui.helpers import bar_control, dialog, inside, notified
from ui.services import table_topic


def live(table: Any, game_id: str) -> Any:
    return table.services.tables.open(game_id).state


def started(table: Any, **changes: Any) -> str:
    """A stored far-apart game where Dracula has started in Sofia."""
    game_id = stored_game(table, far_apart_setup(**changes))
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    return game_id


def joined(client: Any) -> str:
    return "\n".join(client.texts())


def title(client: Any) -> str:
    return str(client.page.views[-1].appbar.title.value)


# New game


@pytest.mark.asyncio
async def test_a_new_game_starts_from_the_drawn_setup_and_waits_for_dracula(table) -> None:
    tablet = await table.device()
    await tap(tablet, ft.ListTile, "Fury of Dracula")
    drawn = [text for text in tablet.texts() if text.startswith("Drawn: ")]
    await tap(tablet, ft.FilledButton, "Start the game")
    game_id = tablet.page.route.removeprefix("/game/")
    setup = live(table, game_id).setup
    assert [player.name for player in setup.players] == ["Player 1", "Player 2", "Player 3"]
    assert drawn == [f"Drawn: {setup.players[setup.dracula_seat].name} plays Dracula."]
    assert setup.starts["godalming"] == "CN" and not setup.advanced
    dracula = setup.players[setup.dracula_seat].name
    assert f"Waiting for {dracula} (Dracula)" in joined(tablet)
    assert "Dracula's start" in tablet.texts()


@pytest.mark.asyncio
async def test_the_checklist_follows_what_the_table_chose(table) -> None:
    client = await table.device(width=390, height=844)
    await client.go("/new/fury_of_dracula")
    for field, name in zip(client.all(ft.TextField), ("Ann", "Bob", "Cid"), strict=True):
        await client.type(field, name)
    await choose(client, "chosen")
    picker = find(client, ft.Dropdown, "Who plays Dracula")
    picker.value = "1"
    await client.fire(picker, "select")
    await choose(client, "chosen", 2)
    mina = find(client, ft.Dropdown, "Mina Harker")
    mina.value = "PA"
    await client.fire(mina, "select")
    switch = client.one(ft.Switch)
    switch.value = True
    await client.fire(switch, "change")
    steps = client.texts()
    assert "Bob plays Dracula: Dracula's sheet, figure and reference map." in steps
    assert any(step.startswith("Advanced rules: the five power cards") for step in steps)
    last = "Last, Dracula chooses his start location in secret on his device."
    assert steps.index("Mina Harker starts in Paris.") < steps.index(last)
    await tap(client, ft.FilledButton, "Start the game")
    setup = live(table, client.page.route.removeprefix("/game/")).setup
    assert setup.dracula_seat == 1 and setup.starts["mina"] == "PA" and setup.advanced


@pytest.mark.asyncio
async def test_players_need_different_names(table) -> None:
    client = await table.device()
    await client.go("/new/fury_of_dracula")
    first, second, _ = client.all(ft.TextField)
    await client.type(first, "Eva")
    await client.type(second, "eva")
    await tap(client, ft.FilledButton, "Start the game")
    assert "Every player needs a different name." in client.texts()
    assert table.services.store.list_games() == []


# The table and the hunters' phones


@pytest.mark.asyncio
async def test_the_table_offers_the_hunters_action_and_says_why_not_the_others(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id)
    assert "Day – Lord Godalming's turn" in tablet.texts()
    buttons = [label_of(b) for b in tablet.all(ft.FilledTonalButton)]
    assert buttons[:5] == ["Move", "Supply", "Reserve ticket", "Rest", "Use a sheet ability"]
    assert "Trade: Trading needs both hunters in the same city." in tablet.texts()
    assert "Search: There are no known encounters here to search." in tablet.texts()
    await tap(tablet, ft.FilledTonalButton, "Rest")
    assert live(table, game_id).current_hunter == "seward"
    assert "Day – Dr. John Seward's turn" in tablet.texts()


@pytest.mark.asyncio
async def test_a_move_is_picked_among_the_legal_destinations(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id)
    await tap(tablet, ft.FilledTonalButton, "Move")
    offered = sorted(
        label_of(c) for c in walk(dialog(tablet)) if isinstance(c, ft.FilledTonalButton)
    )
    state = live(table, game_id)
    legal = sorted(
        translate(f"fod.place.{a.to}", "en")
        for a in options(state, 1).actions
        if a.TYPE == "fod.move"
    )
    assert offered == legal == ["Alicante", "Cadiz", "Granada", "Lisbon", "Santander", "Saragossa"]
    await tablet.fire(inside(dialog(tablet), ft.FilledTonalButton, "Saragossa", exact=True))
    assert live(table, game_id).hunter("godalming").location == "SR"
    assert "Lord Godalming moves from Madrid to Saragossa." in joined(tablet)


async def away_to_home(tablet: Any, game_id: str) -> None:
    await tablet.go("/")


async def laid_out_anew(tablet: Any, game_id: str) -> None:
    await tablet.fire(tablet.page, "resize", {"width": 390, "height": 844})


@pytest.mark.asyncio
@pytest.mark.parametrize("move_on", [away_to_home, laid_out_anew])
async def test_a_dialog_tapped_after_its_screen_is_gone_does_nothing(
    table, caplog: pytest.LogCaptureFixture, move_on: Any
) -> None:
    """The dialog stays on the device over whatever came next (a screen of its own, or
    the same game laid out anew); a tap on it acts on nothing and logs nothing."""
    game_id = started(table)
    tablet = await device(table, game_id)
    await device(table, game_id)  # another device keeps the table in memory
    await tap(tablet, ft.FilledTonalButton, "Move")
    stale = inside(dialog(tablet), ft.FilledTonalButton, "Saragossa", exact=True)
    await move_on(tablet, game_id)
    # The harness keeps every message it was sent, and with them the controls of the
    # screen that is gone; a server lets them go, and Python collects them.
    tablet.conn.messages.clear()
    gc.collect()
    await tablet.fire(stale)
    assert live(table, game_id).hunter("godalming").location == "MA"
    assert [r.getMessage() for r in caplog.records if r.levelno > logging.INFO] == []


@pytest.mark.asyncio
async def test_a_refused_trade_says_why_in_the_form(table) -> None:
    game_id = started(
        table, starts={"godalming": "MA", "seward": "MA", "van_helsing": "CA", "mina": "GR"}
    )
    tablet = await device(table, game_id)
    await tap(tablet, ft.FilledTonalButton, "Trade")
    items = next(c for c in walk(dialog(tablet)) if isinstance(c, ft.TextField))
    items.value = "1"
    await tablet.fire(inside(dialog(tablet), ft.FilledTonalButton, "Trade", exact=True))
    problem = [
        c for c in walk(dialog(tablet)) if isinstance(c, ft.Text) and c.color == ft.Colors.ERROR
    ]
    assert problem[0].value == "Not that many cards in hand."
    assert live(table, game_id).current_hunter == "godalming"


@pytest.mark.asyncio
async def test_the_counters_record_damage_and_bites_and_every_screen_names_the_change(
    table,
) -> None:
    game_id = started(table)
    tablet = await device(table, game_id, width=390)
    phone = await device(table, game_id, width=390)
    await take_seat(phone, "Cyril")
    more_damage = [
        b for b in tablet.all(ft.IconButton) if str(b.tooltip).endswith(": one more – damage")
    ]
    await tablet.fire(more_damage[0])
    await tablet.fire(
        [b for b in tablet.all(ft.IconButton) if str(b.tooltip).endswith(": one more – bites")][3]
    )
    state = live(table, game_id)
    assert state.hunter("godalming").damage == 1
    assert state.hunter("mina").defeated, "Mina has no bite space"
    assert state.influence == 2
    assert "Damage 1 / 12" in tablet.texts()
    assert "Defeated: to a hospital at dawn · weakened" in tablet.texts()
    await phone.settle()
    change = "Last change: +2 (Rage: a defeated hunter), Bohdan's record"
    assert change in tablet.texts() and change in phone.texts()


@pytest.mark.asyncio
async def test_a_token_is_placed_by_typing_its_place_and_removed_with_a_tap(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id)
    records = {label_of(c) for c in tablet.all(ft.OutlinedButton)}
    assert "Turn a trail card face up" not in records, "a player's Dracula turns his own"
    await tap(tablet, ft.OutlinedButton, "Place token")
    assert not [c for c in walk(dialog(tablet)) if label_of(c) == "Paris"], "nothing listed unasked"
    await tablet.fire(inside(dialog(tablet), ft.OutlinedButton, "fog", exact=True))
    field = next(c for c in walk(dialog(tablet)) if isinstance(c, ft.TextField))
    await tablet.type(field, "pari")
    await tablet.fire(inside(dialog(tablet), ft.OutlinedButton, "Paris", exact=True))
    assert live(table, game_id).tokens.fog == ("PA",)
    assert "fog token: Paris" in tablet.texts()
    await tablet.fire(tablet.one(ft.IconButton, tooltip="Remove fog token: Paris"))
    assert live(table, game_id).tokens.fog == ()


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "cs"])
async def test_the_tables_records_wait_for_draculas_start_and_say_so(table, language) -> None:
    game_id = stored_game(table, far_apart_setup())
    tablet = await device(table, game_id, language=language)
    place_token = translate("fod.action.place_token", language)
    why = translate(
        "illegal.fod_not_now", language, step=translate("fod.step.dracula_start", language)
    )
    godalming = translate("fod.hunter.godalming", language)

    def counters() -> list[ft.IconButton]:
        """Lord Godalming's buttons of one more or one less of a count."""
        return [b for b in tablet.all(ft.IconButton) if str(b.tooltip).startswith(godalming)]

    assert why in tablet.texts()
    assert place_token not in {label_of(c) for c in tablet.all(ft.OutlinedButton)}
    # Nor the counters: the rules take no record before Dracula's start.
    assert counters() == []
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    tablet.page.pubsub.send_all_on_topic(table_topic(game_id), game_id)
    await tablet.settle()
    assert why not in tablet.texts()
    assert place_token in {label_of(c) for c in tablet.all(ft.OutlinedButton)}
    assert counters()


@pytest.mark.asyncio
async def test_a_fight_is_followed_card_by_card(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id)
    await tap(tablet, ft.OutlinedButton, "Start combat")
    boxes = [c for c in walk(dialog(tablet)) if isinstance(c, ft.Checkbox)]
    boxes[0].value = True
    await tablet.fire(inside(dialog(tablet), ft.FilledTonalButton, "Start combat", exact=True))
    assert "Combat (day) in Madrid · against a vampire" in tablet.texts()
    await tap(tablet, ft.FilledTonalButton, "Dracula played a combat card")
    assert "Dracula's combat cards played: 1 of 6" in tablet.texts()
    recorded = table.services.tables.open(game_id)
    assert recorded.game.actions[-1].seat == recorded.state.setup.dracula_seat, "Dracula's card"
    assert not tablet.all(ft.OutlinedButton, content="+1 influence (Fangs)")
    await tap(tablet, ft.OutlinedButton, "Mesmerize")
    assert "Lord Godalming: fighting · mesmerized" in tablet.texts()
    await tap(tablet, ft.OutlinedButton, "+1 influence (Fangs)")
    assert live(table, game_id).influence == 1
    assert "Last change: +1 (Fangs), Anna's record" in tablet.texts()
    await tap(tablet, ft.OutlinedButton, "Escape")
    assert live(table, game_id).combat is None
    assert "Combat (day) in Madrid · against a vampire" not in tablet.texts()


@pytest.mark.asyncio
async def test_a_vampire_that_survives_is_back_face_up_on_every_screen(table) -> None:
    """FFG's FAQ: a vampire that survives goes back face up to its hideout, with its damage."""
    game_id = stored_game(table, far_apart_setup(encounter_cards="physical", advanced=False))
    cards = ("new_vampire", "rats", "bats", "wolves", "spy")
    table.act(game_id, DrawEncounters(seat=0, cards=cards), DraculaStart(seat=0, place="SR"))
    rest_everybody(table, game_id)
    table.act(
        game_id,
        DraculaMove(seat=0, place="SN"),
        PlaceEncounter(seat=0, encounter="new_vampire"),
        DrawEncounters(seat=0, cards=("saboteur",)),
        Move(seat=1, hunter="godalming", to="SN", route="road"),
        Ambush(seat=0, encounter="new_vampire"),
        DamageVampire(seat=0, amount=2),
        EndCombat(seat=0),
    )
    phone = await device(table, game_id, width=390)
    await take_seat(phone, "Bohdan")
    tablet = await device(table, game_id)
    dracula = await device(table, game_id, width=390)
    await take_seat(dracula, "Anna")
    for client in (phone, tablet, dracula):
        assert "Face up: New Vampire, 2 damage" in client.texts()
    assert "Rats" not in phone.texts() and "Rats" not in tablet.texts()


@pytest.mark.asyncio
async def test_the_history_names_who_ended_a_fight(table) -> None:
    """Ended on the table's device, the fight was ended by the table (never by Dracula's
    player, whose seat the record was kept in between turns); on a phone, by its player."""
    game_id = started(table)
    rest_everybody(table, game_id)
    table.act(game_id, DraculaMove(seat=0, place="SA"))
    assert live(table, game_id).current_hunter is None
    tablet = await device(table, game_id)
    phone = await device(table, game_id, width=390)
    await take_seat(phone, "Cyril")
    for client, who in ((tablet, "The table"), (phone, "Cyril")):
        table.act(game_id, StartCombat(seat=2, hunters=("seward",), vampire=False))
        await client.settle()
        await tap(client, ft.OutlinedButton, "End combat")
        await tablet.settle()
        assert live(table, game_id).combat is None
        assert f"{who}: End combat" in tablet.texts()
    assert "Anna: End combat" not in tablet.texts()


@pytest.mark.asyncio
async def test_a_hunters_phone_offers_a_fight_only_to_its_own_hunters(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id)
    phone = await joined_as(table, game_id, "Bohdan", "192.168.1.31")
    for client, offered in ((tablet, 4), (phone, 2)):
        await tap(client, ft.OutlinedButton, "Start combat")
        boxes = [c for c in walk(dialog(client)) if isinstance(c, ft.Checkbox)]
        assert len(boxes) == offered
    offered_names = [box.semantics_label for box in boxes]
    assert offered_names == ["Lord Godalming", "Mina Harker"]


@pytest.mark.asyncio
async def test_undo_on_the_table_takes_back_the_hunters_never_draculas_choice(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id)
    await tap(tablet, ft.FilledTonalButton, "Rest")
    await tablet.fire(tablet.one(ft.IconButton, tooltip="Undo"))
    assert live(table, game_id).current_hunter == "godalming"
    await tablet.fire(tablet.one(ft.IconButton, tooltip="Undo"))
    assert notified(tablet) == "Nothing to undo."
    assert live(table, game_id).dracula.location == "SO"
    await tablet.fire(tablet.one(ft.IconButton, tooltip="Redo"))
    assert live(table, game_id).current_hunter == "seward"


@pytest.mark.asyncio
async def test_undo_by_day_of_last_nights_action_says_what_depends_on_it(table) -> None:
    game_id = started(table)
    rest_everybody(table, game_id)
    table.act(game_id, DraculaMove(seat=0, place="SA"))
    if current_step(live(table, game_id)) == "dracula_encounter":
        hand = live(table, game_id).dracula.hand
        table.act(game_id, PlaceEncounter(seat=0, encounter=hand[0]))
    table.act(game_id, PlaceRumour(seat=0, space=None))
    assert current_step(live(table, game_id)) == "day_action"
    phone = await device(table, game_id, width=390)
    await take_seat(phone, "Bohdan")
    await phone.fire(phone.one(ft.IconButton, tooltip="Undo"))
    assert notified(phone) == (
        "Bohdan · Mina Harker: Rest cannot be undone any more: "
        "a later action depends on it (Anna: Move)."
    )
    assert live(table, game_id).current_hunter == "godalming"


@pytest.mark.asyncio
async def test_a_hunter_phone_acts_for_its_own_hunters_and_sees_their_tickets(table) -> None:
    game_id = started(table)
    phone = await device(table, game_id, width=390)
    await take_seat(phone, "Cyril")
    assert "Lord Godalming is played by Bohdan on the table's device." in phone.texts()
    assert not phone.all(ft.FilledTonalButton, content="Rest")
    table.act(game_id, Rest(seat=1, hunter="godalming"))
    act_as(table, game_id, 2, ReserveTicket(seat=2, hunter="seward", tickets=((2, 1),)))
    await phone.settle()
    assert "1 ticket: white 2 / yellow 1" in phone.texts()
    tablet = await device(table, game_id)
    assert "1 ticket" in tablet.texts() and "1 ticket: white 2 / yellow 1" not in tablet.texts()


@pytest.mark.asyncio
async def test_a_sheet_ability_is_asked_before_it_spends_the_action(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id)
    await tap(tablet, ft.FilledTonalButton, "Use a sheet ability")
    assert live(table, game_id).current_hunter == "godalming", "nothing spent unasked"
    assert "Use a sheet ability as Lord Godalming's action?" in label_of(
        dialog(tablet).content.controls[0]
    )
    await tablet.fire(inside(dialog(tablet), ft.FilledTonalButton, "Use the ability"))
    assert live(table, game_id).current_hunter == "seward"


@pytest.mark.asyncio
async def test_the_shared_tablet_shows_the_tickets_only_while_held(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id)
    dracula = await device(table, game_id, width=390)
    await take_seat(dracula, "Anna")
    table.act(game_id, ReserveTicket(seat=1, hunter="godalming", tickets=((3, 2), (1, None))))
    await tablet.settle()
    await dracula.settle()
    values = "white 3 / yellow 2, white 1 / no yellow"
    hold = tablet.one(ft.GestureDetector)
    assert "Hold to see the tickets (hunters only)" in tablet.texts()
    assert values not in tablet.texts()
    await tablet.fire(hold, "long_press_start", {"l": {"x": 1, "y": 1}})
    assert values in tablet.texts()
    await tablet.fire(hold, "long_press_end", {"l": {"x": 1, "y": 1}, "v": {"x": 0, "y": 0}})
    assert values not in tablet.texts()
    assert not dracula.all(ft.GestureDetector)
    assert not any("white 3" in text for text in dracula.texts())


@pytest.mark.asyncio
async def test_a_rail_move_names_the_ticket_spent(table) -> None:
    game_id = started(table)
    table.act(game_id, ReserveTicket(seat=1, hunter="godalming", tickets=((3, 2), (1, None))))
    rest_everybody(table, game_id)
    table.act(game_id, DraculaMove(seat=0, place="SA"))
    table.act(game_id, PlaceEncounter(seat=0, encounter=live(table, game_id).dracula.hand[0]))
    table.act(game_id, PlaceRumour(seat=0, space=None))
    table.act(game_id, Move(seat=1, hunter="godalming", to="SR", route="rail", ticket=0))
    tablet = await device(table, game_id)
    assert (
        "  Lord Godalming moves from Madrid to Saragossa by rail, spending the ticket"
        " white 3 / yellow 2." in tablet.texts()
    )


# Dracula's phone


@pytest.mark.asyncio
async def test_dracula_takes_his_seat_and_picks_his_start_in_secret(table) -> None:
    game_id = stored_game(table, far_apart_setup())
    phone = await device(table, game_id, width=390)
    tablet = await device(table, game_id)
    await take_seat(phone, "Anna")
    assert title(phone) == "Dracula · Anna"
    await phone.type(phone.one(ft.TextField), "sofi")
    await tap(phone, ft.OutlinedButton, "Sofia")
    assert "You are in Sofia." in phone.texts()
    assert f"Sofia ({load_content().place('SO').card_no})" in phone.texts()
    await tablet.settle()
    assert "Dracula has chosen his start location." in joined(tablet)
    assert not any("Sofia" in text for text in tablet.texts())


def rest_everybody(table: Any, game_id: str) -> None:
    while current_step(live(table, game_id)) in ("day_action", "night_action"):
        hunter = live(table, game_id).current_hunter
        table.act(
            game_id, Rest(seat=live(table, game_id).setup.hunter_seats[hunter], hunter=hunter)
        )


async def at_maturing(table: Any) -> tuple[str, Any]:
    """A hideout with a New Vampire leaves the trail; Dracula's phone shows his choice."""
    game_id = started(table, advanced=False)
    path = ("SA", "IO", "AT", "VA", "SJ", "BE")
    for number, place in enumerate(path):
        rest_everybody(table, game_id)
        table.act(game_id, DraculaMove(seat=0, place=place))
        if current_step(live(table, game_id)) == "dracula_encounter":
            hand = live(table, game_id).dracula.hand
            card = "new_vampire" if number == 0 else next(c for c in hand if "vampire" not in c)
            table.act(game_id, PlaceEncounter(seat=0, encounter=card))
    rest_everybody(table, game_id)
    assert current_step(live(table, game_id)) == "dracula_mature"
    phone = await device(table, game_id, width=390)
    await take_seat(phone, "Anna")
    return game_id, phone


@pytest.mark.asyncio
async def test_maturing_resolves_the_matured_effects_by_default(table) -> None:
    game_id, phone = await at_maturing(table)
    box = phone.one(ft.Checkbox)
    assert box.semantics_label == "Resolve the matured effect of New Vampire" and box.value is True
    await tap(phone, ft.FilledButton, "Mature")
    assert live(table, game_id).influence == 3


@pytest.mark.asyncio
async def test_dracula_may_decline_a_matured_effect_even_across_a_redraw(table) -> None:
    game_id, phone = await at_maturing(table)
    box = phone.one(ft.Checkbox)
    phone.session.apply_patch(box._i, {"value": False})
    await phone.fire(box, "change", False)
    table.services.tables.seat_taken(game_id, 2, held=True)
    table.hub.send_all_on_topic(table_topic(game_id), game_id)
    await phone.settle()
    assert phone.one(ft.Checkbox).value is False
    await tap(phone, ft.FilledButton, "Mature")
    assert live(table, game_id).influence == 0


@pytest.mark.asyncio
async def test_a_cornered_dracula_is_told_to_ask_the_table(table) -> None:
    game_id = started(table, advanced=False)
    for place in ("SA", "IO", "TS", "MS", "CG"):
        rest_everybody(table, game_id)
        table.act(game_id, DraculaMove(seat=0, place=place))
        if current_step(live(table, game_id)) == "dracula_encounter":
            hand = live(table, game_id).dracula.hand
            table.act(game_id, PlaceEncounter(seat=0, encounter=hand[0]))
    rest_everybody(table, game_id)
    assert live(table, game_id).dracula.location == "CG"
    phone = await device(table, game_id, width=390)
    await take_seat(phone, "Anna")
    texts = joined(phone)
    assert "You have no legal card to play." in texts and "by the Rules Reference" in texts
    assert "Record where the table puts you:" in phone.texts()


@pytest.mark.asyncio
async def test_draculas_moves_show_what_they_cost_and_whether_they_reveal_him(table) -> None:
    setup = randomise_setup(["Anna", "Bohdan"], 3, dracula_seat=0)
    game_id = stored_game(table, setup)
    table.act(game_id, DraculaStart(seat=0, place="VR"))
    while current_step(live(table, game_id)) in ("day_action", "night_action"):
        hunter = live(table, game_id).current_hunter
        table.act(game_id, Rest(seat=1, hunter=hunter))
    phone = await device(table, game_id, width=390)
    await take_seat(phone, "Anna")
    assert texts_of(destination(phone, "Black Sea")) == ["Black Sea", "2 damage"]
    assert texts_of(destination(phone, "Constanta")) == [
        "Constanta",
        "Reveals you: a hunter is there",
    ]
    assert texts_of(destination(phone, "Sofia")) == ["Sofia"]
    await phone.fire(destination(phone, "Black Sea"))
    state = live(table, game_id)
    assert state.dracula.location == "BS" and state.dracula.damage == 2
    assert current_step(state) == "day_action", "no encounter at sea, and no rumours"


@pytest.mark.asyncio
async def test_dracula_enters_the_cards_he_drew_from_the_real_deck(table) -> None:
    game_id = stored_game(table, far_apart_setup(encounter_cards="physical"))
    phone = await device(table, game_id, width=390)
    await take_seat(phone, "Anna")
    assert "Drawn: 0 of 5" in phone.texts()
    for card in ("Rats", "Rats", "Spy", "Hoax", "Wolves"):
        await phone.fire(phone.one(ft.IconButton, tooltip=f"More: {card}"))
    await tap(phone, ft.FilledButton, "Enter drawn encounters")
    assert live(table, game_id).dracula.hand == ("hoax", "rats", "rats", "spy", "wolves")
    assert "Rats ×2" in phone.texts()


@pytest.mark.asyncio
async def test_a_device_that_loses_draculas_seat_stops_showing_his_secrets(table) -> None:
    game_id = started(table)
    first = await device(table, game_id, width=390)
    await take_seat(first, "Anna")
    assert "You are in Sofia." in first.texts()
    second = await device(table, game_id, width=390)
    await take_seat(second, "Anna")
    await first.settle()
    assert "You are in Sofia." in second.texts()
    assert not any("Sofia" in text for text in first.texts())
    assert title(first) == "Fury of Dracula"


# Results, house rules, printing, settings


@pytest.mark.asyncio
async def test_the_results_say_who_won_and_the_result_is_recorded(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id)
    table.act(game_id, GainInfluence(seat=0, amount=13))
    await tablet.settle()
    await tap(tablet, ft.FilledButton, "Results")
    assert tablet.page.route == f"/game/{game_id}/results"
    assert "Dracula wins: his influence reached 13." in tablet.texts()
    assert "Dracula · won" in tablet.texts()
    assert "Lord Godalming and Mina Harker · lost" in tablet.texts()
    result = table.services.store.result(game_id=game_id)
    assert [seat["winner"] for seat in result["seats"]] == [True, False, False]


@pytest.mark.asyncio
async def test_a_house_rule_corrected_for_a_game_changes_its_tracks(table) -> None:
    game_id = started(table)
    client = await table.device(route=f"/game/{game_id}/rules")
    assert len([c for c in client.all(ft.Text) if c.value == "unverified"]) == 25
    godalming = next(f for f in client.all(ft.TextField) if f.label == "Lord Godalming")
    godalming.value = "11"
    await tap(client, ft.FilledButton, "Save")
    assert client.page.route == f"/game/{game_id}"
    assert live(table, game_id).rules.hunter_health["godalming"] == 11
    assert "Damage 0 / 11" in client.texts()
    assert table.services.store.load_game(game_id=game_id).setup.house_rules["hunter_health"] == {
        "godalming": 11,
        "seward": 10,
        "van_helsing": 10,
        "mina": 8,
    }


@pytest.mark.asyncio
async def test_a_house_rule_that_is_not_data_is_refused(table) -> None:
    client = await table.device(route="/house-rules/fury_of_dracula")
    tickets = next(f for f in client.all(ft.TextField) if f.value and "×" in f.value)
    tickets.value = "3/2x4, many"
    await tap(client, ft.FilledButton, "Save")
    assert "Ticket tokens: this value does not fit." in client.texts()
    tickets.value = "3/2x4, 1/-x3"
    await tap(client, ft.FilledButton, "Save")
    assert table.services.store.house_rule_defaults(kind="fury_of_dracula") == {
        "ticket_mix": [[3, 2, 4], [1, None, 3]]
    }


@pytest.mark.asyncio
async def test_when_the_apps_dracula_plays_each_event_is_chosen_per_card(table) -> None:
    client = await table.device(route="/house-rules/fury_of_dracula")
    assert "When the app's Dracula plays his events" in client.texts()
    roadblock = next(d for d in client.all(ft.Dropdown) if d.label == "Roadblock")
    assert roadblock.value == "dracula_phase"
    assert [option.text for option in roadblock.options] == [
        "at the start of his phase",
        "as soon as it is drawn",
        "never: he keeps it",
    ]
    roadblock.value = "drawn"
    await tap(client, ft.FilledButton, "Save")
    saved = table.services.store.house_rule_defaults(kind="fury_of_dracula")
    assert saved["dracula_event_timing"]["roadblock"] == "drawn"
    assert saved["dracula_event_timing"]["wild_horses"] == "kept"


@pytest.mark.asyncio
async def test_the_house_rules_list_the_unsure_points_with_their_sources(table) -> None:
    client = await table.device(route="/house-rules/fury_of_dracula")
    texts = client.texts()
    for label, source in (
        ("Road Bordeaux-Saragossa", "Czech Learn-to-Play's own example (p. 7)"),
        ("Bordeaux's sea", "the Atlantic Ocean in the Czech Learn-to-Play's example"),
        ("Dracula with no legal card", "resolves it by the Rules Reference"),
        ("Hide, Feed and Dark Call at sea", "No source we could read says"),
        ("Wolf Form passes through heavenly host and consecrated ground", "Allowed by default"),
        ("A rumour only after placing an encounter", "The Learn-to-Play (p. 15)"),
    ):
        assert label in texts
        assert any(source in text for text in texts), source


@pytest.mark.asyncio
async def test_the_print_button_downloads_both_aids_for_the_game(table) -> None:
    game_id = started(table)
    tablet = await device(table, game_id, language="cs")
    await tablet.fire(tablet.one(ft.PopupMenuButton).items[1])
    name, pdf = await tablet.saved_file()
    assert name == "fury-of-dracula.pdf"
    trail, tracker = page_texts(pdf)
    assert "Záznam Drákulovy Cesty" in trail and "Anna" in trail
    assert "Přehled lovců" in tracker and "Bohdan" in tracker


@pytest.mark.asyncio
async def test_the_new_game_prints_the_aids_prepared_for_its_players(table) -> None:
    client = await table.device()
    await client.go("/new/fury_of_dracula")
    for field, name in zip(client.all(ft.TextField), ("Ann", "Bob", "Cid"), strict=True):
        await client.type(field, name)
    await tap(client, ft.OutlinedButton, "Print the aids")
    _, pdf = await client.saved_file()
    trail, tracker = page_texts(pdf)
    assert "Dracula's trail log" in trail
    assert all(name in tracker for name in ("Ann", "Bob", "Cid"))
    assert table.services.store.list_games() == []


@pytest.mark.asyncio
async def test_settings_offer_the_house_rules_of_fury_of_dracula(table) -> None:
    client = await table.device(route="/settings")
    [tile] = [
        c
        for c in walk(client.page.views[-1])
        if isinstance(c, ft.ListTile) and label_of(c) == "Fury of Dracula"
    ]
    await client.fire(tile)
    assert client.page.route == "/house-rules/fury_of_dracula"
    assert "House rules for new games" in client.texts()


# Phones joining over the network


@pytest.mark.asyncio
async def test_draculas_phone_joins_with_the_code_and_the_host_no_longer_plays_him(
    lan_table,
) -> None:
    table = lan_table
    game_id = stored_game(table, far_apart_setup())
    host = await device(table, game_id)
    dracula = await joined_as(table, game_id, "Anna", "192.168.1.40")
    assert title(dracula) == "Dracula · Anna"
    assert table.services.tables.open(game_id).held == {0}
    await dracula.type(dracula.one(ft.TextField), "sofi")
    await tap(dracula, ft.OutlinedButton, "Sofia")
    assert live(table, game_id).dracula.location == "SO"
    await host.settle()
    assert not any("Sofia" in text for text in host.texts())
    await tap(host, ft.FilledTonalButton, "Rest")
    await host.fire(host.one(ft.IconButton, tooltip="Undo"))
    await host.fire(host.one(ft.IconButton, tooltip="Undo"))
    assert notified(host) == (
        "That was Anna's, on their own device: undo it there. If that device has left the"
        " table for good, take the seat back first (Invite players)."
    )
    assert live(table, game_id).dracula.location == "SO", "the host cannot undo Dracula"


@pytest.mark.asyncio
async def test_a_hunters_phone_cannot_take_draculas_seat(lan_table) -> None:
    table = lan_table
    game_id = stored_game(table, far_apart_setup())
    await joined_as(table, game_id, "Anna", "192.168.1.40")
    hunter = await joined_as(table, game_id, "Bohdan", "192.168.1.41")
    await hunter.fire(bar_control(hunter, "This device plays…"))
    anna = find(hunter, ft.ListTile, "Play as Anna")
    assert anna.disabled
    assert label_of(anna.subtitle).endswith("another device plays it; the host can free it")
    cyril = find(hunter, ft.ListTile, "Play as Cyril")
    assert cyril.disabled and "join with the table's code" in label_of(cyril.subtitle)
    await hunter.fire(anna)
    await hunter.settle(60)
    assert notified(hunter) == "Another device plays Anna; the host can free the seat."
    assert table.services.tables.open(game_id).held == {0, 1}
    assert "Dracula" not in title(hunter)
    host = await device(table, game_id)
    await host.fire(bar_control(host, "This device plays…"))
    held = [
        label_of(find(host, ft.ListTile, f"Play as {name}").subtitle).endswith(
            "held by another device, which loses it"
        )
        for name in ("Anna", "Bohdan", "Cyril")
    ]
    assert held == [True, True, False]


@pytest.mark.asyncio
async def test_the_join_list_says_who_plays_dracula_and_who_the_hunters(lan_table) -> None:
    table = lan_table
    game_id = stored_game(table, far_apart_setup())
    code = table.services.join_codes.code_for(game_id)
    phone = await table.device(
        width=390, height=844, route=f"/join?code={code}", client_ip="192.168.1.41"
    )
    await tap(phone, ft.FilledButton, "Join")
    labels = [label_of(button) for button in phone.all(ft.FilledTonalButton)][-3:]
    assert labels == [
        "Anna · Dracula",
        "Bohdan · Lord Godalming and Mina Harker",
        "Cyril · Dr. John Seward and Van Helsing",
    ]


@pytest.mark.asyncio
async def test_a_phone_asks_before_giving_up_its_seat(lan_table) -> None:
    table = lan_table
    game_id = stored_game(table, far_apart_setup())
    phone = await joined_as(table, game_id, "Bohdan", "192.168.1.41")
    await phone.fire(bar_control(phone, "This device plays…"))
    await phone.fire(find(phone, ft.ListTile, "The table"))
    assert "This device stops playing Bohdan." in label_of(dialog(phone).content)
    assert table.services.tables.open(game_id).held == {1}, "nothing is given up unasked"
    await phone.fire(inside(dialog(phone), ft.FilledButton, "Give up the seat"))
    await phone.settle(60)
    assert table.services.tables.open(game_id).held == set()


@pytest.mark.asyncio
async def test_a_hunter_without_a_device_is_said_to_be_played_on_the_table(lan_table) -> None:
    table = lan_table
    game_id = started(table)
    phone = await joined_as(table, game_id, "Cyril", "192.168.1.42")
    assert "Lord Godalming is played by Bohdan on the table's device." in phone.texts()
    await joined_as(table, game_id, "Bohdan", "192.168.1.41")
    await phone.settle()
    assert "Lord Godalming acts on Bohdan's device." in phone.texts()


@pytest.mark.asyncio
async def test_a_device_with_no_seat_that_is_not_the_host_only_watches(lan_table) -> None:
    table = lan_table
    game_id = started(table)
    stranger = await table.device(route=f"/game/{game_id}", client_ip="192.168.1.99")
    assert "You are watching: join from the home screen to play a seat." in stranger.texts()
    screen = list(walk(stranger.page.views[-1]))
    assert not [c for c in screen if isinstance(c, ft.FilledTonalButton)]
    assert not [
        c for c in screen if isinstance(c, ft.IconButton) and (c.tooltip or "").startswith("More:")
    ]

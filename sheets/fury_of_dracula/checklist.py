"""The setup as a checklist the table follows while it lays out the physical game: the
rulebook's steps in order, with what the setup decided filled in (who plays Dracula, who
runs which hunter, the start cities, basic or advanced rules, who deals the encounters).
Against the app's Dracula his cards are markers the app tells the table to lay and turn.

Each item is a :class:`~.reminders.Reminder`: a message key (``fod.setup.<name>``) and its
parameters, ids rather than names, for the screen to translate.
"""

from __future__ import annotations

from sheets.fury_of_dracula.content import HUNTERS
from sheets.fury_of_dracula.house_rules import unverified_in_use
from sheets.fury_of_dracula.reminders import Reminder
from sheets.fury_of_dracula.setup import Setup


def setup_checklist(setup: Setup) -> tuple[Reminder, ...]:
    """The steps of laying out the game for ``setup``, in the order to do them."""
    players = setup.players
    app = setup.app_dracula is not None
    items = [
        Reminder("fod.setup.board"),
        Reminder("fod.setup.tracks"),
        Reminder("fod.setup.app_dracula")
        if app
        else Reminder("fod.setup.dracula_player", {"player": players[setup.dracula_seat].name}),
    ]
    for seat, player in enumerate(players):
        hunters = setup.hunters_of(seat)
        if len(hunters) == 1:
            items.append(
                Reminder(
                    "fod.setup.hunter_player_one", {"player": player.name, "hunter": hunters[0]}
                )
            )
        elif hunters:
            items.append(
                Reminder("fod.setup.hunter_player", {"player": player.name, "hunters": hunters})
            )
    items += [
        Reminder("fod.setup.hunter_decks"),
        Reminder("fod.setup.app_dracula_decks" if app else "fod.setup.dracula_decks"),
    ]
    if setup.advanced:
        items.append(Reminder("fod.setup.power_cards"))
    items.append(Reminder("fod.setup.tokens"))
    if not app:
        items.append(
            Reminder(
                "fod.setup.encounters_app"
                if setup.encounter_cards == "app"
                else "fod.setup.encounters_physical"
            )
        )
    items += [
        Reminder("fod.setup.hunter_start", {"hunter": hunter, "place": setup.starts[hunter]})
        for hunter in HUNTERS
    ]
    if setup.advanced:
        items.append(Reminder("fod.setup.rumour_and_lairs"))
    if unverified_in_use(setup.rules()):
        items.append(Reminder("fod.setup.check_house_rules"))
    items.append(Reminder("fod.setup.app_dracula_start" if app else "fod.setup.dracula_start"))
    return tuple(items)

"""New game of The Big Book of Madness: players and magicians, difficulty, mode, the
five-player variant, and the draws of the seed (or what the table drew itself).

Every choice has a default, so "Set up the table" works at once; it stores the game and
opens its setup checklist. The form is rebuilt when a choice changes what it shows. Until
the table has copied its round tracker from the board (at its first game), the screen
asks for that first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.big_book_of_madness.content import ELEMENTS, Element, load_content
from sheets.big_book_of_madness.house_rules import DIFFICULTIES, LEVELS, unverified_in_use
from sheets.big_book_of_madness.rules import initial
from sheets.big_book_of_madness.setup import MAGICIANS, Setup
from sheets.big_book_of_madness.text import spell_name
from sheets.core.errors import InvalidSetup
from sheets.i18n import name as term_name
from sheets.pdf.big_book_of_madness import aid_pdf
from ui.big_book_of_madness.cards import card_line
from ui.big_book_of_madness.draft import MAX_PLAYERS, MIN_PLAYERS, MadnessDraft, TableDraws
from ui.big_book_of_madness.look import ELEMENT_COLOUR, ELEMENT_ICON
from ui.big_book_of_madness.tracker_form import TrackerForm
from ui.new_game import screen as new_game_screen
from ui.new_game.players import (
    NameRows,
    PlayerCount,
    first_names,
    names_problem,
    names_with_profile,
    placeholder_name,
    profile_chips,
)
from ui.new_game.screen import seed_row, start_buttons
from ui.printing import Progress
from ui.widgets.common import section_title, unverified_badge, wide_dropdown

if TYPE_CHECKING:
    from ui.session import AppSession

# The fields of the names of the cards the table drew: the first page, the inner pages,
# the library spells of each element.
NameFields = tuple[ft.TextField, list[ft.TextField], dict[Element, list[ft.TextField]]]

KIND = "big_book_of_madness"
RANDOM = "random"
NAME_WIDTH = 220
TRACKER = "multi_curses_by_round"


class NewGameScreen(new_game_screen.NewGameScreen):
    kind = KIND
    title_key = "bbm.new.title"
    refused_key = "bbm.new.problem"
    pdf_name = "big-book-of-madness.pdf"

    def __init__(self, session: AppSession) -> None:
        super().__init__(session)
        names = first_names(session, self.t, MIN_PLAYERS)
        self.player_count = PlayerCount(self.t, MIN_PLAYERS, MAX_PLAYERS, self._count)
        defaults = session.store.house_rule_defaults(kind=KIND)
        self.draft = MadnessDraft.fresh(names, defaults)
        self.body = ft.Column(spacing=12)
        self.name_fields: NameFields | None = None
        self.first_picker: ft.Dropdown | None = None
        # Per player, the heading of the magician card: its text, the magician, dealt?
        self.card_heads: dict[int, tuple[ft.Text, str, bool]] = {}
        self.names = NameRows(
            self.t,
            lambda index: self.t("bbm.new.name_label", number=index + 1),
            self._rename,
            self._refresh,
            beside=self._magician_choice,
            field_col={"xs": 12, "md": 6},
        )
        # Kept, like the name fields: the tap that leaves a field is often on them.
        self.buttons = start_buttons(
            self.t("bbm.new.start"),
            self.start,
            self.t("bbm.ui.print_aid"),
            self.print_sheets,
            start_icon=ft.Icons.CHECKLIST,
        )
        self.tracker = (
            TrackerForm(self.t, self._keep_tracker, self._tracker_later)
            if TRACKER not in defaults
            else None
        )

    def view(self) -> ft.View:
        self._fill()
        return self.screen([self.body])

    def _refresh(self) -> None:
        self._fill()
        self.body.update()

    def _fill(self) -> None:
        self.card_heads = {}
        if self.tracker is not None:
            self.body.controls = self.tracker.controls()
            return
        t = self.t
        self.problem.value = ""
        try:
            drawn: Setup | None = self.draft.drawn()
        except InvalidSetup as error:
            drawn = None
            self.problem.value = self.form_problem() or t("bbm.new.problem", problem=str(error))
        self.body.controls = [
            *self._players(drawn),
            *self._first_player(drawn),
            *self._difficulty(),
            *self._mode(),
            *self._draws(drawn),
            self.problem,
            self.buttons,
        ]

    # The round tracker, asked once

    def _keep_tracker(self, tracker: dict[str, list[int]]) -> None:
        """The cells copied from the board: the house rule of this and every later game."""
        store = self.session.store
        defaults = {**store.house_rule_defaults(kind=KIND), TRACKER: tracker}
        store.set_house_rule_defaults(kind=KIND, overrides=defaults)
        self.draft.house_rules[TRACKER] = tracker
        self.tracker = None
        self.session.notify(self.t("bbm.new.tracker_kept"))
        self._refresh()

    def _tracker_later(self) -> None:
        self.tracker = None
        self._refresh()

    # Players and magicians

    def _players(self, drawn: Setup | None) -> list[ft.Control]:
        t, draft = self.t, self.draft
        count = len(draft.players)
        controls: list[ft.Control] = [
            section_title(t("bbm.new.players")),
            self.player_count.show(count),
            ft.Text(t("bbm.new.magician_hint"), size=13, italic=True),
        ]
        controls.append(
            self.names.show(
                [player.name for player in draft.players],
                below=lambda index: self._magician_card(drawn, index) if drawn else [],
            )
        )
        controls += profile_chips(self.session, self._use_profile)
        if count == MAX_PLAYERS:
            controls.append(
                ft.Switch(
                    label=t("bbm.new.five_player_variant"),
                    value=draft.five_player_variant,
                    on_change=lambda e: self._set(five_player_variant=bool(e.control.value)),
                )
            )
        return controls

    def _magician_choice(self, index: int) -> list[ft.Control]:
        t = self.t
        options = [ft.DropdownOption(key=RANDOM, text=t("bbm.new.random_magician"))]
        options += [
            ft.DropdownOption(key=magician, text=t(f"bbm.magician.{magician}"))
            for magician in MAGICIANS
        ]
        return [
            wide_dropdown(
                label=t("bbm.new.magician"),
                value=self.draft.players[index].magician or RANDOM,
                options=options,
                col={"xs": 12, "md": 6},
                on_select=lambda e: self._pick_magician(index, e.control.value),
            )
        ]

    def _magician_card(self, drawn: Setup, index: int) -> list[ft.Control]:
        """The magician a player will play, with the ability and the starting deck."""
        t = self.t
        dealt = self.draft.players[index].magician is None
        rules = drawn.rules()
        magician = drawn.players[index].magician
        ability = rules.ability_of(magician)
        unverified = set(unverified_in_use(rules, drawn.house_rules))
        head = ft.Text(weight=ft.FontWeight.BOLD)
        self.card_heads[index] = (head, magician, dealt)
        self._head(index)
        deck = rules.starting_decks.get(magician)
        if deck is None:
            deck_text = t("bbm.new.deck_from_sheet")
        else:
            counts = ", ".join(
                f"{deck.value_1[element]} {t(f'bbm.element.{element}')}" for element in ELEMENTS
            )
            deck_text = t("bbm.new.deck", value_1=counts, value_2=t(f"bbm.element.{deck.value_2}"))
        badges: list[ft.Control] = []
        if "magician_abilities" in unverified:
            badges.append(unverified_badge(t("bbm.new.ability_unsure")))
        if "starting_decks" in unverified:
            badges.append(unverified_badge(t("bbm.new.deck_unknown")))
        card = ft.Container(
            ft.Column(
                [
                    head,
                    ft.Text(t(f"bbm.ability.{ability}"), size=13),
                    ft.Text(deck_text, size=13),
                    ft.Row(badges, wrap=True),
                ],
                spacing=2,
            ),
            padding=ft.Padding.only(left=12, bottom=6),
            border=ft.Border.only(left=ft.BorderSide(3, ft.Colors.PRIMARY)),
        )
        return [card]

    def _head(self, index: int) -> None:
        """Who plays which magician, with the player's name as typed."""
        head, magician, dealt = self.card_heads[index]
        head.value = self.t(
            "bbm.new.dealt" if dealt else "bbm.new.chosen",
            player=self.draft.players[index].name,
            magician=term_name(f"bbm.magician.{magician}", self.t.language),
        )

    def _count(self, count: int) -> None:
        self.draft.set_player_count(count, placeholder_name(self.t, "{number}"))
        self._refresh()

    def _rename(self, index: int, name: str) -> None:
        """A name typed: the first player's choices follow it; the rest of the form, and
        the field being typed in, stay as they are."""
        self.draft.players[index].name = name
        if index in self.card_heads:
            self._head(index)
            self.card_heads[index][0].update()
        if self.first_picker is not None:
            try:
                drawn: Setup | None = self.draft.drawn()
            except InvalidSetup:
                drawn = None
            self.first_picker.options = self._first_options(drawn)
            self.first_picker.update()

    def _pick_magician(self, index: int, value: str) -> None:
        self.draft.players[index].magician = None if value == RANDOM else value  # type: ignore[assignment]
        self._refresh()

    def _use_profile(self, name: str) -> None:
        players = self.draft.players
        names = names_with_profile(self.t, [p.name for p in players], name, MAX_PLAYERS)
        if names is None:
            return
        self.draft.set_player_count(len(names), name)
        for player, named in zip(players, names, strict=True):
            player.name = named
        self._refresh()

    def _set(self, **changes: Any) -> None:
        for name, value in changes.items():
            setattr(self.draft, name, value)
        self._refresh()

    # First player, difficulty, mode

    def _first_player(self, drawn: Setup | None) -> list[ft.Control]:
        t, draft = self.t, self.draft
        self.first_picker = ft.Dropdown(
            value=RANDOM if draft.first_player is None else str(draft.first_player),
            width=340,
            options=self._first_options(drawn),
            on_select=lambda e: self._set(
                first_player=None if e.control.value == RANDOM else int(e.control.value)
            ),
        )
        return [
            section_title(t("bbm.new.first_player")),
            ft.Text(t("bbm.new.first_player_hint"), size=13, italic=True),
            self.first_picker,
        ]

    def _first_options(self, drawn: Setup | None) -> list[ft.DropdownOption]:
        t, draft = self.t, self.draft
        drawn_name = drawn.players[drawn.first_player].name if drawn is not None else "—"
        options = [ft.DropdownOption(key=RANDOM, text=t("bbm.new.first_random", name=drawn_name))]
        options += [
            ft.DropdownOption(key=str(index), text=player.name or str(index + 1))
            for index, player in enumerate(draft.players)
        ]
        return options

    def _difficulty(self) -> list[ft.Control]:
        t = self.t
        unverified = TRACKER in unverified_in_use(self.draft.rules, self.draft.house_rules)
        column = self.draft.rules.multi_curses_by_round[self.draft.difficulty]
        tracker = t("bbm.new.tracker_column", cells=" · ".join(str(cell) for cell in column))
        return [
            section_title(t("bbm.new.difficulty")),
            ft.SegmentedButton(
                segments=[
                    ft.Segment(value=d, label=t(f"bbm.difficulty.{d}")) for d in DIFFICULTIES
                ],
                selected=[self.draft.difficulty],
                on_change=lambda e: self._set(difficulty=e.control.selected[0]),
            ),
            ft.Text(t("bbm.new.difficulty_hint"), size=13, italic=True),
            ft.Row(
                [ft.Text(tracker, size=13)]
                + ([unverified_badge(t("common.unverified"))] if unverified else []),
                wrap=True,
            ),
        ]

    def _mode(self) -> list[ft.Control]:
        t = self.t
        modes = self.draft.modes()
        if self.draft.mode not in modes:
            self.draft.mode = "classic"
        return [
            section_title(t("bbm.new.mode")),
            ft.SegmentedButton(
                segments=[ft.Segment(value=m, label=t(f"bbm.mode.{m}")) for m in modes],
                selected=[self.draft.mode],
                on_change=lambda e: self._set(mode=e.control.selected[0]),
            ),
            ft.Text(t(f"bbm.new.mode_hint.{self.draft.mode}"), size=13, italic=True),
        ]

    # The draws

    def _draws(self, drawn: Setup | None) -> list[ft.Control]:
        t, draft = self.t, self.draft
        mode = "table" if draft.table_draws is not None else "seed"

        def switch(e: ft.Event[ft.SegmentedButton]) -> None:
            if e.control.selected[0] == "table":
                draft.enter_table_draws()
            else:
                draft.table_draws = None
            self.name_fields = None
            self._refresh()

        controls: list[ft.Control] = [
            section_title(t("bbm.new.draws")),
            seed_row(
                t("bbm.new.seed", seed=draft.seed),
                t("bbm.new.reshuffle"),
                lambda e: self._reshuffle(),
            ),
            ft.SegmentedButton(
                segments=[
                    ft.Segment(value="seed", label=t("bbm.new.draws.seed")),
                    ft.Segment(value="table", label=t("bbm.new.draws.table")),
                ],
                selected=[mode],
                on_change=switch,
            ),
            ft.Text(t(f"bbm.new.draws_hint.{mode}"), size=13, italic=True),
        ]
        if draft.table_draws is not None:
            controls += self._table_draws()
        elif drawn is not None:
            controls += self._drawn(drawn)
        return controls

    def _drawn(self, drawn: Setup) -> list[ft.Control]:
        """What the seed drew: the cards by their names when the table's catalogue has
        them, else by what they are, with the app's reference of each in small type."""
        t = self.t
        rules = drawn.rules()
        state = initial(drawn)
        pages = [
            card_line(
                t,
                t("bbm.ui.monster_page", number=number, page=name)
                if (name := rules.page_name(page))
                else t("bbm.ui.monster_unnamed_page", number=number),
                page,
            )
            for number in range(1, load_content().rounds + 1)
            if (page := drawn.grimoire.page_of_monster(number))
        ]
        controls: list[ft.Control] = [
            ft.Text(t("bbm.ui.grimoire_order"), weight=ft.FontWeight.BOLD),
            ft.Row(pages, wrap=True, spacing=14),
            ft.Text(t("bbm.ui.library_drawn"), weight=ft.FontWeight.BOLD),
        ]
        for element in ELEMENTS:
            controls.append(
                ft.Row(
                    [
                        ft.Icon(ELEMENT_ICON[element], color=ELEMENT_COLOUR[element]),
                        *[
                            card_line(t, spell_name(state, spell, t.language), spell)
                            for spell in drawn.library[element]
                        ],
                    ],
                    wrap=True,
                    spacing=12,
                )
            )
        return controls

    def _table_draws(self) -> list[ft.Control]:
        """The names printed on the cards the table drew, each optional; the fields stay
        the same from one redraw of the form to the next."""
        t, draws = self.t, self.draft.table_draws
        assert draws is not None
        if self.name_fields is None:
            self.name_fields = self._name_fields(draws)
        first, inner, library = self.name_fields
        controls: list[ft.Control] = [
            ft.Text(t("bbm.new.grimoire_names"), weight=ft.FontWeight.BOLD),
            ft.Row([first, *inner], wrap=True),
            ft.Text(t("bbm.new.library_names"), weight=ft.FontWeight.BOLD),
        ]
        for element in ELEMENTS:
            controls.append(
                ft.Row(
                    [
                        ft.Icon(ELEMENT_ICON[element], color=ELEMENT_COLOUR[element]),
                        *library[element],
                    ],
                    wrap=True,
                )
            )
        return controls

    def _name_fields(self, draws: TableDraws) -> NameFields:
        t = self.t

        def field(label: str, value: str, keep: Any) -> ft.TextField:
            return ft.TextField(
                label=label,
                value=value,
                width=NAME_WIDTH,
                max_length=60,
                on_change=lambda e: keep(e.control.value or ""),
            )

        def keep_inner(index: int) -> Any:
            return lambda name: draws.inner_pages.__setitem__(index, name)

        def keep_spell(element: Element, index: int) -> Any:
            return lambda name: draws.library[element].__setitem__(index, name)

        first = field(
            t("bbm.new.first_page"),
            draws.first_page,
            lambda name: setattr(draws, "first_page", name),
        )
        inner = [
            field(t("bbm.new.inner_page", number=index + 2), name, keep_inner(index))
            for index, name in enumerate(draws.inner_pages)
        ]
        library = {
            element: [
                field(
                    t("bbm.new.library_name", element=t(f"bbm.element.{element}"), level=level),
                    draws.library[element][level - 1],
                    keep_spell(element, level - 1),
                )
                for level in LEVELS
            ]
            for element in ELEMENTS
        }
        return first, inner, library

    def _reshuffle(self) -> None:
        self.draft.reshuffle()
        self._refresh()

    # Start and print

    def form_problem(self) -> str | None:
        t = self.t
        names = [player.name for player in self.draft.players]
        self.names.mark(names)
        named = names_problem(t, names)
        if named is not None:
            return named
        chosen = [player.magician for player in self.draft.players if player.magician]
        if len(set(chosen)) != len(chosen):
            return t("bbm.new.magicians_differ")
        if self.draft.table_draws is not None and self.draft.table_draws.repeated():
            return t("bbm.new.names_differ")
        return None

    def draft_setup(self) -> Setup:
        return self.draft.to_setup()

    def seat_names(self, setup: Setup) -> list[str]:
        return [player.name for player in setup.players]

    def printed(self, setup: Setup, progress: Progress) -> bytes:
        return aid_pdf(language=self.t.language, setup=setup, progress=progress)

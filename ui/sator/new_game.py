"""New game of SATOR: players and colours clockwise, who starts, and the draws, made by the
app with a seed or typed in from the table's own cards; below them the checklist the
table will follow, and buttons to start or to print it.

The name fields are kept for the life of the screen (see :class:`NameRows`), the others
built again only when the player count or the way of drawing changes; what depends on
them (the starting-player choice, the problems, the checklist) is redrawn when a field is
left or a choice is made.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.errors import InvalidSetup
from sheets.i18n import translate
from sheets.pdf.sator import aid_pdf
from sheets.sator import KIND
from sheets.sator.checklist import checklist
from sheets.sator.content import load_content
from sheets.sator.house_rules import house_rules, setting_specs, unverified_in_use
from sheets.sator.names import colour_name, material_name, prayer_name, shape_name
from sheets.sator.setup import Setup
from ui.new_game import screen as new_game_screen
from ui.new_game.players import NameRows, PlayerCount, first_names, placeholder_name
from ui.new_game.screen import seed_row, start_buttons
from ui.printing import Progress
from ui.sator.checklist_view import Ticks, full_checklist
from ui.sator.forms import Choice
from ui.sator.names import describe_values
from ui.sator.setup_draft import DrawnBy, SetupDraft, from_the_copy
from ui.widgets.common import section_title, unverified_badge

if TYPE_CHECKING:
    from ui.session import AppSession

RANDOM = "random"
# A prayer costs 1 to 6 AP (the house rules' bounds).
PRAYER_MOST_AP = 6
UNNUMBERED = "none"
DRAWN_BY: tuple[DrawnBy, ...] = ("app", "table")


class NewGameScreen(new_game_screen.NewGameScreen):
    kind = KIND
    title_key = "sator.new.title"
    pdf_name = "sator.pdf"

    def __init__(self, session: AppSession) -> None:
        super().__init__(session)
        self.t = session.texts.with_seats(())
        players = load_content().rules.players
        self.player_count = PlayerCount(self.t, players.min, players.max, self._seat_count)
        names = first_names(session, self.t, load_content().rules.players.min)
        self.draft = SetupDraft.fresh(names, session.store.house_rule_defaults(kind=KIND))
        self.t.extra.append(describe_values(self.t.language, lambda: self.rules))
        self.ticks = Ticks()
        self.players = ft.Column(spacing=8)
        self.names = NameRows(
            self.t,
            lambda index: self.t("sator.new.name", number=index + 1),
            self._rename,
            self._refresh_derived,
            beside=self._colour,
            field_col={"xs": 7, "sm": 8},
        )
        self.starter = ft.Dropdown(
            label=self.t("sator.new.starter"), on_select=self._pick_starter, expand=True
        )
        # Per seat, its colour and the name the table gives it (the figures' colour).
        self.colour_pickers: dict[int, ft.Dropdown] = {}
        self.colour_names: dict[int, ft.TextField] = {}
        self.draws = ft.Column(spacing=8)
        self.problems = ft.Column(spacing=2)
        self.preview = ft.Column(spacing=8)
        self.buttons = start_buttons(
            self.t("sator.new.start"), self.start, self.t("sator.new.print"), self.print_sheets
        )

    @property
    def rules(self) -> Any:
        return house_rules(self.draft.house_rules)

    def view(self) -> ft.View:
        t = self.t
        self._build_players()
        self._build_draws()
        self._refresh_derived(send=False)
        controls: list[ft.Control] = [
            section_title(t("sator.new.players")),
            self.players,
            ft.Text(t("sator.new.clockwise"), size=12, italic=True),
            section_title(t("sator.new.who_starts")),
            ft.Text(t("sator.new.psalm")),
            ft.Row([self.starter]),
            self._materials(),
            self._prayer_costs(),
            section_title(t("sator.new.draws")),
            ft.SegmentedButton(
                segments=[
                    ft.Segment(value=mode, label=t(f"sator.new.drawn_by.{mode}"))
                    for mode in DRAWN_BY
                ],
                selected=[self.draft.drawn_by],
                on_change=self._drawn_by,
            ),
            self.draws,
            *self._house_rules_note(),
            self.problems,
            self.buttons,
            ft.Divider(),
            self.preview,
        ]
        house_rules_button = ft.IconButton(
            ft.Icons.TUNE,
            tooltip=t("sator.new.house_rules"),
            on_click=lambda e: self.session.go(f"/house-rules/{KIND}"),
        )
        return self.screen(controls, actions=[house_rules_button])

    # Players

    def _build_players(self) -> None:
        draft = self.draft
        count = self.player_count.show(len(draft.seats))
        names = self.names.show([seat.name for seat in draft.seats])
        self.players.controls = [count, names]

    def _colour(self, index: int) -> list[ft.Control]:
        """The seat's colour, and below it the name of that colour on the table's figures
        where our rules do not name it (all but red)."""
        t = self.t
        picker = ft.Dropdown(
            label=t("sator.new.colour"),
            value=self.draft.seats[index].colour,
            col={"xs": 5, "sm": 4},
            options=self._colour_options(),
            on_select=lambda e: self._recolour(index, e.control.value),
        )
        named = ft.TextField(
            label=t("sator.new.figure_colour"),
            hint_text=t("sator.new.figure_colour_hint"),
            col={"xs": 12},
            max_length=30,
            on_change=lambda e: self._name_colour(index, e.control.value or ""),
            on_blur=lambda e: self._colour_named(),
            on_submit=lambda e: self._colour_named(),
        )
        self.colour_pickers[index], self.colour_names[index] = picker, named
        self._show_colour_name(index)
        return [picker, named]

    def _colour_options(self) -> list[ft.DropdownOption]:
        return [
            ft.DropdownOption(key=colour, text=colour_name(colour, self.t.language, self.rules))
            for colour in load_content().colours
        ]

    def _show_colour_name(self, index: int) -> None:
        colour = self.draft.seats[index].colour
        field = self.colour_names[index]
        field.visible = colour not in load_content().colours_named_by_rules
        field.value = self.draft.colour_named(colour)

    def _name_colour(self, index: int, name: str) -> None:
        self.draft.name_colour(self.draft.seats[index].colour, name)

    def _colour_named(self) -> None:
        for picker in self.colour_pickers.values():
            picker.options = self._colour_options()
        self._build_draws()
        self._refresh_derived()

    def _seat_count(self, count: int) -> None:
        self.draft.set_seat_count(count, lambda number: placeholder_name(self.t, number))
        self._build_players()
        self._build_draws()
        self._refresh_derived()
        self.players.update()

    def _rename(self, index: int, name: str) -> None:
        self.draft.seats[index].name = name

    def _recolour(self, index: int, colour: str) -> None:
        self.draft.seats[index].colour = colour
        self._show_colour_name(index)
        self._refresh_derived()

    def _pick_starter(self, e: ft.Event[ft.Dropdown]) -> None:
        value = e.control.value
        self.draft.first_player = None if value == RANDOM else int(str(value))
        self._refresh_derived()

    def _fill_starter(self) -> None:
        t, draft = self.t, self.draft
        self.starter.options = [
            ft.DropdownOption(
                key=str(index), text=seat.name.strip() or placeholder_name(t, index + 1)
            )
            for index, seat in enumerate(draft.seats)
        ] + [ft.DropdownOption(key=RANDOM, text=t("sator.new.starter_random"))]
        self.starter.value = RANDOM if draft.first_player is None else str(draft.first_player)

    # The draws

    def _drawn_by(self, e: ft.Event[ft.SegmentedButton]) -> None:
        drawn_by = e.control.selected[0]
        if drawn_by in DRAWN_BY:
            self.draft.drawn_by = drawn_by
        self._build_draws()
        self._refresh_derived()

    def _build_draws(self) -> None:
        if self.draft.drawn_by == "app":
            self.draws.controls = [self._seed_row()]
        else:
            self.draws.controls = [*self._positioning_entry(), *self._walkway_entry()]

    def _seed_row(self) -> ft.Control:
        t = self.t

        def again(e: ft.Event[ft.TextButton]) -> None:
            self.draft.redraw()
            self._build_draws()
            self._refresh_derived()

        return seed_row(t("sator.new.seed", seed=self.draft.seed), t("sator.new.draw_again"), again)

    def _positioning_entry(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        most = self.rules.positioning_cards_per_colour
        fields: list[ft.Control] = []
        for colour in load_content().colours:
            card = draft.positioning.get(colour)

            def chosen(e: ft.Event[ft.Dropdown], colour: str = colour) -> None:
                value = e.control.value
                draft.positioning[colour] = None if value == UNNUMBERED else int(str(value))
                self._refresh_derived()

            fields.append(
                ft.Dropdown(
                    label=colour_name(colour, t.language, self.rules),
                    value=UNNUMBERED if card is None else str(card),
                    width=170,
                    options=[ft.DropdownOption(key=UNNUMBERED, text=t("sator.new.unnumbered"))]
                    + [ft.DropdownOption(key=str(n), text=str(n)) for n in range(1, most + 1)],
                    on_select=chosen,
                )
            )
        return [
            ft.Text(t("sator.new.positioning_entry"), weight=ft.FontWeight.BOLD),
            ft.Row(fields, wrap=True),
        ]

    def _walkway_entry(self) -> list[ft.Control]:
        """Per shape, the material of each piece each player was dealt."""
        t, draft = self.t, self.draft
        materials = load_content().materials
        rows: list[ft.Control] = [
            ft.Text(t("sator.new.walkway_entry"), weight=ft.FontWeight.BOLD),
            ft.Text(t("sator.new.walkway_entry_help"), size=12),
        ]
        for shape in load_content().shapes:
            pickers: list[ft.Control] = []
            for seat, entry in enumerate(draft.seats):
                for slot in draft.slots(seat, shape):

                    def chosen(e: ft.Event[ft.Dropdown], slot: Any = slot) -> None:
                        draft.walkways[slot] = e.control.value or None
                        self._refresh_derived()

                    pickers.append(
                        ft.Dropdown(
                            label=t(
                                "sator.new.material_of",
                                player=entry.name.strip() or placeholder_name(t, seat + 1),
                            ),
                            value=draft.walkways.get(slot),
                            width=150,
                            options=[
                                ft.DropdownOption(
                                    key=material,
                                    text=material_name(material, t.language, self.rules),
                                )
                                for material in materials
                            ],
                            on_select=chosen,
                        )
                    )
            rows.append(ft.Text(shape_name(shape, t.language)))
            rows.append(ft.Row(pickers, wrap=True))
        return rows

    # What the table's own copy shows

    def _materials(self) -> ft.Control:
        """The names of the walkway materials, kept for the next games like the colours."""
        t = self.t
        fields: list[ft.Control] = []
        for material in load_content().materials:

            def typed(e: ft.Event[ft.TextField], material: str = material) -> None:
                self.draft.name_material(material, e.control.value or "")

            fields.append(
                ft.TextField(
                    label=translate(f"sator.material.{material}", t.language),
                    value=self.draft.material_named(material),
                    max_length=30,
                    col={"xs": 6, "sm": 3},
                    on_change=typed,
                    on_blur=lambda e: self._material_named(),
                    on_submit=lambda e: self._material_named(),
                )
            )
        return ft.ExpansionTile(
            title=ft.Text(t("sator.new.materials")),
            subtitle=ft.Row([unverified_badge(t("common.unverified"))]),
            controls=[
                ft.Column(
                    [
                        ft.Text(t("sator.new.materials_help"), size=13),
                        ft.ResponsiveRow(fields, spacing=8),
                    ],
                    spacing=6,
                )
            ],
            expanded_cross_axis_alignment=ft.CrossAxisAlignment.START,
            key="materials",
        )

    def _material_named(self) -> None:
        self._build_draws()
        self._refresh_derived()

    def _prayer_costs(self) -> ft.Control:
        """The AP levels of the prayers our rules do not give, asked once here: a new game
        starts with what the table chose last time."""
        t = self.t
        specs = setting_specs()
        unsure = [
            number
            for number in load_content().prayer_numbers
            if specs[f"prayer_{number}_ap"].unverified
        ]
        rows: list[ft.Control] = [ft.Text(t("sator.new.prayer_costs_help"), size=13)]
        for number in unsure:
            rows += [ft.Text(prayer_name(number), weight=ft.FontWeight.BOLD), self._levels(number)]
        return ft.ExpansionTile(
            title=ft.Text(t("sator.new.prayer_costs")),
            subtitle=ft.Row([unverified_badge(t("common.unverified"))]),
            controls=[ft.Column(rows, spacing=6)],
            expanded_cross_axis_alignment=ft.CrossAxisAlignment.START,
            key="prayer-costs",
        )

    def _levels(self, prayer: int) -> ft.Control:
        def chosen() -> None:
            self.draft.set_prayer_levels(prayer, [int(key) for key in levels.chosen])
            self._refresh_derived()

        levels = Choice(
            [(str(n), str(n)) for n in range(1, PRAYER_MOST_AP + 1)],
            chosen,
            chosen=[str(n) for n in self.draft.prayer_levels(prayer)],
            most=PRAYER_MOST_AP,
        )
        return levels.row

    def _house_rules_note(self) -> list[ft.Control]:
        unverified = unverified_in_use(self.rules)
        if not unverified:
            return []
        return [
            ft.Row(
                [
                    unverified_badge(self.t("common.unverified")),
                    ft.Text(
                        self.t("sator.new.unverified_rules", count=len(unverified)), expand=True
                    ),
                ]
            )
        ]

    # What follows from the fields

    def checked_setup(self) -> Setup | None:
        """The setup, or ``None`` with the problems listed above the buttons."""
        t = self.t
        problems = self.draft.problems()
        messages = [t(f"sator.new.problem.{p.code}", **self._shown(p.params)) for p in problems]
        setup = None
        if not problems:
            try:
                setup = self.draft.to_setup()
            except InvalidSetup as refused:
                messages.append(t("sator.new.problem.refused", problem=str(refused)))
        self.problems.controls = [ft.Text(message, color=ft.Colors.ERROR) for message in messages]
        return setup

    def _shown(self, params: Any) -> dict[str, str]:
        shown = self.t.params(params)
        if "shape" in params:
            shown["shape"] = shape_name(params["shape"], self.t.language)
        return shown

    def _refresh_derived(self, *, send: bool = True) -> None:
        self._fill_starter()
        setup = self.checked_setup()
        for button in self.buttons.controls:
            button.disabled = setup is None
        self.preview.controls = (
            []
            if setup is None
            else full_checklist(self.t, self.ticks, checklist(setup), setup.rules())
        )
        if send:
            self.session.page.update()

    # Start and print

    async def start(self, e: Any) -> None:
        if self.checked_setup() is not None:
            kept = self.session.store.house_rule_defaults(kind=KIND)
            kept = {name: value for name, value in kept.items() if not from_the_copy(name)}
            await asyncio.to_thread(
                self.session.store.set_house_rule_defaults,
                kind=KIND,
                overrides={**kept, **self.draft.on_the_cards()},
            )
        await super().start(e)

    def seat_names(self, setup: Setup) -> list[str]:
        return [seat.name for seat in setup.seats]

    def printed(self, setup: Setup, progress: Progress) -> bytes:
        return aid_pdf(language=self.t.language, paper="a4", setup=setup, progress=progress)

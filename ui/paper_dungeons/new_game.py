"""New game of Paper Dungeons: players, variant, dungeon card, villains, missions, cards.

Every choice has a default, so a solo game starts with one tap on "Start". The form is
rebuilt only when its structure changes (a player more, another mode); typing a name
just updates the draft.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.paper_dungeons.content import HEROES, load_content
from sheets.paper_dungeons.setup import (
    CampaignRef,
    DungeonCard,
    Setup,
    VillainCard,
    known_dungeon_card,
    manual_villains,
)
from sheets.pdf.paper_dungeons import prepared_sheets
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
from ui.new_game.screen import start_buttons
from ui.paper_dungeons import saved
from ui.paper_dungeons.card_editor import open_card_editor
from ui.paper_dungeons.draft import CARDS_MODES, MAX_SEATS, MISSIONS_MODES, GameDraft
from ui.paper_dungeons.names import card_name, objective_text
from ui.paper_dungeons.villain_dialog import open_villain_dialog
from ui.printing import Progress
from ui.widgets.common import section_title, wide_dropdown

if TYPE_CHECKING:
    from ui.session import AppSession

KIND = "paper_dungeons"
# The lines a variant's name may take, and the height of a card to choose.
SEGMENT_LINES = 2
CHOICE_H = 48


class NewGameScreen(new_game_screen.NewGameScreen):
    kind = KIND
    title_key = "pd.new.title"
    refused_key = "pd.new.problem"
    pdf_name = "paper-dungeons.pdf"

    def __init__(self, session: AppSession) -> None:
        super().__init__(session)
        names = first_names(session, self.t, 1)
        self.draft = GameDraft.fresh(names, session.store.house_rule_defaults(kind=KIND))
        self.player_count = PlayerCount(self.t, 1, MAX_SEATS, self._seat_count)
        self.body = ft.Column(spacing=12)
        # Per player, the heading of the power and objective choices: it follows the name
        # as it is typed, without a redraw of the form (which would drop the letters typed).
        self.card_heads: dict[int, ft.Text] = {}
        self.names = NameRows(
            self.t, lambda index: self.t("pd.new.name_label", number=index + 1), self._rename
        )
        # Kept, like the name fields: the tap that leaves a field is often on them.
        self.buttons = start_buttons(
            self.t("pd.new.start"), self.start, self.t("pd.new.print"), self.print_sheets
        )
        self.paper = "a4"

    def view(self) -> ft.View:
        self._fill()
        return self.screen([self.body])

    def _refresh(self) -> None:
        self._fill()
        self.body.update()

    def _fill(self) -> None:
        self.body.controls = [
            *self._players(),
            *self._variant(),
            *self._dungeon(),
            *self._villains(),
            *self._missions(),
            *self._seat_cards(),
            self.problem,
            self.buttons,
        ]

    # Players

    def _players(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        count = len(draft.seats)
        controls: list[ft.Control] = [
            section_title(t("pd.new.players")),
            self.player_count.show(count),
        ]
        controls.append(self.names.show([seat.name for seat in draft.seats]))
        controls += profile_chips(self.session, self._use_profile)
        if count == 1:
            controls.append(ft.Text(t("pd.new.solo_note"), italic=True))
        return controls

    def _seat_count(self, count: int) -> None:
        self.draft.set_seat_count(count, placeholder_name(self.t, "{number}"))
        self._refresh()

    def _rename(self, index: int, name: str) -> None:
        self.draft.seats[index].name = name
        head = self.card_heads.get(index)
        if head is not None:
            head.value = self._card_head(index)
            head.update()

    def _card_head(self, index: int) -> str:
        return self.draft.seats[index].name or placeholder_name(self.t, index + 1)

    def _use_profile(self, name: str) -> None:
        seats = self.draft.seats
        names = names_with_profile(self.t, [seat.name for seat in seats], name, MAX_SEATS)
        if names is None:
            return
        self.draft.set_seat_count(len(names), name)
        for seat, named in zip(seats, names, strict=True):
            seat.name = named
        self._refresh()

    # Variant and dungeon

    def _variant(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        # Vanishing Gems are part of the solo rules, whatever the draft says for a table.
        solo = len(draft.seats) == 1
        vanishing = draft.vanishing_gems or solo
        current = "campaign" if draft.campaign else ("vanishing" if vanishing else "normal")

        def changed(e: ft.Event[ft.SegmentedButton]) -> None:
            choice = e.control.selected[0]
            draft.vanishing_gems = choice == "vanishing"
            if choice == "campaign":
                campaign = load_content().campaigns[0]
                self._set_campaign(campaign.id, 1)
            else:
                draft.campaign = None
            self._refresh()

        controls: list[ft.Control] = [
            section_title(t("pd.new.variant")),
            # No tick in the chosen segment: on a phone each name needs a third of the
            # width for itself, on two lines at most ("Mizející / drahokamy").
            ft.SegmentedButton(
                segments=[
                    ft.Segment(
                        value=v,
                        label=ft.Text(
                            t(f"pd.new.variant.{v}"),
                            text_align=ft.TextAlign.CENTER,
                            max_lines=SEGMENT_LINES,
                        ),
                        disabled=solo and v == "normal",
                    )
                    for v in ("normal", "vanishing", "campaign")
                ],
                selected=[current],
                show_selected_icon=False,
                on_change=changed,
            ),
        ]
        if draft.campaign:
            controls += self._campaign_choice()
        return controls

    def _campaign_choice(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        assert draft.campaign is not None
        content = load_content()
        campaign = content.campaign(draft.campaign.campaign)
        name = "cz" if t.language == "cs" else "en"
        return [
            wide_dropdown(
                label=t("pd.new.campaign"),
                value=campaign.id,
                options=[
                    ft.DropdownOption(key=c.id, text=getattr(c, name)) for c in content.campaigns
                ],
                on_select=lambda e: self._set_campaign(e.control.value, 1, refresh=True),
            ),
            wide_dropdown(
                value=str(draft.campaign.game_number),
                options=[
                    ft.DropdownOption(
                        key=str(n), text=t("pd.new.campaign_game", number=n, letter=letter)
                    )
                    for n, letter in enumerate(campaign.dungeon_cards, start=1)
                ],
                on_select=lambda e: self._set_campaign(
                    campaign.id, int(e.control.value), refresh=True
                ),
            ),
        ]

    def _set_campaign(self, campaign_id: str, number: int, *, refresh: bool = False) -> None:
        self.draft.campaign = CampaignRef(campaign=campaign_id, game_number=number)
        letter = load_content().campaign(campaign_id).dungeon_cards[number - 1]
        self.draft.dungeon = self._dungeon_cards().get(letter)
        if refresh:
            self._refresh()

    def _dungeon_cards(self) -> dict[str, DungeonCard]:
        cards = saved.dungeon_cards(self.session.store)
        for letter in "ABCDEFGHIJKL":
            known = known_dungeon_card(letter)
            if known is not None and letter not in cards:
                cards[letter] = known
        return cards

    def _dungeon(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        mine = saved.dungeon_cards(self.session.store)
        cards = self._dungeon_cards()
        options = [
            ft.DropdownOption(
                key=letter,
                text=t(
                    "pd.new.dungeon_saved" if letter in mine else "pd.new.dungeon_from_data",
                    letter=letter,
                ),
            )
            for letter in sorted(cards)
        ]
        controls: list[ft.Control] = [section_title(t("pd.new.dungeon"))]
        if draft.campaign and draft.dungeon is None:
            letter = (
                load_content()
                .campaign(draft.campaign.campaign)
                .dungeon_cards[draft.campaign.game_number - 1]
            )
            controls.append(ft.Text(t("pd.new.card_missing", letter=letter), color=ft.Colors.ERROR))
        elif not draft.campaign:
            controls.append(
                wide_dropdown(
                    label=t("pd.new.dungeon"),
                    value=draft.dungeon.letter if draft.dungeon else None,
                    options=options,
                    on_select=lambda e: self._pick_card(cards[e.control.value]),
                )
            )
        controls.append(
            ft.OutlinedButton(
                t("pd.new.draw_card"),
                icon=ft.Icons.EDIT,
                on_click=lambda e: open_card_editor(self.session, None, self._card_saved),
            )
        )
        return controls

    def _pick_card(self, card: DungeonCard) -> None:
        self.draft.dungeon = card
        self._refresh()

    def _card_saved(self, card: DungeonCard) -> None:
        saved.save_dungeon_card(self.session.store, card)
        if self.draft.campaign is None or self._campaign_letter() == card.letter:
            self.draft.dungeon = card
        self.session.notify(self.t("pd.card.saved", letter=card.letter))
        self._refresh()

    def _campaign_letter(self) -> str | None:
        campaign = self.draft.campaign
        if campaign is None:
            return None
        return load_content().campaign(campaign.campaign).dungeon_cards[campaign.game_number - 1]

    # Villains

    def _villains(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        known = saved.villains(self.session.store)
        controls: list[ft.Control] = [section_title(t("pd.new.villains"))]
        for index, villain in enumerate(draft.villains):
            options = [ft.DropdownOption(key="", text=t("pd.new.villain_manual"))]
            options += [ft.DropdownOption(key=name, text=name) for name in sorted(known)]
            controls.append(
                wide_dropdown(
                    label=t("pd.new.villain", number=index + 1),
                    value="" if villain.manual else villain.name,
                    options=options,
                    on_select=lambda e, i=index: self._pick_villain(i, e.control.value, known),
                )
            )
        controls.append(
            ft.OutlinedButton(
                t("pd.new.enter_villain"),
                icon=ft.Icons.EDIT,
                on_click=lambda e: open_villain_dialog(self.session, self._villain_saved),
            )
        )
        return controls

    def _pick_villain(self, index: int, name: str, known: dict[str, VillainCard]) -> None:
        self.draft.villains[index] = known[name] if name else manual_villains()[index]
        self._refresh()

    def _villain_saved(self, villain: VillainCard) -> None:
        saved.save_villain(self.session.store, villain)
        for index, current in enumerate(self.draft.villains):
            if current.manual:
                self.draft.villains[index] = villain
                break
        self.session.notify(self.t("pd.villain.saved", name=villain.name))
        self._refresh()

    # Missions and cards

    def _missions(self) -> list[ft.Control]:
        t, draft = self.t, self.draft

        def mode(e: ft.Event[ft.SegmentedButton]) -> None:
            chosen = e.control.selected[0]
            if chosen in MISSIONS_MODES:
                draft.missions_mode = chosen
            if draft.missions_mode == "chosen" and not draft.chosen_missions:
                draft.chosen_missions = list(draft.dealt.missions)
            self._refresh()

        controls: list[ft.Control] = [
            section_title(t("pd.new.missions")),
            ft.SegmentedButton(
                segments=[
                    ft.Segment(value=v, label=t(f"pd.new.missions.{v}")) for v in MISSIONS_MODES
                ],
                selected=[draft.missions_mode],
                on_change=mode,
            ),
        ]
        missions = load_content().cards.missions
        if draft.missions_mode == "chosen":
            for index, chosen in enumerate(draft.chosen_missions):
                controls.append(
                    wide_dropdown(
                        label=t("pd.new.mission", number=index + 1),
                        value=chosen,
                        options=[
                            ft.DropdownOption(key=m.id, text=card_name(m, t.language))
                            for m in missions
                        ],
                        on_select=lambda e, i=index: self._choose_mission(i, e.control.value),
                    )
                )
        else:
            controls += [
                ft.Text(f"• {card_name(load_content().mission(m), t.language)}")
                for m in draft.missions
            ]
        return controls

    def _choose_mission(self, index: int, mission: str) -> None:
        self.draft.chosen_missions[index] = mission

    def _seat_cards(self) -> list[ft.Control]:
        t, draft = self.t, self.draft

        def mode(e: ft.Event[ft.SegmentedButton]) -> None:
            chosen = e.control.selected[0]
            if chosen in CARDS_MODES:
                draft.cards_mode = chosen
            draft.keep_first_dealt()
            self._refresh()

        controls: list[ft.Control] = [
            section_title(t("pd.new.cards")),
            ft.Row(
                [
                    ft.SegmentedButton(
                        segments=[
                            ft.Segment(value=v, label=t(f"pd.new.cards.{v}")) for v in CARDS_MODES
                        ],
                        selected=[draft.cards_mode],
                        on_change=mode,
                    ),
                    ft.TextButton(
                        t("pd.new.reshuffle"), icon=ft.Icons.SHUFFLE, on_click=self._reshuffle
                    ),
                ],
                wrap=True,
            ),
        ]
        content = load_content()
        dealt = draft.dealt
        self.card_heads.clear()
        for index, seat in enumerate(draft.seats):
            power_ids: tuple[str, ...]
            objective_ids: tuple[str, ...]
            if draft.cards_mode == "dealt":
                power_ids, objective_ids = dealt.powers[index], dealt.objectives[index]
            else:
                power_ids = tuple(p.id for p in content.cards.powers)
                objective_ids = tuple(o.id for o in content.cards.objectives)
            head = ft.Text(self._card_head(index), weight=ft.FontWeight.BOLD)
            self.card_heads[index] = head
            controls.append(head)
            controls.append(
                self._choice_row(
                    t("pd.new.power"),
                    power_ids,
                    seat.power,
                    lambda value, i=index: self._keep(i, power=value),
                    lambda card_id: card_name(content.power(card_id), t.language),
                )
            )
            controls.append(
                self._choice_row(
                    t("pd.new.objective"),
                    objective_ids,
                    seat.objective,
                    lambda value, i=index: self._keep(i, objective=value),
                    lambda card_id: objective_text(content.objective(card_id), t.language),
                )
            )
            controls.append(self._training_row(index))
        return controls

    def _choice_row(
        self, label: str, ids: tuple[str, ...], current: str | None, choose: Any, describe: Any
    ) -> ft.Control:
        if len(ids) <= 2:
            # One line each, as wide as the form: an objective's name and its thresholds
            # wrap onto a second line on a phone and are never cut (a chip is one line).
            return ft.Column(
                [
                    ft.Text(label),
                    *[
                        ft.ListTile(
                            leading=ft.Icon(
                                ft.Icons.CHECK_CIRCLE
                                if card_id == current
                                else ft.Icons.RADIO_BUTTON_UNCHECKED
                            ),
                            title=ft.Text(describe(card_id)),
                            selected=card_id == current,
                            selected_tile_color=ft.Colors.SECONDARY_CONTAINER,
                            selected_color=ft.Colors.ON_SECONDARY_CONTAINER,
                            shape=ft.RoundedRectangleBorder(radius=8),
                            content_padding=ft.Padding.symmetric(horizontal=8),
                            min_height=CHOICE_H,
                            on_click=lambda e, c=card_id: choose(c),
                        )
                        for card_id in ids
                    ],
                ],
                spacing=4,
            )
        return wide_dropdown(
            label=label,
            value=current,
            options=[ft.DropdownOption(key=card_id, text=describe(card_id)) for card_id in ids],
            on_select=lambda e: choose(e.control.value),
        )

    def _training_row(self, index: int) -> ft.Control:
        t = self.t
        seat = self.draft.seats[index]
        chips = []
        for hero, colour in zip(HEROES, seat.training, strict=True):
            chips.append(
                ft.Chip(
                    label=f"{t(f'term.{hero}')}: {t(f'term.{colour}')}",
                    selected=colour == "black",
                    on_select=lambda e, h=hero: self._flip(index, h),
                )
            )
        return ft.Row([ft.Text(t("pd.new.training")), *chips], wrap=True)

    def _keep(self, index: int, **card: str) -> None:
        self.draft.keep(index, **card)
        self._refresh()

    def _flip(self, index: int, hero: str) -> None:
        self.draft.flip_training(index, hero)  # type: ignore[arg-type]
        self._refresh()

    def _reshuffle(self, e: ft.Event[ft.TextButton]) -> None:
        self.draft.reshuffle()
        self._refresh()

    # Start and print

    def form_problem(self) -> str | None:
        names = [seat.name for seat in self.draft.seats]
        self.names.mark(names)
        return names_problem(self.t, names)

    def draft_setup(self) -> Setup:
        return self.draft.to_setup()

    def seat_names(self, setup: Setup) -> list[str]:
        return [seat.name for seat in setup.seats]

    def printed(self, setup: Setup, progress: Progress) -> bytes:
        return prepared_sheets(
            setup=setup, language=self.t.language, paper=self.paper, progress=progress
        )

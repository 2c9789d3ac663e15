"""Cards as the table knows them: by the name printed on them when the table has given it,
else by what they are; the app's own reference of a card (``F3``, ``water-1a``) only in
small type beside it, for a table that numbered its cards."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from ui.big_book_of_madness.words import Words


def card_line(words: Callable[..., str], text: str, card: str) -> ft.Control:
    """``text`` (a name, or what the card is), and the card's reference in small type."""
    return ft.Row(
        [
            ft.Text(text),
            ft.Text(words("bbm.ui.card_reference", card=card), size=11, color=ft.Colors.OUTLINE),
        ],
        spacing=6,
        tight=True,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )


def monster_line(words: Words, number: int, page: str) -> ft.Control:
    """Monster ``number`` of the game, on grimoire card ``page``."""
    name = words.page(page)
    text = (
        words("bbm.ui.monster_page", number=number, page=name)
        if name
        else words("bbm.ui.monster_unnamed_page", number=number)
    )
    return card_line(words, text, page)

"""Every game kind the app knows: importing this module registers them, and its
``get_game`` and ``game_kinds`` then answer for all of them. The core knows no game; the
games import the core; only this module and what stands above it know them all."""

from sheets import big_book_of_madness, fury_of_dracula, paper_dungeons, sator
from sheets.core.registry import game_kinds, get_game

# The app's own game kinds (game_kinds() also names any a program registers besides).
BUILTIN_KINDS = tuple(
    sorted(game.KIND for game in (big_book_of_madness, fury_of_dracula, paper_dungeons, sator))
)

__all__ = [
    "BUILTIN_KINDS",
    "big_book_of_madness",
    "fury_of_dracula",
    "game_kinds",
    "get_game",
    "paper_dungeons",
    "sator",
]

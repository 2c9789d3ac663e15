"""Every game kind the app knows; importing this module registers them."""

from sheets import big_book_of_madness, fury_of_dracula, paper_dungeons, sator

__all__ = ["big_book_of_madness", "fury_of_dracula", "paper_dungeons", "sator"]

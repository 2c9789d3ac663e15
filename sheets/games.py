"""Every game kind the app knows; importing this module registers them."""

from sheets import fury_of_dracula, paper_dungeons, sator

__all__ = ["fury_of_dracula", "paper_dungeons", "sator"]

"""Every game kind the app knows; importing this module registers them."""

import sheets.big_book_of_madness
import sheets.paper_dungeons  # noqa: F401

"""Every game kind the app knows; importing this module registers them."""

import sheets.fury_of_dracula
import sheets.paper_dungeons  # noqa: F401

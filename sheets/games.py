"""Every game kind the app knows; importing this module registers them."""

import sheets.paper_dungeons  # noqa: F401
from sheets import sator  # noqa: F401

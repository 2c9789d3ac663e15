"""The hunters' tracker: the public bookkeeping of a game on paper. Influence and
Dracula's damage with where each is won, despair, rumours and Dracula's events, the time
track, each hunter's sheet values (health and bites as this game's house rules set them),
the tokens on the map, the allies, and the round in five reminders.

Element ids: ``influence:<0-13>``, ``dracula_damage:<0-15>``, ``despair:<1-3>``,
``rumours:<1-4>``, ``dracula_events:<1-4>``, ``time:<0-13>`` (Monday day is 0),
``<hunter>:damage:<n>``, ``<hunter>:bites:<n>``, ``<hunter>:tickets:<1-2>``,
``<hunter>:items``, ``<hunter>:events``, ``<hunter>:weakened``, ``<hunter>:defeated``,
``token:<kind>:<n>``.
"""

from __future__ import annotations

from sheets.fury_of_dracula.content import HUNTERS, HunterId, TokenKind, load_content
from sheets.fury_of_dracula.print_parts import (
    CONTENT_W,
    LABEL_SIZE,
    SMALL_SIZE,
    AidInputs,
    boxes,
    footnote,
    header,
    heading,
    stack,
    write_in,
)
from sheets.layout import Area, Box, Element, Page, Text

LABEL_W = 34.0
TRACK_BOX = 7.0
TRACK_PITCH = 8.6
HUNTER_W = 93.0
HUNTER_H = 44.0
# The damage and bite labels take their natural size ("Damage (health 12*)" is 22.2 mm) and
# stand clear of the boxes that follow them.
HUNTER_LABEL_W = 22.5
HUNTER_BOXES_X = 26.0
TOKEN_KINDS: tuple[TokenKind, ...] = (
    "fog",
    "roadblock",
    "storm",
    "heavenly_host",
    "consecrated_ground",
    "bats",
)
TOKEN_W = 18.4
TOKEN_H = 5.6
CHECK = 3.6


def tracker_page(aid: AidInputs, paper: str) -> Page:
    areas = [
        header(aid, aid.text("tracker.title"), aid.text("tracker.note")),
        _tracks(aid),
        _time(aid),
        _hunters(aid),
        _tokens(aid),
        _round(aid),
    ]
    note = footnote(aid, areas)
    return stack([*areas, *([note] if note else [])], paper)


def _track_row(
    aid: AidInputs, y: float, label: str, ids: str, last: int, win: str
) -> list[Element]:
    """Boxes 0..``last`` numbered, the last one shaded and the win said beside it."""
    elements: list[Element] = [Text(0.0, y + 4.8, label, LABEL_SIZE, bold=True, width=LABEL_W - 1)]
    row = boxes(
        LABEL_W,
        y,
        last + 1,
        size=TRACK_BOX,
        pitch=TRACK_PITCH,
        ids=ids,
        texts=[str(n) for n in range(last + 1)],
        first=0,
    )
    final = row[-1]
    assert isinstance(final, Box)
    row[-1] = Box(
        final.x,
        final.y,
        final.w,
        final.h,
        final.id,
        "thick",
        "light",
        text=str(last),
        text_size=2.6,
    )
    elements += row
    after = LABEL_W + (last + 1) * TRACK_PITCH + 1.0
    elements.append(Text(after, y + 4.8, win, SMALL_SIZE, width=CONTENT_W - after))
    return elements


def _tracks(aid: AidInputs) -> Area:
    game = load_content().game
    elements: list[Element] = _track_row(
        aid,
        0.0,
        aid.term("influence"),
        "influence",
        game.influence_to_win,
        aid.text("tracker.dracula_wins"),
    )
    elements += _track_row(
        aid,
        9.0,
        aid.term("dracula_damage"),
        "dracula_damage",
        game.damage_to_win,
        aid.text("tracker.hunters_win"),
    )
    y = 18.0
    small = (
        ("despair", aid.term("despair"), game.despair_max),
        ("rumours", aid.text("tracker.rumours"), load_content().rules.tokens["rumour"]),
        ("dracula_events", aid.text("tracker.dracula_events"), game.dracula_event_limit),
    )
    x = 0.0
    for ids, label, count in small:
        elements.append(Text(x, y + 4.8, label, LABEL_SIZE, bold=True, width=29.0))
        elements += boxes(x + 30.0, y, count, size=TRACK_BOX - 1, pitch=TRACK_PITCH - 1, ids=ids)
        x += 30.0 + count * (TRACK_PITCH - 1) + 4.0
    return Area("tracks", aid.text("tracker.tracks"), 0.0, 0.0, CONTENT_W, 25.0, tuple(elements))


def _time(aid: AidInputs) -> Area:
    column = (CONTENT_W - LABEL_W) / 7
    elements: list[Element] = [heading(aid.term("time"))]
    for half_index, half in enumerate(("day", "night")):
        top = 6.0 + half_index * 6.0
        elements.append(Text(0.0, top + 4.2, aid.term(f"half.{half}"), LABEL_SIZE, width=LABEL_W))
        for weekday in range(7):
            left = LABEL_W + weekday * column
            time = weekday * 2 + half_index
            elements.append(
                Box(
                    left,
                    top,
                    column - 1.0,
                    5.2,
                    id=f"time:{time}",
                    fill="light" if time == 0 else "none",
                )
            )
    for weekday in range(7):
        left = LABEL_W + weekday * column
        elements.append(
            Text(
                left + column / 2 - 0.5,
                4.8,
                aid.term(f"weekday.{weekday}"),
                SMALL_SIZE,
                "centre",
                True,
                column - 2,
            )
        )
    elements.append(Text(0.0, 21.2, aid.text("tracker.despair_rule"), SMALL_SIZE, width=CONTENT_W))
    return Area("time", aid.term("time"), 0.0, 0.0, CONTENT_W, 22.4, tuple(elements))


def _hunters(aid: AidInputs) -> Area:
    elements: list[Element] = []
    for index, hunter in enumerate(HUNTERS):
        left = (index % 2) * (CONTENT_W - HUNTER_W)
        top = (index // 2) * (HUNTER_H + 2.0)
        elements += _hunter_block(aid, hunter, left, top)
    height = 2 * HUNTER_H + 2.0
    return Area(
        "hunters", aid.text("tracker.hunters"), 0.0, 0.0, CONTENT_W, height, tuple(elements)
    )


def _hunter_block(aid: AidInputs, hunter: HunterId, x: float, y: float) -> list[Element]:
    rules, setup = aid.rules, aid.setup
    info = load_content().hunters[hunter]
    elements: list[Element] = [
        Box(x, y, HUNTER_W, HUNTER_H, stroke="thin"),
        Text(
            x + 2.0,
            y + 5.0,
            f"{info.order}. {aid.term(f'hunter.{hunter}')}",
            3.0,
            bold=True,
            width=50.0,
        ),
    ]
    player = "" if setup is None else setup.players[setup.hunter_seats[hunter]].name
    elements.append(Text(x + 54.0, y + 5.0, aid.text("tracker.player"), SMALL_SIZE))
    elements += write_in(x + 66.0, y + 5.0, HUNTER_W - 68.0, player)
    elements.append(Text(x + 2.0, y + 10.6, aid.text("tracker.location"), SMALL_SIZE))
    start = (
        ""
        if setup is None
        else aid.text("tracker.start", place=aid.term(f"place.{setup.starts[hunter]}"))
    )
    elements += write_in(x + 20.0, y + 10.6, HUNTER_W - 22.0, start)
    health = rules.hunter_health[hunter]
    label = aid.text("tracker.damage", health=f"{health}{aid.unsure('hunter_health')}")
    elements.append(Text(x + 2.0, y + 16.6, label, SMALL_SIZE, width=HUNTER_LABEL_W))
    pitch = min(5.6, (HUNTER_W - HUNTER_BOXES_X - 2.0) / max(1, health))
    elements += boxes(
        x + HUNTER_BOXES_X,
        y + 13.2,
        health,
        size=pitch - 0.6,
        pitch=pitch,
        ids=f"{hunter}:damage",
    )
    spaces = rules.hunter_bite_spaces[hunter]
    marked = f"{spaces}{aid.unsure('hunter_bite_spaces')}"
    if spaces:
        bites = aid.text("tracker.bites", spaces=marked)
        elements.append(Text(x + 2.0, y + 23.0, bites, SMALL_SIZE, width=HUNTER_LABEL_W))
        elements += boxes(
            x + HUNTER_BOXES_X, y + 19.6, spaces, size=5.0, pitch=5.6, ids=f"{hunter}:bites"
        )
    else:
        no_bites = aid.text("tracker.no_bites", spaces=marked)
        elements.append(Text(x + 2.0, y + 23.0, no_bites, SMALL_SIZE, width=46.0))
    elements.append(Text(x + 50.0, y + 23.0, aid.term("tickets"), SMALL_SIZE))
    elements += boxes(x + 66.0, y + 19.6, 2, size=5.0, pitch=11.0, ids=f"{hunter}:tickets")
    unsure = aid.unsure("hunter_item_limit", "hunter_event_limit")
    for offset, kind in ((0.0, "items"), (46.0, "events")):
        limit = getattr(rules, f"hunter_{kind[:-1]}_limit")[hunter]
        text = aid.text(f"tracker.{kind}", limit=f"{limit}{unsure}")
        elements.append(Text(x + 2.0 + offset, y + 30.2, text, SMALL_SIZE, width=30.0))
        elements.append(Box(x + 33.0 + offset, y + 26.4, 9.0, 5.0, id=f"{hunter}:{kind}"))
    checks = (
        (
            "weakened",
            aid.text("tracker.always_weakened") if info.always_weakened else aid.term("weakened"),
        ),
        ("defeated", aid.text("tracker.defeated")),
    )
    for offset, (name, text) in zip((0.0, 46.0), checks, strict=True):
        elements.append(
            Box(
                x + 2.0 + offset,
                y + 34.4,
                CHECK,
                CHECK,
                id=f"{hunter}:{name}",
                mark="crossed" if name == "weakened" and info.always_weakened else "none",
            )
        )
        elements.append(Text(x + 7.0 + offset, y + 37.4, text, SMALL_SIZE, width=38.0))
    return elements


def _tokens(aid: AidInputs) -> Area:
    supply = load_content().rules.tokens
    elements: list[Element] = [heading(aid.text("tracker.tokens"))]
    for row, kind in enumerate(TOKEN_KINDS):
        top = 5.0 + row * (TOKEN_H + 0.8)
        elements.append(
            Text(
                0.0,
                top + 4.0,
                aid.text("tracker.token", token=aid.term(f"token.{kind}"), count=supply[kind]),
                LABEL_SIZE,
                width=LABEL_W - 1.0,
            )
        )
        for index in range(supply[kind]):
            elements.append(
                Box(
                    LABEL_W + index * (TOKEN_W + 1.0),
                    top,
                    TOKEN_W,
                    TOKEN_H,
                    id=f"token:{kind}:{index + 1}",
                    stroke="hair",
                )
            )
    top = 5.0 + len(TOKEN_KINDS) * (TOKEN_H + 0.8) + 1.0
    for offset, side in ((0.0, "hunters"), (CONTENT_W / 2, "dracula")):
        label = aid.text(f"tracker.ally_{side}")
        elements.append(Text(offset, top + 4.0, label, LABEL_SIZE, bold=True, width=LABEL_W - 1.0))
        elements += write_in(offset + LABEL_W, top + 4.0, CONTENT_W / 2 - LABEL_W - 3.0)
    height = top + TOKEN_H + 1.0
    return Area("tokens", aid.text("tracker.tokens"), 0.0, 0.0, CONTENT_W, height, tuple(elements))


def _round(aid: AidInputs) -> Area:
    steps = ("dawn", "day", "dusk", "night", "dracula")
    elements: list[Element] = [heading(aid.text("tracker.round"))]
    for index, step in enumerate(steps):
        baseline = 7.6 + index * 3.5
        elements.append(
            Text(0.0, baseline, aid.term(f"phase.{step}"), LABEL_SIZE, bold=True, width=22.0)
        )
        elements.append(
            Text(
                23.0,
                baseline,
                aid.text(f"tracker.round.{step}"),
                SMALL_SIZE,
                width=CONTENT_W - 23.0,
            )
        )
    height = 7.6 + (len(steps) - 1) * 3.5 + 1.6
    return Area("round", aid.text("tracker.round"), 0.0, 0.0, CONTENT_W, height, tuple(elements))

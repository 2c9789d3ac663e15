"""The names of the glyphs of an OpenType font with CFF outlines, by code point: enough of
the font's ``cmap`` and of its CFF charset to tell which icon a code point draws."""

from __future__ import annotations

import struct
from pathlib import Path


def glyph_names(font: Path) -> dict[int, str]:
    """Each code point the font maps, with the name of the glyph it draws."""
    data = font.read_bytes()
    tables = {}
    for index in range(struct.unpack(">H", data[4:6])[0]):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * index : 28 + 16 * index])
        tables[tag] = data[offset : offset + length]
    names = _charset(tables[b"CFF "])
    return {point: names[glyph] for point, glyph in _cmap(tables[b"cmap"]).items()}


def _index(cff: bytes, at: int) -> tuple[list[bytes], int]:
    count = struct.unpack(">H", cff[at : at + 2])[0]
    if count == 0:
        return [], at + 2
    size = cff[at + 2]
    offsets = [
        int.from_bytes(cff[at + 3 + i * size : at + 3 + (i + 1) * size], "big")
        for i in range(count + 1)
    ]
    base = at + 3 + (count + 1) * size - 1
    return [cff[base + offsets[i] : base + offsets[i + 1]] for i in range(count)], base + offsets[
        -1
    ]


def _top_dict(data: bytes) -> dict[int, list[int]]:
    """The integer operands of a CFF DICT by operator (enough for the offsets it holds)."""
    found: dict[int, list[int]] = {}
    operands: list[int] = []
    i = 0
    while i < len(data):
        b = data[i]
        if b <= 21:
            found[b if b != 12 else 1200 + data[i + 1]] = operands
            operands, i = [], i + (2 if b == 12 else 1)
        elif b == 28:
            operands.append(struct.unpack(">h", data[i + 1 : i + 3])[0])
            i += 3
        elif b == 29:
            operands.append(struct.unpack(">i", data[i + 1 : i + 5])[0])
            i += 5
        elif b == 30:  # a real number: skipped nibble by nibble
            i += 1
            while data[i] & 0x0F != 0x0F and data[i] >> 4 != 0x0F:
                i += 1
            operands.append(0)
            i += 1
        elif b <= 246:
            operands.append(b - 139)
            i += 1
        elif b <= 250:
            operands.append((b - 247) * 256 + data[i + 1] + 108)
            i += 2
        else:
            operands.append(-(b - 251) * 256 - data[i + 1] - 108)
            i += 2
    return found


def _charset(cff: bytes) -> list[str]:
    _, at = _index(cff, cff[2])
    tops, at = _index(cff, at)
    strings, _ = _index(cff, at)
    top = _top_dict(tops[0])
    glyphs = len(_index(cff, top[17][0])[0])

    def name(sid: int) -> str:
        return strings[sid - 391].decode() if sid >= 391 else f"standard {sid}"

    names = [".notdef"]
    at = top[15][0]
    form, at = cff[at], at + 1
    while len(names) < glyphs:
        first = struct.unpack(">H", cff[at : at + 2])[0]
        if form == 0:
            names.append(name(first))
            at += 2
            continue
        left = cff[at + 2] if form == 1 else struct.unpack(">H", cff[at + 2 : at + 4])[0]
        at += 3 if form == 1 else 4
        names += [name(first + k) for k in range(left + 1)]
    return names


def _cmap(cmap: bytes) -> dict[int, int]:
    """The code points of the font's format 12 subtable (every code point, astral too)."""
    for index in range(struct.unpack(">H", cmap[2:4])[0]):
        offset = struct.unpack(">I", cmap[8 + 8 * index : 12 + 8 * index])[0]
        table = cmap[offset:]
        if struct.unpack(">H", table[:2])[0] != 12:
            continue
        points: dict[int, int] = {}
        for group in range(struct.unpack(">I", table[12:16])[0]):
            start, end, glyph = struct.unpack(">III", table[16 + 12 * group : 28 + 12 * group])
            points.update({p: glyph + p - start for p in range(start, end + 1)})
        return points
    raise ValueError("no format 12 cmap")

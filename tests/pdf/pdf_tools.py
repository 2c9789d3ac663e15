"""Reading PDFs back for the tests: text by page, drawing operators, rendered pixels."""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader
from pypdf.generic import ContentStream

MM_PER_INCH = 25.4


def page_texts(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def drawing_streams(pdf: bytes) -> list[list[bytes]]:
    """Per page, the decoded content stream and those of the forms it draws."""
    reader = PdfReader(io.BytesIO(pdf))
    streams = []
    for page in reader.pages:
        page_streams = [page.get_contents().get_data()]
        forms = page["/Resources"].get_object().get("/XObject", {})
        page_streams += [forms[name].get_object().get_data() for name in sorted(forms)]
        streams.append(page_streams)
    return streams


def operator_counts(stream: bytes) -> Counter[str]:
    operations = ContentStream(_Stream(stream), None).operations
    return Counter(operator.decode() for _, operator in operations)


class _Stream:
    """The least pypdf's content parser needs: a stream that hands over its data."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def get_object(self) -> _Stream:
        return self

    def get_data(self) -> bytes:
        return self.data


def render_page(pdf: bytes, *, page: int = 1, dpi: int = 100) -> Image.Image:
    """Page ``page`` rendered by pdftoppm (poppler-utils) as a grey-scale image; without
    pdftoppm the test that asks is skipped, saying so."""
    if shutil.which("pdftoppm") is None:
        pytest.skip(NO_POPPLER)
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "sheet.pdf"
        source.write_bytes(pdf)
        subprocess.run(
            [
                "pdftoppm",
                "-r",
                str(dpi),
                "-f",
                str(page),
                "-l",
                str(page),
                "-gray",
                "-png",
                "-singlefile",
                str(source),
                str(Path(folder) / "page"),
            ],
            check=True,
            capture_output=True,
        )
        with Image.open(Path(folder) / "page.png") as image:
            return image.convert("L")


NO_POPPLER = "SKIPPED LOUDLY: pdftoppm is missing; install poppler-utils to check rendered pages"


def pixels(millimetres: float, dpi: int) -> int:
    return round(millimetres / MM_PER_INCH * dpi)


def crop_mm(image: Image.Image, box: tuple[float, float, float, float], dpi: int) -> Image.Image:
    """The part of a rendered page between (left, top) and (right, bottom) millimetres."""
    left, top, right, bottom = box
    return image.crop(
        (pixels(left, dpi), pixels(top, dpi), pixels(right, dpi), pixels(bottom, dpi))
    )


def ink(image: Image.Image) -> float:
    """The share of pixels that are clearly not paper white, 0..1."""
    histogram = image.histogram()
    return sum(histogram[:160]) / max(1, image.width * image.height)

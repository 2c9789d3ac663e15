"""Printing: the ReportLab renderer of layout pages, and the games' printable sheets.

This is the only package that imports ReportLab.
"""

from sheets.pdf.render import Progress, render_pdf

__all__ = ["Progress", "render_pdf"]

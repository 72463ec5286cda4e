"""The review's verdict colours: an ordered scale that every eye can tell apart.

Rules: each colour has 3:1 on the window and its number 4.5:1 (WCAG AA), in the light
and the dark palettes; the worse the verdict, the more it stands out from the window;
and for protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009,
full severity) the order of lightness stays and neighbours stay apart (CIE76 ΔE ≥ 10).
"""

from __future__ import annotations

import math
from itertools import pairwise

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from dq_desktop.engine.analysis.review import Verdict
from dq_desktop.ui.common import theme
from dq_desktop.ui.common.verdict_scale import ORDER, number_colour, verdict_colour

Role = QPalette.ColorRole
SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
"""Machado et al. (2009), severity 1, on linear RGB."""
APART = 10.0


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def seen(colour: QColor, deficiency: str | None) -> tuple[float, float, float]:
    """The colour in linear RGB, as a person with ``deficiency`` (None: none) sees it."""
    rgb = [_linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF())]
    if deficiency is None:
        return rgb[0], rgb[1], rgb[2]
    rows = SIMULATIONS[deficiency]
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True))))
               for row in rows)
    return r, g, b


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def palettes(qapp: QApplication) -> dict[str, QPalette]:
    fusion = QStyleFactory.create("Fusion")
    assert fusion is not None
    return {"light": theme.readable_highlight(fusion.standardPalette()),
            "dark": theme.dark_palette()}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_each_verdict_colour_stands_out_from_the_window_and_its_number_reads(
    qapp: QApplication, scheme: str
) -> None:
    palette = palettes(qapp)[scheme]
    windows = [palette.color(Role.Window), palette.color(Role.Base)]
    for verdict in Verdict:
        colour = verdict_colour(verdict, palette)
        for window in windows:
            assert theme.contrast(colour, window) >= theme.GRAPHICS_CONTRAST, (scheme, verdict)
        assert theme.contrast(number_colour(colour), colour) >= theme.TEXT_CONTRAST


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_worse_the_verdict_the_more_it_stands_out(qapp: QApplication, scheme: str) -> None:
    palette = palettes(qapp)[scheme]
    window = palette.color(Role.Window)
    ratios = [theme.contrast(verdict_colour(v, palette), window) for v in ORDER]
    assert ratios == sorted(ratios) and len(set(ratios)) == len(ratios)
    assert set(ORDER) | {Verdict.BRILLIANT} == set(Verdict)


@pytest.mark.parametrize("deficiency", [None, *SIMULATIONS])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_scale_keeps_its_order_and_its_steps_for_colour_vision_deficiencies(
    qapp: QApplication, scheme: str, deficiency: str | None
) -> None:
    palette = palettes(qapp)[scheme]
    colours = [lab(seen(verdict_colour(v, palette), deficiency)) for v in ORDER]
    lightness = [colour[0] for colour in colours]
    ordered = sorted(lightness, reverse=scheme == "light")
    assert lightness == ordered, (scheme, deficiency, lightness)
    for first, second in pairwise(colours):
        assert math.dist(first, second) >= APART, (scheme, deficiency, first, second)


def test_the_review_shows_a_legend_of_the_scale_in_order(qapp: QApplication) -> None:
    from dq_desktop.ui.coach.verdict_legend import VerdictLegend

    legend = VerdictLegend()
    assert [label.text() for label in legend.names] == [
        "brilliant (!)", "best", "good", "inaccuracy", "mistake", "blunder"]
    first = legend.swatches[1].pixmap().toImage().pixelColor(2, 2)
    assert first == verdict_colour(Verdict.BEST, legend.palette())


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("deficiency", [None, "protanopia", "deuteranopia", "tritanopia"])
def test_brilliant_stands_apart_from_every_colour_of_the_scale(
    qapp: QApplication, scheme: str, deficiency: str | None
) -> None:
    """*Brilliant* is no step of the scale but a hue of its own: no eye confuses it with
    any verdict of the scale."""
    palette = palettes(qapp)[scheme]
    brilliant = lab(seen(verdict_colour(Verdict.BRILLIANT, palette), deficiency))
    for verdict in ORDER:
        other = lab(seen(verdict_colour(verdict, palette), deficiency))
        assert math.dist(brilliant, other) >= APART, (scheme, deficiency, verdict)

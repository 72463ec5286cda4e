"""The scales and words of the chart over time: the y axis for each measure, the measure's
name, and a tick's date on the time axis."""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QDate, QLocale

from dq_desktop.ui.common.dates import short_date
from dq_desktop.ui.common.text import translate
from dq_desktop.ui.records.progress import ACCURACY, GAP, SHARE, TOTAL, TickUnit, nice_step
from dq_desktop.ui.table.score_panel import category_name


def top_value(totals: Sequence[float]) -> int:
    """The top of the totals' scale: 110, or the next ten above the highest total."""
    highest = max(totals, default=0)
    return max(110, (int(highest) // 10 + 1) * 10)


def value_scale(measure: str, values: Sequence[float]) -> tuple[float, float, float]:
    """(lowest, highest, grid step) of the y axis; totals from 0 with the bands' room."""
    if measure == TOTAL:
        return 0.0, float(top_value(values)), 20.0
    if measure in (ACCURACY, SHARE):  # percentages: the whole scale, so that they compare
        return 0.0, max(100.0, math.ceil(max(values, default=0.0) / 20) * 20), 20.0
    low, high = min(values, default=0.0), max(values, default=0.0)
    step = nice_step(max(high - low, 1.0) / 5)
    low = min(0.0, math.floor(low / step) * step)
    high = max(math.ceil(high / step) * step, low + step)
    return low, high, step


def measure_name(measure: str) -> str:
    if measure == TOTAL:
        return translate("RecordsWindow", "Total")
    if measure == GAP:
        return translate("RecordsWindow", "Gap to the expert")
    if measure == ACCURACY:
        return translate("RecordsWindow", "Accuracy")
    if measure == SHARE:
        return translate("RecordsWindow", "Share of the hindsight best (%)")
    return category_name(measure)




def tick_text(moment: datetime, unit: TickUnit) -> str:
    """A tick's date: the day, the month with its year, or the year, in the locale."""
    day = QDate(moment.year, moment.month, moment.day)
    if unit in (TickUnit.DAY, TickUnit.WEEK):
        return short_date(moment.date())
    if unit is TickUnit.YEAR:
        return str(moment.year)
    return QLocale().toString(day, "MMM yyyy")



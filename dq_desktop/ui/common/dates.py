"""Dates and times of games in the user's locale (``QLocale`` takes Qt's types)."""

from __future__ import annotations

from datetime import date, datetime

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime


def short_date(day: date) -> str:
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


def short_date_time(moment: datetime) -> str:
    """The local date and time, to the minute."""
    local = moment.astimezone()
    qt = QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute))
    return QLocale().toString(qt, QLocale.FormatType.ShortFormat)

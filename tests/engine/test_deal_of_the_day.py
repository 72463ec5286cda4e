"""The deal of the day: a number from the date alone, fixed for ever, in the deal range."""

from __future__ import annotations

from datetime import date, timedelta

from dq_desktop.engine.deal import MAX_DEAL
from dq_desktop.engine.deal_of_the_day import deal_of_the_day

# Worked out with `printf 'dq-desktop deal of the day 2026-11-28' | sha256sum`: the first
# 16 hexadecimal digits as a number, modulo 1,000,000,000. A change of the function would
# give every player another deal than the one their friends played on that date.
KNOWN_DAYS = {
    date(2026, 11, 28): 368_767_795,
    date(2027, 1, 1): 300_259_712,
    date(2024, 2, 29): 711_007_881,
}


def test_the_deal_of_a_known_date_is_the_documented_hash_of_its_iso_date() -> None:
    for day, deal in KNOWN_DAYS.items():
        assert deal_of_the_day(day) == deal, day


def test_the_deal_of_the_day_depends_on_the_date_alone() -> None:
    day = date(2026, 11, 28)
    assert deal_of_the_day(day) == deal_of_the_day(date.fromisoformat("2026-11-28"))


def test_every_day_of_a_year_gets_a_deal_in_range_and_its_own() -> None:
    days = [date(2027, 1, 1) + timedelta(days=n) for n in range(365)]
    deals = [deal_of_the_day(day) for day in days]
    assert all(0 <= deal <= MAX_DEAL for deal in deals)
    assert len(set(deals)) == len(deals)

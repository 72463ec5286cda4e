"""The rulebook's bands in words: ``★★ rare``, ``over 85: rare``.

Shared by the record book and the final standings; the translation context stays
``RecordsWindow``, where the words first appeared.
"""

from __future__ import annotations

from dq_desktop.storage.record_stats import Band
from dq_desktop.ui.common.text import fill, translate

__all__ = ["band_name", "band_rule", "band_text", "stars"]


def stars(band: Band) -> str:
    return "★" * (list(Band).index(band) + 1)


def band_name(band: Band) -> str:
    names = {
        Band.VERY_GOOD: translate("RecordsWindow", "very good"),
        Band.RARE: translate("RecordsWindow", "rare"),
        Band.INCREDIBLE: translate("RecordsWindow", "incredible"),
    }
    return names[band]


def band_text(band: Band) -> str:
    """``★★ rare``."""
    return f"{stars(band)} {band_name(band)}"


def band_rule(band: Band) -> str:
    """``over 85: rare``."""
    return fill(translate("RecordsWindow", "over %1: %2"), band.threshold, band_name(band))

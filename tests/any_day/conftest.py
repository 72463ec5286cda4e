"""Files from any day: every test here carries the ``any_day`` marker.

The family runs with the whole suite (``.ci/run`` runs ``pytest`` whole);
``-m "not any_day"`` leaves it out of a quick run.
"""

from __future__ import annotations

from pathlib import Path

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents:
            item.add_marker(pytest.mark.any_day)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """The data folder the program is started on (``--data-dir``)."""
    data = tmp_path / "data"
    data.mkdir()
    return data

"""Help → About names the log folder among the player's files."""

from __future__ import annotations

import pytest

from dq_desktop.storage.paths import DataDirs
from dq_desktop.ui.dialogs.about_dialog import AboutDialog
from dq_desktop.ui.shell.main_window import MainWindow


def test_help_about_names_the_log_folder(window: MainWindow,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[AboutDialog] = []
    monkeypatch.setattr(AboutDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.side.about()
    files = window.view.files
    logs = files.dirs.logs if files is not None else DataDirs.platform().logs
    (about,) = shown
    assert about.path_fields["Log"].text() == str(logs)

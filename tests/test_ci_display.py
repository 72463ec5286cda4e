"""CI runs the real-display suite: it installs what the suite needs and forbids skipping it."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ci_installs_the_display_tools_and_requires_the_display_suite() -> None:
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    readme_command = run.index(".venv/bin/python -m pytest")
    assert run.index("bash .ci/install-display-tools || exit 1") < readme_command
    assert run.index("export DQ_DESKTOP_REAL_DISPLAY=required") < readme_command


def test_the_install_script_names_every_tool_the_suite_starts() -> None:
    script = (ROOT / ".ci" / "install-display-tools").read_text(encoding="utf-8")
    for package in ("xvfb", "xdotool", "tesseract-ocr", "libxcb-cursor0", "libxcb-icccm4",
                    "libxcb-keysyms1"):
        assert package in script


def test_ci_installs_the_accessibility_tools_and_requires_the_accessibility_suite() -> None:
    """tests/accessibility needs D-Bus, AT-SPI and pyatspi; in CI a skip is a failure."""
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    readme_command = run.index(".venv/bin/python -m pytest")
    assert run.index("bash .ci/install-accessibility-tools || exit 1") < readme_command
    assert run.index("export DQ_DESKTOP_REAL_DISPLAY=required") < readme_command
    script = (ROOT / ".ci" / "install-accessibility-tools").read_text(encoding="utf-8")
    for package in ("dbus-x11", "at-spi2-core", "python3-pyatspi"):
        assert package in script
    conftest = (ROOT / "tests" / "accessibility" / "conftest.py").read_text(encoding="utf-8")
    assert "pytest.fail" in conftest and "REQUIRED_ENV" in conftest

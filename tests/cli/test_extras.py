"""The install hints name a command that works for the installation at hand (noppa is not on PyPI)."""

from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path

import pytest

from noppa import extras
from noppa.cli.main import main
from noppa.engine import LANGS, text
from noppa.extras import clone_root, extra_requirements, install_command

ROOT = Path(__file__).resolve().parents[2]


def test_in_a_clone_run_through_dot_run_the_hint_is_run_with(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert clone_root() == ROOT
    monkeypatch.setattr(sys, "prefix", str(ROOT / ".venv"))
    monkeypatch.chdir(ROOT)
    assert install_command("sim") == "./run --with sim"
    monkeypatch.chdir(ROOT / "docs")
    assert install_command("rl") == f"{ROOT / 'run'} --with rl"


def test_a_clone_run_by_another_python_installs_the_clone_editable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "prefix", "/somewhere/else")
    command = install_command("sim")
    assert command.endswith(f" -m pip install -e '{ROOT}[sim]'")


def test_an_installed_wheel_names_the_extras_own_requirements(monkeypatch: pytest.MonkeyPatch) -> None:
    declared = [
        "rich>=13.7",
        'numpy>=1.26; extra == "sim"',
        'scipy>=1.11; extra == "sim"',
        "psycopg[binary]>=3.1; extra == 'postgres'",
        'noppa[postgres]; extra == "scale"',
        'redis>=5; extra == "scale"',
    ]
    monkeypatch.setattr(metadata, "requires", lambda name: declared)
    monkeypatch.setattr(extras, "clone_root", lambda: None)
    assert extra_requirements("sim") == ["numpy>=1.26", "scipy>=1.11"]
    assert extra_requirements("scale") == ["psycopg[binary]>=3.1", "redis>=5"]
    assert install_command("scale").endswith(" -m pip install 'psycopg[binary]>=3.1' 'redis>=5'")
    assert "noppa[" not in install_command("sim")


def test_no_catalog_or_message_names_the_package_index(monkeypatch: pytest.MonkeyPatch) -> None:
    for lang in LANGS:
        for key in (
            "cli.error.needs_sim",
            "cli.error.needs_ray",
            "cli.error.needs_league",
            "cli.sim.no_matplotlib",
        ):
            written = text(key, lang, command="./run --with sim")
            assert "./run --with sim" in written and "pip install 'noppa" not in written
        written = text("cli.error.needs_web", lang, command_name="db", command="X", problem="P")
        assert "noppa db" in written and "X" in written and "P" in written
    sources = [*(ROOT / "src").rglob("*.py"), *(ROOT / "src").rglob("*.ftl"), ROOT / "README.md"]
    sources += [*(ROOT / "docs").rglob("*.md")]
    assert [p for p in sources if "pip install 'noppa[" in p.read_text(encoding="utf-8")] == []


def test_serve_and_db_without_the_web_extra_name_the_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from rich.console import Console

    monkeypatch.setenv("NOPPA_LANG", "en")
    monkeypatch.setitem(sys.modules, "sqlalchemy", None)
    console = Console(record=True, width=300)
    assert main(["db", "current"], console=console) == 2
    assert f"noppa db needs the web extra: {install_command('web')}" in console.export_text()
    monkeypatch.setitem(sys.modules, "uvicorn", None)
    assert main(["serve"], console=console) == 2
    assert f"noppa serve needs the web extra: {install_command('web')}" in capsys.readouterr().err

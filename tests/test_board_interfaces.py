"""Shanghaien's saves and replay viewer see the board only through their small interfaces
(saves_ui.Table, replay_view.Host, opponent.Table): every field or method they use of it is
declared there, and the board's App has every one. Read from the source, as these modules import
the browser."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parent.parent / "game" / "shanghaien" / "ui"


def tree(name: str) -> ast.Module:
    """The parsed source of a module of Shanghaien's board."""
    return ast.parse((UI / f"{name}.py").read_text(encoding="utf-8"))


def declared(module: ast.Module, protocol: str) -> set[str]:
    """The fields and methods a Protocol class declares."""
    cls = next(node for node in module.body if isinstance(node, ast.ClassDef) and node.name == protocol)
    names = set()
    for node in cls.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
    return names


def used(module: ast.Module, holders: set[str]) -> set[str]:
    """The attributes read or written of `self.<holder>` or of a local named like a holder."""
    names = set()
    for node in ast.walk(module):
        if not isinstance(node, ast.Attribute):
            continue
        base = node.value
        if isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name) and base.value.id == "self" \
                and base.attr in holders:
            names.add(node.attr)
        elif isinstance(base, ast.Name) and base.id in holders:
            names.add(node.attr)
    return names


def app_members() -> set[str]:
    """What the App class has: its methods and properties, and the fields its __init__ sets."""
    cls = next(node for node in tree("app").body if isinstance(node, ast.ClassDef) and node.name == "App")
    names = {node.name for node in cls.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    init = next(node for node in cls.body if isinstance(node, ast.FunctionDef) and node.name == "__init__")
    for node in ast.walk(init):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        names |= {t.attr for t in targets if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                  and t.value.id == "self"}
    return names


@pytest.mark.parametrize("module, protocol, holders", [
    ("saves_ui", "Table", {"table"}),
    ("replay_view", "Host", {"host"}),
    ("opponent", "Table", {"app"}),
])
def test_a_screen_uses_of_the_board_only_what_its_interface_declares(module, protocol, holders):
    source = tree(module)
    interface = declared(source, protocol)
    assert interface, f"{module}.{protocol} declares nothing"
    extra = used(source, holders) - interface
    assert not extra, f"{module} uses {sorted(extra)} of the board beyond {protocol}"


@pytest.mark.parametrize("module, protocol", [("saves_ui", "Table"), ("replay_view", "Host"),
                                              ("opponent", "Table")])
def test_the_board_has_everything_each_interface_asks_for(module, protocol):
    missing = declared(tree(module), protocol) - app_members()
    assert not missing, f"App lacks {sorted(missing)} of {module}.{protocol}"


def test_no_screen_holds_the_whole_app():
    for module in ("saves_ui", "replay_view"):
        text = (UI / f"{module}.py").read_text(encoding="utf-8")
        assert "app: Any" not in text and "self.app" not in text, module


BOARDS = {"shanghaien/ui/app.py": "App", "shanghai_rummy/ui/board.py": "RummyBoard",
          "penny_shanghai/ui/board.py": "PennyBoard"}


@pytest.mark.parametrize("path", sorted(BOARDS))
def test_every_board_has_what_the_shell_asks_of_a_board(path: str):
    game = UI.parent.parent
    wanted = declared(ast.parse((game / "ui" / "shell.py").read_text(encoding="utf-8")), "Board")
    assert {"render", "leave", "come_back"} <= wanted
    board = declared(ast.parse((game / path).read_text(encoding="utf-8")), BOARDS[path])
    assert wanted <= board, sorted(wanted - board)

"""The Shanghai rummy table's modules see the board only through what it hands them (callbacks,
small values): none imports the board, and the board stays the one module that wires them.
Read from the source, as most of them import the browser."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parent.parent / "game" / "shanghai_rummy" / "ui"
GLUE = ("dialogs", "drop", "expert", "linking", "menu", "phoneview", "replaying", "shelfwindow")


def imports(name: str) -> set[str]:
    """The modules `name` imports, relative ones written as in the source (`.board`, `..state`)."""
    tree = ast.parse((UI / f"{name}.py").read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            out.add(base)
            out.update(base + ("." if base.endswith(".") or not base else ".") + a.name for a in node.names)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


@pytest.mark.parametrize("name", sorted(p.stem for p in UI.glob("*.py") if p.stem not in ("board", "__init__")))
def test_no_module_of_the_table_reaches_back_into_the_board(name):
    assert not any(i.split(".")[-1] == "board" for i in imports(name)), f"{name} imports the board"


@pytest.mark.parametrize("name", GLUE)
def test_the_board_uses_each_piece_of_its_glue(name):
    assert any(i.split(".")[-1] == name for i in imports("board")), f"the board does not use {name}"

"""Which zip of the page holds which module of game/: one zip for the site, one per game package.

The page fetches `assets/runtime/game.zip` (the site: the shell, the chooser, the saves layer,
the registry and every game's descriptor) before any Python runs, and a game's own zips
(`assets/runtime/games/<package>.zip`: its package, and the packages it shares with other games,
such as game/rummy for both rummies) only when that game is opened. The command line's benches,
arenas and studies are in no zip: the page never imports them (tests/test_site_build_zips.py).

Everything here is read off the sources (their `import` statements) and the registry, so a new
module or a new import lands in the right zip without a list to keep up to date.
"""

from __future__ import annotations

import ast
import fnmatch
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.registry import GameDescriptor

ROOT = Path(__file__).resolve().parent.parent
SITE_ZIP = "game"  # assets/runtime/game.zip
GAMES_FOLDER = "games"  # assets/runtime/games/<zip>.zip
# The command line's own modules: in no zip the page fetches (a test proves the page never needs them).
CLI_ONLY = ("game/__main__.py", "game/cli.py", "game/arena.py", "game/*/bench.py", "game/*/ai/arena.py",
            "game/*/ai/study.py")
# A game's api functions that only the command line calls (GameRules in game/registry.py): their
# imports are not the page's.
CLI_FUNCTIONS = frozenset({"bench", "arena"})
# What the page runs first (index.html), and the packages every screen needs.
PAGE_ENTRY = "game.ui.boot"
PAGE_SHELL = "game.ui.shell"  # what PAGE_ENTRY imports as it starts
SITE_PACKAGES = ("ui", "saves")


@dataclass(frozen=True)
class Layout:
    """The page's zips: zip name -> the files it holds (paths relative to the repository, sorted;
    the site's zip first, then the others by name), each game's zips in the order they are unpacked (shared ones first), and the files in none."""

    zips: dict[str, tuple[str, ...]]
    games: dict[str, tuple[str, ...]]
    cli_only: tuple[str, ...]


def sources(root: Path = ROOT) -> list[Path]:
    """The package's Python files, sorted, without caches."""
    return sorted(p for p in (root / "game").rglob("*.py") if "__pycache__" not in p.parts)


def module_of(path: str) -> str:
    """`game/saves/keys.py` -> `game.saves.keys`; a package's `__init__.py` -> the package."""
    parts = path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_cli_only(path: str) -> bool:
    """Whether the file is one of the command line's own."""
    return any(fnmatch.fnmatchcase(path, pattern) for pattern in CLI_ONLY)


def _imports(tree: ast.AST, module: str, is_package: bool, known: set[str], skip: frozenset[str],
             top_only: bool = False) -> set[str]:
    """The game modules a module's code imports (at its top or in any function not in `skip`;
    with top_only, only what importing the module runs: no function's, no `if TYPE_CHECKING:`)."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and (top_only or node.name in skip):
            return
        if top_only and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            target = ".".join([*base, node.module] if node.module else base) if node.level else node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)  # `from pkg import module`
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    with_parents = {".".join(name.split(".")[:i]) for name in found for i in range(1, name.count(".") + 2)}
    return {name for name in with_parents if name in known}


class Graph:
    """The import graph of game/, read off the sources."""

    def __init__(self, root: Path = ROOT) -> None:
        """Parse every source under root/game."""
        self.path: dict[str, str] = {}
        trees: dict[str, tuple[ast.AST, bool]] = {}
        for file in sources(root):
            relative = file.relative_to(root).as_posix()
            name = module_of(relative)
            self.path[name] = relative
            trees[name] = (ast.parse(file.read_bytes(), relative), relative.endswith("__init__.py"))
        known = set(self.path)
        self.edges = {
            name: _imports(tree, name, is_package, known, CLI_FUNCTIONS if name.endswith(".api") else frozenset())
            for name, (tree, is_package) in trees.items()
        }
        # What importing each module runs at once (its parents' imports come with it, as Python
        # imports a package before its modules).
        self.top_edges = {name: _imports(tree, name, is_package, known, frozenset(), top_only=True)
                          for name, (tree, is_package) in trees.items()}

    def closure(self, entries: Iterable[str], top_only: bool = False) -> set[str]:
        """Every module the entries import, directly or not, with the entries themselves (with
        top_only, only the imports that importing them runs)."""
        edges = self.top_edges if top_only else self.edges
        seen: set[str] = set()
        parents = {".".join(name.split(".")[:i]) for name in entries for i in range(1, name.count(".") + 2)}
        todo = [name for name in parents if name in self.path]
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(edges[name] - seen)
        return seen


def _games() -> list[GameDescriptor]:
    from game import registry  # the build imports the registry and the descriptors, never a game's engine

    return [game for game in registry.games() if game.board]


def site_modules(graph: Graph) -> set[str]:
    """What the page imports before any game is opened: the shell and every game's descriptor."""
    from game import registry

    return graph.closure([PAGE_ENTRY, *registry._BUILTIN])


def game_modules(graph: Graph, game: GameDescriptor) -> set[str]:
    """What opening a game's board may import: its board, and its api (a record read or written)."""
    api = f"{game.package}.{game.api}" if game.api else game.package
    return graph.closure([game.board, api])


def first_screen_modules(graph: Graph) -> set[str]:
    """What the page imports to draw its first screen, the chooser or any board: the shell and
    each board's module, with what importing them runs (the modules worth shipping compiled)."""
    return graph.closure([PAGE_SHELL, *(game.board for game in _games())], top_only=True)


def zip_of(path: str, site: set[str]) -> str | None:
    """The zip a file goes in: the site's, its game package's, or None (the command line's own)."""
    if is_cli_only(path):
        return None
    parts = path.split("/")
    if module_of(path) in site or len(parts) == 2 or parts[1] in SITE_PACKAGES:
        return SITE_ZIP
    return parts[1]


def layout(root: Path = ROOT) -> Layout:
    """Split game/ into the page's zips."""
    graph = Graph(root)
    site = site_modules(graph)
    zips: dict[str, list[str]] = {SITE_ZIP: []}
    cli: list[str] = []
    for module, path in sorted(graph.path.items(), key=lambda item: item[1]):
        name = zip_of(path, site)
        if name is None:
            cli.append(path)
        else:
            zips.setdefault(name, []).append(path)
    games: dict[str, tuple[str, ...]] = {}
    for game in _games():
        needed = {zip_of(graph.path[module], site) for module in game_modules(graph, game)} - {SITE_ZIP, None}
        own = game.package.split(".")[1]
        games[game.id] = tuple(sorted(needed - {own})) + (own,)
    order = [SITE_ZIP, *sorted(set(zips) - {SITE_ZIP})]  # the order of the snapshot's digest
    return Layout({name: tuple(zips[name]) for name in order}, games, tuple(cli))


def zip_path(name: str) -> str:
    """Where a zip is served, relative to the site's root."""
    return "assets/runtime/game.zip" if name == SITE_ZIP else f"assets/runtime/{GAMES_FOLDER}/{name}.zip"

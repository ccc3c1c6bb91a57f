"""The page's zips (scripts/game_zips.py, written by scripts/site_build.py): the site's game.zip
for the chooser, one per game package fetched when its game is opened, and the command line's
own modules in none of them."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from game import registry
from scripts import bytecode, first_words, game_zips, pyscript_stdlib, site_build
from tests.test_snapshot_preload import preloaded


@pytest.fixture(scope="module")
def layout() -> game_zips.Layout:
    return game_zips.layout()


@pytest.fixture(scope="module")
def graph() -> game_zips.Graph:
    return game_zips.Graph()


def in_zips(layout: game_zips.Layout, names: list[str]) -> set[str]:
    """The modules the named zips hold."""
    return {game_zips.module_of(path) for name in names for path in layout.zips[name]}


def test_every_module_of_game_is_in_exactly_one_zip_or_is_the_command_lines(layout: game_zips.Layout) -> None:
    placed = [path for files in layout.zips.values() for path in files] + list(layout.cli_only)
    assert sorted(placed) == sorted(p.relative_to(site_build.ROOT).as_posix() for p in game_zips.sources())
    assert len(placed) == len(set(placed))
    assert "game/cli.py" in layout.cli_only and "game/shanghaien/bench.py" in layout.cli_only


def test_the_built_zips_hold_what_the_layout_says(tmp_path: Path) -> None:
    (tmp_path / "assets" / "runtime" / "games").mkdir(parents=True)
    (tmp_path / "assets" / "runtime" / "games" / "gone.zip").write_bytes(b"an earlier layout's")
    written = site_build.write_zips(tmp_path)
    for name, files in written.zips.items():
        with zipfile.ZipFile(tmp_path / game_zips.zip_path(name)) as archive:
            assert archive.namelist() == list(files)
            assert archive.read(files[0]) == (site_build.ROOT / files[0]).read_bytes()
    assert sorted(p.stem for p in (tmp_path / "assets" / "runtime" / "games").glob("*.zip")) == sorted(
        set(written.zips) - {game_zips.SITE_ZIP})


def test_the_chooser_needs_only_the_sites_zip_which_holds_no_games_engine(layout: game_zips.Layout,
                                                                          graph: game_zips.Graph) -> None:
    site = game_zips.site_modules(graph)
    assert {"game.ui.shell", "game.ui.chooser", "game.saves", "game.registry"} <= site
    assert site <= in_zips(layout, [game_zips.SITE_ZIP])
    for game in registry.games():
        assert f"{game.package}.descriptor" in site
        assert f"{game.package}.state" not in in_zips(layout, [game_zips.SITE_ZIP])


@pytest.mark.parametrize("game_id", [game.id for game in registry.games() if game.board])
def test_a_games_board_and_records_find_every_module_in_the_sites_zip_or_the_games_own(
        layout: game_zips.Layout, graph: game_zips.Graph, game_id: str) -> None:
    game = registry.by_id(game_id)
    needed = game_zips.game_modules(graph, game)
    assert game.board in needed and f"{game.package}.state" in needed
    assert needed <= in_zips(layout, [game_zips.SITE_ZIP, *layout.games[game_id]])
    assert layout.games[game_id][-1] == game.package.split(".")[1]  # its own package, unpacked last


def test_both_rummies_share_the_rummy_zip_and_shanghaien_does_not_fetch_it(layout: game_zips.Layout) -> None:
    assert layout.games["shanghai-rummy"] == ("rummy", "shanghai_rummy")
    assert layout.games["penny-shanghai"] == ("rummy", "penny_shanghai")
    assert layout.games["shanghaien"] == ("shanghaien",)


def test_the_page_never_imports_the_command_lines_modules(layout: game_zips.Layout, graph: game_zips.Graph) -> None:
    """Neither the chooser, nor a board, nor a record read, nor what the snapshot imports ahead."""
    page = game_zips.site_modules(graph) | graph.closure(preloaded())
    for game in registry.games():
        page |= game_zips.game_modules(graph, game)
    cli = {game_zips.module_of(path) for path in layout.cli_only}
    assert page & cli == set()
    assert page <= in_zips(layout, list(layout.zips))


def test_the_graph_follows_relative_imports_and_leaves_out_the_command_line_functions_of_an_api(
        tmp_path: Path) -> None:
    files = {
        "game/__init__.py": "",
        "game/toy/__init__.py": "",
        "game/toy/api.py": "from .rules import State\n\ndef bench():\n    from .bench import run\n\n"
                           "def codec():\n    from . import saving\n",
        "game/toy/rules.py": "from ..shared import cards\nimport game.toy.words as words\n",
        "game/toy/saving.py": "",
        "game/toy/words.py": "",
        "game/toy/bench.py": "",
        "game/shared/__init__.py": "",
        "game/shared/cards.py": "",
    }
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    graph = game_zips.Graph(tmp_path)
    assert graph.closure(["game.toy.api"]) == {"game", "game.toy", "game.toy.api", "game.toy.rules", "game.toy.saving",
                                               "game.toy.words", "game.shared", "game.shared.cards"}


def test_the_first_screens_closure_counts_only_what_importing_a_module_runs(tmp_path: Path) -> None:
    files = {
        "game/__init__.py": "",
        "game/toy/__init__.py": "",
        "game/toy/board.py": "from typing import TYPE_CHECKING\nfrom . import words\nif TYPE_CHECKING:\n"
                             "    from .ai import Bot\nelse:\n    from . import art\n\n"
                             "def think():\n    from .ai import play\n",
        "game/toy/words.py": "", "game/toy/art.py": "", "game/toy/ai.py": "",
    }
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    graph = game_zips.Graph(tmp_path)
    assert graph.closure(["game.toy.board"], top_only=True) == {"game", "game.toy", "game.toy.board", "game.toy.words",
                                                                "game.toy.art"}
    assert "game.toy.ai" in graph.closure(["game.toy.board"])


def test_the_first_screens_are_the_shell_and_each_board_without_the_thinking(graph: game_zips.Graph,
                                                                            layout: game_zips.Layout) -> None:
    first = game_zips.first_screen_modules(graph)
    boards = {game.board for game in registry.games() if game.board}
    assert {"game.ui.shell", "game.ui.chooser", "game.saves.storage"} | boards <= first
    assert not {"game.shanghaien.ai.solver", "game.shanghaien.ai.search", "game.shanghai_rummy.ai.policy"} & first
    assert not first & {game_zips.module_of(path) for path in layout.cli_only}


def test_the_exported_zips_hold_the_first_screens_bytecode_beside_the_sources(tmp_path: Path,
                                                                             graph: game_zips.Graph) -> None:
    (tmp_path / "assets" / "runtime" / "games").mkdir(parents=True)
    written = site_build.write_zips(tmp_path, compiled=True)
    first = game_zips.first_screen_modules(graph)
    for name, files in written.zips.items():
        with zipfile.ZipFile(tmp_path / game_zips.zip_path(name)) as archive:
            names = archive.namelist()
            assert names[: len(files)] == list(files)  # every source is there too
            compiled = names[len(files):]
            wanted = [path for path in files if game_zips.module_of(path) in first]
            if name == game_zips.SITE_ZIP:  # and PyScript's modules, which the page writes beside them
                wanted += list(pyscript_stdlib.imported_at_start(pyscript_stdlib.sources()))
            assert len(compiled) == len(wanted) and (name != "shanghaien" or len(compiled) > 30)
            for path in wanted:
                [pyc] = [c for c in compiled if c == bytecode.cache_path(path, c.split(".")[-2])]
                data = archive.read(pyc)
                assert int.from_bytes(data[4:8], "little") == 3  # checked-hash: never used for another source


def test_pyscripts_sources_are_the_ones_its_bundle_writes_and_the_start_imports_most_of_them() -> None:
    files = pyscript_stdlib.sources()
    bundle = "".join(path.read_text(encoding="utf-8") for path in site_build.PYSCRIPT_DIST.glob("*.js"))
    assert len(files) > 5 and all(json.dumps(text, ensure_ascii=False)[1:-1] in bundle for text in files.values())
    started = pyscript_stdlib.imported_at_start(files)
    assert "pyscript/__init__.py" in started and "pyscript/web.py" in started  # web: through another module
    assert "pyscript/media.py" not in started and set(started) < set(files)


def test_the_start_follows_both_ways_of_importing_from_the_package() -> None:
    files = {"pyscript/__init__.py": "from pyscript.a import x\nif y:\n    from pyscript import b\n",
             "pyscript/a.py": "import json\nfrom . import c\n", "pyscript/b.py": "", "pyscript/c.py": "",
             "pyscript/d.py": ""}
    assert list(pyscript_stdlib.imported_at_start(files)) == ["pyscript/__init__.py", "pyscript/a.py", "pyscript/b.py",
                                                                  "pyscript/c.py"]


def test_first_screen_names_each_games_zips_and_every_zip_in_the_digests_order(layout: game_zips.Layout) -> None:
    script = first_words.screen_script()
    assert json.dumps(layout.games, separators=(",", ":")) in script
    assert list(layout.zips)[0] == game_zips.SITE_ZIP and list(layout.zips)[1:] == sorted(list(layout.zips)[1:])
    assert f"all: {json.dumps(list(layout.zips), separators=(',', ':'))}" in script

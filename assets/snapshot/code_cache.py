"""Compiled code for the snapshot: run once by the snapshot maker (maker.mjs), never by the page.

After a restore the page still imports the shell and the board (game.ui and game.shanghaien.ui,
which touch the page at import time, so the snapshot never imports them) and PyScript's own package, and compiling their source
is a good part of what is left of the boot. install() compiles those files in the maker and has
the import system take the finished code objects instead of compiling the same source again.
A code object is inert: nothing of either runs in the maker. A file whose source differs from
the one compiled here is compiled as usual, and each code object serves one import only.

The same goes for the code PyScript hands Pyodide to run (its 33 kB set-up, then the page's
script): install_runs() compiles the sources the first visit's page saw pass through Pyodide's
compiler, and has it take each finished code object for the identical call, once.
"""

from __future__ import annotations

import importlib._bootstrap_external as external
import os
import sys


def install(root: str) -> int:
    """Compile every .py file under root that no imported module comes from; return how many."""
    imported = {getattr(module, "__file__", None) for module in list(sys.modules.values())}
    ready: dict[str, tuple[bytes, object]] = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            if not name.endswith(".py") or path in imported:
                continue
            with open(path, "rb") as file:
                source = file.read()
            try:
                # As SourceLoader.source_to_code compiles it.
                ready[path] = (source, compile(source, path, "exec", dont_inherit=True))
            except SyntaxError:
                pass  # the import reports it, as ever
    compile_source = external.SourceLoader.source_to_code

    def source_to_code(self, data, path, *, _optimize=-1):  # noqa: ANN001, ANN202 - importlib's own signature
        cached = ready.pop(path, None)
        if cached is not None and _optimize == -1 and cached[0] == data:
            return cached[1]
        return compile_source(self, data, path, _optimize=_optimize)

    source_to_code.__doc__ = compile_source.__doc__
    external.SourceLoader.source_to_code = source_to_code
    return len(ready)


def install_runs(runs: list[list]) -> int:
    """Compile each [source, options] Pyodide's eval_code compiled on the first visit; return how many."""
    try:
        import _pyodide._base as base  # Pyodide's own: runPython() and friends compile through it
    except ImportError:
        return 0
    compile_run = getattr(base, "_parse_and_compile_gen", None)
    if compile_run is None:
        return 0  # another Pyodide: the snapshot is made all the same, and its runs compile as ever
    ready: dict[tuple, object] = {}
    for source, options in runs:
        steps = compile_run(source, **options)
        try:
            steps.send(next(steps))
        except StopIteration as done:
            ready[_run_key(source, options)] = done.value
        except Exception:  # noqa: BLE001 - a SyntaxError, say: the run itself reports it, as ever
            pass

    def parse_and_compile(source, **options):  # noqa: ANN001, ANN202 - Pyodide's own signature
        code = ready.pop(_run_key(source, options), None)
        return compile_run(source, **options) if code is None else _compiled(code)

    parse_and_compile.__doc__ = compile_run.__doc__
    base._parse_and_compile_gen = parse_and_compile
    return len(ready)


def _run_key(source: str, options: dict) -> tuple:
    return source, tuple(sorted(options.items()))


def _compiled(code: object):  # noqa: ANN202 - a generator as Pyodide's: the tree, then the code
    # CodeRunner takes the tree it is shown and hands it back to be compiled; there is none to
    # show, and the code is the one compiled from the same source with the same options.
    yield None
    return code

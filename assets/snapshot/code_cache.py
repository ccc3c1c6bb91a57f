"""Compiled code for the snapshot: run once by the snapshot maker (maker.mjs), never by the page.

After a restore the page still imports the board (game.ui, which touches the page at import
time, so the snapshot never imports it) and PyScript's own package, and compiling their source
is a good part of what is left of the boot. install() compiles those files in the maker and has
the import system take the finished code objects instead of compiling the same source again.
A code object is inert: nothing of game.ui runs in the maker. A file whose source differs from
the one compiled here is compiled as usual, and each code object serves one import only.
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

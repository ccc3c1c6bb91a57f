"""What every registered game's engine and AI answer on a few seeded games: run by CPython in the
tests and by Pyodide in the browser (e2e/test_engines_pyodide.py), the two answers must be equal."""

from __future__ import annotations

import json


def check(seeds: tuple[int, ...] = (1, 2)) -> dict:
    """Per game id: each seeded random record's summary, round trip, and the AI's move half-way."""
    from game import registry

    out: dict = {}
    for game in registry.games():
        api = game.rules()
        low, high = game.players
        rows = []
        for seed in seeds:
            seats = low if seed % 2 else max(low, min(4, high))
            text = api.random_record(seed, seats)
            loaded = api.load(text)
            record = json.loads(text)
            record["moves"] = record["moves"][: len(record["moves"]) // 2]
            record.pop("x", None)
            weakest = game.levels[0]
            rows.append({"summary": api.summary(loaded), "round_trip": api.dump(loaded) == text,
                         "ai": api.ai_answer(json.dumps(record), weakest, seed)})
        out[game.id] = rows
    return out


def compiled_check() -> dict:
    """The compiled modules the site's zips ship (scripts/bytecode.py: the game's, and PyScript's
    beside the sources PyScript writes), as this interpreter's import system sees them: how many,
    and those it would not take (another magic number, not checked-hash, or compiled from another
    source than the one beside it). Run in the page only."""
    import importlib.util
    from pathlib import Path

    files = sorted([*Path("game").rglob("__pycache__/*.pyc"), *Path("pyscript").glob("__pycache__/*.pyc")])
    refused = []
    for compiled in files:
        data = compiled.read_bytes()
        source = compiled.parent.parent / (compiled.name.split(".")[0] + ".py")
        flags = int.from_bytes(data[4:8], "little")
        if (data[:4] != importlib.util.MAGIC_NUMBER or flags != 3 or not source.exists()
                or data[8:16] != importlib.util.source_hash(source.read_bytes())):
            refused.append(str(compiled))
    return {"files": len(files), "refused": refused}

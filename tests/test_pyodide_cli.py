"""`node scripts/pyodide_game.mjs` runs `python -m game` inside Pyodide (the browser's CPython 3.14):
the same record replays to the same summary there as here, for every game."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game import registry

REPO = Path(__file__).resolve().parent.parent


def test_every_game_replays_in_pyodide_as_in_cpython(tmp_path: Path):
    assert (REPO / "node_modules" / "pyodide").is_dir(), "run ./scripts/test, which installs the runtime"
    for game in registry.games():
        record = tmp_path / f"{game.id}.json"
        record.write_text(game.rules().random_record(7, game.players[0]), encoding="utf-8")
        here = subprocess.run([sys.executable, "-m", "game", "replay", str(record)], cwd=REPO,
                              capture_output=True, text=True)
        there = subprocess.run(["node", "scripts/pyodide_game.mjs", "replay", "-"], cwd=REPO,
                               input=record.read_text(encoding="utf-8"), capture_output=True, text=True)
        assert here.returncode == 0 and here.stdout
        assert (there.returncode, there.stdout) == (0, here.stdout), there.stderr[-2000:]
    broken = subprocess.run(["node", "scripts/pyodide_game.mjs", "replay", "-"], cwd=REPO, input="{",
                            capture_output=True, text=True)
    assert broken.returncode == 2 and broken.stderr.startswith("move 0:")


def test_the_ai_protocol_reads_every_long_record_line_whole_in_pyodide():
    lines = []
    for game in registry.games():
        for seed in (1, 2, 3, 4):
            record = json.loads(game.rules().random_record(seed, game.players[1]))
            record["moves"] = record["moves"][: len(record["moves"]) // 3]
            lines.append(json.dumps(record))
    text = "\n".join(lines) + "\n"
    assert len(text) > 65536  # more than a pipe holds at once, and than the interpreter's input buffer
    args = ["ai", "--level", "random", "--seed", "3"]
    here = subprocess.run([sys.executable, "-m", "game", *args], cwd=REPO, input=text, capture_output=True, text=True)
    there = subprocess.run(["node", "scripts/pyodide_game.mjs", *args], cwd=REPO, input=text, capture_output=True,
                           text=True)
    answers = here.stdout.splitlines()
    assert len(answers) == len(lines) and not any(a.startswith("error") for a in answers), here.stdout
    assert there.stdout.splitlines() == answers, there.stderr[-2000:]

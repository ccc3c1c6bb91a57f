"""A small arena: every level beats random clearly (strength targets are measured, not asserted)."""

import os
import subprocess
import sys
from pathlib import Path

from game.shanghaien.ai.arena import run
from game.shanghaien.state import Options

ROOT = Path(__file__).resolve().parent.parent


def test_each_level_beats_random():
    for level in ("deckhand", "bosun"):
        report = run(level, "random", 16, seed=5)
        assert report.games == 16
        assert report.score()[0] >= 0.8, report.text()
    report = run("mate", "random", 6, seed=5, options=Options(extra_wild=True, sharks=True))
    assert report.score()[0] >= 0.8, report.text()


def test_seat_swapped_pairs_share_their_deal():
    report = run("random", "random", 4, seed=2)
    assert report.games == 4 and report.wins + report.draws + report.losses == 4


def test_the_arena_command_prints_its_report():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "game", "arena", "--a", "bosun", "--b", "greedy",
                           "--games", "4", "--seed", "3", "--quiet"],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "bosun vs greedy: 4 games" in proc.stdout
    assert "95% interval" in proc.stdout
    assert "median" in proc.stdout and "max" in proc.stdout

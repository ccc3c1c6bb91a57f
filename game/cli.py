"""The command line: replay a record, serve the AI protocol, run an arena, benchmark the engine."""

from __future__ import annotations

import argparse
import json
import sys

from .shanghaien.record import RecordError, loads
from .shanghaien.replay import summary


def replay(path: str) -> int:
    """Print the replay summary of the record at `path` ('-' for stdin); exit 0, or 2 with `move N: reason`."""
    try:
        if path == "-":
            text = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as handle:
                text = handle.read()
    except (OSError, ValueError) as err:  # ValueError: a path no file system accepts (a NUL byte)
        reason = getattr(err, "strerror", None) or str(err)
        print(f"move 0: cannot read {path!r}: {reason}", file=sys.stderr)
        return 2
    try:
        record = loads(text)
    except RecordError as err:
        print(str(err), file=sys.stderr)
        return 2
    print(json.dumps(summary(record.state)))
    return 0


def bench(seconds: float) -> int:
    """Print the engine's speed numbers as JSON lines."""
    from .shanghaien.bench import run

    for key, value in run(seconds).items():
        print(f"{key}: {value}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `python -m game`."""
    parser = argparse.ArgumentParser(prog="python -m game", description="Shanghaien from the command line.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("replay", help="replay a game record and print its summary")
    p.add_argument("file", help="the record file, or - for standard input")
    p = sub.add_parser("bench", help="engine speed: random games and legal-action generations per second")
    p.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    try:
        from .shanghaien.ai.cli import add_commands
    except ImportError:  # the AI package is optional for the rules-only commands
        add_commands = None
    if add_commands is not None:
        add_commands(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        return replay(args.file)
    if args.command == "bench":
        return bench(args.seconds)
    return args.run(args)

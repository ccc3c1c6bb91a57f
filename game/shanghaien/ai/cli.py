"""The `ai` and `arena` commands of `python -m game`."""

from __future__ import annotations

import argparse
import sys

from ..state import Options
from .levels import LEVELS


def add_commands(sub: argparse._SubParsersAction) -> None:
    """Add the `ai` and `arena` subcommands to the command line's subparsers."""
    p = sub.add_parser("ai", help="serve the AI protocol: one record per line in, one move per line out")
    p.add_argument("--level", default="captain", choices=sorted(LEVELS), type=str.lower,
                   help="who plays: deckhand, bosun, mate, captain (or a baseline)")
    p.add_argument("--seed", type=int, default=0, help="fixes the AI's choices (same seed and position, same move)")
    p.add_argument("--time-ms", type=float, default=None, help="cap the thinking per move (makes it timing-dependent)")
    p.set_defaults(run=run_ai)
    p = sub.add_parser("arena", help="play seat-swapped pairs of games between two levels")
    p.add_argument("--a", required=True, type=str.lower, choices=sorted(LEVELS), help="the level measured")
    p.add_argument("--b", required=True, type=str.lower, choices=sorted(LEVELS), help="its opponent")
    p.add_argument("--games", type=int, default=20, help="games to play (rounded up to whole pairs)")
    p.add_argument("--seed", type=int, default=1, help="deals the decks and dice")
    p.add_argument("--jobs", type=int, default=1, help="processes to play in parallel")
    p.add_argument("--time-ms", type=float, default=None, help="cap each decision's thinking")
    p.add_argument("--extra-wild", action="store_true", help="play with the extra wild card *W")
    p.add_argument("--sharks", action="store_true", help="play with the sharks/exchange card *X")
    p.add_argument("--next-start", default="non-caller", choices=("non-caller", "alternate"))
    p.add_argument("--quiet", action="store_true", help="no progress on standard error")
    p.set_defaults(run=run_arena)


def run_ai(args: argparse.Namespace) -> int:
    """Serve the AI protocol on standard input and output."""
    from .protocol import serve

    return serve(args.level, args.seed, args.time_ms, sys.stdin, sys.stdout)


def run_arena(args: argparse.Namespace) -> int:
    """Run the arena and print its report."""
    from .arena import run

    if args.games < 1 or args.jobs < 1:
        print("--games and --jobs must be at least 1", file=sys.stderr)
        return 2
    options = Options(args.next_start, args.extra_wild, args.sharks)

    def progress(done: int) -> None:
        if not args.quiet:
            print(f"\r{done} games", end="", file=sys.stderr, flush=True)

    report = run(args.a, args.b, args.games, args.seed, args.jobs, options, args.time_ms, progress)
    if not args.quiet:
        print(file=sys.stderr)
    print(report.text())
    return 0

"""The command line: replay a record, serve the AI protocol, run an arena, benchmark the engines.

Every command goes through the registry (game/registry.py): a record is dispatched on its
`format`, and a game is named by its id. A record whose format no other game claims goes to
Shanghaien, the site's first game, so its messages stay what they always were.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from . import registry
from .registry import GameDescriptor
from .saves.keys import FIRST_GAME


def _format_of(data: bytes | str) -> object:
    """The `format` a record's text declares, or None when it is no JSON object."""
    try:
        text = data.decode("utf-8-sig") if isinstance(data, bytes) else data.lstrip("\ufeff")
        parsed = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    return parsed.get("format") if isinstance(parsed, dict) else None


def game_of_record(data: bytes | str) -> GameDescriptor:
    """The game a record belongs to (Shanghaien for anything no game claims)."""
    return registry.by_format(_format_of(data)) or registry.by_id(FIRST_GAME)


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
    api = game_of_record(text).rules()
    try:
        game = api.load(text)
    except api.RecordError as err:
        print(str(err), file=sys.stderr)
        return 2
    print(json.dumps(api.summary(game)))
    return 0


def ai_answer(line: str, level: str | None, seed: int, time_ms: float | None) -> str:
    """The AI protocol's answer to one record line, from the game its `format` names (a line no game
    claims goes to the one game the level belongs to, so its fault is told by that game's reader)."""
    game = registry.by_format(_format_of(line))
    if game is None:
        owners = [g for g in registry.games() if level and level.lower() in g.all_levels()]
        game = owners[0] if len(owners) == 1 else registry.by_id(FIRST_GAME)
    chosen = (level or game.default_level).lower()
    if chosen not in game.all_levels():
        return f"error: {chosen!r} is not a level of {game.name()} (choose from {', '.join(game.all_levels())})"
    return game.rules().ai_answer(line, chosen, seed, time_ms)


def serve_ai(level: str | None, seed: int, time_ms: float | None, source, sink) -> int:
    """Answer every line of `source` on `sink`, flushing each answer; returns 0 at end of input."""
    for line in source:
        if not line.strip():
            continue
        try:
            reply = ai_answer(line, level, seed, time_ms)
        except Exception as err:  # keep serving whatever one record does
            reply = f"error: internal fault ({type(err).__name__}: {err})"
        sink.write(reply.replace("\n", " ") + "\n")
        sink.flush()
    return 0


def bench(seconds: float, only: str | None) -> int:
    """Print one line of speed numbers per game."""
    for game in registry.games():
        if only and game.id != only:
            continue
        numbers = game.rules().bench(seconds)
        print(f"{game.id}: " + ", ".join(f"{key} {value}" for key, value in numbers.items()), flush=True)
    return 0


def _option_value(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"{text!r} is not KEY=VALUE")
    try:
        return key, json.loads(raw)
    except ValueError:
        return key, raw


def arena(args: argparse.Namespace) -> int:
    """Run an arena between two levels of one game and print its report."""
    game = registry.by_id(args.game)
    for level in (args.a, args.b):
        if level not in game.all_levels():
            print(f"{level!r} is not a level of {game.name()} (choose from {', '.join(game.all_levels())})",
                  file=sys.stderr)
            return 2
    low, high = game.players
    seats = args.seats or max(low, min(4, high))
    if not low <= seats <= high or args.games < 1 or args.jobs < 1:
        print(f"--seats must be {low} to {high} for {game.name()}; --games and --jobs at least 1", file=sys.stderr)
        return 2
    options: dict[str, Any] = dict(args.option or [])
    if game.id == FIRST_GAME:
        options.setdefault("next_start", args.next_start)
        options.setdefault("extra_wild", args.extra_wild)
        options.setdefault("sharks", args.sharks)
    known = {option.key for option in game.options}
    unknown = sorted(set(options) - known)
    if unknown:
        print(f"{game.name()} has no option {', '.join(unknown)} (it has {', '.join(sorted(known)) or 'none'})",
              file=sys.stderr)
        return 2

    def progress(done: int) -> None:
        if not args.quiet:
            print(f"\r{done} games", end="", file=sys.stderr, flush=True)

    try:
        report = game.rules().arena(args.a, args.b, args.games, args.seed, seats, args.jobs, args.time_ms,
                                    options, progress)
    except ValueError as err:
        print(str(err), file=sys.stderr)
        return 2
    if not args.quiet:
        print(file=sys.stderr)
    print(report)
    return 0


def _levels_help() -> str:
    return "; ".join(f"{g.id}: {', '.join(g.levels)} (baselines {', '.join(g.baselines)})" for g in registry.games())


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `python -m game`."""
    names = ", ".join(game.name() for game in registry.games())
    parser = argparse.ArgumentParser(prog="python -m game", description=f"{names} from the command line.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("replay", help="replay a game record of any of the games and print its summary")
    p.add_argument("file", help="the record file, or - for standard input")
    p.set_defaults(run=lambda a: replay(a.file))
    p = sub.add_parser("bench", help="engine speed: one line of numbers per game")
    p.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    p.add_argument("--game", choices=[g.id for g in registry.games()], help="only this game")
    p.set_defaults(run=lambda a: bench(a.seconds, a.game))
    every_level = sorted({level for g in registry.games() for level in g.all_levels()})
    p = sub.add_parser("ai", help="serve the AI protocol: one record per line in, one move per line out")
    p.add_argument("--level", default=None, choices=every_level, type=str.lower,
                   help=f"who plays (each game's default when left out); {_levels_help()}")
    p.add_argument("--seed", type=int, default=0, help="fixes the AI's choices (same seed and position, same move)")
    p.add_argument("--time-ms", type=float, default=None, help="cap the thinking per move (makes it timing-dependent)")
    p.set_defaults(run=lambda a: serve_ai(a.level, a.seed, a.time_ms, sys.stdin, sys.stdout))
    p = sub.add_parser("arena", help="play one level against another, the seat rotating")
    p.add_argument("--game", default=FIRST_GAME, choices=[g.id for g in registry.games()], help="which game")
    p.add_argument("--a", required=True, type=str.lower, choices=every_level, help="the level measured (one seat)")
    p.add_argument("--b", required=True, type=str.lower, choices=every_level, help="its opponent (every other seat)")
    p.add_argument("--seats", type=int, default=None, help="players at the table (default: 2 for Shanghaien, else 4)")
    p.add_argument("--games", type=int, default=20, help="games to play (rounded up to whole rotations)")
    p.add_argument("--seed", type=int, default=1, help="deals the packs and dice")
    p.add_argument("--jobs", type=int, default=1, help="processes to play in parallel")
    p.add_argument("--time-ms", type=float, default=None, help="cap each decision's thinking")
    p.add_argument("--option", action="append", type=_option_value, metavar="KEY=VALUE",
                   help="a rule option by its record key, e.g. decks=3 (JSON value)")
    p.add_argument("--extra-wild", action="store_true", help="Shanghaien: play with the extra wild card *W")
    p.add_argument("--sharks", action="store_true", help="Shanghaien: play with the sharks/exchange card *X")
    p.add_argument("--next-start", default="non-caller", choices=("non-caller", "alternate"),
                   help="Shanghaien: who starts the next round")
    p.add_argument("--quiet", action="store_true", help="no progress on standard error")
    p.set_defaults(run=arena)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = build_parser().parse_args(argv)
    return args.run(args)

"""Where the points go: one level in one seat against another in the others (the arena's deals and
seeds), each hand's story per player: the turn it went down on, whether it went out or was caught
not down, its points, buys and takes. Prints the level and its rivals side by side.

    python -m game.shanghai_rummy.ai.study shark greedy 40 1
"""

from __future__ import annotations

import random
import statistics
import sys
from collections import defaultdict

from ..randomplay import shuffled_packs
from ..state import BUY, TAKE, State, default_decks
from .levels import choose
from .view import SeatViews


def hand_stories(a: str, b: str, a_seat: int, seats: int, seed: int, rotation: int) -> list[dict]:
    """One game as the arena plays it; per hand and player: down turn, out, points, buys, takes, cards."""
    decks = default_decks(seats)
    deal = random.Random(f"deal|{seed}|{rotation}")
    state = State(seats, deal.randrange(seats), shuffled_packs(deal, decks), decks)
    table = SeatViews(state)
    rngs = [random.Random(f"ai|{seed}|{rotation}|{a_seat}|{p}") for p in range(seats)]
    stories: list[dict] = []

    def fresh() -> list[dict]:
        return [{"turns": 0, "down": None, "buys": 0, "takes": 0} for _ in range(seats)]

    cur = fresh()
    while not state.over:
        p = state.current_player()
        assert p is not None
        move = choose(table.views[p], a if p == a_seat else b, rngs[p])
        h = state.h
        if state.step == TAKE:
            cur[p]["turns"] += 1
            if move == "take":
                cur[p]["takes"] += 1
        if move == "buy" and state.step == BUY:
            cur[p]["buys"] += 1
        if move.startswith("down"):
            cur[p]["down"] = cur[p]["turns"]
        hands_before = [list(x) for x in state.hands]
        table.play(state, move)
        if state.h != h or state.over:
            out = state.out[-1]
            pts = state.hand_points[-1]
            for q in range(seats):
                cur[q].update(hand=h, seat=q, a=q == a_seat, out=out == q, points=pts[q],
                              caught=cur[q]["down"] is None, left=len(hands_before[q]) - (1 if out == q else 0),
                              ended_by_stock=out is None, turns_total=max(c["turns"] for c in cur))
            stories.extend(cur)
            cur = fresh()
    for s in stories:
        s["win"] = state.returns()[s["seat"]]
    return stories


def report(rows: list[dict], out=sys.stdout) -> None:
    """Print the measured seat's averages against its rivals', overall and per hand."""
    def line(name: str, sel: list[dict]) -> str:
        n = len(sel)
        if not n:
            return f"{name}: none"
        downs = [s["down"] for s in sel if s["down"] is not None]
        return (f"{name}: hands {n}, points {statistics.mean(s['points'] for s in sel):.1f}, "
                f"out {100 * sum(s['out'] for s in sel) / n:.0f}%, caught not down {100 * sum(s['caught'] for s in sel) / n:.0f}% "
                f"(their points {statistics.mean([s['points'] for s in sel if s['caught']] or [0]):.0f}), "
                f"down-turn median {statistics.median(downs) if downs else '-'} mean {statistics.mean(downs) if downs else 0:.1f}, "
                f"points when down and not out {statistics.mean([s['points'] for s in sel if not s['caught'] and not s['out']] or [0]):.1f}, "
                f"buys {statistics.mean(s['buys'] for s in sel):.2f}, takes {statistics.mean(s['takes'] for s in sel):.2f}")
    a_rows = [s for s in rows if s["a"]]
    b_rows = [s for s in rows if not s["a"]]
    print(line("measured", a_rows), file=out)
    print(line("rivals  ", b_rows), file=out)
    by_hand = defaultdict(lambda: ([], []))
    for s in rows:
        by_hand[s["hand"]][0 if s["a"] else 1].append(s)
    for h in sorted(by_hand):
        a_h, b_h = by_hand[h]
        print(f"hand {h:2}: measured points {statistics.mean(s['points'] for s in a_h):5.1f} "
              f"caught {100 * sum(s['caught'] for s in a_h) / len(a_h):3.0f}% out {100 * sum(s['out'] for s in a_h) / len(a_h):3.0f}% | "
              f"rivals points {statistics.mean(s['points'] for s in b_h):5.1f} caught {100 * sum(s['caught'] for s in b_h) / len(b_h):3.0f}% "
              f"out {100 * sum(s['out'] for s in b_h) / len(b_h):3.0f}%", file=out)


def main(argv: list[str]) -> None:
    """python -m game.shanghai_rummy.ai.study A B GAMES SEED"""
    from .levels import STYLES

    names = set(STYLES) | {"random"}
    if len(argv) != 4 or argv[0] not in names or argv[1] not in names or not (argv[2].isdigit() and argv[3].isdigit()):
        sys.exit(f"usage: python -m game.shanghai_rummy.ai.study A B GAMES SEED (A and B among {', '.join(sorted(names))})")
    a, b, games, seed = argv[0], argv[1], int(argv[2]), int(argv[3])
    rows: list[dict] = []
    for g in range(games):
        rows.extend(hand_stories(a, b, g % 4, 4, seed, g // 4))
    report(rows)


if __name__ == "__main__":
    main(sys.argv[1:])

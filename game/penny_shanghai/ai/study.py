"""What one decision is worth: a level's play against greedy's at the same position, both judged
in the true deal by the exact rollout of exact.py (every seat greedy to the end of the hand).

The positions are real choices from all-greedy 4-seat games (several distinct plays, none going
out). For each, the level chooses from its seat's view; its gain is the hand's pennies after its
play minus those after greedy's. The clairvoyant gain, the best candidate play judged in the true
deal (every hand and the stock known), bounds what any choice of play could add at that decision.

    python -m game.penny_shanghai.ai.study grandma,aunt 200 1
    python -m game.penny_shanghai.ai.study hands-known 80 5     (every hand known, not the stock)
    python -m game.penny_shanghai.ai.study clairvoyant-games 4 7  (rotations of the arena's deals)
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from ...arena import win_interval
from .. import solver
from ..melds import parse_table
from ..plays import Counts, candidate_plays, table_move
from ..randomplay import shuffled_pack
from ..state import Options, State
from .arena import seat_view
from .baselines import greedy_counts
from .exact import exact_outcome
from .levels import BASELINES, LEVELS, choose


def real_choices(count: int, seed: int) -> list[State]:
    """`count` positions of all-greedy 4-seat one-deck games where the player to move has several
    distinct plays and none of them goes out (about one such decision in three is kept)."""
    out: list[State] = []
    game = 0
    while len(out) < count:
        deal = random.Random(f"penny-study|{seed}|{game}")
        game += 1
        state = State(4, deal.randrange(4), [shuffled_pack(deal, 1) for _ in range(10)], Options(decks=1))
        while not state.is_terminal() and len(out) < count:
            step = state.step()
            if step != "play":
                state.apply_action(step)
                continue
            plays = candidate_plays(state.table_cards(), state.hands[state.turn])
            if len(plays) > 1 and max(map(sum, plays)) < len(state.hands[state.turn]) and deal.random() < 0.3:
                out.append(state.clone())
            state.apply_action(choose(seat_view(state, state.turn), "greedy"))
    return out


def added_by(state: State, move: str) -> Counts:
    """The cards a `table` move adds to the table."""
    after = solver.counts(c for meld in parse_table(move.split(" ")[1:]) for c in meld)
    return tuple(a - b for a, b in zip(after, solver.counts(state.table_cards())))


def study(levels: list[str], count: int, seed: int, out=sys.stdout) -> None:
    """Print, every 20 positions, the mean gain per decision of each level and of the clairvoyant."""
    positions = real_choices(count, seed)
    bound: list[float] = []
    gains: dict[str, list[float]] = {level: [] for level in levels}
    times: dict[str, list[float]] = {level: [] for level in levels}
    for i, state in enumerate(positions):
        me = state.turn
        base = exact_outcome(state, greedy_counts(solver.counts(state.table_cards()),
                                                  solver.counts(state.hands[me])))[0]
        plays = candidate_plays(state.table_cards(), state.hands[me])
        bound.append(max(exact_outcome(state, play)[0] for play in plays) - base)
        for level in levels:
            start = time.process_time()
            move = choose(seat_view(state, me), level, i)
            times[level].append(time.process_time() - start)
            gains[level].append(exact_outcome(state, added_by(state, move))[0] - base)
        if (i + 1) % 20 == 0 or i + 1 == len(positions):
            parts = [f"{i + 1} positions: clairvoyant {statistics.fmean(bound):+.2f}"]
            for level in levels:
                d = gains[level]
                half = 1.96 * statistics.pstdev(d) / len(d) ** 0.5
                parts.append(f"{level} {statistics.fmean(d):+.2f} ± {half:.2f} (differs at "
                             f"{sum(x != 0 for x in d)}, median {1000 * statistics.median(times[level]):.0f} ms)")
            print(" | ".join(parts), file=out, flush=True)


def hands_known(count: int, seed: int, worlds: int = 16, out=sys.stdout) -> None:
    """The gain of a seat that knows every hand but not the order of the stock: its play is the
    best mean of exact rollouts over `worlds` shuffles of the stock; printed every 10 positions."""
    bound: list[float] = []
    gains: list[float] = []
    for i, state in enumerate(real_choices(count, seed)):
        me = state.turn
        plays = candidate_plays(state.table_cards(), state.hands[me])
        greedy = greedy_counts(solver.counts(state.table_cards()), solver.counts(state.hands[me]))
        base = exact_outcome(state, greedy)[0]
        true = {play: exact_outcome(state, play)[0] for play in plays}
        rng = random.Random(i)
        shuffles = []
        for _ in range(worlds):
            world = state.clone()
            rng.shuffle(world.stock)
            shuffles.append(world)
        mean = {play: sum(exact_outcome(world, play)[0] for world in shuffles) for play in plays}
        pick = max(plays, key=lambda play: (mean[play], play == greedy))
        gains.append(true[pick] - base)
        bound.append(max(true.values()) - base)
        if (i + 1) % 10 == 0:
            half = 1.96 * statistics.pstdev(gains) / len(gains) ** 0.5
            print(f"{i + 1} positions: clairvoyant {statistics.fmean(bound):+.2f} | hands known "
                  f"{statistics.fmean(gains):+.2f} ± {half:.2f} (differs at {sum(x != 0 for x in gains)})",
                  file=out, flush=True)


def clairvoyant_games(rotations: int, seed: int, out=sys.stdout) -> None:
    """Arena games (the arena's deals for `seed`, one deck, 4 seats) of a seat that sees every card
    and the stock's order and picks the candidate play with the best exact rollout, against three
    greedy players; its win share and pennies printed after each rotation."""
    shares: list[float] = []
    mine: list[int] = []
    theirs: list[int] = []
    for rotation in range(rotations):
        for seat in range(4):
            deal = random.Random(f"penny|{seed}|{rotation}")
            packs = [shuffled_pack(deal, 1) for _ in range(10)]
            state = State(4, deal.randrange(4), packs, Options(decks=1))
            while not state.is_terminal():
                step = state.step()
                if step == "play" and state.turn == seat:
                    plays = candidate_plays(state.table_cards(), state.hands[seat])
                    best = max(plays, key=lambda play: (exact_outcome(state, play)[0], sum(play)))
                    step = table_move(state.table, best)
                elif step == "play":
                    step = choose(seat_view(state, state.turn), "greedy")
                state.apply_action(step)
            shares.append(state.returns()[seat])
            mine.append(state.pennies[seat])
            theirs.extend(state.pennies[q] for q in range(4) if q != seat)
        rate, low, high = win_interval(shares)
        print(f"{len(shares)} games: clairvoyant wins {100 * rate:.1f}% ({100 * low:.1f}-{100 * high:.1f}%), "
              f"pennies {statistics.fmean(mine):.2f} against {statistics.fmean(theirs):.2f}", file=out, flush=True)


def main(argv: list[str]) -> int:
    """`levels count seed`: the study's lines, or a message naming what is wrong."""
    try:
        levels, count, seed = argv[0].split(","), int(argv[1]), int(argv[2])
    except (IndexError, ValueError):
        print("usage: python -m game.penny_shanghai.ai.study LEVEL[,LEVEL...]|hands-known|clairvoyant-games "
              "COUNT SEED", file=sys.stderr)
        return 2
    if levels == ["hands-known"]:
        hands_known(count, seed)
        return 0
    if levels == ["clairvoyant-games"]:
        clairvoyant_games(count, seed)
        return 0
    unknown = [level for level in levels if level not in LEVELS + BASELINES]
    if unknown:
        print(f"not a Penny Shanghai level: {', '.join(unknown)}", file=sys.stderr)
        return 2
    study(levels, count, seed)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

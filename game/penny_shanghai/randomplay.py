"""Seeded random games: shuffled packs, random options, and moves picked at random among the plays."""

from __future__ import annotations

import random

from ..rummy import cards as C
from . import solver
from .plays import plus, table_move
from .state import Options, State


def shuffled_pack(rng: random.Random, decks: int) -> list[int]:
    """`decks` decks shuffled, top card first."""
    pack = C.deck(decks)
    rng.shuffle(pack)
    return pack


def random_options(rng: random.Random, n: int) -> Options:
    """Options a random test game uses: few pennies and hands so that games stay short and varied."""
    decks = Options.default_decks(n) if rng.random() < 0.7 else max(Options.default_decks(n), rng.randint(1, 3))
    return Options(decks=decks, pennies=rng.choice((1, 2, 3, 5, 12)), hands=rng.choice((1, 2, 3, 5)),
                   next_dealer=rng.choice(("left", "winner-first")))


def new_game(rng: random.Random, n: int, options: Options | None = None) -> State:
    """A new game at n seats with every hand's pack shuffled by `rng`."""
    options = options or random_options(rng, n)
    packs = [shuffled_pack(rng, options.decks) for _ in range(options.hands)]
    return State(n, rng.randrange(n), packs, options)


def random_move(state: State, rng: random.Random) -> str:
    """A legal move picked at random: the forced draw or pass, or a play of the most cards, of the
    most points, or of one card that plays alone (each as likely)."""
    step = state.step()
    if step != "play":
        return step
    table, hand = solver.counts(state.table_cards()), solver.counts(state.hands[state.turn])
    kind = rng.randrange(3)
    play = None
    if kind == 2:
        order = sorted(set(state.hands[state.turn]))
        rng.shuffle(order)
        for c in order:
            single = tuple(1 if i == c else 0 for i in range(52))
            if solver.splits(plus(table, single)):
                play = single
                break
    if play is None:
        play = solver.best_play(table, hand, by_points=kind == 1)
    return table_move(state.table, play)


def play_random(state: State, rng: random.Random) -> list[str]:
    """Play the game to its end with `random_move`; the moves."""
    moves = []
    while not state.is_terminal():
        move = random_move(state, rng)
        state.apply_action(move)
        moves.append(move)
    return moves

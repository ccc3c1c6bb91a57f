"""Random complete games: seeded shuffled packs and uniformly random legal moves."""

from __future__ import annotations

import random

from ..rummy import cards as C
from . import melds as M
from .state import State, default_decks


def shuffled_packs(rng: random.Random, decks: int, hands: int = M.HANDS) -> list[list[int]]:
    """One shuffled pack of `decks` decks per hand."""
    packs = []
    for _ in range(hands):
        pack = C.deck(decks)
        rng.shuffle(pack)
        packs.append(pack)
    return packs


def new_game(rng: random.Random, players: int, decks: int | None = None) -> State:
    """A fresh game at `players` seats: random dealer, random packs."""
    decks = decks or default_decks(players)
    return State(players, rng.randrange(players), shuffled_packs(rng, decks), decks)


def play_random(state: State, rng: random.Random) -> State:
    """Play `state` to its end with uniformly random legal moves; returns it."""
    while not state.over:
        moves = state.legal_actions()
        state._apply(moves[rng.randrange(len(moves))])
    return state

"""Random play: shuffled decks, sampled dice and uniformly random legal moves (tests, bench, arena)."""

from __future__ import annotations

import random

from . import actions as A
from .cards import DECK_CODES
from .state import ROLLING, Options, State


def shuffled_deck(rng: random.Random) -> list[str]:
    """A random draw pile: the 48 tavern cards in random order."""
    deck = list(DECK_CODES)
    rng.shuffle(deck)
    return deck


def random_options(rng: random.Random) -> Options:
    """Random rule options, each value equally likely."""
    return Options(rng.choice(("non-caller", "alternate")), rng.random() < 0.5, rng.random() < 0.5)


def roll_dice(rng: random.Random) -> int:
    """Sample a chance outcome: two fair dice."""
    return A.dice(rng.randint(1, 6), rng.randint(1, 6))


def play_random_game(state: State, rng: random.Random) -> State:
    """Play `state` to the end with random legal moves and random dice; returns it."""
    randrange = rng.randrange
    while True:
        if state.phase == ROLLING:
            a, b = randrange(6), randrange(6)
            if a > b:
                a, b = b, a
            state.apply_action(A.CHANCE + a * 6 + b)
            continue
        legal = state.legal_actions()
        if not legal:
            return state
        state.apply_action(legal[randrange(len(legal))])

"""A stand-in for the board: the Roll button rolls two dice, shows them and remembers the last roll."""

from __future__ import annotations

import random

from game.ui import storage
from game.ui.browser import element, on

LAST_ROLL = "last-roll"


def roll_two(rng: random.Random) -> tuple[int, int]:
    """Roll two six-sided dice."""
    return rng.randint(1, 6), rng.randint(1, 6)


def show(roll: tuple[int, int], remembered: bool = False) -> None:
    """Put the roll on the dice and in the result line."""
    first, second = roll
    element("die-1").textContent = str(first)
    element("die-2").textContent = str(second)
    lead = "Your last roll" if remembered else "You rolled"
    element("roll-result").textContent = f"{lead}: {first} and {second}."


def install(rng: random.Random | None = None) -> None:
    """Show the remembered roll, if any, and make the Roll button roll and remember."""
    rng = rng or random.Random()
    saved = storage.load(LAST_ROLL)
    if isinstance(saved, list) and len(saved) == 2:
        show((int(saved[0]), int(saved[1])), remembered=True)

    def on_roll(_event: object) -> None:
        roll = roll_two(rng)
        storage.save(LAST_ROLL, list(roll))
        show(roll)

    on(element("roll"), "click", on_roll)

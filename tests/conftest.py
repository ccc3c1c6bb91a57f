"""Shared helpers for the rules-engine tests: build records by hand and replay them.

Helpers only, no fixtures with behaviour of their own. A record here is the plain dict of
the game-record contract (docs/shanghaien-record.md), so every test goes through the
same reader a saved file does.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:  # `pytest` run from elsewhere still finds the `game` package
    sys.path.insert(0, str(REPO))

from game.shanghaien.cards import DECK_CODES  # noqa: E402
from game.shanghaien.record import RecordError, read_record  # noqa: E402

RECORDS = Path(__file__).resolve().parent / "records"
SPEC = Path(os.environ.get("SHANGHAIEN_SPEC", REPO / "docs" / "shanghaien-record.md"))

# The 48 tavern cards as the contract lists them: 8 nations x (1 2 3 3 4), 3 *P, 3 *B, 2 *R.
FULL_DECK: tuple[str, ...] = tuple(
    [n + v for n in "AFGCDTSI" for v in "12334"] + ["*P"] * 3 + ["*B"] * 3 + ["*R"] * 2
)
assert Counter(FULL_DECK) == Counter(DECK_CODES), "the engine's card table differs from the contract"


def deck_with(*front: str) -> list[str]:
    """A legal deck whose first cards are `front` (tavern of round 1 first), the rest in table order."""
    rest = Counter(FULL_DECK)
    rest.subtract(Counter(front))
    if any(n < 0 for n in rest.values()):
        raise ValueError(f"more copies than the deck holds in {front}")
    tail = []
    for code in FULL_DECK:
        if rest[code] > 0:
            tail.append(code)
            rest[code] -= 1
    return list(front) + tail


def record(moves: list, deck: list[str] | None = None, start: int = 0, options: dict | None = None) -> dict:
    """A version-1 record dict."""
    rec = {"format": "shanghaien-record", "version": 1,
           "deck": list(deck if deck is not None else FULL_DECK), "start": start, "moves": list(moves)}
    if options is not None:
        rec["options"] = options
    return rec


def play(moves: list, deck=None, start: int = 0, options: dict | None = None):
    """The state a record reaches (the record must be valid)."""
    return read_record(record(moves, deck, start, options)).state


def refuse(moves: list, deck=None, start: int = 0, options: dict | None = None) -> RecordError:
    """The RecordError of a record that must be refused; its move number is checked by the caller."""
    try:
        read_record(record(moves, deck, start, options))
    except RecordError as err:
        return err
    raise AssertionError(f"record accepted but should be refused: {moves[-3:]}")


def turns(first_dice: list[int], other_dice: list[int], direction: str = "up") -> list[str]:
    """Moves of one plain round: the start player and the other alternately roll a double and
    place it (die values as given), then whoever is to move calls Shanghai."""
    assert len(first_dice) in (len(other_dice), len(other_dice) + 1)
    moves: list[str] = []
    for i in range(len(first_dice) + len(other_dice)):
        v = (first_dice if i % 2 == 0 else other_dice)[i // 2]
        moves.append(f"roll {v} {v}")
        if i == 0:
            moves.append(f"dir {direction}")
        moves.append(f"place {v}")
    moves.append("shanghai")
    return moves


def empty_round() -> list[str]:
    """A round in which every card is removed: one die each on both end cards, ties all round."""
    return turns([1, 6], [1, 6])


# The rulebook's distribution example on the table-order deck (round 1: A1 A2 A3 A3 A4 F1):
# Red (player 0) places 2 2 3 6 6, Blue 3 4 5 6 6, direction up; Red must now call Shanghai.
DISTRIBUTION_EXAMPLE = [
    "roll 2 1", "dir up", "place 2", "roll 3 1", "place 3", "roll 2 5", "place 2",
    "roll 4 4", "place 4", "roll 3 1", "place 3", "roll 5 1", "place 5", "roll 6 1",
    "place 6", "roll 6 1", "place 6", "roll 6 6", "place 6", "roll 6 2", "place 6",
]

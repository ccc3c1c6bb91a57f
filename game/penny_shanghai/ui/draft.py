"""The table a person is rebuilding on their turn, before they press Play: pure Python, no page.

A draft holds groups of cards; each card remembers whether it came from the hand this turn (only
those may go back to the hand). Every check here is the engine's cheap one (melds.meld_fault and
State.why_not on the written table): never the solver, so the marks follow each move at once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ...rummy import cards as C
from .. import melds as M
from ..melds import arrange, group_fault

HAND = -1  # a place: the hand
NEW = -2  # a place: a new group


@dataclass(frozen=True)
class Token:
    """One card of the draft and whether it came from the hand this turn."""

    card: int
    from_hand: bool


class Draft:
    """The table as a person rearranges it during one turn, and their hand beside it."""

    def __init__(self, table: Sequence[Sequence[int]], hand: Sequence[int]):
        """Start from the table and hand at the start of the turn."""
        self.start_table = [tuple(m) for m in table]
        self.start_hand = list(hand)
        self.reset()

    def reset(self) -> None:
        """Put the table and the hand back as they were at the start of the turn."""
        self.groups: list[list[Token]] = [[Token(c, False) for c in m] for m in self.start_table]
        self.hand: list[int] = sorted(self.start_hand, key=lambda c: (C.rank(c), C.suit(c)))

    def changed(self) -> bool:
        """Whether anything moved since the start of the turn."""
        return [[t.card for t in g] for g in self.groups] != [list(m) for m in self.start_table] or any(
            t.from_hand for g in self.groups for t in g)

    def cards_at(self, place: int) -> list[int]:
        """The cards of a group, or of the hand (HAND)."""
        if place == HAND:
            return list(self.hand)
        return [t.card for t in self.groups[place]]

    def can_move(self, place: int, index: int, to: int) -> bool:
        """Whether the card at (place, index) may go to `to` (a group, NEW or HAND)."""
        if place == to and to != NEW:
            return False
        if place == HAND:
            return 0 <= index < len(self.hand) and (to == NEW or 0 <= to < len(self.groups))
        if not (0 <= place < len(self.groups) and 0 <= index < len(self.groups[place])):
            return False
        if to == HAND:
            return self.groups[place][index].from_hand
        return to == NEW or 0 <= to < len(self.groups)

    def move(self, place: int, index: int, to: int) -> int:
        """Move the card at (place, index) to `to`; returns where it now is (a group index or HAND).
        A group left empty goes away. ValueError when the move is not allowed."""
        if not self.can_move(place, index, to):
            raise ValueError("that card cannot go there")
        if place == HAND:
            token = Token(self.hand.pop(index), True)
        else:
            token = self.groups[place].pop(index)
        if to == HAND:
            self.hand.append(token.card)
            self.hand.sort(key=lambda c: (C.rank(c), C.suit(c)))
            landed = HAND
        elif to == NEW:
            self.groups.append([token])
            landed = len(self.groups) - 1
        else:
            self.groups[to].append(token)
            self.groups[to] = [self.groups[to][i] for i in _order(self.groups[to])]
            landed = to
        if place != HAND and not self.groups[place]:
            del self.groups[place]
            if landed != HAND and landed > place:
                landed -= 1
        return landed

    def show(self, melds: Sequence[Sequence[int]]) -> None:
        """Lay out a whole new table (a hint): cards not on the start table come from the hand."""
        self.reset()
        old = Counter(c for m in self.start_table for c in m)
        groups = []
        for meld in melds:
            group = []
            for c in meld:
                if old[c] > 0:
                    old[c] -= 1
                    group.append(Token(c, False))
                else:
                    group.append(Token(c, True))
                    self.hand.remove(c)
            groups.append(group)
        self.groups = groups

    def faults(self) -> list[str | None]:
        """Each group's fault key (None for a valid meld)."""
        return [group_fault([t.card for t in g]) for g in self.groups]

    def added(self) -> list[int]:
        """The cards put down from the hand so far."""
        return [t.card for g in self.groups for t in g if t.from_hand]

    def written(self) -> list[list[int]]:
        """The groups as the melds of a `table` move."""
        return [arrange([t.card for t in g]) for g in self.groups]

    def move_text(self) -> str:
        """The `table` move this draft writes (only meaningful when it is valid)."""
        return M.write_table(self.written())

    def play_fault(self) -> str | None:
        """Why Play is not allowed, as a phrase key (`empty`, `invalid`), None when it is a legal play.

        The engine's play check is cheap (no solver): it is asked too, and anything it refuses that
        the keys here do not name is `refused`."""
        if not self.added():
            return "empty"
        if any(f is not None for f in self.faults()):
            return "invalid"
        table = [c for m in self.start_table for c in m]
        return None if M.play_fault(table, self.written(), self.start_hand) is None else "refused"


def _order(tokens: list[Token]) -> list[int]:
    """Indexes of a group's tokens in written order."""
    written = arrange([t.card for t in tokens])
    left = list(range(len(tokens)))
    out = []
    for c in written:
        i = next(k for k in left if tokens[k].card == c)
        left.remove(i)
        out.append(i)
    return out

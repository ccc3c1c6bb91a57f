"""What one seat sees and may do, without the page: the controls of a turn, each enabled exactly
when the engine allows its move and otherwise carrying the reason (the board's words for whose
turn it is, the engine's `why_not` for the rest, said in the player's language by reasons.say).
Pure Python, tested under CPython."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.rummy import cards as C
from game.ui.i18n import t

from .. import helpers
from ..helpers import arrange
from .. import melds as M
from ..state import BUY, PLAY, TAKE, State
from .reasons import contract_words, say


@dataclass(frozen=True)
class Control:
    """One control of the turn: the engine move it sends, and why not when it is disabled."""

    move: str
    reason: str = ""

    @property
    def enabled(self) -> bool:
        """Whether the control may be used now."""
        return not self.reason


@dataclass(frozen=True)
class MeldControl:
    """A lay-off or swap offered on meld `number` for the selected card; `end` is low/high or ""."""

    number: int
    kind: str  # "lay" or "swap"
    end: str
    control: Control


def sort_hand(hand: Sequence[int], by: str) -> list[int]:
    """The hand sorted by suit (then rank) or by rank (then suit); wilds always at the right."""
    def key(c: int) -> tuple[int, int, int]:
        wild = int(M.is_wild(c))
        r = 14 if c % 13 == 0 else c % 13 + 1
        return (wild, c // 13, r) if by == "suit" else (wild, r, c // 13)
    return sorted(hand, key=key)


def without(hand: Sequence[int], used: Sequence[int]) -> list[int]:
    """The hand less the cards in `used` (one of each, as many times as listed)."""
    left = Counter(used)
    out = []
    for c in hand:
        if left[c]:
            left[c] -= 1
        else:
            out.append(c)
    return out


def meld_fault(picked: Sequence[int]) -> str | None:
    """Why the picked cards make no meld (the engine's reason, in the player's language), or None."""
    if not picked:
        return t("sr.why.pick_meld")
    found = M.read_meld(arrange(picked))
    return say(found) if isinstance(found, str) else None


__all__ = ["Control", "MeldControl", "SeatView", "arrange", "contract_words", "down_move", "meld_fault",
           "sort_hand", "without"]


def down_move(staged: Sequence[Sequence[int]]) -> str:
    """The engine's `down` move for melds put aside."""
    return " ".join(["down"] + [C.join_meld(m) for m in staged])


class SeatView:
    """The controls one seat has at this moment, given its selected cards and melds put aside."""

    def __init__(self, state: State, seat: int, names: Sequence[str], selected: Sequence[int] = (),
                 staged: Sequence[Sequence[int]] = ()):
        self.state = state
        self.seat = seat
        self.names = list(names)
        self.selected = list(selected)  # cards (ints) picked in the hand
        self.staged = [list(m) for m in staged]

    def _turn_fault(self, step: str) -> str:
        """The board's reason when it is not this seat's decision of kind `step`, else ""."""
        s = self.state
        if s.over:
            return say(s.why_not("draw"))
        who = s.current_player()
        if who != self.seat:
            return t("sr.why.not_turn", name=self.names[who]) if who is not None else ""
        if step == s.step:
            return ""
        if s.step == BUY:
            return t("sr.why.buying")
        if step == TAKE:
            return t("sr.why.taken")
        return t("sr.why.take_first")

    def _engine(self, move: str, step: str) -> Control:
        fault = self._turn_fault(step) or say(self.state.why_not(move))
        return Control(move, fault)

    def draw(self) -> Control:
        """Draw from the stock."""
        return self._engine("draw", TAKE)

    def take(self) -> Control:
        """Take the discard pile's top card."""
        return self._engine("take", TAKE)

    def buy(self) -> Control:
        """Buy the discard (only in the buy window, to the seat asked)."""
        return self._engine("buy", BUY)

    def pass_(self) -> Control:
        """Let the discard go in the buy window."""
        return self._engine("pass", BUY)

    def discard(self) -> Control:
        """Discard the one selected card."""
        fault = self._turn_fault(PLAY)
        if fault:
            return Control("discard", fault)
        if len(self.selected) != 1:
            return Control("discard", t("sr.why.pick_one"))
        return self._engine("discard " + C.code(self.selected[0]), PLAY)

    def make_meld(self) -> Control:
        """Put the selected cards aside as one meld towards going down."""
        fault = self._turn_fault(PLAY)
        if not fault and self.state.down[self.seat]:
            fault = t("sr.why.down_already")
        if not fault:
            fault = meld_fault(self.selected) or ""
        return Control("meld", fault)

    def propose(self) -> Control:
        """Let the table put aside the grouping that leaves the fewest points."""
        fault = self._turn_fault(PLAY)
        if not fault and self.state.down[self.seat]:
            fault = t("sr.why.down_already")
        if not fault and not helpers.can_meet(self.state.hands[self.seat], self.state.h):
            fault = t("sr.why.cannot_meet")
        return Control("propose", fault)

    def proposal(self) -> list[list[int]]:
        """The melds the engine's helper proposes for this hand (empty when none)."""
        return helpers.best_grouping(self.state.hands[self.seat], self.state.h) or []

    def go_down(self) -> Control:
        """Go down with the melds put aside."""
        fault = self._turn_fault(PLAY)
        if not fault and self.state.down[self.seat]:
            fault = t("sr.why.down_already")
        if not fault and not self.staged:
            fault = t("sr.why.none_staged")
        move = down_move(self.staged)
        return Control(move, fault or say(self.state.why_not(move)))

    def meld_controls(self) -> list[MeldControl]:
        """Per meld on the table: lay-off buttons for the selected card (both ends when it fits
        both) and, on a run holding wilds, a swap button."""
        s = self.state
        out: list[MeldControl] = []
        fault = self._turn_fault(PLAY)
        if not fault and not s.down[self.seat]:
            fault = t("sr.why.not_down")
        if not fault and len(self.selected) != 1:
            fault = t("sr.why.pick_one")
        card = self.selected[0] if len(self.selected) == 1 else None
        for k, meld in enumerate(s.table, 1):
            if card is None or fault:
                out.append(MeldControl(k, "lay", "", Control(f"lay ? {k}", fault)))
                continue
            code = C.code(card)
            ends = M.lay_ends(meld, card)
            if len(ends) == 2:
                for end in ends:
                    move = f"lay {code} {k} {end}"
                    out.append(MeldControl(k, "lay", end, Control(move, say(s.why_not(move)))))
            else:
                move = f"lay {code} {k}"
                out.append(MeldControl(k, "lay", "", Control(move, say(s.why_not(move)))))
            if meld.kind == M.RUN and meld.wilds:
                move = f"swap {code} {k}"
                out.append(MeldControl(k, "swap", "", Control(move, say(s.why_not(move)))))
        return out

    def helpful(self) -> set[int]:
        """The cards of the seat's hand that sit in the proposed grouping (or, before one exists,
        that pair up by rank or neighbour in suit): the contract highlight."""
        hand = self.state.hands[self.seat]
        if self.state.down[self.seat]:
            return {c for c, _, _ in helpers.layoffs(hand, self.state.table)}
        best = helpers.best_grouping(hand, self.state.h)
        if best:
            return {c for m in best for c in m}
        out = set()
        for c in hand:
            if M.is_wild(c):
                out.add(c)
                continue
            for d in hand:
                if d != c and not M.is_wild(d) and (d % 13 == c % 13 or d // 13 == c // 13 and abs(d % 13 - c % 13) <= 2):
                    out.add(c)
                    break
        return out

"""A game of Shanghai rummy in play: the deal from the record's packs, whose decision is next,
which moves are legal (and why not), applying them, scoring, and the end.

Moves are the record's strings (`take`, `draw`, `buy`, `pass`, `down M1 M2`, `lay C K [low|high]`,
`swap C K`, `discard C`). Nothing here draws a random number. A card the seat cannot see is -1
(only in an AI's view of a masked record: see `masked`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..rummy import cards as C
from . import melds as M
from .helpers import some_grouping
from .melds import Meld
from .refusals import Refusal

TAKE, BUY, PLAY, OVER = "take", "buy", "play", "over"
HIDDEN = -1
DEFAULT_BUYS = (3, 3, 3, 3, 3, 3, 3, 4, 4, 4)
_NUMBER = re.compile(r"[1-9][0-9]*\Z")


def default_decks(players: int) -> int:
    """Two decks up to four players, one more for each player beyond."""
    return 2 if players <= 4 else players - 2


class IllegalMove(ValueError):
    """A move the position does not allow; the message says why in the player's words."""


class State:
    """The position: the hand in play, every player's cards, the table, the piles and the totals."""

    def __init__(self, players: int, dealer: int, packs: Sequence[Sequence[int]], decks: int | None = None,
                 buys: Sequence[int] = DEFAULT_BUYS, masked: bool = False):
        self.n = players
        self.dealer0 = dealer
        self.decks = decks if decks is not None else default_decks(players)
        self.buys = tuple(buys)
        self.packs = [list(p) for p in packs]
        self.masked = masked  # an AI's view: hidden cards are -1 and others' plays are trusted
        self.totals = [0] * players
        self.hand_points: list[list[int]] = []
        self.out: list[int | None] = []
        self.over = False
        self.moves: list[str] = []
        self._start_hand(1)

    # --- the deal ------------------------------------------------------------------------------
    def _start_hand(self, h: int) -> None:
        self.h = h
        pack = self.packs[h - 1]
        n = self.n
        dealer = (self.dealer0 + h - 1) % n
        self.hands: list[list[int]] = [pack[(p - dealer - 1) % n: 11 * n: n] for p in range(n)]
        self.pile: list[int] = [pack[11 * n]]
        self.discarder: int | None = None
        self.pack = pack
        self.sp = 11 * n + 1  # the stock is pack[sp:], its top first
        self.table: list[Meld] = []
        self.down = [False] * n
        self.buys_left = [self.buys[h - 1]] * n
        self.turn = (dealer + 1) % n
        self.step = TAKE
        self.asked: int | None = None

    def dealer(self) -> int:
        """The dealer of the hand in play."""
        return (self.dealer0 + self.h - 1) % self.n

    def stock_size(self) -> int:
        """Cards left in the stock."""
        return len(self.pack) - self.sp

    # --- the OpenSpiel-like interface ------------------------------------------------------------
    def current_player(self) -> int | None:
        """Whose decision is next (the player asked, in a buy window); None once the game is over."""
        if self.over:
            return None
        return self.asked if self.step == BUY else self.turn

    def is_terminal(self) -> bool:
        """Whether all ten hands are played."""
        return self.over

    def returns(self) -> list[float]:
        """Per player: 1/k for each of the k players sharing the lowest total once over, else 0."""
        if not self.over:
            return [0.0] * self.n
        low = min(self.totals)
        winners = [p for p in range(self.n) if self.totals[p] == low]
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(self.n)]

    def winners(self) -> list[int]:
        """The players with the lowest total once over; [] before."""
        if not self.over:
            return []
        low = min(self.totals)
        return [p for p in range(self.n) if self.totals[p] == low]

    def clone(self) -> State:
        """An independent copy (melds are replaced, never changed in place, so they are shared)."""
        s = State.__new__(State)
        s.__dict__.update(self.__dict__)
        s.totals = list(self.totals)
        s.hand_points = list(self.hand_points)
        s.out = list(self.out)
        s.moves = list(self.moves)
        s.hands = [list(h) for h in self.hands]
        s.pile = list(self.pile)
        s.table = list(self.table)
        s.down = list(self.down)
        s.buys_left = list(self.buys_left)
        return s

    # --- the buy window ----------------------------------------------------------------------------
    def eligible(self, p: int) -> bool:
        """Whether player `p` may be asked to buy now: buys left, a stock card, not the discarder."""
        return self.buys_left[p] > 0 and self.sp < len(self.pack) and p != self.discarder

    def _next_asked(self, after: int) -> int | None:
        p = (after + 1) % self.n
        while p != self.turn:
            if self.eligible(p):
                return p
            p = (p + 1) % self.n
        return None

    # --- legal moves -----------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        """The moves allowed now. Every take, buy, lay, swap and discard is listed; of the many ways to
        go down, one grouping the search finds first stands for them all (`why_not` judges any;
        helpers.best_grouping finds the one leaving fewest points)."""
        if self.over:
            return []
        if self.step == TAKE:
            return ["take", "draw"] if self.pile else ["draw"]
        if self.step == BUY:
            return ["buy", "pass"]
        p = self.turn
        hand = self.hands[p]
        moves: list[str] = []
        if not self.down[p]:
            best = some_grouping(hand, self.h)
            if best is not None:
                moves.append("down " + " ".join(C.join_meld(m) for m in best))
        else:
            wanted: list[tuple[int, str, int, int, bool]] = []  # per meld: what its ends or rank take
            for k, meld in enumerate(self.table, 1):
                wild_ok = 2 * (meld.wilds + 1) < len(meld.cards) + 1
                if meld.kind == M.SET:
                    wanted.append((k, M.SET, meld.rank - 1, -1, wild_ok))
                else:
                    low = M.card_at(meld.suit, meld.start - 1) if meld.start > 1 else -1
                    high = M.card_at(meld.suit, meld.end + 1) if meld.end < 14 else -1
                    wanted.append((k, M.RUN, low, high, wild_ok))
            for card in sorted(set(hand)):
                code = C.CODES[card]
                if card % 13 == 1:
                    for k, kind, low, high, wild_ok in wanted:
                        if not wild_ok:
                            continue
                        if kind == M.SET or (low >= 0) != (high >= 0):
                            moves.append(f"lay {code} {k}")
                        elif low >= 0:
                            moves.append(f"lay {code} {k} low")
                            moves.append(f"lay {code} {k} high")
                    continue
                for k, kind, low, high, _ in wanted:
                    if kind == M.SET:
                        if card % 13 == low:
                            moves.append(f"lay {code} {k}")
                        continue
                    if card == low or card == high:
                        moves.append(f"lay {code} {k} low" if low == high else f"lay {code} {k}")
                        if low == high:
                            moves.append(f"lay {code} {k} high")
                    meld = self.table[k - 1]
                    if meld.wilds and M.swap_index(meld, card) is not None:
                        moves.append(f"swap {code} {k}")
        only_deuces = all(c % 13 == 1 for c in hand)
        for card in sorted(set(hand)):
            if only_deuces or card % 13 != 1:
                moves.append("discard " + C.CODES[card])
        return moves

    def why_not(self, move: object) -> Refusal | None:
        """Why `move` is not allowed now (a Refusal: its English text, key and fields); None when it is."""
        if self.over:
            return Refusal("over")
        if not isinstance(move, str):
            return Refusal("not_string")
        words = move.split(" ")
        if not move or any(not w for w in words):
            return Refusal("not_a_move", move=move)
        verb, args = words[0], words[1:]
        if self.step == TAKE:
            if verb == "take" and not args:
                return None if self.pile else Refusal("pile_empty")
            if verb == "draw" and not args:
                return None
            return Refusal("take_or_draw", move=move)
        if self.step == BUY:
            if verb in ("buy", "pass") and not args:
                return None
            return Refusal("buy_or_pass", player=self.asked, move=move)
        p = self.turn
        hand = self.hands[p]
        if verb == "down":
            return self._down_fault(p, args)
        if verb in ("lay", "swap"):
            if not self.down[p]:
                return Refusal("not_down", verb=verb)
            if verb == "lay" and len(args) not in (2, 3) or verb == "swap" and len(args) != 2:
                return Refusal("write_" + verb)
            if not C.is_code(args[0]):
                return Refusal("not_card", text=args[0])
            card = C.parse(args[0])
            if not _NUMBER.match(args[1]) or not 1 <= int(args[1]) <= len(self.table):
                return Refusal("no_meld", text=args[1], last=len(self.table))
            if not self._holds(hand, card):
                return Refusal("not_held", card=card)
            meld = self.table[int(args[1]) - 1]
            if verb == "swap":
                return M.swap_fault(meld, card)
            end = args[2] if len(args) == 3 else None
            if end not in (None, M.LOW, M.HIGH):
                return Refusal("end_word", text=end)
            return M.lay_fault(meld, card, end)
        if verb == "discard":
            if len(args) != 1 or not C.is_code(args[0]):
                return Refusal("write_discard")
            card = C.parse(args[0])
            if not self._holds(hand, card):
                return Refusal("not_held", card=card)
            if card % 13 == 1 and any(c % 13 != 1 for c in hand if c != HIDDEN):
                return Refusal("deuce_discard")
            return None
        return Refusal("play_verb", move=move)

    def _holds(self, hand: list[int], card: int) -> bool:
        return card in hand or (self.masked and HIDDEN in hand)

    def _down_fault(self, p: int, args: list[str]) -> Refusal | None:
        if self.down[p]:
            return Refusal("down_already")
        if not args:
            return Refusal("down_empty")
        melds = []
        used: list[int] = []
        for text in args:
            try:
                cards = C.split_meld(text)
            except ValueError as err:
                return Refusal("meld_unreadable", text=text, error=str(err))
            meld = M.read_meld(cards)
            if isinstance(meld, str):
                return Refusal("meld_fault", text=text, fault=meld)
            melds.append(meld)
            used.extend(cards)
        fault = M.contract_fault(melds, self.h)
        if fault:
            return fault
        left = list(self.hands[p])
        for card in used:
            if card in left:
                left.remove(card)
            elif self.masked and HIDDEN in left:
                left.remove(HIDDEN)
            else:
                return Refusal("not_held_many", card=card)
        return None

    # --- applying ----------------------------------------------------------------------------------
    def apply_action(self, move: str) -> None:
        """Play `move`; IllegalMove (saying why) when the position does not allow it."""
        fault = self.why_not(move)
        if fault:
            raise IllegalMove(fault)
        self._apply(move)

    def _take_from(self, hand: list[int], card: int) -> None:
        if card in hand:
            hand.remove(card)
        else:
            hand.remove(HIDDEN)

    def _apply(self, move: str) -> None:
        """Play a move known to be legal (the random player's and the AI's fast path)."""
        self.moves.append(move)
        words = move.split(" ")
        verb = words[0]
        p = self.turn
        if verb == "draw":
            self.hands[p].append(self.pack[self.sp])
            self.sp += 1
            self.asked = self._next_asked(p)
            self.step = BUY if self.asked is not None else PLAY
        elif verb == "take":
            self.hands[p].append(self.pile.pop())
            self.step = PLAY
        elif verb == "buy":
            buyer = self.asked
            assert buyer is not None
            self.hands[buyer].append(self.pile.pop())
            self.hands[buyer].append(self.pack[self.sp])
            self.sp += 1
            self.buys_left[buyer] -= 1
            self.step, self.asked = PLAY, None
        elif verb == "pass":
            self.asked = self._next_asked(self.asked)  # type: ignore[arg-type]
            if self.asked is None:
                self.step = PLAY
        elif verb == "down":
            hand = self.hands[p]
            for text in words[1:]:
                cards = C.split_meld(text)
                for card in cards:
                    self._take_from(hand, card)
                self.table.append(M.read_meld(cards))  # type: ignore[arg-type]
            self.down[p] = True
            if not hand:
                self._end_hand(p)
        elif verb == "lay":
            card = C.parse(words[1])
            k = int(words[2]) - 1
            self._take_from(self.hands[p], card)
            self.table[k] = M.laid(self.table[k], card, words[3] if len(words) == 4 else None)
            if not self.hands[p]:
                self._end_hand(p)
        elif verb == "swap":
            card = C.parse(words[1])
            k = int(words[2]) - 1
            self._take_from(self.hands[p], card)
            self.table[k], wild = M.swapped(self.table[k], card)
            self.hands[p].append(wild)
        else:  # discard
            card = C.parse(words[1])
            self._take_from(self.hands[p], card)
            self.pile.append(card)
            self.discarder = p
            if not self.hands[p]:
                self._end_hand(p)
            elif self.sp >= len(self.pack):
                self._end_hand(None)
            else:
                self.turn = (p + 1) % self.n
                self.step = TAKE

    def _end_hand(self, out: int | None) -> None:
        points = [0 if p == out else sum(M.POINTS[c] for c in self.hands[p] if c >= 0) for p in range(self.n)]
        self.hand_points.append(points)
        self.out.append(out)
        self.totals = [a + b for a, b in zip(self.totals, points)]
        if self.h == M.HANDS:
            self.over, self.step, self.asked = True, OVER, None
            return
        if len(self.packs) <= self.h and self.masked:
            self.packs.append([HIDDEN] * (52 * self.decks))  # an AI's view: the next pack is unseen
        if len(self.packs) <= self.h:
            # the record lacks the next hand's pack: undo the move's bookkeeping and refuse it
            self.hand_points.pop()
            self.out.pop()
            self.totals = [a - b for a, b in zip(self.totals, points)]
            raise NoPack(f"hand {self.h + 1} has no pack in the record")
        self._start_hand(self.h + 1)


class NoPack(IllegalMove):
    """The move ends a hand, and the record holds no pack for the next one."""

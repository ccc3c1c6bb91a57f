"""A game of Penny Shanghai in the shape of OpenSpiel's State: whose move, what is legal, apply, clone.

Moves are the record's strings (`draw`, `pass`, `table M1 M2 ...`). Nothing here draws a random
number: every hand's pack is given. A state may hold hidden cards (-1) for what a seat has not
seen (the AI's view of a masked record); a player whose hand holds hidden cards is trusted to
draw and pass only where the counts allow it, as nobody can check their must-play.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..rummy import cards as C
from . import melds as M
from . import solver

HIDDEN = -1
DRAW_LIMIT = 5  # cards a player may draw in one turn
HAND_SIZE = 5  # cards dealt to each player
NEXT_DEALER = ("left", "winner-first")


@dataclass(frozen=True)
class Options:
    """The rule options of a record."""

    decks: int = 1
    pennies: int = 12
    hands: int = 10
    next_dealer: str = "left"

    @staticmethod
    def default_decks(players: int) -> int:
        """One deck up to four players, two from five."""
        return 1 if players <= 4 else 2

    def to_json(self) -> dict:
        """The record's `options` object."""
        return {"decks": self.decks, "pennies": self.pennies, "hands": self.hands, "next_dealer": self.next_dealer}


class IllegalMove(ValueError):
    """A move the position does not allow; its text is the reason in the player's words."""


class State:
    """A position of a whole game; mutate with apply_action, copy with clone."""

    __slots__ = ("options", "n", "packs", "pennies", "pot", "in_game", "won", "hand_no", "dealer", "seated",
                 "hands", "stock", "table", "turn", "drawn", "lap", "over", "_step")

    def __init__(self, n: int, dealer: int, packs: Sequence[Sequence[int]], options: Options | None = None):
        """A new game of `n` players: hand 1 is dealt by `dealer` from packs[0]."""
        self.options = options or Options(decks=Options.default_decks(n))
        self.n = n
        self.packs = [tuple(p) for p in packs]
        self.pennies = [self.options.pennies] * n
        self.pot = 0
        self.in_game = [True] * n
        self.won: list[int | None] = []
        self.hand_no = 0
        self.over = False
        self._step: str | None = None
        self._start_hand(dealer)

    # --- seats ---------------------------------------------------------------------------------
    def left_of(self, p: int) -> int:
        """The next player still in the game to the left of seat p."""
        q = (p + 1) % self.n
        while not self.in_game[q]:
            q = (q + 1) % self.n
        return q

    def right_of(self, p: int) -> int:
        """The next player still in the game to the right of seat p."""
        q = (p - 1) % self.n
        while not self.in_game[q]:
            q = (q - 1) % self.n
        return q

    # --- hands ---------------------------------------------------------------------------------
    def _start_hand(self, dealer: int) -> None:
        if self.hand_no >= len(self.packs):
            raise IllegalMove(f"the record holds no pack for hand {self.hand_no + 1}")
        pack = self.packs[self.hand_no]
        self.hand_no += 1
        self.dealer = dealer
        self.seated = [p for p in range(self.n) if self.in_game[p]]
        for p in self.seated:
            self.pennies[p] -= 1
            self.pot += 1
        order = [self.left_of(dealer)]
        while len(order) < len(self.seated):
            order.append(self.left_of(order[-1]))
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        for k in range(HAND_SIZE * len(order)):
            self.hands[order[k % len(order)]].append(pack[k])
        self.stock = list(reversed(pack[HAND_SIZE * len(order):]))  # the top card last, to pop
        self.table: list[tuple[int, ...]] = []
        self.turn, self.drawn, self.lap = order[0], 0, 0
        self._step = None

    def owed(self, p: int) -> int:
        """What `p` owes whoever goes out now: a penny for each card in hand (paid as far as p can)."""
        return len(self.hands[p])

    def _end_hand(self, winner: int | None) -> None:
        self.won.append(winner)
        if winner is not None:
            gain, self.pot = self.pot, 0
            for p in self.seated:
                if p != winner:
                    pay = min(self.owed(p), self.pennies[p])
                    self.pennies[p] -= pay
                    gain += pay
            self.pennies[winner] += gain
        if self.hand_no == self.options.hands:
            self.over = True
            return
        for p in range(self.n):
            if self.in_game[p] and self.pennies[p] == 0:
                self.in_game[p] = False
        if sum(self.in_game) < 2:
            self.over = True
            return
        if self.options.next_dealer == "winner-first" and winner is not None:
            dealer = self.right_of(winner)
        else:
            dealer = self.left_of(self.dealer)
        self._start_hand(dealer)

    # --- what the player to move may do --------------------------------------------------------
    def current_player(self) -> int | None:
        """The player whose decision is next; None when the game is over."""
        return None if self.over else self.turn

    def table_cards(self) -> list[int]:
        """Every card on the table."""
        return [c for meld in self.table for c in meld]

    def hidden_hand(self, p: int) -> bool:
        """Whether seat p's hand holds cards this state does not know."""
        return HIDDEN in self.hands[p]

    def step(self) -> str:
        """`play` (the player to move has a play), `draw`, `pass`, or `over`."""
        if self.over:
            return "over"
        if self._step is None:
            may_draw = self.drawn < DRAW_LIMIT and bool(self.stock)
            hand = self.hands[self.turn]
            if HIDDEN in hand:
                self._step = "draw" if may_draw else "pass"  # unknown: the moves tell
            elif solver.has_play(solver.counts(self.table_cards()), solver.counts(hand)):
                self._step = "play"
            else:
                self._step = "draw" if may_draw else "pass"
        return self._step

    def why_not(self, move: str) -> str | None:
        """Why `move` is refused in this position, in the player's words; None when it is legal."""
        if self.over:
            return "the game is over"
        if not isinstance(move, str):
            return "a move is a string"
        words = move.split(" ")
        if "" in words:
            return f"{move!r} is not a move: one space between words, none at the ends"
        hidden = self.hidden_hand(self.turn)
        if words == ["draw"]:
            if not hidden and self.step() == "play":
                return "you have a play: you cannot draw"
            if self.drawn >= DRAW_LIMIT:
                return "you have drawn five cards this turn: you must pass"
            if not self.stock:
                return "the stock is empty: you must pass"
            return None
        if words == ["pass"]:
            if not hidden and self.step() == "play":
                return "you have a play: you cannot pass"
            if self.drawn < DRAW_LIMIT and self.stock:
                return "you may still draw: you cannot pass yet"
            return None
        if words[0] == "table":
            if len(words) == 1:
                return "a play writes the whole new table: at least one meld after 'table'"
            try:
                melds = M.parse_table(words[1:])
            except ValueError as err:
                return str(err)
            return M.play_fault(self.table_cards(), melds, self.hands[self.turn])
        return f"{move!r} is not a move (draw, pass, or table and the melds)"

    def is_legal(self, move: str) -> bool:
        """Whether `move` is allowed now."""
        return self.why_not(move) is None

    def legal_actions(self) -> list[str]:
        """`draw` or `pass` when forced; otherwise a choice of plays (the most cards, the most points,
        each card that plays alone, each meld the hand holds): not every legal table."""
        step = self.step()
        if step == "over":
            return []
        if step != "play":
            return [step]
        from .plays import candidate_plays, table_move

        return [table_move(self.table, added) for added in candidate_plays(self.table_cards(), self.hands[self.turn])]

    def apply_action(self, move: str) -> None:
        """Make `move` for the player to move; IllegalMove with the reason when it is refused."""
        fault = self.why_not(move)
        if fault:
            raise IllegalMove(fault)
        p = self.turn
        if move == "draw":
            self.hands[p].append(self.stock.pop())
            self.drawn += 1
            self._step = None
            return
        if move == "pass":
            if self.pennies[p]:
                self.pennies[p] -= 1
                self.pot += 1
            self.lap = 0 if self.stock else self.lap + 1
            if self.lap == len(self.seated):
                self._end_hand(None)
            else:
                self._next_turn()
            return
        melds = M.parse_table(move.split(" ")[1:])
        before = self.table_cards()
        after = [c for meld in melds for c in meld]
        hand = self.hands[p]
        for c in before:
            after.remove(c)
        for c in after:
            hand.remove(c if c in hand else HIDDEN)
        self.table = [tuple(m) for m in melds]
        self.lap = 0
        if not hand:
            self._end_hand(p)
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        self.turn = self.left_of(self.turn)
        self.drawn = 0
        self._step = None

    # --- the end -------------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.over

    def winners(self) -> list[int]:
        """Once over, the players with the most pennies (all players, in the game or not); [] before."""
        if not self.over:
            return []
        most = max(self.pennies)
        return [p for p in range(self.n) if self.pennies[p] == most]

    def returns(self) -> list[float]:
        """Each player's share of the win (1/k for each of k shared winners), zeros before the end."""
        top = self.winners()
        return [1.0 / len(top) if p in top else 0.0 for p in range(self.n)]

    def clone(self) -> State:
        """An independent copy (the packs, never changed, are shared)."""
        other = State.__new__(State)
        for name in ("options", "n", "packs", "pot", "hand_no", "dealer", "turn", "drawn", "lap", "over", "_step"):
            setattr(other, name, getattr(self, name))
        other.pennies = list(self.pennies)
        other.in_game = list(self.in_game)
        other.won = list(self.won)
        other.seated = list(self.seated)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.table = list(self.table)
        return other

    def key(self) -> tuple:
        """Everything that makes two positions equal (for tests comparing clones)."""
        return (self.options, self.n, self.pennies, self.pot, self.in_game, self.won, self.hand_no, self.dealer,
                self.seated, self.hands, self.stock, self.table, self.turn, self.drawn, self.lap, self.over)

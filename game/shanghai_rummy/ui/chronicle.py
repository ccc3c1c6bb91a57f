"""The story of a game as the table tells it: one line per move (who drew, bought, went down,
laid off, discarded), who owns each meld on the table, and every finished hand's result with the
cards each player was left holding. Pure Python; built by replaying a record's moves."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.rummy import cards as C
from game.rummy.ui.words import CATALOGUES as CARD_WORDS
from game.ui.i18n import add_phrases, t

from .. import melds as M
from ..state import BUY, State
from .words import CATALOGUES


def install_words() -> None:
    """Let t() speak this board's phrases and the cards' names (idempotent)."""
    add_phrases(CARD_WORDS)
    add_phrases(CATALOGUES)


@dataclass(frozen=True)
class Line:
    """One line of the log: a phrase key and its fields (`seat`/`owner` are seats, `card` a code)."""

    key: str
    fields: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class HandResult:
    """A finished hand: its points per player, who went out (None: the stock ran out), the cards
    each player was left holding and who had not gone down."""

    hand: int
    points: tuple[int, ...]
    out: int | None
    left: tuple[tuple[int, ...], ...]
    down: tuple[bool, ...]


@dataclass
class Chronicle:
    """The log, the meld owners of the hand in play and the finished hands, kept up move by move."""

    lines: list[Line] = field(default_factory=list)
    owners: list[int] = field(default_factory=list)
    hands: list[HandResult] = field(default_factory=list)

    @classmethod
    def of(cls, state: State, watcher: Any = None) -> Chronicle:
        """The chronicle of a position, by replaying its moves from the deal; `watcher` (with
        before(state, move) and after(move)) follows the replay."""
        fresh = State(state.n, state.dealer0, state.packs, state.decks, state.buys)
        chron = cls()
        chron.deal(fresh)
        for move in state.moves:
            if watcher is not None:
                watcher.before(fresh, move)
            chron.play(fresh, move)
            if watcher is not None:
                watcher.after(move)
        return chron

    def deal(self, state: State) -> None:
        """Note the deal of the hand in play."""
        self.owners = []
        self.lines.append(Line("sr.log.deal", (("hand", state.h), ("dealer", state.dealer()))))

    def play(self, state: State, move: str) -> None:
        """Apply `move` to `state` (legal, checked by the caller) and tell it."""
        words = move.split(" ")
        verb = words[0]
        h = state.h
        mover = state.asked if state.step == BUY else state.turn
        before = [list(x) for x in state.hands]
        top = state.pile[-1] if state.pile else None
        down_before = list(state.down)
        table_before = list(state.table)
        state._apply(move)
        if verb == "draw":
            self.lines.append(Line("sr.log.draw", (("seat", mover),)))
        elif verb == "take":
            self.lines.append(Line("sr.log.take", (("seat", mover), ("card", top))))
        elif verb == "buy":
            self.lines.append(Line("sr.log.buy", (("seat", mover), ("card", top))))
        elif verb == "pass":
            self.lines.append(Line("sr.log.pass", (("seat", mover), ("card", top))))
        elif verb == "down":
            self.owners.extend([mover] * (len(words) - 1))
            self.lines.append(Line("sr.log.down", (("seat", mover), ("melds", tuple(words[1:])))))
        elif verb == "lay":
            k = int(words[2]) - 1
            self.lines.append(Line("sr.log.lay", (("seat", mover), ("card", C.parse(words[1])),
                                                  ("owner", self.owners[k] if k < len(self.owners) else mover))))
        elif verb == "swap":
            self.lines.append(Line("sr.log.swap", (("seat", mover), ("card", C.parse(words[1])))))
        else:
            self.lines.append(Line("sr.log.discard", (("seat", mover), ("card", C.parse(words[1])))))
        if state.h != h or state.over:
            played = [c for w in words[1:] if w not in ("low", "high") and not w.isdigit() for c in C.split_meld(w)]
            left = [tuple(x) for x in before]
            rest = list(before[mover])
            for c in played:
                if c in rest:
                    rest.remove(c)
            left[mover] = tuple(rest)
            out = state.out[-1]
            down = list(down_before)
            if verb == "down":
                down[mover] = True
            self.hands.append(HandResult(h, tuple(state.hand_points[-1]), out, tuple(left), tuple(down)))
            self.lines.append(Line("sr.log.out", (("seat", out), ("hand", h))) if out is not None
                              else Line("sr.log.empty", (("hand", h),)))
            del table_before
            if not state.over:
                self.deal(state)


def meld_words(text: str) -> str:
    """A written meld as card names ("7 of hearts, 8 of hearts, …")."""
    return ", ".join(t(f"card.{C.code(c)}") for c in C.split_meld(text))


def say_line(line: Line, names: Sequence[str]) -> str:
    """A log line in the current language."""
    from .seatview import contract_words

    fields: dict[str, object] = {}
    for key, value in line.fields:
        if key in ("seat", "owner", "dealer"):
            fields["name" if key == "seat" else key] = names[value]  # type: ignore[index]
        elif key == "card":
            fields[key] = t(f"card.{C.code(value)}") if value is not None else ""  # type: ignore[arg-type]
        elif key == "melds":
            fields[key] = "; ".join(meld_words(m) for m in value)  # type: ignore[union-attr]
        else:
            fields[key] = value
    if line.key == "sr.log.deal":
        hand = fields["hand"]
        fields["contract"] = t("sr.contract", words=contract_words(hand))  # type: ignore[arg-type]
    return t(line.key, **fields)


def points_of(cards: Sequence[int]) -> int:
    """What cards left in hand cost."""
    return sum(M.POINTS[c] for c in cards if c >= 0)

"""The replay of a finished game, without the page: which position is shown (after how many
moves), where each hand starts, and the steps first/previous/next/last and hand by hand, each
enabled exactly when it leads somewhere (else with the reason). The board draws the position
through the table's own renderers, every hand open."""

from __future__ import annotations

from ..state import State
from .chronicle import Chronicle
from .seatview import Control
from .undo import Steps

# act -> (phrase key of its label, phrase key of why it is disabled)
STEPS = {
    "replay-first": ("sr.replay.first", "sr.why.replay_start"),
    "replay-hand-back": ("sr.replay.hand_back", "sr.why.replay_start"),
    "replay-back": ("sr.replay.back", "sr.why.replay_start"),
    "replay-on": ("sr.replay.on", "sr.why.replay_end"),
    "replay-hand-on": ("sr.replay.hand_on", "sr.why.replay_end"),
    "replay-last": ("sr.replay.last", "sr.why.replay_end"),
}


class Replay:
    """A finished game stepped through move by move; `at` is how many moves are shown played."""

    def __init__(self, state: State):
        self.game = state
        steps = Steps()
        Chronicle.of(state, steps)
        # where each hand's first move is; hand h (1-based) spans starts[h-1] .. starts[h]
        self.starts = [0] + [i + 1 for i, s in enumerate(steps.steps) if s.ended_hand]
        self.last = len(state.moves)
        self.at = 0

    def hand_at(self, at: int) -> int:
        """The hand in play after `at` moves (1-based; a hand's last move shows the next deal)."""
        return max(h for h, start in enumerate(self.starts, 1) if start <= at) if at < self.last else len(self.starts) - 1

    def target(self, act: str) -> int:
        """Where the step `act` leads from here."""
        h = self.hand_at(self.at)
        if act == "replay-first":
            return 0
        if act == "replay-last":
            return self.last
        if act == "replay-back":
            return max(0, self.at - 1)
        if act == "replay-on":
            return min(self.last, self.at + 1)
        if act == "replay-hand-back":  # the start of this hand, or of the one before when already there
            start = self.starts[h - 1]
            return start if self.at > start else self.starts[max(0, h - 2)]
        if act == "replay-hand-on":
            return self.starts[h] if h < len(self.starts) else self.last
        raise ValueError(f"{act!r} is not a step of the replay")

    def control(self, act: str) -> Control:
        """The step `act` as a control: enabled when it moves, else saying why."""
        return Control(act, "" if self.target(act) != self.at else STEPS[act][1])

    def go(self, act: str) -> None:
        """Take the step `act`."""
        self.at = self.target(act)

    def position(self) -> tuple[State, Chronicle]:
        """The position after `at` moves, with its log."""
        g = self.game
        shown = State(g.n, g.dealer0, g.packs, g.decks, g.buys)
        chron = Chronicle()
        chron.deal(shown)
        for move in g.moves[: self.at]:
            chron.play(shown, move)
        return shown, chron

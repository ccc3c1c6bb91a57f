"""First-game tips, without the page: a few short tips, each shown when it is useful to the person
deciding now, one at a time, until dismissed (the board remembers the dismissed ones)."""

from __future__ import annotations

from collections.abc import Callable, Collection

from .. import helpers
from ..state import BUY, PLAY, TAKE, State

# (phrase key, when it is useful to `seat`) in the order a first game meets them
TIPS: tuple[tuple[str, Callable[[State, int], bool]], ...] = (
    ("sr.tip.take", lambda s, p: s.step == TAKE),
    ("sr.tip.buy", lambda s, p: s.step == BUY),
    ("sr.tip.select", lambda s, p: s.step == PLAY),
    ("sr.tip.down", lambda s, p: s.step == PLAY and not s.down[p] and helpers.can_meet(s.hands[p], s.h)),
    ("sr.tip.drag", lambda s, p: s.step == PLAY),
    ("sr.tip.hint", lambda s, p: s.step in (TAKE, PLAY)),
)
ALL = tuple(key for key, _ in TIPS)


def next_tip(state: State, seat: int, dismissed: Collection[str]) -> str | None:
    """The first tip not yet dismissed that is useful to `seat` deciding now, or None."""
    if state.over or state.current_player() != seat:
        return None
    for key, useful in TIPS:
        if key not in dismissed and useful(state, seat):
            return key
    return None

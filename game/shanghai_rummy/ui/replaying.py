"""The replay viewer on the page: the finished game's position drawn through the table's own
renderers with every hand open, and the bar of steps under it. Which position is shown and where
each step leads is replay.Replay's."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ui.dom import h
from game.ui.i18n import t

from . import render
from .replay import STEPS, Replay
from .seatview import Control


def is_step(act: str) -> bool:
    """Whether `act` is one of the replay's steps (first, back, on, ... by move or by hand)."""
    return act in STEPS


def bar(replay: Replay) -> Any:
    """Where the replay stands, its steps (each disabled with the reason when it leads nowhere) and
    the way back to the table."""
    steps = []
    for act, (label, _) in STEPS.items():
        ctrl = replay.control(act)
        steps.append(render.control(Control(act, t(ctrl.reason) if ctrl.reason else ""), t(label), act,
                                    cls="button button-small"))
    return h("section", {"class": "sr-replay", "aria-labelledby": "sr-replay-title"},
             h("h2", {"id": "sr-replay-title", "class": "sr-sub", "text": t("sr.replay.title")}),
             h("p", {"class": "sr-replay-where", "role": "status",
                     "text": t("sr.replay.where", hand=replay.hand_at(replay.at), at=replay.at, last=replay.last)}),
             h("div", {"class": "sr-actions", "role": "toolbar", "aria-label": t("sr.replay.title")}, *steps),
             h("button", {"type": "button", "class": "button button-primary", "data-act": "replay-close",
                          "text": t("sr.replay.close")}))


def draw(area: Any, replay: Replay, names: Sequence[str], people: Sequence[bool]) -> None:
    """Draw the replay's position into the table's `area`, nothing to play."""
    shown, chron = replay.position()
    scene = render.Scene(tuple(names), tuple(people), None, (), (), (), None, False, None,
                         open_hands=True, read_only=True)
    render.board(area, shown, chron, scene, None, None, lower=bar(replay))
